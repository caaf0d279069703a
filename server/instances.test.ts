/**
 * Two server processes on ONE PostgreSQL (server-slow; a throwaway cluster from scripts/pg-cluster.sh):
 * what one instance knows the other must know. Rate limits, SMS caps, password lockouts and idempotency
 * keys hold across both (they live in the database); the flash sale sells exactly its stock.
 */
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely'
import type { DB } from './lib/db'
import { createSession } from './auth/sessions'
import { hasPostgres, runScript, startPgCluster, startServer, type PgCluster, type ServerProcess } from '../test-support/server/processes'

jest.setTimeout(300_000)
const d = hasPostgres() ? describe : describe.skip

const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}

let ipSeq = 0
/** a client address of its own per call unless given (the global limit counts per address) */
const nextIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`

async function call(
  s: ServerProcess,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  o: { token?: string; ip?: string } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'x-forwarded-for': o.ip ?? nextIp() }
  if (o.token) headers.token = o.token
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${s.base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: res.status, body: await res.json().catch(() => null) }
}

const tally = (xs: Array<number | string>) => xs.reduce<Record<string, number>>((m, x) => ({ ...m, [x]: (m[x] ?? 0) + 1 }), {})

d('two instances on one PostgreSQL', () => {
  let pg: PgCluster
  let db: Kysely<DB>
  let a: ServerProcess
  let b: ServerProcess
  /** instance i % 2 */
  const inst = (i: number) => (i % 2 ? b : a)

  beforeAll(async () => {
    pg = startPgCluster()
    const url = pg.createDatabase('shop2')
    const m = runScript('server/migrate.ts', { DATABASE_URL: url }, ['--seed'])
    if (m.code !== 0) throw new Error(m.out)
    const env = {
      DATABASE_URL: url,
      MIGRATE_ON_START: '0',
      SEED: '0',
      SANDBOX_PROVIDERS: '1',
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '40',
      RATE_LIMIT_SENSITIVE_MAX: '1000',
      SMS_CODES_PER_IP_PER_DAY: '5',
    }
    ;[a, b] = await Promise.all([startServer(env), startServer(env)])
    const { Pool } = await import('pg')
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 4 }) as unknown as PostgresPool }) })
  })
  afterAll(async () => {
    for (const s of [a, b]) s?.child.kill('SIGKILL')
    await Promise.all([a?.exited, b?.exited])
    await db?.destroy()
    pg?.stop()
  })

  async function users(n: number, prefix: string): Promise<string[]> {
    const now = new Date()
    const rows = await db
      .insertInto('app_user')
      .values(
        Array.from({ length: n }, (_, i) => ({
          username: `i${prefix}${i}`,
          phone: `1${prefix}${String(i).padStart(8, '0')}`,
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
    return Promise.all(rows.map((r) => createSession(db, { userId: r.id, loginType: 1, channel: 'h5', hospitalId: 6, now })))
  }

  it('the per-address rate limit counts both instances: 60 parallel requests of one address, exactly 40 pass', async () => {
    const ip = '198.51.100.7'
    const rs = await Promise.all(
      Array.from({ length: 60 }, (_, i) => call(inst(i), 'GET', '/zeus/protocol/getProtocolByCondition?code=100', undefined, { ip })),
    )
    expect(tally(rs.map((r) => r.status))).toEqual({ 200: 40, 429: 20 })
  })

  async function sendCode(s: ServerProcess, phone: string, ip: string) {
    const c = await call(s, 'GET', '/user-center/captcha', undefined, { ip })
    const answer = (await call(s === a ? b : a, 'GET', `/dev/captcha/${c.body.data.captchaId}`)).body.data.answer
    return call(s, 'POST', '/user-center/verifyCode', { phone, type: 1, captchaId: c.body.data.captchaId, captchaCode: answer }, { ip })
  }

  it('SMS caps: 12 phones from one address at once over both instances send exactly 5 codes; one phone 10 times at once sends 1', async () => {
    const ip = '198.51.100.8'
    const perIp = await Promise.all(Array.from({ length: 12 }, (_, i) => sendCode(inst(i), `1370000${String(i).padStart(4, '0')}`, ip)))
    expect(tally(perIp.map((r) => r.body.errCode))).toEqual({ 0: 5, 4: 7 })
    const phone = '13700009999'
    const perPhone = await Promise.all(Array.from({ length: 10 }, (_, i) => sendCode(inst(i), phone, `198.51.101.${i + 1}`)))
    expect(tally(perPhone.map((r) => r.body.errCode))).toEqual({ 0: 1, 3: 9 })
  })

  it('password lockout: 12 parallel wrong passwords over both instances: exactly 5 are checked', async () => {
    const rs = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(inst(i), 'POST', '/user-center/passwordLogin', { registerName: '13800138000', password: `Wrong${i}xx` }),
      ),
    )
    expect(tally(rs.map((r) => r.status))).toEqual({ 400: 5, 429: 7 })
  })

  it('idempotency: one order submitted 10 times at once on each instance makes one order', async () => {
    const [token] = await users(1, '35')
    const body = { requestId: 'twice-over-two', goodsList: [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }], address: ADDRESS }
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(inst(i), 'POST', '/order-center/orderCenter/commitPay', body, { token })),
    )
    const ok = rs.filter((r) => r.status === 200)
    expect(rs.filter((r) => r.status !== 200 && r.status !== 409).map((r) => [r.status, r.body])).toEqual([])
    expect(ok.length).toBeGreaterThan(0)
    expect(new Set(ok.map((r) => r.body.data.orderId)).size).toBe(1)
    const n = await db
      .selectFrom('shop_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('request_key', '=', 'twice-over-two')
      .executeTakeFirstOrThrow()
    expect(Number(n.n)).toBe(1)
  })

  /**
   * Strict freshness (issue 17): once a write's reply has been received, the very next request to either instance
   * sees it — no polling. Each instance serves cached reads only after its read barrier (lib/cache/notify.ts
   * ReadBarrier: one round trip on its LISTEN connection, started after the request arrived). ROUNDS rounds of each
   * kind, the reading instance warm (its cache holds the old value) before every write.
   */
  const ROUNDS = Number(process.env.FRESH_ROUNDS ?? 30)

  it(`read cache: a write answered on one instance (or by any other connection) is seen by the next request on the other (${ROUNDS} rounds each)`, async () => {
    const skuOn = async (s: ServerProcess) => {
      const r = await call(s, 'POST', '/goods-center/goods/getGoods', { goodsId: 6002 })
      const k = r.body.data.skus.find((x: { id: number }) => x.id === 60021)
      return { stock: k.stock as number, price: String(k.price) }
    }
    const base = await db.selectFrom('goods_sku').select(['stock', 'price_cents']).where('id', '=', 60021).executeTakeFirstOrThrow()
    const stale: string[] = []
    // goods stock and price changed by another connection (an admin's or a seed script's write): both instances see it
    for (let i = 1; i <= ROUNDS; i++) {
      const reader = inst(i)
      const old = await skuOn(reader)
      await skuOn(reader) // warm: served from the cache
      const stock = 1000 + i
      await db
        .updateTable('goods_sku')
        .set({ stock, price_cents: base.price_cents + (i % 2) })
        .where('id', '=', 60021)
        .execute()
      const [r, w] = [await skuOn(reader), await skuOn(reader === a ? b : a)]
      if (r.stock !== stock || r.price === old.price || w.stock !== stock) stale.push(`goods round ${i}: ${JSON.stringify([old, r, w])}`)
    }

    // a cart line added on one instance: the next queryCart on the other lists it
    const [token] = await users(1, '34')
    const lines = async (s: ServerProcess) =>
      (
        (await call(s, 'GET', '/order-center/cart/queryCart', undefined, { token })).body.data.cartRespList as Array<{
          goodsList: Array<{ goodsId: number; goodsNum: number }>
        }>
      )
        .flatMap((g) => g.goodsList)
        .map((l) => [l.goodsId, l.goodsNum])
    expect([await lines(a), await lines(b), await lines(b)]).toEqual([[], [], []])
    for (let i = 1; i <= ROUNDS; i++) {
      const w = inst(i)
      const other = w === a ? b : a
      await lines(other) // warm
      const add = await call(w, 'POST', '/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 1 }, { token })
      if (add.status !== 200) throw new Error(`cart ${i}: ${add.status} ${JSON.stringify(add.body)}`)
      const seen = await lines(other)
      if (JSON.stringify(seen) !== JSON.stringify([[6002, i]])) stale.push(`cart round ${i}: ${JSON.stringify(seen)}`)
      expect(await lines(w)).toEqual([[6002, i]]) // its own write
    }

    // an order placed on one instance: the next myOrders on the other lists it; another user's list stays theirs
    const [other] = await users(1, '37')
    const listed = async (s: ServerProcess, tk = token) =>
      (await call(s, 'GET', '/order-center/orderCenter/myOrders?status=0', undefined, { token: tk })).body.data.total as number
    expect([await listed(a), await listed(b), await listed(b), await listed(a, other)]).toEqual([0, 0, 0, 0])
    const order = { goodsList: [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }], address: ADDRESS }
    for (let i = 1; i <= ROUNDS; i++) {
      const w = inst(i)
      const reader = w === a ? b : a
      await listed(reader) // warm
      const r = await call(w, 'POST', '/order-center/orderCenter/commitPay', order, { token })
      if (r.status !== 200) throw new Error(`order ${i}: ${r.status} ${JSON.stringify(r.body)}`)
      const n = await listed(reader)
      if (n !== i) stale.push(`order round ${i}: ${n}`)
      expect(await listed(w)).toBe(i)
      // at most 5 unpaid orders per user: cancel it (on the reader) before the next round
      const c = await call(
        reader,
        'POST',
        '/order-center/orderCenter/orderCancel',
        { orderId: r.body.data.orderId, cancelReason: '其他' },
        { token },
      )
      if (c.status !== 200) throw new Error(`cancel ${i}: ${c.status} ${JSON.stringify(c.body)}`)
    }
    expect([await listed(b, other), await listed(a, other)]).toEqual([0, 0])
    expect(stale).toEqual([])
  })

  it('flash sale: 1000 buyers spread over both instances buy exactly the stock of 100', async () => {
    const ag = await db
      .selectFrom('activity_goods')
      .selectAll()
      .where('activity_id', '=', 601)
      .where('goods_id', '=', 6008)
      .executeTakeFirstOrThrow()
    await db
      .updateTable('activity_goods')
      .set({ activity_stock_num: ag.activity_num + 100 })
      .where('id', '=', ag.id)
      .execute()
    await db.updateTable('goods_sku').set({ stock: 100 }).where('id', '=', 60081).execute()
    const tokens = await users(1000, '36')
    const rs = await Promise.all(
      tokens.map((token, i) =>
        call(
          inst(i),
          'POST',
          '/order-center/orderCenter/commitPay',
          { requestId: `flash-${i}`, goodsList: [{ goodsId: 6008, skuId: 60081, goodsNum: 1, activityId: 601 }], address: ADDRESS },
          { token },
        ),
      ),
    )
    expect(tally(rs.map((r) => r.status))).toEqual({ 200: 100, 400: 900 })
    expect((await db.selectFrom('goods_sku').select('stock').where('id', '=', 60081).executeTakeFirstOrThrow()).stock).toBe(0)
    expect(new Set(rs.filter((r) => r.status === 200).map((r) => r.body.data.orderId)).size).toBe(100)
  })
  it('chat: a message stored through instance A reaches the socket held on instance B (LISTEN/NOTIFY), once each, in order', async () => {
    const [token] = await users(1, '38')
    const g = (await call(a, 'POST', '/studio-patient/im/createGroup', { doctorId: 602 }, { token })).body.data
    const WebSocket = (await import('ws')).default
    const ws = new WebSocket(`ws://127.0.0.1:${b.port}/api/im/ws`)
    const frames: any[] = [] // eslint-disable-line @typescript-eslint/no-explicit-any -- socket frames of contract/chat.ts
    let wake = () => {}
    ws.on('message', (raw) => {
      frames.push(JSON.parse(String(raw)))
      wake()
    })
    const until = (pred: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out: ${JSON.stringify(frames.slice(-3))}`)), 20_000)
        const check = () => {
          if (pred()) {
            clearTimeout(timer)
            resolve()
          }
        }
        wake = check
        check()
      })
    await new Promise((res, rej) => ws.once('open', res).once('error', rej))
    ws.send(JSON.stringify({ type: 'auth', token }))
    await until(() => frames.some((f) => f.type === 'hello'))
    const texts = ['甲', '乙', '丙']
    for (const text of texts) {
      const r = await call(a, 'POST', '/studio-patient/im/sendMessage', { groupId: g.groupId, msgType: 'text', text }, { token })
      expect(r.status).toBe(200)
    }
    const mine = () => frames.filter((f) => f.type === 'msg' && f.message.senderKind === 'user').map((f) => f.message)
    await until(() => mine().length >= 3)
    expect(mine().map((m) => m.content.text)).toEqual(texts)
    expect(mine().every((m) => m.mine)).toBe(true)
    // the scripted doctor's greeting (stored through A) arrives on B too
    await until(() => frames.some((f) => f.type === 'msg' && f.message.senderKind === 'doctor'))
    const ids = frames.filter((f) => f.type === 'msg').map((f) => f.message.id)
    expect(new Set(ids).size).toBe(ids.length)
    ws.close()
  })
})
