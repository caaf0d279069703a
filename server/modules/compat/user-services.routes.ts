/**
 * SPEC §7 User services (issue 18): the receiver-info names of the address book (createReceiverInfo = POST
 * recevAddress/saveOrUpdate, deleteReceiverInfo = delete {id}, queryReceiverInfoList = recevAddress/queryList; the
 * same address service, the caller's own addresses only), and `aliasUnder`, which serves route plugins again
 * under another path ("also under /gaia/user/") — the same handlers, schemas and login scope.
 */
import { Envelope } from '../../../contract/lib'
import { DeleteByIdReq, DeleteRes, RecvAddress, RecvAddressListRes, SaveRecvAddressReq } from '../../../contract/account'
import { ok } from '../../lib/errors'
import type { RoutePlugin, TypedRoutePlugin } from '../../lib/route-plugin'
import { deleteAddress, listAddresses, saveAddress } from '../address'

const tags = ['user-center']
const security = [{ token: [] }]

/** login (authenticated scope) */
export const receiverInfoRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  app.get(
    '/queryReceiverInfoList',
    {
      schema: {
        tags,
        security,
        summary: "The caller's receiver addresses (= recevAddress/queryList)",
        response: { 200: Envelope(RecvAddressListRes) },
      },
    },
    async (req) => ok(await listAddresses(deps, req.user.userId)),
  )
  app.post(
    '/createReceiverInfo',
    {
      schema: {
        tags,
        security,
        summary: 'Create or update an address (= recevAddress/saveOrUpdate)',
        body: SaveRecvAddressReq,
        response: { 200: Envelope(RecvAddress) },
      },
    },
    async (req) => ok(await saveAddress(deps, req.user.userId, req.body)),
  )
  app.post(
    '/deleteReceiverInfo',
    {
      schema: {
        tags,
        security,
        summary: "Delete one of the caller's addresses {id} (= recevAddress/delete)",
        body: DeleteByIdReq,
        response: { 200: Envelope(DeleteRes) },
      },
    },
    async (req) => ok({ deleted: await deleteAddress(deps, req.user.userId, req.body.id) }),
  )
}

/** the plugins again under `prefix` (registered in the same scope as the plugin that calls it) */
export function aliasUnder(prefix: string, plugins: RoutePlugin[]): TypedRoutePlugin {
  return async (app, opts) => {
    for (const plugin of plugins) await app.register(plugin as TypedRoutePlugin, { ...opts, prefix })
  }
}
