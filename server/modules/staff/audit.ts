/**
 * The staff audit log (issue 31 item 4): append-only (a trigger refuses UPDATE; only the retention sweep deletes),
 * written in the SAME transaction as the staff change it records, and for every staff login (success or failure),
 * every refusal and every read of health data. Field changes carry no health values: callers pass only the
 * fields of the change (statuses, numbers, reasons), never a report's or record's content.
 */
import type { Kysely, Transaction } from 'kysely'
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

/** deletes audit rows older than the retention (STAFF_AUDIT_RETENTION_DAYS, at least 180 days) */
export async function sweepStaffAudit(db: Kysely<DB>, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000)
  const r = await db.deleteFrom('staff_audit').where('at', '<', before).executeTakeFirst()
  return Number(r.numDeletedRows ?? 0)
}

/** a CSV field: quoted, quotes doubled, a leading = + - @ neutralised (no formula injection in spreadsheets) */
export function csvField(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return `"${s.replace(/"/g, '""')}"`
}
