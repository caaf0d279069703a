import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../index'
import { protocolRoutes } from '../zeus/protocol'

/** /chronic-disease: the protocol endpoint (SPEC §7 chronic-disease/protocol/getProtocolByCondition) */
const plugin: FastifyPluginAsync<PrefixPluginOptions> = async (app, opts) => {
  await app.register(protocolRoutes, { sensitive: opts.sensitive })
}
export default plugin
