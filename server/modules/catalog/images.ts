/**
 * Pictures uploaded through the console (the goods desk's upload route, table `goods_image`, served from
 * GOODS_IMAGE_PATH?id=N): the one check every staff form with a picture makes — goods, packages, articles and videos,
 * doctors and studios, 支付有礼 — "a picture this hospital uploaded".
 */
import { GOODS_IMAGE_PATH } from '../../../contract/staffGoods'
import type { ScopedDb } from '../staff'

const UPLOADED = new RegExp(`^${GOODS_IMAGE_PATH.replace(/[/.?]/g, '\\$&')}\\?id=(\\d{1,9})$`)

/** the id of a picture uploaded through the console, or null for any other path */
export function uploadedImageId(path: string): number | null {
  const m = UPLOADED.exec(path)
  return m ? Number(m[1]) : null
}

/** a picture this hospital uploaded (goods_image is a hospital table: the scoped read sees the session's only) */
export async function isOwnUpload(db: ScopedDb, path: string): Promise<boolean> {
  const id = uploadedImageId(path)
  return id !== null && !!(await db.selectFrom('goods_image').select('id').where('id', '=', id).executeTakeFirst())
}
