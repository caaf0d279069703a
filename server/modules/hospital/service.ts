/**
 * Hospitals and their legal texts: the hospital row (read cache), its wire shape HospitalInfo, the protocol
 * text of a hospital (its own, else the default with its name filled in).
 */
import type { HospitalInfo, Protocol } from '../../../contract/api'
import type { DB } from '../../lib/db/schema'
import { depsOf, type DepsSource } from '../../lib/deps'
import { notFound } from '../../lib/errors'
import { cached } from '../../lib/cache'
import { assetUrl } from '../../lib/assets'
import { protocolNotFound } from '../../../src/domain/messages/page'

/** 100 user agreement, 200 privacy policy, 300 consultation consent, 400 refund/reschedule policy */
export { PROTOCOL_CODE_VALUES as PROTOCOL_CODES } from '../../../contract/api'

export function toHospitalInfo(src: DepsSource<'assetHost'>, h: DB['hospital']): HospitalInfo {
  return {
    hospitalId: h.id,
    hospitalName: h.name,
    shortName: h.short_name,
    logoUrl: assetUrl(depsOf(src).assetHost, h.logo_path),
    primaryColor: h.primary_color,
    primaryColorEnd: h.primary_color_end,
    address: h.address,
    phone: h.phone,
    greyMode: h.grey_mode,
    homeMagicPageId: h.home_magic_page_id,
  }
}

/** the hospital row (read through the read cache, server/lib/cache) */
export async function findHospital(src: DepsSource<'db'>, id: number): Promise<DB['hospital'] | undefined> {
  const db = depsOf(src).db
  return (
    (await cached(
      db,
      `hospital:${id}`,
      ['hospital'],
      async () => (await db.selectFrom('hospital').selectAll().where('id', '=', id).executeTakeFirst()) ?? null,
    )) ?? undefined
  )
}

/** The hospital's own text when it has one, else the default (hospital_id 0) with its name filled in; 404 协议不存在 */
export async function getProtocol(src: DepsSource<'db'>, code: number, hospitalId: number): Promise<Protocol> {
  const db = depsOf(src).db
  const rows = await cached(db, `protocol:${code}:${hospitalId}`, ['protocol'], () =>
    db
      .selectFrom('protocol')
      .select(['code', 'hospital_id', 'title', 'content', 'version', 'note'])
      .where('code', '=', code)
      .where('hospital_id', 'in', [0, hospitalId])
      .orderBy('hospital_id', 'desc')
      .execute(),
  )
  const row = rows[0]
  if (!row) throw notFound(protocolNotFound(code))
  const hospital = await findHospital(src, hospitalId)
  const name = hospital?.name ?? '本平台'
  return { code: row.code, title: row.title, content: row.content.replace(/\{\{hospitalName\}\}/g, name), hospitalId, version: row.version }
}

/** the served version of a code for a hospital (its own text's, else the default's) and what changed in it */
export async function servedProtocol(
  src: DepsSource<'db'>,
  code: number,
  hospitalId: number,
): Promise<{ title: string; version: number; note: string; inherited: boolean; content: string }> {
  const db = depsOf(src).db
  const row = await db
    .selectFrom('protocol')
    .select(['hospital_id', 'title', 'content', 'version', 'note'])
    .where('code', '=', code)
    .where('hospital_id', 'in', [0, hospitalId])
    .orderBy('hospital_id', 'desc')
    .executeTakeFirst()
  if (!row) throw notFound(protocolNotFound(code))
  return { title: row.title, version: row.version, note: row.note, inherited: row.hospital_id !== hospitalId, content: row.content }
}
