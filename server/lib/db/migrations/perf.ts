/**
 * Indexes for the hot reads (issue #5): the goods detail, the cart and the session lookup.
 * Never edit a released migration: append a new one.
 */
import type { Kysely, Migration } from 'kysely'

const INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  // runningPromotions(goodsIds): promotion_goods' primary key starts with promotion_id
  ['promotion_goods_goods_idx', 'promotion_goods', ['goods_id']],
  // running / live periods of a hospital
  ['promotion_hospital_period_idx', 'promotion', ['hospital_id', 'period_end']],
  ['activity_hospital_period_idx', 'activity', ['hospital_id', 'period_end']],
  ['activity_goods_activity_idx', 'activity_goods', ['activity_id']],
  // the coupon centre of a hospital
  ['coupon_rule_hospital_idx', 'coupon_rule', ['hospital_id', 'in_center']],
  // open teams of a group-buy activity
  ['team_activity_idx', 'team', ['activity_id', 'status']],
]

export const perfMigrations: Record<string, Migration> = {
  '0500_perf_indexes': {
    async up(db: Kysely<any>) {
      for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute()
    },
    async down(db: Kysely<any>) {
      for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute()
    },
  },
}
