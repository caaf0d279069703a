/**
 * must_bind_phone, enforced by the server (SPEC §7 common/conf/all must_bind_phone.configVal): while
 * it is on, an account without a bound phone (a WeChat / Alipay login that skipped /bandPhone)
 * cannot do anything that needs a phone: claim coupons (the new-user coupons included), buy coupons
 * with points, create or pay an order, book an exam. One list, one guard: every route below gets
 * `requireBoundPhone` after its own preHandlers (requireUser), which answers
 * 403 {code:403, msg:'请先绑定手机号'}. A listed route that is not registered fails the start.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import { confFlagOn, mustBindPhoneFirst, MUST_BIND_PHONE_KEY } from '../../../src/domain/account'
import { BIND_PHONE_FIRST } from '../../../src/domain/messages'
import { ApiError } from '../../lib/errors'
import { userOf } from '../../lib/auth-scope'
import { getConf } from '../user'

/** METHOD + full URL of every route that needs a bound phone */
export const PHONE_REQUIRED_ROUTES: readonly string[] = [
  'GET /market-center/acquireCoupon',
  'POST /market-center/integral/conversion',
  'POST /order-center/orderCenter/commitPay',
  'POST /order-center/cart/payCart',
  'POST /order-center/orderCenter/mergePay',
  'POST /pay-center/pay/toPay',
  // the paediatric shop (issue 18): ordering and paying as above
  'POST /order-center/pediatric/order/produceOrder',
  'POST /order-center/pediatric/order/commitPay',
  'GET /order-center/order/commitPay',
  // special exam orders and prescription pay (issue 18)
  'POST /order-center/orderCenter/spePeOrder',
  'POST /order-center/orderCenter/prescriptionPay',
  'POST /intserv/pe/appoint',
]

/** preHandler (after requireUser): 403 请先绑定手机号 when must_bind_phone is on and the caller has no phone */
export async function requireBoundPhone(req: FastifyRequest): Promise<void> {
  const session = userOf(req)
  if (!session) return // the route's requireUser answered already
  const db = req.server.deps.db
  const on = confFlagOn(await getConf(db, MUST_BIND_PHONE_KEY))
  if (!on) return
  const user = await db.selectFrom('app_user').select('phone').where('id', '=', session.userId).executeTakeFirst()
  if (mustBindPhoneFirst(on, user?.phone)) throw new ApiError(403, BIND_PHONE_FIRST)
}

/** Adds the guard to the listed routes as they are registered; call before the route plugins. */
export function registerPhoneGuard(app: FastifyInstance): void {
  const wanted = new Set(PHONE_REQUIRED_ROUTES)
  const seen = new Set<string>()
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    // the automatic HEAD twin of a GET route runs the same handler
    if (!methods.some((m) => wanted.has(`${m === 'HEAD' ? 'GET' : m} ${route.url}`))) return
    for (const m of methods) if (m !== 'HEAD') seen.add(`${m} ${route.url}`)
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]
    route.preHandler = [...own, requireBoundPhone]
  })
  app.addHook('onReady', async () => {
    const missing = PHONE_REQUIRED_ROUTES.filter((r) => !seen.has(r))
    if (missing.length) throw new Error(`phone guard: routes not registered: ${missing.join(', ')}`)
  })
}
