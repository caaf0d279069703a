/**
 * Group-buy seed (issue 14): a running 2-person group buy of hospital 6 on a physical goods that needs no
 * forms (四脚助行拐杖 6016, ¥129 → ¥99 per person), so a buyer can open or join a team with an address
 * from the book. Teams come from buyers (the browse seed has display-only teams for the other group buys).
 * Also the postage goods of paper case-file mailing (/paperToHome) and the demo user's hospital stays. Idempotent.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { demoStays } from '../../modules/paper-mail'
import { itemImage, PAPER_MAIL_GOODS_NAME } from '../imagery/path'

export const GROUP_BUY_ACTIVITY_ID = 881
export const GROUP_BUY_GOODS_ID = 6016
export const GROUP_BUY_SKU_ID = 60161

/** the postage goods of paper case-file mailing (/paperToHome): ¥15.00 per copy (copying, the hospital's stamp, express post) */
export const PAPER_MAIL_GOODS_ID = 6090
export const PAPER_MAIL_SKU_ID = 60901

async function seedPaperMail(db: Kysely<DB>, opts: { now: Date; demoPhone?: string }): Promise<void> {
  const base = await db.selectFrom('goods').selectAll().where('id', '=', GROUP_BUY_GOODS_ID).executeTakeFirst()
  const exists = await db.selectFrom('goods').select('id').where('id', '=', PAPER_MAIL_GOODS_ID).executeTakeFirst()
  if (base && !exists) {
    // a row read back from PostgreSQL has its json columns parsed: write them as JSON text again (node-postgres
    // would send a JS array as a PostgreSQL array literal)
    const row = Object.fromEntries(
      Object.entries(base).map(([k, v]) => [k, v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v]),
    )
    await db
      .insertInto('goods')
      .values({
        ...row,
        id: PAPER_MAIL_GOODS_ID,
        goods_distribute_id: 100000 + PAPER_MAIL_GOODS_ID,
        category_id: 0, // not in a shop category: ordered from /paperToHome only
        goods_name: PAPER_MAIL_GOODS_NAME,
        goods_path: itemImage(PAPER_MAIL_GOODS_NAME),
        goods_pics: JSON.stringify([itemImage(PAPER_MAIL_GOODS_NAME)]) as any,
        sell_point: '病案复印、医院盖章、快递到家',
        lined_price_cents: 0,
        stock_flag: 0,
        label_list: JSON.stringify([]) as any,
        spec_list: JSON.stringify([]) as any,
        detail_html: '<h3>服务说明</h3><p>病案室复印并加盖医院公章后，以快递寄送到您的收件地址。每份含复印与邮寄费用。</p>',
        notice: '仅限本人申请；支付后3个工作日内寄出。',
        is_support_refund: true,
        sales_num: 0,
        sort: 9999,
        hidden_from_lists: true, // the postage is ordered from /paperToHome only: no goods list shows it
        created_at: opts.now,
      } as any)
      .execute()
    await db
      .insertInto('goods_sku')
      .values({
        id: PAPER_MAIL_SKU_ID,
        goods_id: PAPER_MAIL_GOODS_ID,
        sku_data: JSON.stringify([]) as any,
        price_cents: 1500,
        lined_price_cents: 0,
        stock: 0,
        sku_pic: '',
      })
      .execute()
  }
  // a database seeded before the column (0960) keeps the postage goods out of the lists too
  if (exists) await db.updateTable('goods').set({ hidden_from_lists: true }).where('id', '=', PAPER_MAIL_GOODS_ID).execute()
  if (!opts.demoPhone) return
  const demo = await db.selectFrom('app_user').select('id').where('phone', '=', opts.demoPhone).executeTakeFirst()
  if (!demo) return
  const has = await db.selectFrom('hospital_stay').select('id').where('user_id', '=', demo.id).executeTakeFirst()
  if (!has)
    await db
      .insertInto('hospital_stay')
      .values(demoStays(demo.id, 6, opts.now))
      .execute()
}

export async function seedGroupBuy(db: Kysely<DB>, opts: { now: Date; demoPhone?: string }): Promise<void> {
  await seedPaperMail(db, opts)
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
