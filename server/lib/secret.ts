import type { Kysely } from 'kysely'
import type { DB } from './db/schema'
import { randomId } from './crypto'

/** the configured secret (config.secret: SERVER_SECRET), else a random secret created once and kept in server_kv. */
export async function loadServerSecret(db: Kysely<DB>, configured: string | null): Promise<string> {
  if (configured) return configured
  await db
    .insertInto('server_kv')
    .values({ key: 'secret', value: randomId(32) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db.selectFrom('server_kv').select('value').where('key', '=', 'secret').executeTakeFirstOrThrow()
  return row.value
}
