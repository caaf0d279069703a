/**
 * Profiles the hot endpoints of the bench (`npx tsx bench/profile-server.ts`): builds the server
 * in-process on a temp PGlite data dir, wraps PGlite's query to count and time every statement,
 * and prints per endpoint: wall time per request, queries per request and the slowest statements.
 * Env: PROFILE_N (requests per endpoint, 30), PROFILE_CPU=1 (also prints the top self-time
 * functions of the measured loops, from a V8 CPU profile; the inspector's own `dispatch` shows up
 * in it), PROFILE_HTTP=1 (the loops are real HTTP requests from an autocannon child at 200 req/s
 * for 5 s instead of in-process inject calls).
 */
import { spawn } from 'node:child_process'
import { Session } from 'node:inspector/promises'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildServer } from '../server/app'
import { openDatabase } from '../server/lib/db'
import { loadConfig } from '../server/lib/config'
import { printProfile } from './cpu-profile'

const N = Number(process.env.PROFILE_N) || 30

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-server-'))
  const database = await openDatabase({ dataDir })
  const pg = database.pglite as any
  const orig = pg.query.bind(pg)
  let stats = new Map<string, { n: number; ms: number }>()
  let count = 0
  pg.query = async (q: string, params?: unknown[]) => {
    const t = performance.now()
    try {
      return await orig(q, params)
    } finally {
      const key = q.replace(/\$\d+/g, '?').replace(/\s+/g, ' ').slice(0, 160)
      const s = stats.get(key) ?? { n: 0, ms: 0 }
      s.n++
      s.ms += performance.now() - t
      stats.set(key, s)
      count++
    }
  }
  // the environment's settings (READ_CACHE=0 turns the cache off), no rate limit, no H5, no logger
  const app = await buildServer(
    { ...loadConfig(process.env), rateLimit: false, staticDir: null, logLevel: 'silent' },
    { database, closeDatabase: true },
  )
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/user-center/passwordLogin',
      payload: { registerName: '13800138000', password: 'demo1234' },
    })
    const token = login.json().data.token as string
    await app.inject({
      method: 'POST',
      url: '/order-center/cart/addCart',
      headers: { token },
      payload: { goodsId: 6002, skuId: 60021, goodsNum: 2 },
    })
    await app.inject({
      method: 'POST',
      url: '/order-center/cart/addCart',
      headers: { token },
      payload: { goodsId: 6030, skuId: 60301, goodsNum: 1 },
    })
    const http = process.env.PROFILE_HTTP === '1'
    let base = ''
    if (http) {
      await app.listen({ port: 0, host: '127.0.0.1' })
      base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    }
    const cannon = (req: { method: string; path: string; body?: string; headers: Record<string, string> }) => () =>
      new Promise<void>((resolve, reject) => {
        const code = `require('autocannon')({ url: ${JSON.stringify(base)}, connections: 10, overallRate: 200, duration: 5, requests: [${JSON.stringify(req)}] }, (e, r) => { console.log('   ' + r.requests.total + ' requests, p50 ' + r.latency.p50 + ' ms, p99 ' + r.latency.p99 + ' ms, non-2xx ' + r.non2xx) })`
        const c = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit'] })
        c.on('exit', (rc) => (rc === 0 ? resolve() : reject(new Error(`autocannon exited ${rc}`))))
      })
    const endpoints: Array<[string, () => Promise<unknown>]> = http
      ? [
          [
            'getGoods (visitor, HTTP)',
            cannon({
              method: 'POST',
              path: '/goods-center/goods/getGoods',
              body: '{"goodsId":6001}',
              headers: { 'content-type': 'application/json' },
            }),
          ],
          ['queryCart (HTTP)', cannon({ method: 'GET', path: '/order-center/cart/queryCart', headers: { token } })],
        ]
      : [
          ['getGoods (visitor)', () => app.inject({ method: 'POST', url: '/goods-center/goods/getGoods', payload: { goodsId: 6001 } })],
          [
            'getGoods (user)',
            () => app.inject({ method: 'POST', url: '/goods-center/goods/getGoods', headers: { token }, payload: { goodsId: 6001 } }),
          ],
          ['queryCart', () => app.inject({ method: 'GET', url: '/order-center/cart/queryCart', headers: { token } })],
        ]
    const session = process.env.PROFILE_CPU === '1' ? new Session() : null
    if (session) {
      session.connect()
      await session.post('Profiler.enable')
    }
    for (const [name, call] of endpoints) {
      const n = http ? 1000 : N
      if (!http) for (let i = 0; i < 5; i++) await call() // warm up
      stats = new Map()
      count = 0
      if (session) await session.post('Profiler.start')
      const t = performance.now()
      if (http) await call()
      else for (let i = 0; i < n; i++) await call()
      const wall = (performance.now() - t) / n
      const profile = session ? ((await session.post('Profiler.stop')).profile as any) : null
      const dbMs = [...stats.values()].reduce((a, s) => a + s.ms, 0) / n
      console.log(
        `\n== ${name}: ${http ? '' : `${wall.toFixed(1)} ms/request, `}${(count / n).toFixed(1)} queries/request, ${dbMs.toFixed(1)} ms in the database`,
      )
      if (profile) printProfile(profile, n)
      for (const [q, s] of [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
        console.log(`${(s.ms / n).toFixed(2).padStart(7)} ms  x${(s.n / n).toFixed(1)}  ${q}`)
      }
    }
  } finally {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
