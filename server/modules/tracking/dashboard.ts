/**
 * The hospital's figures dashboard (issue 33 item 5; staff console, figures:read): read-only aggregates of one
 * hospital over a range of business days (China: src/domain/time; at most STATS_MAX_DAYS), each a plain query:
 * - orders: shop_order rows created that day (any state);
 * - paid orders / sales: shop_order rows whose pay_time falls that day, count and sum(actual_cents);
 * - refunded: order_refund rows with status SUCCESS created that day, sum(amount_cents), of the hospital's orders;
 * - bookings: pe_appointment rows created that day and not cancelled (status <> 2); per package over the range;
 * - visits: the page visits of `visitStats` (track_daily for rolled-up days, raw rows otherwise), summed per day;
 * - top goods: order_goods lines (gifts excluded) of the orders paid in the range, sum(real_cents) and goods_num;
 * - conversion: distinct logged-in visitors (raw visit rows of the range) who placed an order in the range /
 *   distinct logged-in visitors.
 * Money is yuan from fen. The SQL runs on the staff scope's handle (row-level security on PostgreSQL) and names the
 * hospital itself as well.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../../lib/db'
import { addDays, businessDaysBetween, businessTimeZone, startOfBusinessDay } from '../../../src/domain/time'
import { badRequest } from '../../lib/errors'
import { yuan } from '../../lib/money'
import * as M from '../../../src/domain/messages'
import { FIGURES_TOP_GOODS, type FiguresDashboard, type FiguresDay } from '../../../contract/figures'
import { STATS_MAX_DAYS, visitStats } from './service'

type Db = Kysely<DB> | Transaction<DB>

/** the range checked as page-visits checks it; its instants [start, end) */
function range(from: string, to: string): { start: Date; end: Date; days: string[] } {
  const n = businessDaysBetween(from, to)
  if (n === null) throw badRequest(M.TRACK_STATS_BAD_DATE)
  if (n < 0) throw badRequest(M.TRACK_STATS_ORDER)
  if (n >= STATS_MAX_DAYS) throw badRequest(M.trackStatsTooLong(STATS_MAX_DAYS))
  const days = Array.from({ length: n + 1 }, (_, i) => addDays(from, i) as string)
  const start = startOfBusinessDay(from) as Date
  const end = startOfBusinessDay(addDays(to, 1) as string) as Date
  return { start, end, days }
}

const num = (v: unknown) => Number(v ?? 0)

export async function figuresDashboard(db: Db, hospitalId: number, from: string, to: string): Promise<FiguresDashboard> {
  const { start, end, days } = range(from, to)
  const tz = businessTimeZone()
  const dayOf = (col: string) => sql`to_char(${sql.ref(col)} at time zone ${tz}, 'YYYY-MM-DD')`
  const [orders, paid, refunds, bookings, packages, goods, conv, visits] = await Promise.all([
    sql<{ day: string; n: string }>`
      select ${dayOf('o.created_at')} as day, count(*) as n from shop_order o
       where o.hospital_id = ${hospitalId} and o.created_at >= ${start} and o.created_at < ${end}
       group by 1`.execute(db),
    sql<{ day: string; n: string; cents: string }>`
      select ${dayOf('o.pay_time')} as day, count(*) as n, sum(o.actual_cents) as cents from shop_order o
       where o.hospital_id = ${hospitalId} and o.pay_time >= ${start} and o.pay_time < ${end}
       group by 1`.execute(db),
    sql<{ day: string; cents: string }>`
      select ${dayOf('r.created_at')} as day, sum(r.amount_cents) as cents
        from order_refund r join shop_order o on o.id = r.order_id
       where o.hospital_id = ${hospitalId} and r.status = 'SUCCESS' and r.created_at >= ${start} and r.created_at < ${end}
       group by 1`.execute(db),
    sql<{ day: string; n: string }>`
      select ${dayOf('a.created_at')} as day, count(*) as n from pe_appointment a
       where a.hospital_id = ${hospitalId} and a.status <> 2 and a.created_at >= ${start} and a.created_at < ${end}
       group by 1`.execute(db),
    sql<{ package_id: number; name: string | null; n: string }>`
      select a.package_id, max(g.goods_name) as name, count(*) as n from pe_appointment a
        left join pe_package p on p.id = a.package_id
        left join goods g on g.id = p.goods_id
       where a.hospital_id = ${hospitalId} and a.status <> 2 and a.created_at >= ${start} and a.created_at < ${end}
       group by a.package_id
       order by count(*) desc, a.package_id`.execute(db),
    sql<{ goods_id: number; name: string; qty: string; cents: string }>`
      select l.goods_id, max(l.goods_name) as name, sum(l.goods_num) as qty, sum(l.real_cents) as cents
        from order_goods l join shop_order o on o.id = l.order_id
       where o.hospital_id = ${hospitalId} and o.pay_time >= ${start} and o.pay_time < ${end} and not l.is_gift
       group by l.goods_id
       order by sum(l.real_cents) desc, l.goods_id
       limit ${FIGURES_TOP_GOODS}`.execute(db),
    sql<{ visitors: string; buyers: string }>`
      select count(*) as visitors,
             count(*) filter (where exists (
               select 1 from shop_order o where o.hospital_id = ${hospitalId} and o.user_id = v.user_id
                  and o.created_at >= ${start} and o.created_at < ${end})) as buyers
        from (select distinct e.user_id from track_event e
               where e.hospital_id = ${hospitalId} and e.kind = 'visit' and e.user_id is not null
                 and e.day >= ${from} and e.day <= ${to}) v`.execute(db),
    visitStats(db as Kysely<DB>, hospitalId, from, to),
  ])
  const byDay = new Map<string, FiguresDay>(
    days.map((day) => [day, { day, orders: 0, paidOrders: 0, sales: 0, refunded: 0, bookings: 0, visits: 0 }]),
  )
  const at = (day: string) => byDay.get(day)
  for (const r of orders.rows) {
    const d = at(r.day)
    if (d) d.orders = num(r.n)
  }
  const salesCents = new Map<string, number>()
  for (const r of paid.rows) {
    const d = at(r.day)
    if (d) {
      d.paidOrders = num(r.n)
      d.sales = yuan(num(r.cents))
      salesCents.set(r.day, num(r.cents))
    }
  }
  let refundedCents = 0
  for (const r of refunds.rows) {
    const d = at(r.day)
    if (d) {
      d.refunded = yuan(num(r.cents))
      refundedCents += num(r.cents)
    }
  }
  for (const r of bookings.rows) {
    const d = at(r.day)
    if (d) d.bookings = num(r.n)
  }
  for (const r of visits) {
    const d = at(r.day)
    if (d) d.visits += r.visits
  }
  const list = [...byDay.values()]
  const sum = (k: 'orders' | 'paidOrders' | 'bookings' | 'visits') => list.reduce((s, d) => s + d[k], 0)
  const visitors = num(conv.rows[0]?.visitors)
  const buyers = num(conv.rows[0]?.buyers)
  return {
    from,
    to,
    days: list,
    totals: {
      orders: sum('orders'),
      paidOrders: sum('paidOrders'),
      sales: yuan([...salesCents.values()].reduce((s, c) => s + c, 0)),
      refunded: yuan(refundedCents),
      bookings: sum('bookings'),
      visits: sum('visits'),
      visitors,
      buyers,
      conversion: visitors === 0 ? 0 : buyers / visitors,
    },
    packages: packages.rows.map((r) => ({ packageId: r.package_id, name: r.name ?? `套餐 ${r.package_id}`, bookings: num(r.n) })),
    topGoods: goods.rows.map((r) => ({ goodsId: r.goods_id, name: r.name, quantity: num(r.qty), amount: yuan(num(r.cents)) })),
  }
}

/** one CSV field: quoted, quotes doubled; a leading = + - @ neutralised (no formula injection in Excel) */
export function csvCell(v: unknown): string {
  let s = String(v ?? '')
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return `"${s.replace(/"/g, '""')}"`
}

/** the dashboard as a CSV file: UTF-8 with a BOM; the daily rows, the totals, packages and top goods */
export function figuresCsv(f: FiguresDashboard): string {
  const line = (cells: unknown[]) => cells.map(csvCell).join(',')
  const out: string[] = [
    line(['日期', '下单数', '支付订单数', '销售额(元)', '退款额(元)', '体检预约数', '页面访问次数']),
    ...f.days.map((d) => line([d.day, d.orders, d.paidOrders, d.sales.toFixed(2), d.refunded.toFixed(2), d.bookings, d.visits])),
    line([
      '合计',
      f.totals.orders,
      f.totals.paidOrders,
      f.totals.sales.toFixed(2),
      f.totals.refunded.toFixed(2),
      f.totals.bookings,
      f.totals.visits,
    ]),
    '',
    line(['登录访客数', '下单访客数', '转化率']),
    line([f.totals.visitors, f.totals.buyers, `${(f.totals.conversion * 100).toFixed(2)}%`]),
    '',
    line(['体检套餐', '预约数']),
    ...f.packages.map((p) => line([p.name, p.bookings])),
    '',
    line(['商品', '销量', '支付金额(元)']),
    ...f.topGoods.map((g) => line([g.name, g.quantity, g.amount.toFixed(2)])),
  ]
  return `\ufeff${out.join('\r\n')}\r\n`
}
