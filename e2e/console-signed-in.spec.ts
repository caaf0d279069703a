/**
 * The staff console's real sign-in (issue 31), against the server: a hospital admin invites a finance member
 * (the API, as the 员工管理 screen does), who signs in through the screens — the password, the TOTP set-up (the
 * otpauth URI as a QR code under the CSP, the secret; a wrong code refused, then the code of the secret, computed
 * as an authenticator app does), the recovery codes shown once — then the frame: the side menu built from the
 * role's permissions, the header with the staff member, the hospital and 退出登录, the 待办 cards linking to the
 * queues; logout ends the session on the server. On a phone the menu is a drawer; axe on the TOTP step, the home
 * and the drawer at 375 px.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { Api } from './helpers'
import { axeViolations, devStaff, firstSignIn } from './console-helpers'

/** a new finance member of hospital 6 invited by a hospital admin: the username and the initial password */
async function invitedFinance(api: Api): Promise<{ username: string; password: string }> {
  const admin = await devStaff(api, 'hospital-admin', 6)
  const username = `fin-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`
  const r = await api<any>('POST', '/staff/accounts/invite', { username, name: '张会计', role: 'finance' }, admin.headers)
  if (r.status !== 200) throw new Error(`invite: ${r.status} ${JSON.stringify(r.body)}`)
  return { username, password: r.body.data.initialPassword }
}

async function signedOutAgain(page: Page, base: string) {
  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page).toHaveURL(/\/console\/login$/)
  // the session ended on the server: the console asks for a login again
  const me = await page.request.get(`${base}/staff/auth/me`)
  expect(me.status()).toBe(401)
  await page.goto(`${base}/console/`)
  await expect(page).toHaveURL(/\/console\/login\?redirect=%2F$/)
}

test('console sign-in (desktop 1440×900, real server): TOTP set-up, a wrong code, recovery codes, the menu of the role, 待办, logout', async ({
  ctx,
}) => {
  const { page, base, api, shot } = ctx
  await page.setViewportSize({ width: 1440, height: 900 })
  const { username, password } = await invitedFinance(api)
  const logins: Array<{ path: string; csrf?: string }> = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/staff/auth/')) logins.push({ path, csrf: r.headers()['x-csrf-token'] })
  })
  await firstSignIn(page, base, username, password, {
    wrongCodeFirst: true,
    atTotpStep: async () => void (await shot('console-totp-setup-desktop')),
  })
  const menu = page.getByRole('navigation', { name: '主菜单' })
  await expect(menu.getByRole('link')).toHaveText(['待办', '售后审核', '退款审批', '发票管理', '订单管理'])
  const header = page.locator('header')
  await expect(header).toContainText('张会计（财务）')
  const cards = page.getByRole('list', { name: '待办队列' }).getByRole('link')
  await expect(cards).toHaveCount(4)
  await expect(cards.first()).toHaveAttribute('href', '/console/after-sales')
  await shot('console-home-desktop')
  // a queue card opens its queue
  await cards.first().click()
  await expect(page).toHaveURL(/\/console\/after-sales$/)
  await expect(page.getByRole('heading', { level: 1, name: '售后审核' })).toBeVisible()
  await menu.getByRole('link', { name: '待办' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '待办' })).toBeVisible()
  await signedOutAgain(page, base)
  // the login steps carried no CSRF token; logout carried the session's
  expect(logins.filter((l) => l.path === '/staff/auth/login' || l.path === '/staff/auth/totp').every((l) => l.csrf === undefined)).toBe(
    true,
  )
  expect(logins.find((l) => l.path === '/staff/auth/logout')?.csrf).toMatch(/\S{16,}/)
})

test.describe('axe and the phone', () => {
  // axe-core's source goes in as an inline script
  test.use({ bypassCSP: true })
  test('console sign-in (phone 375×812, real server): the menu is a drawer; axe on the TOTP step, the home and the drawer', async ({
    ctx,
  }) => {
    const { page, base, api, shot } = ctx
    await page.setViewportSize({ width: 375, height: 812 })
    const { username, password } = await invitedFinance(api)
    await firstSignIn(page, base, username, password, {
      atTotpStep: async () => {
        await shot('console-totp-setup-phone')
        expect(await axeViolations(page)).toEqual([])
      },
    })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0)
    await shot('console-home-phone')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: '打开菜单' }).click()
    const menu = page.getByRole('navigation', { name: '主菜单' })
    await expect(menu.getByRole('link', { name: '订单管理' })).toBeVisible()
    await shot('console-drawer-phone')
    expect(await axeViolations(page)).toEqual([])
    await menu.getByRole('link', { name: '售后审核' }).click()
    await expect(page).toHaveURL(/\/console\/after-sales$/)
    await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: '售后审核' })).toBeVisible()
  })
})
