/**
 * The figures dashboard (issue 33 item 5) over HTTP: orders, paid orders and sales, refunds, bookings (per day and
 * per package), visits, top goods and the conversion of the own hospital equal direct SQL counts and sums over the
 * same tables for three ranges, one of them crossing midnight China time (instants at 23:50 / 00:05 CN fall on
 * their China day under any host zone: run with TZ=UTC too); another hospital's rows never count; the CSV export
 * (BOM, Chinese header) and the access and range rules.
 */
import { sql } from 'kysely'
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { addDays, businessWallTime, startOfBusinessDay } from '../../../src/domain/time'
import type { Database } from '../../lib/db'
import * as M from '../../../src/domain/messages'
import { FIGURES_PATHS, type FiguresDashboard } from '../../../contract/figures'
import { figuresCsv } from './dashboard'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'

let database: Database
let t: TestApp
let staff6: StaffClient
let staff7: StaffClient
const patient = patients(() => ({ database, t }), '139', 'fig')
/** China wall time of April 2026 */
const cn = (d: number, h: number, m = 0) => businessWallTime(2026, 4, d, h, m)

let seq = 0
async function order(o: {
  user: number
  hospital?: number
  created: Date
  paid?: Date
  cents: number
  goods: Array<[number, number, number]>
}) {
  const no = `FIG${++seq}${Date.now()}`
  const row = await database.db
    .insertInto('shop_order')
    .values({
      order_no: no,
      user_id: o.user,
      hospital_id: o.hospital ?? 6,
      status: o.paid ? 104 : 101,
      order_classify: 0,
      pay_way: 1,
      create_way: '',
      request_key: null,
      goods_total_cents: o.cents,
      activity_discount_cents: 0,
      coupon_discount_cents: 0,
      actual_cents: o.cents,
      user_coupon_id: null,
      address: null,
      promotions: '[]',
      pay_channel: o.paid ? 3 : null,
      pay_no: o.paid ? `P${no}` : null,
      pay_state: o.paid ? 'SUCCESS' : 'UNPAID',
      pay_time: o.paid ?? null,
      close_at: new Date(o.created.getTime() + 1800_000),
      cancel_reason: null,
      cancel_time: null,
      finish_time: null,
      refund_time: null,
      refund_no: null,
      verify_code: null,
      created_at: o.created,
      updated_at: o.created,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow()
  await database.db
    .insertInto('order_goods')
    .values(
      o.goods.map(([goodsId, num, real], i) => ({
        order_id: row.id,
        goods_id: goodsId,
        goods_distribute_id: 100000 + goodsId,
        sku_id: goodsId * 10 + 1,
        goods_name: `商品${goodsId}`,
        goods_type: 1,
        category_id: 611,
        deal_type: '',
        sku_name: '标准',
        sku_data: '[]',
        head_pic: '/assets/browse/goods-bp.svg',
        goods_num: num,
        price_cents: real,
        max_price_cents: real,
        per_actual_cents: real,
        activity_discount_cents: 0,
        promotion_discount_cents: 0,
        coupon_discount_cents: 0,
        real_cents: real,
        is_gift: i === 2,
        is_support_refund: true,
      })) as never,
    )
    .execute()
  return row.id
}

async function refund(orderId: number, cents: number, at: Date, status = 'SUCCESS') {
  await database.db
    .insertInto('order_refund')
    .values({
      refund_no: `R${++seq}${Date.now()}`,
      order_id: orderId,
      pay_no: 'P',
      amount_cents: cents,
      status,
      reason: '',
      created_at: at,
    })
    .execute()
}

let pkgs: number[] = []
let pool = 0
async function booking(user: number, pkg: number, at: Date, o: { hospital?: number; status?: number } = {}) {
  const person = await database.db
    .insertInto('user_person')
    .values({
      user_id: user,
      name: '张三',
      sex: 1,
      id_number_enc: 'x',
      id_number_hash: `h${++seq}`,
      id_number_masked: '1101**********0011',
      birthday: '1990-01-01',
      age: 36,
      phone: '13900000000',
      marital_status: 1,
      is_default: false,
      consent_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await database.db
    .insertInto('pe_appointment')
    .values({
      user_id: user,
      hospital_id: o.hospital ?? 6,
      package_id: pkg,
      person_id: person.id,
      pool_id: pool,
      order_id: null,
      add_item_ids: '[]',
      filed_info: '[]',
      appointed_date: '2026-04-20',
      appointed_time: '08:00-09:00',
      total_cents: 0,
      status: o.status ?? 1,
      created_at: at,
      updated_at: at,
    } as never)
    .execute()
}

async function visit(user: number | null, day: string, at: Date, hits = 1, hospital = 6, name = '/home') {
  await database.db
    .insertInto('track_event')
    .values({
      hospital_id: hospital,
      user_id: user,
      kind: 'visit',
      name,
      path: name,
      target: null,
      object_type: null,
      object_id: null,
      utm: null,
      spm: null,
      day,
      created_at: at,
      hits,
      fold: null,
    })
    .execute()
}

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, clock: createClock(cn(20, 12).getTime()) })
  staff6 = await staffOfRole(t, 'operator', 6)
  staff7 = await staffOfRole(t, 'operator', 7)
  pkgs = (await database.db.selectFrom('pe_package').select('id').where('hospital_id', '=', 6).orderBy('id').limit(2).execute()).map(
    (r) => r.id,
  )
  pool = (await sql<{ id: number }>`select id from appoint_pool order by id limit 1`.execute(database.db)).rows[0].id
  const [u1, u2, u3, u4] = [await patient(), await patient(), await patient(), await patient()]
  // hospital 6: A placed at 23:50 on the 10th, paid at 00:05 on the 11th (China); B placed and paid on the 11th;
  // C placed on the 11th, never paid; D placed and paid at 00:00 on the 12th
  const a = await order({
    user: u1.userId,
    created: cn(10, 23, 50),
    paid: cn(11, 0, 5),
    cents: 16000,
    goods: [
      [6001, 1, 10000],
      [6002, 2, 6000],
    ],
  })
  const b = await order({
    user: u2.userId,
    created: cn(11, 10),
    paid: cn(11, 10, 1),
    cents: 9900,
    goods: [
      [6002, 1, 9900],
      [6003, 1, 0],
      [6009, 1, 0],
    ],
  })
  await order({ user: u3.userId, created: cn(11, 12), cents: 500, goods: [[6003, 1, 500]] })
  const d = await order({ user: u1.userId, created: cn(12, 0), paid: cn(12, 0, 1), cents: 5000, goods: [[6001, 1, 5000]] })
  // hospital 7: never counted for hospital 6
  const e = await order({ user: u2.userId, hospital: 7, created: cn(11, 9), paid: cn(11, 9, 1), cents: 77700, goods: [[7001, 3, 77700]] })
  await refund(a, 6000, cn(11, 23, 59))
  await refund(d, 1000, cn(12, 0, 30))
  await refund(b, 9900, cn(11, 11), 'PENDING')
  await refund(e, 77700, cn(11, 12))
  await booking(u1.userId, pkgs[0], cn(10, 23, 59))
  await booking(u2.userId, pkgs[0], cn(11, 8))
  await booking(u3.userId, pkgs[1], cn(12, 9))
  await booking(u3.userId, pkgs[0], cn(11, 9), { status: 2 })
  await booking(u2.userId, pkgs[1], cn(11, 9), { hospital: 7 })
  await visit(u1.userId, '2026-04-10', cn(10, 23, 40), 2)
  await visit(u2.userId, '2026-04-11', cn(11, 9, 50))
  await visit(null, '2026-04-11', cn(11, 9, 55), 3, 6, '/goodsDetail')
  await visit(u4.userId, '2026-04-12', cn(12, 9))
  await visit(u3.userId, '2026-04-11', cn(11, 9), 5, 7)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const dash = (from: string, to: string, who: StaffClient = staff6) => who.get(FIGURES_PATHS.dashboard, { query: { from, to } })

/** the same figures, each a direct query bounded by the instants of each China day (no time-zone arithmetic in SQL) */
async function expected(hospital: number, from: string, to: string) {
  const db = database.db
  const days: string[] = []
  for (let d = from; d <= to; d = addDays(d, 1) as string) days.push(d)
  const lo = startOfBusinessDay(from) as Date
  const hi = startOfBusinessDay(addDays(to, 1) as string) as Date
  const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0]
  const perDay = await Promise.all(
    days.map(async (day) => {
      const s = startOfBusinessDay(day) as Date
      const e = startOfBusinessDay(addDays(day, 1) as string) as Date
      const o = await one(
        sql<{
          n: number
        }>`select count(*)::int as n from shop_order where hospital_id = ${hospital} and created_at >= ${s} and created_at < ${e}`,
      )
      const p = await one(
        sql<{
          n: number
          c: number
        }>`select count(*)::int as n, coalesce(sum(actual_cents), 0)::int as c from shop_order where hospital_id = ${hospital} and pay_time >= ${s} and pay_time < ${e}`,
      )
      const r = await one(
        sql<{
          c: number
        }>`select coalesce(sum(r.amount_cents), 0)::int as c from order_refund r where r.status = 'SUCCESS' and r.created_at >= ${s} and r.created_at < ${e}
          and r.order_id in (select id from shop_order where hospital_id = ${hospital})`,
      )
      const b = await one(
        sql<{
          n: number
        }>`select count(*)::int as n from pe_appointment where hospital_id = ${hospital} and status <> 2 and created_at >= ${s} and created_at < ${e}`,
      )
      const v = await one(
        sql<{
          n: number
        }>`select coalesce(sum(hits), 0)::int as n from track_event where hospital_id = ${hospital} and kind = 'visit' and day = ${day}`,
      )
      return { day, orders: o.n, paidOrders: p.n, sales: p.c / 100, refunded: r.c / 100, bookings: b.n, visits: v.n }
    }),
  )
  const packages = (
    await sql<{ packageId: number; bookings: number }>`select package_id as "packageId", count(*)::int as bookings from pe_appointment
      where hospital_id = ${hospital} and status <> 2 and created_at >= ${lo} and created_at < ${hi} group by package_id order by 2 desc, 1`.execute(
      db,
    )
  ).rows
  const topGoods = (
    await sql<{
      goodsId: number
      quantity: number
      cents: number
    }>`select l.goods_id as "goodsId", sum(l.goods_num)::int as quantity, sum(l.real_cents)::int as cents
      from order_goods l where not l.is_gift and l.order_id in (select id from shop_order where hospital_id = ${hospital} and pay_time >= ${lo} and pay_time < ${hi})
      group by l.goods_id order by 3 desc, 1 limit 10`.execute(db)
  ).rows.map((g) => ({ goodsId: g.goodsId, quantity: g.quantity, amount: g.cents / 100 }))
  const visitors = (
    await sql<{
      user_id: number
    }>`select distinct user_id from track_event where hospital_id = ${hospital} and kind = 'visit' and user_id is not null and day >= ${from} and day <= ${to}`.execute(
      db,
    )
  ).rows.map((r) => r.user_id)
  const buyers = (
    await sql<{
      user_id: number
    }>`select distinct user_id from shop_order where hospital_id = ${hospital} and created_at >= ${lo} and created_at < ${hi}`.execute(db)
  ).rows.filter((r) => visitors.includes(r.user_id)).length
  const sum = (k: 'orders' | 'paidOrders' | 'bookings' | 'visits' | 'sales' | 'refunded') => perDay.reduce((s, d) => s + d[k], 0)
  return {
    days: perDay,
    totals: {
      orders: sum('orders'),
      paidOrders: sum('paidOrders'),
      sales: Math.round(sum('sales') * 100) / 100,
      refunded: Math.round(sum('refunded') * 100) / 100,
      bookings: sum('bookings'),
      visits: sum('visits'),
      visitors: visitors.length,
      buyers,
      conversion: visitors.length ? buyers / visitors.length : 0,
    },
    packages,
    topGoods,
  }
}

const RANGES: Array<[string, string]> = [
  ['2026-04-10', '2026-04-10'],
  ['2026-04-10', '2026-04-11'],
  ['2026-04-09', '2026-04-13'],
]

test.each(RANGES)('every figure of %s..%s equals a direct query over the same tables (own hospital only)', async (from, to) => {
  for (const [who, hospital] of [
    [staff6, 6],
    [staff7, 7],
  ] as const) {
    const r = await dash(from, to, who)
    expect(r.status).toBe(200)
    const f = r.body.data as FiguresDashboard
    const want = await expected(hospital, from, to)
    expect(f.days).toEqual(want.days)
    expect(f.totals).toEqual(want.totals)
    expect(f.packages.map(({ packageId, bookings }) => ({ packageId, bookings }))).toEqual(want.packages)
    expect(f.topGoods.map(({ goodsId, quantity, amount }) => ({ goodsId, quantity, amount }))).toEqual(want.topGoods)
  }
})

test('the figures themselves: the midnight of China splits the days; gifts, unpaid orders, pending refunds, cancelled bookings and hospital 7 are out', async () => {
  const first = (await dash('2026-04-10', '2026-04-10')).body.data as FiguresDashboard
  expect(first.days).toEqual([{ day: '2026-04-10', orders: 1, paidOrders: 0, sales: 0, refunded: 0, bookings: 1, visits: 2 }])
  const all = (await dash('2026-04-09', '2026-04-13')).body.data as FiguresDashboard
  expect(all.days.map((d) => d.day)).toEqual(['2026-04-09', '2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13'])
  expect(all.days[2]).toEqual({ day: '2026-04-11', orders: 2, paidOrders: 2, sales: 259, refunded: 60, bookings: 1, visits: 4 })
  expect(all.days[3]).toEqual({ day: '2026-04-12', orders: 1, paidOrders: 1, sales: 50, refunded: 10, bookings: 1, visits: 1 })
  expect(all.totals).toEqual({
    orders: 4,
    paidOrders: 3,
    sales: 309,
    refunded: 70,
    bookings: 3,
    visits: 7,
    visitors: 3,
    buyers: 2,
    conversion: 2 / 3,
  })
  expect(all.packages.map((p) => [p.packageId, p.bookings])).toEqual([
    [pkgs[0], 2],
    [pkgs[1], 1],
  ])
  expect(all.packages[0].name).not.toBe('')
  expect(all.topGoods.map((g) => [g.goodsId, g.name, g.quantity, g.amount])).toEqual([
    [6002, '商品6002', 3, 159],
    [6001, '商品6001', 2, 150],
    [6003, '商品6003', 1, 0],
  ])
  const other = (await dash('2026-04-09', '2026-04-13', staff7)).body.data as FiguresDashboard
  expect(other.totals).toMatchObject({
    orders: 1,
    paidOrders: 1,
    sales: 777,
    refunded: 777,
    bookings: 1,
    visits: 5,
    visitors: 1,
    buyers: 0,
  })
})

test('the CSV export: UTF-8 with a BOM, the daily rows and the totals; access and range rules', async () => {
  const csv = await staff6.get(FIGURES_PATHS.dashboardCsv, { query: { from: '2026-04-10', to: '2026-04-12' } })
  expect(csv.status).toBe(200)
  expect(String(csv.headers['content-type'])).toContain('text/csv')
  expect(String(csv.headers['content-disposition'])).toContain('figures-2026-04-10-2026-04-12.csv')
  const raw = csv.raw.replace(/^\ufeff/, '')
  const lines = raw.split('\r\n')
  expect(lines[0]).toBe('"日期","下单数","支付订单数","销售额(元)","退款额(元)","体检预约数","页面访问次数"')
  expect(lines[2]).toBe('"2026-04-11","2","2","259.00","60.00","1","4"')
  expect(lines[4]).toBe('"合计","4","3","309.00","70.00","3","7"')
  expect(raw).toContain('"商品6001","2","150.00"')
  // fetch's text() drops the BOM the file starts with: the file itself
  const f = (await dash('2026-04-10', '2026-04-12')).body.data as FiguresDashboard
  expect(figuresCsv(f).startsWith('\ufeff"日期"')).toBe(true)
  expect(figuresCsv(f).slice(1)).toBe(raw)
  expect((await t.get(FIGURES_PATHS.dashboard, { query: { from: '2026-04-10', to: '2026-04-11' } })).status).toBe(401)
  const doctor = await staffOfRole(t, 'doctor', 6)
  expect((await dash('2026-04-10', '2026-04-11', doctor)).status).toBe(403)
  const order = await dash('2026-04-11', '2026-04-10')
  expect([order.status, order.body.msg]).toEqual([400, M.TRACK_STATS_ORDER])
  const long = await dash('2026-01-01', '2026-06-30')
  expect([long.status, long.body.msg]).toEqual([400, M.trackStatsTooLong(93)])
  const bad = await dash('2026-02-30', '2026-03-01')
  expect([bad.status, bad.body.msg]).toEqual([400, M.TRACK_STATS_BAD_DATE])
  expect((await dash('tomorrow', '2026-03-01')).status).toBe(400)
})
