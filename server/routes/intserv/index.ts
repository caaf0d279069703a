import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../index'
import { peRoutes } from './pe'

/** /intserv — modules register theirs here. */
const plugin: FastifyPluginAsync<PrefixPluginOptions> = async (app, opts) => {
  await app.register(peRoutes, { sensitive: opts.sensitive })
}
export default plugin
