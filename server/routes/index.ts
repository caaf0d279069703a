/**
 * One Fastify plugin per API prefix of types/api.ts, mounted at /<prefix>. A module adds its
 * routes in server/routes/<prefix>/ and registers them from that prefix's index.ts.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { API_PREFIXES, type ApiPrefix } from '../../types/api'
import zeus from './zeus'
import api from './api'
import goodsCenter from './goods-center'
import userCenter from './user-center'
import orderCenter from './order-center'
import marketCenter from './market-center'
import intserv from './intserv'
import studioPatient from './studio-patient'
import healthWs from './health-ws'
import common from './common'
import chronicDisease from './chronic-disease'
import payCenter from './pay-center'

export interface PrefixPluginOptions {
  /** spread into a route's `config` to give it the strict per-IP limit (captcha, SMS, login) */
  sensitive: Record<string, unknown>
}

export const PREFIX_PLUGINS: Record<ApiPrefix, FastifyPluginAsync<PrefixPluginOptions>> = {
  zeus,
  api,
  'goods-center': goodsCenter,
  'user-center': userCenter,
  'order-center': orderCenter,
  'market-center': marketCenter,
  intserv,
  'studio-patient': studioPatient,
  'health-ws': healthWs,
  common,
  'chronic-disease': chronicDisease,
  'pay-center': payCenter,
}

export async function registerApiRoutes(app: FastifyInstance, opts: { sensitiveRateLimit?: number }): Promise<void> {
  const sensitive = opts.sensitiveRateLimit ? { rateLimit: { max: opts.sensitiveRateLimit, timeWindow: '1 minute' } } : {}
  for (const prefix of API_PREFIXES) {
    await app.register(PREFIX_PLUGINS[prefix], { prefix: `/${prefix}`, sensitive })
  }
}
