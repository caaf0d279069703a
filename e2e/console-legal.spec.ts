/**
 * Legal texts with versions on both sides (issue 33 item 4): a patient of hospital 8 logs in on H5 with the
 * agreement ticked (the server records the user agreement and privacy policy versions served, 1); an operator
 * publishes version 2 of the privacy policy in the console (草稿, preview, 发布新版本 with its confirm); the
 * patient's next visit shows 版本更新 naming what changed, and once accepted the server records version 2.
 * Hospital 8: no other journey logs a patient in there, so the new version asks no one else.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, at, settled, stable } from './helpers'
import { devStaff, loaded, staffContext } from './console-helpers'

const H8 = '8'
const visible = (page: Page, selector: string) => page.locator(selector).locator('visible=true').first()

/** the token the app stored for hospital 8 after its login */
const storedToken = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('shop:store:8:shop')
    if (!raw) return ''
    const outer = JSON.parse(raw)
    let state = outer && typeof outer === 'object' && 'data' in outer ? outer.data : outer
    if (typeof state === 'string') state = JSON.parse(state)
    return (state?.user?.userInfo?.token as string) || ''
  })

test('legal texts: the patient accepts on login, the operator publishes privacy policy version 2, the patient is asked again and version 2 is recorded', async ({
  ctx,
  browser,
}) => {
  const { page, app, base, api, clientIp, shot } = ctx
  // a patient with a password (made over the API), who logs in on H5 with the agreement ticked
  const phone = ctx.newPhone()
  const made = await apiLogin(ctx, phone)
  const password = 'Legal2026'
  expect((await api('POST', '/user-center/password', { password }, { hospitalId: H8, token: made.token })).status).toBe(200)
  await page.goto(`${app}/accountLogin?hospitalId=${H8}`)
  await settled(page)
  await visible(page, 'input[name="phone"]').fill(phone)
  await visible(page, 'input[name="password"]').fill(password)
  await visible(page, '.agreement-check__box').click()
  await visible(page, '.account-login__submit').click()
  await at(page, /\/hospital\/home/)
  await settled(page)
  await expect.poll(() => storedToken(page), { timeout: 10_000 }).not.toBe('')
  const token = await storedToken(page)
  const acceptance = async () =>
    (await api<any>('GET', `/zeus/protocol/acceptance?hospitalId=${H8}`, undefined, { hospitalId: H8, token })).body.data
  const first = await acceptance()
  expect(first.pending).toBe(false)
  expect(first.items.map((i: any) => [i.code, i.version, i.acceptedVersion])).toEqual([
    [100, 1, 1],
    [200, 1, 1],
  ])
  await expect(page.getByText('版本更新')).toHaveCount(0)

  // the operator of hospital 8 writes and publishes version 2 of the privacy policy
  const operator = await devStaff(api, 'operator', 8)
  const op = await staffContext(browser, clientIp, { session: operator, base })
  await op.page.goto(`${base}/console/legal`)
  await loaded(op.page)
  // the codes' table (the first); an editor's versions table lists rows of its own
  const codeRow = (code: number) => op.page.locator('.ant-table').first().locator(`tr[data-row-key="${code}"]`)
  const row = codeRow(200)
  await expect(row).toContainText('第1版')
  await row.getByRole('button', { name: '编辑隐私政策' }).click()
  const content = op.page.locator('#legal-content')
  await expect(content).not.toHaveValue('')
  await content.fill(`${await content.inputValue()}<p>新增：位置信息仅用于为您推荐附近的服务网点。</p><script>alert(1)</script>`)
  await op.page.locator('#legal-note').fill('新增位置信息的使用说明')
  await op.page.getByRole('button', { name: '保存草稿' }).click()
  const preview = op.page.locator('.legal-preview')
  await expect(preview).toContainText('位置信息仅用于为您推荐附近的服务网点')
  await expect(preview.locator('script')).toHaveCount(0)
  await op.page.getByRole('button', { name: '发布新版本' }).click()
  await expect(op.page.getByText('已同意旧版本《隐私政策》的患者下次打开应用时会被要求重新阅读并同意（第2版）')).toBeVisible()
  await op.page.getByRole('button', { name: '发布', exact: true }).click()
  await expect(op.page.getByText('已发布第2版')).toBeVisible({ timeout: 15_000 })
  await expect(codeRow(200)).toContainText('第2版')
  await op.page.screenshot({ path: 'test-results/screens/console-legal-published.png' })

  // the patient's next visit: 版本更新 naming what changed; tracking waits until it is accepted
  expect((await acceptance()).pending).toBe(true)
  await page.goto(`${app}/home?hospitalId=${H8}`)
  await settled(page)
  const popup = page.locator('.agreement-popup')
  await expect(popup.getByText('版本更新')).toBeVisible({ timeout: 15_000 })
  await expect(popup).toContainText('《隐私政策》第2版：新增位置信息的使用说明')
  await expect(popup).toContainText('位置信息仅用于为您推荐附近的服务网点')
  await stable(page)
  await shot('legal-reconsent')
  await visible(page, '.agreement-popup__check .nut-checkbox').click()
  await visible(page, '.agreement-popup__btn:has-text("同意并继续")').click()
  await expect(popup.getByText('版本更新')).toHaveCount(0, { timeout: 15_000 })
  await expect.poll(async () => (await acceptance()).items.find((i: any) => i.code === 200).acceptedVersion, { timeout: 10_000 }).toBe(2)
  expect((await acceptance()).pending).toBe(false)

  // the console counts the patient under the version now served; a later visit does not ask again
  await op.page.reload()
  await loaded(op.page)
  await expect(codeRow(200)).toContainText('1 人')
  await page.goto(`${app}/home?hospitalId=${H8}`)
  await settled(page)
  await expect(page.getByText('版本更新')).toHaveCount(0)
  await op.context.close()
})
