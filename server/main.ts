/**
 * Starts the reference server: `npx tsx server/main.ts`.
 * Env: PORT (3000), HOST (0.0.0.0), NODE_ENV=production, DATABASE_URL (PostgreSQL) or DATA_DIR
 * (PGlite folder, default ./data/pglite), SEED=0, STATIC_DIR (default dist/h5), ASSET_HOST,
 * LOG_LEVEL, TRUST_PROXY (hop count or proxy addresses, lib/config.ts), SANDBOX_PROVIDERS=1 (development
 * sandboxes; refused with NODE_ENV=production), HOSPITAL_IDENTITY_KEY, SERVER_SECRET,
 * WX_APPID/WX_SECRET, ALIPAY_APPID/ALIPAY_PRIVATE_KEY,
 * BUSINESS_TZ (the business time zone, default Asia/Shanghai; read once here).
 */
import path from 'node:path'
import { buildServer } from './app'
import { businessTimeZone } from '../src/domain/time'
import { parseTrustProxy, sandboxFromEnv } from './lib/config'

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000)
  const host = process.env.HOST ?? '0.0.0.0'
  const production = process.env.NODE_ENV === 'production'
  const started = Date.now()
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
  })

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
