/**
 * Starts the reference server: `npx tsx server/main.ts`.
 * The environment is read here, once, by loadConfig (server/lib/config.ts; every variable is listed
 * in server/README.md): PORT, HOST, NODE_ENV=production, DATABASE_URL or DATA_DIR, SEED, STATIC_DIR,
 * ASSET_HOST, LOG_LEVEL, TRUST_PROXY, SANDBOX_PROVIDERS (PAY_SANDBOX), BUSINESS_TZ, SERVER_SECRET,
 * HOSPITAL_IDENTITY_KEY, the login and payment provider keys, READ_CACHE, ORDER_*, PAY_RETURN_ORIGINS,
 * RATE_LIMIT_MAX, RATE_LIMIT_SENSITIVE_MAX, SMS_CODES_PER_IP_PER_DAY,
 * SMS_CODES_PER_PHONE_PER_DAY. A wrong value refuses the start with one line per variable.
 */
import { buildServer } from './app'
import { ConfigError, loadConfig, type Config } from './lib/config'

async function main(): Promise<void> {
  let config: Config
  try {
    config = loadConfig(process.env)
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    console.error(`failed to start: ${err.message}`)
    process.exit(1)
  }
  const started = Date.now()
  const app = await buildServer(config)
  if (config.limitOverrides.length) {
    // RATE_LIMIT_* / SMS_CODES_* set by the environment (the browser journeys' server raises them)
    const msg = `abuse limits overridden by the environment: ${config.limitOverrides.join(', ')}`
    if (config.production) app.log.warn(msg)
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

  await app.listen({ port: config.port, host: config.host })
  const db = app.deps.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`
  console.log(
    `ready in ${Date.now() - started} ms — ${config.production ? 'production' : 'development'} mode${app.deps.sandboxProviders ? ' with sandbox providers' : ''}, database: ${db}, business time zone: ${config.businessTimeZone}`,
  )
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  console.log(`listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (pid ${process.pid})`)
  console.log(`http://localhost:${port}/hospital/home`)
}

main().catch((err) => {
  console.error('failed to start:', err)
  process.exit(1)
})
