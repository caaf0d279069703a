/**
 * Helpers of the staff console's journeys (issue 31): staff members made by the development endpoint
 * /dev/staff-session (a full session; never in production) and put into a browser context of their own as the
 * `__Host-` session cookie, the real sign-in through the console's screens (password, then the TOTP set-up: the
 * code computed here from the secret the screen shows, RFC 6238), and axe-core's serious and critical violations.
 */
import { createHmac } from 'node:crypto'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect } from './fixtures'
import type { Api } from './helpers'

export const DESKTOP = { width: 1440, height: 900 }
export const PHONE = { width: 375, height: 812 }
export const STAFF_COOKIE = '__Host-staff-session'
const AXE_SOURCE = require.resolve('axe-core/axe.min.js')

export interface DevStaff {
  staffId: number
  username: string
  sessionId: string
  csrfToken: string
  /** the cookie and CSRF headers for API calls as this staff member */
  headers: Record<string, string>
}

/** a new staff account of the role with a full session (a doctor's: `doctorId`, the doctor it answers chat as) */
export async function devStaff(api: Api, role: string, hospitalId = 6, doctorId?: number): Promise<DevStaff> {
  const r = await api<{ data: Omit<DevStaff, 'headers'> }>('POST', '/dev/staff-session', { role, hospitalId, doctorId })
  if (r.status !== 200) throw new Error(`dev staff session: ${r.status} ${JSON.stringify(r.body)}`)
  const d = r.body.data
  return { ...d, headers: { cookie: `${STAFF_COOKIE}=${d.sessionId}`, 'x-csrf-token': d.csrfToken } }
}

/** a desktop browser context of its own (no phone emulation), its page failing on uncaught exceptions */
export async function staffContext(
  browser: Browser,
  clientIp: string,
  opts: { session?: DevStaff; base?: string; viewport?: { width: number; height: number }; bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    locale: 'zh-CN',
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    bypassCSP: opts.bypassCSP ?? false,
  })
  if (opts.session) {
    if (!opts.base) throw new Error('staffContext: the base URL is needed for the session cookie')
    // by domain and path: Chromium refuses a Secure cookie given with an http:// url (the server's own
    // Set-Cookie over http://127.0.0.1 is taken, 127.0.0.1 being a secure context)
    await context.addCookies([
      {
        name: STAFF_COOKIE,
        value: opts.session.sessionId,
        domain: new URL(opts.base).hostname,
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      },
    ])
  }
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${String(e)} (at ${page.url()})`))
  return { context, page, errors }
}

function base32(s: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const c of s.replace(/=+$/, '').toUpperCase()) {
    const v = alphabet.indexOf(c)
    if (v < 0) throw new Error(`not base32: ${c}`)
    bits += v.toString(2).padStart(5, '0')
  }
  const bytes: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

/** the 6-digit TOTP code (SHA-1, 30 s) of a base32 secret at a time */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)))
  const h = createHmac('sha1', base32(secret)).update(counter).digest()
  const o = h[h.length - 1] & 0xf
  const n = ((h[o] & 0x7f) << 24) | (h[o + 1] << 16) | (h[o + 2] << 8) | h[o + 3]
  return String(n % 1_000_000).padStart(6, '0')
}

/**
 * the first sign-in of an invited account through the screens: username and password, the TOTP set-up (the QR
 * code and the secret shown; the code computed from it), the recovery codes, then 待办
 */
export async function firstSignIn(
  page: Page,
  base: string,
  username: string,
  password: string,
  opts: { atTotpStep?: () => Promise<void>; wrongCodeFirst?: boolean } = {},
): Promise<void> {
  await page.goto(`${base}/console/`)
  await expect(page).toHaveURL(/\/console\/login\?redirect=%2F$/)
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('img', { name: '身份验证器绑定二维码' })).toBeVisible()
  const uri = await page.getByRole('img', { name: '身份验证器绑定二维码' }).getAttribute('src')
  expect(uri).toMatch(/^data:image\/png;base64,/)
  const secret = await page.locator('text=/^[A-Z2-7]{16,}$/').first().textContent()
  if (!secret) throw new Error('no TOTP secret on the screen')
  await expect(page.getByLabel('6 位动态验证码')).toBeFocused()
  await opts.atTotpStep?.()
  if (opts.wrongCodeFirst) {
    const right = totp(secret.trim())
    await page.keyboard.type(right === '000000' ? '111111' : '000000')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toContainText('动态验证码错误或已使用')
    await expect(page.getByLabel('6 位动态验证码')).toHaveValue('')
  }
  await page.keyboard.type(totp(secret.trim()))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: '保存恢复码' })).toBeFocused()
  await expect(page.getByRole('list', { name: '恢复码' }).getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: '我已保存，进入后台' }).click()
  await expect(page).toHaveURL(/\/console\/$/)
  await expect(page.getByRole('heading', { level: 1, name: '待办' })).toBeVisible()
}

/**
 * resolves when no finite animation or transition runs (a drawer or a dialog sliding in, an error fading in):
 * axe measures colours as they are painted, half-transparent mid-way
 */
export async function motionDone(page: Page, timeout = 5_000): Promise<void> {
  const until = Date.now() + timeout
  for (;;) {
    const running = await page.evaluate(
      () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
    )
    if (running === 0) return
    if (Date.now() > until) throw new Error(`${running} animations still running after ${timeout} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** axe-core's serious and critical WCAG 2.x A/AA violations of the page as it is (the context must bypass the CSP) */
export async function axeViolations(page: Page): Promise<string[]> {
  // no hover state left from the last click
  await page.mouse.move(0, 0)
  await motionDone(page)
  if (!(await page.evaluate(() => typeof (window as any).axe !== 'undefined'))) await page.addScriptTag({ path: AXE_SOURCE })
  return page.evaluate(async () => {
    const r = await (window as any).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    })
    return r.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => `${v.id}: ${v.help} (${v.nodes.map((n: any) => n.target.join(' ')).join(', ')})`)
  })
}

/** a paid order of seed goods 6001 (¥199 each, physical) for a patient token, through the sandbox; resolves its id */
export async function paidOrder(api: Api, token: string, goodsNum = 1): Promise<{ orderId: number; orderNo: string; actualPrice: number }> {
  const h = { hospitalId: '6', token }
  const address = {
    recvName: '李四',
    contactNumber: '13912345678',
    recvProvince: '北京市',
    recvCity: '北京市',
    recvArea: '朝阳区',
    recvAddress: '建国路1号',
  }
  const r = await api<any>(
    'POST',
    '/order-center/orderCenter/commitPay',
    { goodsList: [{ goodsId: 6001, skuId: 60011, goodsNum }], address, payChannel: 4 },
    h,
  )
  const orderId = r.body?.data?.orderId
  if (!orderId) throw new Error(`commitPay: ${JSON.stringify(r.body)}`)
  const c = await api<any>('POST', '/pay-center/sandbox/confirm', { payNo: r.body.data.pay.payNo, result: 'SUCCESS' }, h)
  if (c.body?.data?.payResult !== 'SUCCESS') throw new Error(`sandbox confirm: ${JSON.stringify(c.body)}`)
  return { orderId, orderNo: r.body.data.orderNo, actualPrice: r.body.data.actualPrice }
}

/** waits until no antd spinner spins (a table or a screen loading) */
export async function loaded(page: Page): Promise<void> {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 })
}

/** a small valid PDF (one empty page): the uploads of the console journeys (a report, an electronic invoice) */
export function pdfBytes(): Buffer {
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objs.forEach((o, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
