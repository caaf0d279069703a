/**
 * The staff audit log (issue 31 item 4): append-only (a trigger refuses UPDATE and TRUNCATE and the DELETE of a row
 * younger than 180 days: only the retention sweep deletes),
 * written in the SAME transaction as the staff change it records, and for every staff login (success or failure),
 * every refusal and every read of health data. Field changes carry no health values: callers pass only the
 * fields of the change (statuses, numbers, reasons), never a report's or record's content.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { FastifyRequest } from 'fastify'
import type { DB } from '../../lib/db'

export type AuditResult = 'ok' | 'refused' | 'failed'

export interface AuditActor {
  staffId: number | null
  username: string
  hospitalId: number | null
  role: string | null
}

export interface AuditEntry {
  action: string
  objectType?: string | null
  objectId?: string | number | null
  patientUserId?: number | null
  result: AuditResult
  /** { field: [before, after] } or any small JSON value (a reason); never health values */
  changes?: unknown
}

export async function writeAudit(
  db: Kysely<DB> | Transaction<DB>,
  req: FastifyRequest,
  actor: AuditActor,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      at: now,
      staff_id: actor.staffId,
      username: actor.username,
      hospital_id: actor.hospitalId,
      role: actor.role,
      action: entry.action,
      object_type: entry.objectType ?? null,
      object_id: entry.objectId === undefined || entry.objectId === null ? null : String(entry.objectId),
      patient_user_id: entry.patientUserId ?? null,
      result: entry.result,
      ip: req.ip,
      request_id: String(req.id),
      changes: entry.changes === undefined ? null : JSON.stringify(entry.changes),
    })
    .execute()
}

/**
 * what the audit keeps of a username that names no account: its first two characters, the rest as stars (at most
 * 16), so a password typed into the username field (or a patient's phone number) is never written down whole,
 * while repeated guesses of the same name still show as such
 */
export function unknownLoginName(typed: string): string {
  const chars = Array.from(typed)
  return chars.slice(0, 2).join('') + '*'.repeat(Math.min(16, Math.max(0, chars.length - 2)))
}

/** the shortest retention: the floor of STAFF_AUDIT_RETENTION_DAYS, and what the database enforces (1252_staff_audit_retention) */
export const MIN_AUDIT_RETENTION_DAYS = 180

/**
 * The retention sweep: deletes the audit rows older than `retentionDays` (STAFF_AUDIT_RETENTION_DAYS, default
 * 180) before `now`. The only deletion of audit rows: the table's trigger refuses to delete a row younger than
 * 180 days by the database's clock (and any UPDATE), so the sweep also stays behind that line (never a refused
 * statement when the server's clock runs ahead of the database's).
 */
export async function sweepStaffAudit(db: Kysely<DB>, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - Math.max(retentionDays, MIN_AUDIT_RETENTION_DAYS) * 86_400_000)
  const r = await db
    .deleteFrom('staff_audit')
    .where('at', '<', before)
    .where('at', '<', sql<Date>`now() - make_interval(days => ${MIN_AUDIT_RETENTION_DAYS})`)
    .executeTakeFirst()
  return Number(r.numDeletedRows ?? 0)
}

/** a CSV field: quoted, quotes doubled, a leading = + - @ neutralised (no formula injection in spreadsheets) */
export function csvField(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return `"${s.replace(/"/g, '""')}"`
}
