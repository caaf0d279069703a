/**
 * WeChat Pay API v3 (channels 3 WX_H5, 4 WX_JSAPI) over HTTP: the server (its real provider, server/payments/
 * wechatpay.ts) against the local fake gateway (test-support/gateways/wechatpay.ts), which checks our request
 * signatures with wechatpay-axios-plugin's verifier, signs its replies and posts signed, encrypted notifies.
 * The gateway's clock is the test server's, so the 300 s windows hold at any hour and under TZ=UTC.
 */
import crypto from 'node:crypto'
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../test-support/server'
import { FakeWechatPay, type NotifyTamper } from '../../test-support/gateways/wechatpay'
import type { Database } from '../lib/db'
import { WechatPayProvider } from './wechatpay'
import { PAY_SYNC_AFTER_MS, syncWaiting } from '../modules/pay'
import * as M from '../../src/domain/messages'

let database: Database
let t: TestApp
let gw: FakeWechatPay
const NOTIFY_BASE = 'https://shop.example.com'
const OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'
const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}
const login = patients(() => ({ database, t }), '137', 'wx')
const A = (token: string) => ({ token })

beforeAll(async () => {
  database = await createTestDatabase()
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  const clock = createClock(Date.parse(kv.value) + 3600_000)
  gw = await new FakeWechatPay({ now: () => clock.now }).start()
  t = await createTestApp({
    database,
    clock,
    config: { notifyBaseUrl: NOTIFY_BASE, payments: { wechat: gw.config(NOTIFY_BASE), alipay: null, cmb: null } },
  })
  const addr = t.app.server.address()
  gw.deliverTo = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`
}, 300_000)
afterAll(async () => {
  await t?.close()
  await gw?.close()
  await database?.close()
})

/** a patient who logged in through WeChat (an openid of the merchant's appid) */
async function wxPatient() {
  const u = await login()
  await database.db
    .insertInto('user_third')
    .values({ user_id: u.userId, channel: 'wx', open_id: `${OPENID}${u.userId}`, union_id: null, created_at: new Date(t.clock.now) })
    .execute()
  return u
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

const statusOf = async (orderId: number) =>
  await database.db.selectFrom('shop_order').select(['status', 'pay_state']).where('id', '=', orderId).executeTakeFirstOrThrow()
const paymentOf = (payNo: string) => database.db.selectFrom('payment').selectAll().where('pay_no', '=', payNo).executeTakeFirstOrThrow()

describe('WeChat Pay v3 against the local gateway', () => {
  test('JSAPI: prepay with the openid, requestPayment parameters signed with the merchant key, notify ×3 → one payment', async () => {
    const u = await wxPatient()
    const o = await order(u.token)
    const p = await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 4 }, A(u.token))
    expect(p.status).toBe(200)
    const w = p.body.data.wxJsapi
    expect(p.body.data.provider).toBe('wechat')
    // the gateway's order: ours, in fen, with the payer's openid and a China-time expiry
    const g = gw.orders.get(p.body.data.payNo)!
    expect(g).toMatchObject({
      appid: gw.appids[0],
      mchid: gw.mchid,
      total: Math.round(o.actualPrice * 100),
      openid: `${OPENID}${u.userId}`,
    })
    expect(g.notifyUrl).toBe(`${NOTIFY_BASE}/pay-center/notify/wechat`)
    expect(g.timeExpire).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/)
    const closeAt = (await database.db.selectFrom('shop_order').select('close_at').where('id', '=', o.orderId).executeTakeFirstOrThrow())
      .close_at
    expect(Date.parse(g.timeExpire!)).toBe(Math.floor(new Date(closeAt).getTime() / 1000) * 1000)
    // requestPayment: timeStamp seconds as a string, package prepay_id=…, RSA paySign over appId\ntimeStamp\nnonceStr\npackage\n
    expect(w).toMatchObject({ appId: gw.appids[0], packageExt: `prepay_id=${g.prepayId}`, signType: 'RSA' })
    expect(w.timeStamp).toMatch(/^\d{10}$/)
    expect(Number(w.timeStamp)).toBe(Math.floor(t.clock.now / 1000))
    const message = `${w.appId}\n${w.timeStamp}\n${w.nonceStr}\n${w.packageExt}\n`
    expect(crypto.createVerify('RSA-SHA256').update(message).verify(gw.merchantPublicKey, w.paySign, 'base64')).toBe(true)

    gw.pay(p.body.data.payNo)
    const n = gw.paymentNotify(p.body.data.payNo)
    for (let i = 0; i < 3; i++) expect(await gw.post(n)).toEqual({ status: 204, body: '' })
    expect(await statusOf(o.orderId)).toEqual({ status: 104, pay_state: 'SUCCESS' })
    const pay = await paymentOf(p.body.data.payNo)
    expect(pay).toMatchObject({ status: 'SUCCESS', trade_no: g.transactionId, notify_count: 3 })
    const log = await database.db.selectFrom('pay_notify_log').selectAll().where('body', '=', n.body).execute()
    expect(log.map((l) => l.outcome)).toEqual(['accepted', 'accepted', 'accepted'])
    expect(JSON.parse(log[0].headers)['wechatpay-serial']).toBe(gw.wxPublicKeyId)
  })

  test('every tampered notify is refused with {"code":"FAIL"} and changes nothing; then the true one pays', async () => {
    const u = await wxPatient()
    const o = await order(u.token)
    const payNo = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 4 }, A(u.token))).body.data.payNo as string
    // a refund notify before any payment notify: not a payment (the refund is unknown here)
    const stray = await gw.post(gw.strayRefundNotify(payNo))
    expect(stray.status).toBe(404)
    gw.pay(payNo)
    const tampers: NotifyTamper[] = [
      'flipCiphertextByte',
      'staleTimestamp',
      'unknownSerial',
      'badSignature',
      'wrongAmount',
      'wrongAppid',
      'wrongMchid',
    ]
    const outcomes: string[] = []
    for (const tamper of tampers) {
      const r = await gw.post(gw.paymentNotify(payNo, tamper))
      expect([tamper, r.status >= 400 && r.status < 500]).toEqual([tamper, true])
      expect(JSON.parse(r.body)).toEqual({ code: 'FAIL', message: '失败' })
      outcomes.push(
        (await database.db.selectFrom('pay_notify_log').select('outcome').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow())
          .outcome!,
      )
    }
    expect(outcomes.map((x) => x.split(':')[0])).toEqual([
      'pay.notify.decrypt_failed',
      'pay.notify.signature_failed',
      'pay.notify.signature_failed',
      'pay.notify.signature_failed',
      'pay.notify.amount_mismatch',
      'pay.notify.mismatch',
      'pay.notify.mismatch',
    ])
    // a notify whose body was re-serialised (same JSON, other bytes) no longer verifies: the raw body is what is signed
    const n = gw.paymentNotify(payNo)
    const reserialised = await gw.post({ ...n, body: JSON.stringify(JSON.parse(n.body), null, 1) })
    expect(reserialised.status).toBe(400)
    expect(await statusOf(o.orderId)).toEqual({ status: 101, pay_state: 'PAYING' })
    expect(await paymentOf(payNo)).toMatchObject({ status: 'PAYING', trade_no: null, notify_count: 0 })
    expect((await gw.post(n)).status).toBe(204)
    expect(await statusOf(o.orderId)).toEqual({ status: 104, pay_state: 'SUCCESS' })
  })

  test('a lost notify: the order query asks the gateway and the payment ends as paid', async () => {
    const u = await wxPatient()
    const o = await order(u.token)
    const payNo = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 4 }, A(u.token))).body.data.payNo as string
    const q1 = await t.post('/order-center/orderCenter/orderQuery', { orderId: o.orderId }, A(u.token))
    expect(q1.body.data).toMatchObject({ status: 101, payState: 'PAYING', payResult: null })
    gw.pay(payNo) // …and WeChat's notify never comes
    const q2 = await t.post('/order-center/orderCenter/orderQuery', { orderId: o.orderId }, A(u.token))
    expect(q2.body.data).toMatchObject({ status: 104, payState: 'SUCCESS', payResult: 'SUCCESS' })
    expect(await paymentOf(payNo)).toMatchObject({ status: 'SUCCESS', trade_no: gw.orders.get(payNo)!.transactionId })
  })

  test('H5 outside WeChat: h5_url with the return page; the client IP goes to scene_info', async () => {
    const u = await login()
    const o = await order(u.token)
    const p = await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3 }, { token: u.token, ip: '203.0.113.7' })
    expect(p.status).toBe(200)
    const url = new URL(p.body.data.redirectUrl)
    expect(url.origin).toBe(gw.origin)
    const back = new URL(url.searchParams.get('redirect_url')!)
    expect(back.origin).toBe('https://shop.example.com')
    // WeChat returns the payer to redirect_url unchanged: the return page finds the payment by its number
    expect(back.searchParams.get('payNo')).toBe(p.body.data.payNo)
    const sent = JSON.parse(gw.requests.filter((r) => r.path === '/v3/pay/transactions/h5').pop()!.body)
    expect(sent.scene_info).toEqual({ payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } })
    expect(gw.orders.get(p.body.data.payNo)).toMatchObject({ kind: 'h5', state: 'NOTPAY' })
  })

  test('JSAPI without a WeChat login is refused with a clear message', async () => {
    const u = await login()
    const o = await order(u.token)
    const p = await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 4 }, A(u.token))
    expect([p.status, p.body.msg]).toEqual([400, M.PAY_OPENID_MISSING])
  })

  test('close: cancelling an unpaid order closes it at the gateway (204)', async () => {
    const u = await wxPatient()
    const o = await order(u.token)
    const payNo = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 4 }, A(u.token))).body.data.payNo as string
    const c = await t.post('/order-center/orderCenter/orderCancel', { orderId: o.orderId, cancelReason: '其他' }, A(u.token))
    expect(c.status).toBe(200)
    expect(gw.orders.get(payNo)!.state).toBe('CLOSED')
    const closeReq = gw.requests.find((r) => r.path === `/v3/pay/transactions/out-trade-no/${payNo}/close`)!
    expect([closeReq.status, JSON.parse(closeReq.body)]).toEqual([204, { mchid: gw.mchid }])
    expect(await paymentOf(payNo)).toMatchObject({ status: 'CLOSED' })
  })

  test('full refund through the order refund; PROCESSING then the refund notify (×2) ends it once', async () => {
    const u = await wxPatient()
    const o = await order(u.token)
    const payNo = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 4 }, A(u.token))).body.data.payNo as string
    gw.pay(payNo)
    expect((await gw.post(gw.paymentNotify(payNo))).status).toBe(204)
    gw.refundsProcessing = true
    try {
      const r = await t.post('/order-center/orderCenter/orderRefund', { orderId: o.orderId, reason: '不需要了' }, A(u.token))
      expect(r.status).toBe(200)
    } finally {
      gw.refundsProcessing = false
    }
    const refund = await database.db.selectFrom('order_refund').selectAll().where('order_id', '=', o.orderId).executeTakeFirstOrThrow()
    expect(refund).toMatchObject({ pay_no: payNo, amount_cents: Math.round(o.actualPrice * 100), status: 'PENDING' })
    expect(gw.refunds.get(refund.refund_no)).toMatchObject({
      refund: refund.amount_cents,
      total: refund.amount_cents,
      status: 'PROCESSING',
    })
    gw.finishRefund(refund.refund_no)
    // a tampered refund notify changes nothing
    expect((await gw.post(gw.refundNotify(refund.refund_no, 'wrongAmount'))).status).toBe(400)
    expect((await gw.post(gw.refundNotify(refund.refund_no, 'flipCiphertextByte'))).status).toBe(400)
    expect(
      (await database.db.selectFrom('order_refund').select('status').where('id', '=', refund.id).executeTakeFirstOrThrow()).status,
    ).toBe('PENDING')
    const n = gw.refundNotify(refund.refund_no)
    expect(await gw.post(n)).toEqual({ status: 204, body: '' })
    expect(await gw.post(n)).toEqual({ status: 204, body: '' })
    expect(
      (await database.db.selectFrom('order_refund').select('status').where('id', '=', refund.id).executeTakeFirstOrThrow()).status,
    ).toBe('SUCCESS')
    expect((await statusOf(o.orderId)).status).toBe(103)
  })

  test('partial refunds: each out_refund_no once (a retry is the same refund), never more than paid', async () => {
    const u = await wxPatient()
    const o = await order(u.token)
    const payNo = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 4 }, A(u.token))).body.data.payNo as string
    gw.pay(payNo)
    expect((await gw.post(gw.paymentNotify(payNo))).status).toBe(204)
    const provider = new WechatPayProvider(gw.config(NOTIFY_BASE), () => new Date(t.clock.now))
    const total = Math.round(o.actualPrice * 100)
    const part = Math.floor(total / 3)
    const r1 = await provider.refund({
      payNo,
      refundNo: `R1${payNo}`.slice(0, 32),
      amountCents: part,
      totalCents: total,
      reason: '部分退款',
    })
    expect(r1.status).toBe('SUCCESS')
    const again = await provider.refund({
      payNo,
      refundNo: `R1${payNo}`.slice(0, 32),
      amountCents: part,
      totalCents: total,
      reason: '部分退款',
    })
    expect(again).toEqual(r1)
    await provider.refund({ payNo, refundNo: `R2${payNo}`.slice(0, 32), amountCents: part, totalCents: total, reason: '部分退款' })
    await expect(
      provider.refund({ payNo, refundNo: `R3${payNo}`.slice(0, 32), amountCents: total - 2 * part + 1, totalCents: total, reason: 'x' }),
    ).rejects.toThrow(/NOT_ENOUGH/)
    expect([...gw.refunds.values()].filter((r) => r.outTradeNo === payNo).map((r) => r.refund)).toEqual([part, part])
    expect(await provider.queryRefund(`R2${payNo}`.slice(0, 32))).toEqual({ status: 'SUCCESS', amountCents: part })
    expect((await provider.query(payNo)).state).toBe('REFUNDED')
  })

  test('the gateway refuses a request signed with another key (401); a reply signed by another key is not believed', async () => {
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    const bad = new WechatPayProvider({ ...gw.config(NOTIFY_BASE), privateKey: other }, () => new Date(t.clock.now))
    await expect(bad.query('P0000000000001')).rejects.toThrow(/401 SIGN_ERROR/)
    // a reply signed by someone else is not believed
    const spoofKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString()
    const gullible = new WechatPayProvider({ ...gw.config(NOTIFY_BASE), publicKey: spoofKey }, () => new Date(t.clock.now))
    await expect(gullible.query('P0000000000001')).rejects.toThrow(/REPLY_NOT_VERIFIED/)
    // an unknown order is NOT_FOUND (a verified 404)
    const good = new WechatPayProvider(gw.config(NOTIFY_BASE), () => new Date(t.clock.now))
    expect(await good.query('P0000000000001')).toEqual({ state: 'NOT_FOUND' })
  })

  test('platform-certificate mode and both keys during a switch: verified by serial', async () => {
    const gw2 = await new FakeWechatPay({ mode: 'certificate', now: () => t.clock.now }).start()
    try {
      const certOnly = new WechatPayProvider(gw2.config(NOTIFY_BASE), () => new Date(t.clock.now))
      expect(await certOnly.query('P0000000000002')).toEqual({ state: 'NOT_FOUND' }) // the reply's serial → /v3/certificates
      expect(await certOnly.fetchCertificates()).toBe(1)
      // the merchant switches to the public key: replies and notifies may carry either serial for a while
      const both = new WechatPayProvider(
        { ...gw2.config(NOTIFY_BASE), publicKey: gw2.wxPublicKey, publicKeyId: gw2.wxPublicKeyId },
        () => new Date(t.clock.now),
      )
      gw2.mode = 'both' // signs with the public key now
      expect(await both.query('P0000000000002')).toEqual({ state: 'NOT_FOUND' })
      gw2.mode = 'certificate'
      expect(await both.query('P0000000000002')).toEqual({ state: 'NOT_FOUND' })
    } finally {
      await gw2.close()
    }
  })
})

describe('money kept right', () => {
  test('a lost notify: the sync job finds the payment after a few minutes, from any instance, once', async () => {
    const u = await wxPatient()
    const o = await order(u.token)
    const payNo = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 4 }, A(u.token))).body.data.payNo as string
    gw.pay(payNo) // the notify never comes
    await syncWaiting(t.app)
    expect(await paymentOf(payNo)).toMatchObject({ status: 'PAYING' }) // too early: not asked yet
    t.clock.advance(PAY_SYNC_AFTER_MS + 1000)
    // a second server instance on the same database runs the same job at the same time
    const t2 = await createTestApp({
      database,
      clock: t.clock,
      config: { notifyBaseUrl: NOTIFY_BASE, payments: { wechat: gw.config(NOTIFY_BASE), alipay: null, cmb: null } },
    })
    try {
      const runs = await Promise.all([syncWaiting(t.app), syncWaiting(t2.app)])
      expect(runs.every((r) => r.payments >= 1)).toBe(true)
    } finally {
      await t2.close()
    }
    expect(await statusOf(o.orderId)).toEqual({ status: 104, pay_state: 'SUCCESS' })
    // both instances found it paid (notify_count counts the results each applied); the compare-and-set moved it once
    const pay = await paymentOf(payNo)
    expect(pay).toMatchObject({ status: 'SUCCESS', notify_count: 2, trade_no: gw.orders.get(payNo)!.transactionId })
    expect(await database.db.selectFrom('order_refund').select('id').where('pay_no', '=', payNo).execute()).toEqual([])
  })

  test('a refund PROCESSING then final is followed by the sync job without a notify', async () => {
    const u = await wxPatient()
    const o = await order(u.token)
    const payNo = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 4 }, A(u.token))).body.data.payNo as string
    gw.pay(payNo)
    expect((await gw.post(gw.paymentNotify(payNo))).status).toBe(204)
    gw.refundsProcessing = true
    try {
      expect((await t.post('/order-center/orderCenter/orderRefund', { orderId: o.orderId }, A(u.token))).status).toBe(200)
    } finally {
      gw.refundsProcessing = false
    }
    const refund = await database.db.selectFrom('order_refund').selectAll().where('order_id', '=', o.orderId).executeTakeFirstOrThrow()
    await syncWaiting(t.app)
    expect(
      (await database.db.selectFrom('order_refund').select('status').where('id', '=', refund.id).executeTakeFirstOrThrow()).status,
    ).toBe('PENDING')
    gw.finishRefund(refund.refund_no, 'SUCCESS') // …and its notify is lost
    await syncWaiting(t.app)
    expect(
      (await database.db.selectFrom('order_refund').select('status').where('id', '=', refund.id).executeTakeFirstOrThrow()).status,
    ).toBe('SUCCESS')
  })

  test('a payment that arrives after the order was cancelled is recorded and refunded once', async () => {
    const u = await wxPatient()
    const o = await order(u.token)
    const payNo = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 4 }, A(u.token))).body.data.payNo as string
    expect((await t.post('/order-center/orderCenter/orderCancel', { orderId: o.orderId, cancelReason: '其他' }, A(u.token))).status).toBe(
      200,
    )
    // the payer's client had paid just as the close went out (the gateway accepted the payment after all)
    gw.orders.get(payNo)!.state = 'NOTPAY'
    gw.pay(payNo)
    const n = gw.paymentNotify(payNo)
    for (let i = 0; i < 3; i++) expect((await gw.post(n)).status).toBe(204)
    expect(await paymentOf(payNo)).toMatchObject({ status: 'SUCCESS', trade_no: gw.orders.get(payNo)!.transactionId })
    const refunds = await database.db.selectFrom('order_refund').selectAll().where('pay_no', '=', payNo).execute()
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({
      amount_cents: Math.round(o.actualPrice * 100),
      status: 'SUCCESS',
      reason: M.CLOSED_ORDER_AUTO_REFUND_REASON,
    })
    expect([...gw.refunds.values()].filter((r) => r.outTradeNo === payNo).map((r) => [r.outRefundNo, r.refund])).toEqual([
      [refunds[0].refund_no, refunds[0].amount_cents],
    ])
    expect((await statusOf(o.orderId)).status).not.toBe(104)
  })

  test('a production server (no sandbox): only channels with a real provider are offered; an H5 payment ends paid by notify', async () => {
    const live = await createTestApp({
      database,
      clock: t.clock,
      config: { production: true, notifyBaseUrl: NOTIFY_BASE, payments: { wechat: gw.config(NOTIFY_BASE), alipay: null, cmb: null } },
    })
    const deliverTo = gw.deliverTo
    try {
      expect(live.app.deps.sandboxProviders).toBe(false)
      const list = async (channel: string) =>
        (
          (await live.get('/order-center/cart/payMethod', { query: { channel } })).body.data.list as Array<{
            payChannel: number
            isDefault: boolean
          }>
        ).map((x) => [x.payChannel, x.isDefault])
      expect(await list('none')).toEqual([[3, true]]) // no Alipay, no CMB
      expect(await list('wechat')).toEqual([[4, true]])
      expect(await list('alipay')).toEqual([])
      const u = await wxPatient()
      const o = await order(u.token)
      const r = await live.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 5 }, A(u.token))
      expect([r.status, r.body.msg]).toEqual([400, M.PAY_CHANNEL_UNAVAILABLE])
      const h5 = await live.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3 }, A(u.token))
      expect(h5.status).toBe(200)
      expect(h5.body.data.redirectUrl.startsWith(`${gw.origin}/cashier/h5?prepay_id=`)).toBe(true)
      gw.pay(h5.body.data.payNo)
      const addr = live.app.server.address()
      gw.deliverTo = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`
      expect(await gw.post(gw.paymentNotify(h5.body.data.payNo))).toEqual({ status: 204, body: '' })
      expect(await statusOf(o.orderId)).toEqual({ status: 104, pay_state: 'SUCCESS' })
      // the sandbox's endpoints do not exist here
      expect((await live.post('/pay-center/sandbox/confirm', { payNo: h5.body.data.payNo, result: 'SUCCESS' }, A(u.token))).status).toBe(
        404,
      )
    } finally {
      gw.deliverTo = deliverTo
      await live.close()
    }
  })
})
