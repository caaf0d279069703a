/**
 * Maternity seed (issue 13 item 8), demo account only (never in production): the demo user's wife 王芳 (with the
 * separate health consent) in week 20⁺⁰ of a pregnancy on the seed date (LMP = today − 140 days), the first two
 * prenatal visits done, a weight every four weeks inside the WS/T 801-2022 range; and their son 张小宝, 8 months
 * old, added with the guardian's consent (SPEC §6, a child under 14) and the health consent, every vaccine dose due
 * before 8 months given on time (MMR-1 and JE-L-1 are due on the seed day). Runs once per
 * database (marker server_kv 'maternity.seededAt', same transaction), after the health seed.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { addCalendarMonths, vaccineScheduleDoses } from '../../../src/domain/vaccines'
import { addDays, businessToday } from '../../../src/domain/time'
import { logConsent } from '../../modules/consent'

export const MATERNITY_SEED_MARKER = 'maternity.seededAt'
/** the pregnancy is at 20⁺⁰ weeks on the seed date */
export const SEED_PREGNANCY_DAYS = 140
export const SEED_MOTHER = { name: '王芳', relation: 'spouse', sex: 2, birth_date: '1994-03-18', heightCm: 162, preWeightKg: 54 } as const
export const SEED_CHILD = { name: '张小宝', relation: 'child', sex: 1, ageMonths: 8 } as const
/** the baby's doses given on time (every dose due before 8 months); MMR-1 and JE-L-1 are due on the seed day */
export const SEED_CHILD_DOSES = [
  'HepB-1',
  'BCG-1',
  'HepB-2',
  'IPV-1',
  'IPV-2',
  'DTaP-1',
  'bOPV-1',
  'DTaP-2',
  'DTaP-3',
  'HepB-3',
  'MPSV-A-1',
] as const
export const MATERNITY_SEED_MEMBERS = [SEED_MOTHER.name, SEED_CHILD.name] as const

export async function seedMaternity(db: Kysely<DB>, opts: { production: boolean; now: Date; phone: string }): Promise<void> {
  if (opts.production) return
  const done = await db.selectFrom('server_kv').select('value').where('key', '=', MATERNITY_SEED_MARKER).executeTakeFirst()
  if (done) return
  const user = await db.selectFrom('app_user').select('id').where('phone', '=', opts.phone).executeTakeFirst()
  if (!user) return
  const now = opts.now
  const today = businessToday(now)
  await db.transaction().execute(async (trx) => {
    const member = (m: { name: string; relation: string; sex: number; birth_date: string }, guardian: boolean) =>
      trx
        .insertInto('health_member')
        .values({
          user_id: user.id,
          name: m.name,
          relation: m.relation,
          sex: m.sex,
          birth_date: m.birth_date,
          health_consent_at: now,
          guardian_consent_at: guardian ? now : null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    const log = (memberId: number, purpose: 'health' | 'guardian') =>
      logConsent(trx, user.id, { subject: 'member', subjectId: memberId, purpose, action: 'grant', at: now })

    const mother = await member(SEED_MOTHER, false)
    await log(mother.id, 'health')
    const lmp = addDays(today, -SEED_PREGNANCY_DAYS)!
    const p = await trx
      .insertInto('maternity_pregnancy')
      .values({
        user_id: user.id,
        member_id: mother.id,
        lmp,
        height_cm: SEED_MOTHER.heightCm,
        pre_weight_kg: SEED_MOTHER.preWeightKg,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const checkId of [1, 2])
      await trx
        .insertInto('maternity_check')
        .values({ user_id: user.id, pregnancy_id: p.id, check_id: checkId, planned_date: null, done_at: now, updated_at: now })
        .execute()
    // weeks 8, 12, 16, 20: 54.6, 55.3, 56.4, 57.8 kg (normal pre-pregnancy BMI 20.6: inside the range)
    const weights: Array<[number, number]> = [
      [56, 54.6],
      [84, 55.3],
      [112, 56.4],
      [140, 57.8],
    ]
    await trx
      .insertInto('maternity_weight')
      .values(
        weights.map(([day, kg]) => ({ user_id: user.id, pregnancy_id: p.id, date: addDays(lmp, day)!, weight_kg: kg, created_at: now })),
      )
      .execute()

    const birth = addCalendarMonths(today, -SEED_CHILD.ageMonths)!
    const child = await member({ name: SEED_CHILD.name, relation: SEED_CHILD.relation, sex: SEED_CHILD.sex, birth_date: birth }, true)
    const doses = vaccineScheduleDoses().filter((d) => (SEED_CHILD_DOSES as readonly string[]).includes(d.id))
    await trx
      .insertInto('vaccine_dose_record')
      .values(
        doses.map((d) => ({
          user_id: user.id,
          member_id: child.id,
          dose_id: d.id,
          date: addCalendarMonths(birth, d.ageMonths)!,
          created_at: now,
        })),
      )
      .execute()
    await log(child.id, 'guardian')
    await log(child.id, 'health')
    await trx.insertInto('server_kv').values({ key: MATERNITY_SEED_MARKER, value: now.toISOString() }).execute()
  })
}
