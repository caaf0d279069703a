/**
 * Shipping information for WX_JSAPI orders (server/modules/wechat/shipping.ts) against the local fake of
 * api.weixin.qq.com, which checks the fields the real upload_shipping_info requires: a service order as virtual goods
 * (logistics_type 3), a parcel with its courier (1), a failed upload queued and retried after its back-off, a second
 * upload of a shipped order (10060003) taken as done, an order of another channel left alone.
 */
import { createClock, createTestApp, type TestApp } from '../../../test-support/server'
import { paidOrders } from '../../../test-support/server/orders'
import { FakeWechatApi, MINI_APP, wechatLoginConfig } from '../../../test-support/gateways/wechat-api'
import type { Config } from '../../lib/config'
import { retryShippingUploads, uploadShippingInfo } from '.'

const clock = createClock()
let gw: FakeWechatApi
let t: TestApp
let deps: Parameters<typeof uploadShippingInfo>[0]
const order = paidOrders(() => ({ database: t.database, t }))
beforeAll(async () => {
  gw = await new FakeWechatApi({ now: () => clock.now }).start()
  t = await createTestApp({ clock, config: wechatLoginConfig(gw) })
  // WeChat Pay's merchant of the mini-program (only mchId and appId are read here)
  const payments = { ...t.app.deps.config.payments, wechat: { mchId: '1900000109', appId: MINI_APP.appId } } as Config['payments']
  deps = { db: t.app.deps.db, now: () => t.app.deps.now(), config: { ...t.app.deps.config, payments } }
})
afterAll(async () => {
  await t?.close()
  await gw?.close()
})

async function jsapiOrder(openid: string): Promise<{ id: number; payNo: string }> {
  const login = await t.post('/user-center/wxLogin', { code: gw.loginCode(MINI_APP.appId, { openid }) })
  const o = await order(login.body.data.userBase.id)
  await t.database.db.updateTable('shop_order').set({ pay_channel: 4 }).where('id', '=', o.id).execute()
  return { id: o.id, payNo: `P${o.orderNo}` }
}
const queued = (orderId: number) =>
  t.database.db.selectFrom('wechat_shipping').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()

test('a service order: virtual goods (logistics_type 3), the payer and the merchant order number, China time', async () => {
  const o = await jsapiOrder('o-ship-service')
  expect(await uploadShippingInfo(deps, o.id)).toBe('uploaded')
  const up = gw.shippingUploads.at(-1)!
  expect(up.appid).toBe(MINI_APP.appId)
  expect(up.body).toMatchObject({
    order_key: { order_number_type: 1, mchid: '1900000109', out_trade_no: o.payNo },
    logistics_type: 3,
    delivery_mode: 1,
    payer: { openid: 'o-ship-service' },
    shipping_list: [{ item_desc: expect.stringContaining('商品') }],
  })
  expect(up.body.upload_time).toMatch(/\+08:00$/)
  expect(await queued(o.id)).toMatchObject({ status: 'DONE', attempts: 1 })
})

test('a parcel: the upload fails, stays queued, is retried after its back-off and accepted; a repeat is done', async () => {
  const o = await jsapiOrder('o-ship-parcel')
  gw.shippingFailures = { n: 1, errcode: -1, errmsg: 'system error' }
  const shipment = { expressCompany: 'YTO', trackingNo: 'YT1234567890' }
  expect(await uploadShippingInfo(deps, o.id, shipment)).toBe('pending')
  expect(await queued(o.id)).toMatchObject({ status: 'PENDING', attempts: 1, last_error: expect.stringContaining('-1') })
  expect(await retryShippingUploads(deps)).toBe(0) // not due yet
  clock.advance(61_000)
  expect(await retryShippingUploads(deps)).toBe(1)
  expect(gw.shippingUploads.at(-1)!.body).toMatchObject({
    logistics_type: 1,
    shipping_list: [{ tracking_no: 'YT1234567890', express_company: 'YTO' }],
  })
  expect(await queued(o.id)).toMatchObject({ status: 'DONE', attempts: 2, last_error: null })
  // the staff ship again: WeChat answers 10060003 (already shipped), taken as done
  expect(await uploadShippingInfo(deps, o.id, shipment)).toBe('uploaded')
  expect(gw.callsTo('/wxa/sec/order/upload_shipping_info').at(-1)!.reply).toMatchObject({ errcode: 10060003 })
})

test('an order paid through another channel needs no upload', async () => {
  const login = await t.post('/user-center/wxLogin', { code: gw.loginCode(MINI_APP.appId, { openid: 'o-ship-h5' }) })
  const o = await order(login.body.data.userBase.id) // channel 3
  const before = gw.callsTo('/wxa/sec/order/upload_shipping_info').length
  expect(await uploadShippingInfo(deps, o.id)).toBe('not-needed')
  expect(gw.callsTo('/wxa/sec/order/upload_shipping_info')).toHaveLength(before)
})
