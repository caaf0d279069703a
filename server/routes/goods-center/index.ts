import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../index'
import { goodsRoutes } from './goods'
import { seckillRoutes } from './seckill'
import { installReadCache } from '../../lib/cache'

/** /goods-center: goods browsing (categories, list, detail, skus, services, pools, activities) and flash sales */
const plugin: FastifyPluginAsync<PrefixPluginOptions> = async (app, opts) => {
  // the read cache of goods, skus, activities, promotions, coupon rules, carts and sessions (server/lib/cache)
  await installReadCache(app)
  await app.register(goodsRoutes, { sensitive: opts.sensitive })
  await app.register(seckillRoutes, { sensitive: opts.sensitive })
}
export default plugin
