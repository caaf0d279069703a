import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../index'
import { cartRoutes } from './cart'
import { invoiceRoutes } from './invoice'
import { afterSaleRoutes } from './afterSale'
import { cartJourneyRoutes } from './cartJourney'
import { orderRoutes } from './orders'
import { offlineOrderRoutes } from './offlineOrders'

/** /order-center — modules register theirs here. */
const plugin: FastifyPluginAsync<PrefixPluginOptions> = async (app, opts) => {
  await app.register(cartRoutes, { sensitive: opts.sensitive })
  await app.register(invoiceRoutes, { sensitive: opts.sensitive })
  await app.register(afterSaleRoutes, { sensitive: opts.sensitive })
  await app.register(cartJourneyRoutes, { sensitive: opts.sensitive })
  await app.register(orderRoutes, { sensitive: opts.sensitive })
  await app.register(offlineOrderRoutes, { sensitive: opts.sensitive })
}
export default plugin
