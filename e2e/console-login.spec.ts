/**
 * The staff console's login screen (issue 31; console/, served by the server under /console/): it renders under
 * the server's Content-Security-Policy without a violation on a desktop (1440 × 900) and a phone (375 × 812, no
 * sideways scrolling), the keyboard alone fills and submits it (the username field has the focus, Tab to the
 * password, Enter submits), a refused sign-in shows the server's envelope msg in the form, and axe-core finds no
 * serious or critical violation on it in either size.
 *
 * Written before the staff routes (f-console) reached this branch: the refused sign-in is whatever the server
 * answers for these credentials — the 404 envelope of a server without staff routes, the 401/400 of one with
 * them — and the test checks that the form shows that envelope's msg.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const AXE_SOURCE = require.resolve('axe-core/axe.min.js')
const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 375, height: 812 }

/** every CSP violation of the page from now on */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.exposeFunction('__reportCspViolation', (s: string) => seen.push(s))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as any).__reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`)
    })
  })
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(m.text())) seen.push(`console: ${m.text()}`)
  })
  return seen
}

async function openLogin(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/console/login`)
  await expect(page.getByRole('heading', { level: 1, name: '医院管理后台' })).toBeVisible()
  await expect(page.getByLabel('用户名')).toBeFocused()
}

for (const [name, size] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`console login (${name} ${size.width}×${size.height}): renders under the CSP, keyboard sign-in, the server's refusal shown`, async ({
    ctx,
  }) => {
    const { page, base, shot } = ctx
    await page.setViewportSize(size)
    const csp = await watchCsp(page)
    await openLogin(page, base)
    await shot(`console-login-${name}`)
    // the document carries the server's security headers
    const doc = await page.request.get(`${base}/console/login`)
    expect(doc.headers()['content-security-policy']).toContain("script-src 'self'")
    expect(doc.headers()['cache-control']).toBe('no-cache')
    // no sideways scrolling
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(size.width)

    // empty submit: the form's own messages, no request
    await page.keyboard.press('Enter')
    await expect(page.getByText('请输入用户名')).toBeVisible()
    await expect(page.getByText('请输入密码')).toBeVisible()

    // keyboard only: the focus is in 用户名, Tab to 密码, Enter submits
    await page.getByLabel('用户名').focus()
    await page.keyboard.type('nobody')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('密码', { exact: true })).toBeFocused()
    await page.keyboard.type('wrong-password')
    const [reply] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/staff/auth/login') && r.request().method() === 'POST'),
      page.keyboard.press('Enter'),
    ])
    expect(reply.status()).toBeGreaterThanOrEqual(400)
    const envelope = await reply.json()
    expect(typeof envelope.msg).toBe('string')
    expect(envelope.code).not.toBe(200)
    // the request carried the cookie policy of the client (credentials) and JSON
    expect(reply.request().headers()['content-type']).toContain('application/json')
    await expect(page.getByRole('alert')).toContainText(envelope.msg)
    // still on the login step, the fields kept
    await expect(page.getByLabel('用户名')).toHaveValue('nobody')
    await shot(`console-login-${name}-refused`)
    expect(csp, csp.join('\n')).toEqual([])
  })
}

test.describe('axe', () => {
  // axe-core's source goes in as an inline script: this block alone bypasses the CSP (checked above)
  test.use({ bypassCSP: true })
  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`axe: the console login (${name}) has no serious or critical violation, also with a refusal shown`, async ({ ctx }) => {
      const { page, base } = ctx
      await page.setViewportSize(size)
      await openLogin(page, base)
      await page.addScriptTag({ path: AXE_SOURCE })
      const run = () =>
        page.evaluate(async () => {
          const r = await (window as any).axe.run(document, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
            resultTypes: ['violations'],
          })
          return r.violations
            .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
            .map((v: any) => `${v.id}: ${v.help} (${v.nodes.map((n: any) => n.target.join(' ')).join(', ')})`)
        })
      expect(await run()).toEqual([])
      await page.getByLabel('用户名').fill('nobody')
      await page.getByLabel('密码', { exact: true }).fill('wrong-password')
      await page.getByRole('button', { name: '下一步' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
      expect(await run()).toEqual([])
    })
  }
})
