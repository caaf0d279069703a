/**
 * Server CPU and SQL per request on the deployment's database (`npx tsx bench/cpu-pg.ts`): a throwaway
 * PostgreSQL cluster (scripts/pg-cluster.sh), `npm run migrate -- --seed`, ONE server built in-process with
 * the production settings of bench:deploy (shared database rate-limit store with a limit too high to trip,
 * the read cache with LISTEN/NOTIFY), then per endpoint CPU_N requests (300) with CPU_CONCURRENCY (8) in flight,
 * all from one client address as behind nginx, via `inject` (no sockets): process CPU time (user + system)
 * and statements sent per request. Unlike bench:deploy it does not depend on reaching a rate on a busy
 * machine, so a change's effect shows even when other work loads the cores. PROFILE_CPU=1 adds the top
 * self-time functions of a V8 CPU profile over the mixed pass (PROFILE_ENDPOINT=getGoods|queryCart|homePage|myOrders:
 * over that endpoint's pass instead).
 */
import { Session } from 'node:inspector/promises'
import { buildServer } from '../server/app'
import { loadConfig } from '../server/lib/config'
import { openDatabase } from '../server/lib/db'
import { runScript, startPgCluster } from '../test-support/server/processes'
import { printProfile } from './cpu-profile'

const N = Number(process.env.CPU_N) || 300
const C = Number(process.env.CPU_CONCURRENCY) || 8
/** CPU_SPACING=ms: one request at a time with that pause between them (a low rate) instead of C in flight */
const SPACING = Number(process.env.CPU_SPACING) || 0

async function main() {
  const pglite = process.env.CPU_PGLITE === '1' // the development default instead (one process, memory store)
  const pg = pglite ? null : startPgCluster()
  try {
    const url = pg ? pg.createDatabase('cpu') : ''
    if (pg) {
      const m = runScript('server/migrate.ts', { DATABASE_URL: url }, ['--seed'])
      if (m.code !== 0) throw new Error(`migrate failed:\n${m.out}`)
    }
    const database = pg ? await openDatabase({ databaseUrl: url, poolMax: 10 }) : await openDatabase({ dataDir: 'memory://' })
    // count the statements: every query of the pool's clients goes through Client.prototype.query
    let statements = 0
    const pgmod: any = await import('pg')
    const Client = pgmod.Client ?? pgmod.default.Client
    const origQuery = Client.prototype.query
    let log: string[] | null = null
    Client.prototype.query = function (...args: unknown[]) {
      statements++
      if (log)
        log.push(
          String((args[0] as { text?: string })?.text ?? args[0])
            .replace(/\s+/g, ' ')
            .slice(0, 300),
        )
      return origQuery.apply(this, args)
    }
    const config = pg
      ? loadConfig({ ...process.env, DATABASE_URL: url, MIGRATE_ON_START: '0', SEED: '0', TRUST_PROXY: '1' })
      : loadConfig({ ...process.env, TRUST_PROXY: '1' })
    const app = await buildServer(
      {
        ...config,
        rateLimit: { max: 1_000_000_000, sensitiveMax: 1_000_000_000 },
        rateLimitStore: pg ? 'database' : 'memory',
        staticDir: null,
        logLevel: (process.env.LOG_LEVEL as 'warn') ?? 'warn',
      },
      { database, closeDatabase: true },
    )
    try {
      const ip = { 'x-forwarded-for': '203.0.113.1' }
      const login = await app.inject({
        method: 'POST',
        url: '/user-center/passwordLogin',
        headers: ip,
        payload: { registerName: '13800138000', password: 'demo1234' },
      })
      const token = login.json().data.token as string
      for (const p of [
        { goodsId: 6002, skuId: 60021, goodsNum: 2 },
        { goodsId: 6030, skuId: 60301, goodsNum: 1 },
      ])
        await app.inject({ method: 'POST', url: '/order-center/cart/addCart', headers: { token, ...ip }, payload: p })
      type Call = () => Promise<{ statusCode: number; body: string }>
      const endpoints: Array<[string, Call]> = [
        ['getGoods', () => app.inject({ method: 'POST', url: '/goods-center/goods/getGoods', headers: ip, payload: { goodsId: 6001 } })],
        ['queryCart', () => app.inject({ method: 'GET', url: '/order-center/cart/queryCart', headers: { token, ...ip } })],
        ['homePage', () => app.inject({ method: 'GET', url: '/zeus/shopConfig/homePage', headers: { hospitalId: '6', ...ip } })],
        ['myOrders', () => app.inject({ method: 'GET', url: '/order-center/orderCenter/myOrders?status=0', headers: { token, ...ip } })],
      ]
      const mixed: Call = (() => {
        let i = 0
        return () => endpoints[i++ % endpoints.length][1]()
      })()
      const session = process.env.PROFILE_CPU === '1' ? new Session() : null
      if (session) {
        session.connect()
        await session.post('Profiler.enable')
      }
      for (const [name, call] of [...endpoints, ['mixed', mixed] as [string, Call]]) {
        for (let i = 0; i < 20; i++) {
          const r = await call()
          if (r.statusCode !== 200) throw new Error(`${name}: ${r.statusCode} ${r.body}`)
        }
        if (process.env.STATEMENTS_LOG === '1') {
          log = []
          await call()
          console.log(`${name}:\n  ${log.join('\n  ')}`)
          log = null
        }
        const profiling = session && name === (process.env.PROFILE_ENDPOINT || 'mixed')
        if (profiling) await session.post('Profiler.start')
        const s0 = statements
        const c0 = process.cpuUsage()
        const t0 = performance.now()
        let next = 0
        let bad = 0
        if (SPACING)
          for (; next < N; next++) {
            if ((await call()).statusCode !== 200) bad++
            await new Promise((r) => setTimeout(r, SPACING))
          }
        else
          await Promise.all(
            Array.from({ length: C }, async () => {
              while (next++ < N) if ((await call()).statusCode !== 200) bad++
            }),
          )
        const cpu = process.cpuUsage(c0)
        const wall = performance.now() - t0
        console.log(
          `${name.padEnd(10)} CPU ${((cpu.user + cpu.system) / 1000 / N).toFixed(2)} ms/request, ${((statements - s0) / N).toFixed(2)} statements/request, wall ${(wall / N).toFixed(2)} ms/request${SPACING ? ` (one at a time, ${SPACING} ms apart)` : ''}${bad ? `, ${bad} non-200` : ''}`,
        )
        if (profiling) printProfile((await session.post('Profiler.stop')).profile as any, N, { top: 25, pathParts: 3 })
      }
    } finally {
      await app.close()
    }
  } finally {
    pg?.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
