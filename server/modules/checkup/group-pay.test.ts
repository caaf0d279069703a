/**
 * Who pays a group check-up (issue 12 item 6), over HTTP against PGlite:
 * - company-paid batch: the package is free, the employee's add-ons (the package's own, sex/age rules)
 *   go on an order of their own paid at the normal sandbox cashier; the booking is confirmed at once
 *   and shows its add-ons unpaid → paid; cancelling it refunds the paid add-ons exactly once (two
 *   cancels at once) and frees the place; unpaid add-ons are cancelled with it;
 * - employee-paid batch: the package on an order at the batch's price, the place held on that order
 *   (cancelling the unpaid order frees it), paid at the cashier, refunded once on cancel;
 * - the add-ons order and the booking are the owner's only (another user 404).
 */
import { createTestDatabase, type TestApp, createSeededApp, patients } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { SEED_COMPANIES, employeeIdentity } from '../../seed/checkup2'

let database: Database
let t: TestApp
let seededAt = 0
const login = patients(() => ({ database, t }), '134', 'p')
const day = (d: number) => new Date(seededAt + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10)
const steel = SEED_COMPANIES[0]
const bank = SEED_COMPANIES[1]
const who = (c: (typeof SEED_COMPANIES)[number], i: number) => ({ batchId: c.batch.id, ...employeeIdentity(c.roster[i]), consent: true })

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

async function verified(c: (typeof SEED_COMPANIES)[number], i: number) {
  const u = await login()
  const r = await t.post('/intserv/pe/group/checkIdentity', who(c, i), { token: u.token })
  expect(r.status).toBe(200)
  const e = r.body.data
  const pkg = e.packages.find((p: { eligible: boolean }) => p.eligible)
  const pool = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId: pkg.packageId } })).body.data
  const d = pool.find((x: { appointedDate: string }) => x.appointedDate === day(5))
  const slot = d.poolList.find((s: { appointFlag: number }) => s.appointFlag === 0)
  const at = { appointedDate: day(5), appointedTime: slot.appointedTime as string }
  const items = (await t.get('/intserv/pe/queryAddItem', { query: { packageId: pkg.packageId } })).body.data
  return { u, e, pkg, at, items }
}

const booked = async (pkgId: number, at: { appointedDate: string; appointedTime: string }) => {
  const goods = await database.db.selectFrom('pe_package').select('goods_id').where('id', '=', pkgId).executeTakeFirstOrThrow()
  const r = await database.db
    .selectFrom('appoint_pool')
    .select('booked')
    .where('goods_id', '=', goods.goods_id)
    .where('appointed_date', '=', at.appointedDate)
    .where('appointed_time', '=', at.appointedTime)
    .executeTakeFirstOrThrow()
  return r.booked
}

async function pay(token: string, orderId: number) {
  const p = await t.post('/pay-center/pay/toPay', { orderId, payChannel: 4 }, { token })
  expect(p.status).toBe(200)
  expect((await t.post('/pay-center/sandbox/confirm', { payNo: p.body.data.payNo, result: 'SUCCESS' }, { token })).status).toBe(200)
  return p.body.data
}

describe('company-paid batch: add-ons paid by the employee', () => {
  test('add-ons outside the rules or of another package → 400 with the catalogue message; nothing booked', async () => {
    const { u, e, pkg, at, items } = await verified(steel, 0) // 王建国, a man of 48
    const before = await booked(pkg.packageId, at)
    const foreign = await t.post(
      '/intserv/pe/group/book',
      { rosterId: e.rosterId, packageId: pkg.packageId, ...at, addItemIds: [99999] },
      { token: u.token },
    )
    expect(foreign.status).toBe(400)
    expect(foreign.body.msg).toMatch(/：加项不属于该套餐$/)
    const female = items.find((i: { sexLimit: number }) => i.sexLimit === 2)
    expect(female).toBeTruthy()
    const wrongSex = await t.post(
      '/intserv/pe/group/book',
      { rosterId: e.rosterId, packageId: pkg.packageId, ...at, addItemIds: [female.id] },
      { token: u.token },
    )
    expect(wrongSex.body).toMatchObject({ code: 400, msg: `「${female.itemName}」仅限女性` })
    expect(
      (
        await t.post(
          '/intserv/pe/group/book',
          { rosterId: e.rosterId, packageId: pkg.packageId, ...at, addItemIds: ['x'] },
          { token: u.token },
        )
      ).status,
    ).toBe(400)
    expect(await booked(pkg.packageId, at)).toBe(before)
    expect(await database.db.selectFrom('shop_order').select('id').where('user_id', '=', u.userId).execute()).toEqual([])
  })

  test('booked free with an add-ons order; paid at the cashier; owner only; two cancels at once refund once and free the place', async () => {
    const { u, e, pkg, at, items } = await verified(steel, 4) // 陈志强, a man of 58
    const fit = items.filter((i: { sexLimit: number; minAge: number | null; maxAge: number | null; requiresSexualHistory: boolean }) => {
      return i.sexLimit !== 2 && (i.minAge ?? 0) <= 58 && (i.maxAge ?? 200) >= 58 && !i.requiresSexualHistory
    })
    expect(fit.length).toBeGreaterThanOrEqual(1)
    const add = fit[0]
    const before = await booked(pkg.packageId, at)
    const r = await t.post(
      '/intserv/pe/group/book',
      { rosterId: e.rosterId, packageId: pkg.packageId, ...at, addItemIds: [add.id, add.id] },
      { token: u.token },
    )
    expect(r.status).toBe(200)
    const b = r.body.data.booking
    expect(b).toMatchObject({
      status: 1,
      appointedDate: at.appointedDate,
      addOns: [{ id: add.id, itemName: add.itemName, price: add.price }],
      addOnPay: 'unpaid',
      addOnPayText: '加项待支付',
    })
    expect(await booked(pkg.packageId, at)).toBe(before + 1)
    // the order charges the add-on only (the package is the company's)
    const d = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: b.addOnOrderId } })).body.data
    expect(d).toMatchObject({ actualPrice: add.price, addItemMoney: add.price })
    expect(d.goodsList[0].addItems).toEqual([{ id: add.id, unitIndex: 0, itemName: add.itemName, price: add.price }])
    // another user: neither the order nor its payment nor the booking
    const other = await login()
    expect((await t.get('/order-center/orderCenter/orderDetail', { token: other.token, query: { id: b.addOnOrderId } })).status).toBe(404)
    expect((await t.post('/pay-center/pay/toPay', { orderId: b.addOnOrderId, payChannel: 4 }, { token: other.token })).status).toBe(404)
    expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId: b.appointmentId }, { token: other.token })).status).toBe(404)
    // paid at the sandbox cashier (the normal checkout)
    const p = await pay(u.token, b.addOnOrderId)
    expect(p.amount).toBe(add.price)
    const entry = (await t.get('/intserv/pe/group/entry', { token: u.token, query: { rosterId: e.rosterId } })).body.data
    expect(entry.booking).toMatchObject({ addOnPay: 'paid', addOnPayText: '加项已支付' })
    const mine = (await t.get('/intserv/pe/mine', { token: u.token })).body.data
    expect(mine.bookings[0]).toMatchObject({ source: 'group', addOns: [add.itemName], addOnPay: 'paid', totalPrice: add.price })
    // two cancels at once: one wins, the add-ons are refunded once, the place is back
    const [c1, c2] = await Promise.all([
      t.post('/intserv/pe/cancelAppoint', { appointmentId: b.appointmentId }, { token: u.token }),
      t.post('/intserv/pe/cancelAppoint', { appointmentId: b.appointmentId }, { token: u.token }),
    ])
    expect([c1.status, c2.status].sort()).toEqual([200, 400])
    const refunds = await database.db
      .selectFrom('order_refund')
      .select(['amount_cents', 'status'])
      .where('order_id', '=', b.addOnOrderId)
      .execute()
    expect(refunds).toEqual([{ amount_cents: Math.round(add.price * 100), status: 'SUCCESS' }])
    expect(await booked(pkg.packageId, at)).toBe(before)
    const after = (await t.get('/intserv/pe/mine', { token: u.token })).body.data.bookings[0]
    expect(after).toMatchObject({ status: 2, addOnPay: 'refunded', addOnPayText: '加项已退款' })
  })

  test('unpaid add-ons are cancelled with the booking (no refund)', async () => {
    const { u, e, pkg, at, items } = await verified(steel, 5) // 杨丽's entry is a man in the seed roster
    const add = items.find((i: { sexLimit: number; minAge: number | null }) => i.sexLimit === 0 && i.minAge === null)
    const r = await t.post(
      '/intserv/pe/group/book',
      { rosterId: e.rosterId, packageId: pkg.packageId, ...at, addItemIds: [add.id] },
      { token: u.token },
    )
    expect(r.status).toBe(200)
    const b = r.body.data.booking
    expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId: b.appointmentId }, { token: u.token })).status).toBe(200)
    const o = await database.db.selectFrom('shop_order').select('status').where('id', '=', b.addOnOrderId).executeTakeFirstOrThrow()
    expect(o.status).toBe(103)
    expect(await database.db.selectFrom('order_refund').select('id').where('order_id', '=', b.addOnOrderId).execute()).toEqual([])
    expect((await t.get('/intserv/pe/mine', { token: u.token })).body.data.bookings[0]).toMatchObject({ status: 2, addOnPay: 'closed' })
  })
})

describe('employee-paid batch: the package through the normal checkout', () => {
  test('the place is held on the order (freed when the unpaid order is cancelled); paid, then refunded once on cancel', async () => {
    expect(bank.batch.payer).toBe('self')
    const { u, e, pkg, at } = await verified(bank, 0) // 赵磊
    const before = await booked(pkg.packageId, at)
    const r = await t.post('/intserv/pe/group/book', { rosterId: e.rosterId, packageId: pkg.packageId, ...at }, { token: u.token })
    expect(r.status).toBe(200)
    const b = r.body.data.booking
    expect(b).toMatchObject({ status: 1, addOns: [], addOnPay: 'unpaid', addOnPayText: '待支付' })
    expect(await booked(pkg.packageId, at)).toBe(before + 1)
    const d = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: b.addOnOrderId } })).body.data
    expect(d.actualPrice).toBe(pkg.price)
    // the unpaid order cancelled: the booking goes with it and the place is back
    expect(
      (await t.post('/order-center/orderCenter/orderCancel', { orderId: b.addOnOrderId, cancelReason: '其他' }, { token: u.token })).status,
    ).toBe(200)
    expect(await booked(pkg.packageId, at)).toBe(before)
    expect((await t.get('/intserv/pe/group/entry', { token: u.token, query: { rosterId: e.rosterId } })).body.data.booking).toBeNull()
    // booked again and paid at the cashier
    const again = (await t.post('/intserv/pe/group/book', { rosterId: e.rosterId, packageId: pkg.packageId, ...at }, { token: u.token }))
      .body.data.booking
    expect((await pay(u.token, again.addOnOrderId)).amount).toBe(pkg.price)
    const mine = (await t.get('/intserv/pe/mine', { token: u.token })).body.data.bookings[0]
    expect(mine).toMatchObject({ source: 'group', status: 1, addOnPay: 'paid', totalPrice: pkg.price })
    expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId: again.appointmentId }, { token: u.token })).status).toBe(200)
    const refunds = await database.db
      .selectFrom('order_refund')
      .select(['amount_cents'])
      .where('order_id', '=', again.addOnOrderId)
      .execute()
    expect(refunds).toEqual([{ amount_cents: Math.round(pkg.price * 100) }])
    expect(await booked(pkg.packageId, at)).toBe(before)
  })
})
