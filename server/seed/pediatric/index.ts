/**
 * The paediatric shop (issue 18) of 金陵妇幼 (hospital 7): 婴儿用品 and 儿童体检, the goods the browse seed already
 * has there. Hospitals 6 and 8 have no paediatric shop (goodsIndex answers open: false). Idempotent.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'

export const PEDIATRIC_HOSPITAL_ID = 7
/** 712 婴儿用品, 732 儿童体检 (server/seed/browse/catalog.ts) */
export const PEDIATRIC_CATEGORIES_7 = [712, 732]

export async function seedPediatric(db: Kysely<DB>, opts: { now: Date }): Promise<void> {
  await db
    .insertInto('pediatric_shop')
    .values({
      hospital_id: PEDIATRIC_HOSPITAL_ID,
      title: '儿科商城',
      notice: '儿童用品与儿童体检，由本院儿科医生把关选品。孩子发热、精神差等请及时就医，紧急情况请拨打120。',
      category_ids: JSON.stringify(PEDIATRIC_CATEGORIES_7),
      updated_at: opts.now,
    })
    .onConflict((oc) => oc.column('hospital_id').doNothing())
    .execute()
}
