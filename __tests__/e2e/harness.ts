/**
 * Browser-journey harness: starts the reference server (fresh PGlite data dir, seeded, dev endpoints on)
 * serving dist/h5, drives Debian's Chromium with playwright-core at 375x812, and runs the specs.
 * Screenshots: test-results/screens/<name>.png always; test-results/failures/<name>.png on failure;
 * the journey server's log: test-results/e2e-server.log.
 *
 * Isolation: every journey attempt gets its own client address (X-Forwarded-For on every request of its
 * browser context and of ctx.api; the journey server trusts one proxy hop) and makes its own users with
 * ctx.newPhone(), so no journey shares a per-IP or per-phone counter, a session or a user's data with
 * another. The journey server raises only the per-IP limits (JOURNEY_LIMITS): one machine plays every
 * user of the run. The per-phone rules (resend interval, daily cap), captcha, code tries and password
 * lockouts keep their production values; they are tested in the server suite.
 */
import { spawn, ChildProcess } from 'node:child_process'
import { randomBytes, randomInt } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, Browser, BrowserContext, Page } from 'playwright-core'

export const ROOT = path.resolve(__dirname, '..', '..')
export const RESULTS = path.join(ROOT, 'test-results')
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The journey server's abuse-limit configuration (env read by server/main.ts): per-IP limits only.
 * A journey still comes from its own address, so these are headroom, not what keeps journeys apart.
 */
export const JOURNEY_LIMITS = {
  TRUST_PROXY: '1',
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_SENSITIVE_MAX: '10000',
  SMS_CODES_PER_IP_PER_DAY: '100000',
}

export interface Ctx {
  page: Page
  context: BrowserContext
  base: string
  /** `${base}/hospital` */
  app: string
  /** GET/POST against the reference server (not through the browser), from the journey's client address */
  api: <T = any>(method: string, url: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: T }>
  shot: (name: string) => Promise<string>
  /** a mainland mobile number (139 + 8 random digits) no other journey of this run has used */
  newPhone: () => string
  /** the journey's client address (X-Forwarded-For) */
  clientIp: string
  /** x-staff-key of the journey server (OFFLINE_STAFF_KEY: staff create offline orders for a patient) */
  staffKey: string
}

export interface Spec {
  name: string
  fn: (ctx: Ctx) => Promise<void>
}

export interface ServerHandle {
  base: string
  staffKey: string
  /** everything the server wrote so far */
  log: () => string
  stop: () => Promise<void>
}

export async function startServer(port: number): Promise<ServerHandle> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'))
  const staffKey = randomBytes(16).toString('hex')
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SANDBOX_PROVIDERS: '1',
      STATIC_DIR: path.join(ROOT, 'dist/h5'),
      OFFLINE_STAFF_KEY: staffKey,
      ...JOURNEY_LIMITS,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  let onOutput = () => undefined as void
  child.stdout?.on('data', (d) => ((log += d), onOutput()))
  child.stderr?.on('data', (d) => ((log += d), onOutput()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const t = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(t)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    // main.ts prints "ready in N ms" once it listens
    await new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${log.slice(-3000)}`)), 90_000)
      const done = (e?: Error) => {
        clearTimeout(t)
        onOutput = () => undefined
        if (e) reject(e)
        else resolve()
      }
      onOutput = () => {
        if (/^ready in \d+ ms/m.test(log)) done()
      }
      onOutput()
      exited.then(() => done(new Error(`server exited early:\n${log.slice(-3000)}`)))
    })
    // the relaxed per-IP limits must really be in force (a server that ignores them would let journeys trip each other)
    if (!/abuse limits overridden by the environment: RATE_LIMIT_MAX=/.test(log)) throw new Error(`the journey server did not take the test limits (server/lib/config.ts loadConfig):\n${log.slice(-2000)}`)
  } catch (e) {
    await stop()
    throw e
  }
  const base = `http://127.0.0.1:${port}`
  return { base, staffKey, log: () => log, stop }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true })
}

/**
 * A phone-sized context. With `clientIp`, every request it makes comes from that address. The journeys'
 * own helpers (page.waitForFunction) evaluate strings in the page, which the server's Content-Security-Policy
 * forbids (no 'unsafe-eval'), so the CSP is bypassed unless `enforceCsp` (specs/security-headers.ts checks
 * the app under the real CSP in such a context).
 */
export async function newContext(browser: Browser, opts: { clientIp?: string; enforceCsp?: boolean } = {}): Promise<BrowserContext> {
  const { clientIp } = opts
  return browser.newContext({
    bypassCSP: !opts.enforceCsp,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    ...(clientIp ? { extraHTTPHeaders: { 'x-forwarded-for': clientIp } } : {}),
  })
}

export function makeApi(base: string, clientIp: string): Ctx['api'] {
  return async (method, url, body, headers = {}) => {
    const r = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await r.text()
    let parsed: any = text
    try {
      parsed = JSON.parse(text)
    } catch {
      /* not JSON */
    }
    return { status: r.status, body: parsed }
  }
}

/** the client address of the n-th journey attempt of a run (198.18.0.0/15, reserved for benchmarks) */
export function clientIpOf(n: number): string {
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`
}

const issuedPhones = new Set<string>()
/** a random mainland mobile number not issued before in this run (the journey server is fresh per run) */
export function newPhone(): string {
  for (;;) {
    const p = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`
    if (!issuedPhones.has(p)) {
      issuedPhones.add(p)
      return p
    }
  }
}

/** creates test-results/screens and an empty test-results/failures (no failure shots of earlier runs) */
export function ensureDirs() {
  mkdirSync(path.join(RESULTS, 'screens'), { recursive: true })
  rmSync(path.join(RESULTS, 'failures'), { recursive: true, force: true })
  mkdirSync(path.join(RESULTS, 'failures'), { recursive: true })
}

export function writeServerLog(server: ServerHandle) {
  writeFileSync(path.join(RESULTS, 'e2e-server.log'), server.log())
}

/**
 * resolves when the page has stopped moving: no finite CSS animation or transition running (popups
 * sliding in, toasts fading, tab underlines) and the images in the viewport loaded, then one more frame.
 * Endless animations (spinners) do not count.
 */
export async function stable(page: Page, timeout = 10_000) {
  // Polled with page.evaluate, one check per animation frame: waitForFunction's poller evaluates its
  // predicate as a string, which the server's Content-Security-Policy (no 'unsafe-eval') refuses.
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
  await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLElement>('.taro__toast')).every((e) => getComputedStyle(e).display === 'none'), undefined, { timeout })
}

/** resolves when the address matches (in-app navigations change history without a load) */
export async function at(page: Page, url: RegExp | ((u: URL) => boolean), timeout = 15_000) {
  await page.waitForURL((u) => (url instanceof RegExp ? url.test(u.href) : url(u)), { timeout, waitUntil: 'commit' }).catch(() => {
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
  if (sent.body?.code !== 200 || sent.body?.data?.errCode !== 0) throw new Error(`verifyCode ${phone}: ${sent.status} ${JSON.stringify(sent.body).slice(0, 300)}`)
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
 * puts a logged-in user into the app's persisted store (shop:store:6:shop, see src/store/persist.ts) as a
 * login would; resolves the stored post-login URL
 */
export async function putUserInStorage(page: Page, user: any): Promise<string> {
  return page.evaluate((u) => {
    const key = 'shop:store:6:shop'
    const raw = localStorage.getItem(key)
    const outer: any = raw ? JSON.parse(raw) : { data: '{}' }
    const wrapped = outer && typeof outer === 'object' && 'data' in outer
    let state: any = wrapped ? outer.data : outer
    const asString = typeof state === 'string'
    if (asString) state = JSON.parse(state)
    state = state || {}
    state.user = { ...(state.user || {}), userInfo: { userBase: u.userBase, userThird: u.userThird ?? null, token: u.token }, loginType: 1 }
    const back = state.user.loginRedirectUrl || ''
    const value = asString ? JSON.stringify(state) : state
    localStorage.setItem(key, JSON.stringify(wrapped ? { ...outer, data: value } : value))
    return back
  }, user)
}
