/**
 * Security headers (issue 10): the H5 build runs under the server's Content-Security-Policy without a
 * single violation (the securitypolicyviolation event in every document, and Chromium's console
 * reports): the home page and a goods detail as a visitor and the sandbox cashier with its return to the
 * app here; every page logged in, in both modes, in e2e/a11y.spec.ts (its sweep runs under the CSP). The documents carry the headers (server/lib/security-headers.ts).
 * Every journey runs under the CSP (e2e/helpers.ts waitForPage); these also watch for violations.
 */
import type { Response } from '@playwright/test'
import path from 'node:path'
import { apiLogin, noViolations, putUserInStorage, settled, watchCsp } from './helpers'
import { RESULTS, test } from './fixtures'

const H = { hospitalId: '6' }
const ADDRESS = {
  recvName: '李四',
  contactNumber: '13912345678',
  recvProvince: '北京市',
  recvCity: '北京市',
  recvArea: '朝阳区',
  recvAddress: '建国路1号',
}

/** the response carries the security headers of every page */
function checkHeaders(res: Response | null, what: string) {
  if (!res) throw new Error(`${what}: no response`)
  const h = res.headers()
  const csp = h['content-security-policy'] || ''
  const problems = [
    !/frame-ancestors 'none'/.test(csp) && 'frame-ancestors',
    !/script-src 'self'/.test(csp) && 'script-src',
    /script-src[^;]*'unsafe-inline'/.test(csp) && "script-src has 'unsafe-inline'",
    h['x-frame-options'] !== 'DENY' && 'x-frame-options',
    h['x-content-type-options'] !== 'nosniff' && 'x-content-type-options',
    !h['referrer-policy'] && 'referrer-policy',
  ].filter(Boolean)
  if (problems.length) throw new Error(`${what}: missing or wrong ${problems.join(', ')} (csp: ${csp})`)
}

async function expectSoon(cond: () => boolean, msg: string, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs
  while (!cond()) {
    if (Date.now() > end) throw new Error(msg)
    await new Promise((r) => setTimeout(r, 50))
  }
}

test('csp: the home page and a goods detail run under the Content-Security-Policy without a violation', async ({ ctx, page }) => {
  const { app } = ctx
  const shot = (name: string) => page.screenshot({ path: path.join(RESULTS, 'screens', `${name}.png`) })
  const seen = await watchCsp(page)
  checkHeaders(await page.goto(`${app}/home?hospitalId=6`), '/home')
  await settled(page)
  await page.waitForSelector('.magic-page [data-block]:visible', { timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  await shot('csp-home')
  checkHeaders(await page.goto(`${app}/productionDetail?goodsId=6001&hospitalId=6`), '/productionDetail')
  await settled(page)
  await page.waitForSelector('.pd__name')
  await page.waitForLoadState('networkidle')
  await shot('csp-detail')
  // the login page draws the captcha
  await page.goto(`${app}/login?hospitalId=6`)
  await settled(page)
  await page.waitForLoadState('networkidle')
  noViolations(seen, 'home, detail, login')
  // the watch itself works: an injected inline script is refused and reported
  const ran = await page.evaluate(() => {
    const el = document.createElement('script')
    el.textContent = 'window.__injected = 1'
    document.body.appendChild(el)
    return (window as any).__injected === 1
  })
  if (ran) throw new Error('an injected inline script ran: the CSP does not apply')
  await expectSoon(() => seen.length > 0, 'the injected inline script was not reported as a violation')
})

test('csp: the sandbox cashier and its return to the app run without a violation', async ({ ctx, page }) => {
  const { app } = ctx
  const seen = await watchCsp(page)
  const user = await apiLogin(ctx, ctx.newPhone())
  await page.goto(`${app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  const r = await ctx.api(
    'POST',
    '/order-center/orderCenter/commitPay',
    { goodsList: [{ goodsId: 6001, skuId: 60011, goodsNum: 1 }], address: ADDRESS, payChannel: 3 },
    { ...H, token: user.token },
  )
  const redirectUrl = r.body?.data?.pay?.redirectUrl
  if (!redirectUrl) throw new Error(`commitPay: ${JSON.stringify(r.body).slice(0, 300)}`)
  checkHeaders(await page.goto(new URL(redirectUrl, ctx.base).toString()), 'cashier')
  await page.waitForSelector('button:has-text("支付成功")')
  await page.screenshot({ path: path.join(RESULTS, 'screens', 'csp-cashier.png') })
  await page.click('button:has-text("支付成功")')
  await page.waitForURL(/\/hospital\//, { timeout: 15_000 })
  await settled(page)
  await page.waitForLoadState('networkidle')
  noViolations(seen, 'cashier and return')
})
