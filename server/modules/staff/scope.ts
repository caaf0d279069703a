/**
 * The staff area: every route under /staff is registered inside `staffArea`, whose preHandler (a hook after
 * onRequest, so the rate limiter has counted the request whichever hook it uses) checks, in this order:
 *  1. the route's declared access (`config.staff` in its route options; a route without one is refused: the
 *     route × role matrix test fails until it is classified);
 *  2. the session of the `__Host-` cookie (stage 'full', or 'pending' for the TOTP step) -> 401;
 *  3. the role's permission (src/domain/staff/permissions.ts) -> 403, audited as refused;
 *  4. on every write (not GET/HEAD), the session's CSRF token in the x-csrf-token header -> 403.
 * Handlers then reach data only through `staffScope(req)`: the hospital comes from the session, never from the
 * request, and every table it opens is filtered by that hospital. On PostgreSQL every statement of the scope also
 * runs under the row-level security policies of that hospital (server/lib/db/rls.ts, migration
 * 1251_rls_health_and_orders): a query that forgets the hospital still sees no other hospital's rows.
 * Reads of health data are audited: `scope.readHealth(entry, fn)` (or `scope.auditRead(entry)`); a route
 * guarded by a health permission (HEALTH_PERMISSIONS) that answers 2xx without having audited a read gets a
 * row written for it before its reply leaves (`health.read` of the route), so no such read goes unrecorded.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Kysely, SelectQueryBuilder, Transaction, UpdateQueryBuilder, UpdateResult } from 'kysely'
import { STAFF_CSRF_HEADER } from '../../../contract/staff'
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from '../../../src/domain/staff/permissions'
import { STAFF_CSRF_FAILED, STAFF_FORBIDDEN, STAFF_UNAUTHORIZED } from '../../../src/domain/messages/staff'
import type { DB } from '../../lib/db'
import { staffDb } from '../../lib/db/rls'
import { ApiError } from '../../lib/errors'
import { named, type PrefixPluginOptions, type RoutePlugin } from '../../lib/route-plugin'
import { sweepStaffAudit, writeAudit, type AuditActor, type AuditEntry } from './audit'
import { liveSession, sessionCookie } from './session'
import { safeEqual } from './secrets'

/**
 * What a staff route declares in its options (`config: { staff: ... }`):
 *  - `{ permission }`: a full session whose role holds the permission;
 *  - `{ session: 'any' }`: any full session (me, logout, change own password);
 *  - `{ session: 'pending' }`: the TOTP step (a pending session);
 *  - `{ session: 'none' }`: no session (the password step).
 */
export type StaffAccess = { permission: StaffPermission } | { session: 'any' | 'pending' | 'none' }

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the access a staff route needs (server/modules/staff/scope.ts) */
    staff?: StaffAccess
  }
  interface FastifyRequest {
    /** the staff session of a request in the staff area (null on the password step) */
    staffSession: StaffSession | null
    /** a read of health data of this request has been audited (scope.auditRead / scope.readHealth) */
    staffHealthAudited: boolean
    /** the staff area's guard has run for this request (false: something earlier answered it, e.g. the rate limiter) */
    staffGuarded: boolean
  }
}

export interface StaffSession {
  idHash: string
  stage: 'pending' | 'full'
  staffId: number
  username: string
  name: string
  hospitalId: number
  role: StaffRole
  permissions: readonly StaffPermission[]
  csrfToken: string
  expiresAt: Date
}

export const staffError = {
  unauthorized: () => new ApiError(401, STAFF_UNAUTHORIZED),
  forbidden: () => new ApiError(403, STAFF_FORBIDDEN),
  csrf: () => new ApiError(403, STAFF_CSRF_FAILED),
}

export function actorOf(s: StaffSession): AuditActor {
  return { staffId: s.staffId, username: s.username, hospitalId: s.hospitalId, role: s.role }
}

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * the permissions that open health data (reports, records, chat transcripts, rosters, a patient's profile): every
 * answered request of a route guarded by one of them leaves at least one audit row of its reads
 */
export const HEALTH_PERMISSIONS: ReadonlySet<StaffPermission> = new Set<StaffPermission>([
  'health:read',
  'checkup:desk',
  'chat:answer',
  'chat:supervise',
])

/** the route's health permission, if it declares one */
function healthPermission(req: FastifyRequest): StaffPermission | null {
  const access = req.routeOptions.config.staff
  return access && 'permission' in access && HEALTH_PERMISSIONS.has(access.permission) ? access.permission : null
}

/**
 * onSend: a 2xx reply of a health-permission route whose handler audited no read gets its row now (before the
 * reply leaves, so whoever got the data is on record); writes are audited by `scope.write` and are not counted
 */
async function auditUnrecordedHealthRead(req: FastifyRequest, reply: { statusCode: number }): Promise<void> {
  const permission = healthPermission(req)
  const s = req.staffSession
  if (!permission || !s || s.stage !== 'full' || req.staffHealthAudited || reply.statusCode >= 300) return
  if (req.method !== 'GET' && req.method !== 'HEAD') return
  const { db, now } = req.server.deps
  req.staffHealthAudited = true
  req.log.warn({ route: req.routeOptions.url }, 'staff health-data route answered without scope.auditRead: audited by route')
  await writeAudit(
    db,
    req,
    actorOf(s),
    {
      action: 'health.read',
      objectType: 'route',
      objectId: `${req.method} ${req.routeOptions.url}`,
      result: 'ok',
      changes: { permission },
    },
    now(),
  )
}

/** the login steps (the password step, the TOTP step): every failure of them is audited */
function loginStep(req: FastifyRequest): 'login.password' | 'login.totp' | null {
  const access = req.routeOptions.config.staff
  if (!access || !('session' in access)) return null
  return access.session === 'none' ? 'login.password' : access.session === 'pending' ? 'login.totp' : null
}

/**
 * onSend: a login step refused by the rate limiter (429 before the guard ran, so before the body was read) gets its
 * audit row — the address and the request id; the account when the cookie names a pending session (the TOTP step),
 * else no account and no hospital (a platform admin's log). The lockout's own 429 is audited where it is decided.
 */
async function auditRateLimitedLogin(req: FastifyRequest, reply: { statusCode: number }): Promise<void> {
  const action = reply.statusCode === 429 && !req.staffGuarded ? loginStep(req) : null
  if (!action) return
  const { db, now, config } = req.server.deps
  const id = sessionCookie(req)
  const live = id ? await liveSession(db, id, now(), config.staff).catch(() => null) : null
  const actor: AuditActor = live
    ? { staffId: live.staffId, username: live.username, hospitalId: live.hospitalId, role: live.role }
    : { staffId: null, username: '', hospitalId: null, role: null }
  await writeAudit(
    db,
    req,
    actor,
    {
      action,
      objectType: 'route',
      objectId: `${req.method} ${req.routeOptions.url}`,
      result: 'refused',
      changes: { reason: 'rate-limit' },
    },
    now(),
  )
}

async function guard(req: FastifyRequest): Promise<void> {
  req.staffGuarded = true
  const access = req.routeOptions.config.staff
  if (!access) throw staffError.forbidden() // an unclassified staff route answers nobody
  req.staffSession = null
  if ('session' in access && access.session === 'none') return
  const { db, now, config } = req.server.deps
  const id = sessionCookie(req)
  const live = id ? await liveSession(db, id, now(), config.staff) : null
  const wanted = 'session' in access && access.session === 'pending' ? 'pending' : 'full'
  if (!live || live.stage !== wanted || !(STAFF_ROLES as readonly string[]).includes(live.role)) throw staffError.unauthorized()
  const role = live.role as StaffRole
  const session: StaffSession = { ...live, stage: wanted, role, permissions: ROLE_PERMISSIONS[role] }
  req.staffSession = session
  if ('permission' in access && !session.permissions.includes(access.permission)) {
    await writeAudit(
      db,
      req,
      actorOf(session),
      {
        action: 'access',
        objectType: 'route',
        objectId: `${req.method} ${req.routeOptions.url}`,
        result: 'refused',
        changes: { permission: access.permission },
      },
      now(),
    )
    throw staffError.forbidden()
  }
  if (WRITE.has(req.method) && wanted === 'full') {
    const sent = req.headers[STAFF_CSRF_HEADER]
    if (typeof sent !== 'string' || !safeEqual(sent, session.csrfToken)) throw staffError.csrf()
  }
}

/** the staff area: route plugins registered inside it get the guard above */
export const staffArea: FastifyPluginAsync<{ plugins: RoutePlugin[]; pluginOptions: PrefixPluginOptions }> = async (scope, opts) => {
  if (!scope.hasRequestDecorator('staffSession')) scope.decorateRequest('staffSession', null)
  if (!scope.hasRequestDecorator('staffHealthAudited')) scope.decorateRequest('staffHealthAudited', false)
  if (!scope.hasRequestDecorator('staffGuarded')) scope.decorateRequest('staffGuarded', false)
  scope.addHook('preHandler', guard)
  scope.addHook('onSend', async (req, reply, payload) => {
    await auditUnrecordedHealthRead(req, reply)
    await auditRateLimitedLogin(req, reply).catch((err: unknown) => req.log.error({ err }, 'staff login audit (rate limit) failed'))
    return payload
  })
  // the audit retention (STAFF_AUDIT_RETENTION_DAYS): old rows deleted once an hour
  const deps = scope.deps
  const timer = setInterval(
    () => void sweepStaffAudit(deps.db, deps.now(), deps.config.staff.auditRetentionDays).catch(() => undefined),
    3600_000,
  )
  timer.unref()
  scope.addHook('onClose', async () => clearInterval(timer))
  for (const plugin of opts.plugins) await scope.register(named(plugin), opts.pluginOptions)
}

/** the request's full staff session (inside a staff route that declared a permission or `session: 'any'`) */
export function staffOf(req: FastifyRequest): StaffSession {
  const s = req.staffSession
  if (!s || s.stage !== 'full') throw staffError.unauthorized()
  return s
}

/** the tables that carry a hospital_id: the only ones the scoped layer opens directly */
export type HospitalTable = { [K in keyof DB]: DB[K] extends { hospital_id: number } ? K : never }[keyof DB]

export interface ScopedDb {
  readonly hospitalId: number
  /** SELECT from a hospital table, already filtered by the session's hospital */
  selectFrom<T extends HospitalTable>(table: T): SelectQueryBuilder<DB, T, object>
  /** UPDATE a hospital table, already filtered by the session's hospital */
  updateTable<T extends HospitalTable>(table: T): UpdateQueryBuilder<DB, T, T, UpdateResult>
  /**
   * the unscoped handle, for tables without a hospital_id (order lines, refunds) reached through a row this
   * scope has already found (by its id): never for looking rows up by a value from the request. On PostgreSQL
   * it is still under the row-level security of the session's hospital (server/lib/db/rls.ts).
   */
  readonly unscoped: Kysely<DB> | Transaction<DB>
}

function scoped(db: Kysely<DB> | Transaction<DB>, hospitalId: number): ScopedDb {
  return {
    hospitalId,
    selectFrom: <T extends HospitalTable>(table: T) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot type a column of a generic table; T is a hospital table
      (db.selectFrom(table) as any).where(`${table}.hospital_id`, '=', hospitalId) as SelectQueryBuilder<DB, T, object>,
    updateTable: <T extends HospitalTable>(table: T) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
      (db.updateTable(table) as any).where(`${table}.hospital_id`, '=', hospitalId) as UpdateQueryBuilder<DB, T, T, UpdateResult>,
    unscoped: db,
  }
}

/** what a handler fills in while it works: the object and patient it found, the (value-free) changes */
export interface AuditNote {
  changes?: unknown
  objectId?: string | number
  patientUserId?: number | null
}

export interface StaffScope extends ScopedDb {
  readonly staff: StaffSession
  readonly now: Date
  /**
   * a staff change: `fn` runs in one transaction with the audit row written in the same transaction (result
   * 'ok', with the changes `fn` returns in `audit`); when `fn` throws, a 'failed' row is written after the
   * rollback and the error goes on
   */
  write<T>(entry: Omit<AuditEntry, 'result'>, fn: (tx: ScopedDb, audit: AuditNote) => Promise<T>): Promise<T>
  /**
   * an audited read of health data (reports, records, transcripts, rosters, a patient's profile): `fn` reads
   * through the scope and notes the object and the patient in `audit` (never a health value); one audit row
   * follows, 'ok' when `fn` returned, 'refused' when it threw a 403/404 (another hospital's object), 'failed'
   * otherwise, and the error goes on. The helper for every new staff route that shows health data.
   */
  readHealth<T>(entry: Omit<AuditEntry, 'result'>, fn: (db: ScopedDb, audit: AuditNote) => Promise<T>): Promise<T>
  /** an audited read of health data already done by the handler (one row, result 'ok') */
  auditRead(entry: Omit<AuditEntry, 'result'>): Promise<void>
  /** an audit row of its own (an outcome known only after a transaction, e.g. a provider's refund) */
  record(entry: AuditEntry): Promise<void>
  /**
   * the audit row of a change made in another module's own transaction (a chat message), written on that
   * transaction: both are stored or neither
   */
  recordIn(trx: Transaction<DB>, entry: AuditEntry): Promise<void>
}

function errorReason(err: unknown): string {
  return err instanceof ApiError ? err.message : 'error'
}

/** THE scoped data layer of staff routes: cannot be had without a staff session, whose hospital it applies */
export function staffScope(req: FastifyRequest): StaffScope {
  const staff = staffOf(req)
  const { db, database, now } = req.server.deps
  // on PostgreSQL: every statement under the row-level security of the session's hospital
  const sdb = staffDb(database, staff.hospitalId)
  const at = now()
  const audit = (entry: AuditEntry) => writeAudit(db, req, actorOf(staff), entry, at)
  return {
    ...scoped(sdb, staff.hospitalId),
    staff,
    now: at,
    async write(entry, fn) {
      try {
        return await sdb.transaction().execute(async (trx) => {
          const note: AuditNote = {}
          const result = await fn(scoped(trx, staff.hospitalId), note)
          await writeAudit(trx, req, actorOf(staff), { ...entry, ...note, result: 'ok' }, at)
          return result
        })
      } catch (err) {
        await audit({ ...entry, result: 'failed', changes: { error: errorReason(err) } }).catch(() => undefined)
        throw err
      }
    },
    async readHealth(entry, fn) {
      const note: AuditNote = {}
      let value
      try {
        value = await fn(scoped(sdb, staff.hospitalId), note)
      } catch (err) {
        const refused = err instanceof ApiError && (err.statusCode === 403 || err.statusCode === 404)
        req.staffHealthAudited = true
        await audit({ ...entry, ...note, result: refused ? 'refused' : 'failed', changes: { error: errorReason(err) } }).catch(
          () => undefined,
        )
        throw err
      }
      req.staffHealthAudited = true
      await audit({ ...entry, ...note, result: 'ok' })
      return value
    },
    async auditRead(entry) {
      req.staffHealthAudited = true
      await audit({ ...entry, result: 'ok' })
    },
    async record(entry) {
      await audit(entry)
    },
    async recordIn(trx, entry) {
      await writeAudit(trx, req, actorOf(staff), entry, at)
    },
  }
}
