/** Kysely table types of the hospital staff console (issue 31, server/modules/staff). Merged into DB. */
import type { ColumnType, Generated } from 'kysely'

/** one account per person (never a shared key) */
export interface StaffAccountTable {
  id: Generated<number>
  /** the hospital the account belongs to: every staff query is scoped to it (the session's, never the request's) */
  hospital_id: number
  /** unique, lower-case */
  username: string
  name: string
  /** a role of src/domain/staff/permissions.ts STAFF_ROLES */
  role: string
  /** Argon2id (m=19456, t=2, p=1) */
  password_hash: string
  /** the TOTP seed, AES-256-GCM with STAFF_TOTP_KEY: iv.tag.ciphertext (base64url); null until set up */
  totp_secret_enc: string | null
  /** the TOTP step was confirmed by a first code */
  totp_enabled: boolean
  /** the last TOTP time step accepted: a code of this step or an earlier one is refused (no replay) */
  totp_last_step: ColumnType<number, number | undefined, number>
  /** wrong passwords or codes since the last success (reserved before the check: a conditional UPDATE) */
  failed_logins: ColumnType<number, number | undefined, number>
  locked_until: Date | null
  disabled: boolean
  created_by: number | null
  created_at: Date
  updated_at: Date
  /** migration 1320: the doctor a doctor's account answers chat as (null: none) */
  doctor_id: ColumnType<number | null, number | null | undefined, number | null>
}

/** a recovery code (sha256 of it), each usable once */
export interface StaffRecoveryCodeTable {
  id: Generated<number>
  staff_id: number
  code_hash: string
  used_at: Date | null
}

/** a server-side staff session; the cookie carries the id, the table only its sha256 */
export interface StaffSessionTable {
  id_hash: string
  staff_id: number
  /** 'pending': the password was right, only the TOTP step is allowed; 'full': logged in */
  stage: string
  csrf_token: string
  created_at: Date
  last_seen_at: Date
  /** the absolute time-out */
  expires_at: Date
  ended_at: Date | null
  ip: string
}

/** the append-only audit log: staff writes, health-data reads, logins */
export interface StaffAuditTable {
  id: Generated<number>
  at: Date
  staff_id: number | null
  username: string
  hospital_id: number | null
  role: string | null
  /** e.g. 'login', 'after-sale.approve', 'order.ship', 'health.read' */
  action: string
  object_type: string | null
  object_id: string | null
  patient_user_id: number | null
  /** 'ok' | 'refused' | 'failed' */
  result: string
  ip: string
  request_id: string
  /** JSON: { field: [before, after] } without health values, or a reason */
  changes: string | null
}

/** a refund's approvals by finance staff (one per person; above the threshold two different people) */
export interface StaffRefundApprovalTable {
  id: Generated<number>
  after_sale_id: number
  staff_id: number
  hospital_id: number
  created_at: Date
}

export interface StaffTables {
  staff_account: StaffAccountTable
  staff_recovery_code: StaffRecoveryCodeTable
  staff_session: StaffSessionTable
  staff_audit: StaffAuditTable
  staff_refund_approval: StaffRefundApprovalTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the staff tables to DB
  interface DB extends StaffTables {}
}
