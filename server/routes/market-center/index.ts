import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../index'
import { couponRoutes } from './coupons'
import { integralRoutes } from './integral'
import { activityRoutes } from './activity'
import { orderCouponRoutes } from './orderCoupons'

/** /market-center: coupons, points, promotions and group buys */
const plugin: FastifyPluginAsync<PrefixPluginOptions> = async (app, opts) => {
  await app.register(couponRoutes, { sensitive: opts.sensitive })
  await app.register(integralRoutes, { sensitive: opts.sensitive })
  await app.register(activityRoutes, { sensitive: opts.sensitive })
  await app.register(orderCouponRoutes, { sensitive: opts.sensitive })
}
export default plugin
