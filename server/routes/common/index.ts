import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../index'
import { dictRoutes } from './dict'

/** /common — modules register theirs here. */
const plugin: FastifyPluginAsync<PrefixPluginOptions> = async (app, opts) => {
  await app.register(dictRoutes, { sensitive: opts.sensitive })
}
export default plugin
