/**
 * Request context from the headers of SPEC §7 (names from types/api.ts HEADERS; Node lower-cases
 * them), and the requireUser preHandler.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HEADERS } from '../../types/api'
import { unauthorized } from './errors'
import { resolveSession, type SessionUser } from '../auth/sessions'
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
    /** set by requireUser / optionalUser */
    session?: SessionUser
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
  app.decorateRequest('session', undefined)
  app.addHook('onRequest', async (req) => {
    req.ctx = {
      appTag: header(req, HEADERS.appTag) ?? '',
      hospitalId: parseHospitalId(header(req, HEADERS.hospitalId)),
      token: header(req, HEADERS.token),
      healthToken: header(req, HEADERS.healthToken),
      studioDoctorToken: header(req, HEADERS.studioDoctorToken),
      orderPayWay: header(req, HEADERS.orderPayWay),
      orderCreateWay: header(req, HEADERS.orderCreateWay),
    }
  })
}

/** preHandler: resolves the session token to a user or replies 401 {code:401,msg:'未登录'}. */
export async function requireUser(this: FastifyInstance, req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const deps = req.server.deps
  const session = await resolveSession(deps.db, req.ctx.token, deps.now())
  if (!session) throw unauthorized()
  req.session = session
}

/** preHandler: like requireUser but lets visitors through (req.session stays undefined). */
export async function optionalUser(req: FastifyRequest): Promise<void> {
  const deps = req.server.deps
  const session = await resolveSession(deps.db, req.ctx.token, deps.now())
  if (session) req.session = session
}
