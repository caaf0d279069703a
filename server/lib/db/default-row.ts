/**
 * "One default per user" lists: a user's addresses, service persons and invoice headers each have at
 * most one row with is_default; the first row saved becomes the default, making a row the default
 * clears the others, and when the default row goes the newest remaining one takes over. The three
 * tables share these columns (id, user_id, is_default, updated_at), so one set of helpers serves them,
 * always inside the caller's transaction (after it locked the user's row).
 */
import type { Transaction } from 'kysely'
import type { DB } from './schema'

export type DefaultRowTable = 'user_address' | 'user_person' | 'invoice_header' | 'chat_patient_archive'

// The queries below only touch the shared columns; Kysely types them through one member of the union.
const as = (table: DefaultRowTable) => table as 'user_address'

/** how many rows the user has in the table */
export async function countOwnRows(trx: Transaction<DB>, table: DefaultRowTable, userId: number): Promise<number> {
  const r = await trx
    .selectFrom(as(table))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(r?.n ?? 0)
}

/** row `id` is the user's default: every other default of the user is cleared */
export async function keepOnlyDefault(trx: Transaction<DB>, table: DefaultRowTable, userId: number, id: number): Promise<void> {
  await trx
    .updateTable(as(table))
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('id', '!=', id)
    .where('is_default', '=', true)
    .execute()
}

/** after the default row was deleted: the most recently updated remaining row becomes the default */
export async function promoteNewestToDefault(trx: Transaction<DB>, table: DefaultRowTable, userId: number): Promise<void> {
  const next = await trx
    .selectFrom(as(table))
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (next) await trx.updateTable(as(table)).set({ is_default: true }).where('id', '=', next.id).execute()
}
