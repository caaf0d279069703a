/**
 * Group check-ups and exam cards (issue 12): two companies of hospital 6 (and one of hospital 7) with a
 * batch each (a date window from the seed day, packages allowed per sex and age, company-paid) and
 * rosters; exam cards of hospitals 6 and 7 (unused ones and an expired one). Identities and passwords
 * are stored as salted digests and masked values (server/modules/checkup/digest.ts); the plain values
 * below are the demo's and the tests' (a real hospital imports its roster, never seeds one).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { addDays, businessToday } from '../../../src/domain/time'
import { idCheckDigit } from '../../../src/domain/validation'
import { maskIdNumber, maskPhone } from '../../../src/domain/mask'
import { digest } from '../../modules/checkup/digest'

export const CHECKUP2_SEED_MARKER = 'checkup2.seededAt'

/** an 18-character ID number of Nanjing Xuanwu (320102) with a valid check digit; odd seq = male */
const idOf = (birth: string, seq: string) => `320102${birth}${seq}${idCheckDigit(`320102${birth}${seq}`)}`

/** [name, birth YYYYMMDD, seq (odd = male), phone, marital 1 married / 2 unmarried] */
type Employee = [string, string, string, string, 1 | 2]

export const SEED_COMPANIES: Array<{
  id: number
  hospitalId: number
  name: string
  batch: { id: number; name: string; days: number; payer: 'company' | 'self' }
  /** the hospital's packages by sort position: [index, sexLimit, minAge, maxAge] */
  packages: Array<[number, 0 | 1 | 2, number | null, number | null]>
  roster: Employee[]
}> = [
  {
    id: 601,
    hospitalId: 6,
    name: '南京钢铁集团有限公司',
    batch: { id: 6011, name: '2026年度在职员工健康体检', days: 30, payer: 'company' },
    packages: [
      [0, 0, null, null],
      [1, 1, 18, 60],
      [2, 2, 18, 60],
    ],
    roster: [
      ['王建国', '19780512', '031', '13905170001', 1],
      ['李秀英', '19850923', '042', '13905170002', 1],
      ['张伟', '19920301', '053', '13905170003', 2],
      ['刘芳', '19960715', '064', '13905170004', 2],
      ['陈志强', '19680118', '075', '13905170005', 1],
      ['杨丽', '19880626', '086', '13905170006', 1],
    ],
  },
  {
    id: 602,
    hospitalId: 6,
    name: '江苏紫金农村商业银行',
    batch: { id: 6021, name: '2026年员工体检（第二批）', days: 45, payer: 'self' },
    packages: [
      [0, 0, null, null],
      [3, 0, 40, null],
    ],
    roster: [
      ['赵磊', '19830214', '111', '13813800011', 1],
      ['孙婷', '19900808', '122', '13813800012', 2],
      ['周洋', '19751130', '133', '13813800013', 1],
      ['吴敏', '19870405', '144', '13813800014', 1],
      ['郑浩', '19990120', '155', '13813800015', 2],
      ['冯雪', '19721009', '166', '13813800016', 1],
    ],
  },
  {
    id: 701,
    hospitalId: 7,
    name: '鼓楼区教育局',
    batch: { id: 7011, name: '2026年教职工体检', days: 30, payer: 'company' },
    packages: [[0, 0, null, null]],
    roster: [
      ['何静', '19860302', '212', '13705170021', 1],
      ['高峰', '19790611', '223', '13705170022', 1],
    ],
  },
]

/** [hospital, card number, password, package by sort position, days valid from the seed day (negative = expired)] */
export const SEED_CARDS: Array<[number, string, string, number, number]> = [
  [6, 'TJ6000000001', '385216', 0, 180],
  [6, 'TJ6000000002', '902174', 0, 180],
  [6, 'TJ6000000003', '447731', 1, 180],
  [6, 'TJ6000000004', '618820', 2, 180],
  [6, 'TJ6000000005', '250693', 0, 180],
  [6, 'TJ6000000006', '771045', 0, 180],
  [6, 'TJ6000000009', '130598', 0, -1],
  [7, 'TJ7000000001', '520131', 0, 180],
]

/** the seeded identity of an employee (tests, demo) */
export const employeeIdentity = (e: Employee) => ({ name: e[0], idNumber: idOf(e[1], e[2]), phone: e[3] })

export async function seedCheckup2(db: Kysely<DB>, opts: { now?: Date } = {}): Promise<boolean> {
  const now = opts.now ?? new Date()
  const done = await db.selectFrom('server_kv').select('value').where('key', '=', CHECKUP2_SEED_MARKER).executeTakeFirst()
  if (done) return false
  const packages = await db.selectFrom('pe_package').select(['id', 'hospital_id']).orderBy('sort').orderBy('id').execute()
  const of = (hospitalId: number, i: number) => packages.filter((p) => p.hospital_id === hospitalId)[i]?.id
  if (!of(6, 0)) return false // no exam packages seeded
  const today = businessToday(now)
  await db.transaction().execute(async (trx) => {
    for (const c of SEED_COMPANIES) {
      if (!of(c.hospitalId, 0)) continue
      await trx.insertInto('pe_company').values({ id: c.id, hospital_id: c.hospitalId, name: c.name }).execute()
      await trx
        .insertInto('pe_group_batch')
        .values({
          id: c.batch.id,
          company_id: c.id,
          hospital_id: c.hospitalId,
          name: c.batch.name,
          start_date: today,
          end_date: addDays(today, c.batch.days)!,
          payer: c.batch.payer,
        })
        .execute()
      const allowed = c.packages
        .map(([i, sex, min, max]) => ({
          batch_id: c.batch.id,
          package_id: of(c.hospitalId, i),
          sex_limit: sex,
          min_age: min,
          max_age: max,
        }))
        .filter((p): p is typeof p & { package_id: number } => p.package_id !== undefined)
      await trx.insertInto('pe_group_package').values(allowed).execute()
      await trx
        .insertInto('pe_group_roster')
        .values(
          c.roster.map((e) => {
            const who = employeeIdentity(e)
            return {
              batch_id: c.batch.id,
              name: who.name,
              id_digest: digest(who.idNumber),
              phone_digest: digest(who.phone),
              id_number_masked: maskIdNumber(who.idNumber),
              phone_masked: maskPhone(who.phone),
              sex: Number(e[2][2]) % 2 === 1 ? 1 : 0,
              birthday: `${e[1].slice(0, 4)}-${e[1].slice(4, 6)}-${e[1].slice(6, 8)}`,
              marital_status: e[4],
            }
          }),
        )
        .execute()
    }
    const cards = SEED_CARDS.filter(([h, , , i]) => of(h, i)).map(([h, cardNo, password, i, days]) => ({
      hospital_id: h,
      card_no: cardNo,
      password_digest: digest(password),
      package_id: of(h, i)!,
      expires_on: addDays(today, days)!,
    }))
    if (cards.length) await trx.insertInto('pe_card').values(cards).execute()
    await trx.insertInto('server_kv').values({ key: CHECKUP2_SEED_MARKER, value: now.toISOString() }).execute()
  })
  return true
}
