/**
 * Landing seed (issues 12 and 14): hospital 6's specialty service goods (./goods.ts) and the landings of the three
 * seeded hospitals (./configs.ts), with the hospital's phone, address and map point on the contact card.
 * Idempotent (ON CONFLICT DO NOTHING: a landing edited later is left alone).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { PROFILES } from '../content/hospital'
import { SEED_LANDINGS } from './configs'
import { seedSpecialtyGoods } from './goods'

export { SEED_LANDINGS } from './configs'
export { SPECIALTY_GOODS } from './goods'

export async function seedLandings(db: Kysely<DB>, opts: { now: Date }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedSpecialtyGoods(trx, opts.now)
    const hospitals = await trx.selectFrom('hospital').select(['id', 'address', 'phone']).execute()
    const rows = hospitals.flatMap((h) =>
      (SEED_LANDINGS[h.id] ?? []).map((l) => ({
        hospital_id: h.id,
        landing_key: l.key,
        title: l.title,
        subtitle: l.subtitle,
        banner_path: l.banner,
        intro_html: l.intro,
        sections: JSON.stringify(l.sections),
        steps: JSON.stringify(l.steps ?? []),
        notices: JSON.stringify(l.notices),
        contact: l.contact
          ? JSON.stringify({
              name: l.contact.name,
              phone: l.contact.phone ?? h.phone,
              address: h.address,
              hours: l.contact.hours,
              latitude: PROFILES[h.id]?.lat ?? null,
              longitude: PROFILES[h.id]?.lng ?? null,
            })
          : null,
        faqs: JSON.stringify(l.faqs.map(([question, answer]) => ({ question, answer }))),
        updated_at: opts.now,
      })),
    )
    if (rows.length)
      await trx
        .insertInto('landing_page')
        .values(rows)
        .onConflict((oc) => oc.columns(['hospital_id', 'landing_key']).doNothing())
        .execute()
  })
}
