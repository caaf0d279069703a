/**
 * Health-service seed (issue 12): the services of the three seeded hospitals, each with options from the hospital's
 * own catalogue (browse seed goods 6000+n / 7000+n / 8000+n, the specialty goods 68xx of the landing seed).
 * Ids are hospitalId*100+n. Idempotent (ON CONFLICT DO NOTHING: a service edited later is left alone).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'

interface SeedService {
  n: number
  title: string
  subtitle: string
  icon: string
  intro: string
  notices: string[]
  goodsIds: number[]
}

const I = (name: string) => `/assets/browse/${name}.svg`

export const SEED_HEALTH_SERVICES: Record<number, SeedService[]> = {
  6: [
    {
      n: 1,
      title: '上门护理',
      subtitle: '专科护士上门 含耗材',
      icon: I('cat-care'),
      intro: '行动不便、出院后需要继续护理的患者，可预约本院专科护士上门换药、导管维护和采血。',
      notices: ['下单后客服将在2小时内电话确认上门时间。', '服务范围为本市主城区，首次上门请准备病历和出院小结。'],
      goodsIds: [6028, 6029, 6030],
    },
    {
      n: 2,
      title: '健康管家',
      subtitle: '慢病随访 居家监测',
      icon: I('cat-care'),
      intro: '为高血压、糖尿病等慢病患者提供全年随访、居家监测和用药提醒。',
      notices: ['签约后健康管家将在3个工作日内联系您建立健康档案。'],
      goodsIds: [6042, 6037, 6038],
    },
    {
      n: 3,
      title: '康复理疗',
      subtitle: '到院理疗 居家康复',
      icon: I('cat-care'),
      intro: '康复医学科治疗师根据评估结果制定方案，可到院治疗，也可出院后居家继续康复。',
      notices: ['首次治疗前需由康复医师评估。'],
      goodsIds: [6031, 6032, 6040],
    },
    {
      n: 4,
      title: '口腔保健',
      subtitle: '洁牙 窝沟封闭',
      icon: I('cat-care'),
      intro: '口腔科提供成人洁牙和儿童窝沟封闭，预约后按时到院即可。',
      notices: ['洁牙前请告知是否有出血性疾病或正在服用抗凝药物。'],
      goodsIds: [6801, 6802],
    },
  ],
  7: [
    {
      n: 1,
      title: '母婴上门',
      subtitle: '新生儿护理 催乳通乳',
      icon: I('cat-baby'),
      intro: '产科和新生儿科护士上门，提供新生儿护理、母乳喂养指导。',
      notices: ['请在出院前预约，护士将在出院后3日内上门。'],
      goodsIds: [7010, 7011],
    },
    {
      n: 2,
      title: '孕产服务',
      subtitle: '孕期检查 产后康复',
      icon: I('cat-baby'),
      intro: '孕期到产后的全程服务，按孕周安排。',
      notices: ['请携带孕产妇保健手册。'],
      goodsIds: [7008, 7009, 7012],
    },
  ],
  8: [
    {
      n: 1,
      title: '康复训练',
      subtitle: '中风康复 关节康复',
      icon: I('cat-care'),
      intro: '康复中心以老年康复为特色，开展神经康复和骨关节术后康复。',
      notices: ['首次训练前需康复医师评估。'],
      goodsIds: [8008, 8009, 8007],
    },
    {
      n: 2,
      title: '居家康复',
      subtitle: '治疗师上门指导',
      icon: I('cat-care'),
      intro: '出院后由治疗师上门指导家庭康复训练。',
      notices: ['服务范围为栖霞区及周边。'],
      goodsIds: [8015],
    },
  ],
}

export async function seedHealthServices(db: Kysely<DB>, opts: { now: Date }): Promise<void> {
  const hospitals = await db.selectFrom('hospital').select('id').execute()
  const rows = hospitals.flatMap((h) =>
    (SEED_HEALTH_SERVICES[h.id] ?? []).map((s) => ({
      id: h.id * 100 + s.n,
      hospital_id: h.id,
      title: s.title,
      subtitle: s.subtitle,
      icon_path: s.icon,
      intro: s.intro,
      notices: JSON.stringify(s.notices),
      goods_ids: JSON.stringify(s.goodsIds),
      sort: s.n,
      status: 1,
      updated_at: opts.now,
    })),
  )
  if (rows.length)
    await db
      .insertInto('health_service')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
}
