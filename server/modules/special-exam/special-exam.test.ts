/**
 * Special exam orders and prescription pay over HTTP (issue 18): market/specialMed (hospital 6: 专项筛查), spePeOrder
 * (a buy-now line of one with its person form and appointment), spePeOrderList (only the caller's special-medical
 * orders), prescriptionPay (the demo user's seeded pending prescription order; a counter order is a 400, another
 * user's order a 404).
 */
import { createSeededApp, createTestDatabase, EXAM_FORM_FILLED, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { createSession } from '../../auth/sessions'
import { DEMO_USER } from '../../seed'
import * as M from '../../../src/domain/messages'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '137', 'spe')
const H6 = { hospitalId: '6' }
/** 专项筛查 (633) exam packages of hospital 6's browse seed (the check-up seed adds more) */
const SPECIAL = [6025, 6026, 6027, 6033, 6034]

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

/** a place of goods 6025 with room (its capacity raised), and its first sku */
async function examLine() {
  const db = database.db
  const slot = await db
    .selectFrom('appoint_pool')
    .select(['appointed_date', 'appointed_time'])
    .where('goods_id', '=', 6025)
    .orderBy('appointed_date', 'desc')
    .executeTakeFirstOrThrow()
  await db
    .updateTable('appoint_pool')
    .set((eb) => ({ total: eb('booked', '+', 1000) }))
    .where('goods_id', '=', 6025)
    .execute()
  const sku = await db.selectFrom('goods_sku').select('id').where('goods_id', '=', 6025).orderBy('id').executeTakeFirstOrThrow()
  return {
    goodsId: 6025,
    skuId: sku.id,
    goodsNum: 1,
    peInfoList: [{ filedInfo: EXAM_FORM_FILLED, appointedDate: slot.appointed_date, appointedTime: slot.appointed_time }],
  }
}

test('market/specialMed: the special-medical check-ups of hospital 6; none at hospital 8; a category outside is a 400', async () => {
  const r = await t.get('/goods-center/market/specialMed', { query: { pageSize: 50 }, headers: H6 })
  expect(r.status).toBe(200)
  expect(r.body.data).toMatchObject({ open: true, title: '特色医疗', categories: [{ categoryId: 633, categoryName: '专项筛查' }] })
  const in633 = await database.db.selectFrom('goods').select('id').where('category_id', '=', 633).where('status', '=', 1).execute()
  expect(in633.map((g) => g.id)).toEqual(expect.arrayContaining(SPECIAL))
  expect(r.body.data.goods.list.map((g: { goodsId: number }) => g.goodsId).sort()).toEqual(in633.map((g) => g.id).sort())
  const bad = await t.get('/goods-center/market/specialMed', { query: { categoryId: 611 }, headers: H6 })
  expect([bad.status, bad.body.msg]).toEqual([400, M.SPECIAL_MED_CATEGORY_NOT_IN])
  const none = await t.get('/goods-center/market/specialMed', { headers: { hospitalId: '8' } })
  expect(none.body.data).toMatchObject({ open: false, notice: M.SPECIAL_MED_CLOSED, goods: { total: 0 } })
})

test('spePeOrder and spePeOrderList: a special-medical order is listed for its owner only; other goods are refused', async () => {
  const u = await patient()
  const other = await patient()
  // an ordinary order of the same user is not a special-medical one
  const plain = await t.post(
    '/order-center/orderCenter/commitPay',
    {
      goodsList: [{ goodsId: 6001, skuId: 60011, goodsNum: 1 }],
      address: {
        recvName: '张三',
        contactNumber: '13812345678',
        recvProvince: '江苏省',
        recvCity: '南京市',
        recvArea: '鼓楼区',
        recvAddress: '中山路1号',
      },
    },
    { token: u.token, headers: H6 },
  )
  expect(plain.status).toBe(200)
  const made = await t.post(
    '/order-center/orderCenter/spePeOrder',
    { requestId: 'spe-1', goodsList: [await examLine()] },
    { token: u.token, headers: H6 },
  )
  expect(made.status).toBe(200)
  const orderId = made.body.data.orderId
  const list = await t.get('/order-center/orderCenter/spePeOrderList', { query: {}, token: u.token, headers: H6 })
  expect(list.status).toBe(200)
  expect(list.body.data.list.map((o: { orderId?: number; id?: number }) => o.orderId ?? o.id)).toEqual([orderId])
  expect(list.body.data.total).toBe(1)
  expect((await t.get('/order-center/orderCenter/spePeOrderList', { query: {}, token: other.token, headers: H6 })).body.data.total).toBe(0)
  expect((await t.get('/order-center/orderCenter/spePeOrderList', { query: { status: 7 }, token: u.token, headers: H6 })).status).toBe(400)
  expect((await t.get('/order-center/orderCenter/spePeOrderList', { query: {} })).status).toBe(401)

  const outside = await t.post(
    '/order-center/orderCenter/spePeOrder',
    { goodsList: [{ goodsId: 6001, skuId: 60011, goodsNum: 1 }] },
    { token: u.token, headers: H6 },
  )
  expect([outside.status, outside.body.msg]).toEqual([404, M.SPECIAL_MED_GOODS_NOT_IN])
  const cart = await t.post('/order-center/orderCenter/spePeOrder', { cartIds: [1] }, { token: u.token, headers: H6 })
  expect([cart.status, cart.body.msg]).toEqual([400, M.SPECIAL_MED_BUY_NOW_ONLY])
})

test('prescriptionPay: the own pending prescription order only', async () => {
  const demo = await database.db.selectFrom('app_user').select('id').where('phone', '=', DEMO_USER.phone).executeTakeFirstOrThrow()
  const token = await createSession(database.db, {
    userId: demo.id,
    loginType: 1,
    channel: 'h5',
    hospitalId: 6,
    now: new Date(t.clock.now),
  })
  const pending = await database.db
    .selectFrom('shop_order')
    .select(['id', 'create_way'])
    .where('user_id', '=', demo.id)
    .where('status', '=', 101)
    .where('create_way', 'in', ['prescription', 'counter'])
    .execute()
  const rx = pending.find((o) => o.create_way === 'prescription')!
  const counter = pending.find((o) => o.create_way === 'counter')!
  const other = await patient()
  expect(
    (await t.post('/order-center/orderCenter/prescriptionPay', { orderId: rx.id, payChannel: 3 }, { token: other.token, headers: H6 }))
      .status,
  ).toBe(404)
  const wrong = await t.post('/order-center/orderCenter/prescriptionPay', { orderId: counter.id, payChannel: 3 }, { token, headers: H6 })
  expect([wrong.status, wrong.body.msg]).toEqual([400, M.PRESCRIPTION_ORDER_ONLY])
  expect((await t.post('/order-center/orderCenter/prescriptionPay', { orderId: rx.id }, { token, headers: H6 })).status).toBe(400)
  const pay = await t.post('/order-center/orderCenter/prescriptionPay', { orderId: rx.id, payChannel: 3 }, { token, headers: H6 })
  expect(pay.status).toBe(200)
  expect(pay.body.data).toMatchObject({ orderIds: [rx.id], payChannel: 3 })
  expect(pay.body.data.redirectUrl).toContain('/pay-center/sandbox/cashier')
})

test('market/professionDetail and index/professionDetail: a specialty with its goods; another hospital 404, bad id 400', async () => {
  const r = await t.get('/goods-center/market/professionDetail', { query: { professionId: 6103, pageSize: 50 }, headers: H6 })
  expect(r.status).toBe(200)
  expect(r.body.data).toMatchObject({ professionId: 6103, name: '康复医学科' })
  expect(r.body.data.iconUrl).toContain('cat-rehab')
  const ids = r.body.data.goods.list.map((g: { goodsId: number }) => g.goodsId)
  const inCats = await database.db.selectFrom('goods').select('id').where('category_id', 'in', [623, 642]).where('status', '=', 1).execute()
  expect([...ids].sort()).toEqual(inCats.map((g) => g.id).sort())
  expect((await t.get('/goods-center/index/professionDetail', { query: { professionId: 6103, pageSize: 50 }, headers: H6 })).body).toEqual(
    r.body,
  )
  const other = await t.get('/goods-center/market/professionDetail', { query: { professionId: 6103 }, headers: { hospitalId: '7' } })
  expect([other.status, other.body.msg]).toEqual([404, M.PROFESSION_NOT_FOUND])
  expect((await t.get('/goods-center/market/professionDetail', { query: { professionId: 'x' }, headers: H6 })).status).toBe(400)
  expect((await t.get('/goods-center/market/professionDetail', { headers: H6 })).status).toBe(400)
})
