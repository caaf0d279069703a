/**
 * Content seed (issue 14): doctors' further departments, studio teams, studio goods and the doctors'
 * service goods, hospital profiles and licences of the hospitals 6, 7 and 8. The doctors, departments and studios themselves are in
 * the browse seed (its DOCTORS takes ./doctors EXTRA_DOCTORS).
 *
 * Runs once per database after the browse seed: the marker server_kv 'content.seededAt' is written in
 * the same transaction.
 */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { GOODS } from '../browse/catalog'
import { DOCTOR_DEPARTMENTS, DOCTOR_GOODS, STUDIO_GOODS, STUDIO_MEMBERS } from './doctors'
import { LICENCES, PROFILES, VIDEOS } from './hospital'
import { ENTRIES, entryHtml } from './articles'

export const CONTENT_SEED_MARKER = 'content.seededAt'

/** the goods id of a seed goods name of a hospital (ids are hospital * 1000 + n, ../browse/index.ts) */
export function seedGoodsId(hospitalId: number, name: string): number {
  const g = (GOODS[hospitalId] ?? []).find((x) => x.name === name)
  if (!g) throw new Error(`content seed: no goods '${name}' in hospital ${hospitalId}`)
  return hospitalId * 1000 + g.n
}

export async function seedContent(db: Kysely<DB>, opts: { now?: Date } = {}): Promise<boolean> {
  const now = opts.now ?? new Date()
  const done = await db.selectFrom('server_kv').select('value').where('key', '=', CONTENT_SEED_MARKER).executeTakeFirst()
  if (done) return false
  const doctors = await db.selectFrom('doctor').select(['id', 'hospital_id', 'department_id']).execute()
  if (doctors.length === 0) return false // no browse seed (SEED=0 or production without demo content)
  const hospitalOf = new Map(doctors.map((d) => [d.id, d.hospital_id]))
  const studios = await db.selectFrom('studio').select(['id', 'hospital_id']).execute()
  const studioHospital = new Map(studios.map((s) => [s.id, s.hospital_id]))

  await db.transaction().execute(async (trx) => {
    // one portrait per doctor (./draw-assets.ts) instead of the six shared browse avatars
    await trx
      .updateTable('doctor')
      .set((eb) => ({ avatar_path: sql<string>`'/assets/content/doctor-' || ${eb.ref('id')} || '.svg'` }))
      .where('avatar_path', 'like', '/assets/browse/doctor-%')
      .execute()

    const deps = doctors.map((d) => ({ doctor_id: d.id, department_id: d.department_id, sort: 0 }))
    DOCTOR_DEPARTMENTS.forEach(([doctor_id, department_id], i) => deps.push({ doctor_id, department_id, sort: i + 1 }))
    await trx.insertInto('doctor_department').values(deps).execute()

    const members = Object.entries(STUDIO_MEMBERS).flatMap(([studioId, list]) =>
      list.map(([doctor_id, role], i) => ({ studio_id: Number(studioId), doctor_id, role, sort: i + 1 })),
    )
    await trx.insertInto('studio_member').values(members).execute()

    const studioGoods = Object.entries(STUDIO_GOODS).flatMap(([studioId, names]) =>
      names.map((name, i) => ({
        studio_id: Number(studioId),
        goods_id: seedGoodsId(studioHospital.get(Number(studioId)) ?? 0, name),
        sort: i + 1,
      })),
    )
    await trx.insertInto('studio_goods').values(studioGoods).execute()

    const doctorGoods = Object.entries(DOCTOR_GOODS).flatMap(([doctorId, names]) =>
      names.map((name, i) => ({
        doctor_id: Number(doctorId),
        goods_id: seedGoodsId(hospitalOf.get(Number(doctorId)) ?? 0, name),
        sort: i + 1,
      })),
    )
    await trx.insertInto('doctor_goods').values(doctorGoods).execute()

    await trx
      .insertInto('hospital_profile')
      .values(
        Object.entries(PROFILES).map(([h, p]) => ({
          hospital_id: Number(h),
          level: p.level,
          intro: p.intro,
          cover_path: p.cover,
          latitude: p.lat,
          longitude: p.lng,
          traffic: p.traffic,
          outpatient_hours: p.hours,
          emergency_phone: p.emergency,
        })),
      )
      .execute()
    await trx
      .insertInto('hospital_licence')
      .values(
        LICENCES.map(([id, hospital_id, name, licence_no, issuer, valid_until, image_path], i) => ({
          id,
          hospital_id,
          name,
          licence_no,
          issuer,
          valid_until,
          image_path,
          sort: i + 1,
        })),
      )
      .execute()

    await trx
      .insertInto('content_entry')
      .values(
        ENTRIES.map(([id, kind, category, title, summary, author, cover, paragraphs, daysAgo, reads], i) => ({
          id,
          hospital_id: 0,
          kind,
          category,
          title,
          summary,
          cover_path: cover,
          author,
          content: entryHtml(paragraphs),
          publish_time: new Date(now.getTime() - (daysAgo + 1) * 86_400_000),
          read_num: reads,
          sort: i + 1,
        })),
      )
      .execute()

    await trx
      .insertInto('hospital_video')
      .values(
        VIDEOS.map(([id, hospital_id, title, intro, cover_path, video_path, duration_s, daysAgo], i) => ({
          id,
          hospital_id,
          title,
          intro,
          cover_path,
          video_path,
          duration_s,
          publish_time: new Date(now.getTime() - (daysAgo + 1) * 86_400_000),
          play_num: 0,
          sort: i + 1,
        })),
      )
      .execute()

    await trx.insertInto('server_kv').values({ key: CONTENT_SEED_MARKER, value: now.toISOString() }).execute()
  })
  return true
}
