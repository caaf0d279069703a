/**
 * `npm run staff -- <command>`: staff accounts from a shell (server/modules/staff/command.ts lists the commands),
 * e.g. the first platform admin: `npm run staff -- create-admin --username admin.li --name 李明`. Uses the
 * configured database (DATABASE_URL, else the PGlite folder DATA_DIR) with its migrations applied.
 */
import { loadConfig } from '../server/lib/config'
import { openDatabase } from '../server/lib/db'
import { migrateToLatest } from '../server/lib/db/migrations'
import { runStaffCommand } from '../server/modules/staff/command'
import { setBusinessTimeZone } from '../src/domain/time'

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const c of process.stdin) chunks.push(c as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function main(): Promise<number> {
  const config = loadConfig(process.env)
  setBusinessTimeZone(config.businessTimeZone)
  const database = await openDatabase({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir, poolMax: 2 })
  try {
    await migrateToLatest(database.db)
    return await runStaffCommand(database.db, process.argv.slice(2), new Date(), { out: (l) => console.log(l), readPassword: readStdin })
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('staff:', err instanceof Error ? err.message : err)
    process.exit(1)
  },
)
