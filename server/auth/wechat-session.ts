/**
 * The WeChat mini-program's session_key, kept on the server only: encrypted (AES-256-GCM, a key derived from the
 * server secret) in wechat_session, one row per user_third row, replaced at every login. It is never put in a reply or
 * a log line; the server needs it only to check data the mini-program signs with it (wx.getUserInfo's signature,
 * encrypted data).
 */
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../lib/db'

const keyOf = (secret: string) => crypto.createHash('sha256').update(`wechat-session-key\n${secret}`).digest()

export function sealSessionKey(secret: string, sessionKey: string): string {
  const iv = crypto.randomBytes(12)
  const c = crypto.createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const data = Buffer.concat([c.update(sessionKey, 'utf8'), c.final()])
  return ['v1', iv.toString('base64'), data.toString('base64'), c.getAuthTag().toString('base64')].join('.')
}

export function openSessionKey(secret: string, sealed: string): string | null {
  const [v, iv, data, tag] = sealed.split('.')
  if (v !== 'v1' || !iv || !data || !tag) return null
  try {
    const d = crypto.createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64'))
    d.setAuthTag(Buffer.from(tag, 'base64'))
    return Buffer.concat([d.update(Buffer.from(data, 'base64')), d.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** keeps the session key of this user_third row (the newest login's) */
export async function storeSessionKey(db: Kysely<DB>, secret: string, thirdId: number, sessionKey: string, now: Date): Promise<void> {
  const sealed = sealSessionKey(secret, sessionKey)
  await db
    .insertInto('wechat_session')
    .values({ third_id: thirdId, session_key: sealed, updated_at: now })
    .onConflict((oc) => oc.column('third_id').doUpdateSet({ session_key: sealed, updated_at: now }))
    .execute()
}

/** the session key of a user_third row, or null (none kept, or sealed with another server secret) */
export async function sessionKeyOf(db: Kysely<DB>, secret: string, thirdId: number): Promise<string | null> {
  const row = await db.selectFrom('wechat_session').select('session_key').where('third_id', '=', thirdId).executeTakeFirst()
  return row ? openSessionKey(secret, row.session_key) : null
}
