/**
 * Server CPU per request against the request rate, on the deployment (`npx tsx bench/rate-cpu.ts`): starts
 * bench/deploy-target.ts (PostgreSQL 15, two instances, nginx), measures the instances' CPU while idle
 * (RATE_CPU_IDLE seconds, 10) and then while one endpoint (RATE_CPU_PATH: goods|cart|home|orders|mixed, goods)
 * is driven open loop at each rate of RATE_CPU_RATES (50,200,800 req/s in total, RATE_CPU_SECONDS each, 10),
 * through nginx with keep-alive connections. For each rate: the CPU per request as bench:deploy counts it
 * (all CPU over the pass / requests) and with the idle CPU of the same time taken off, which shows how much of
 * a low rate's CPU per request is the time-driven work of an idle instance rather than the requests.
 */
import http from 'node:http'
import fs from 'node:fs'
import os from 'node:os'
import { execFileSync } from 'node:child_process'
import { startDeploy } from './deploy-target'

const IDLE_S = Number(process.env.RATE_CPU_IDLE) || 10
const SECONDS = Number(process.env.RATE_CPU_SECONDS) || 10
const RATES = (process.env.RATE_CPU_RATES ?? '50,200,800').split(',').map(Number)
const WHICH = process.env.RATE_CPU_PATH ?? 'goods'

function cpuMs(pid: number): number {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100
}
const cpu = (pids: number[]) => pids.reduce((a, p) => a + cpuMs(p), 0)
/** user ms, system ms, minor page faults, context switches (voluntary + not) of the processes so far */
function detail(pids: number[]): number[] {
  const t = [0, 0, 0, 0]
  for (const pid of pids) {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    t[0] += Number(f[11]) * 10
    t[1] += Number(f[12]) * 10
    t[2] += Number(f[7])
    for (const m of fs.readFileSync(`/proc/${pid}/status`, 'utf8').matchAll(/ctxt_switches:\s+(\d+)/g)) t[3] += Number(m[1])
  }
  return t
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** the instances' time in GC so far (ms, from their Prometheus metrics: prom-client's nodejs_gc_duration_seconds) */
async function gcSeconds(ports: number[]): Promise<Array<{ ms: number; count: number }>> {
  return Promise.all(
    ports.map(async (p) => {
      const text = await (await fetch(`http://127.0.0.1:${p}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } })).text()
      let ms = 0
      let count = 0
      for (const m of text.matchAll(/^nodejs_gc_duration_seconds_(sum|count)\{[^}]*\} ([\d.e+-]+)$/gm))
        if (m[1] === 'sum') ms += Number(m[2]) * 1000
        else count += Number(m[2])
      return { ms, count }
    }),
  )
}
const METRICS = 'rate-cpu-metrics-token-0123456789'

async function main() {
  const target = await startDeploy({ METRICS_TOKEN: METRICS, ...(process.env.RATE_CPU_ENV ? JSON.parse(process.env.RATE_CPU_ENV) : {}) })
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
    const url = new URL(target.base)
    let ip = 1
    const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            method,
            path,
            agent,
            headers: { ...headers, 'x-forwarded-for': `10.0.${(ip >> 8) & 255}.${ip++ & 255}` },
          },
          (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode ?? 0))
          },
        )
        req.on('error', reject)
        req.end(body)
      })
    const json = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(target.base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      })
      return (await res.json()) as any
    }
    const token = (await json('/user-center/passwordLogin', { registerName: '13800138000', password: 'demo1234' })).data.token
    await json('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 2 }, token)
    const REQS: Record<string, () => Promise<number>> = {
      goods: () => send('POST', '/goods-center/goods/getGoods', { 'content-type': 'application/json' }, '{"goodsId":6001}'),
      cart: () => send('GET', '/order-center/cart/queryCart', { token }),
      home: () => send('GET', '/zeus/shopConfig/homePage', { hospitalId: '6' }),
      orders: () => send('GET', '/order-center/orderCenter/myOrders?status=0', { token }),
    }
    const kinds = WHICH === 'mixed' ? Object.keys(REQS) : [WHICH]
    let k = 0
    const one = () => REQS[kinds[k++ % kinds.length]]()
    for (let i = 0; i < 400; i++) if ((await one()) !== 200) throw new Error('warm-up request failed')
    await sleep(2000)
    let c0 = cpu(target.pids)
    await sleep(IDLE_S * 1000)
    const idlePerS = (cpu(target.pids) - c0) / IDLE_S
    console.log(`idle: both instances ${idlePerS.toFixed(1)} ms CPU per second (load average ${os.loadavg()[0].toFixed(2)}); path ${WHICH}`)
    for (const rate of RATES) {
      let n = 0
      let bad = 0
      const pending: Promise<unknown>[] = []
      const gc0 = await gcSeconds(target.ports!)
      const d0 = detail(target.pids)
      c0 = cpu(target.pids)
      const t0 = performance.now()
      const end = t0 + SECONDS * 1000
      // open loop: the i-th request leaves at t0 + i / rate, whatever the replies (a 1 ms timer catches up in batches)
      await new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          const now = performance.now()
          const due = Math.min(Math.floor(((Math.min(now, end) - t0) * rate) / 1000), Math.floor(SECONDS * rate))
          while (n < due) {
            n++
            pending.push(
              one().then(
                (s) => s !== 200 && bad++,
                () => bad++,
              ),
            )
          }
          if (now >= end) {
            clearInterval(timer)
            resolve()
          }
        }, 1)
      })
      await Promise.all(pending)
      const s = (performance.now() - t0) / 1000
      const used = cpu(target.pids) - c0
      const gc1 = await gcSeconds(target.ports!)
      const d = detail(target.pids).map((x, i) => (x - d0[i]) / n)
      console.log(
        `   per request: user ${d[0].toFixed(2)} ms, system ${d[1].toFixed(2)} ms, ${d[2].toFixed(1)} minor faults, ${d[3].toFixed(1)} context switches`,
      )
      const sockets = (state: string) =>
        target.ports!.map(
          (p) =>
            execFileSync('ss', ['-Htn', 'state', state, `( sport = :${p} )`], { encoding: 'utf8' })
              .split('\n')
              .filter(Boolean).length,
        )
      console.log(
        `   GC ${gc1.map((g, i) => (((g.ms - gc0[i].ms) * 1000) / n).toFixed(0) + ' µs/request in ' + (g.count - gc0[i].count) + ' GCs').join(', ')}; instance sockets established ${sockets('established')}, time-wait ${sockets('time-wait')}`,
      )
      console.log(
        `${String(rate).padStart(5)} req/s: ${n} requests (${bad} not 200) in ${s.toFixed(1)} s: ${(used / n).toFixed(2)} ms CPU/request, ` +
          `${((used - idlePerS * s) / n).toFixed(2)} ms without the idle ${idlePerS.toFixed(1)} ms/s; load average ${os.loadavg()[0].toFixed(2)}`,
      )
    }
  } finally {
    await target.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
