/**
 * The 'service and exam orders' part of the former __tests__/server/order.test.ts (tests beside what they test).
 *
 * Buy journey over HTTP: the cart endpoints, coupons for an order, commitPay (server pricing,
 * address, stock, coupon, cart cleanup), cancel / auto close (stock and coupon back), payments
 * through the sandbox (prepay shapes per channel, cashier, bridge, notify once, forged notify
 * refused), order views, QR, refund, confirm, delete, appointments, verification, ownership.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients, EXAM_FORM_FILLED, cashierSubmit } from '../../../test-support/server'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp

const login = patients(() => ({ database, t }), '137', 'u')
const A = (token: string, extra: Record<string, string> = {}) => ({ token, headers: extra })

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('service and exam orders', () => {
  const filed = EXAM_FORM_FILLED
  test('exam line: rule form and appointment checked, slot booked; reschedule rule; cancelAppoint; changePeInfo; verification records', async () => {
    const u = await login()
    const pool = (await t.get('/order-center/cart/orderRule', { query: { goodsId: 6036 } })).body.data.appointPool
    const [d1, d2] = pool.slice(-2)
    const line = (pe: any) => ({ goodsList: [{ goodsId: 6036, skuId: 60361, goodsNum: 1, peInfoList: [pe] }] })
    expect((await t.post('/order-center/orderCenter/commitPay', line({ filedInfo: filed.slice(0, 2) }), A(u.token))).body.msg).toBe(
      '请输入手机号',
    )
    expect((await t.post('/order-center/orderCenter/commitPay', line({ filedInfo: filed }), A(u.token))).body.msg).toBe('请选择预约日期')
    const slot = { appointedDate: d1.appointedDate, appointedTime: d1.poolList[0].appointedTime }
    const booked = async (date: string, time: string) =>
      (
        await database.db
          .selectFrom('appoint_pool')
          .select('booked')
          .where('goods_id', '=', 6036)
          .where('appointed_date', '=', date)
          .where('appointed_time', '=', time)
          .executeTakeFirstOrThrow()
      ).booked
    const b0 = await booked(slot.appointedDate, slot.appointedTime)
    const r = await t.post('/order-center/orderCenter/commitPay', line({ filedInfo: filed, ...slot }), A(u.token))
    expect(r.status).toBe(200)
    const orderId = r.body.data.orderId
    expect(await booked(slot.appointedDate, slot.appointedTime)).toBe(b0 + 1)
    const detail = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: orderId } })).body.data
    expect(detail.orderClassify).toBe(1)
    expect((await t.get('/order-center/orderCenter/getRouteInfo', { token: u.token, query: { orderId } })).body.data.url).toBe(
      `/serPackageOrderDetail?id=${orderId}`,
    )
    const og = detail.goodsList[0].id
    const ap = (await t.post('/order-center/orderCenter/queryOrderAppoint', { orderId }, A(u.token))).body.data
    expect(ap[0]).toMatchObject({ orderGoodsId: og, index: 0, ...slot, rescheduleCount: 0, canReschedule: true })
    const to = { orderId, orderGoodsId: og, appointedDate: d2.appointedDate, appointedTime: d2.poolList[1].appointedTime }
    const up = await t.post('/order-center/orderCenter/updateAppointDate', to, A(u.token))
    expect(up.body.data[0]).toMatchObject({ appointedDate: d2.appointedDate, rescheduleCount: 1 })
    expect(await booked(slot.appointedDate, slot.appointedTime)).toBe(b0)
    for (let i = 0; i < 2; i++)
      await t.post(
        '/order-center/orderCenter/updateAppointDate',
        { ...to, appointedTime: d2.poolList[i % 2 === 0 ? 0 : 1].appointedTime },
        A(u.token),
      )
    const fourth = await t.post('/order-center/orderCenter/updateAppointDate', to, A(u.token))
    expect(fourth.body.msg).toMatch(/改期次数已达上限/)
    expect(
      (
        await t.post(
          '/order-center/orderCenter/changePeInfo',
          { orderId, orderGoodsId: og, peInfo: { filedInfo: filed.map((f) => (f.fieldId === 15 ? { ...f, value: 'abc' } : f)) } },
          A(u.token),
        )
      ).body.msg,
    ).toBe('请输入数字')
    const ch = await t.post(
      '/order-center/orderCenter/changePeInfo',
      { orderId, orderGoodsId: og, peInfo: { filedInfo: filed.map((f) => (f.fieldId === 13 ? { ...f, value: '王五' } : f)) } },
      A(u.token),
    )
    expect(ch.body.data.goodsList[0].peInfoList[0].filedInfo[0].value).toBe('王五')
    const ca = await t.get('/order-center/orderCenter/cancelAppoint', { token: u.token, query: { orderId, orderGoodsId: og } })
    expect(ca.body.msg).toMatch(/改期次数已达上限/)
    // pay, verify by code (sandbox verifier), records
    const p = (await t.post('/pay-center/pay/toPay', { orderId, payChannel: 3 }, A(u.token))).body.data
    await cashierSubmit(t, p, 'SUCCESS')
    const code = (await t.get('/order-center/orderCenter/getOrderQr', { token: u.token, query: { orderId } })).body.data.verifyCode
    expect((await t.post('/order-center/orderCenter/updateVerification', { verifyCode: code })).body.data).toEqual({ orderId, status: 102 })
    const rec = (await t.post('/order-center/orderCenter/getVerificationRecord', { orderId }, A(u.token))).body.data
    expect(rec).toMatchObject([{ orderGoodsId: og, usedNum: 1, goodsName: '驾驶员体检' }])
  })

  test('delivery line needs service data; roles must be chosen; sellOutApply', async () => {
    const u = await login()
    const base = { goodsId: 6030, skuId: 60301, goodsNum: 1 }
    expect((await t.post('/order-center/orderCenter/commitPay', { goodsList: [base] }, A(u.token))).body.msg).toBe(
      '暂无服务信息，请联系客服下发服务人员信息',
    )
    const withData = { ...base, serviceDataList: [[{ key: '服务地址', value: '鼓楼区' }]] }
    expect((await t.post('/order-center/orderCenter/commitPay', { goodsList: [withData] }, A(u.token))).body.msg).toBe('请选择护士')
    const roles = (await database.db.selectFrom('goods').select('service_list').where('id', '=', 6030).executeTakeFirstOrThrow())
      .service_list as any
    const now = new Date(t.clock.now)
    const person = (await database.db
      .insertInto('user_person' as any)
      .values({
        user_id: u.userId,
        name: '王护理',
        sex: 0,
        id_number_enc: 'x',
        id_number_hash: `h${u.userId}`,
        id_number_masked: '110***********002X',
        birthday: null,
        age: 60,
        phone: '13912345678',
        marital_status: 1,
        is_default: true,
        consent_at: now,
        created_at: now,
        updated_at: now,
      } as any)
      .returning('id' as any)
      .executeTakeFirstOrThrow()) as any
    const stranger = await login()
    expect(
      (
        await t.post(
          '/order-center/orderCenter/commitPay',
          { goodsList: [{ ...withData, serviceRoles: { [roles[0].id]: person.id } }] },
          A(stranger.token),
        )
      ).body.msg,
    ).toBe('请选择护士')
    const ok = await t.post(
      '/order-center/orderCenter/commitPay',
      { goodsList: [{ ...withData, serviceRoles: { [roles[0].id]: person.id } }] },
      A(u.token),
    )
    expect(ok.body.msg).toBe('success')
    const line = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: ok.body.data.orderId } })).body.data
      .goodsList[0]
    expect(line.servicePersons).toEqual([expect.objectContaining({ id: person.id, name: '王护理', idNumber: '110***********002X' })])
    expect(line.serviceDataList).toEqual([[{ key: '服务地址', value: '鼓楼区' }]])
    expect((await t.post('/order-center/order/sellOutApply', { goodsId: 6022, skuId: 60221 }, A(u.token))).body.data).toMatchObject({
      applied: true,
    })
    expect((await t.post('/order-center/order/sellOutApply', { goodsId: 999999 }, A(u.token))).status).toBe(404)
  })
})
