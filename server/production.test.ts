/**
 * The server as operations run it (server-slow: real processes on a throwaway PostgreSQL cluster,
 * scripts/pg-cluster.sh): migrations as their own command, MIGRATE_ON_START=0, /healthz, /readyz,
 * /metrics with its token, and SIGTERM draining an in-flight request before exiting 0.
 */
import net from 'node:net'
import { hasPostgres, pgTool, runScript, startPgCluster, startServer, type PgCluster } from '../test-support/server/processes'

jest.setTimeout(180_000)
const d = hasPostgres() ? describe : describe.skip
const TOKEN = 'prod-metrics-token-0123'

/** resolves when `pred` holds (polled), rejects after `ms` */
async function until(pred: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await pred())) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 25))
  }
}

d('production process on PostgreSQL', () => {
  let pg: PgCluster
  let url: string
  beforeAll(() => {
    pg = startPgCluster()
    url = pg.createDatabase('ops')
  })
  afterAll(() => pg?.stop())

  it('MIGRATE_ON_START=0 refuses an unmigrated database, naming the command; npm run migrate applies them once', async () => {
    await expect(startServer({ DATABASE_URL: url, MIGRATE_ON_START: '0', SEED: '0' })).rejects.toThrow(
      /MIGRATE_ON_START=0: database not migrated; run npm run migrate/,
    )
    const first = runScript('server/migrate.ts', { DATABASE_URL: url }, ['--seed'])
    expect([first.code, first.out]).toEqual([
      0,
      expect.stringMatching(/migrate: applied \d+: 0001_foundation_and_accounts[\s\S]*seed done/),
    ])
    const again = runScript('server/migrate.ts', { DATABASE_URL: url })
    expect([again.code, again.out.trim()]).toEqual([0, 'migrate: already up to date'])
    const bad = runScript('server/migrate.ts', { DATABASE_URL: 'mysql://nope' })
    expect([bad.code, bad.out]).toEqual([1, expect.stringMatching(/DATABASE_URL=mysql:\/\/nope: a PostgreSQL URL/)])
  })

  it('backup and restore (server/README "Deployment"): pg_dump -Fc of the seeded database restored into an empty one serves the same data', async () => {
    const dump = pgTool('pg_dump', url, ['-Fc', '-d', 'ops'])
    const restored = pg.createDatabase('ops_restored')
    pgTool('pg_restore', restored, ['--no-owner', '-d', 'ops_restored'], dump)
    const again = runScript('server/migrate.ts', { DATABASE_URL: restored })
    expect([again.code, again.out.trim()]).toEqual([0, 'migrate: already up to date'])
    const s = await startServer({ DATABASE_URL: restored, MIGRATE_ON_START: '0', SEED: '0' })
    try {
      expect((await fetch(`${s.base}/readyz`)).status).toBe(200)
      const g = await fetch(`${s.base}/goods-center/goods/getGoods`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ goodsId: 6001 }),
      })
      expect([g.status, (await g.json()).data.goodsName]).toEqual([200, expect.any(String)])
    } finally {
      s.child.kill('SIGKILL')
      await s.exited
    }
  })

  it('serves /healthz, /readyz and /metrics (token); SIGTERM finishes the request in flight, refuses new connections, exits 0', async () => {
    const s = await startServer({ DATABASE_URL: url, MIGRATE_ON_START: '0', SEED: '0', METRICS_TOKEN: TOKEN, NODE_ENV: 'production' })
    try {
      expect(await (await fetch(`${s.base}/healthz`)).json()).toEqual({ status: 'ok' })
      expect(await (await fetch(`${s.base}/readyz`)).json()).toEqual({ status: 'ready' })
      expect((await fetch(`${s.base}/metrics`)).status).toBe(401)
      const goods = await fetch(`${s.base}/goods-center/goods/getGoods`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ goodsId: 6001 }),
      })
      expect(goods.status).toBe(200)
      const m = await (await fetch(`${s.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text()
      expect(m).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/goods-center\/goods\/getGoods",status_code="200"\} 1/)
      expect(m).toMatch(/db_pool_connections\{state="total"\} [1-9]/)

      // a request in flight: its headers are in (the server answered 100 Continue), its body not yet
      const body = JSON.stringify({ goodsId: 6001 })
      const sock = net.connect(s.port, '127.0.0.1')
      let reply = ''
      sock.on('data', (c) => (reply += c))
      const closed = new Promise<void>((r) => sock.on('close', () => r()))
      sock.write(
        `POST /goods-center/goods/getGoods HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
      )
      await until(async () => reply.includes('100 Continue'))
      s.child.kill('SIGTERM')
      // new connections are refused once the signal is handled
      await until(async () => {
        try {
          await fetch(`${s.base}/healthz`)
          return false
        } catch {
          return true
        }
      })
      sock.write(body)
      await closed
      expect(reply).toMatch(/HTTP\/1\.1 200 OK/)
      expect(reply.toLowerCase()).toMatch(/connection: close/)
      expect(reply).toMatch(/"goodsId":6001|"id":6001/)
      expect(await s.exited).toBe(0)
    } finally {
      s.child.kill('SIGKILL')
      await s.exited
    }
  })
})
