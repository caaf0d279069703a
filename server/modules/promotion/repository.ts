/**
 * Reads of activities (flash sales, group buys, discounts) and promotions (满减 / 满赠) through the
 * read cache (server/lib/cache): what is live at a given time, per goods.
 */
import type { Selectable } from 'kysely'
import type { DB, Q } from '../../lib/db'
import { cached, cachedMany, groupBy, TABLES } from '../../lib/cache'
import { ms } from '../../lib/time'

export type ActivityRow = Selectable<DB['activity']>
export type ActivityGoodsRow = Selectable<DB['activity_goods']>

/** activity rows (with their goods line) of these goods that have not ended, in this hospital */
export async function liveActivities(
  db: Q,
  hospitalId: number,
  goodsIds: number[],
  now: Date,
): Promise<Array<ActivityRow & { ag: ActivityGoodsRow }>> {
  if (goodsIds.length === 0) return []
  // cached per goods as read at `now` (ended ones left out); what ended since is filtered here
  const byGoods = await cachedMany(
    db,
    `acts:${hospitalId}`,
    goodsIds,
    TABLES.activities,
    async (ids) => groupBy(await queryLiveActivities(db, hospitalId, ids as number[], now), (r) => r.ag.goods_id),
    [] as Array<ActivityRow & { ag: ActivityGoodsRow }>,
    { now },
  )
  const t = now.getTime()
  const rows = [...byGoods.values()].flat().filter((r) => (ms(r.period_end) as number) > t)
  return byGoods.size > 1 ? rows.sort((a, b) => (ms(a.period_begin) as number) - (ms(b.period_begin) as number)) : rows
}

async function queryLiveActivities(
  db: Q,
  hospitalId: number,
  goodsIds: number[],
  now: Date,
): Promise<Array<ActivityRow & { ag: ActivityGoodsRow }>> {
  const rows = await db
    .selectFrom('activity_goods as ag')
    .innerJoin('activity as a', 'a.id', 'ag.activity_id')
    .selectAll('a')
    .select([
      'ag.id as ag_id',
      'ag.goods_id',
      'ag.sku_id',
      'ag.activity_price_cents',
      'ag.activity_discount_price_cents',
      'ag.activity_stock_num',
      'ag.activity_stock_flag',
      'ag.activity_num',
      'ag.status as ag_status',
    ])
    .where('ag.goods_id', 'in', goodsIds)
    .where('a.hospital_id', '=', hospitalId)
    .where('a.period_end', '>', now)
    .where('ag.status', '=', 1)
    .orderBy('a.period_begin')
    .orderBy('ag.id')
    .execute()
  return rows.map((r: any) => ({
    id: r.id,
    hospital_id: r.hospital_id,
    type: r.type,
    activity_name: r.activity_name,
    period_begin: r.period_begin,
    period_end: r.period_end,
    time_before: r.time_before,
    show_price: r.show_price,
    purchase_max: r.purchase_max,
    single_limit: r.single_limit,
    team_num: r.team_num,
    team_hours: r.team_hours,
    activity_describe: r.activity_describe,
    ag: {
      id: r.ag_id,
      activity_id: r.id,
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      activity_price_cents: r.activity_price_cents,
      activity_discount_price_cents: r.activity_discount_price_cents,
      activity_stock_num: r.activity_stock_num,
      activity_stock_flag: r.activity_stock_flag,
      activity_num: r.activity_num,
      status: r.ag_status,
    },
  }))
}

export type PromotionRow = Selectable<DB['promotion']>

export async function runningPromotions(
  db: Q,
  hospitalId: number,
  goodsIds: number[] | null,
  now: Date,
): Promise<Array<PromotionRow & { goods_id?: number }>> {
  // cached as read at `now` without the ended ones; started / ended since are filtered here
  const t = now.getTime()
  const running = (p: PromotionRow) => (ms(p.period_begin) as number) <= t && (ms(p.period_end) as number) > t
  if (goodsIds) {
    if (goodsIds.length === 0) return []
    const byGoods = await cachedMany(
      db,
      `promos:${hospitalId}`,
      goodsIds,
      TABLES.promotions,
      async (ids) =>
        groupBy(
          (await db
            .selectFrom('promotion as p')
            .selectAll('p')
            .innerJoin('promotion_goods as pg', 'pg.promotion_id', 'p.id')
            .select('pg.goods_id')
            .where('p.hospital_id', '=', hospitalId)
            .where('p.period_end', '>', now)
            .where('pg.goods_id', 'in', ids as number[])
            .orderBy('p.id')
            .execute()) as Array<PromotionRow & { goods_id: number }>,
          (r) => r.goods_id,
        ),
      [] as Array<PromotionRow & { goods_id: number }>,
      { now },
    )
    return [...byGoods.values()].flat().filter(running)
  }
  const all = await cached(
    db,
    `promosAll:${hospitalId}`,
    TABLES.promotions,
    () =>
      db
        .selectFrom('promotion as p')
        .selectAll('p')
        .where('p.hospital_id', '=', hospitalId)
        .where('p.period_end', '>', now)
        .orderBy('p.id')
        .execute(),
    { now },
  )
  return all.filter(running)
}
