/**
 * Password lockout that parallel requests cannot pass. Every password check first reserves an
 * attempt in the account's login_guard row with ONE statement (INSERT ... ON CONFLICT DO UPDATE
 * ... RETURNING): the row lock serialises concurrent reservations, so each request learns its own
 * attempt number, and at most `passwordMaxFailures` checks are ever run per window whatever the
 * parallelism. The reservation stays as the failure when the password is wrong; a success deletes
 * the row. The window starts at the first attempt and lasts `passwordFailureWindowMs`; once the
 * limit is used up, password login is refused (429) until the window ends.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../lib/db/schema'
import type { AuthLimits } from './limits'

type Q = Kysely<DB> | Transaction<DB>

export type PasswordAttempt =
  /** this request may check the password; `left` checks remain after it in the window */
  | { ok: true; attempt: number; left: number }
  /** the limit is used up: no check until `unlockAt` */
  | { ok: false; unlockAt: Date }

export async function reservePasswordAttempt(
  db: Q,
  args: { account: string; ip: string; now: Date; limits: Pick<AuthLimits, 'passwordMaxFailures' | 'passwordFailureWindowMs'> },
): Promise<PasswordAttempt> {
  const { account, ip, now, limits: L } = args
  const expired = new Date(now.getTime() - L.passwordFailureWindowMs)
  // every SET expression sees the row as it was before this statement
  const row = await db
    .insertInto('login_guard')
    .values({ account, window_start: now, attempts: 1, last_ip: ip })
    .onConflict((oc) =>
      oc.column('account').doUpdateSet({
        window_start: sql<Date>`case when login_guard.window_start <= ${expired} then ${now} else login_guard.window_start end`,
        attempts: sql<number>`case when login_guard.window_start <= ${expired} then 1 else login_guard.attempts + 1 end`,
        last_ip: ip,
      }),
    )
    .returning(['attempts', 'window_start'])
    .executeTakeFirstOrThrow()
  const attempt = Number(row.attempts)
  if (attempt > L.passwordMaxFailures)
    return { ok: false, unlockAt: new Date(new Date(row.window_start).getTime() + L.passwordFailureWindowMs) }
  return { ok: true, attempt, left: L.passwordMaxFailures - attempt }
}

/** After a successful login, a password set or reset, or an account deletion: the count starts again. */
export async function clearPasswordAttempts(db: Q, account: string): Promise<void> {
  await db.deleteFrom('login_guard').where('account', '=', account).execute()
}
