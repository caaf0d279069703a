/**
 * The deployment of server/README "Deployment" (server-slow; Debian's postgresql and nginx): PostgreSQL,
 * two instances, nginx with deploy/nginx.conf in front. The proxy serves the H5 build (gzip from .gz files,
 * a year for hashed files, no-cache for index.html), passes the API, and the instances trust only its hop
 * of X-Forwarded-For; one instance SIGKILLed during a burst of orders loses no order answered 200 and the
 * proxy keeps serving from the other. `npm run start:prod` starts its workers and stops them on SIGTERM.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely'
import type { DB } from './lib/db'
import { createSession } from './auth/sessions'
import {
  freePort,
  hasNginx,
  hasPostgres,
  ROOT,
  runScript,
  startNginx,
  startPgCluster,
  startServer,
  type Nginx,
  type PgCluster,
  type ServerProcess,
} from '../test-support/server/processes'

jest.setTimeout(300_000)
const d = hasPostgres() && hasNginx() ? describe : describe.skip

const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}

/** the H5 build's index.html as far as the proxy cares: the loading shell the instances replace on the home page */
const INDEX_HTML = '<!doctype html><title>h5</title><body><div id="boot-shell"></div><div id="app"></div></body>'

d('PostgreSQL + two instances + nginx', () => {
  let pg: PgCluster
  let url: string
  let db: Kysely<DB>
  let a: ServerProcess
  let b: ServerProcess
  let proxy: Nginx
  let h5: string

  beforeAll(async () => {
    pg = startPgCluster()
    url = pg.createDatabase('shop3')
    const m = runScript('server/migrate.ts', { DATABASE_URL: url }, ['--seed'])
    if (m.code !== 0) throw new Error(m.out)
    // the H5 build both serve: nginx the files, the instances the home page with a hospital's first screen
    h5 = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-h5-'))
    fs.mkdirSync(path.join(h5, 'js'))
    fs.writeFileSync(path.join(h5, 'index.html'), INDEX_HTML)
    const js = 'console.log("app");'.repeat(200)
    fs.writeFileSync(path.join(h5, 'js/app.0123abcd.js'), js)
    fs.writeFileSync(path.join(h5, 'js/app.0123abcd.js.gz'), zlib.gzipSync(js))
    fs.chmodSync(h5, 0o755)
    const env = {
      STATIC_DIR: h5,
      DATABASE_URL: url,
      MIGRATE_ON_START: '0',
      SEED: '0',
      SANDBOX_PROVIDERS: '1',
      TRUST_PROXY: '127.0.0.1',
      ORDER_MAX_UNPAID_ORDERS: '100000', // the burst below leaves its orders unpaid
    }
    ;[a, b] = await Promise.all([startServer(env), startServer(env)])
    proxy = await startNginx([a.port, b.port], h5)
    const { Pool } = await import('pg')
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 2 }) as unknown as PostgresPool }) })
  })
  afterAll(async () => {
    await proxy?.stop()
    for (const s of [a, b]) s?.child.kill('SIGKILL')
    await Promise.all([a?.exited, b?.exited])
    await db?.destroy()
    pg?.stop()
    if (h5) fs.rmSync(h5, { recursive: true, force: true })
  })

  it('serves the H5 build: precompressed hashed files cached a year, index.html revalidated, client routes fall back to it', async () => {
    const js = await fetch(`${proxy.base}/hospital/js/app.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect([js.status, js.headers.get('content-encoding'), js.headers.get('cache-control')]).toEqual([
      200,
      'gzip',
      'public, max-age=31536000, immutable',
    ])
    for (const p of ['/hospital/index.html', '/hospital/home']) {
      const r = await fetch(`${proxy.base}${p}`)
      expect([p, r.status, r.headers.get('cache-control'), await r.text()]).toEqual([p, 200, 'no-cache', INDEX_HTML])
    }
    // a hospital's home: the instances draw its first screen into the page (revalidated by its ETag)
    const home = await fetch(`${proxy.base}/hospital/home?hospitalId=6`, { headers: { 'accept-encoding': 'gzip' } })
    const html = await home.text()
    expect([home.status, home.headers.get('cache-control')]).toEqual([200, 'no-cache'])
    expect(html).toContain('data-until="home"')
    expect(html).not.toContain('<div id="boot-shell"></div>')
    const etag = home.headers.get('etag')
    expect(etag).toBeTruthy()
    expect((await fetch(`${proxy.base}/hospital/home?hospitalId=6`, { headers: { 'if-none-match': etag! } })).status).toBe(304)
    expect((await fetch(`${proxy.base}/metrics`)).status).toBe(404)
  })

  it('passes the API; the instances take the client address from the proxy, never from what the client wrote', async () => {
    const g = await fetch(`${proxy.base}/goods-center/goods/getGoods`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ goodsId: 6001 }),
    })
    expect([g.status, g.headers.get('content-encoding')]).toEqual([200, 'gzip'])
    const cap = await (await fetch(`${proxy.base}/user-center/captcha`, { headers: { 'x-forwarded-for': '1.2.3.4' } })).json()
    const answer = (await (await fetch(`${proxy.base}/dev/captcha/${cap.data.captchaId}`)).json()).data.answer
    const phone = '13755550001'
    const r = await fetch(`${proxy.base}/user-center/verifyCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '1.2.3.4' },
      body: JSON.stringify({ phone, type: 1, captchaId: cap.data.captchaId, captchaCode: answer }),
    })
    expect((await r.json()).errCode).toBe(0)
    const row = await db.selectFrom('sms_code').select('ip').where('phone', '=', phone).executeTakeFirstOrThrow()
    expect(row.ip).toBe('127.0.0.1') // the address nginx saw, not the forged 1.2.3.4
  })

  it('one instance SIGKILLed during a burst of orders: every order answered 200 is committed; the proxy keeps serving', async () => {
    const now = new Date()
    const u = await db
      .insertInto('app_user')
      .values({
        username: 'kill',
        phone: '13322220000',
        password_hash: null,
        register_hospital_id: 6,
        register_channel: 'test',
        avatar_url: null,
        id_no_hash: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const token = await createSession(db, { userId: u.id, loginType: 1, channel: 'h5', hospitalId: 6, now })
    await db.updateTable('goods_sku').set({ stock: 100000 }).where('id', '=', 60021).execute()
    const confirmed: number[] = []
    let afterKill = 0
    let refused = 0
    let killed = false
    const worker = async (w: number) => {
      for (let i = 0; afterKill < 40 && refused < 50 && i < 400; i++) {
        const r = await fetch(`${proxy.base}/order-center/orderCenter/commitPay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token },
          body: JSON.stringify({
            requestId: `kill-${w}-${i}`,
            goodsList: [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }],
            address: ADDRESS,
          }),
        })
        const body = await r.json().catch(() => null)
        if (r.status === 200) {
          confirmed.push(body.data.orderId)
          if (killed) afterKill++
          if (confirmed.length === 30 && !killed) {
            killed = true
            a.child.kill('SIGKILL')
          }
        } else refused++
      }
    }
    await Promise.all(Array.from({ length: 12 }, (_, w) => worker(w)))
    expect(await a.exited).toBe('SIGKILL')
    expect(afterKill).toBeGreaterThanOrEqual(40) // served by the other instance
    const stored = await db.selectFrom('shop_order').select('id').where('user_id', '=', u.id).execute()
    const ids = new Set(stored.map((o) => o.id))
    expect(confirmed.filter((id) => !ids.has(id))).toEqual([])
    // requests cut off with the instance are answered 502 (a POST is never replayed), a handful at most
    expect(refused).toBeLessThanOrEqual(12)
    // GETs are all answered by the survivor
    const rs = await Promise.all(Array.from({ length: 20 }, () => fetch(`${proxy.base}/zeus/protocol/getProtocolByCondition?code=100`)))
    expect(rs.map((r) => r.status)).toEqual(Array(20).fill(200))
  })

  it('npm run start:prod starts WORKERS instances after migrating, and stops them all on SIGTERM', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start-prod.mjs')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: url,
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED: '0',
        STATIC_DIR: h5,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (out += c))
    const exited = new Promise<number | null>((r) => child.on('exit', (c) => r(c)))
    const ready = async (p: number) => (await fetch(`http://127.0.0.1:${p}/readyz`).catch(() => null))?.status === 200
    const end = Date.now() + 120_000
    while (!((await ready(port)) && (await ready(port + 1)))) {
      if (Date.now() > end || child.exitCode !== null) throw new Error(`start:prod not ready:\n${out}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(out).toMatch(/migrate: already up to date/)
    expect(out).toMatch(/2 workers on ports/)
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()
  })
})
