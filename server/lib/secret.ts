import type { Kysely } from 'kysely'
import type { DB } from './db/schema'
import { randomId } from './crypto'

/** SERVER_SECRET env, else a random secret created once and kept in server_kv. */
export async function loadServerSecret(db: Kysely<DB>, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.SERVER_SECRET) return env.SERVER_SECRET
  await db
    .insertInto('server_kv')
    .values({ key: 'secret', value: randomId(32) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db.selectFrom('server_kv').select('value').where('key', '=', 'secret').executeTakeFirstOrThrow()
  return row.value
}
