/**
 * buildServer(config, overrides): the Fastify instance of the reference API server (SPEC §7), ready
 * for `app.listen` (main.ts, tests). `config` is read once at start (lib/config.ts loadConfig; tests:
 * testConfig); `overrides` are what is not configuration (an opened database, the clock, providers).
 *
 * Order: rate limit (lib/rate-limit.ts: the root's first onRequest hook) -> logger -> JSON parser -> request context
 * -> login decorations (lib/auth-scope) -> error/404 handling -> security headers -> NUL guard -> OpenAPI -> /healthz, /readyz, /metrics
 * (lib/ops) -> database (open, migrate, seed)
 * -> static -> read cache -> phone guard -> the API prefix table (modules/index.ts) -> /dev (sandbox
 * enabled, not in production).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify'
import fastifySwagger from '@fastify/swagger'
import { openDatabase, type Database } from './lib/db'
import { migrateAsOwner } from './lib/db/migrations'
import { seed } from './seed'
import { registerErrorHandling, schemaErrorFormatter } from './lib/errors'
import { loggerOptions, type LoggingOptions } from './lib/logging'
import { registerRequestContext } from './lib/request-context'
import { registerAuth } from './lib/auth-scope'
import fastifyWebsocket from '@fastify/websocket'
import type { AppDeps } from './lib/deps'
import { registerStatic } from './lib/static'
import { registerConsole } from './lib/console-static'
import { homeShellPages } from './modules/page-builder/shell'
import { installReadCache } from './lib/cache'
import { registerApiRoutes } from './modules'
import { devRoutes } from './routes/dev'
import {
  createThirdPartyProvider,
  HmacHospitalIdentityProvider,
  registerPhoneGuard,
  resolveSession,
  SandboxHospitalIdentityProvider,
  createSmsProvider,
  UnconfiguredHospitalIdentityProvider,
  type HospitalIdentityProvider,
  type SmsProvider,
  type ThirdPartyAuthProvider,
} from './modules/auth'
import { registerNulGuard } from './lib/no-nul'
import { registerSecurityHeaders } from './lib/security-headers'
import { databaseProblem, registerHealthRoutes, registerMetrics } from './lib/ops'
import { databaseRateLimitStore, sweepRateLimits } from './lib/rate-limit-store'
import { registerRateLimitFirst } from './lib/rate-limit'
import type { Config } from './lib/config'
import { loadServerSecret } from './lib/secret'
import { setBusinessTimeZone } from '../src/domain/time'
import { APP_VERSION } from './lib/version'

/**
 * What a server is built from besides its Config: things that are not configuration (an opened
 * database, the test clock) and providers a test substitutes.
 */
export interface ServerOverrides {
  /** an already opened database (tests); otherwise opened from config.databaseUrl / config.dataDir */
  database?: Database
  /** close the database when the server closes (default: true when buildServer opened it) */
  closeDatabase?: boolean
  /** run migrations at start (default true; the seed follows config.seed) */
  migrate?: boolean
  /** the logger: false = none, or options (level, stream); default from config.logLevel ('silent' = none) */
  logger?: boolean | LoggingOptions
  /** the clock, ms since epoch (tests move it) */
  clock?: () => number
  /** providers instead of the configured ones (production refuses a sandbox one) */
  sms?: SmsProvider
  thirdParty?: ThirdPartyAuthProvider
  hospitalIdentity?: HospitalIdentityProvider
  /** sees every route as it is registered (the contract test walks the reply schemas with it) */
  onRoute?: (route: RouteOptions) => void
  /**
   * the request-validator and reply-serializer compilers (Fastify's schemaController.compilersFactory);
   * the test harness passes ones that reuse compiled functions across the apps of a Jest worker
   */
  schemaCompilers?: NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
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
  // callback-style hooks on the hot path (every request): no promise per hook and request
  app.addHook('onSend', (_req, reply, _payload, done) => {
    if (closing) reply.header('connection', 'close')
    done()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}

/** the sandbox providers a production server would run with: the reason it refuses to start */
function sandboxesIn(config: Config, opts: ServerOverrides): string[] {
  return [
    config.sandboxProviders &&
      'SANDBOX_PROVIDERS / PAY_SANDBOX (SMS outbox, sandbox-* login codes, hospital identity sandbox, sandbox payments and cashier)',
    (opts.sms?.sandbox || config.sms?.provider === 'sandbox') && 'SMS (SMS_PROVIDER=sandbox: codes go to sms_outbox)',
    opts.thirdParty?.sandbox && `third-party login (${opts.thirdParty.name})`,
    opts.hospitalIdentity?.sandbox && 'hospital identity (healthNj/login)',
  ].filter((x): x is string => !!x)
}

export async function buildServer(config: Config, opts: ServerOverrides = {}): Promise<FastifyInstance> {
  const production = config.production
  setBusinessTimeZone(config.businessTimeZone) // first: the seed below already writes business dates
  const sandboxProviders = config.sandboxProviders
  if (production) {
    const sandboxes = sandboxesIn(config, opts)
    if (sandboxes.length) {
      throw new Error(
        `production mode (NODE_ENV=production) refuses to start with sandbox providers: ${sandboxes.join('; ')}. Unset SANDBOX_PROVIDERS and PAY_SANDBOX and configure the real providers (server/README.md).`,
      )
    }
  }
  const logOpts = opts.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel })
  const logger = logOpts === true ? loggerOptions({}) : logOpts ? loggerOptions(logOpts) : false
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    schemaErrorFormatter,
    // one access line per request instead of Fastify's pair (below)
    disableRequestLogging: true,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false } },
    ...(opts.schemaCompilers ? { schemaController: { compilersFactory: opts.schemaCompilers } } : {}),
  })

  if (opts.onRoute) app.addHook('onRoute', opts.onRoute)
  // the rate limit first (lib/rate-limit.ts): every request is counted before any hook that could answer it
  const rateLimit = config.rateLimit
  if (rateLimit) {
    const dbOf = () => (app.hasDecorator('deps') ? app.deps.db : undefined)
    await registerRateLimitFirst(app, {
      // RATE_LIMIT_STORE=database (default on PostgreSQL): counters in the database, shared by every instance
      ...(config.rateLimitStore === 'database' ? { store: databaseRateLimitStore(dbOf) } : {}),
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

  // the access log, at info: ONE line when the reply is sent — method, masked url, address, hospital, status,
  // response time and the request id (Fastify's own "incoming request" + "request completed" pair masked and
  // wrote two lines: ~57 µs of CPU per request against ~28, measured in isolation). Errors keep their own lines.
  if (logger)
    app.addHook('onResponse', (req, reply, done) => {
      req.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed')
      done()
    })

  // JSON bodies: an empty body counts as {}, malformed JSON is a 400 (see errors.ts)
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {})
    defaultJsonParser(req, body as string, done)
  })
  // a POST without a body validates as {} so "missing field" messages name the field
  app.addHook('preValidation', (req, _reply, done) => {
    if ((req.body === undefined || req.body === null) && req.method !== 'GET' && req.method !== 'HEAD') req.body = {}
    done()
  })

  registerRequestContext(app)
  // the logged-in user (lib/auth-scope.ts) from the auth module's sessions
  registerAuth(app, (req) => resolveSession(req.server.deps.db, req.ctx.token, req.server.deps.now()))
  registerErrorHandling(app)
  registerGracefulClose(app)
  const staticDir = config.staticDir
  await registerSecurityHeaders(app, { assetHost: config.assetHost.replace(/\/+$/, ''), staticDir, alipayGateway: config.alipayGateway })
  registerNulGuard(app)

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Hospital health shop — reference API',
        description:
          'Reply envelope {code, msg, data}; code 200 success, 400 bad input, 401 未登录, 404, 429, 500. Headers: appTag, hospitalId, token, healthAccessToken, studioDoctorToken, orderPayWay, orderCreateWay.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      },
    },
  })

  // operations: /healthz, /readyz, /metrics (METRICS_TOKEN) — lib/ops.ts; metrics before the routes it times
  registerHealthRoutes(app)
  await registerMetrics(app, config.metricsToken, () => (app.hasDecorator('deps') ? app.deps.database : undefined))

  // database
  const database =
    opts.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir, poolMax: config.dbPoolMax }))
  const closeDatabase = opts.closeDatabase ?? !opts.database
  app.addHook('onClose', async () => {
    if (closeDatabase) await database.close()
  })
  try {
    // MIGRATE_ON_START=0: `npm run migrate` (server/migrate.ts) does it before the instances start; /readyz tells
    if (opts.migrate !== false && config.migrateOnStart) await migrateAsOwner(database, config.migrationDatabaseUrl)
    else if (opts.migrate !== false) {
      const problem = await databaseProblem(database)
      if (problem && !problem.startsWith('migrations not applied')) throw new Error(`MIGRATE_ON_START=0: ${problem}`)
      if (problem) app.log.warn(`MIGRATE_ON_START=0: ${problem}; /readyz answers 503 until then`)
    }
    const clock = opts.clock ?? Date.now
    const now = () => new Date(clock())
    if (config.seed) await seed(database.db, { production, now: now() })
    const deps: AppDeps = {
      db: database.db,
      database,
      config,
      production,
      sandboxProviders,
      now,
      secret: await loadServerSecret(database.db, config.secret),
      assetHost: config.assetHost.replace(/\/+$/, ''),
      sms: opts.sms ?? createSmsProvider(config.sms, { sandbox: sandboxProviders, db: database.db, now }),
      thirdParty:
        opts.thirdParty ?? createThirdPartyProvider(config.thirdParty, { sandbox: sandboxProviders, now, wxApiBase: config.wxApiBase }),
      hospitalIdentity:
        opts.hospitalIdentity ??
        (config.hospitalIdentityKey
          ? new HmacHospitalIdentityProvider(config.hospitalIdentityKey)
          : sandboxProviders
            ? new SandboxHospitalIdentityProvider()
            : new UnconfiguredHospitalIdentityProvider()),
      limits: config.limits,
    }
    app.decorate('deps', deps)
    const unconfigured = [
      deps.sms.name === 'none' && 'SMS (codes cannot be sent)',
      deps.hospitalIdentity.name === 'none' && 'hospital identity (healthNj/login refused)',
    ].filter(Boolean)
    if (unconfigured.length) app.log.warn(`no provider configured for: ${unconfigured.join('; ')}`)
    if (sandboxProviders) app.log.warn('development sandbox providers enabled (SANDBOX_PROVIDERS): never use this mode with real users')
  } catch (err) {
    if (closeDatabase) await database.close()
    throw err
  }

  if (rateLimit && config.rateLimitStore === 'database') {
    // ended windows of the shared rate limit counters (lib/rate-limit-store.ts)
    const sweep = setInterval(
      () => void sweepRateLimits(database.db).catch((err) => app.log.warn({ err }, 'rate limit sweep failed')),
      60_000,
    )
    sweep.unref()
    app.addHook('onClose', async () => clearInterval(sweep))
  }

  const { spa } = await registerStatic(app, { staticDir, homePage: (dir) => homeShellPages(app, dir) })
  // the staff console under /console/ (issue 31)
  const consoleSpa = await registerConsole(app, config.consoleDir)
  app.setNotFoundHandler((req, reply) => {
    if (spa(req, reply) || consoleSpa(req, reply)) return
    reply.status(404).send({ code: 404, msg: `接口不存在: ${req.method} ${req.url.split('?')[0]}`, data: null })
  })

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  // the read cache of goods, skus, activities, promotions, coupon rules, carts and sessions (lib/cache; config.readCache)
  await installReadCache(app)
  registerPhoneGuard(app)
  // WebSocket routes (the chat socket, server/modules/chat/socket.ts): before any route plugin
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } })
  await registerApiRoutes(app, { sensitiveRateLimit: rateLimit ? rateLimit.sensitiveMax : undefined })
  if (!production && sandboxProviders) await app.register(devRoutes, { prefix: '/dev' })

  return app
}
