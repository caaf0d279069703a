/**
 * Payments with two server processes on ONE PostgreSQL (issue 30, server-slow): both instances in production mode
 * (no sandbox), their real providers pointed at the local fakes — WeChat Pay API v3 (channel 3, H5) and Alipay
 * (channel 5, wap) — on a throwaway cluster from scripts/pg-cluster.sh. Per provider:
 * - the order is paid through instance A (prepay there), its notify arrives at instance B: paid once;
 * - the same signed notify posted to both instances at once (6 copies): all acknowledged, exactly one paid
 *   transition (the payment's notify counter counts all six — no lost update —, the order's pay time is the
 *   payment's, its 核销 code does not change on later duplicates, no refund);
 * - forged notifies (bad signature, and per provider the other tampers: a flipped ciphertext byte, a stale time
 *   stamp, an unknown serial / an altered field, a wrong seller) and an amount one fen off, at both instances at
 *   once: all refused, nothing changes;
 * - a late payment: the order is cancelled on B (the provider is asked, then its trade closed), the payer's money
 *   arrives anyway (the fake's trade is made paid, as when the payer confirmed at the moment of the close), its
 *   notify reaches both instances at once: the payment is recorded and refunded exactly once at the provider, the
 *   order stays cancelled;
 * - WeChat Pay: that late payment's refund taken as PROCESSING, then its REFUND.SUCCESS notify at both instances at
 *   once (and a wrong-amount and a forged one, refused): the refund ends SUCCESS once;
 * - a lost notify: the payer paid and no notify ever came; the sync job of both instances (every second) asks the
 *   provider and finds it paid: exactly one paid transition, the amount the provider reports equal to the order's
 *   in fen; the notify arriving late after that, at both instances at once, changes nothing;
 * - a race: the notify on A and a cancel on B at the same moment: either paid (the cancel refused) or cancelled
 *   and refunded once — never paid and cancelled without a refund.
 * PostgreSQL is required: without it the suite fails with the instruction (bash scripts/ensure-system.sh), never skips.
 */
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely'
import type { DB } from './lib/db'
import { PAY_SYNC_AFTER_MS } from './modules/pay/service'
import { createSession } from './auth/sessions'
import { hasPostgres, runScript, startPgCluster, startServer, type PgCluster, type ServerProcess } from '../test-support/server/processes'
import { FakeWechatPay, type NotifyTamper } from '../test-support/gateways/wechatpay'
import { FakeAlipay, type AlipayNotifyTamper } from '../test-support/gateways/alipay'

jest.setTimeout(300_000)

const NOTIFY_BASE = 'https://shop.hospital.example'
const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}

let ipSeq = 1
const nextIp = () => `10.77.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`

async function call(s: ServerProcess, method: 'GET' | 'POST', url: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': nextIp(), hospitalId: '6' }
  if (token) headers.token = token
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${s.base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: res.status, body: (await res.json().catch(() => null)) as any }
}

/** a provider's notify posted to one instance (the path of its notify URL on that instance's address) */
async function postNotify(s: ServerProcess, n: { url: string; headers: Record<string, string>; body: string }) {
  const url = new URL(new URL(n.url).pathname, s.base).toString()
  const res = await fetch(url, { method: 'POST', headers: { ...n.headers, 'x-forwarded-for': nextIp() }, body: n.body })
  return { status: res.status, body: await res.text() }
}

const tally = (xs: Array<number | string>) => xs.reduce<Record<string, number>>((m, x) => ({ ...m, [x]: (m[x] ?? 0) + 1 }), {})

describe('payments with two instances on one PostgreSQL (WeChat Pay v3 and Alipay against the local gateways)', () => {
  let pg: PgCluster
  let db: Kysely<DB>
  let a: ServerProcess
  let b: ServerProcess
  const wx = new FakeWechatPay()
  const ali = new FakeAlipay()
  let userSeq = 0

  beforeAll(async () => {
    if (!hasPostgres()) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): bash scripts/ensure-system.sh')
    await Promise.all([wx.start(), ali.start()])
    pg = startPgCluster()
    const url = pg.createDatabase('shop_pay2')
    const m = runScript('server/migrate.ts', { DATABASE_URL: url }, ['--seed'])
    if (m.code !== 0) throw new Error(m.out)
    const w = wx.config(NOTIFY_BASE)
    const al = ali.config(NOTIFY_BASE)
    const env = {
      NODE_ENV: 'production',
      SANDBOX_PROVIDERS: '',
      PAY_SANDBOX: '',
      DATABASE_URL: url,
      MIGRATE_ON_START: '0',
      SEED: '0',
      SERVER_SECRET: 'b'.repeat(64),
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '10000',
      // the sync job (and the close sweep) every second on each instance: the lost-notify case below
      ORDER_SWEEP_MS: '1000',
      NOTIFY_BASE_URL: NOTIFY_BASE,
      WXPAY_MCHID: w.mchId,
      WXPAY_APPID: w.appId,
      WXPAY_PRIVATE_KEY: w.privateKey,
      WXPAY_SERIAL_NO: w.serialNo,
      WXPAY_API_V3_KEY: w.apiV3Key,
      WXPAY_PUBLIC_KEY: w.publicKey ?? '',
      WXPAY_PUBLIC_KEY_ID: w.publicKeyId ?? '',
      WXPAY_API_BASE: wx.origin,
      ALIPAY_APPID: al.appId,
      ALIPAY_PRIVATE_KEY: al.privateKey,
      ALIPAY_PUBLIC_KEY: al.alipayPublicKey ?? '',
      ALIPAY_SELLER_ID: al.sellerId,
      ALIPAY_GATEWAY: al.gateway,
    }
    ;[a, b] = await Promise.all([startServer(env, 120_000), startServer(env, 120_000)])
    const { Pool } = await import('pg')
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 4 }) as unknown as PostgresPool }) })
  })
  afterAll(async () => {
    for (const s of [a, b]) s?.child.kill('SIGKILL')
    await Promise.all([a?.exited, b?.exited])
    await db?.destroy()
    pg?.stop()
    await Promise.all([wx.close(), ali.close()])
  })

  async function patient(): Promise<string> {
    const now = new Date()
    const n = userSeq++
    const row = await db
      .insertInto('app_user')
      .values({
        username: `pay2u${n}`,
        phone: `1376${String(n).padStart(7, '0')}`,
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
    return createSession(db, { userId: row.id, loginType: 1, channel: 'h5', hospitalId: 6, now })
  }

  const state = async (orderId: number) => {
    const o = await db
      .selectFrom('shop_order')
      .select(['status', 'pay_no', 'pay_state', 'pay_time', 'verify_code', 'actual_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    const p = await db.selectFrom('payment').selectAll().where('pay_no', '=', o.pay_no!).executeTakeFirstOrThrow()
    const refunds = await db
      .selectFrom('order_refund')
      .select(['refund_no', 'status', 'amount_cents'])
      .where('order_id', '=', orderId)
      .execute()
    return { order: o, pay: p, refunds }
  }

  interface Provider {
    name: string
    channel: 3 | 5
    /** after the prepay: the payer pays at the gateway (no notify yet) */
    pay(payNo: string, prepay: any): Promise<void>
    /** the signed notify of the paid trade */
    notify(payNo: string): { url: string; headers: Record<string, string>; body: string }
    /** forged / tampered notifies, and the one with an amount one fen off */
    forged(payNo: string): Array<{ url: string; headers: Record<string, string>; body: string }>
    /** the payer's money arrives after the trade was closed (the confirmation crossing the close) */
    payAfterClose(payNo: string): void
    /** refunds of the trade at the gateway */
    refundsAt(payNo: string): number
    ack: string
  }

  const wechat: Provider = {
    name: 'WeChat Pay v3 (channel 3, H5)',
    channel: 3,
    async pay(payNo, prepay) {
      expect(prepay.redirectUrl).toContain(`${wx.origin}/cashier/h5?prepay_id=`)
      wx.pay(payNo)
    },
    notify: (payNo) => wx.paymentNotify(payNo),
    forged: (payNo) =>
      (
        [
          'badSignature',
          'flipCiphertextByte',
          'staleTimestamp',
          'unknownSerial',
          'wrongAmount',
          'wrongAppid',
          'wrongMchid',
        ] as NotifyTamper[]
      ).map((t) => wx.paymentNotify(payNo, t)),
    payAfterClose(payNo) {
      const o = wx.orders.get(payNo)!
      expect(o.state).toBe('CLOSED')
      o.state = 'NOTPAY'
      wx.pay(payNo)
    },
    refundsAt: (payNo) => [...wx.refunds.values()].filter((r) => r.outTradeNo === payNo).length,
    ack: '',
  }

  const alipay: Provider = {
    name: 'Alipay (channel 5, wap)',
    channel: 5,
    async pay(payNo, prepay) {
      expect(prepay.redirectUrl).toContain(ali.gateway)
      // the payer's browser opens the signed wap URL: the trade exists at Alipay from then on
      const page = await fetch(prepay.redirectUrl)
      expect(await page.text()).toContain('支付宝收银台')
      ali.pay(payNo)
    },
    notify: (payNo) => ali.paymentNotify(payNo),
    forged: (payNo) =>
      (['badSignature', 'alteredAfterSigning', 'wrongAmount', 'wrongAppId', 'wrongSeller', 'noSign'] as AlipayNotifyTamper[]).map((t) =>
        ali.paymentNotify(payNo, t),
      ),
    payAfterClose(payNo) {
      const t = ali.trades.get(payNo)!
      expect(t.state).toBe('TRADE_CLOSED')
      t.state = 'WAIT_BUYER_PAY'
      ali.pay(payNo)
    },
    refundsAt: (payNo) => [...ali.refunds.values()].filter((r) => r.outTradeNo === payNo).length,
    ack: 'success',
  }

  /** an order of goods 6002 with a prepay on `on` for the channel */
  async function order(p: Provider, on: ServerProcess, token: string) {
    const r = await call(
      on,
      'POST',
      '/order-center/orderCenter/commitPay',
      { goodsList: [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }], address: ADDRESS, payChannel: p.channel },
      token,
    )
    if (r.status !== 200 || !r.body?.data?.pay?.payNo) throw new Error(`commitPay on ${p.name}: ${r.status} ${JSON.stringify(r.body)}`)
    return { orderId: r.body.data.orderId as number, payNo: r.body.data.pay.payNo as string, prepay: r.body.data.pay }
  }

  it('PostgreSQL and both instances are up (production mode: no development endpoints)', async () => {
    for (const s of [a, b]) expect((await call(s, 'GET', '/dev/outbox?phone=13900000000')).status).toBe(404)
    const methods = await call(a, 'GET', '/order-center/cart/payMethod?channel=none')
    expect(methods.body.data.list.map((m: { payChannel: number }) => m.payChannel).sort()).toEqual([3, 5])
  })

  it('WeChat Pay v3: a refund taken as PROCESSING ends by its REFUND.SUCCESS notify at both instances at once (4 copies): once', async () => {
    const token = await patient()
    const { orderId, payNo } = await order(wechat, a, token)
    const c = await call(b, 'POST', '/order-center/orderCenter/orderCancel', { orderId, cancelReason: '暂时不需要' }, token)
    expect(c.status).toBe(200)
    wechat.payAfterClose(payNo)
    wx.refundsProcessing = true
    try {
      // the late payment's notify: recorded, its refund asked for and taken as PROCESSING
      expect((await postNotify(a, wx.paymentNotify(payNo))).status).toBeLessThan(300)
      let s = await state(orderId)
      expect(s.refunds.map((r) => r.status)).toEqual(['PENDING'])
      const refundNo = s.refunds[0].refund_no
      expect(wx.refunds.get(refundNo)).toMatchObject({ status: 'PROCESSING', refund: s.order.actual_cents })
      // the notifies as the gateway signs them once the refund succeeds, made while its query still answers
      // PROCESSING (the sync job of each instance asks every second and must not end the refund before them)
      wx.finishRefund(refundNo, 'SUCCESS')
      const bad = [wx.refundNotify(refundNo, 'wrongAmount'), wx.refundNotify(refundNo, 'badSignature')]
      const n = wx.refundNotify(refundNo)
      wx.finishRefund(refundNo).status = 'PROCESSING'
      // a refund notify for the wrong amount, and a forged one, at both: refused, nothing moves
      const refused = await Promise.all(bad.flatMap((n) => [postNotify(a, n), postNotify(b, n)]))
      expect(refused.filter((r) => r.status < 400)).toEqual([])
      expect((await state(orderId)).refunds.map((r) => r.status)).toEqual(['PENDING'])
      // the refund succeeds at the gateway; its genuine notify at both instances at once (twice), racing the sync job
      wx.finishRefund(refundNo, 'SUCCESS')
      const acks = await Promise.all([postNotify(a, n), postNotify(b, n), postNotify(a, n), postNotify(b, n)])
      expect(acks.map((r) => r.status < 300)).toEqual([true, true, true, true])
      s = await state(orderId)
      expect(s.refunds.map((r) => [r.refund_no, r.status])).toEqual([[refundNo, 'SUCCESS']])
      expect(wechat.refundsAt(payNo)).toBe(1)
    } finally {
      wx.refundsProcessing = false
    }
  })

  describe.each([
    ['wechat', wechat],
    ['alipay', alipay],
  ])('%s', (_key, p) => {
    it(`${p.name}: prepay on A, notify on B, 6 duplicates at both at once, forged ones at both: exactly one paid transition`, async () => {
      const token = await patient()
      const { orderId, payNo, prepay } = await order(p, a, token)
      // forged before the payment exists at the gateway: refused by both, nothing moves
      await p.pay(payNo, prepay)
      const forged = p.forged(payNo)
      const refusals = await Promise.all(forged.flatMap((n) => [postNotify(a, n), postNotify(b, n)]))
      expect(refusals.filter((r) => r.status < 400)).toEqual([])
      let s = await state(orderId)
      expect([s.order.status, s.pay.status, s.pay.notify_count, s.refunds]).toEqual([101, 'PAYING', 0, []])

      // the genuine notify reaches B first (the prepay was A's), then six copies at both instances at once
      const n = p.notify(payNo)
      const first = await postNotify(b, n)
      expect([first.status < 300, first.body]).toEqual([true, p.ack])
      const dup = await Promise.all(Array.from({ length: 6 }, (_, i) => postNotify(i % 2 ? b : a, n)))
      expect(dup.map((r) => [r.status < 300, r.body])).toEqual(Array.from({ length: 6 }, () => [true, p.ack]))
      s = await state(orderId)
      expect(s.order).toMatchObject({ status: 104, pay_state: 'SUCCESS' })
      expect(s.pay).toMatchObject({ status: 'SUCCESS', notify_count: 7, amount_cents: s.order.actual_cents })
      expect(new Date(s.order.pay_time!).getTime()).toBe(new Date(s.pay.paid_at!).getTime())
      expect(s.refunds).toEqual([])
      const code = s.order.verify_code
      expect(code).toMatch(/^\d{12}$/)
      // three more, at both at once: nothing moves (the 核销 code and the pay time of the one transition stay)
      await Promise.all([postNotify(a, n), postNotify(b, n), postNotify(a, n)])
      const again = await state(orderId)
      expect([again.order.verify_code, again.order.pay_time, again.pay.paid_at, again.pay.notify_count]).toEqual([
        code,
        s.order.pay_time,
        s.pay.paid_at,
        10,
      ])
      // the patient sees it paid on either instance
      for (const inst of [a, b]) {
        const q = await call(inst, 'POST', '/order-center/orderCenter/orderQuery', { orderId }, token)
        expect(q.body.data).toMatchObject({ orderId, status: 104 })
      }
      // every copy is in the raw notify log; the forged ones with their refusal
      const log = await db
        .selectFrom('pay_notify_log')
        .select('outcome')
        .where('body', 'in', [n.body, ...forged.map((f) => f.body)])
        .execute()
      const outcomes = tally(log.map((l) => String(l.outcome).split(':')[0]))
      expect(outcomes.accepted).toBe(10)
      expect(log.length).toBe(10 + forged.length * 2)
    })

    it(`${p.name}: a lost notify: the sync job of both instances asks the provider and finds the payment: paid once`, async () => {
      const token = await patient()
      const { orderId, payNo, prepay } = await order(p, a, token)
      await p.pay(payNo, prepay)
      // no notify comes; once the payment is older than PAY_SYNC_AFTER_MS the sync job of each instance asks the provider
      await db
        .updateTable('payment')
        .set({ created_at: new Date(Date.now() - PAY_SYNC_AFTER_MS - 60_000) })
        .where('pay_no', '=', payNo)
        .execute()
      const deadline = Date.now() + 60_000
      let s = await state(orderId)
      while (s.pay.status !== 'SUCCESS' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200)) // polling the database for the condition, not a fixed wait
        s = await state(orderId)
      }
      expect(s.order).toMatchObject({ status: 104, pay_state: 'SUCCESS' })
      // one paid transition: the result applied once (twice only if both instances asked in the same moment; the
      // compare-and-set on the payment keeps it one transition either way) and the pay time is the payment's
      expect(s.pay).toMatchObject({ status: 'SUCCESS', amount_cents: s.order.actual_cents })
      expect([1, 2]).toContain(s.pay.notify_count)
      expect(new Date(s.order.pay_time!).getTime()).toBe(new Date(s.pay.paid_at!).getTime())
      expect(s.refunds).toEqual([])
      // the lost notify turns up after all, at both instances at once: acknowledged, nothing moves
      const n = p.notify(payNo)
      const acks = await Promise.all([postNotify(a, n), postNotify(b, n)])
      expect(acks.map((r) => [r.status < 300, r.body])).toEqual([
        [true, p.ack],
        [true, p.ack],
      ])
      const after = await state(orderId)
      expect([after.order.status, after.order.verify_code, after.order.pay_time, after.pay.paid_at, after.refunds]).toEqual([
        104,
        s.order.verify_code,
        s.order.pay_time,
        s.pay.paid_at,
        [],
      ])
      expect(p.refundsAt(payNo)).toBe(0)
    })

    it(`${p.name}: a payment arriving after the order was cancelled on B is recorded and refunded once (its notify at both at once)`, async () => {
      const token = await patient()
      const { orderId, payNo, prepay } = await order(p, a, token)
      await p.pay(payNo, prepay).then(() => {
        // the payer has not confirmed yet: back to waiting (the cashier was opened)
        if (p.channel === 3) wx.orders.get(payNo)!.state = 'NOTPAY'
        else ali.trades.get(payNo)!.state = 'WAIT_BUYER_PAY'
      })
      const c = await call(b, 'POST', '/order-center/orderCenter/orderCancel', { orderId, cancelReason: '暂时不需要' }, token)
      expect(c.status).toBe(200)
      const cancelled = c.body.data.status as number
      expect([101, 104]).not.toContain(cancelled)
      let s = await state(orderId)
      expect([s.order.status, s.pay.status]).toEqual([cancelled, 'CLOSED'])
      p.payAfterClose(payNo)
      const n = p.notify(payNo)
      const rs = await Promise.all([postNotify(a, n), postNotify(b, n), postNotify(a, n), postNotify(b, n)])
      expect(rs.map((r) => [r.status < 300, r.body])).toEqual(Array.from({ length: 4 }, () => [true, p.ack]))
      s = await state(orderId)
      expect(s.order.status).toBe(cancelled)
      expect(s.pay.status).toBe('SUCCESS')
      expect(s.refunds).toHaveLength(1)
      expect(s.refunds[0]).toMatchObject({ amount_cents: s.order.actual_cents, status: 'SUCCESS' })
      expect(p.refundsAt(payNo)).toBe(1)
      // a repeat later changes nothing
      await postNotify(b, n)
      expect((await state(orderId)).refunds).toHaveLength(1)
      expect(p.refundsAt(payNo)).toBe(1)
    })

    it(`${p.name}: the notify on A and a cancel on B at the same moment (5 orders): paid, or cancelled and refunded once — never lost`, async () => {
      const outcomes: string[] = []
      for (let i = 0; i < 5; i++) {
        const token = await patient()
        const { orderId, payNo, prepay } = await order(p, i % 2 ? b : a, token)
        await p.pay(payNo, prepay)
        const n = p.notify(payNo)
        const [notified, cancelled] = await Promise.all([
          postNotify(i % 2 ? b : a, n),
          call(i % 2 ? a : b, 'POST', '/order-center/orderCenter/orderCancel', { orderId, cancelReason: '暂时不需要' }, token),
        ])
        expect(notified.status < 300).toBe(true)
        const s = await state(orderId)
        expect(s.pay.status).toBe('SUCCESS')
        if (s.order.status === 104) {
          // paid: the cancel was refused (the order is paid — the cancel's provider query found it paid too)
          expect(cancelled.status).not.toBe(200)
          expect(s.refunds).toEqual([])
          expect(p.refundsAt(payNo)).toBe(0)
          outcomes.push('paid')
        } else {
          expect(cancelled.status).toBe(200)
          expect(s.order.status).toBe(cancelled.body.data.status)
          expect(s.refunds).toHaveLength(1)
          expect(p.refundsAt(payNo)).toBe(1)
          outcomes.push('refunded')
        }
      }
      console.log(`${p.name} race outcomes: ${JSON.stringify(tally(outcomes))}`)
      expect(outcomes).toHaveLength(5)
    })
  })
})
