/**
 * The goods sections (issue 18): the paediatric shop of 金陵妇幼 (hospital 7: 婴儿用品 and 儿童体检, the goods the
 * browse seed already has there; hospitals 6 and 8 have none: goodsIndex answers open: false) and the special-medical
 * check-ups of 金陵一院 (hospital 6: 专项筛查). Idempotent.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'

export const PEDIATRIC_HOSPITAL_ID = 7
/** 712 婴儿用品, 732 儿童体检 (server/seed/browse/catalog.ts) */
export const PEDIATRIC_CATEGORIES_7 = [712, 732]

/** 633 专项筛查 of hospital 6 */
export const SPECIAL_MED_CATEGORIES_6 = [633]

export async function seedPediatric(db: Kysely<DB>, opts: { now: Date }): Promise<void> {
  await db
    .insertInto('goods_section')
    .values([
      {
        hospital_id: PEDIATRIC_HOSPITAL_ID,
        kind: 'pediatric',
        title: '儿科商城',
        notice: '儿童用品与儿童体检，由本院儿科医生把关选品。孩子发热、精神差等请及时就医，紧急情况请拨打120。',
        category_ids: JSON.stringify(PEDIATRIC_CATEGORIES_7),
        updated_at: opts.now,
      },
      {
        hospital_id: 6,
        kind: 'specialMed',
        title: '特色医疗',
        notice: '专项筛查由本院专科医生解读报告；检查结果仅供参考，不作为诊断依据，如有不适请及时就医。',
        category_ids: JSON.stringify(SPECIAL_MED_CATEGORIES_6),
        updated_at: opts.now,
      },
    ])
    .onConflict((oc) => oc.columns(['hospital_id', 'kind']).doNothing())
    .execute()
  await db
    .insertInto('profession')
    .values(PROFESSIONS)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
}

/** the specialties of hospital 6 (market/professionDetail) with the categories of their goods */
export const PROFESSIONS = [
  {
    id: 6101,
    hospital_id: 6,
    name: '心血管内科',
    intro: '高血压、冠心病、心律失常的长期管理。家用血压、血糖监测设备由专科医生推荐，测量结果异常请及时复诊。',
    icon_path: '/assets/browse/cat-device.svg',
    category_ids: JSON.stringify([611]),
    sort: 1,
  },
  {
    id: 6102,
    hospital_id: 6,
    name: '呼吸与危重症医学科',
    intro: '慢阻肺、哮喘与睡眠呼吸障碍的居家氧疗与雾化护理。出现明显气促、胸闷请立即就医或拨打120。',
    icon_path: '/assets/browse/cat-care.svg',
    category_ids: JSON.stringify([612]),
    sort: 2,
  },
  {
    id: 6103,
    hospital_id: 6,
    name: '康复医学科',
    intro: '术后与慢病康复：助行辅具、康复理疗与上门康复服务，由康复治疗师评估后选用。',
    icon_path: '/assets/browse/cat-rehab.svg',
    category_ids: JSON.stringify([623, 642]),
    sort: 3,
  },
]
