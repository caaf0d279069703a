import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../index'

/** /user-center: accounts (SPEC §7 "Auth and user") */
const plugin: FastifyPluginAsync<PrefixPluginOptions> = async () => {}
export default plugin
