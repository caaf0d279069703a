/**
 * Issue 10, the order / exam / payment findings, each written as the attack over real HTTP (red on
 * the code before the fix, green after): exam places taken without paying, an open redirect and a
 * cashier anyone could press, an order total past 32-bit cents, a per-order flash-sale limit split
 * over two lines, stock held by order after order, an after-sale approved after a full refund, and
 * the exam person / ID number extras.
 */
import { createTestApp, createTestDatabase, type TestApp, createSeededApp, patients, EXAM_FORM_FILLED, cashierSubmit, cashierTokenOf, examUnitWithoutPlace, payByBridge } from './helpers'
import type { Database } from '../../server/lib/db'
import * as M from '../../src/domain/messages'
import { idCheckDigit } from '../../src/domain/validation'

let database: Database
let t: TestApp
let seededAt = 0
const ADDRESS = { recvName: '张三', contactNumber: '13912345678', recvProvince: '江苏省', recvCity: '南京市', recvArea: '鼓楼区', recvAddress: '中山路1号' }
const login = patients(() => ({ database, t }), '135', 'h')
const A = (token: string, extra: Record<string, string> = {}) => ({ token, headers: extra })
const form = { 'content-type': 'application/x-www-form-urlencoded' }
/** China calendar day d days after the seed */
const day = (d: number) => new Date(seededAt + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10)
const idNo = (birth: string, s: string) => `320102${birth}${s}` + idCheckDigit(`320102${birth}${s}`)
const booked = async (goodsId: number, date: string, time: string) =>
  (await database.db.selectFrom('appoint_pool').select('booked').where('goods_id', '=', goodsId).where('appointed_date', '=', date).where('appointed_time', '=', time).executeTakeFirstOrThrow()).booked
const placelessUnit = (token: string, goodsId: number, opts: { pay?: boolean } = {}) => examUnitWithoutPlace(t, database, token, goodsId, { appointedDate: day(7), appointedTime: '08:00-09:00' }, opts)
async function addPerson(token: string, idNumber = idNo('19900307', '123'), name = '李四'): Promise<{ id: number }> {
  const r = await t.post('/intserv/pe/addPePerson', { name, idNumber, phone: '13912345678', maritalStatus: 1, consent: true }, { token })
  expect(r.status).toBe(200)
  return r.body.data
}
const orderCount = async (userId: number) => Number((await database.db.selectFrom('shop_order').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n)
const buy = (token: string, goodsList: unknown[], extra: Record<string, unknown> = {}) => t.post('/order-center/orderCenter/commitPay', { goodsList, address: ADDRESS, ...extra }, A(token))

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  seededAt = Date.parse(kv.value)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('exam places are held only by a paid (or being-paid) order unit', () => {
  test('attack: pe/appoint without an order takes no place (the finding: 8 remaining places taken by one user)', async () => {
    const at = { appointedDate: day(5), appointedTime: '14:00-15:00' }
    await database.db.updateTable('appoint_pool').set((eb) => ({ total: eb('booked', '+', 8) })).where('goods_id', '=', 6036).where('appointed_date', '=', at.appointedDate).where('appointed_time', '=', at.appointedTime).execute()
    const before = await booked(6036, at.appointedDate, at.appointedTime)
    const attacker = await login()
    const persons = [await addPerson(attacker.token)]
    for (let i = 0; i < 7; i++) persons.push(await addPerson(attacker.token, idNo('19900307', String(200 + i)), `李${'一二三四五六七'[i]}`))
    for (const p of persons) {
      const r = await t.post('/intserv/pe/appoint', { packageId: 6036, personId: p.id, ...at }, A(attacker.token))
      expect(r.body).toEqual({ code: 400, msg: '缺少参数 orderId', data: null })
    }
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(before)
    // the paying patient's commitPay for that slot gets a place
    const patient = await login()
    const o = await buy(patient.token, [{ goodsId: 6036, skuId: 60361, goodsNum: 1, peInfoList: [{ filedInfo: EXAM_FORM_FILLED, ...at }] }])
    expect(o.status).toBe(200)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(before + 1)
  })

  test("attack: pe/appoint on another user's order, a closed or cancelled order, another package's line or a unit that has its place takes no place", async () => {
    const at = { appointedDate: day(6), appointedTime: '09:00-10:00' }
    const b0 = await booked(6036, at.appointedDate, at.appointedTime)
    const victim = await login()
    const attacker = await login()
    const ap = await addPerson(attacker.token)
    const theirs = await placelessUnit(victim.token, 6036, { pay: true })
    const book = (unit: object, extra: object = {}) => t.post('/intserv/pe/appoint', { packageId: 6036, personId: ap.id, ...unit, ...at, ...extra }, A(attacker.token))
    expect((await book(theirs)).body).toEqual({ code: 404, msg: '订单不存在', data: null })
    // the attacker's own unpaid order past its close window (not yet swept) and then cancelled
    const mine = await placelessUnit(attacker.token, 6036)
    const saved = t.clock.now
    t.clock.advance(31 * 60_000)
    try {
      expect((await book(mine)).body).toEqual({ code: 400, msg: '订单未支付或已关闭，不能预约', data: null })
    } finally {
      t.clock.now = saved
    }
    const cancelled = await placelessUnit(attacker.token, 6036)
    expect((await t.post('/order-center/orderCenter/orderCancel', { orderId: cancelled.orderId, cancelReason: '其他' }, A(attacker.token))).status).toBe(200)
    expect((await book(cancelled)).body.msg).toBe('订单未支付或已关闭，不能预约')
    // a line of another goods (6023) for package 6036, and a unit that still has its checkout place
    const other = await placelessUnit(attacker.token, 6023)
    expect((await book(other)).body).toEqual({ code: 404, msg: '订单中没有该体检套餐', data: null })
    const withPlace = await buy(attacker.token, [{ goodsId: 6036, skuId: 60361, goodsNum: 1, peInfoList: [{ filedInfo: EXAM_FORM_FILLED, appointedDate: day(7), appointedTime: '08:00-09:00' }] }])
    const og = (await t.get('/order-center/orderCenter/orderDetail', { token: attacker.token, query: { id: withPlace.body.data.orderId } })).body.data.goodsList[0].id
    expect((await book({ orderId: withPlace.body.data.orderId, orderGoodsId: og })).body).toEqual({ code: 400, msg: '该体检已预约，如需改期请修改预约', data: null })
    expect((await book({ ...theirs, index: 1 })).status).toBe(404)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0)
  })

  test('attack: one paid unit holds one place — parallel bookings of it, the same person again, and updateAppointDate beside it take nothing more', async () => {
    const at = { appointedDate: day(6), appointedTime: '14:00-15:00' }
    await database.db.updateTable('appoint_pool').set((eb) => ({ total: eb('booked', '+', 10) })).where('goods_id', '=', 6036).where('appointed_date', '=', at.appointedDate).where('appointed_time', '=', at.appointedTime).execute()
    const b0 = await booked(6036, at.appointedDate, at.appointedTime)
    const u = await login()
    const persons = []
    for (let i = 0; i < 5; i++) persons.push(await addPerson(u.token, idNo('19900307', String(300 + i)), `王${'一二三四五'[i]}`))
    const unit = await placelessUnit(u.token, 6036, { pay: true })
    const rs = await Promise.all(persons.map((p) => t.post('/intserv/pe/appoint', { packageId: 6036, personId: p.id, ...unit, ...at }, A(u.token))))
    expect(rs.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400])
    expect(rs.filter((r) => r.status === 400).every((r) => r.body.msg === '该体检已预约，如需改期请修改预约')).toBe(true)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0 + 1)
    const exam = rs.find((r) => r.status === 200)!.body.data
    // the unit shows that booking in the order, and the order side cannot take a second place for it
    const ap = (await t.post('/order-center/orderCenter/queryOrderAppoint', { orderId: unit.orderId }, A(u.token))).body.data[0]
    expect(ap).toMatchObject({ appointedDate: at.appointedDate, appointedTime: at.appointedTime, canReschedule: false })
    const move = { orderId: unit.orderId, orderGoodsId: unit.orderGoodsId, appointedDate: day(6), appointedTime: '15:00-16:00' }
    const b15 = await booked(6036, day(6), '15:00-16:00')
    expect((await t.post('/order-center/orderCenter/updateAppointDate', move, A(u.token))).body.msg).toBe('该体检已在体检预约中预约，请在预约记录中改期或取消')
    expect(await booked(6036, day(6), '15:00-16:00')).toBe(b15)
    // the same person for the same package on another paid unit
    const second = await placelessUnit(u.token, 6036, { pay: true })
    expect((await t.post('/intserv/pe/appoint', { packageId: 6036, personId: exam.personId, ...second, ...at }, A(u.token))).body.msg).toBe('该体检人已预约该套餐')
    // cancelled in the exam module: the unit is free again, and order-center may book it
    expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId: exam.appointmentId }, A(u.token))).status).toBe(200)
    expect((await t.post('/order-center/orderCenter/updateAppointDate', move, A(u.token))).status).toBe(200)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0)
    expect(await booked(6036, day(6), '15:00-16:00')).toBe(b15 + 1)
  })

  test('attack: a place booked on an unpaid order goes back when the order is cancelled, closes unpaid or is refunded', async () => {
    const at = { appointedDate: day(4), appointedTime: '09:00-10:00' }
    const b0 = await booked(6036, at.appointedDate, at.appointedTime)
    const u = await login()
    const p = await addPerson(u.token)
    const book = async (unit: object) => (await t.post('/intserv/pe/appoint', { packageId: 6036, personId: p.id, ...unit, ...at }, A(u.token))).body.data
    const status = async (id: number) => (await t.post('/intserv/pe/queryPeAppointedInfo', { appointmentId: id }, A(u.token))).body.data[0].status
    // cancelled
    const u1 = await placelessUnit(u.token, 6036)
    const a1 = await book(u1)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0 + 1)
    expect((await t.post('/order-center/orderCenter/orderCancel', { orderId: u1.orderId, cancelReason: '其他' }, A(u.token))).status).toBe(200)
    expect(await status(a1.appointmentId)).toBe(2)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0)
    // closed unpaid at the end of its window
    const u2 = await placelessUnit(u.token, 6036)
    const a2 = await book(u2)
    const saved = t.clock.now
    t.clock.advance(31 * 60_000)
    try {
      await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: u2.orderId } }) // closes the caller's overdue orders
      expect(await status(a2.appointmentId)).toBe(2)
      expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0)
    } finally {
      t.clock.now = saved
    }
    // paid, booked, refunded
    const u3 = await placelessUnit(u.token, 6036, { pay: true })
    const a3 = await book(u3)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0 + 1)
    expect((await t.post('/order-center/orderCenter/orderRefund', { orderId: u3.orderId }, A(u.token))).status).toBe(200)
    expect(await status(a3.appointmentId)).toBe(2)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0)
  })
})

describe('payment return address and the sandbox cashier', () => {
  test('attack: a returnUrl to another host is refused (open redirect), before any order is made', async () => {
    const u = await login()
    const o = (await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).body.data
    for (const evil of ['https://evil.example/hospital/h5PayResult', '/\\evil.example', '//evil.example/x', '/\t/evil.example', 'javascript:alert(1)', '/hospital/../../evil', 'https://shop.example@evil.example/hospital/h5PayResult']) {
      const r = await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3, returnUrl: evil }, A(u.token))
      expect(r.body).toEqual({ code: 400, msg: M.PAY_RETURN_URL_INVALID, data: null })
      const n = await orderCount(u.userId)
      expect((await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }], { payChannel: 3, returnUrl: evil })).body.msg).toBe(M.PAY_RETURN_URL_INVALID)
      expect(await orderCount(u.userId)).toBe(n)
    }
    // a shop page returns there; an absolute URL only on a configured origin
    const ok = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3, returnUrl: '/hospital/h5PayResult?from=x' }, A(u.token))).body.data
    expect((await cashierSubmit(t, ok, 'CLOSED')).headers.location).toMatch(/^\/hospital\/h5PayResult\?from=x&payNo=/)
    const abs = 'https://h5.shop.example/hospital/h5PayResult'
    expect((await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3, returnUrl: abs }, A(u.token))).status).toBe(400)
    // a deployment whose H5 is served from that origin (PAY_RETURN_ORIGINS)
    const h5Elsewhere = await createTestApp({ database, clock: t.clock, config: { payReturnOrigins: ['https://h5.shop.example'] } })
    try {
      const p = (await h5Elsewhere.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3, returnUrl: abs }, A(u.token))).body.data
      expect(p.payNo).toBeTruthy()
      // a return URL stored before this check (or configuration changed since) is checked again: the shop's page instead
      await database.db.updateTable('payment').set({ return_url: 'https://evil.example/' }).where('pay_no', '=', p.payNo).execute()
      expect((await cashierSubmit(h5Elsewhere, p, 'SUCCESS')).headers.location).toMatch(/^\/hospital\/h5PayResult\?payNo=/)
    } finally {
      await h5Elsewhere.close()
    }
  })

  test("attack: the sandbox cashier needs the payer — no user, another user, another payment's token or an expired token cannot open it or mark it paid", async () => {
    const u = await login()
    const other = await login()
    const o = (await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).body.data
    const p = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3 }, A(u.token))).body.data
    const q = (await t.post('/pay-center/pay/toPay', { orderId: (await buy(other.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).body.data.orderId, payChannel: 5 }, A(other.token))).body.data
    const state = async () => (await database.db.selectFrom('payment').select('status').where('pay_no', '=', p.payNo).executeTakeFirstOrThrow()).status
    const denied = { code: 403, msg: '支付链接无效或已过期，请返回订单重新支付', data: null }
    const submit = (payload: string, token?: string) => t.call('POST', '/pay-center/sandbox/cashier/submit', { payload, headers: form, token })
    for (const r of ['SUCCESS', 'CLOSED']) {
      expect((await submit(`payNo=${p.payNo}&result=${r}`)).body).toEqual(denied) // no user, no token
      expect((await submit(`payNo=${p.payNo}&result=${r}`, other.token)).body).toEqual(denied) // another user's session
      expect((await submit(`payNo=${p.payNo}&result=${r}&token=${encodeURIComponent(cashierTokenOf(q))}`)).body).toEqual(denied) // another payment's token
      expect((await submit(`payNo=${p.payNo}&result=${r}&token=${encodeURIComponent(cashierTokenOf(p).replace(/.$/, (c) => (c === '0' ? '1' : '0')))}`)).body).toEqual(denied) // forged
    }
    expect((await t.get(`/pay-center/sandbox/cashier?payNo=${p.payNo}`)).status).toBe(403)
    expect((await t.call('POST', '/pay-center/sandbox/cashier', { payload: `payNo=${p.payNo}`, headers: form })).status).toBe(403)
    expect(await state()).toBe('PAYING')
    expect((await t.post('/order-center/orderCenter/orderQuery', { orderId: o.orderId }, A(u.token))).body.data.status).toBe(101)
    // the ALI_H5 form carries its token; the payer's own session opens the page too
    expect((await t.call('POST', '/pay-center/sandbox/cashier', { payload: `payNo=${q.payNo}&token=${encodeURIComponent(cashierTokenOf(q))}`, headers: form })).raw).toContain('支付成功')
    expect((await t.get(`/pay-center/sandbox/cashier?payNo=${p.payNo}`, { token: u.token })).raw).toContain('支付成功')
    // the link dies with the payment's window
    const saved = t.clock.now
    t.clock.advance(31 * 60_000)
    try {
      expect((await t.get(p.redirectUrl)).status).toBe(403)
      expect((await cashierSubmit(t, p, 'SUCCESS')).body).toEqual(denied)
    } finally {
      t.clock.now = saved
    }
    expect(await state()).toBe('PAYING')
    // the payer's link pays
    const page = await t.get(p.redirectUrl)
    expect(page.raw).toContain('支付成功')
    const token = /name="token" value="([^"]+)"/.exec(page.raw)![1]
    expect((await cashierSubmit(t, p, 'SUCCESS', token)).status).toBe(303)
    expect(await state()).toBe('SUCCESS')
  })
})

describe('order size and holding caps', () => {
  test('attack: an order total over 2^31 cents is a 400 with a clear message, not a 500', async () => {
    const u = await login()
    const sku = await database.db.selectFrom('goods_sku').select(['price_cents', 'stock']).where('id', '=', 60021).executeTakeFirstOrThrow()
    await database.db.updateTable('goods_sku').set({ price_cents: 3_000_000, stock: 999 }).where('id', '=', 60021).execute() // a ¥30,000 product
    try {
      // 999 × ¥30,000 = 2,997,000,000 cents: past a 32-bit integer
      const r = await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 999 }])
      expect(r.body).toEqual({ code: 400, msg: '单笔订单金额不能超过100万元', data: null })
      expect((await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 34 }])).body.msg).toBe('单笔订单金额不能超过100万元') // ¥1,020,000
      expect((await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 33 }])).status).toBe(200) // ¥990,000 − the full reduction
    } finally {
      await database.db.updateTable('goods_sku').set(sku).where('id', '=', 60021).execute()
    }
    // many lines: 6 × 200 units of one product, and a line over the stepper's 999
    const many = Array.from({ length: 6 }, () => ({ goodsId: 6019, skuId: 60191, goodsNum: 200 }))
    expect((await buy(u.token, many)).body).toEqual({ code: 400, msg: '单笔订单最多购买999件商品', data: null })
    expect((await buy(u.token, [{ goodsId: 6019, skuId: 60191, goodsNum: 1000 }])).status).toBe(400)
    expect(await orderCount(u.userId)).toBe(1)
  })

  test('attack: 每单限1件 of a flash sale split over two lines of one order is refused (commitPay and the cart preview)', async () => {
    const u = await login()
    const line = { goodsId: 6008, skuId: 60081, goodsNum: 1, activityId: 601 }
    const r = await buy(u.token, [line, line])
    expect(r.body).toEqual({ code: 400, msg: '每单限购1件', data: null })
    expect(await orderCount(u.userId)).toBe(0)
    expect((await buy(u.token, [line])).status).toBe(200)
    // per person (特价 605: 每人限购5件) over two skus of one goods in the cart: the preview tells before the order
    const v = await login()
    for (const skuId of [60101, 60102]) expect((await t.post('/order-center/cart/addCart', { goodsId: 6010, skuId, goodsNum: 3, activityId: 605 }, A(v.token))).status).toBe(200)
    const status = (await t.post('/order-center/cart/queryStatus', {}, A(v.token))).body.data
    expect(status.ok).toBe(false)
    expect(status.list.map((l: any) => [l.maxNum, l.overLimit, l.limitMessage])).toEqual([[2, true, '每人限购5件，还可购买5件'], [2, true, '每人限购5件，还可购买5件']])
    expect((await t.post('/order-center/orderCenter/commitPay', { address: ADDRESS }, A(v.token))).body.msg).toBe('每人限购5件，还可购买5件')
  })

  test('attack: one user cannot hold stock with order after order — at most 5 unpaid orders and 999 units in unpaid orders', async () => {
    const u = await login()
    const stock0 = (await database.db.selectFrom('goods_sku').select('stock').where('id', '=', 60021).executeTakeFirstOrThrow()).stock
    const ids: number[] = []
    for (let i = 0; i < 5; i++) {
      const r = await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])
      expect(r.status).toBe(200)
      ids.push(r.body.data.orderId)
    }
    const sixth = await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])
    expect(sixth.body).toEqual({ code: 400, msg: '您已有5笔待支付订单，请先支付或取消后再下单', data: null })
    // in parallel too: one more at most
    expect((await t.post('/order-center/orderCenter/orderCancel', { orderId: ids[0], cancelReason: '其他' }, A(u.token))).status).toBe(200)
    const burst = await Promise.all(Array.from({ length: 6 }, () => buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])))
    expect(burst.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400])
    expect((await database.db.selectFrom('goods_sku').select('stock').where('id', '=', 60021).executeTakeFirstOrThrow()).stock).toBe(stock0 - 5)
    // paying one frees its count
    await payByBridge(t, u.token, ids[1])
    expect((await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).status).toBe(200)
    // units: 999 in unpaid orders at most
    const v = await login()
    await database.db.updateTable('goods_sku').set({ stock: 5000 }).where('id', '=', 60191).execute()
    expect((await buy(v.token, [{ goodsId: 6019, skuId: 60191, goodsNum: 999 }])).status).toBe(200)
    expect((await buy(v.token, [{ goodsId: 6019, skuId: 60191, goodsNum: 1 }])).body).toEqual({ code: 400, msg: '待支付订单中的商品已达999件，请先支付或取消后再下单', data: null })
    expect((await database.db.selectFrom('goods_sku').select('stock').where('id', '=', 60191).executeTakeFirstOrThrow()).stock).toBe(5000 - 999)
  })
})

describe('after-sales and refunds', () => {
  test('attack: an after-sale left open after a full refund is closed, and approving it later refunds nothing twice', async () => {
    const u = await login()
    const review = (id: number, approve = true) => t.post('/order-center/afterSale/review', { id, approve })
    const ledger = async (payNo: string) => (await database.db.selectFrom('sandbox_payment').select('refunded_cents').where('pay_no', '=', payNo).executeTakeFirstOrThrow()).refunded_cents
    const apply = (orderId: number, refundAmount: number) => t.post('/order-center/afterSale/applyAfterSale', { orderId, afterSaleType: 1, reasonId: 1, refundAmount }, A(u.token))
    const detail = async (id: number) => (await t.get('/order-center/afterSale/afterSaleDetail', { token: u.token, query: { id } })).body.data

    // 1. the finding: after-sale pending, then the whole order refunded
    const o1 = (await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).body.data
    const pay1 = await payByBridge(t, u.token, o1.orderId)
    const as1 = (await apply(o1.orderId, 100)).body.data
    expect((await t.post('/order-center/orderCenter/orderRefund', { orderId: o1.orderId }, A(u.token))).status).toBe(200)
    expect(await ledger(pay1)).toBe(17900)
    expect(await detail(as1.afterSaleId)).toMatchObject({ status: 5, canCancel: false })
    expect((await review(as1.afterSaleId)).body).toEqual({ code: 409, msg: '该售后已处理', data: null })
    // an after-sale that stayed pending (as on the code before): approving re-checks what is refundable
    await database.db.updateTable('after_sale').set({ status: 1 }).where('id', '=', as1.afterSaleId).execute()
    expect((await review(as1.afterSaleId)).body).toEqual({ code: 409, msg: '该订单已无可退金额，售后已关闭', data: null })
    expect(await ledger(pay1)).toBe(17900)
    expect((await detail(as1.afterSaleId)).status).toBe(5)

    // 2. approvals in parallel refund once; the order is then not refunded in full beside it
    const o2 = (await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).body.data
    const pay2 = await payByBridge(t, u.token, o2.orderId)
    const as2 = (await apply(o2.orderId, 50)).body.data
    const rs = await Promise.all(Array.from({ length: 5 }, () => review(as2.afterSaleId)))
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409])
    expect(await ledger(pay2)).toBe(5000)
    expect((await detail(as2.afterSaleId)).status).toBe(4)
    expect((await t.post('/order-center/orderCenter/orderRefund', { orderId: o2.orderId }, A(u.token))).body).toEqual({ code: 409, msg: '订单已有售后退款，请通过售后处理', data: null })
    expect(await ledger(pay2)).toBe(5000)
    // the rest through a second after-sale, then nothing is left
    const as3 = (await apply(o2.orderId, 129)).body.data
    expect((await review(as3.afterSaleId)).body.data.status).toBe(4)
    expect(await ledger(pay2)).toBe(17900)
    expect((await apply(o2.orderId, 0.01)).body.msg).toBe('该订单已无可退金额')
    // refused: nothing refunded
    const o3 = (await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).body.data
    const pay3 = await payByBridge(t, u.token, o3.orderId)
    const as4 = (await apply(o3.orderId, 10)).body.data
    expect((await review(as4.afterSaleId, false)).body.data.status).toBe(6)
    expect(await ledger(pay3)).toBe(0)
  })
})

describe('exam person and ID number in orders', () => {
  const at = () => ({ appointedDate: day(7), appointedTime: '08:00-09:00' })

  test("attack: changePeInfo and commitPay with another user's exam person id are 404 and store nothing", async () => {
    const alice = await login()
    const bob = await login()
    const bobs = await addPerson(bob.token)
    const mine = await addPerson(alice.token)
    await database.db.updateTable('appoint_pool').set((eb) => ({ total: eb('booked', '+', 100) })).where('goods_id', '=', 6036).where('appointed_date', '=', at().appointedDate).where('appointed_time', '=', at().appointedTime).execute()
    expect((await buy(alice.token, [{ goodsId: 6036, skuId: 60361, goodsNum: 1, peInfoList: [{ filedInfo: EXAM_FORM_FILLED, ...at(), examPersonId: bobs.id }] }])).body).toEqual({ code: 404, msg: '体检人不存在', data: null })
    const o = (await buy(alice.token, [{ goodsId: 6036, skuId: 60361, goodsNum: 1, peInfoList: [{ filedInfo: EXAM_FORM_FILLED, ...at() }] }])).body.data
    const og = (await t.get('/order-center/orderCenter/orderDetail', { token: alice.token, query: { id: o.orderId } })).body.data.goodsList[0].id
    const change = (examPersonId: number) => t.post('/order-center/orderCenter/changePeInfo', { orderId: o.orderId, orderGoodsId: og, peInfo: { filedInfo: EXAM_FORM_FILLED, examPersonId } }, A(alice.token))
    expect((await change(bobs.id)).body).toEqual({ code: 404, msg: '体检人不存在', data: null })
    const stored = async () => ((await database.db.selectFrom('order_goods').select('pe_info').where('id', '=', og).executeTakeFirstOrThrow()).pe_info as any[])[0].examPersonId ?? null
    expect(await stored()).toBeNull()
    expect((await change(mine.id)).status).toBe(200)
    expect(await stored()).toBe(mine.id)
  })

  test('attack: order replies never carry the full ID number typed into the form (masked; the masked echo keeps it)', async () => {
    const u = await login()
    const full = EXAM_FORM_FILLED.find((f) => f.fieldId === 14)!.value
    const o = (await buy(u.token, [{ goodsId: 6036, skuId: 60361, goodsNum: 1, peInfoList: [{ filedInfo: EXAM_FORM_FILLED, ...at() }] }])).body.data
    const d = await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: o.orderId } })
    expect(d.raw).not.toContain(full)
    expect(d.body.data.goodsList[0].peInfoList[0].filedInfo.find((f: any) => f.fieldId === 14).value).toBe('110***********002X')
    const list = await t.get('/order-center/orderCenter/myOrders', { token: u.token })
    expect(list.raw).not.toContain(full)
    expect(list.body.data.list[0].goodsList[0].peInfoList[0].filedInfo.find((f: any) => f.fieldId === 14).value).toBe('110***********002X')
    // the form sent back as shown (masked) with another name: the stored number stays, the reply is masked
    const og = d.body.data.goodsList[0].id
    const shown = d.body.data.goodsList[0].peInfoList[0].filedInfo.map((f: any) => (f.fieldId === 13 ? { ...f, value: '王五' } : f))
    const ch = await t.post('/order-center/orderCenter/changePeInfo', { orderId: o.orderId, orderGoodsId: og, peInfo: { filedInfo: shown } }, A(u.token))
    expect(ch.status).toBe(200)
    expect(ch.raw).not.toContain(full)
    const stored = ((await database.db.selectFrom('order_goods').select('pe_info').where('id', '=', og).executeTakeFirstOrThrow()).pe_info as any[])[0].filedInfo
    expect(stored.find((f: any) => f.fieldId === 14).value).toBe(full)
    expect(stored.find((f: any) => f.fieldId === 13).value).toBe('王五')
  })
})
