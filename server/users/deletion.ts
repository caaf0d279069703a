/**
 * Account deletion ("acountDel"): every module that stores personal data registers a deleter
 * here; deleteUserData runs them all in one transaction, then removes the account's own rows.
 *
 *   import { registerUserDataDeleter } from '../users/deletion'
 *   registerUserDataDeleter('cart', async (trx, user) => {
 *     await trx.deleteFrom('cart').where('user_id', '=', user.id).execute()
 *   })
 *
 * A deleter must use the transaction handle it is given (never the app's db: on PGlite that
 * would wait for the transaction's own connection and hang).
 */
import type { Transaction } from 'kysely'
import type { DB } from '../lib/db/schema'
import { clearPasswordAttempts } from '../auth/password-guard'

export interface DeletedUser {
  id: number
  phone: string | null
}

export type UserDataDeleter = (trx: Transaction<DB>, user: DeletedUser) => Promise<void>

const deleters = new Map<string, UserDataDeleter>()

/** Registers (or replaces, by name) a deleter. Call at module load. */
export function registerUserDataDeleter(name: string, deleter: UserDataDeleter): void {
  deleters.set(name, deleter)
}

export function userDataDeleterNames(): string[] {
  return [...deleters.keys()]
}

/** The account's own data, deleted after the modules' deleters. */
const coreDeleter: UserDataDeleter = async (trx, user) => {
  if (user.phone) {
    await trx.deleteFrom('sms_outbox').where('phone', '=', user.phone).execute()
    await trx.deleteFrom('sms_code').where('phone', '=', user.phone).execute()
    await clearPasswordAttempts(trx, user.phone)
  }
  await trx.deleteFrom('user_session').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('user_third').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('app_user').where('id', '=', user.id).execute()
}

export async function deleteUserData(trx: Transaction<DB>, user: DeletedUser): Promise<string[]> {
  const ran: string[] = []
  for (const [name, deleter] of deleters) {
    await deleter(trx, user)
    ran.push(name)
  }
  await coreDeleter(trx, user)
  ran.push('account')
  return ran
}
