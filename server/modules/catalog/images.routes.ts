/**
 * The goods pictures uploaded in the staff console (issue 33, table goods_image): served publicly by id (shop
 * content, not health data), the bytes as stored (checked by content and stripped of metadata at upload). A row
 * never changes, so the reply may be cached for long.
 */
import { GOODS_IMAGE_PATH } from '../../../contract/staffGoods'
import { Id, StrictObject, Type } from '../../../contract/lib'
import { STAFF_IMAGE_NOT_FOUND } from '../../../src/domain/messages/staffGoods'
import { notFound } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { UPLOAD_MIME, type UploadKind } from '../../lib/upload-file'

const GoodsImageQuery = StrictObject({ id: Id() })

export const goodsImageRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    GOODS_IMAGE_PATH.slice('/goods-center'.length),
    {
      schema: {
        tags: ['goods-center'],
        summary: 'A goods picture uploaded in the staff console (JPEG or PNG)',
        querystring: GoodsImageQuery,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/jpeg or image/png' }) },
      },
    },
    async (req, reply) => {
      const img = await app.deps.db.selectFrom('goods_image').select(['kind', 'bytes']).where('id', '=', req.query.id).executeTakeFirst()
      if (!img) throw notFound(STAFF_IMAGE_NOT_FOUND)
      return reply
        .type(UPLOAD_MIME[img.kind as UploadKind] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(img.bytes))
    },
  )
}
