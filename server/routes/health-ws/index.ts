import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../index'

/** /health-ws — no routes yet; modules register theirs here. */
const plugin: FastifyPluginAsync<PrefixPluginOptions> = async () => {}
export default plugin
