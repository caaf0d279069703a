/**
 * Alipay (channels 5 ALI_H5, 6 ALI_JSAPI) over HTTP: the server (its real provider, server/payments/alipay.ts on
 * alipay-sdk) against the local fake gateway (test-support/gateways/alipay.ts), which verifies our RSA2 request
 * signatures with the app's public key, checks the China-time `timestamp` against its clock (±15 min: a host-zone
 * stamp is refused under TZ=UTC), keeps the trades, signs its replies and posts signed notifies with ITS key.
 * The gateway's clock is the test server's, so it holds at any hour and under TZ=UTC.
 */
import crypto from 'node:crypto'
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../test-support/server'
import { FakeAlipay, chinaStamp, type AlipayNotifyTamper } from '../../test-support/gateways/alipay'
import type { Database } from '../lib/db'
import { AlipayProvider, fenToYuan, yuanToFen } from './alipay'
import { PAY_SYNC_AFTER_MS, syncWaiting } from '../modules/pay'
import * as M from '../../src/domain/messages'

let database: Database
let t: TestApp
let gw: FakeAlipay
const NOTIFY_BASE = 'https://shop.example.com'
const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}
const login = patients(() => ({ database, t }), '138', 'ali')
const A = (token: string) => ({ token })
const paymentsConfig = (g: FakeAlipay) => ({ wechat: null, alipay: g.config(NOTIFY_BASE), cmb: null })
const portOf = (x: TestApp) => {
  const addr = x.app.server.address()
  return typeof addr === 'object' && addr ? addr.port : 0
}

beforeAll(async () => {
  database = await createTestDatabase()
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  const clock = createClock(Date.parse(kv.value) + 3600_000)
  gw = await new FakeAlipay({ now: () => clock.now }).start()
  t = await createTestApp({ database, clock, config: { notifyBaseUrl: NOTIFY_BASE, payments: paymentsConfig(gw) } })
  gw.deliverTo = `http://127.0.0.1:${portOf(t)}`
}, 300_000)
afterAll(async () => {
  await t?.close()
  await gw?.close()
  await database?.close()
})

/** a patient who logged in through Alipay (an open_id of the app) */
async function aliPatient() {
  const u = await login()
  const openId = `074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo${u.userId}`
  await database.db
    .insertInto('user_third')
    .values({ user_id: u.userId, channel: 'ali', open_id: openId, union_id: null, created_at: new Date(t.clock.now) })
    .execute()
  return { ...u, openId }
}

async function order(token: string) {
  const r = await t.post(
    '/order-center/orderCenter/commitPay',
    { goodsList: [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }], address: ADDRESS },
    A(token),
  )
  expect(r.status).toBe(200)
  return r.body.data as { orderId: number; actualPrice: number }
}

async function toPay(token: string, orderId: number, payChannel: 5 | 6) {
  const p = await t.post('/pay-center/pay/toPay', { orderId, payChannel }, A(token))
  expect([p.status, p.body.msg]).toEqual([200, expect.anything()])
  return p.body.data as { payNo: string; tradeNO?: string; redirectUrl?: string; provider: string }
}

const statusOf = async (orderId: number) =>
  await database.db.selectFrom('shop_order').select(['status', 'pay_state']).where('id', '=', orderId).executeTakeFirstOrThrow()
const paymentOf = (payNo: string) => database.db.selectFrom('payment').selectAll().where('pay_no', '=', payNo).executeTakeFirstOrThrow()
const lastOutcome = async () =>
  (await database.db.selectFrom('pay_notify_log').select('outcome').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).outcome!
const provider = (g: FakeAlipay = gw) => new AlipayProvider(g.config(NOTIFY_BASE), () => new Date(t.clock.now))

test('fen ↔ yuan strings exactly, no floats', () => {
  expect([0, 1, 10, 99, 100, 1999, 123456789].map(fenToYuan)).toEqual(['0.00', '0.01', '0.10', '0.99', '1.00', '19.99', '1234567.89'])
  expect(['0.01', '0.1', '19.99', '1234567.89', '100', '0.07'].map(yuanToFen)).toEqual([1, 10, 1999, 123456789, 10000, 7])
  expect(['1.999', '-1.00', '1e3', ' 1.00', '', '0x10', undefined].map(yuanToFen)).toEqual([null, null, null, null, null, null, null])
})

describe('Alipay against the local gateway', () => {
  test('JSAPI: alipay.trade.create with buyer_open_id → tradeNO; notify ×3 → one payment, answered "success"', async () => {
    const u = await aliPatient()
    const o = await order(u.token)
    const p = await toPay(u.token, o.orderId, 6)
    expect(p.provider).toBe('alipay')
    const g = gw.trades.get(p.payNo)!
    // the trade the gateway keeps: ours, in fen, for this payer, notify URL and expiry in China time
    expect(g).toMatchObject({
      total: Math.round(o.actualPrice * 100),
      buyerOpenId: u.openId,
      productCode: 'JSAPI_PAY',
      state: 'WAIT_BUYER_PAY',
    })
    expect(p.tradeNO).toBe(g.tradeNo)
    expect(g.notifyUrl).toBe(`${NOTIFY_BASE}/pay-center/notify/alipay`)
    const closeAt = (await database.db.selectFrom('shop_order').select('close_at').where('id', '=', o.orderId).executeTakeFirstOrThrow())
      .close_at
    expect(g.timeExpire).toBe(chinaStamp(Math.floor(new Date(closeAt).getTime() / 1000) * 1000))
    // the request: China-time stamp of the server's clock, RSA2 (verified by the gateway), total_amount a yuan string
    const req = gw.requests.filter((r) => r.method === 'alipay.trade.create').pop()!
    expect(req.params).toMatchObject({ app_id: gw.appId, sign_type: 'RSA2', charset: 'utf-8', version: '1.0' })
    expect(req.params.timestamp).toBe(chinaStamp(Math.floor(t.clock.now / 1000) * 1000))
    expect(req.biz.total_amount).toBe(fenToYuan(g.total))

    gw.pay(p.payNo)
    const n = gw.paymentNotify(p.payNo)
    for (let i = 0; i < 3; i++) expect(await gw.post(n)).toEqual({ status: 200, body: 'success' })
    expect(await statusOf(o.orderId)).toEqual({ status: 104, pay_state: 'SUCCESS' })
    expect(await paymentOf(p.payNo)).toMatchObject({ status: 'SUCCESS', trade_no: g.tradeNo, notify_count: 3 })
    // the raw notify log keeps the form body as posted
    const log = await database.db.selectFrom('pay_notify_log').selectAll().where('body', '=', n.body).execute()
    expect(log.map((l) => [l.provider, l.outcome])).toEqual([
      ['alipay', 'accepted'],
      ['alipay', 'accepted'],
      ['alipay', 'accepted'],
    ])
    // TRADE_FINISHED later (the refund period ended): the same payment, nothing more
    expect(await gw.post(gw.paymentNotify(p.payNo, undefined, 'TRADE_FINISHED'))).toEqual({ status: 200, body: 'success' })
    expect(await paymentOf(p.payNo)).toMatchObject({ status: 'SUCCESS', notify_count: 4 })
  })

  test('every forged or mismatched notify is answered "fail" and changes nothing; then the true one pays', async () => {
    const u = await aliPatient()
    const o = await order(u.token)
    const { payNo } = await toPay(u.token, o.orderId, 6)
    gw.pay(payNo)
    const cases: Array<[AlipayNotifyTamper, string]> = [
      ['badSignature', 'pay.notify.signature_failed'],
      ['alteredAfterSigning', 'pay.notify.signature_failed'],
      ['noSign', 'pay.notify.signature_failed'],
      ['wrongAppId', 'pay.notify.mismatch'],
      ['wrongSeller', 'pay.notify.mismatch'],
      ['wrongAmount', 'pay.notify.amount_mismatch'],
    ]
    for (const [tamper, event] of cases) {
      const r = await gw.post(gw.paymentNotify(payNo, tamper))
      expect([tamper, r.status, r.body]).toEqual([tamper, 400, 'fail'])
      expect([tamper, (await lastOutcome()).split(':')[0]]).toEqual([tamper, event])
    }
    expect(await statusOf(o.orderId)).toEqual({ status: 101, pay_state: 'PAYING' })
    expect(await paymentOf(payNo)).toMatchObject({ status: 'PAYING', trade_no: null, notify_count: 0 })
    // a notify for an order this server never made
    const stray = gw.paymentNotify(payNo)
    const other = await gw.post({ ...stray, body: stray.body.replace(`out_trade_no=${payNo}`, 'out_trade_no=P0000000000000') })
    expect([other.status, other.body]).toEqual([400, 'fail'])
    expect(await gw.post(gw.paymentNotify(payNo))).toEqual({ status: 200, body: 'success' })
    expect(await statusOf(o.orderId)).toEqual({ status: 104, pay_state: 'SUCCESS' })
  })

  test('H5: alipay.trade.wap.pay signed GET URL; a lost notify is found by the sync job', async () => {
    const u = await login()
    const o = await order(u.token)
    const p = await toPay(u.token, o.orderId, 5)
    const url = new URL(p.redirectUrl!)
    expect(url.origin + url.pathname).toBe(gw.gateway)
    expect(url.searchParams.get('method')).toBe('alipay.trade.wap.pay')
    expect(url.searchParams.get('return_url')).toMatch(/^https:\/\/shop\.example\.com\//)
    // the return page finds the payment by payNo (Alipay appends its own fields to return_url)
    expect(new URL(url.searchParams.get('return_url')!).searchParams.get('payNo')).toBe(p.payNo)
    // not opened yet: Alipay does not know the trade
    expect(await provider().query(p.payNo)).toEqual({ state: 'NOT_FOUND' })
    // the payer's browser opens it: the gateway verifies the URL's signature and shows its cashier
    const page = await fetch(p.redirectUrl!)
    expect(await page.text()).toContain('支付宝收银台')
    const biz = JSON.parse(url.searchParams.get('biz_content')!)
    expect(biz).toMatchObject({
      out_trade_no: p.payNo,
      product_code: 'QUICK_WAP_WAY',
      total_amount: fenToYuan(Math.round(o.actualPrice * 100)),
    })
    expect(biz.quit_url).toBe(url.searchParams.get('return_url'))
    gw.pay(p.payNo) // …and Alipay's notify never comes
    await syncWaiting(t.app)
    expect(await paymentOf(p.payNo)).toMatchObject({ status: 'PAYING' }) // too early: not asked yet
    t.clock.advance(PAY_SYNC_AFTER_MS + 1000)
    await syncWaiting(t.app)
    expect(await statusOf(o.orderId)).toEqual({ status: 104, pay_state: 'SUCCESS' })
    expect(await paymentOf(p.payNo)).toMatchObject({ status: 'SUCCESS', trade_no: gw.trades.get(p.payNo)!.tradeNo })
  })

  test('a wap URL tampered with (the amount changed) is refused by the gateway', async () => {
    const u = await login()
    const o = await order(u.token)
    const p = await toPay(u.token, o.orderId, 5)
    const url = new URL(p.redirectUrl!)
    const biz = JSON.parse(url.searchParams.get('biz_content')!)
    url.searchParams.set('biz_content', JSON.stringify({ ...biz, total_amount: '0.01' }))
    await fetch(url)
    expect(JSON.parse(gw.requests.at(-1)!.reply)).toMatchObject({
      alipay_trade_wap_pay_response: { code: '40002', sub_code: 'isv.invalid-signature' },
    })
    expect(gw.trades.has(p.payNo)).toBe(false)
  })

  test('JSAPI without an Alipay login is refused with a clear message', async () => {
    const u = await login()
    const o = await order(u.token)
    const p = await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 6 }, A(u.token))
    expect([p.status, p.body.msg]).toEqual([400, M.PAY_ALIPAY_BUYER_MISSING])
  })

  test('close: cancelling an unpaid order closes the trade at Alipay', async () => {
    const u = await aliPatient()
    const o = await order(u.token)
    const { payNo } = await toPay(u.token, o.orderId, 6)
    const c = await t.post('/order-center/orderCenter/orderCancel', { orderId: o.orderId, cancelReason: '其他' }, A(u.token))
    expect(c.status).toBe(200)
    expect(gw.trades.get(payNo)!.state).toBe('TRADE_CLOSED')
    expect(gw.requests.filter((r) => r.method === 'alipay.trade.close').pop()!.biz).toEqual({ out_trade_no: payNo })
    expect(await paymentOf(payNo)).toMatchObject({ status: 'CLOSED' })
  })

  test('refund through the order refund: out_request_no = our refund number, once; the refund notify changes nothing more', async () => {
    const u = await aliPatient()
    const o = await order(u.token)
    const { payNo } = await toPay(u.token, o.orderId, 6)
    gw.pay(payNo)
    expect((await gw.post(gw.paymentNotify(payNo))).body).toBe('success')
    const r = await t.post('/order-center/orderCenter/orderRefund', { orderId: o.orderId, reason: '不需要了' }, A(u.token))
    expect(r.status).toBe(200)
    const refund = await database.db.selectFrom('order_refund').selectAll().where('order_id', '=', o.orderId).executeTakeFirstOrThrow()
    expect(refund).toMatchObject({ pay_no: payNo, amount_cents: Math.round(o.actualPrice * 100), status: 'SUCCESS' })
    expect(gw.refunds.get(`${payNo}/${refund.refund_no}`)).toMatchObject({ amount: refund.amount_cents })
    expect(gw.trades.get(payNo)!.state).toBe('TRADE_CLOSED') // fully refunded
    expect((await statusOf(o.orderId)).status).toBe(103)
    // Alipay's refund notify (refund_fee, out_biz_no): verified, the refund asked, acknowledged; a forged one refused
    expect(await gw.post(gw.refundNotify(payNo, refund.refund_no, 'badSignature'))).toEqual({ status: 400, body: 'fail' })
    expect(await gw.post(gw.refundNotify(payNo, refund.refund_no))).toEqual({ status: 200, body: 'success' })
    expect(await lastOutcome()).toBe('accepted')
    // the query says so too
    expect(await provider().query(payNo)).toMatchObject({ state: 'REFUNDED' })
    expect(await provider().queryRefund(refund.refund_no, payNo)).toEqual({ status: 'SUCCESS', amountCents: refund.amount_cents })
  })

  test('partial refunds: the same out_request_no refunds once (fund_change N), never more than paid', async () => {
    const u = await aliPatient()
    const o = await order(u.token)
    const { payNo } = await toPay(u.token, o.orderId, 6)
    gw.pay(payNo)
    expect((await gw.post(gw.paymentNotify(payNo))).body).toBe('success')
    const pv = provider()
    const total = Math.round(o.actualPrice * 100)
    const part = Math.floor(total / 3)
    const one = { payNo, refundNo: `R1${payNo}`.slice(0, 32), amountCents: part, totalCents: total, reason: '部分退款' }
    expect(await pv.refund(one)).toEqual({ refundNo: one.refundNo, status: 'SUCCESS' })
    expect(await pv.refund(one)).toEqual({ refundNo: one.refundNo, status: 'SUCCESS' }) // the retry
    const replies = gw.requests.filter((r) => r.method === 'alipay.trade.refund' && r.biz.out_request_no === one.refundNo)
    expect(replies.map((r) => JSON.parse(r.reply).alipay_trade_refund_response.fund_change)).toEqual(['Y', 'N'])
    await pv.refund({ ...one, refundNo: `R2${payNo}`.slice(0, 32) })
    await expect(pv.refund({ ...one, refundNo: `R3${payNo}`.slice(0, 32), amountCents: total - 2 * part + 1 })).rejects.toThrow(
      /ACQ.REFUND_AMT_NOT_EQUAL_TOTAL/,
    )
    expect([...gw.refunds.values()].filter((r) => r.outTradeNo === payNo).map((r) => r.amount)).toEqual([part, part])
    expect(await pv.queryRefund(`R3${payNo}`.slice(0, 32), payNo)).toEqual({ status: 'PROCESSING', amountCents: 0 })
    expect((await pv.query(payNo)).state).toBe('SUCCESS') // partly refunded: still a paid trade
  })

  test('the gateway refuses a request signed with another key or of another app_id; a reply signed by another key is not believed', async () => {
    const otherKey = crypto
      .generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
    const now = () => new Date(t.clock.now)
    await expect(new AlipayProvider({ ...gw.config(NOTIFY_BASE), privateKey: otherKey }, now).query('P0000000000001')).rejects.toThrow(
      /40002 isv.invalid-signature/,
    )
    // an unknown app_id: Alipay's unsigned error_response, not believed either way
    await expect(new AlipayProvider({ ...gw.config(NOTIFY_BASE), appId: '2021009999999999' }, now).query('P0000000000001')).rejects.toThrow(
      /REPLY_NOT_VERIFIED/,
    )
    expect(JSON.parse(gw.requests.at(-1)!.reply)).toEqual({
      error_response: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-app-id', sub_msg: '无效的AppID参数' },
    })
    const spoof = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString()
    await expect(new AlipayProvider({ ...gw.config(NOTIFY_BASE), alipayPublicKey: spoof }, now).query('P0000000000001')).rejects.toThrow(
      /REPLY_NOT_VERIFIED/,
    )
    // a time stamp 20 minutes off (a host zone taken for China time would be hours off) is refused
    await expect(
      new AlipayProvider(gw.config(NOTIFY_BASE), () => new Date(t.clock.now - 20 * 60_000)).query('P0000000000001'),
    ).rejects.toThrow(/isv.invalid-timestamp/)
    // an unknown trade is NOT_FOUND (a verified ACQ.TRADE_NOT_EXIST)
    expect(await provider().query('P0000000000001')).toEqual({ state: 'NOT_FOUND' })
  })

  test('certificate mode (app_cert_sn, alipay_root_cert_sn; the Alipay key from its certificate) and a PKCS1 app key', async () => {
    const certGw = await new FakeAlipay({ mode: 'certificate', now: () => t.clock.now }).start()
    const pkcs1Gw = await new FakeAlipay({ pkcs1: true, now: () => t.clock.now }).start()
    try {
      expect(certGw.appPrivateKey).toContain('BEGIN PRIVATE KEY')
      const pv = provider(certGw)
      expect(await pv.query('P0000000000003')).toEqual({ state: 'NOT_FOUND' })
      const sent = certGw.requests.at(-1)!.params
      expect(sent.app_cert_sn).toMatch(/^[0-9a-f]{32}$/)
      expect(sent.alipay_root_cert_sn).toMatch(/^[0-9a-f]{32}$/)
      expect(certGw.requests.at(-1)!.reply).toContain('"alipay_cert_sn":"')
      // a whole payment in certificate mode, notify verified with the key of Alipay's certificate
      const live = await createTestApp({
        database,
        clock: t.clock,
        config: { notifyBaseUrl: NOTIFY_BASE, payments: paymentsConfig(certGw) },
      })
      try {
        certGw.deliverTo = `http://127.0.0.1:${portOf(live)}`
        const u = await aliPatient()
        const o = await order(u.token)
        const p = await live.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 6 }, A(u.token))
        expect(p.body.data.tradeNO).toBe(certGw.trades.get(p.body.data.payNo)!.tradeNo)
        certGw.pay(p.body.data.payNo)
        expect(await certGw.post(certGw.paymentNotify(p.body.data.payNo, 'badSignature'))).toEqual({ status: 400, body: 'fail' })
        expect(await certGw.post(certGw.paymentNotify(p.body.data.payNo))).toEqual({ status: 200, body: 'success' })
        expect(await statusOf(o.orderId)).toEqual({ status: 104, pay_state: 'SUCCESS' })
      } finally {
        await live.close()
      }
      // a wrong app certificate: its serial number does not match
      await expect(
        new AlipayProvider({ ...certGw.config(NOTIFY_BASE), appCert: certGw.alipayCert }, () => new Date(t.clock.now)).query(
          'P0000000000003',
        ),
      ).rejects.toThrow(/isv.app-cert-sn-not-match/)
      expect(pkcs1Gw.appPrivateKey).toContain('BEGIN RSA PRIVATE KEY')
      expect(await provider(pkcs1Gw).query('P0000000000004')).toEqual({ state: 'NOT_FOUND' })
    } finally {
      await certGw.close()
      await pkcs1Gw.close()
    }
  })

  test('a production server (no sandbox): Alipay channels offered when configured; a wap payment ends paid by notify', async () => {
    const live = await createTestApp({
      database,
      clock: t.clock,
      config: { production: true, notifyBaseUrl: NOTIFY_BASE, payments: paymentsConfig(gw) },
    })
    const deliverTo = gw.deliverTo
    try {
      expect(live.app.deps.sandboxProviders).toBe(false)
      const list = async (channel: string) =>
        ((await live.get('/order-center/cart/payMethod', { query: { channel } })).body.data.list as Array<{ payChannel: number }>).map(
          (x) => x.payChannel,
        )
      expect(await list('alipay')).toEqual([6])
      expect(await list('none')).toEqual([5])
      expect(await list('wechat')).toEqual([])
      const u = await login()
      const o = await order(u.token)
      const r = await live.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3 }, A(u.token))
      expect([r.status, r.body.msg]).toEqual([400, M.PAY_CHANNEL_UNAVAILABLE])
      const h5 = await live.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 5 }, A(u.token))
      expect(h5.status).toBe(200)
      await fetch(h5.body.data.redirectUrl)
      gw.pay(h5.body.data.payNo)
      gw.deliverTo = `http://127.0.0.1:${portOf(live)}`
      expect(await gw.post(gw.paymentNotify(h5.body.data.payNo))).toEqual({ status: 200, body: 'success' })
      expect(await statusOf(o.orderId)).toEqual({ status: 104, pay_state: 'SUCCESS' })
    } finally {
      gw.deliverTo = deliverTo
      await live.close()
    }
  })
})
