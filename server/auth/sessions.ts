/**
 * Sessions: a random 32-byte token is given to the client; only its sha256 is stored.
 * Tokens are revocable (loginOut, password reset, account deletion) and expire after 30 days.
 */
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../lib/db/schema'
import { newToken, sha256Hex } from '../lib/crypto'
import { cached, TABLES } from '../lib/cache'

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000
/** a session opened with an SMS code may set a new password without another code for this long */
export const RECENT_SMS_AUTH_MS = 10 * 60 * 1000

type Q = Kysely<DB> | Transaction<DB>

/** the user a live session gives a request (defined where the auth scope uses it) */
export type { SessionUser } from '../lib/auth-scope'
import type { SessionUser } from '../lib/auth-scope'

export async function createSession(
  db: Q,
  args: { userId: number; loginType: 0 | 1; channel: string; hospitalId: number; now: Date; smsVerified?: boolean },
): Promise<string> {
  const token = newToken()
  await db
    .insertInto('user_session')
    .values({
      user_id: args.userId,
      token_hash: sha256Hex(token),
      login_type: args.loginType,
      channel: args.channel,
      hospital_id: args.hospitalId,
      sms_verified_at: args.smsVerified ? args.now : null,
      created_at: args.now,
      expires_at: new Date(args.now.getTime() + SESSION_TTL_MS),
      revoked_at: null,
    })
    .execute()
  return token
}

/** The live session for a token, or null (unknown, revoked, expired or malformed). */
export async function resolveSession(db: Q, token: string | undefined, now: Date): Promise<SessionUser | null> {
  if (!token || token.length < 20 || token.length > 200) return null
  const hash = sha256Hex(token)
  // cached by token hash while user_session is unwritten (a logout, revocation or account deletion
  // writes it and so drops every cached session); expiry and revocation are checked on every call
  const row = await cached(
    db,
    `session:${hash}`,
    TABLES.session,
    async () =>
      (await db
        .selectFrom('user_session')
        .select(['id', 'user_id', 'login_type', 'channel', 'sms_verified_at', 'expires_at', 'revoked_at'])
        .where('token_hash', '=', hash)
        .executeTakeFirst()) ?? null,
    { keep: (r) => r !== null },
  )
  if (!row || row.revoked_at !== null || new Date(row.expires_at).getTime() <= now.getTime()) return null
  return { sessionId: row.id, userId: row.user_id, loginType: row.login_type, channel: row.channel, smsVerifiedAt: row.sms_verified_at }
}

export async function revokeToken(db: Q, token: string | undefined, now: Date): Promise<boolean> {
  if (!token) return false
  const r = await db
    .updateTable('user_session')
    .set({ revoked_at: now })
    .where('token_hash', '=', sha256Hex(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}

/** Revokes every live session of the user except (optionally) one. */
export async function revokeUserSessions(db: Q, userId: number, now: Date, exceptSessionId?: number): Promise<number> {
  let q = db.updateTable('user_session').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null)
  if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId)
  const r = await q.executeTakeFirst()
  return Number(r.numUpdatedRows)
}
