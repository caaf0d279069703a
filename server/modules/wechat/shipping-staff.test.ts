/**
 * The WeChat shipping-information upload wired to the staff console over HTTP (issue 30 item 5), against the local
 * fakes of api.weixin.qq.com and WeChat Pay: a parcel shipped by the staff is uploaded with WeChat's courier code
 * (SF with the receiver's masked phone); a failed upload (10060001) is retried by the job on its timer and accepted;
 * an upload WeChat keeps refusing (268485216) is given up after MAX_ATTEMPTS and shown as FAILED on the order detail;
 * a courier without a WeChat code is FAILED at once with the reason; an order without goods to ship is reported as
 * 用户自提 (logistics_type 4) when 核销, once; an order paid by another channel uploads nothing. The job runs one at
 * a time (server/lib/job-lock.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { STAFF_PATHS } from '../../../contract/staff'
import { createClock, createTestApp, type TestApp } from '../../../test-support/server'
import { paidOrders } from '../../../test-support/server/orders'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import { FakeWechatApi, MINI_APP, wechatLoginConfig } from '../../../test-support/gateways/wechat-api'
import { FakeWechatPay } from '../../../test-support/gateways/wechatpay'
import { runExclusive } from '../../lib/job-lock'
import { MAX_ATTEMPTS, retryShippingUploads, wechatDeliveryId } from '.'
import { OFFERED_COURIERS } from './couriers'

const NOTIFY_BASE = 'https://shop.example.com'
const UPLOAD = '/wxa/sec/order/upload_shipping_info'
const ADDRESS = {
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路321号5栋',
  recvName: '王小明',
  contactNumber: '13912345678',
}

const clock = createClock()
let api: FakeWechatApi
let pay: FakeWechatPay
let t: TestApp
let agent: StaffClient
let desk: StaffClient
const order = paidOrders(() => ({ database: t.database, t }))

beforeAll(async () => {
  api = await new FakeWechatApi({ now: () => clock.now }).start()
  pay = await new FakeWechatPay({ now: () => clock.now, appids: [MINI_APP.appId] }).start()
  t = await createTestApp({
    clock,
    config: {
      ...wechatLoginConfig(api),
      notifyBaseUrl: NOTIFY_BASE,
      payments: { wechat: pay.config(NOTIFY_BASE), alipay: null, cmb: null },
      // the retry job's timer (real time; the test clock decides what is due)
      orders: { sweepMs: 1000 },
    },
  })
  agent = await staffOfRole(t, 'cs-agent', 6)
  desk = await staffOfRole(t, 'checkup-desk', 6)
})
afterAll(async () => {
  await t?.close()
  await api?.close()
  await pay?.close()
})

let seq = 0
/** a paid order of a mini-program user, paid through WX_JSAPI (channel 4) unless told */
async function wxOrder(o: { goodsType?: number; channel?: number; verifyCode?: string } = {}) {
  const openid = `o-ship-staff-${++seq}`
  const login = await t.post('/user-center/wxLogin', { code: api.loginCode(MINI_APP.appId, { openid }) })
  const row = await order(login.body.data.userBase.id, { address: ADDRESS, goodsType: o.goodsType, verifyCode: o.verifyCode })
  await t.database.db
    .updateTable('shop_order')
    .set({ pay_channel: o.channel ?? 4 })
    .where('id', '=', row.id)
    .execute()
  return { ...row, openid, payNo: `P${row.orderNo}` }
}
const uploadsOf = (payNo: string) => api.shippingUploads.filter((u) => u.body.order_key.out_trade_no === payNo)
const callsFor = (payNo: string) =>
  api.callsTo(UPLOAD).filter((c) => (JSON.parse(c.body) as { order_key?: { out_trade_no?: string } }).order_key?.out_trade_no === payNo)
const detail = async (id: number) => (await agent.get(STAFF_PATHS.orderDetail, { query: { id } })).body.data
const ship = (id: number, company: string, trackingNo: string) => agent.post(STAFF_PATHS.orderShip, { id, company, trackingNo })

async function until(cond: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

test("every courier the console offers has WeChat's code; short forms too; an unknown one none", () => {
  const api = fs.readFileSync(path.join(__dirname, '../../../console/src/features/orders/api.ts'), 'utf8')
  const offered = JSON.parse(api.match(/export const COURIERS = (\[[^\]]*\])/)![1].replace(/'/g, '"')) as string[]
  expect(offered).toEqual(OFFERED_COURIERS)
  expect(offered.map(wechatDeliveryId)).toEqual(['SF', 'JD', 'EMS', 'ZTO', 'YTO', 'STO', 'YUNDA', 'JTSD'])
  expect(wechatDeliveryId(' 顺丰 ')).toBe('SF')
  expect(wechatDeliveryId('yto')).toBe('YTO')
  expect(wechatDeliveryId('德邦快递')).toBeNull()
})

test('a parcel shipped by the staff: uploaded at once with the courier code, SF with the masked receiver phone', async () => {
  const o = await wxOrder()
  const r = await ship(o.id, '顺丰速运', 'SF1234567890')
  expect(r.status).toBe(200)
  expect(r.body.data.wechatShipping).toEqual({ status: 'DONE', attempts: 1, lastError: null, nextTime: null })
  expect(uploadsOf(o.payNo)).toEqual([
    {
      appid: MINI_APP.appId,
      body: expect.objectContaining({
        order_key: { order_number_type: 1, mchid: pay.mchid, out_trade_no: o.payNo },
        logistics_type: 1,
        delivery_mode: 1,
        payer: { openid: o.openid },
        shipping_list: [
          {
            tracking_no: 'SF1234567890',
            express_company: 'SF',
            item_desc: '商品6001*1;商品6002*1',
            contact: { receiver_contact: '139****5678' },
          },
        ],
      }),
    },
  ])
  expect(uploadsOf(o.payNo)[0].body.upload_time).toMatch(/\+08:00$/)
  // 圆通: no contact needed
  const o2 = await wxOrder()
  await ship(o2.id, '圆通速递', 'YT1234567890')
  expect(uploadsOf(o2.payNo)[0].body.shipping_list).toEqual([
    { tracking_no: 'YT1234567890', express_company: 'YTO', item_desc: expect.any(String) },
  ])
})

test('WeChat answers 10060001: the upload stays pending on the order detail and the job on its timer retries it', async () => {
  const o = await wxOrder()
  api.shippingFailures = { n: 1, errcode: 10060001, errmsg: '支付单不存在' }
  const r = await ship(o.id, '中通快递', 'ZT1234567890')
  expect(r.status).toBe(200) // the shipping itself is done
  expect(r.body.data).toMatchObject({ shipCompany: '中通快递', shipNo: 'ZT1234567890' })
  expect(r.body.data.wechatShipping).toMatchObject({ status: 'PENDING', attempts: 1, lastError: expect.stringContaining('10060001') })
  expect(r.body.data.wechatShipping.nextTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  expect(uploadsOf(o.payNo)).toHaveLength(0)
  // due after its back-off: the job (every second, real time) sends it again, accepted
  clock.advance(61_000)
  await until(async () => (await detail(o.id)).wechatShipping.status === 'DONE', 'the retry job')
  expect((await detail(o.id)).wechatShipping).toEqual({ status: 'DONE', attempts: 2, lastError: null, nextTime: null })
  expect(uploadsOf(o.payNo)).toEqual([{ appid: MINI_APP.appId, body: expect.objectContaining({ logistics_type: 1 }) }])
})

test('a courier WeChat has no code for: FAILED at once with the reason, nothing sent', async () => {
  const o = await wxOrder()
  const r = await ship(o.id, '德邦快递', 'DB1234567890')
  expect(r.status).toBe(200)
  expect(r.body.data.wechatShipping).toEqual({
    status: 'FAILED',
    attempts: 0,
    lastError: '快递公司「德邦快递」没有微信物流公司编码，请在微信小程序后台手工录入发货信息',
    nextTime: null,
  })
  expect(callsFor(o.payNo)).toHaveLength(0)
})

test('核销 of an order without goods to ship: reported as 用户自提 (logistics_type 4), once', async () => {
  const o = await wxOrder({ goodsType: 2, verifyCode: '600000000301' })
  const v = await desk.post(STAFF_PATHS.orderVerify, { code: '600000000301' })
  expect(v.body.data).toMatchObject({ orderId: o.id, status: 105 })
  expect(uploadsOf(o.payNo)).toEqual([
    {
      appid: MINI_APP.appId,
      body: expect.objectContaining({ logistics_type: 4, shipping_list: [{ item_desc: '商品6001*1;商品6002*1' }] }),
    },
  ])
  expect((await desk.post(STAFF_PATHS.orderVerify, { code: '600000000301' })).body.data).toMatchObject({ status: 102 })
  expect(callsFor(o.payNo)).toHaveLength(1)
  expect((await detail(o.id)).wechatShipping).toMatchObject({ status: 'DONE' })
})

test('an order paid by WeChat H5 (channel 3): shipped and 核销 with no upload', async () => {
  const o = await wxOrder({ channel: 3 })
  expect((await ship(o.id, '顺丰速运', 'SF1234567899')).body.data.wechatShipping).toBeNull()
  const s = await wxOrder({ channel: 3, goodsType: 2, verifyCode: '600000000302' })
  await desk.post(STAFF_PATHS.orderVerify, { code: '600000000302' })
  expect(callsFor(o.payNo)).toHaveLength(0)
  expect(callsFor(s.payNo)).toHaveLength(0)
})

test('the job runs one at a time: a second run while one is under way is skipped', async () => {
  let release!: () => void
  const first = runExclusive(t.database, 'probe', () => new Promise<string>((r) => (release = () => r('done'))))
  expect(await runExclusive(t.database, 'probe', async () => 'second')).toEqual({ ran: false })
  release()
  expect(await first).toEqual({ ran: true, value: 'done' })
  expect(await runExclusive(t.database, 'probe', async () => 'third')).toEqual({ ran: true, value: 'third' })
})

// this test moves the clock by hours: last, so the staff sessions of the others do not time out
test(`an upload WeChat keeps refusing (268485216) is given up after ${MAX_ATTEMPTS} tries and shown FAILED`, async () => {
  const o = await wxOrder()
  api.shippingFailures = { n: 100, errcode: 268485216, errmsg: 'upload_time is invalid' }
  try {
    await ship(o.id, '申通快递', 'ST1234567890')
    const row = () => t.database.db.selectFrom('wechat_shipping').selectAll().where('order_id', '=', o.id).executeTakeFirstOrThrow()
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      clock.advance(3600_000)
      await until(async () => (await row()).attempts > i, `try ${i + 1}`)
    }
    // hours later: a new staff session (the first one timed out) reads the order detail
    const d = (await (await staffOfRole(t, 'cs-agent', 6)).get(STAFF_PATHS.orderDetail, { query: { id: o.id } })).body.data
    expect(d.wechatShipping).toEqual({
      status: 'FAILED',
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringContaining('268485216'),
      nextTime: null,
    })
    // each try refused once (a try whose hour-old token had expired, 42001, was retried at once with a new one)
    expect(callsFor(o.payNo).filter((c) => c.reply.errcode === 268485216)).toHaveLength(MAX_ATTEMPTS)
    // given up: no more tries
    const sent = callsFor(o.payNo).length
    clock.advance(24 * 3600_000)
    expect(await retryShippingUploads(t.app.deps)).toBe(0)
    expect(callsFor(o.payNo)).toHaveLength(sent)
  } finally {
    api.shippingFailures = null
  }
})
