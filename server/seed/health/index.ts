/**
 * Health-record seed (issue 13), demo account only (never in production): two family members (本人 and his
 * mother), both with the separate health consent, and three months of blood pressure (morning and evening) and
 * glucose (fasting and 2 h after a meal) readings up to the seed time, plus heights and weights. The values come
 * from a fixed pseudo-random sequence, so every seeded database has the same readings; the categories are those
 * of src/domain/health.ts. Runs once per database (marker server_kv 'health.seededAt', same transaction).
 */
import type { Insertable, Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { HealthBodyDataTable } from '../../lib/db/tables/health'
import { bmi, classifyBloodPressure, classifyBmi, classifyGlucose, type GlucoseContext } from '../../../src/domain/health'
import { addDays, businessToday, businessWallTime, fullYearsOn } from '../../../src/domain/time'
import { logConsent } from '../../modules/consent'

export const HEALTH_SEED_MARKER = 'health.seededAt'
export const HEALTH_SEED_DAYS = 90

export const SEED_MEMBERS = [
  { name: '张伟', relation: 'self', sex: 1, birth_date: '1978-05-12', heightCm: 172, weightKg: 74.5, bp: [126, 82], fasting: 5.6 },
  { name: '李桂兰', relation: 'parent', sex: 2, birth_date: '1952-09-03', heightCm: 158, weightKg: 63, bp: [146, 88], fasting: 6.6 },
] as const

/** a small deterministic generator (mulberry32) */
function rng(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export async function seedHealth(db: Kysely<DB>, opts: { production: boolean; now: Date; phone: string }): Promise<void> {
  if (opts.production) return
  const done = await db.selectFrom('server_kv').select('value').where('key', '=', HEALTH_SEED_MARKER).executeTakeFirst()
  if (done) return
  const user = await db.selectFrom('app_user').select('id').where('phone', '=', opts.phone).executeTakeFirst()
  if (!user) return
  const now = opts.now
  const today = businessToday(now)
  await db.transaction().execute(async (trx) => {
    let seed = 20261124
    for (const m of SEED_MEMBERS) {
      const member = await trx
        .insertInto('health_member')
        .values({
          user_id: user.id,
          name: m.name,
          relation: m.relation,
          sex: m.sex,
          birth_date: m.birth_date,
          health_consent_at: now,
          guardian_consent_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await logConsent(trx, user.id, { subject: 'member', subjectId: member.id, purpose: 'health', action: 'grant', at: now })
      const rand = rng(seed++)
      const rows: Array<Insertable<HealthBodyDataTable>> = []
      const at = (date: string, h: number, min: number) => {
        const [y, mo, d] = date.split('-').map(Number)
        return businessWallTime(y, mo, d, h, min)
      }
      const base = { user_id: user.id, member_id: member.id, created_at: now, updated_at: now }
      const empty = {
        systolic: null,
        diastolic: null,
        pulse: null,
        glucose: null,
        glucose_context: null,
        height_cm: null,
        weight_kg: null,
        bmi: null,
      }
      for (let i = HEALTH_SEED_DAYS; i >= 0; i--) {
        const date = addDays(today, -i) as string
        for (const [h, min] of [
          [7, 10],
          [20, 30],
        ] as const) {
          const when = at(date, h, min + Math.floor(rand() * 20))
          if (when.getTime() > now.getTime()) continue
          const s = Math.round(m.bp[0] + (rand() - 0.5) * 24 + (h === 7 ? 4 : 0))
          const d = Math.round(m.bp[1] + (rand() - 0.5) * 14)
          const pulse = Math.round(68 + rand() * 16)
          rows.push({
            ...base,
            ...empty,
            kind: 'bloodPressure',
            systolic: s,
            diastolic: d,
            pulse,
            category: classifyBloodPressure(s, d),
            measured_at: when,
          })
        }
        if (i % 2 === 0) {
          const ctxs: Array<[GlucoseContext, number, number, number]> = [
            ['fasting', 6, 50, m.fasting],
            ['after2h', 9, 0, m.fasting + 2.2],
          ]
          for (const [ctx, h, min, mean] of ctxs) {
            const when = at(date, h, min)
            if (when.getTime() > now.getTime()) continue
            const g = Math.round((mean + (rand() - 0.5) * 1.6) * 10) / 10
            rows.push({
              ...base,
              ...empty,
              kind: 'bloodGlucose',
              glucose: g,
              glucose_context: ctx,
              category: classifyGlucose(g, ctx),
              measured_at: when,
            })
          }
        }
        if (i % 30 === 0) {
          const when = at(date, 7, 0)
          if (when.getTime() > now.getTime()) continue
          if (i === HEALTH_SEED_DAYS)
            rows.push({ ...base, ...empty, kind: 'height', height_cm: m.heightCm, category: '', measured_at: when })
          const w = Math.round((m.weightKg + (rand() - 0.5) * 2) * 10) / 10
          const b = bmi(m.heightCm, w)
          const adult = fullYearsOn(m.birth_date, when) >= 18
          rows.push({ ...base, ...empty, kind: 'weight', weight_kg: w, bmi: b, category: adult ? classifyBmi(b) : '', measured_at: when })
        }
      }
      for (let k = 0; k < rows.length; k += 200)
        await trx
          .insertInto('health_body_data')
          .values(rows.slice(k, k + 200))
          .execute()
    }
    await trx.insertInto('server_kv').values({ key: HEALTH_SEED_MARKER, value: now.toISOString() }).execute()
  })
}
