/**
 * Receiver addresses for other modules (the address routes: routes/user-center/address.ts).
 * Typed reads of user_address: "no such address of this user" is undefined; a database error is an
 * error (never turned into a 404).
 */
import type { Selectable } from 'kysely'
import type { AppDeps } from '../../lib/deps'
import type { UserAddressTable } from '../../lib/db/tables/account'

export type AddressRow = Selectable<UserAddressTable>

/** the user's own address by id, or undefined (unknown, or another user's) */
export async function getOwnedAddress(deps: Pick<AppDeps, 'db'>, userId: number, id: number): Promise<AddressRow | undefined> {
  return deps.db.selectFrom('user_address').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
}
