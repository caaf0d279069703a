/**
 * /user-center/recevAddress (SPEC §7 Address): the caller's receiver addresses (queryList, saveOrUpdate, DELETE
 * delete with a body {id}: `userAddressRoutes`, in the authenticated scope) and the area picker (area, areaTree:
 * `publicAddressRoutes`). Thin: schema (contract/account.ts) + the address service.
 */
import { Envelope } from '../../../contract/lib'
import {
  AreaQuery,
  AreaRes,
  AreaTreeRes,
  DeleteByIdReq,
  DeleteRes,
  RecvAddress,
  RecvAddressListRes,
  SaveRecvAddressReq,
} from '../../../contract/account'
import { notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { registerUserDataDeleter } from '../user'
import { AREA_NOT_FOUND } from '../../../src/domain/messages/address'
import { areaChildren, areaTree } from './areas'
import { deleteAddress, listAddresses, saveAddress } from './service'

const tags = ['user-center']
const security = [{ token: [] }]

registerUserDataDeleter('user_address', async (trx, user) => {
  await trx.deleteFrom('user_address').where('user_id', '=', user.id).execute()
})

/** login required (the authenticated scope) */
export const userAddressRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps

  app.get(
    '/recevAddress/queryList',
    {
      schema: {
        tags,
        security,
        summary: "The caller's receiver addresses, the default first",
        response: { 200: Envelope(RecvAddressListRes) },
      },
    },
    async (req) => ok(await listAddresses(deps, req.user.userId)),
  )

  app.post(
    '/recevAddress/saveOrUpdate',
    {
      schema: {
        tags,
        security,
        summary:
          'Create (no id) or update (id) an address; validated name, phone, region (area tree), detail; defaultUse 0 makes it the only default',
        body: SaveRecvAddressReq,
        response: { 200: Envelope(RecvAddress) },
      },
    },
    async (req) => ok(await saveAddress(deps, req.user.userId, req.body)),
  )

  app.delete(
    '/recevAddress/delete',
    {
      schema: {
        tags,
        security,
        summary:
          "Delete one of the caller's addresses (JSON body {id}); the newest remaining one becomes the default when the default is deleted",
        body: DeleteByIdReq,
        response: { 200: Envelope(DeleteRes) },
      },
    },
    async (req) => ok({ deleted: await deleteAddress(deps, req.user.userId, req.body.id) }),
  )
}

/** the area tree: no login needed */
export const publicAddressRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/recevAddress/area',
    {
      schema: {
        tags,
        summary: 'Children of an area code (no code or 0 = the provinces): GB/T 2260 codes',
        querystring: AreaQuery,
        response: { 200: Envelope(AreaRes) },
      },
    },
    async (req) => {
      const list = areaChildren(req.query.code)
      if (!list) throw notFound(AREA_NOT_FOUND)
      return ok(list)
    },
  )

  app.get(
    '/recevAddress/areaTree',
    { schema: { tags, summary: 'The whole province / city / district tree', response: { 200: Envelope(AreaTreeRes) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=86400')
      return ok(areaTree())
    },
  )
}
