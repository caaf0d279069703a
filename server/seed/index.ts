/**
 * Seed data, inserted idempotently at start (ON CONFLICT DO NOTHING: rows edited later are left
 * alone). SEED=0 skips it.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../lib/db/schema'
import { hashPassword } from '../lib/crypto'
import { SEED_PROTOCOLS } from './protocols'
import { seedBrowse } from './browse'
import { seedAccount } from './account'
import { seedOfflineOrders } from './order/offline'
import { seedHealth } from './health'
import { seedMaternity } from './maternity'
import { seedRecords } from './records'
import { seedReports } from './report'
import { seedSurveys } from './survey'
import { seedContent } from './content'
import { seedCheckup } from './checkup'
import { seedPaySuccess } from './pay-success'
import { seedPediatric } from './pediatric'
import { seedCheckup2 } from './checkup2'
import { seedChat } from './chat'
import { seedGroupBuy } from './groupbuy'
import { seedCourses } from './course'
import { seedDoctors2 } from './doctors2'
import { seedLandings } from './landing'
import { seedHealthServices } from './health-service'

export const DEFAULT_HOSPITAL_ID = 6

export const SEED_HOSPITALS: DB['hospital'][] = [
  {
    id: 6,
    name: '金陵市第一人民医院健康商城',
    short_name: '金陵一院',
    logo_path: '/assets/hospital-6.svg',
    primary_color: '#1677FF',
    primary_color_end: '#4FA3FF',
    address: '金陵市鼓楼区长乐路68号',
    phone: '025-86631000',
    grey_mode: false,
    home_magic_page_id: 1006,
  },
  {
    id: 7,
    name: '金陵市妇幼保健院健康商城',
    short_name: '金陵妇幼',
    logo_path: '/assets/hospital-7.svg',
    primary_color: '#F0527A',
    primary_color_end: '#FF8FA8',
    address: '金陵市秦淮区天妃巷123号',
    phone: '025-52226000',
    grey_mode: false,
    home_magic_page_id: 1007,
  },
  {
    id: 8,
    name: '栖霞康宁医院健康商城',
    short_name: '康宁医院',
    logo_path: '/assets/hospital-8.svg',
    primary_color: '#0FA37F',
    primary_color_end: '#4CD4A6',
    address: '金陵市栖霞区仙林大道9号',
    phone: '025-85508800',
    grey_mode: false,
    home_magic_page_id: 1008,
  },
]

export const SEED_CONF: DB['sys_conf'][] = [
  { config_key: 'must_bind_phone', config_val: '1', remark: '第三方登录后必须绑定手机号 (1 是, 0 否)' },
  { config_key: 'sms_resend_seconds', config_val: '120', remark: '验证码重发间隔（秒），仅供前端展示' },
]

/** Demo account (not seeded in production mode): phone 13800138000, password demo1234. */
export const DEMO_USER = { phone: '13800138000', password: 'demo1234', username: '演示用户' }

export async function seed(db: Kysely<DB>, opts: { production: boolean; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date()
  await db
    .insertInto('hospital')
    .values(SEED_HOSPITALS)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  await db
    .insertInto('sys_conf')
    .values(SEED_CONF)
    .onConflict((oc) => oc.column('config_key').doNothing())
    .execute()
  await db
    .insertInto('protocol')
    .values(SEED_PROTOCOLS.map((p) => ({ code: p.code, hospital_id: 0, title: p.title, content: p.content, updated_at: now })))
    .onConflict((oc) => oc.columns(['code', 'hospital_id']).doNothing())
    .execute()
  if (!opts.production) {
    await db
      .insertInto('app_user')
      .values({
        username: DEMO_USER.username,
        phone: DEMO_USER.phone,
        password_hash: await hashPassword(DEMO_USER.password),
        register_hospital_id: DEFAULT_HOSPITAL_ID,
        register_channel: 'seed',
        avatar_url: '/assets/avatar-default.svg',
        id_no_hash: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute()
  }
  await seedBrowse(db, { production: opts.production, now })
  await seedContent(db, { now })
  await seedCourses(db, { now })
  await seedAccount(db, { now })
  await seedCheckup(db, { now })
  await seedPaySuccess(db, { now })
  await seedGroupBuy(db, { now, demoPhone: opts.production ? undefined : DEMO_USER.phone })
  await seedPediatric(db, { now })
  await seedCheckup2(db, { now })
  await seedLandings(db, { now })
  await seedHealthServices(db, { now })
  await seedOfflineOrders(db, { production: opts.production, now, phone: DEMO_USER.phone })
  await seedHealth(db, { production: opts.production, now, phone: DEMO_USER.phone })
  await seedMaternity(db, { production: opts.production, now, phone: DEMO_USER.phone })
  await seedRecords(db, { production: opts.production, now, phone: DEMO_USER.phone })
  await seedReports(db, { production: opts.production, now, phone: DEMO_USER.phone })
  await seedSurveys(db, { now, demoPhone: opts.production ? undefined : DEMO_USER.phone })
  await seedChat(db, { production: opts.production, now, phone: DEMO_USER.phone })
  await seedDoctors2(db, { production: opts.production, now, phone: DEMO_USER.phone })
}
