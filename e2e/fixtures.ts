/**
 * The journeys' test object: `import { test } from './fixtures'`.
 *
 * Worker-scoped `server`: every Playwright worker starts its own reference server (tsx server/main.ts, a fresh
 * PGlite DATA_DIR in the OS temp folder, seeded, dev endpoints and sandbox providers on, serving dist/h5 on a
 * free port) and stops it when the worker ends, so the two workers' logins, carts, orders and rate-limit
 * counters never meet. The server's log: test-results/e2e-server-<worker>.log (its tail is attached to a
 * failed test).
 *
 * Isolation inside a worker: every test gets its own client address (X-Forwarded-For on every request of its
 * browser context and of `api`; the journey server trusts one proxy hop, TRUST_PROXY=1) and makes its own users
 * with newPhone(), so no test shares a per-IP or per-phone counter, a session or a user's data with another.
 * The journey server raises only the per-IP limits (JOURNEY_LIMITS): one machine plays every user. The
 * per-phone rules (resend interval, daily cap), captcha, code tries and password lockouts keep their
 * production values; the server suite tests them.
 *
 * Every test runs under the server's real Content-Security-Policy (no bypassCSP): see helpers.ts waitForPage.
 * A page error (an uncaught exception in the app) fails the test (the auto fixture `pageErrors`).
 */
import { test as base, expect } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Api, Ctx } from './helpers'

export const ROOT = path.resolve(__dirname, '..')
export const RESULTS = path.join(ROOT, 'test-results')
export const SCREENS = path.join(RESULTS, 'screens')

/**
 * The journey server's abuse-limit configuration (env read by server/lib/config.ts): per-IP limits only.
 * A test still comes from its own address, so these are headroom, not what keeps tests apart.
 */
export const JOURNEY_LIMITS = {
  TRUST_PROXY: '1',
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_SENSITIVE_MAX: '10000',
  SMS_CODES_PER_IP_PER_DAY: '100000',
}

const START_TIMEOUT_MS = 180_000

export interface ServerHandle {
  base: string
  /** everything the server wrote so far */
  log: () => string
  stop: () => Promise<void>
}

/** a TCP port nobody listens on right now (the OS picks it) */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address()
      const port = typeof addr === 'object' && addr ? addr.port : 0
      s.close(() => resolve(port))
    })
  })
}

export async function startServer(port: number): Promise<ServerHandle> {
  if (!existsSync(path.join(ROOT, 'dist/h5/index.html')))
    throw new Error('dist/h5 is missing: build it first (bash scripts/taro-build.sh h5)')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'))
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
      ...JOURNEY_LIMITS,
      // customer service open all day (server/README.md): the hand-off journeys run at any hour of the CI
      CHAT_SERVICE_HOURS: '00:00-24:00',
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
      // a fresh PGlite database is created and seeded: ~20 s on an idle machine, minutes on a busy one
      const t = setTimeout(
        () => reject(new Error(`server did not start in ${START_TIMEOUT_MS / 1000} s:\n${log.slice(-3000)}`)),
        START_TIMEOUT_MS,
      )
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
    // the relaxed per-IP limits must really be in force (a server that ignores them would let tests trip each other)
    if (!/abuse limits overridden by the environment: RATE_LIMIT_MAX=/.test(log))
      throw new Error(`the journey server did not take the test limits (server/lib/config.ts loadConfig):\n${log.slice(-2000)}`)
  } catch (e) {
    await stop()
    throw e
  }
  return { base: `http://127.0.0.1:${port}`, log: () => log, stop }
}

export function makeApi(base: string, clientIp: string): Api {
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

/** the client address of the n-th test of a worker (198.18.0.0/15, reserved for benchmarks) */
export function clientIpOf(n: number): string {
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`
}

// per worker process: the worker's server is fresh, so numbers and addresses only need to be unique here
const issuedPhones = new Set<string>()
function newPhone(): string {
  for (;;) {
    const p = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`
    if (!issuedPhones.has(p)) {
      issuedPhones.add(p)
      return p
    }
  }
}
let testsInWorker = 0

type WorkerFixtures = { server: ServerHandle }
type TestFixtures = Omit<Ctx, 'page' | 'context'> & { ctx: Ctx; pageErrors: void }

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    async ({}, use, workerInfo) => {
      const server = await startServer(await freePort())
      try {
        await use(server)
      } finally {
        mkdirSync(RESULTS, { recursive: true })
        writeFileSync(path.join(RESULTS, `e2e-server-${workerInfo.workerIndex}.log`), server.log())
        await server.stop()
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  clientIp: async ({}, use, testInfo) => {
    await use(clientIpOf((testInfo.parallelIndex + 1) * 20_000 + ++testsInWorker))
  },
  // every request of the test's browser context comes from its client address
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp })
  },
  baseURL: async ({ server }, use) => {
    await use(server.base)
  },
  base: async ({ server }, use) => {
    await use(server.base)
  },
  app: async ({ server }, use) => {
    await use(`${server.base}/hospital`)
  },
  api: async ({ server, clientIp }, use) => {
    await use(makeApi(server.base, clientIp))
  },
  newPhone: async ({}, use) => {
    await use(newPhone)
  },
  shot: async ({ page }, use) => {
    mkdirSync(SCREENS, { recursive: true })
    await use(async (name: string) => {
      const file = path.join(SCREENS, `${name}.png`)
      await page.screenshot({ path: file })
      return file
    })
  },
  ctx: async ({ page, context, base, app, api, shot, newPhone, clientIp }, use) => {
    await use({ page, context, base, app, api, shot, newPhone, clientIp })
  },
  // an uncaught exception in the app fails the test; a failed test gets the tail of its server's log
  pageErrors: [
    async ({ page, server }, use, testInfo) => {
      const errors: string[] = []
      page.on('pageerror', (e) =>
        errors.push(
          `${String(e)} (at ${page.url()})\n      ${String(e.stack || '')
            .split('\n')
            .slice(1, 6)
            .join('\n      ')}`,
        ),
      )
      const logStart = server.log().length
      await use()
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach('server-log', { body: server.log().slice(logStart).slice(-20_000), contentType: 'text/plain' })
      expect(errors, `page errors:\n${errors.join('\n')}`).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
