/**
 * buildServer(opts): the Fastify instance of the reference API server (SPEC §7), ready for
 * `app.inject` in tests or `app.listen` in main.ts.
 *
 * Order: logger -> JSON parser -> request context -> error/404 handling -> OpenAPI -> rate limit
 * -> database (open, migrate, seed) -> static -> one plugin per API prefix -> /dev (not in production).
 */
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifySwagger from '@fastify/swagger'
import fastifyRateLimit from '@fastify/rate-limit'
import { openDatabase, type Database } from './db'
import { migrateToLatest } from './db/migrations'
import { seed } from './seed'
import { registerErrorHandling, schemaErrorFormatter } from './errors'
import { loggerOptions, type LoggingOptions } from './logging'
import { registerRequestContext, type AppDeps } from './context'
import { registerStatic } from './plugins/static'
import { registerApiRoutes } from './routes'
import { devRoutes } from './routes/dev'
import { SandboxSmsProvider, type SmsProvider } from './auth/sms'
import {
  createThirdPartyProvider,
  SandboxHospitalIdentityProvider,
  type HospitalIdentityProvider,
  type ThirdPartyAuthProvider,
} from './auth/third-party'
import { DEFAULT_LIMITS, type AuthLimits } from './auth/limits'
import { loadServerSecret } from './auth/secret'
import { setBusinessTimeZone } from '../src/domain/time'

export interface ServerOptions {
  /** production mode: hides /dev/*, no demo user (main.ts: NODE_ENV=production) */
  production?: boolean
  /** an already opened database (tests); otherwise opened from databaseUrl / dataDir */
  database?: Database
  /** close the database when the server closes (default: true when buildServer opened it) */
  closeDatabase?: boolean
  databaseUrl?: string
  /** PGlite folder (default ./data/pglite) */
  dataDir?: string
  /** run migrations (default true) and seed (default true) at start */
  migrate?: boolean
  seed?: boolean
  /** the H5 build folder (default dist/h5); null = none */
  staticDir?: string | null
  /** absolute host for image URLs, e.g. https://static.example.com ('' = same origin) */
  assetHost?: string
  /** false/undefined = no logging; true = info to stdout; or options (level, stream) */
  logger?: boolean | LoggingOptions
  /** the clock, ms since epoch (tests move it) */
  clock?: () => number
  sms?: SmsProvider
  thirdParty?: ThirdPartyAuthProvider
  hospitalIdentity?: HospitalIdentityProvider
  limits?: Partial<AuthLimits>
  /** per-IP request limits per minute: global, and for captcha/SMS/login endpoints; false = off */
  rateLimit?: { max: number; sensitiveMax: number } | false
  trustProxy?: boolean
  /** server secret for HMACs; default SERVER_SECRET env or a random one kept in the database */
  secret?: string
  /**
   * THE business time zone (main.ts: env BUSINESS_TZ; default Asia/Shanghai): "today", daily caps,
   * periods given without a zone, appointment days and every date the server shows or compares
   * (src/domain/time). An unknown zone refuses to start.
   */
  businessTimeZone?: string
}

/**
 * Graceful close: app.close() stops accepting at once; requests in flight finish and are answered
 * with `Connection: close`; idle keep-alive connections are closed as soon as they go idle (without
 * this, server.close waits for browsers' keep-alive sockets for up to keepAliveTimeout).
 */
function registerGracefulClose(app: FastifyInstance): void {
  let closing = false
  let timer: NodeJS.Timeout | undefined
  app.addHook('preClose', async () => {
    closing = true
    app.server.closeIdleConnections?.()
    timer = setInterval(() => app.server.closeIdleConnections?.(), 50)
    timer.unref()
  })
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close')
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}

export const DEFAULT_RATE_LIMIT = { max: 600, sensitiveMax: 30 }

export async function buildServer(opts: ServerOptions = {}): Promise<FastifyInstance> {
  const production = opts.production ?? false
  setBusinessTimeZone(opts.businessTimeZone) // first: the seed below already writes business dates
  const logger = opts.logger === true ? loggerOptions({}) : opts.logger ? loggerOptions(opts.logger) : false
  const app = Fastify({
    logger,
    trustProxy: opts.trustProxy ?? false,
    schemaErrorFormatter,
    disableRequestLogging: false,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false } },
  })

  // JSON bodies: an empty body counts as {}, malformed JSON is a 400 (see errors.ts)
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {})
    defaultJsonParser(req, body as string, done)
  })
  // a POST without a body validates as {} so "missing field" messages name the field
  app.addHook('preValidation', async (req) => {
    if ((req.body === undefined || req.body === null) && req.method !== 'GET' && req.method !== 'HEAD') req.body = {}
  })

  registerRequestContext(app)
  registerErrorHandling(app)
  registerGracefulClose(app)

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Hospital health shop — reference API',
        description: 'Reply envelope {code, msg, data}; code 200 success, 400 bad input, 401 未登录, 404, 429, 500. Headers: appTag, hospitalId, token, healthAccessToken, studioDoctorToken, orderPayWay, orderCreateWay.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      },
    },
  })

  const rateLimit = opts.rateLimit === undefined ? DEFAULT_RATE_LIMIT : opts.rateLimit
  if (rateLimit) {
    await app.register(fastifyRateLimit, {
      global: true,
      max: rateLimit.max,
      timeWindow: '1 minute',
      errorResponseBuilder: (_req, context) => ({
        statusCode: 429,
        msg: `请求过于频繁，请${Math.max(1, Math.ceil(context.ttl / 1000))}秒后再试`,
        retryAfter: Math.ceil(context.ttl / 1000),
      }),
    })
  }

  // database
  const database = opts.database ?? (await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir }))
  const closeDatabase = opts.closeDatabase ?? !opts.database
  app.addHook('onClose', async () => {
    if (closeDatabase) await database.close()
  })
  try {
    if (opts.migrate !== false) await migrateToLatest(database.db)
    const clock = opts.clock ?? Date.now
    const now = () => new Date(clock())
    if (opts.seed !== false) await seed(database.db, { production, now: now() })
    const deps: AppDeps = {
      db: database.db,
      database,
      production,
      now,
      secret: opts.secret ?? (await loadServerSecret(database.db)),
      assetHost: (opts.assetHost ?? '').replace(/\/+$/, ''),
      sms: opts.sms ?? new SandboxSmsProvider(database.db, now),
      thirdParty: opts.thirdParty ?? createThirdPartyProvider(),
      hospitalIdentity: opts.hospitalIdentity ?? new SandboxHospitalIdentityProvider(),
      limits: { ...DEFAULT_LIMITS, ...(opts.limits ?? {}) },
    }
    app.decorate('deps', deps)
    if (production) {
      const sandboxes = [deps.sms.name === 'sandbox' && 'SMS (codes go to sms_outbox)', /sandbox/.test(deps.thirdParty.name) && `third-party login (${deps.thirdParty.name})`, deps.hospitalIdentity.name === 'sandbox' && 'hospital identity (healthNj/login accepts every valid pair)'].filter(Boolean)
      if (sandboxes.length) app.log.warn(`production mode with sandbox providers: ${sandboxes.join('; ')}`)
    }
  } catch (err) {
    if (closeDatabase) await database.close()
    throw err
  }

  const { spa } = await registerStatic(app, {
    staticDir: opts.staticDir === undefined ? path.resolve('dist/h5') : opts.staticDir,
  })
  app.setNotFoundHandler((req, reply) => {
    if (spa(req, reply)) return
    reply.status(404).send({ code: 404, msg: `接口不存在: ${req.method} ${req.url.split('?')[0]}`, data: null })
  })

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  await registerApiRoutes(app, { sensitiveRateLimit: rateLimit ? rateLimit.sensitiveMax : undefined })
  if (!production) await app.register(devRoutes, { prefix: '/dev' })

  return app
}
