/**
 * Starts the reference server: `npx tsx server/main.ts`.
 * Env: PORT (3000), HOST (0.0.0.0), NODE_ENV=production, DATABASE_URL (PostgreSQL) or DATA_DIR
 * (PGlite folder, default ./data/pglite), SEED=0, STATIC_DIR (default dist/h5), ASSET_HOST,
 * LOG_LEVEL, TRUST_PROXY (hop count or proxy addresses, config.ts), SANDBOX_PROVIDERS=1 (development
 * sandboxes; refused with NODE_ENV=production), HOSPITAL_IDENTITY_KEY, SERVER_SECRET,
 * WX_APPID/WX_SECRET, ALIPAY_APPID/ALIPAY_PRIVATE_KEY,
 * BUSINESS_TZ (the business time zone, default Asia/Shanghai; read once here).
 */
import path from 'node:path'
import { buildServer, DEFAULT_RATE_LIMIT } from './app'
import { DEFAULT_LIMITS, type AuthLimits } from './auth/limits'
import { businessTimeZone } from '../src/domain/time'
import { parseTrustProxy, sandboxFromEnv } from './config'

// ---- abuse-limit overrides (config hook) -------------------------------------------------------
// Unset = the defaults of app.ts DEFAULT_RATE_LIMIT and auth/limits.ts DEFAULT_LIMITS. Read once at
// start; a value that is not a positive integer stops the start. The browser journeys' server
// (__tests__/e2e/harness.ts) raises the per-IP ones: every journey comes from one machine.
const LIMIT_ENV = {
  RATE_LIMIT_MAX: 'requests per client IP per minute, all endpoints',
  RATE_LIMIT_SENSITIVE_MAX: 'requests per client IP per minute to captcha / SMS / login endpoints',
  SMS_CODES_PER_IP_PER_DAY: 'SMS codes per client IP per China calendar day',
  SMS_CODES_PER_PHONE_PER_DAY: 'SMS codes per phone per China calendar day',
} as const

function limitsFromEnv(env: NodeJS.ProcessEnv) {
  const set: Partial<Record<keyof typeof LIMIT_ENV, number>> = {}
  for (const name of Object.keys(LIMIT_ENV) as (keyof typeof LIMIT_ENV)[]) {
    const raw = env[name]
    if (raw === undefined || raw === '') continue
    if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a positive integer (${LIMIT_ENV[name]}), got "${raw}"`)
    set[name] = Number(raw)
  }
  const rateLimit = {
    max: set.RATE_LIMIT_MAX ?? DEFAULT_RATE_LIMIT.max,
    sensitiveMax: set.RATE_LIMIT_SENSITIVE_MAX ?? DEFAULT_RATE_LIMIT.sensitiveMax,
  }
  const limits: Partial<AuthLimits> = {
    codesPerIpPerDay: set.SMS_CODES_PER_IP_PER_DAY ?? DEFAULT_LIMITS.codesPerIpPerDay,
    codesPerPhonePerDay: set.SMS_CODES_PER_PHONE_PER_DAY ?? DEFAULT_LIMITS.codesPerPhonePerDay,
  }
  return { rateLimit, limits, overridden: Object.entries(set).map(([k, v]) => `${k}=${v}`) }
}
// ------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000)
  const host = process.env.HOST ?? '0.0.0.0'
  const production = process.env.NODE_ENV === 'production'
  const started = Date.now()
  const abuse = limitsFromEnv(process.env)
  const app = await buildServer({
    production,
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR || 'data/pglite'),
    seed: process.env.SEED !== '0',
    staticDir: path.resolve(process.env.STATIC_DIR || 'dist/h5'),
    assetHost: process.env.ASSET_HOST ?? '',
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    sandboxProviders: sandboxFromEnv(process.env),
    businessTimeZone: process.env.BUSINESS_TZ || undefined,
    rateLimit: abuse.rateLimit,
    limits: abuse.limits,
  })
  if (abuse.overridden.length) {
    const msg = `abuse limits overridden by the environment: ${abuse.overridden.join(', ')}`
    if (production) app.log.warn(msg)
    else console.log(msg)
  }

  let shuttingDown = false
  const shutdown = (signal: string) => {
    if (shuttingDown) return
    shuttingDown = true
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests')
    const force = setTimeout(() => {
      app.log.error('shutdown timed out after 10 s, exiting')
      process.exit(1)
    }, 10_000)
    force.unref()
    app
      .close()
      .then(() => {
        app.log.info('closed (database closed)')
        process.exit(0)
      })
      .catch((err) => {
        app.log.error({ err }, 'error while closing')
        process.exit(1)
      })
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))

  await app.listen({ port, host })
  const db = app.deps.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${process.env.DATA_DIR || 'data/pglite'}`
  console.log(`ready in ${Date.now() - started} ms — ${production ? 'production' : 'development'} mode${app.deps.sandboxProviders ? ' with sandbox providers' : ''}, database: ${db}, business time zone: ${businessTimeZone()}`)
  console.log(`http://localhost:${port}/hospital/home`)
}

main().catch((err) => {
  console.error('failed to start:', err)
  process.exit(1)
})
