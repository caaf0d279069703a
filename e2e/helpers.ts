/**
 * Helpers of the browser journeys (e2e/*.spec.ts). Every journey runs under the server's real
 * Content-Security-Policy (no 'unsafe-eval'): Playwright's page.waitForFunction evaluates its predicate as a
 * string in the page, which that policy refuses, so nothing here uses it (ESLint bans it in e2e/). Conditions
 * in the page are polled with page.evaluate (a DevTools call, which the CSP does not govern): waitForPage().
 */
import type { Page } from '@playwright/test'

export type Api = <T = any>(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: T }>

/** what the old journeys took as `ctx`: the fixtures of one test (e2e/fixtures.ts) */
export interface Ctx {
  page: Page
  context: import('@playwright/test').BrowserContext
  /** the test's server, http://127.0.0.1:<port> */
  base: string
  /** `${base}/hospital` */
  app: string
  /** GET/POST against the reference server (not through the browser), from the test's client address */
  api: Api
  /** a screenshot into test-results/screens/<name>.png (kept whether the test passes or not) */
  shot: (name: string) => Promise<string>
  /** a mainland mobile number (139 + 8 random digits) no other test of this worker's server has used */
  newPhone: () => string
  /** the test's client address (X-Forwarded-For of its browser context and of api) */
  clientIp: string
}

const NAVIGATING = /Execution context was destroyed|Cannot find context with specified id|navigation/i

/**
 * resolves when `fn(arg)`, evaluated in the page, is truthy; the CSP-safe page.waitForFunction (same
 * arguments). One page.evaluate per poll, every 50 ms; a poll that a navigation interrupts is repeated.
 * `fn` may be a function or a JS expression (a string, evaluated as a DevTools expression, not by eval).
 */
export async function waitForPage<A>(
  page: Page,
  fn: string | ((arg: A) => unknown),
  arg?: A,
  opts: { timeout?: number } = {},
): Promise<void> {
  const timeout = opts.timeout ?? 30_000
  const deadline = Date.now() + timeout
  let last: unknown = null
  for (;;) {
    try {
      const ok = typeof fn === 'string' ? await page.evaluate(fn) : await page.evaluate(fn as (a: unknown) => unknown, arg as unknown)
      if (ok) return
      last = null
    } catch (e) {
      if (!NAVIGATING.test(String((e as Error)?.message ?? e))) throw e
      last = e
    }
    if (Date.now() > deadline) {
      const what = typeof fn === 'string' ? fn.slice(0, 120) : String(fn).slice(0, 200)
      throw new Error(`page condition not met within ${timeout} ms: ${what}${last ? ` (last error: ${String(last)})` : ''}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * resolves when the page has stopped moving: no finite CSS animation or transition running (popups
 * sliding in, toasts fading, tab underlines) and the images in the viewport loaded, then one more frame.
 * Endless animations (spinners) do not count.
 */
export async function stable(page: Page, timeout = 10_000) {
  // Polled with page.evaluate, one check per animation frame (see waitForPage for why not waitForFunction).
  const deadline = Date.now() + timeout
  for (;;) {
    const still = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() => {
            const moving = document.getAnimations().some((a) => {
              if (a.playState !== 'running') return false
              const t = a.effect?.getComputedTiming()
              return !t || t.iterations !== Infinity
            })
            const vh = window.innerHeight
            const loaded = Array.from(document.images).every((img) => {
              if (!img.src || img.complete || img.loading === 'lazy') return true
              const r = img.getBoundingClientRect()
              return r.width === 0 || r.height === 0 || r.bottom < 0 || r.top > vh
            })
            resolve(!moving && loaded)
          }),
        ),
    )
    if (still) break
    if (Date.now() > deadline) throw new Error(`page did not stop moving within ${timeout} ms`)
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
}

/**
 * wait until the visible page's shell says it has settled (data-state on .app-page) and has stopped
 * moving. Taro's H5 router keeps earlier pages in the DOM, hidden, so only the visible shell counts.
 */
export async function settled(page: Page, timeout = 15_000) {
  await page.waitForSelector('.app-page[data-state]:not([data-state="loading"]):visible', { timeout })
  await stable(page)
}

/**
 * the page has loaded everything it asked for (no request for 500 ms: data, lazy chunks such as the popup
 * ad's), has done the work that follows a load and stopped moving. Use it before asserting that something
 * does NOT show, and before leaving a list page by an in-app link: NutUI's InfiniteLoading measures its
 * scroller 200 ms after each load with a Taro selector query on the *current* page, and when that lands
 * after the next page's onLoad but before its first render, Taro throws "在已加载页面中没有找到对应的容器元素。"
 * (an uncaught page error, invisible to the user).
 */
export async function quiet(page: Page, timeout = 30_000) {
  await page.waitForLoadState('networkidle', { timeout })
  await stable(page)
}

/** the visible page shell (earlier pages stay hidden in the DOM) */
export const visiblePage = (page: Page) => page.locator('.app-page:visible').first()

/** resolves when Taro's toast is not shown (it is one element, reused, hidden with display:none after its time) */
export async function toastGone(page: Page, timeout = 10_000) {
  await waitForPage(
    page,
    () => Array.from(document.querySelectorAll<HTMLElement>('.taro__toast')).every((e) => getComputedStyle(e).display === 'none'),
    undefined,
    { timeout },
  )
}

/** resolves when the address matches (in-app navigations change history without a load) */
export async function at(page: Page, url: RegExp | ((u: URL) => boolean), timeout = 15_000) {
  await page
    .waitForURL((u) => (url instanceof RegExp ? url.test(u.href) : url(u)), { timeout, waitUntil: 'commit' })
    .catch(() => {
      throw new Error(`still at ${page.url()}, expected ${String(url)}`)
    })
}

const TEST_H = { hospitalId: '6' }

/** POST verifyCode with a fresh captcha (answer from /dev/captcha); throws unless the code was sent (errCode 0) */
export async function apiSendCode(ctx: Pick<Ctx, 'api'>, phone: string, type = 1): Promise<void> {
  const cap = await ctx.api('GET', '/user-center/captcha', undefined, TEST_H)
  const captchaId = cap.body?.data?.captchaId
  if (!captchaId) throw new Error(`captcha: ${cap.status} ${JSON.stringify(cap.body).slice(0, 200)}`)
  const ans = await ctx.api('GET', `/dev/captcha/${encodeURIComponent(captchaId)}`, undefined, TEST_H)
  const answer = ans.body?.data?.answer
  if (!answer) throw new Error(`no captcha answer for ${captchaId}: ${JSON.stringify(ans.body).slice(0, 200)}`)
  const sent = await ctx.api('POST', '/user-center/verifyCode', { phone, type, captchaId, captchaCode: answer }, TEST_H)
  if (sent.body?.code !== 200 || sent.body?.data?.errCode !== 0)
    throw new Error(`verifyCode ${phone}: ${sent.status} ${JSON.stringify(sent.body).slice(0, 300)}`)
}

/**
 * the SMS code just sent to `phone` (the sandbox writes the outbox before verifyCode answers, so call it
 * after a successful send; there is nothing to wait for)
 */
export async function outboxCode(ctx: Pick<Ctx, 'api'>, phone: string): Promise<string> {
  const box = await ctx.api('GET', `/dev/outbox?phone=${phone}&limit=1`, undefined, TEST_H)
  const code = box.body?.data?.[0]?.code
  if (!code) throw new Error(`no SMS code in the outbox for ${phone}: ${JSON.stringify(box.body).slice(0, 300)}`)
  return code
}

/** logs a phone in through the API (captcha answer and SMS code from the dev endpoints); resolves the login reply */
export async function apiLogin(ctx: Pick<Ctx, 'api'>, phone: string): Promise<any> {
  await apiSendCode(ctx, phone, 1)
  const code = await outboxCode(ctx, phone)
  const login = await ctx.api('POST', '/user-center/smsLogin', { phone, verifyCode: code }, TEST_H)
  if (!login.body?.data?.token) throw new Error(`smsLogin ${phone}: ${login.status} ${JSON.stringify(login.body).slice(0, 300)}`)
  return login.body.data
}

/**
 * puts a logged-in user into the app's persisted store (shop:store:6:shop, or another hospital/entry's key, see
 * src/shared/store/persist.ts) as a login would; resolves the stored post-login URL
 */
export async function putUserInStorage(page: Page, user: any, storeKey = 'shop:store:6:shop'): Promise<string> {
  return page.evaluate(
    ([u, key]) => {
      const raw = localStorage.getItem(key)
      const outer: any = raw ? JSON.parse(raw) : { data: '{}' }
      const wrapped = outer && typeof outer === 'object' && 'data' in outer
      let state: any = wrapped ? outer.data : outer
      const asString = typeof state === 'string'
      if (asString) state = JSON.parse(state)
      state = state || {}
      state.user = {
        ...(state.user || {}),
        userInfo: { userBase: u.userBase, userThird: u.userThird ?? null, token: u.token },
        loginType: 1,
      }
      const back = state.user.loginRedirectUrl || ''
      const value = asString ? JSON.stringify(state) : state
      localStorage.setItem(key, JSON.stringify(wrapped ? { ...outer, data: value } : value))
      return back
    },
    [user, storeKey] as const,
  )
}

/**
 * The cookie and CSRF headers of a new staff member of the role (the staff console's API, issue 31), made by the
 * development endpoint /dev/staff-session (a full session without the TOTP app; never in production)
 */
export async function staffApiHeaders(api: Api, role: string, hospitalId = 6): Promise<Record<string, string>> {
  const r = await api<{ data: { sessionId: string; csrfToken: string } }>('POST', '/dev/staff-session', { role, hospitalId })
  if (r.status !== 200) throw new Error(`dev staff session: ${r.status} ${JSON.stringify(r.body)}`)
  return { cookie: `__Host-staff-session=${r.body.data.sessionId}`, 'x-csrf-token': r.body.data.csrfToken }
}

/** every CSP violation of the page from now on, across navigations */
export async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.exposeFunction('__reportCspViolation', (s: string) => seen.push(s))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as any).__reportCspViolation(
        `${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile || ''}:${e.lineNumber})`,
      )
    })
  })
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(m.text())) seen.push(`console: ${m.text()}`)
  })
  return seen
}

/** fails with the CSP violations seen (at most 20, each once) */
export function noViolations(seen: string[], what: string) {
  if (seen.length) throw new Error(`${what}: ${seen.length} CSP violation(s):\n${[...new Set(seen)].slice(0, 20).join('\n')}`)
}
