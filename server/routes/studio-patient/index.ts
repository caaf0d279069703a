import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../index'
import { studioRoutes } from './studio'

/** /studio-patient — modules register theirs here. */
const plugin: FastifyPluginAsync<PrefixPluginOptions> = async (app, opts) => {
  await app.register(studioRoutes, { sensitive: opts.sensitive })
}
export default plugin
