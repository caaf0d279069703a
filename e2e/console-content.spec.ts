/**
 * The content desk on both sides (issue 33 item 4, "Done when"): an operator, in the console, writes an article in the
 * rich-text editor (a heading typed with the toolbar, a picture uploaded into the body), pastes HTML with a <script>
 * and an event handler into the editor's HTML source view, and publishes it; a patient on H5 opens the article
 * (/magicplatform/newsDetail): the text and the uploaded picture are shown, no script is in the DOM and none ran.
 * Then the operator takes it back (撤回) and the patient's next load says it is gone.
 */
import { expect, test } from './fixtures'
import { settled } from './helpers'
import { devStaff, staffContext } from './console-helpers'
import { solidPng } from '../test-support/server/images'

const NEWS = '.app-page[data-route="/magicplatform/newsDetail"]'

test('an article with an uploaded picture and a <script> made in the console; the patient reads it on H5 without the script', async ({
  ctx,
  browser,
}) => {
  const { page, app, base, api, clientIp, shot } = ctx
  const title = `春季过敏防护${String(Date.now()).slice(-6)}`
  const operator = await devStaff(api, 'operator', 6)
  const op = await staffContext(browser, clientIp, { session: operator, base })

  await op.page.goto(`${base}/console/content`)
  await expect(op.page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 })
  await op.page.getByRole('button', { name: '新建文章' }).click()
  const drawer = op.page.getByRole('dialog', { name: '新建文章' })
  await drawer.getByLabel('标题', { exact: true }).fill(title)
  const group = drawer.getByLabel('分组', { exact: true })
  await group.click()
  await group.fill('疾病预防')
  await op.page.locator('.ant-select-item-option[title="健康资讯 / 疾病预防"]').click()
  await drawer.getByLabel('作者', { exact: true }).fill('王医生')
  // the editor (its own chunk) is loaded now: a heading from the toolbar, a paragraph, a picture uploaded
  const body = drawer.locator('.rich-editor__body')
  await expect(body).toBeVisible({ timeout: 30_000 })
  await body.click()
  await drawer.getByRole('button', { name: '二级标题' }).click()
  await op.page.keyboard.type('过敏高发季')
  await op.page.keyboard.press('Enter')
  await op.page.keyboard.type('出门戴口罩，回家先洗手。')
  await drawer
    .getByLabel('选择正文图片')
    .setInputFiles({ name: 'pollen.png', mimeType: 'image/png', buffer: solidPng(160, 90, [220, 120, 40]) })
  await expect(body.locator('img')).toBeVisible({ timeout: 15_000 })
  await expect(body.locator('h2')).toHaveText('过敏高发季')
  // HTML pasted into the source view: a script and an event handler ride along
  await drawer.getByRole('button', { name: 'HTML 源码' }).click()
  const source = drawer.getByLabel('正文 HTML')
  const html = await source.inputValue()
  expect(html).toContain('<img src="/goods-center/goods/image?id=')
  await source.fill(
    `${html}<script>window.__xss = 1</script><p onmouseover="window.__xss = 2">悬停无害</p><img src="x" onerror="window.__xss = 3">`,
  )
  await op.page.screenshot({ path: 'test-results/screens/console-content-editor.png' })
  await drawer.getByRole('button', { name: '保存并发布' }).click()
  await expect(drawer).toBeHidden({ timeout: 15_000 })
  await expect(op.page.getByRole('row').filter({ hasText: title })).toContainText('已发布')

  const found = await api<any>('GET', `/staff/content/articles?keyword=${encodeURIComponent(title)}`, undefined, operator.headers)
  const article = found.body.data.list[0]
  expect(article).toMatchObject({ title, status: 1, groupName: '疾病预防', author: '王医生' })
  const stored = await api<any>('GET', `/staff/content/articles/detail?id=${article.id}`, undefined, operator.headers)
  expect(stored.body.data.content).not.toMatch(/script|onmouseover|onerror|__xss/)
  expect(stored.body.data.content).toContain('<h2>过敏高发季</h2>')

  // the patient reads it on H5
  await page.addInitScript(() => {
    ;(window as unknown as { __xss?: number }).__xss = undefined
  })
  await page.goto(`${app}/magicplatform/newsDetail?id=${article.id}&hospitalId=6`)
  await page.waitForSelector(`${NEWS}[data-state="ready"] .news-detail__content`, { timeout: 30_000 })
  await settled(page)
  const content = page.locator(`${NEWS} .news-detail__content`)
  await expect(page.locator(`${NEWS} .news-detail__title`)).toHaveText(title)
  await expect(content).toContainText('过敏高发季')
  await expect(content).toContainText('出门戴口罩，回家先洗手。')
  await expect(content).toContainText('悬停无害')
  const img = content.locator('img[src*="/goods-center/goods/image?id="]')
  await expect(img).toBeVisible()
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 15_000 }).toBe(160)
  await content.getByText('悬停无害').hover()
  expect(await page.locator('script', { hasText: '__xss' }).count()).toBe(0)
  expect(await content.locator('[onmouseover], [onerror]').count()).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  await shot('console-content-patient-article')

  // taken back in the console: the patient's next load says it is gone
  await op.page.getByRole('button', { name: `撤回 ${title}` }).click()
  await expect(op.page.getByRole('row').filter({ hasText: title })).toContainText('草稿', { timeout: 15_000 })
  await page.reload()
  await expect(page.locator(NEWS)).toContainText('文章不存在', { timeout: 30_000 })
  expect(op.errors).toEqual([])
  await op.context.close()
})
