/**
 * Group-buy seed (issue 14): a running 2-person group buy of hospital 6 on a physical goods that needs no
 * forms (四脚助行拐杖 6016, ¥129 → ¥99 per person), so a buyer can open or join a team with an address
 * from the book. Teams come from buyers (the browse seed has display-only teams for the other group buys).
 * Idempotent.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'

export const GROUP_BUY_ACTIVITY_ID = 881
export const GROUP_BUY_GOODS_ID = 6016
export const GROUP_BUY_SKU_ID = 60161

export async function seedGroupBuy(db: Kysely<DB>, opts: { now: Date }): Promise<void> {
  const exists = await db.selectFrom('activity').select('id').where('id', '=', GROUP_BUY_ACTIVITY_ID).executeTakeFirst()
  if (exists) return
  const goods = await db.selectFrom('goods').select('id').where('id', '=', GROUP_BUY_GOODS_ID).executeTakeFirst()
  if (!goods) return // production seed without the demo catalogue
  const day = 86400_000
  await db
    .insertInto('activity')
    .values({
      id: GROUP_BUY_ACTIVITY_ID,
      hospital_id: 6,
      type: 2,
      activity_name: '助行拐杖 2人成团',
      period_begin: new Date(opts.now.getTime() - day),
      period_end: new Date(opts.now.getTime() + 30 * day),
      time_before: 0,
      show_price: 1,
      purchase_max: 0,
      single_limit: 0,
      team_num: 2,
      team_hours: 24,
      activity_describe: '开团后24小时内邀请1位好友参团即可成团；未成团自动原路退款。每单限购1件。',
    })
    .execute()
  await db
    .insertInto('activity_goods')
    .values({
      id: GROUP_BUY_ACTIVITY_ID * 100 + 1,
      activity_id: GROUP_BUY_ACTIVITY_ID,
      goods_id: GROUP_BUY_GOODS_ID,
      sku_id: null,
      activity_price_cents: 9900,
      activity_discount_price_cents: null,
      activity_stock_num: 500,
      activity_stock_flag: 1,
      activity_num: 0,
      status: 1,
    })
    .execute()
}
