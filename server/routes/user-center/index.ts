import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../index'
import { smsRoutes } from './sms'
import { thirdRoutes } from './third'
import { accountRoutes } from './account'
import { addressRoutes } from './address'
import { servicePersonRoutes } from './servicePerson'

/** /user-center: accounts (SPEC §7 "Auth and user") */
const plugin: FastifyPluginAsync<PrefixPluginOptions> = async (app, opts) => {
  const o = { sensitive: opts.sensitive }
  await app.register(smsRoutes, o)
  await app.register(thirdRoutes, o)
  await app.register(accountRoutes, o)
  await app.register(addressRoutes, o)
  await app.register(servicePersonRoutes, o)
}
export default plugin
