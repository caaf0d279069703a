import type { FastifyInstance } from 'fastify'
import type { HospitalInfo } from '../../../types/api'
import type { DB } from '../../lib/db/schema'




import { cached } from '../../lib/cache'
import { assetUrl } from '../../lib/assets'


export function toHospitalInfo(app: FastifyInstance, h: DB['hospital']): HospitalInfo {
  return {
    hospitalId: h.id,
    hospitalName: h.name,
    shortName: h.short_name,
    logoUrl: assetUrl(app, h.logo_path),
    primaryColor: h.primary_color,
    primaryColorEnd: h.primary_color_end,
    address: h.address,
    phone: h.phone,
    greyMode: h.grey_mode,
    homeMagicPageId: h.home_magic_page_id,
  }
}

/** the hospital row (read through the read cache, server/lib/cache) */
export async function findHospital(app: FastifyInstance, id: number): Promise<DB['hospital'] | undefined> {
  const db = app.deps.db
  return (await cached(db, `hospital:${id}`, ['hospital'], async () => (await db.selectFrom('hospital').selectAll().where('id', '=', id).executeTakeFirst()) ?? null)) ?? undefined
}
