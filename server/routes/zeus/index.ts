import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../index'
import { hospitalRoutes } from './hospital'
import { protocolRoutes } from './protocol'
import { magicRoutes } from './magic'
import { homeRoutes } from './home'
import { contentRoutes } from './content'

/** /zeus: hospital index, protocols (more zeus modules register here) */
const zeus: FastifyPluginAsync<PrefixPluginOptions> = async (app, opts) => {
  await app.register(hospitalRoutes, { sensitive: opts.sensitive })
  await app.register(protocolRoutes, { sensitive: opts.sensitive })
  await app.register(magicRoutes, { sensitive: opts.sensitive })
  await app.register(homeRoutes, { sensitive: opts.sensitive })
  await app.register(contentRoutes, { sensitive: opts.sensitive })
}
export default zeus
