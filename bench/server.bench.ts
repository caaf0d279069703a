/**
 * Server benchmark (`npm run bench:server`): starts the real server (server/main.ts) on a temp
 * PGlite data dir, logs BENCH_USERS patients in (default 500, bench/users.ts: sandbox SMS login, a cart of 1-5 lines
 * and 1-3 orders each; each queryCart / myOrders request carries the next user's token, so the per-user composed
 * replies are 500 entries, not one; BENCH_USERS=1: the one-user variant, the demo user with two cart lines), then drives
 *   POST /goods-center/goods/getGoods   and   GET /order-center/cart/queryCart
 * at 200 requests/s EACH for 20 s, both at once, twice:
 *  1. open loop (loadtest, requestsPerSecond): one request every 5 ms per endpoint whatever the
 *     replies, the arrival pattern "200 requests/s" means; the target is judged on this pass;
 *  2. autocannon (overallRate, 20 connections): each connection sends back to back until its share
 *     of the second is used and then waits for the next second, so the 200 arrive as a burst at the
 *     start of every second; its tail shows how the server drains such bursts.
 * For each pass and endpoint it prints the achieved requests/s, p50 / p90 / p99 / max latency,
 * errors (socket errors and timeouts) and non-2xx replies, with the load average. Target: p99 ≤ 50 ms
 * and no errors.
 * Exit code 1 when any request failed (error, timeout or non-2xx); BENCH_STRICT=1 also fails on
 * a p99 over the target.
 * Then a step-up pass (open loop, mixed): getGoods, queryCart, the home page config and the order list
 * together at a rising total rate (BENCH_STEP_RATES, default 400,800,...,3200 req/s, BENCH_STEP_SECONDS
 * each, 10 s) until a step misses p99 ≤ 100 ms or has an error: the highest step held is the knee.
 *
 * Targets (BENCH_TARGET):
 *  - pglite (default): one server process on a temp PGlite data dir (the development default);
 *  - deploy: the production deployment of server/README "Deployment" — a throwaway PostgreSQL cluster
 *    (Debian's postgresql, scripts/pg-cluster.sh), `npm run migrate -- --seed`, TWO server instances on it
 *    and nginx (Debian) with deploy/nginx.conf in front; every request goes through nginx. The instances
 *    run with the shared database rate-limit store (its cost is measured) and a limit too high to trip:
 *    behind the proxy every request comes from the bench's one address.
 * Env: BENCH_SECONDS (20), BENCH_RATE (200), BENCH_USERS (500; 1 = one user), BENCH_TARGET (pglite|deploy), BENCH_STEP=0 (skip the step-up
 * pass), READ_CACHE=0 (the server without its read cache, to compare).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startDeploy, type Target } from './deploy-target'
import { makeUsers } from './users'

interface CannonResult {
  title: string
  non2xx: number
  errors: number
  timeouts: number
  requests: { average: number; total: number }
  latency: { p50: number; p90: number; p99: number; max: number }
  duration: number
  /** CPU time of the autocannon process itself (the load generator shares the machine) */
  cpuMs: number
}

const ROOT = path.resolve(__dirname, '..')
const SECONDS = Number(process.env.BENCH_SECONDS) || 20
const RATE = Number(process.env.BENCH_RATE) || 200
const TARGET_P99 = 50
const DEPLOY = process.env.BENCH_TARGET === 'deploy'
const STEP_P99 = 100
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS) || 10
/** the patients queryCart and myOrders rotate over (bench/users.ts); 1 = the demo user alone (the one-user variant) */
const USERS = Number(process.env.BENCH_USERS ?? 500)
const STEP_RATES = (process.env.BENCH_STEP_RATES ?? '400,800,1200,1600,2000,2400,2800,3200').split(',').map(Number)

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port
      s.close(() => resolve(p))
    })
  })
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts'] /* the server itself (tsx's CLI would be a wrapper process) */,
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(dataDir, 'none'),
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        NODE_ENV: 'production' === process.env.NODE_ENV ? 'production' : 'development',
        // the sandbox SMS of the bench users' login (bench/users.ts)
        ...(USERS > 1 && process.env.NODE_ENV !== 'production' ? { SANDBOX_PROVIDERS: '1' } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let out = ''
  child.stdout!.on('data', (d) => (out += d))
  child.stderr!.on('data', (d) => (out += d))
  const deadline = Date.now() + 300_000
  while (!/ready in/.test(out)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${out}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  console.log(
    out
      .trim()
      .split('\n')
      .find((l) => l.includes('ready in')),
  )
  return child
}

/** CPU time (user + system, ms) a process has used so far, from /proc (null elsewhere) */
function cpuMs(pid: number | undefined): number | null {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100 // utime + stime in clock ticks (USER_HZ 100)
  } catch {
    return null
  }
}

let ip = 0
/** a different client address per request (the server's per-IP rate limit is not what is measured) */
const nextIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`

async function post(base: string, url: string, body: unknown, token?: string) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  return res.json() as Promise<any>
}

/**
 * autocannon runs in a plain node child (under tsx's require hook a dependency of autocannon,
 * async-function/require.mjs, fails to load); it prints its result as JSON.
 */
const RUNNER = `
const autocannon = require('autocannon')
const cfg = JSON.parse(process.argv[1])
let ip = cfg.ipBase
const next = () => '10.' + ((ip >> 16) & 255) + '.' + ((ip >> 8) & 255) + '.' + (ip++ & 255)
let u = 0
const tokens = cfg.tokens
autocannon({ url: cfg.url, title: cfg.title, connections: 20, overallRate: cfg.rate, duration: cfg.seconds,
  requests: [{ ...cfg.req, setupRequest: (r) => ({ ...r, headers: { ...r.headers, 'x-forwarded-for': next(), ...(tokens ? { token: tokens[u++ % tokens.length] } : {}) } }) }] },
  (err, r) => { if (err) { console.error(err); process.exit(1) }
    process.stdout.write(JSON.stringify({ title: r.title, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, requests: { average: r.requests.average, total: r.requests.total }, latency: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max }, duration: r.duration, cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000 })) })
`

/** the open-loop pass: loadtest (ESM) in a plain node child, its result printed in CannonResult's shape */
const OPEN_RUNNER = `
import { loadTest } from 'loadtest'
const cfg = JSON.parse(process.argv[1])
let ip = cfg.ipBase
const next = () => '10.' + ((ip >> 16) & 255) + '.' + ((ip >> 8) & 255) + '.' + (ip++ & 255)
let u = 0
const tokens = cfg.tokens
let non2xx = 0
const started = Date.now()
const r = await loadTest({ url: cfg.url + cfg.req.path, method: cfg.req.method, body: cfg.req.body, contentType: cfg.req.headers['content-type'],
  headers: Object.fromEntries(Object.entries(cfg.req.headers).filter(([k]) => k !== 'content-type')), requestsPerSecond: cfg.rate, maxSeconds: cfg.seconds,
  agentKeepAlive: true, timeout: 10000, quiet: true,
  requestGenerator: (options, params, request, cb) => { params.headers['x-forwarded-for'] = next(); if (tokens) params.headers.token = tokens[u++ % tokens.length]; return request(params, cb) },
  statusCallback: (error, result) => { if (!error && result && (result.statusCode < 200 || result.statusCode > 299)) non2xx++ } })
const seconds = (Date.now() - started) / 1000
process.stdout.write(JSON.stringify({ title: cfg.title, non2xx, errors: Math.max(0, r.totalErrors - non2xx), timeouts: 0, requests: { average: r.effectiveRps, total: r.totalRequests },
  latency: { p50: r.percentiles[50], p90: r.percentiles[90], p99: r.percentiles[99], max: r.maxLatencyMs }, duration: seconds, cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000 }))
`

function run(
  driver: 'open' | 'autocannon',
  base: string,
  title: string,
  req: { method: 'GET' | 'POST'; path: string; body?: string; headers: Record<string, string>; tokens?: string[] },
  ipBase: number,
  rate = RATE,
  seconds = SECONDS,
): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    const args = driver === 'open' ? ['--input-type=module', '-e', OPEN_RUNNER] : ['-e', RUNNER]
    const c = spawn(
      process.execPath,
      [...args, JSON.stringify({ url: base, title, rate, seconds, req: { ...req, tokens: undefined }, ipBase, tokens: req.tokens })],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let out = ''
    c.stdout!.on('data', (d) => (out += d))
    c.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${driver} exited ${code}`))))
  })
}

async function startPglite(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'))
  const port = await freePort()
  const child = await startServer(port, dataDir)
  return {
    base: `http://127.0.0.1:${port}`,
    pids: [child.pid!],
    label: 'PGlite, one process',
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const loadavg = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')
/** a latency figure (loadtest reports false for a percentile it could not compute, e.g. when requests timed out) */
const ms = (n: number) => (typeof n === 'number' ? `${String(n).padStart(5)} ms` : '    – ms')
/** a percentile within its limit: a missing one (false, null) is NOT (`false <= 50` is true in JavaScript) */
const within = (n: number, limit: number) => typeof n === 'number' && n <= limit
const HEADER = `${'endpoint'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p90'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)} ${'requests'.padStart(9)} errors non-2xx`
function row(r: CannonResult, limit: number) {
  const errors = r.errors + r.timeouts
  const achieved = r.requests.total / (r.duration || SECONDS)
  return `${r.title.padEnd(34)} ${achieved.toFixed(1).padStart(7)} ${ms(r.latency.p50)} ${ms(r.latency.p90)} ${ms(r.latency.p99)} ${ms(r.latency.max)} ${String(r.requests.total).padStart(9)} ${String(errors).padStart(6)} ${String(r.non2xx).padStart(7)}   ${within(r.latency.p99, limit) ? 'OK' : 'OVER TARGET'}`
}
function serverCpu(pids: number[]): number | null {
  let sum = 0
  for (const pid of pids) {
    const t = cpuMs(pid)
    if (t === null) return null
    sum += t
  }
  return sum
}

async function main() {
  const target = DEPLOY ? await startDeploy() : await startPglite()
  const { base } = target
  try {
    type Req = { method: 'GET' | 'POST'; path: string; body?: string; headers: Record<string, string>; tokens?: string[] }
    let token: string
    let tokens: string[] | undefined
    if (USERS > 1) {
      // deploy: straight to one instance (nginx replaces X-Forwarded-For: the sign-ups would all come from one address
      // and meet the per-address SMS and captcha limits); sessions, carts and orders are in the shared database
      tokens = await makeUsers(target.ports ? `http://127.0.0.1:${target.ports[0]}` : base, USERS)
      token = tokens[0]
    } else {
      const login = await post(base, '/user-center/passwordLogin', { registerName: '13800138000', password: 'demo1234' })
      token = login.data.token as string
      await post(base, '/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 2 }, token)
      await post(base, '/order-center/cart/addCart', { goodsId: 6030, skuId: 60301, goodsNum: 1 }, token)
    }
    const users =
      USERS > 1
        ? `${USERS} users, each request the next user's token`
        : 'ONE user (the demo user: its composed replies serve every request)'
    const GOODS: Req = {
      method: 'POST',
      path: '/goods-center/goods/getGoods',
      body: JSON.stringify({ goodsId: 6001 }),
      headers: { 'content-type': 'application/json' },
    }
    const CART: Req = { method: 'GET', path: '/order-center/cart/queryCart', headers: { token }, tokens }
    const HOME: Req = { method: 'GET', path: '/zeus/shopConfig/homePage', headers: { hospitalId: '6' } }
    const ORDERS: Req = { method: 'GET', path: '/order-center/orderCenter/myOrders?status=0', headers: { token }, tokens }
    // warm up (JIT, caches; in deploy both instances, nginx alternating)
    for (let i = 0; i < 40; i++) {
      for (const r of [GOODS, CART, HOME, ORDERS]) {
        const headers = { ...r.headers, 'x-forwarded-for': nextIp(), ...(r.tokens ? { token: r.tokens[i % r.tokens.length] } : {}) }
        const res = await fetch(base + r.path, { method: r.method, headers, body: r.body })
        if (i === 0 && res.status !== 200) throw new Error(`${r.method} ${r.path} answered ${res.status}: ${await res.text()}`)
      }
    }
    let fast = true
    let failed = 0
    const passes: Array<{ driver: 'open' | 'autocannon'; label: string }> = [
      { driver: 'open', label: `open loop (loadtest): one request every ${(1000 / RATE).toFixed(1)} ms per endpoint` },
      { driver: 'autocannon', label: "autocannon: 20 connections per endpoint, each second's 200 sent as a burst" },
    ]
    console.log(`target: ${target.label}; queryCart and myOrders: ${users}`)
    for (const [i, pass] of passes.entries()) {
      console.log(`\n== ${pass.label}; ${RATE} req/s on each endpoint for ${SECONDS} s, both at once ...`)
      const cpu0 = serverCpu(target.pids)
      const db0 = target.dbCpuMs?.() ?? null
      const [goods, cart] = await Promise.all([
        run(pass.driver, base, 'POST /goods-center/goods/getGoods', GOODS, (1 + 4 * i) << 16),
        run(pass.driver, base, 'GET /order-center/cart/queryCart', CART, (2 + 4 * i) << 16),
      ])
      const cpu1 = serverCpu(target.pids)
      const db1 = target.dbCpuMs?.() ?? null
      let passFast = true
      console.log(HEADER)
      for (const r of [goods, cart]) {
        passFast &&= within(r.latency.p99, TARGET_P99)
        failed += r.errors + r.timeouts + r.non2xx
        console.log(row(r, TARGET_P99))
      }
      if (pass.driver === 'open') fast = passFast
      console.log(
        `p99 ≤ ${TARGET_P99} ms: ${passFast ? 'met' : 'NOT met'}${pass.driver === 'open' ? ' (the target)' : ' (burst view, for information)'}; load average ${loadavg()} (1/5/15 min, ${os.cpus().length} cores)${process.env.READ_CACHE === '0' ? '; READ_CACHE=0' : ''}; ${target.label}`,
      )
      if (cpu0 !== null && cpu1 !== null) {
        const n = goods.requests.total + cart.requests.total
        console.log(
          `server CPU: ${((cpu1 - cpu0) / 1000).toFixed(1)} s for ${n} requests = ${((cpu1 - cpu0) / n).toFixed(2)} ms per request (both endpoints${target.pids.length > 1 ? ', both instances' : ''}; depends far less on the machine's other load than latency does); the two load generators used ${((goods.cpuMs + cart.cpuMs) / 1000).toFixed(1)} s of CPU`,
        )
        if (db0 !== null && db1 !== null)
          console.log(`PostgreSQL CPU: ${((db1 - db0) / n).toFixed(2)} ms per request (the cluster's processes)`)
      }
    }
    console.log(`\ntarget (open loop, ${RATE} req/s each): p99 ≤ ${TARGET_P99} ms ${fast ? 'met' : 'NOT met'}`)

    if (process.env.BENCH_STEP !== '0') {
      console.log(
        `\n== step-up, open loop, mixed: getGoods + queryCart + homePage + myOrders at a rising total rate, ${STEP_SECONDS} s a step, until p99 > ${STEP_P99} ms or an error`,
      )
      let held = 0
      for (const [k, total] of STEP_RATES.entries()) {
        const each = total / 4
        const cpu0 = serverCpu(target.pids)
        const db0 = target.dbCpuMs?.() ?? null
        const rs = await Promise.all(
          [
            ['POST /goods-center/goods/getGoods', GOODS],
            ['GET /order-center/cart/queryCart', CART],
            ['GET /zeus/shopConfig/homePage', HOME],
            ['GET /orderCenter/myOrders', ORDERS],
          ].map(([title, req], j) => run('open', base, title as string, req as Req, (16 + 4 * k + j) << 16, each, STEP_SECONDS)),
        )
        const cpu1 = serverCpu(target.pids)
        const db1 = target.dbCpuMs?.() ?? null
        const n = rs.reduce((a, r) => a + r.requests.total, 0)
        const achieved = rs.reduce((a, r) => a + r.requests.total / (r.duration || STEP_SECONDS), 0)
        const p99 = Math.max(...rs.map((r) => (typeof r.latency.p99 === 'number' ? r.latency.p99 : Infinity)))
        const errors = rs.reduce((a, r) => a + r.errors + r.timeouts + r.non2xx, 0)
        console.log(
          `\n-- step ${total} req/s (${each} each): achieved ${achieved.toFixed(0)} req/s, worst p99 ${p99} ms, ${errors} errors; load average ${loadavg()}`,
        )
        console.log(HEADER)
        for (const r of rs) console.log(row(r, STEP_P99))
        if (cpu0 !== null && cpu1 !== null)
          console.log(
            `server CPU ${((cpu1 - cpu0) / n).toFixed(2)} ms per request${db0 !== null && db1 !== null ? `; PostgreSQL ${((db1 - db0) / n).toFixed(2)} ms` : ''}`,
          )
        const ok = p99 <= STEP_P99 && errors === 0 && achieved >= total * 0.95
        if (!ok) break
        held = total
      }
      console.log(
        `\nknee: the highest mixed rate held at p99 ≤ ${STEP_P99} ms with no error: ${held ? `${held} req/s` : `none (the first step, ${STEP_RATES[0]} req/s, already missed)`}; ${target.label}`,
      )
    }
    if (failed > 0) {
      console.error(`FAILED: ${failed} request(s) ended in an error, a timeout or a non-2xx reply`)
      process.exitCode = 1
    } else if (!fast && process.env.BENCH_STRICT === '1') process.exitCode = 1
  } finally {
    await target.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
