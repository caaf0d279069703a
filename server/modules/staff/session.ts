/**
 * Staff sessions on the server (OWASP ASVS 5.0 §7): the cookie `__Host-staff-session` carries a 128-bit random
 * id; the table keeps its sha256, the stage ('pending' after the password, 'full' after the TOTP step), the CSRF
 * token, the idle and absolute time-outs. Logout and disabling an account end sessions (ended_at).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import { STAFF_SESSION_COOKIE } from '../../../contract/staff'
import type { DB } from '../../lib/db'
import type { StaffConfig } from '../../lib/config'
import { newCsrfToken, newSessionId, sha256 } from './secrets'

/** a pending session (password right, TOTP not yet) lives this long */
export const PENDING_MS = 10 * 60_000

/** the session id of the request's cookie, or null */
export function sessionCookie(req: FastifyRequest): string | null {
  const header = req.headers.cookie
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === STAFF_SESSION_COOKIE) {
      const v = part.slice(eq + 1).trim()
      return /^[A-Za-z0-9_-]{16,64}$/.test(v) ? v : null
    }
  }
  return null
}

/** Secure, HttpOnly, SameSite=Strict, Path=/, no Domain: what the `__Host-` prefix requires */
export function setSessionCookie(reply: FastifyReply, id: string, maxAgeSeconds: number): void {
  reply.header('set-cookie', `${STAFF_SESSION_COOKIE}=${id}; Path=/; Max-Age=${maxAgeSeconds}; Secure; HttpOnly; SameSite=Strict`)
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('set-cookie', `${STAFF_SESSION_COOKIE}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Strict`)
}

export interface NewSession {
  id: string
  csrfToken: string
  expiresAt: Date
}

export async function createSession(
  db: Kysely<DB> | Transaction<DB>,
  staffId: number,
  stage: 'pending' | 'full',
  ip: string,
  now: Date,
  config: StaffConfig,
): Promise<NewSession> {
  const id = newSessionId()
  const csrfToken = newCsrfToken()
  const expiresAt = new Date(now.getTime() + (stage === 'pending' ? PENDING_MS : config.sessionHours * 3600_000))
  await db
    .insertInto('staff_session')
    .values({
      id_hash: sha256(id),
      staff_id: staffId,
      stage,
      csrf_token: csrfToken,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      ended_at: null,
      ip,
    })
    .execute()
  return { id, csrfToken, expiresAt }
}

export async function endSession(db: Kysely<DB> | Transaction<DB>, id: string, now: Date): Promise<void> {
  await db.updateTable('staff_session').set({ ended_at: now }).where('id_hash', '=', sha256(id)).where('ended_at', 'is', null).execute()
}

/** ends every live session of an account (disable, password change) */
export async function endAllSessions(db: Kysely<DB> | Transaction<DB>, staffId: number, now: Date): Promise<number> {
  const r = await db
    .updateTable('staff_session')
    .set({ ended_at: now })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .executeTakeFirst()
  return Number(r.numUpdatedRows ?? 0)
}

export interface LiveSession {
  idHash: string
  stage: string
  csrfToken: string
  expiresAt: Date
  staffId: number
  username: string
  name: string
  hospitalId: number
  role: string
}

/** the live session of a cookie id: not ended, not past its absolute or idle time-out, its account enabled */
export async function liveSession(db: Kysely<DB>, id: string, now: Date, config: StaffConfig): Promise<LiveSession | null> {
  const idleSince = new Date(now.getTime() - config.idleMinutes * 60_000)
  const row = await db
    .selectFrom('staff_session as s')
    .innerJoin('staff_account as a', 'a.id', 's.staff_id')
    .select([
      's.id_hash',
      's.stage',
      's.csrf_token',
      's.expires_at',
      's.last_seen_at',
      'a.id as staff_id',
      'a.username',
      'a.name',
      'a.hospital_id',
      'a.role',
    ])
    .where('s.id_hash', '=', sha256(id))
    .where('s.ended_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('s.last_seen_at', '>', idleSince)
    .where('a.disabled', '=', false)
    .executeTakeFirst()
  if (!row) return null
  // the idle clock: moved at most once a minute (one write per active minute, not per request)
  if (now.getTime() - row.last_seen_at.getTime() > 60_000)
    await db.updateTable('staff_session').set({ last_seen_at: now }).where('id_hash', '=', row.id_hash).execute()
  return {
    idHash: row.id_hash,
    stage: row.stage,
    csrfToken: row.csrf_token,
    expiresAt: row.expires_at,
    staffId: row.staff_id,
    username: row.username,
    name: row.name,
    hospitalId: row.hospital_id,
    role: row.role,
  }
}
