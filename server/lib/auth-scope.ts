/**
 * Login as one scope (renovation §4.4). Two encapsulated plugins that route plugins are registered
 * INSIDE (server/modules/index.ts does it per API prefix):
 *  - `authenticated`: an `onRequest` hook resolves the `token` header to the session's user or answers
 *    401 {code:401,msg:'未登录'}; handlers read `req.user` (typed, never undefined);
 *  - `optionalUser`: the same hook for visitor-or-user routes (cart count, goods detail): `req.viewer`
 *    is the user when a valid token came, else null.
 * Reading `req.user` outside the authenticated scope throws (a 500, never a silent undefined).
 *
 * The session lookup belongs to the auth module; this file only gets it (`registerAuth(app, resolve)`
 * in buildServer), so lib imports no module.
 *
 * Note for routes moved into `authenticated`: `onRequest` runs before the body is parsed and
 * validated, so a visitor's malformed request is a 401 there (with the `requireUser` preHandler it was
 * a 400). Until every area has moved, the preHandlers `requireUser` / `loadViewer` stay; they set the
 * same `req.user` / `req.viewer` (and the older `req.session`).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { unauthorized } from './errors'
import { named, type PrefixPluginOptions, type RoutePlugin } from './route-plugin'

/** the logged-in user of a request: the live session a token resolves to (auth module sessions.ts) */
export interface SessionUser {
  sessionId: number
  userId: number
  loginType: number
  channel: string
  smsVerifiedAt: Date | null
}

/** the session of a request's token, or null (no token, unknown, revoked, expired) */
export type ResolveSession = (req: FastifyRequest) => Promise<SessionUser | null>

declare module 'fastify' {
  interface FastifyInstance {
    /** the session lookup given to registerAuth */
    resolveSession: ResolveSession
  }
  interface FastifyRequest {
    /** the logged-in user: inside the `authenticated` scope (or after requireUser); reading it elsewhere throws */
    readonly user: SessionUser
    /** the user when a valid token came with the request, else null: inside the `optionalUser` scope (or after loadViewer) */
    viewer: SessionUser | null
    /** the same user as `user` / `viewer` for code that has not moved yet (set by both scopes and both preHandlers) */
    session?: SessionUser
  }
}

const users = new WeakMap<FastifyRequest, SessionUser>()

/** the request's logged-in user, or null (for infrastructure that runs on any route, e.g. the phone guard) */
export function userOf(req: FastifyRequest): SessionUser | null {
  return users.get(req) ?? null
}

function setUser(req: FastifyRequest, user: SessionUser): void {
  users.set(req, user)
  req.viewer = user
  req.session = user
}

/** the request decorations and the session lookup: once, on the root instance, before any route plugin */
export function registerAuth(app: FastifyInstance, resolve: ResolveSession): void {
  app.decorate('resolveSession', resolve)
  app.decorateRequest('viewer', null)
  app.decorateRequest('session', undefined)
  app.decorateRequest('user', {
    getter(this: FastifyRequest): SessionUser {
      const u = users.get(this)
      if (!u) throw new Error(`req.user read outside the authenticated scope: ${this.method} ${this.routeOptions.url ?? this.url}`)
      return u
    },
  })
}

async function mustLogIn(req: FastifyRequest): Promise<void> {
  const u = await req.server.resolveSession(req)
  if (!u) throw unauthorized()
  setUser(req, u)
}

async function mayLogIn(req: FastifyRequest): Promise<void> {
  const u = await req.server.resolveSession(req)
  if (u) setUser(req, u)
}

/** what a scope registers inside itself: route plugins and the options each is registered with */
export interface ScopeOptions {
  plugins: RoutePlugin[]
  pluginOptions: PrefixPluginOptions
}

/** scope plugin (encapsulated, not fastify-plugin): every route registered inside needs a login */
export const authenticated: FastifyPluginAsync<ScopeOptions> = async (scope, opts) => {
  scope.addHook('onRequest', mustLogIn)
  for (const plugin of opts.plugins) await scope.register(named(plugin), opts.pluginOptions)
}

/** scope plugin: routes registered inside serve visitors and users alike; req.viewer tells them apart */
export const optionalUser: FastifyPluginAsync<ScopeOptions> = async (scope, opts) => {
  scope.addHook('onRequest', mayLogIn)
  for (const plugin of opts.plugins) await scope.register(named(plugin), opts.pluginOptions)
}

/** preHandler of routes not yet in the `authenticated` scope: the session's user or 401 {code:401,msg:'未登录'} */
export async function requireUser(req: FastifyRequest): Promise<void> {
  await mustLogIn(req)
}

/** preHandler of routes not yet in the `optionalUser` scope: like requireUser but lets visitors through */
export async function loadViewer(req: FastifyRequest): Promise<void> {
  await mayLogIn(req)
}
