/**
 * Browser-journey harness: starts the reference server (fresh PGlite data dir, seeded, dev endpoints on)
 * serving dist/h5, drives Debian's Chromium with playwright-core at 375x812, and runs the specs.
 * Screenshots: test-results/screens/<name>.png always; test-results/failures/<name>.png on failure.
 */
import { spawn, ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
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

export interface Ctx {
  page: Page
  context: BrowserContext
  base: string
  /** `${base}/hospital` */
  app: string
  /** GET/POST against the reference server (not through the browser) */
  api: <T = any>(method: string, url: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: T }>
  shot: (name: string) => Promise<string>
}

export interface Spec {
  name: string
  fn: (ctx: Ctx) => Promise<void>
}

export interface ServerHandle {
  base: string
  stop: () => Promise<void>
}

export async function startServer(port: number): Promise<ServerHandle> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'))
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', SANDBOX_PROVIDERS: '1', STATIC_DIR: path.join(ROOT, 'dist/h5') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (d) => (log += d))
  child.stderr?.on('data', (d) => (log += d))
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log.slice(-3000)}`)
    try {
      const r = await fetch(`${base}/openapi.json`)
      if (r.ok) break
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 90 s:\n${log.slice(-3000)}`)
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => {
        const t = setTimeout(() => {
          child.kill('SIGKILL')
          r(null)
        }, 10_000)
        child.on('exit', () => {
          clearTimeout(t)
          r(null)
        })
      })
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true })
}

/**
 * A phone-sized context. The journeys' own helpers (page.waitForFunction) evaluate strings in the page,
 * which the server's Content-Security-Policy forbids (no 'unsafe-eval'), so the CSP is bypassed unless
 * `enforceCsp` (specs/security-headers.ts checks the app under the real CSP in such a context).
 */
export async function newContext(browser: Browser, opts: { enforceCsp?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({
    bypassCSP: !opts.enforceCsp,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  })
}

export function makeApi(base: string): Ctx['api'] {
  return async (method, url, body, headers = {}) => {
    const r = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
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

export function ensureDirs() {
  mkdirSync(path.join(RESULTS, 'screens'), { recursive: true })
  mkdirSync(path.join(RESULTS, 'failures'), { recursive: true })
}

/**
 * wait until the visible page's shell says it has settled (data-state on .app-page). Taro's H5 router keeps
 * earlier pages in the DOM, hidden, so only the visible shell counts.
 */
export async function settled(page: Page, timeout = 15_000) {
  await page.waitForSelector('.app-page[data-state]:not([data-state="loading"]):visible', { timeout })
  await page.waitForTimeout(300)
}

/** the visible page shell (earlier pages stay hidden in the DOM) */
export const visiblePage = (page: Page) => page.locator('.app-page:visible').first()

const TEST_H = { hospitalId: '6' }

/** logs a phone in through the API (captcha answer and SMS code from the dev endpoints); resolves the login reply */
export async function apiLogin(ctx: Pick<Ctx, 'api'>, phone: string): Promise<any> {
  const cap = await ctx.api('GET', '/user-center/captcha', undefined, TEST_H)
  const captchaId = cap.body?.data?.captchaId
  const ans = await ctx.api('GET', `/dev/captcha/${captchaId}`, undefined, TEST_H)
  const sent = await ctx.api('POST', '/user-center/verifyCode', { phone, type: 1, captchaId, captchaCode: ans.body?.data?.answer }, TEST_H)
  if (sent.body?.errCode !== 0 && sent.body?.code !== 200) throw new Error(`verifyCode: ${JSON.stringify(sent.body)}`)
  const box = await ctx.api('GET', `/dev/outbox?phone=${phone}`, undefined, TEST_H)
  const code = box.body?.data?.[0]?.code
  const login = await ctx.api('POST', '/user-center/smsLogin', { phone, verifyCode: code }, TEST_H)
  if (!login.body?.data?.token) throw new Error(`smsLogin: ${JSON.stringify(login.body)}`)
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
