/**
 * The home-page editor on both sides (issue 33 item 3, "Done when"): an operator of hospital 7 adds a banner and an
 * icon-navigator block in the console, moves them to the top with the keyboard (dnd-kit's keyboard sensor), saves,
 * and sees them in the preview frame — the real H5 app rendering the draft; an http link and (through the API, the
 * picker offers only real pages) a page outside the route table are refused on publish with the reason; published,
 * the patient's H5 home shows them and so does the HTML of /hospital/home?hospitalId=7 fetched without JS; rolling
 * back to the version before restores the previous home.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { devStaff, staffContext } from './console-helpers'
import { solidPng } from '../test-support/server/images'

const HOSPITAL = 7
/** the patient API reads the hospital from this header (default 6), not from a query parameter */
const H7 = { hospitalId: String(HOSPITAL) }

async function addBlock(page: Page, label: string) {
  await page.getByLabel('添加组件').click()
  await page.locator(`.ant-select-item-option[title="${label}"]`).click()
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible()
}

async function addItem(page: Page, n: number, name: string, color: [number, number, number]) {
  await page.getByRole('button', { name: '添加一项' }).click()
  await page.getByLabel(`第${n}项 图片`).setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: solidPng(96, 96, color) })
  await expect(page.getByAltText(`第${n}项`)).toBeVisible({ timeout: 15_000 })
  await page.getByLabel(`第${n}项 名称`).fill(name)
}

/** moves the block at 1-based position `from` to the top with the keyboard (Space, ArrowUp × n, Space) */
async function toTop(page: Page, from: number) {
  const handle = page.getByRole('button', { name: new RegExp(`^拖动排序：第${from}个组件`) })
  await handle.focus()
  // dnd-kit measures the list between key presses: each key once the browser has drawn the previous move
  const drawn = () => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))))
  await page.keyboard.press('Space')
  await drawn()
  for (let i = 1; i < from; i++) {
    await page.keyboard.press('ArrowUp')
    await drawn()
  }
  await page.keyboard.press('Space')
  await drawn()
}

test('an operator adds a banner and an icon navigator, previews the draft in the real H5 frame, publishes, rolls back', async ({
  ctx,
  browser,
}) => {
  test.setTimeout(240_000)
  const { page, app, base, api, clientIp } = ctx
  const stamp = String(Date.now()).slice(-6)
  const slide = `春日义诊${stamp}`
  const icon = `义诊报名${stamp}`
  const operator = await devStaff(api, 'operator', HOSPITAL)
  const pages = await api<any>('GET', '/staff/pages', undefined, operator.headers)
  const home = pages.body.data.pages.find((p: { kind: string }) => p.kind === 'home').id as number
  const blocksBefore = (await api<any>('GET', `/zeus/shopConfig/homePage?hospitalId=${HOSPITAL}`, undefined, H7)).body.data.blocks
    .length as number
  const op = await staffContext(browser, clientIp, { session: operator, base })

  await op.page.goto(`${base}/console/pages`)
  await expect(op.page.getByRole('heading', { level: 1, name: '首页装修' })).toBeVisible({ timeout: 30_000 })
  await expect(op.page.getByRole('button', { name: /^拖动排序：第1个组件/ })).toBeVisible({ timeout: 30_000 })

  // a banner with one slide, an icon navigator with one icon (an http link first)
  await addBlock(op.page, '轮播图')
  await addItem(op.page, 1, slide, [240, 82, 122])
  await addBlock(op.page, '图标导航')
  await addItem(op.page, 1, icon, [46, 160, 120])
  await op.page.getByLabel('第1项 跳转类型').click()
  await op.page.locator('.ant-select-item-option[title="网页链接（https）"]').click()
  await op.page.getByLabel('第1项 网页链接').fill('http://www.example.cn/yz')
  // both to the top with the keyboard: the icon navigator, then the banner above it
  await toTop(op.page, blocksBefore + 2)
  await toTop(op.page, blocksBefore + 2)
  await expect(op.page.getByRole('button', { name: /^拖动排序：第1个组件 轮播图/ })).toBeVisible()
  await expect(op.page.getByRole('button', { name: /^拖动排序：第2个组件 图标导航/ })).toBeVisible()

  // publish: refused with the reason (the draft is saved first)
  await op.page.getByRole('button', { name: '发布' }).click()
  await expect(op.page.getByRole('alert').filter({ hasText: '不能发布' })).toContainText(
    '第2个组件（图标导航）第1项：网页链接必须以 https:// 开头',
  )

  // a page outside the route table cannot be chosen in the picker; through the API it is refused the same way
  const saved = (await api<any>('GET', `/staff/pages/draft?pageId=${home}`, undefined, operator.headers)).body.data.draft
  const bad = structuredClone(saved)
  bad.blocks[1].resources[0].jump = { jumpType: 3, magicSysPage: { pageUrl: '/nowhere' } }
  expect((await api<any>('POST', '/staff/pages/draft/save', { pageId: home, draft: bad }, operator.headers)).status).toBe(200)
  const refused = await api<any>('POST', '/staff/pages/publish', { pageId: home }, operator.headers)
  expect(refused.status).toBe(400)
  expect(refused.body.msg).toBe('第2个组件（图标导航）第1项：跳转页面 /nowhere 不存在')

  // an https link; 保存草稿 reloads the preview: the real H5 app in the frame shows the draft
  await op.page.getByLabel('第1项 网页链接').fill('https://www.example.cn/yz')
  await op.page.getByRole('button', { name: '保存草稿' }).click()
  await expect(op.page.getByText('草稿已保存')).toBeVisible()
  const frame = op.page.frameLocator('iframe[title="首页预览"]')
  await expect(frame.getByText(icon).first()).toBeVisible({ timeout: 30_000 })
  // the patient's home is still the published one
  expect(
    JSON.stringify((await api<any>('GET', `/zeus/shopConfig/homePage?hospitalId=${HOSPITAL}`, undefined, H7)).body.data),
  ).not.toContain(icon)

  // 页面设置: a popup ad whose window has ended is refused on publish with the reason; removed, the page publishes
  const adsBefore = (await api<any>('GET', `/staff/pages/draft?pageId=${home}`, undefined, operator.headers)).body.data.draft.ads
    .length as number
  const ad = `第${adsBefore + 1}个广告`
  await op.page.getByRole('button', { name: /^页面设置/ }).click()
  const settings = op.page.getByRole('dialog', { name: '页面设置' })
  await settings.getByRole('button', { name: '添加广告' }).click()
  await settings.getByLabel(`${ad} 标题`).fill('已结束的广告')
  await settings.getByLabel(`${ad} 开始时间`).fill('2020-01-01T00:00')
  await settings.getByLabel(`${ad} 结束时间`).fill('2020-02-01T00:00')
  await settings.getByLabel(`${ad} 图片`).setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: solidPng(96, 96, [250, 200, 60]) })
  await expect(settings.getByAltText('已结束的广告')).toBeVisible({ timeout: 15_000 })
  await settings.locator('.ant-drawer-close').click()
  await expect(settings).toBeHidden()
  await op.page.getByRole('button', { name: '发布' }).click()
  await expect(op.page.locator('.ant-alert', { hasText: '不能发布' })).toContainText(`${ad}：投放结束时间已过，不能发布`)
  await op.page.getByRole('button', { name: /^页面设置/ }).click()
  await settings.locator('.ant-card', { hasText: ad }).getByRole('button', { name: '删除' }).click()
  await expect(settings.getByText(ad)).toHaveCount(0)
  await settings.locator('.ant-drawer-close').click()

  await op.page.getByRole('button', { name: '发布' }).click()
  await expect(op.page.getByText(/已发布：版本 \d+/)).toBeVisible({ timeout: 15_000 })

  // the patient's H5 home, and its HTML without JS
  await page.goto(`${app}/home?hospitalId=${HOSPITAL}`)
  await expect(page.getByText(icon).first()).toBeVisible({ timeout: 30_000 })
  const html = await (await fetch(`${base}/hospital/home?hospitalId=${HOSPITAL}`)).text()
  expect(html).toContain(`>${icon}</span>`)

  // rollback to the version before: the previous home again
  await op.page.getByRole('button', { name: '版本' }).click()
  const drawer = op.page.getByRole('dialog', { name: '版本' })
  await expect(drawer.getByRole('row').filter({ hasText: '首次发布前的页面' })).toBeVisible()
  await drawer.getByRole('row').filter({ hasText: '首次发布前的页面' }).getByRole('button', { name: '回滚' }).click()
  await op.page.getByRole('button', { name: '回滚', exact: true }).last().click()
  await expect(op.page.getByText(/已回滚，当前版本 \d+/)).toBeVisible({ timeout: 15_000 })
  const after = (await api<any>('GET', `/zeus/shopConfig/homePage?hospitalId=${HOSPITAL}`, undefined, H7)).body.data
  expect(after.blocks).toHaveLength(blocksBefore)
  expect(JSON.stringify(after)).not.toContain(icon)
  expect(await (await fetch(`${base}/hospital/home?hospitalId=${HOSPITAL}`)).text()).not.toContain(icon)
  await op.context.close()
})
