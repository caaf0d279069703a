/**
 * Staff identity (issue 31 item 2): the password step, the TOTP step, logout, the own password, accounts
 * (create-admin from the command line, invite, disable, enable) and the audit log's reads.
 *
 * Lockout (holds under parallel guesses and across instances): every password or code check first RESERVES an
 * attempt with one conditional UPDATE (`failed_logins < max`, not locked); a right password gives the attempt
 * back, a wrong one keeps it and, at the limit, sets `locked_until`. So at most `lockAttempts` checks run per
 * lock period, whatever the number of requests or instances. The TOTP step counts on the same counter; a full
 * login (after TOTP) resets it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sql, type Kysely, type Selectable } from 'kysely'
import type {
  StaffAccount,
  StaffAuditQuery,
  StaffAuditRow,
  StaffDoctorOption,
  StaffLoginRes,
  StaffMe,
  StaffTotpRes,
} from '../../../contract/staff'
import {
  STAFF_CANNOT_DISABLE_SELF,
  STAFF_CANNOT_RESET_SELF,
  STAFF_DOCTOR_NOT_FOUND,
  STAFF_DOCTOR_ROLE_ONLY,
  STAFF_DOCTOR_TAKEN,
  STAFF_LOCKED,
  STAFF_LOGIN_FAILED,
  STAFF_NAME_REQUIRED,
  STAFF_NOT_FOUND,
  STAFF_ROLE_NOT_ALLOWED,
  STAFF_TOTP_FAILED,
  STAFF_TOTP_REQUIRED,
  STAFF_USERNAME_INVALID,
  STAFF_USERNAME_TAKEN,
} from '../../../src/domain/messages/staff'
import { ROLE_PERMISSIONS, STAFF_ROLE_NAMES, STAFF_ROLES, assignableRoles, type StaffRole } from '../../../src/domain/staff/permissions'
import { staffPasswordProblem, staffUsernameOk } from '../../../src/domain/staff/password'
import { startOfBusinessDay, endOfBusinessDay } from '../../../src/domain/time'
import type { DB } from '../../lib/db'
import type { AppDeps } from '../../lib/deps'
import { ApiError, badRequest, notFound, tooManyRequests } from '../../lib/errors'
import { fmt, fmtReq } from '../../lib/time'
import { unknownLoginName, writeAudit, type AuditActor } from './audit'
import { actorOf, staffError, staffOf, type StaffSession } from './scope'
import {
  decryptSeed,
  encryptSeed,
  hashRecoveryCode,
  hashStaffPassword,
  newInitialPassword,
  newRecoveryCodes,
  newTotpSeed,
  totpKey,
  totpStep,
  totpUri,
  verifyStaffPassword,
} from './secrets'
import { clearSessionCookie, createSession, endAllSessions, endSession, sessionCookie, setSessionCookie } from './session'

type Deps = Pick<AppDeps, 'db' | 'now' | 'config' | 'secret'>
const ISSUER = '医院员工后台'

const anonymous = (username: string): AuditActor => ({ staffId: null, username, hospitalId: null, role: null })

/** reserves one check of a password or code; false = locked (or disabled) */
async function reserveAttempt(db: Kysely<DB>, staffId: number, now: Date, max: number): Promise<boolean> {
  const r = await sql<{ failed_logins: number }>`
    UPDATE staff_account SET
      failed_logins = CASE WHEN locked_until IS NOT NULL AND locked_until <= ${now} THEN 1 ELSE failed_logins + 1 END,
      locked_until = CASE WHEN locked_until IS NOT NULL AND locked_until <= ${now} THEN NULL ELSE locked_until END
    WHERE id = ${staffId} AND disabled = false AND (
      (locked_until IS NOT NULL AND locked_until <= ${now}) OR (locked_until IS NULL AND failed_logins < ${max}))
    RETURNING failed_logins`.execute(db)
  return r.rows.length === 1
}

/** the check failed: at the limit, the account locks (once) */
async function attemptFailed(db: Kysely<DB>, staffId: number, now: Date, d: Deps): Promise<void> {
  const { lockAttempts, lockMinutes } = d.config.staff
  await db
    .updateTable('staff_account')
    .set({ locked_until: new Date(now.getTime() + lockMinutes * 60_000) })
    .where('id', '=', staffId)
    .where('locked_until', 'is', null)
    .where('failed_logins', '>=', lockAttempts)
    .execute()
}

/** a right password: the reserved attempt is given back */
async function attemptGivenBack(db: Kysely<DB>, staffId: number): Promise<void> {
  await db
    .updateTable('staff_account')
    .set({ failed_logins: sql`GREATEST(failed_logins - 1, 0)` })
    .where('id', '=', staffId)
    .execute()
}

const locked = (d: Deps) => tooManyRequests(STAFF_LOCKED(d.config.staff.lockMinutes))

/** POST /staff/auth/login */
export async function passwordStep(
  d: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  username: string,
  password: string,
): Promise<StaffLoginRes> {
  const now = d.now()
  const name = username.trim().toLowerCase()
  const account = await d.db.selectFrom('staff_account').selectAll().where('username', '=', name).executeTakeFirst()
  if (!account || account.disabled) {
    await verifyStaffPassword(null, password) // the same time as a known account
    await writeAudit(
      d.db,
      req,
      // an account's own name, or what is kept of a name that is none (unknownLoginName): never a typed secret whole
      anonymous(account ? account.username : unknownLoginName(name)),
      { action: 'login.password', result: 'failed', changes: { reason: account ? 'disabled' : 'unknown' } },
      now,
    )
    throw badRequest(STAFF_LOGIN_FAILED)
  }
  const actor: AuditActor = { staffId: account.id, username: account.username, hospitalId: account.hospital_id, role: account.role }
  if (!(await reserveAttempt(d.db, account.id, now, d.config.staff.lockAttempts))) {
    await writeAudit(d.db, req, actor, { action: 'login.password', result: 'refused', changes: { reason: 'locked' } }, now)
    throw locked(d)
  }
  if (!(await verifyStaffPassword(account.password_hash, password))) {
    await attemptFailed(d.db, account.id, now, d)
    await writeAudit(d.db, req, actor, { action: 'login.password', result: 'failed', changes: { reason: 'password' } }, now)
    throw badRequest(STAFF_LOGIN_FAILED)
  }
  await attemptGivenBack(d.db, account.id)
  // a pending session: only the TOTP step may follow; an old cookie's session ends
  const old = sessionCookie(req)
  if (old) await endSession(d.db, old, now)
  const session = await createSession(d.db, account.id, 'pending', req.ip, now, d.config.staff)
  setSessionCookie(reply, session.id, Math.ceil((session.expiresAt.getTime() - now.getTime()) / 1000))
  await writeAudit(d.db, req, actor, { action: 'login.password', result: 'ok' }, now)
  if (account.totp_enabled && account.totp_secret_enc) return { next: 'totp', otpauthUri: null, secret: null }
  // first login: a seed (kept until it is confirmed by a first code)
  const key = totpKey(d.config.staff.totpKey, d.secret)
  let seed: string
  if (account.totp_secret_enc) seed = decryptSeed(key, account.totp_secret_enc)
  else {
    seed = newTotpSeed()
    await d.db
      .updateTable('staff_account')
      .set({ totp_secret_enc: encryptSeed(key, seed), updated_at: now })
      .where('id', '=', account.id)
      .execute()
  }
  return { next: 'totp-setup', otpauthUri: totpUri(seed, account.username, ISSUER), secret: seed }
}

/** POST /staff/auth/totp (a pending session) */
export async function totpStepCheck(
  d: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  input: { code?: string; recoveryCode?: string },
): Promise<StaffTotpRes> {
  const now = d.now()
  const pending = req.staffSession
  if (!pending || pending.stage !== 'pending') throw staffError.unauthorized()
  if (!input.code && !input.recoveryCode) throw badRequest(STAFF_TOTP_REQUIRED)
  const account = await d.db.selectFrom('staff_account').selectAll().where('id', '=', pending.staffId).executeTakeFirstOrThrow()
  const actor = actorOf(pending)
  if (!(await reserveAttempt(d.db, account.id, now, d.config.staff.lockAttempts))) {
    await writeAudit(d.db, req, actor, { action: 'login.totp', result: 'refused', changes: { reason: 'locked' } }, now)
    throw locked(d)
  }
  const setup = !account.totp_enabled
  let ok = false
  let method = 'totp'
  if (input.code && account.totp_secret_enc) {
    const seed = decryptSeed(totpKey(d.config.staff.totpKey, d.secret), account.totp_secret_enc)
    const step = totpStep(seed, input.code, now.getTime(), account.totp_last_step)
    if (step !== null) {
      // each step once, even with two requests (or instances) at the same moment
      const r = await d.db
        .updateTable('staff_account')
        .set({ totp_last_step: step })
        .where('id', '=', account.id)
        .where('totp_last_step', '<', step)
        .executeTakeFirst()
      ok = Number(r.numUpdatedRows) === 1
    }
  } else if (input.recoveryCode && !setup) {
    method = 'recovery'
    const r = await d.db
      .updateTable('staff_recovery_code')
      .set({ used_at: now })
      .where('staff_id', '=', account.id)
      .where('code_hash', '=', hashRecoveryCode(input.recoveryCode))
      .where('used_at', 'is', null)
      .executeTakeFirst()
    ok = Number(r.numUpdatedRows) >= 1
  }
  if (!ok) {
    await attemptFailed(d.db, account.id, now, d)
    await writeAudit(d.db, req, actor, { action: 'login.totp', result: 'failed', changes: { method } }, now)
    throw badRequest(STAFF_TOTP_FAILED)
  }
  let recoveryCodes: string[] | null = null
  const session = await d.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_account')
      .set({ failed_logins: 0, locked_until: null, totp_enabled: true, updated_at: now })
      .where('id', '=', account.id)
      .execute()
    if (setup) {
      recoveryCodes = newRecoveryCodes()
      await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', account.id).execute()
      await trx
        .insertInto('staff_recovery_code')
        .values(recoveryCodes.map((c) => ({ staff_id: account.id, code_hash: hashRecoveryCode(c), used_at: null })))
        .execute()
    }
    // rotation: the pending session ends, the full session has a new id (and a new CSRF token)
    await trx.updateTable('staff_session').set({ ended_at: now }).where('id_hash', '=', pending.idHash).execute()
    const s = await createSession(trx, account.id, 'full', req.ip, now, d.config.staff)
    await writeAudit(trx, req, actor, { action: 'login', result: 'ok', changes: { method, setup } }, now)
    return s
  })
  setSessionCookie(reply, session.id, d.config.staff.sessionHours * 3600)
  const full: StaffSession = { ...pending, stage: 'full', csrfToken: session.csrfToken, expiresAt: session.expiresAt }
  return { me: await meOf(d, full), recoveryCodes }
}

export async function meOf(d: Pick<AppDeps, 'db'>, s: StaffSession): Promise<StaffMe> {
  const h = await d.db.selectFrom('hospital').select('name').where('id', '=', s.hospitalId).executeTakeFirst()
  return {
    staffId: s.staffId,
    username: s.username,
    name: s.name,
    hospitalId: s.hospitalId,
    hospitalName: h?.name ?? '',
    role: s.role,
    roleName: STAFF_ROLE_NAMES[s.role],
    permissions: [...ROLE_PERMISSIONS[s.role]],
    csrfToken: s.csrfToken,
    expiresAt: fmtReq(s.expiresAt),
  }
}

/** POST /staff/auth/logout */
export async function logout(d: Deps, req: FastifyRequest, reply: FastifyReply): Promise<null> {
  const s = staffOf(req)
  const now = d.now()
  await d.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff_session').set({ ended_at: now }).where('id_hash', '=', s.idHash).execute()
    await writeAudit(trx, req, actorOf(s), { action: 'logout', result: 'ok' }, now)
  })
  clearSessionCookie(reply)
  return null
}

/** POST /staff/auth/password: the old password checked (with the lockout), every other session ends */
export async function changePassword(d: Deps, req: FastifyRequest, oldPassword: string, newPassword: string): Promise<null> {
  const s = staffOf(req)
  const now = d.now()
  const problem = staffPasswordProblem(newPassword, s.username)
  if (problem) throw badRequest(problem)
  const account = await d.db.selectFrom('staff_account').select('password_hash').where('id', '=', s.staffId).executeTakeFirstOrThrow()
  if (!(await reserveAttempt(d.db, s.staffId, now, d.config.staff.lockAttempts))) throw locked(d)
  if (!(await verifyStaffPassword(account.password_hash, oldPassword))) {
    await attemptFailed(d.db, s.staffId, now, d)
    await writeAudit(d.db, req, actorOf(s), { action: 'password.change', result: 'failed' }, now)
    throw badRequest(STAFF_LOGIN_FAILED)
  }
  const hash = await hashStaffPassword(newPassword)
  await d.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_account')
      .set({ password_hash: hash, failed_logins: 0, updated_at: now })
      .where('id', '=', s.staffId)
      .execute()
    await trx
      .updateTable('staff_session')
      .set({ ended_at: now })
      .where('staff_id', '=', s.staffId)
      .where('id_hash', '!=', s.idHash)
      .where('ended_at', 'is', null)
      .execute()
    await writeAudit(trx, req, actorOf(s), { action: 'password.change', objectType: 'staff', objectId: s.staffId, result: 'ok' }, now)
  })
  return null
}

// ------------------------------------------------------------------ accounts

function checkNew(username: string, name: string): string {
  const u = username.trim().toLowerCase()
  if (!staffUsernameOk(u)) throw badRequest(STAFF_USERNAME_INVALID)
  if (!name.trim()) throw badRequest(STAFF_NAME_REQUIRED)
  return u
}

/** `npm run staff -- create-admin`: the first platform admin (there is no default account) */
export async function createAccount(
  db: Kysely<DB>,
  input: { username: string; name: string; role: StaffRole; hospitalId: number; password: string; createdBy: number | null },
  now: Date,
): Promise<number> {
  const username = checkNew(input.username, input.name)
  const problem = staffPasswordProblem(input.password, username)
  if (problem) throw badRequest(problem)
  const taken = await db.selectFrom('staff_account').select('id').where('username', '=', username).executeTakeFirst()
  if (taken) throw badRequest(STAFF_USERNAME_TAKEN)
  const hospital = await db.selectFrom('hospital').select('id').where('id', '=', input.hospitalId).executeTakeFirst()
  if (!hospital) throw badRequest(`医院不存在: ${input.hospitalId}`)
  const row = await db
    .insertInto('staff_account')
    .values({
      hospital_id: input.hospitalId,
      username,
      name: input.name.trim(),
      role: input.role,
      password_hash: await hashStaffPassword(input.password),
      totp_secret_enc: null,
      totp_enabled: false,
      locked_until: null,
      disabled: false,
      created_by: input.createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

type AccountRow = {
  id: number
  username: string
  name: string
  hospital_id: number
  role: string
  disabled: boolean
  totp_enabled: boolean
  locked_until: Date | null
  created_at: Date
  doctor_id: number | null
  doctor_name: string | null
}

function accountView(r: AccountRow, now: Date): StaffAccount {
  const role = (STAFF_ROLES as readonly string[]).includes(r.role) ? (r.role as StaffRole) : 'operator'
  return {
    staffId: r.id,
    username: r.username,
    name: r.name,
    hospitalId: r.hospital_id,
    role,
    roleName: STAFF_ROLE_NAMES[role],
    disabled: r.disabled,
    totpEnabled: r.totp_enabled,
    lockedUntil: r.locked_until && r.locked_until > now ? fmt(r.locked_until) : null,
    createTime: fmtReq(r.created_at),
    doctorId: r.doctor_id,
    doctorName: r.doctor_id === null ? null : r.doctor_name,
  }
}

/** the accounts as the list shows them, with the linked doctor's name */
const accountQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('staff_account as a')
    .leftJoin('doctor as doc', 'doc.id', 'a.doctor_id')
    .select([
      'a.id',
      'a.username',
      'a.name',
      'a.hospital_id',
      'a.role',
      'a.disabled',
      'a.totp_enabled',
      'a.locked_until',
      'a.created_at',
      'a.doctor_id',
      'doc.name as doctor_name',
    ])

/** the accounts an admin manages: the own hospital's */
export async function listAccounts(d: Deps, req: FastifyRequest): Promise<StaffAccount[]> {
  const s = staffOf(req)
  const rows = await accountQuery(d.db).where('a.hospital_id', '=', s.hospitalId).orderBy('a.id').execute()
  return rows.map((r) => accountView(r, d.now()))
}

/**
 * may the account (`staffId`, null for a new one) of this role and hospital be linked to the doctor? Only a doctor's
 * account, only a doctor of the same hospital, and a doctor answers as at most one active account. The doctor's
 * row is locked for the transaction, so two links of the same doctor at once run one after the other.
 */
async function checkDoctorLink(db: Kysely<DB>, role: string, hospitalId: number, doctorId: number, staffId: number | null): Promise<void> {
  if (role !== 'doctor') throw badRequest(STAFF_DOCTOR_ROLE_ONLY)
  const doctor = await db
    .selectFrom('doctor')
    .select('id')
    .where('id', '=', doctorId)
    .where('hospital_id', '=', hospitalId)
    .forUpdate()
    .executeTakeFirst()
  if (!doctor) throw badRequest(STAFF_DOCTOR_NOT_FOUND)
  let taken = db.selectFrom('staff_account').select('id').where('doctor_id', '=', doctorId).where('disabled', '=', false)
  if (staffId !== null) taken = taken.where('id', '!=', staffId)
  if (await taken.executeTakeFirst()) throw badRequest(STAFF_DOCTOR_TAKEN)
}

/** GET /staff/accounts/doctors: the session's hospital's doctors (department, the active account linked to each) */
export async function listDoctors(d: Deps, req: FastifyRequest): Promise<StaffDoctorOption[]> {
  const s = staffOf(req)
  const rows = await d.db
    .selectFrom('doctor as doc')
    .leftJoin('department as dep', 'dep.id', 'doc.department_id')
    .leftJoin('staff_account as a', (j) => j.onRef('a.doctor_id', '=', 'doc.id').on('a.disabled', '=', false))
    .select(['doc.id', 'doc.name', 'dep.department_name', 'a.id as staff_id'])
    .where('doc.hospital_id', '=', s.hospitalId)
    .orderBy('doc.sort')
    .orderBy('doc.id')
    .orderBy('a.id')
    .execute()
  const seen = new Set<number>()
  const out: StaffDoctorOption[] = []
  for (const r of rows) {
    if (seen.has(r.id)) continue
    seen.add(r.id)
    out.push({ doctorId: r.id, name: r.name, department: r.department_name ?? '', linkedStaffId: r.staff_id })
  }
  return out
}

/**
 * POST /staff/accounts/doctor: link an account of the own hospital (a platform admin: any) to its doctor, or unlink
 * it (null); audited in the same transaction
 */
export async function linkDoctor(d: Deps, req: FastifyRequest, staffId: number, doctorId: number | null): Promise<StaffAccount> {
  const s = staffOf(req)
  const now = d.now()
  try {
    return await d.db.transaction().execute(async (trx) => {
      let q = trx.selectFrom('staff_account').select(['id', 'role', 'hospital_id', 'doctor_id']).where('id', '=', staffId)
      if (!s.permissions.includes('platform:manage')) q = q.where('hospital_id', '=', s.hospitalId)
      const target = await q.forUpdate().executeTakeFirst()
      if (!target) throw notFound(STAFF_NOT_FOUND)
      if (!assignableRoles(s.role).includes(target.role as StaffRole)) throw staffError.forbidden()
      if (doctorId !== null) await checkDoctorLink(trx, target.role, target.hospital_id, doctorId, target.id)
      await trx.updateTable('staff_account').set({ doctor_id: doctorId, updated_at: now }).where('id', '=', staffId).execute()
      await writeAudit(
        trx,
        req,
        actorOf(s),
        {
          action: 'staff.doctor-link',
          objectType: 'staff',
          objectId: staffId,
          result: 'ok',
          changes: { doctorId: [target.doctor_id, doctorId] },
        },
        now,
      )
      return accountView(await accountQuery(trx).where('a.id', '=', staffId).executeTakeFirstOrThrow(), now)
    })
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 400)
      await writeAudit(
        d.db,
        req,
        actorOf(s),
        { action: 'staff.doctor-link', objectType: 'staff', objectId: staffId, result: 'failed', changes: { error: err.message } },
        now,
      )
    throw err
  }
}

/** POST /staff/accounts/invite */
export async function invite(
  d: Deps,
  req: FastifyRequest,
  input: { username: string; name: string; role: StaffRole; hospitalId?: number; doctorId?: number },
): Promise<{ account: StaffAccount; initialPassword: string }> {
  const s = staffOf(req)
  const now = d.now()
  if (!assignableRoles(s.role).includes(input.role)) throw badRequest(STAFF_ROLE_NOT_ALLOWED)
  // the hospital is the admin's own; only a platform admin names another
  const hospitalId = s.permissions.includes('platform:manage') && input.hospitalId ? input.hospitalId : s.hospitalId
  const initialPassword = newInitialPassword()
  try {
    return await d.db.transaction().execute(async (trx) => {
      const doctorId = input.doctorId ?? null
      if (doctorId !== null) await checkDoctorLink(trx, input.role, hospitalId, doctorId, null)
      const id = await createAccount(trx, { ...input, hospitalId, password: initialPassword, createdBy: s.staffId }, now)
      if (doctorId !== null) await trx.updateTable('staff_account').set({ doctor_id: doctorId }).where('id', '=', id).execute()
      const row = await accountQuery(trx).where('a.id', '=', id).executeTakeFirstOrThrow()
      await writeAudit(
        trx,
        req,
        actorOf(s),
        {
          action: 'staff.invite',
          objectType: 'staff',
          objectId: id,
          result: 'ok',
          changes: { username: row.username, role: input.role, hospitalId, doctorId },
        },
        now,
      )
      return { account: accountView(row, now), initialPassword }
    })
  } catch (err) {
    if (err instanceof ApiError)
      await writeAudit(d.db, req, actorOf(s), { action: 'staff.invite', result: 'failed', changes: { error: err.message } }, now)
    throw err
  }
}

/** POST /staff/accounts/disable | enable: own hospital (a platform admin: any); disabling ends every session */
export async function setDisabled(d: Deps, req: FastifyRequest, staffId: number, disabled: boolean): Promise<null> {
  const s = staffOf(req)
  const now = d.now()
  if (disabled && staffId === s.staffId) throw badRequest(STAFF_CANNOT_DISABLE_SELF)
  let q = d.db.selectFrom('staff_account').select(['id', 'role', 'disabled', 'doctor_id']).where('id', '=', staffId)
  if (!s.permissions.includes('platform:manage')) q = q.where('hospital_id', '=', s.hospitalId)
  const target = await q.executeTakeFirst()
  if (!target) throw notFound(STAFF_NOT_FOUND)
  if (!assignableRoles(s.role).includes(target.role as StaffRole)) throw staffError.forbidden()
  // enabling again: its doctor may meanwhile answer as another active account (a doctor: one active account)
  if (!disabled && target.disabled && target.doctor_id !== null) {
    const other = await d.db
      .selectFrom('staff_account')
      .select('id')
      .where('doctor_id', '=', target.doctor_id)
      .where('disabled', '=', false)
      .where('id', '!=', staffId)
      .executeTakeFirst()
    if (other) throw badRequest(STAFF_DOCTOR_TAKEN)
  }
  await d.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_account')
      .set({ disabled, updated_at: now, ...(disabled ? {} : { failed_logins: 0, locked_until: null }) })
      .where('id', '=', staffId)
      .execute()
    const ended = disabled ? await endAllSessions(trx, staffId, now) : 0
    await writeAudit(
      trx,
      req,
      actorOf(s),
      {
        action: disabled ? 'staff.disable' : 'staff.enable',
        objectType: 'staff',
        objectId: staffId,
        result: 'ok',
        changes: { disabled: [target.disabled, disabled], sessionsEnded: ended },
      },
      now,
    )
  })
  return null
}

/**
 * POST /staff/accounts/reset-totp: own hospital (a platform admin: any); the seed, the last step and the recovery
 * codes go, every session ends; the next login shows the TOTP set-up again (the password still comes first)
 */
export async function resetTotp(d: Deps, req: FastifyRequest, staffId: number): Promise<null> {
  const s = staffOf(req)
  const now = d.now()
  if (staffId === s.staffId) throw badRequest(STAFF_CANNOT_RESET_SELF)
  let q = d.db.selectFrom('staff_account').select(['id', 'role', 'totp_enabled']).where('id', '=', staffId)
  if (!s.permissions.includes('platform:manage')) q = q.where('hospital_id', '=', s.hospitalId)
  const target = await q.executeTakeFirst()
  if (!target) throw notFound(STAFF_NOT_FOUND)
  if (!assignableRoles(s.role).includes(target.role as StaffRole)) throw staffError.forbidden()
  await d.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_account')
      .set({ totp_secret_enc: null, totp_enabled: false, totp_last_step: 0, updated_at: now })
      .where('id', '=', staffId)
      .execute()
    const codes = await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).executeTakeFirst()
    const ended = await endAllSessions(trx, staffId, now)
    await writeAudit(
      trx,
      req,
      actorOf(s),
      {
        action: 'staff.reset-totp',
        objectType: 'staff',
        objectId: staffId,
        result: 'ok',
        changes: { totpEnabled: [target.totp_enabled, false], recoveryCodesDeleted: Number(codes.numDeletedRows), sessionsEnded: ended },
      },
      now,
    )
  })
  return null
}

// ------------------------------------------------------------------ audit reads

/**
 * the audit rows a staff member may read: its own hospital's; a platform admin (platform:manage) also those of no
 * hospital — the login attempts that named no account and the login steps the rate limiter refused
 */
function auditQuery(d: Deps, s: StaffSession, q: StaffAuditQuery) {
  let query = d.db
    .selectFrom('staff_audit')
    .where((eb) =>
      s.permissions.includes('platform:manage')
        ? eb.or([eb('hospital_id', '=', s.hospitalId), eb('hospital_id', 'is', null)])
        : eb('hospital_id', '=', s.hospitalId),
    )
  if (q.action) query = query.where('action', '=', q.action)
  if (q.staffId) query = query.where('staff_id', '=', q.staffId)
  const from = q.from ? startOfBusinessDay(q.from) : null
  const to = q.to ? endOfBusinessDay(q.to) : null
  if (from) query = query.where('at', '>=', from)
  if (to) query = query.where('at', '<=', to)
  return query
}

function auditView(r: Omit<Selectable<DB['staff_audit']>, 'hospital_id'>): StaffAuditRow {
  return {
    id: r.id,
    time: fmtReq(r.at),
    staffId: r.staff_id,
    username: r.username,
    role: r.role,
    action: r.action,
    objectType: r.object_type,
    objectId: r.object_id,
    patientUserId: r.patient_user_id,
    result: r.result,
    ip: r.ip,
    requestId: r.request_id,
    changes: r.changes,
  }
}

export async function listAudit(d: Deps, req: FastifyRequest, q: StaffAuditQuery): Promise<{ list: StaffAuditRow[]; total: number }> {
  const s = staffOf(req)
  const pageSize = q.pageSize ?? 20
  const pageNum = q.pageNum ?? 1
  const [rows, count] = await Promise.all([
    auditQuery(d, s, q)
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    auditQuery(d, s, q)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { list: rows.map(auditView), total: Number(count.n) }
}

export async function auditCsv(d: Deps, req: FastifyRequest, q: StaffAuditQuery, csvField: (v: unknown) => string): Promise<string> {
  const s = staffOf(req)
  const rows = await auditQuery(d, s, q).selectAll().orderBy('id', 'desc').limit(100_000).execute()
  const head = ['时间', '员工ID', '用户名', '角色', '操作', '对象类型', '对象ID', '患者ID', '结果', '地址', '请求ID', '变更']
  const lines = rows
    .map(auditView)
    .map((r) =>
      [r.time, r.staffId, r.username, r.role, r.action, r.objectType, r.objectId, r.patientUserId, r.result, r.ip, r.requestId, r.changes]
        .map(csvField)
        .join(','),
    )
  await writeAudit(d.db, req, actorOf(s), { action: 'audit.export', result: 'ok', changes: { rows: rows.length } }, d.now())
  return `\ufeff${[head.map(csvField).join(','), ...lines].join('\r\n')}\r\n`
}

/**
 * /dev/staff-session (development only: server/routes/dev.ts is not registered in production): a new account of
 * the role with TOTP marked set up and a full session, for the browser journeys
 */
export async function devStaffSession(
  d: Pick<AppDeps, 'db' | 'now' | 'config'>,
  role: StaffRole,
  hospitalId: number,
  ip: string,
  doctorId?: number,
): Promise<{ staffId: number; username: string; sessionId: string; csrfToken: string }> {
  const now = d.now()
  const username = `dev-${role}-${newInitialPassword()
    .slice(0, 8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`
  const staffId = await createAccount(
    d.db,
    { username, name: `开发${STAFF_ROLE_NAMES[role]}`, role, hospitalId, password: newInitialPassword(), createdBy: null },
    now,
  )
  await d.db
    .updateTable('staff_account')
    .set({ totp_enabled: true, doctor_id: doctorId ?? null })
    .where('id', '=', staffId)
    .execute()
  const s = await createSession(d.db, staffId, 'full', ip, now, d.config.staff)
  return { staffId, username, sessionId: s.id, csrfToken: s.csrfToken }
}
