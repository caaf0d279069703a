/**
 * `npm run migrate`: applies the migrations of this build to the configured database (MIGRATION_DATABASE_URL,
 * the tables' owner, else DATABASE_URL, else the PGlite folder DATA_DIR) and exits — before starting several instances with MIGRATE_ON_START=0.
 * `npm run migrate -- --seed` also runs the idempotent seed (the demo user only outside production).
 * Exit 0 when the database is up to date, 1 (with the reason) otherwise.
 */
import { ConfigError, loadConfig } from './lib/config'
import { openDatabase } from './lib/db'
import { migrateToLatest } from './lib/db/migrations'
import { seed } from './seed'
import { setBusinessTimeZone } from '../src/domain/time'

async function main(): Promise<number> {
  let config
  try {
    config = loadConfig(process.env)
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    console.error(`migrate: ${err.message}`)
    return 1
  }
  setBusinessTimeZone(config.businessTimeZone)
  // as the tables' owner (MIGRATION_DATABASE_URL) when the app's own role (DATABASE_URL) may not change the schema
  const databaseUrl = config.migrationDatabaseUrl ?? config.databaseUrl ?? undefined
  const database = await openDatabase({ databaseUrl, dataDir: config.dataDir, poolMax: 2 })
  try {
    const applied = await migrateToLatest(database.db)
    console.log(applied.length ? `migrate: applied ${applied.length}: ${applied.join(', ')}` : 'migrate: already up to date')
    if (process.argv.includes('--seed')) {
      await seed(database.db, { production: config.production, now: new Date() })
      console.log('migrate: seed done')
    }
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('migrate failed:', err instanceof Error ? err.message : err)
    process.exit(1)
  },
)
