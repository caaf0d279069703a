/**
 * Request context from the headers of SPEC §7 (names from src/domain/wire.ts HEADERS; Node lower-cases
 * them). The logged-in user: auth-scope.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HEADERS } from '../../src/domain/wire'
import type { ClientChannel } from '../../src/domain/orders'
import { DEFAULT_HOSPITAL_ID } from '../seed'

export interface RequestContext {
  appTag: string
  /** header hospitalId; default 6, malformed -> 6 */
  hospitalId: number
  token?: string
  healthToken?: string
  studioDoctorToken?: string
  orderPayWay?: string
  orderCreateWay?: string
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext
  }
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()]
  const s = Array.isArray(v) ? v[0] : v
  return s === undefined || s === '' ? undefined : String(s)
}

export function parseHospitalId(value: unknown): number {
  const s = String(value ?? '').trim()
  if (!/^\d{1,9}$/.test(s)) return DEFAULT_HOSPITAL_ID
  const n = Number(s)
  return n > 0 ? n : DEFAULT_HOSPITAL_ID
}

export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('ctx', null as unknown as RequestContext)
  // callback style (every request): no promise per request
  app.addHook('onRequest', (req, _reply, done) => {
    req.ctx = {
      appTag: header(req, HEADERS.appTag) ?? '',
      hospitalId: parseHospitalId(header(req, HEADERS.hospitalId)),
      token: header(req, HEADERS.token),
      healthToken: header(req, HEADERS.healthToken),
      studioDoctorToken: header(req, HEADERS.studioDoctorToken),
      orderPayWay: header(req, HEADERS.orderPayWay),
      orderCreateWay: header(req, HEADERS.orderCreateWay),
    }
    done()
  })
}

const APP_TAG_ENV: Record<string, ClientChannel> = {
  weapp: 'miniProgram',
  alipay: 'alipayMiniProgram',
  wechat: 'wechat',
  miniProgram: 'miniProgram',
  alipayMiniProgram: 'alipayMiniProgram',
  none: 'none',
  h5: 'none',
}

/** the caller's environment: ?channel= (in-browser detection by the app) wins over the appTag header */
export function clientEnv(req: FastifyRequest, channel?: string): ClientChannel {
  const c = channel ?? req.ctx.appTag
  if (c === 'alipay' && channel === undefined) return 'alipayMiniProgram' // appTag 'alipay' is the Alipay mini-program build
  return APP_TAG_ENV[c] ?? 'none'
}
