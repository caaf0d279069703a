/**
 * /user-center/recevAddress (SPEC §7 Address; §3 Order address): the caller's receiver addresses
 * (queryList, saveOrUpdate, DELETE delete with a body {id}) and the area picker (area, areaTree).
 * Every address belongs to one user: another user's id is 404, never read or changed.
 * defaultUse 0 = default (at most one), 1 = not default (types/account.ts).
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Selectable } from 'kysely'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { badRequest, notFound, ok } from '../../lib/errors'
import { requireUser } from '../../lib/auth-scope'
import { registerUserDataDeleter } from '../../modules/user'
import type { UserAddressTable } from '../../lib/db/tables/account'
import type { RecvAddress, SaveRecvAddressReq } from '../../../types/account'
import { DETAIL_REQUIRED, RECV_NAME_INVALID, RECV_NAME_REQUIRED, RECV_NAME_TOO_LONG, REGION_REQUIRED, validateAddress } from '../../../src/domain/address'
import { areaChildren, areaTree, resolveRegion } from './addressArea'
import { idField, objectReply, arrayReply } from '../../lib/schemas'
import { fmtReq } from '../../lib/time'

export const MAX_ADDRESSES = 20
export const ADDRESS_MSG = {
  NAME_REQUIRED: RECV_NAME_REQUIRED,
  NAME_INVALID: RECV_NAME_INVALID,
  NAME_TOO_LONG: RECV_NAME_TOO_LONG,
  REGION_REQUIRED,
  REGION_INVALID: '所在地区不正确',
  DETAIL_REQUIRED,
  TOO_MANY: `收货地址最多保存${MAX_ADDRESSES}个`,
  NOT_FOUND: '收货地址不存在',
} as const

registerUserDataDeleter('user_address', async (trx, user) => {
  await trx.deleteFrom('user_address').where('user_id', '=', user.id).execute()
})

export function toRecvAddress(r: Selectable<UserAddressTable>): RecvAddress {
  return {
    id: r.id,
    recvName: r.recv_name,
    contactNumber: r.contact_number,
    recvProvince: r.province,
    recvCity: r.city,
    recvArea: r.area,
    recvAddress: r.address,
    pickUpMarkInfo: r.pick_up_mark_info,
    defaultUse: r.is_default ? 0 : 1,
    provinceCode: r.province_code,
    cityCode: r.city_code,
    areaCode: r.area_code,
    updateTime: fmtReq(r.updated_at),
  }
}

const str = (max: number) => ({ type: 'string', maxLength: max })
const trim = (v: string | undefined | null) => (v ?? '').trim()

export const addressRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db
  const tags = ['user-center']
  const security = [{ token: [] }]

  app.get('/recevAddress/queryList', { preHandler: requireUser, schema: { tags, security, summary: "The caller's receiver addresses, the default first", response: arrayReply('RecvAddress[]') } }, async (req) => {
    const rows = await db.selectFrom('user_address').selectAll().where('user_id', '=', req.session!.userId).orderBy('is_default', 'desc').orderBy('updated_at', 'desc').orderBy('id', 'desc').execute()
    return ok(rows.map(toRecvAddress))
  })

  app.post<{ Body: SaveRecvAddressReq }>(
    '/recevAddress/saveOrUpdate',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Create (no id) or update (id) an address; validated name, phone, region (area tree), detail; defaultUse 0 makes it the only default',
        body: {
          type: 'object',
          properties: {
            id: idField,
            recvName: str(50),
            contactNumber: str(20),
            recvProvince: str(50),
            recvCity: str(50),
            recvArea: str(50),
            recvAddress: str(200),
            pickUpMarkInfo: str(200),
            defaultUse: { type: 'integer', enum: [0, 1] },
          },
        },
        response: objectReply('RecvAddress'),
      },
    },
    async (req) => {
      const userId = req.session!.userId
      const b = req.body
      // name, phone, region given, detail: the address form's rule (src/domain/address)
      const invalid = validateAddress({ recvName: b.recvName, contactNumber: b.contactNumber, recvProvince: b.recvProvince, recvCity: b.recvCity, recvArea: b.recvArea, recvAddress: b.recvAddress })
      if (invalid) throw badRequest(invalid.message)
      const name = trim(b.recvName)
      const province = trim(b.recvProvince)
      const city = trim(b.recvCity)
      const area = trim(b.recvArea)
      const region = resolveRegion(province, city, area)
      if (!region) throw badRequest(area ? ADDRESS_MSG.REGION_INVALID : ADDRESS_MSG.REGION_REQUIRED)
      const detail = trim(b.recvAddress)
      const now = app.deps.now()
      const values = {
        recv_name: name,
        contact_number: trim(b.contactNumber).replace(/\s+/g, ''),
        province,
        city,
        area,
        province_code: region.provinceCode,
        city_code: region.cityCode,
        area_code: region.areaCode,
        address: detail,
        pick_up_mark_info: trim(b.pickUpMarkInfo),
        updated_at: now,
      }
      const row = await db.transaction().execute(async (trx) => {
        // serialise the caller's address writes (count limit, single default)
        await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute()
        const count = Number((await trx.selectFrom('user_address').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst())?.n ?? 0)
        let id: number
        let makeDefault = b.defaultUse === 0
        if (b.id !== undefined) {
          const existing = await trx.selectFrom('user_address').select(['id', 'is_default']).where('id', '=', b.id).where('user_id', '=', userId).executeTakeFirst()
          if (!existing) throw notFound(ADDRESS_MSG.NOT_FOUND)
          id = existing.id
          const isDefault = b.defaultUse === undefined ? existing.is_default : makeDefault || (existing.is_default && count === 1)
          await trx.updateTable('user_address').set({ ...values, is_default: isDefault }).where('id', '=', id).execute()
        } else {
          if (count >= MAX_ADDRESSES) throw badRequest(ADDRESS_MSG.TOO_MANY)
          if (count === 0) makeDefault = true
          const r = await trx.insertInto('user_address').values({ ...values, user_id: userId, is_default: makeDefault, created_at: now }).returning('id').executeTakeFirstOrThrow()
          id = r.id
        }
        if (makeDefault) await trx.updateTable('user_address').set({ is_default: false }).where('user_id', '=', userId).where('id', '!=', id).where('is_default', '=', true).execute()
        return trx.selectFrom('user_address').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      })
      return ok(toRecvAddress(row))
    },
  )

  app.delete<{ Body: { id: number } }>(
    '/recevAddress/delete',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete one of the caller\'s addresses (JSON body {id}); the newest remaining one becomes the default when the default is deleted',
        body: { type: 'object', required: ['id'], properties: { id: idField } },
        response: objectReply('DeleteRes'),
      },
    },
    async (req) => {
      const userId = req.session!.userId
      const deleted = await db.transaction().execute(async (trx) => {
        const gone = await trx.deleteFrom('user_address').where('id', '=', req.body.id).where('user_id', '=', userId).returning(['id', 'is_default']).executeTakeFirst()
        if (!gone) throw notFound(ADDRESS_MSG.NOT_FOUND)
        if (gone.is_default) {
          const next = await trx.selectFrom('user_address').select('id').where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id', 'desc').executeTakeFirst()
          if (next) await trx.updateTable('user_address').set({ is_default: true }).where('id', '=', next.id).execute()
        }
        return 1
      })
      return ok({ deleted })
    },
  )

  app.get<{ Querystring: { code?: string } }>(
    '/recevAddress/area',
    {
      schema: {
        tags,
        summary: 'Children of an area code (no code or 0 = the provinces): GB/T 2260 codes',
        querystring: { type: 'object', properties: { code: { type: 'string', pattern: '^\\d{1,12}$' } } },
        response: arrayReply('AreaNode[]'),
      },
    },
    async (req) => {
      const list = areaChildren(req.query.code)
      if (!list) throw notFound('地区不存在')
      return ok(list)
    },
  )

  app.get('/recevAddress/areaTree', { schema: { tags, summary: 'The whole province / city / district tree', response: arrayReply('AreaTreeNode[]') } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=86400')
    return ok(areaTree())
  })
}
