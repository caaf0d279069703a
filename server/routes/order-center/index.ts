import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../index'
import { cartRoutes } from './cart'

/** /order-center — modules register theirs here. */
const plugin: FastifyPluginAsync<PrefixPluginOptions> = async (app, opts) => {
  await app.register(cartRoutes, { sensitive: opts.sensitive })
}
export default plugin
