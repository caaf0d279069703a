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
import { createSession } from '../server/auth/sessions'
import { printProfile } from './cpu-profile'
import { ADDRESS } from './users'

const N = Number(process.env.CPU_N) || 300
const C = Number(process.env.CPU_CONCURRENCY) || 8
/** CPU_USERS=n: queryCart and myOrders rotate over n users (each with 1-5 cart lines and an order), as bench:server */
const USERS = Number(process.env.CPU_USERS) || 1
/**
 * CPU_NEW_SECOND=1: the server's clock moves on 1 s per request, so every composed reply (lib/cache composedReply,
 * one per key and second) is composed again: the cost of a reply nobody else asked for in its second (a real user's
 * cart or order list), which the in-process rate otherwise hides
 */
const NEW_SECOND = process.env.CPU_NEW_SECOND === '1'
let clockOffset = 0
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
      { database, closeDatabase: true, ...(NEW_SECOND ? { clock: () => Date.now() + clockOffset } : {}) },
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
      const tokens = [token]
      if (USERS > 1) {
        const now = new Date()
        const rows = await database.db
          .insertInto('app_user')
          .values(
            Array.from({ length: USERS - 1 }, (_, i) => ({
              username: `cpu${i}`,
              phone: `1391${String(i).padStart(7, '0')}`,
              password_hash: null,
              register_hospital_id: 6,
              register_channel: 'test',
              avatar_url: null,
              id_no_hash: null,
              created_at: now,
              updated_at: now,
            })),
          )
          .returning('id')
          .execute()
        const lines = [
          { goodsId: 6002, skuId: 60021 },
          { goodsId: 6030, skuId: 60301 },
        ]
        for (const [i, r] of rows.entries()) {
          const tk = await createSession(database.db, { userId: r.id, loginType: 1, channel: 'h5', hospitalId: 6, now })
          tokens.push(tk)
          for (let k = 0; k <= i % 5; k++)
            await app.inject({
              method: 'POST',
              url: '/order-center/cart/addCart',
              headers: { token: tk, ...ip },
              payload: { ...lines[k % 2], goodsNum: 1 },
            })
          const o = await app.inject({
            method: 'POST',
            url: '/order-center/orderCenter/commitPay',
            headers: { token: tk, ...ip },
            payload: {
              goodsList: [{ ...lines[0], goodsNum: 1 }],
              address: ADDRESS,
            },
          })
          await app.inject({
            method: 'POST',
            url: '/order-center/orderCenter/orderCancel',
            headers: { token: tk, ...ip },
            payload: { orderId: o.json().data.orderId, cancelReason: '其他' },
          })
        }
        console.log(`${USERS} users`)
      }
      let u = 0
      const user = () => {
        if (NEW_SECOND) clockOffset += 1000
        return tokens[u++ % tokens.length]
      }
      type Call = () => Promise<{ statusCode: number; body: string }>
      const endpoints: Array<[string, Call]> = [
        ['getGoods', () => app.inject({ method: 'POST', url: '/goods-center/goods/getGoods', headers: ip, payload: { goodsId: 6001 } })],
        ['queryCart', () => app.inject({ method: 'GET', url: '/order-center/cart/queryCart', headers: { token: user(), ...ip } })],
        ['homePage', () => app.inject({ method: 'GET', url: '/zeus/shopConfig/homePage', headers: { hospitalId: '6', ...ip } })],
        [
          'myOrders',
          () => app.inject({ method: 'GET', url: '/order-center/orderCenter/myOrders?status=0', headers: { token: user(), ...ip } }),
        ],
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
        for (let i = 0; i < Math.max(20, 2 * tokens.length); i++) {
          // every user's entries warm (2 rounds over the users)
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
