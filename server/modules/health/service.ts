/**
 * Health records (issue 13): family members (consultationer) with their consents, and body data (vitals).
 *
 * Privacy (PIPL art. 28–29, 31; SPEC §6): a member can be kept without consent, but body data are stored only
 * while the member's separate consent for sensitive personal information stands; withdrawing it deletes the
 * member's body data (art. 47) and every grant and withdrawal is logged (the consent module's log). A child under 14
 * is added only with the guardian's explicit consent. Every object is read with its owner's id (another
 * account gets a 404). Health values are never logged (route bodies are not logged; messages carry none).
 *
 * Rules and categories come from src/domain/health (validate*, classify*, bmi, recordPeriod).
 */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { HealthBodyDataTable, HealthMedicalHistoryTable, HealthMemberTable } from '../../lib/db/tables/health'
import type {
  BodyData,
  BodyDataKind,
  BodyDataListRes,
  Consultationer,
  CreateBodyDataReq,
  CreateConsultationerReq,
  EditBodyDataReq,
  EditConsultationerReq,
  AddMedicalHistoryReq,
  HealthExportRes,
  HealthRecordInfoRes,
  MedicalHistory,
  MemberLabel,
  SaveMemberLabelsReq,
} from '../../../contract/health'
import { BODY_DATA_KINDS } from '../../../contract/health'
import type { AppDeps } from '../../lib/deps'
import { badRequest, notFound } from '../../lib/errors'
import { fmt, fmtReq } from '../../lib/time'
import {
  ageOf,
  bmi as bmiOf,
  classifyBloodPressure,
  classifyBmi,
  classifyGlucose,
  GLUCOSE_CONTEXT_LABELS,
  isGlucoseContext,
  MEMBER_RELATION_LABELS,
  needsGuardianConsent,
  recordPeriod,
  RECORD_RANGES,
  roundTo,
  validateBloodPressure,
  validateGlucose,
  validateHeight,
  validateMember,
  validatePulse,
  validateWeight,
  ADULT_AGE,
  LABEL_CATEGORY_LABELS,
  MEDICAL_HISTORY_TYPE_LABELS,
  validateLabel,
  validateMedicalHistory,
  type LabelCategory,
  type MedicalHistoryType,
  type MemberRelation,
  type RecordRange,
} from '../../../src/domain/health'
import { addDays, businessToday, fullYearsOn, parseDateTime } from '../../../src/domain/time'
import {
  BODY_DATA_KIND_CHANGE,
  BODY_DATA_KIND_INVALID,
  BODY_DATA_NOT_FOUND,
  BODY_DATA_TIME_IN_FUTURE,
  BODY_DATA_TIME_INVALID,
  HEALTH_CONSENT_REQUIRED,
  HEALTH_MEMBER_NOT_FOUND,
  HEALTH_MEMBER_SELF_EXISTS,
  HEALTH_MEMBER_TOO_MANY,
  HEALTH_LABELS_TOO_MANY,
  MAX_HEALTH_MEMBERS,
  MAX_MEMBER_LABELS,
  MEDICAL_HISTORY_NOT_FOUND,
} from '../../../src/domain/messages/health'
import { registerUserDataDeleter } from '../user'
import { consentHistory, logConsent, type ConsentAction } from '../consent'

type Q = Kysely<DB> | Transaction<DB>
export type MemberRow = Selectable<HealthMemberTable>
export type BodyDataRow = Selectable<HealthBodyDataTable>
type Deps = Pick<AppDeps, 'db' | 'now'>

registerUserDataDeleter('health', async (trx, user) => {
  await trx.deleteFrom('health_medical_history').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('health_member_label').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('health_body_data').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('health_member').where('user_id', '=', user.id).execute()
})

/**
 * Other health data of a member kept by other modules (maternity): deleted with the member's body data when the
 * separate consent is withdrawn (PIPL art. 47). Deleting the member itself cascades through the foreign keys.
 */
export type MemberHealthDataDeleter = (trx: Transaction<DB>, userId: number, memberId: number) => Promise<void>
const memberHealthDataDeleters = new Map<string, MemberHealthDataDeleter>()
export function registerMemberHealthDataDeleter(name: string, fn: MemberHealthDataDeleter): void {
  memberHealthDataDeleters.set(name, fn)
}

/**
 * Health data of a member kept by other modules, for the member's copy of its data (exportHealthRecord, PIPL art.
 * 45): each exporter fills its own fields of the export.
 */
export type MemberHealthDataExport = Partial<Pick<HealthExportRes, 'pregnancy' | 'vaccineDoses' | 'records'>>
export type MemberHealthDataExporter = (db: Q, userId: number, memberId: number) => Promise<MemberHealthDataExport>
const memberHealthDataExporters = new Map<string, MemberHealthDataExporter>()
export function registerMemberHealthDataExporter(name: string, fn: MemberHealthDataExporter): void {
  memberHealthDataExporters.set(name, fn)
}

// ------------------------------------------------------------------ members

export function toConsultationer(r: MemberRow, now: Date): Consultationer {
  const relation = r.relation as MemberRelation
  return {
    id: r.id,
    name: r.name,
    relation,
    relationStr: MEMBER_RELATION_LABELS[relation] ?? '其他',
    sex: r.sex === 1 ? 1 : 2,
    birthDate: r.birth_date,
    age: fullYearsOn(r.birth_date, now),
    healthConsent: r.health_consent_at !== null,
    healthConsentTime: fmt(r.health_consent_at),
    guardianConsent: r.guardian_consent_at !== null,
    minorUnder14: needsGuardianConsent(r.birth_date, now),
  }
}

export async function listMembers(db: Q, userId: number): Promise<MemberRow[]> {
  const rows = await db.selectFrom('health_member').selectAll().where('user_id', '=', userId).orderBy('id').execute()
  return rows.sort((a, b) => Number(b.relation === 'self') - Number(a.relation === 'self'))
}

/** the caller's member or 404 (another account's member is never visible) */
export async function requireMember(db: Q, userId: number, id: number): Promise<MemberRow> {
  const r = await db.selectFrom('health_member').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (!r) throw notFound(HEALTH_MEMBER_NOT_FOUND)
  return r
}

/** a member's health or guardian consent event, in the consent module's log */
async function logMemberConsent(db: Q, userId: number, memberId: number, purpose: 'health' | 'guardian', action: ConsentAction, at: Date) {
  await logConsent(db, userId, { subject: 'member', subjectId: memberId, purpose, action, at })
}

export async function createMember(deps: Deps, userId: number, body: CreateConsultationerReq): Promise<MemberRow> {
  const now = deps.now()
  const e = validateMember(body, now)
  if (e) throw badRequest(e)
  return deps.db.transaction().execute(async (trx) => {
    // serialize one account's member changes (the count and the single 本人 below)
    await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().executeTakeFirst()
    const existing = await listMembers(trx, userId)
    if (existing.length >= MAX_HEALTH_MEMBERS) throw badRequest(HEALTH_MEMBER_TOO_MANY)
    if (body.relation === 'self' && existing.some((m) => m.relation === 'self')) throw badRequest(HEALTH_MEMBER_SELF_EXISTS)
    const guardian = needsGuardianConsent(body.birthDate, now)
    const row = await trx
      .insertInto('health_member')
      .values({
        user_id: userId,
        name: body.name.trim(),
        relation: body.relation,
        sex: body.sex,
        birth_date: body.birthDate.trim(),
        health_consent_at: body.healthConsent === true ? now : null,
        guardian_consent_at: guardian ? now : null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    if (guardian) await logMemberConsent(trx, userId, row.id, 'guardian', 'grant', now)
    if (body.healthConsent === true) await logMemberConsent(trx, userId, row.id, 'health', 'grant', now)
    return row
  })
}

/**
 * Edits a member. A guardian's consent given before still counts; a birth date that makes the member a child
 * under 14 needs it. `healthConsent: true` grants the consent when missing; withdrawal is consultationerConsent.
 */
export async function editMember(deps: Deps, userId: number, body: EditConsultationerReq): Promise<MemberRow> {
  const now = deps.now()
  return deps.db.transaction().execute(async (trx) => {
    const row = await requireMember(trx, userId, body.id)
    const e = validateMember({ ...body, guardianConsent: body.guardianConsent === true || row.guardian_consent_at !== null }, now)
    if (e) throw badRequest(e)
    if (body.relation === 'self' && row.relation !== 'self') {
      const self = await trx
        .selectFrom('health_member')
        .select('id')
        .where('user_id', '=', userId)
        .where('relation', '=', 'self')
        .executeTakeFirst()
      if (self) throw badRequest(HEALTH_MEMBER_SELF_EXISTS)
    }
    const guardianNow = needsGuardianConsent(body.birthDate, now) && row.guardian_consent_at === null
    const grant = body.healthConsent === true && row.health_consent_at === null
    const updated = await trx
      .updateTable('health_member')
      .set({
        name: body.name.trim(),
        relation: body.relation,
        sex: body.sex,
        birth_date: body.birthDate.trim(),
        updated_at: now,
        ...(guardianNow ? { guardian_consent_at: now } : {}),
        ...(grant ? { health_consent_at: now } : {}),
      })
      .where('id', '=', row.id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow()
    if (guardianNow) await logMemberConsent(trx, userId, row.id, 'guardian', 'grant', now)
    if (grant) await logMemberConsent(trx, userId, row.id, 'health', 'grant', now)
    return updated
  })
}

/** deletes the member and its body data (cascade); the consent log keeps who consented when */
export async function deleteMember(deps: Deps, userId: number, id: number): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await requireMember(trx, userId, id)
    await trx.deleteFrom('health_body_data').where('member_id', '=', row.id).where('user_id', '=', userId).execute()
    const r = await trx.deleteFrom('health_member').where('id', '=', row.id).where('user_id', '=', userId).executeTakeFirst()
    return Number(r.numDeletedRows)
  })
}

/** grants or withdraws the separate consent; a withdrawal deletes the member's body data (PIPL art. 47) */
export async function setHealthConsent(
  deps: Deps,
  userId: number,
  id: number,
  consent: boolean,
): Promise<{ member: MemberRow; deletedRecords: number }> {
  const now = deps.now()
  return deps.db.transaction().execute(async (trx) => {
    const row = await requireMember(trx, userId, id)
    let deletedRecords = 0
    if (consent && row.health_consent_at === null) {
      await logMemberConsent(trx, userId, id, 'health', 'grant', now)
    } else if (!consent && row.health_consent_at !== null) {
      const r = await trx.deleteFrom('health_body_data').where('member_id', '=', id).where('user_id', '=', userId).executeTakeFirst()
      deletedRecords = Number(r.numDeletedRows)
      // tags and medical history are health data too
      await trx.deleteFrom('health_member_label').where('member_id', '=', id).where('user_id', '=', userId).execute()
      await trx.deleteFrom('health_medical_history').where('member_id', '=', id).where('user_id', '=', userId).execute()
      for (const del of memberHealthDataDeleters.values()) await del(trx, userId, id)
      await logMemberConsent(trx, userId, id, 'health', 'withdraw', now)
    }
    const member = await trx
      .updateTable('health_member')
      .set({ health_consent_at: consent ? (row.health_consent_at ?? now) : null, updated_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow()
    return { member, deletedRecords }
  })
}

// ------------------------------------------------------------------ body data

export function toBodyData(r: BodyDataRow): BodyData {
  const ctx = isGlucoseContext(r.glucose_context) ? r.glucose_context : null
  return {
    id: r.id,
    memberId: r.member_id,
    kind: r.kind as BodyDataKind,
    systolic: r.systolic,
    diastolic: r.diastolic,
    pulse: r.pulse,
    glucose: r.glucose,
    glucoseContext: ctx,
    glucoseContextStr: ctx ? GLUCOSE_CONTEXT_LABELS[ctx] : '',
    heightCm: r.height_cm,
    weightKg: r.weight_kg,
    bmi: r.bmi,
    category: r.category,
    abnormal: r.category !== '' && r.category !== '正常',
    measuredAt: fmtReq(r.measured_at),
  }
}

function isKind(v: unknown): v is BodyDataKind {
  return typeof v === 'string' && (BODY_DATA_KINDS as readonly string[]).includes(v)
}

const num = (v: unknown): number | null => (v === undefined || v === null || String(v).trim() === '' ? null : Number(String(v).trim()))

interface Values {
  systolic: number | null
  diastolic: number | null
  pulse: number | null
  glucose: number | null
  glucose_context: string | null
  height_cm: number | null
  weight_kg: number | null
  bmi: number | null
  category: string
  measured_at: Date
}

function measuredAt(value: string | undefined, member: MemberRow, now: Date): Date {
  if (value === undefined || value.trim() === '') return now
  const at = parseDateTime(value.trim())
  if (!at) throw badRequest(BODY_DATA_TIME_INVALID)
  if (at.getTime() > now.getTime() + 60_000) throw badRequest(BODY_DATA_TIME_IN_FUTURE)
  const born = parseDateTime(member.birth_date)
  if (born && at.getTime() < born.getTime()) throw badRequest(BODY_DATA_TIME_INVALID)
  return at
}

/** validates one reading of `kind` with src/domain/health and classifies it (400 with the rule's message) */
async function readingValues(
  db: Q,
  member: MemberRow,
  kind: BodyDataKind,
  body: CreateBodyDataReq,
  now: Date,
  excludeId?: number,
): Promise<Values> {
  const at = measuredAt(body.measuredAt, member, now)
  const base: Values = {
    systolic: null,
    diastolic: null,
    pulse: null,
    glucose: null,
    glucose_context: null,
    height_cm: null,
    weight_kg: null,
    bmi: null,
    category: '',
    measured_at: at,
  }
  const fail = (e: string | null) => {
    if (e) throw badRequest(e)
  }
  switch (kind) {
    case 'bloodPressure': {
      fail(validateBloodPressure(body.systolic, body.diastolic))
      fail(validatePulse(body.pulse))
      const s = num(body.systolic) as number
      const d = num(body.diastolic) as number
      return { ...base, systolic: s, diastolic: d, pulse: num(body.pulse), category: classifyBloodPressure(s, d) }
    }
    case 'bloodGlucose': {
      fail(validateGlucose(body.glucose, body.glucoseContext))
      const g = roundTo(num(body.glucose) as number, 1)
      const ctx = body.glucoseContext as Parameters<typeof classifyGlucose>[1]
      return { ...base, glucose: g, glucose_context: ctx, category: classifyGlucose(g, ctx) }
    }
    case 'height': {
      fail(validateHeight(body.heightCm))
      return { ...base, height_cm: roundTo(num(body.heightCm) as number, 1) }
    }
    case 'weight': {
      fail(validateWeight(body.weightKg))
      const w = roundTo(num(body.weightKg) as number, 1)
      // BMI with the member's height measured last before this weight (else the earliest one after it)
      let q = db
        .selectFrom('health_body_data')
        .select(['height_cm', 'measured_at'])
        .where('member_id', '=', member.id)
        .where('kind', '=', 'height')
      if (excludeId) q = q.where('id', '!=', excludeId)
      const heights = await q.orderBy('measured_at', 'desc').execute()
      const h = heights.find((x) => x.measured_at.getTime() <= at.getTime()) ?? heights[heights.length - 1]
      const b = h?.height_cm ? bmiOf(h.height_cm, w) : null
      // WS/T 428-2013 cut-offs are for adults only: a minor's BMI is shown without a category
      const adult = (ageOf(member.birth_date, at) ?? 0) >= ADULT_AGE
      return { ...base, weight_kg: w, bmi: b, category: b !== null && adult ? classifyBmi(b) : '' }
    }
  }
}

/** the caller's reading or 404 */
export async function requireBodyData(db: Q, userId: number, id: number): Promise<BodyDataRow> {
  const r = await db.selectFrom('health_body_data').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (!r) throw notFound(BODY_DATA_NOT_FOUND)
  return r
}

function requireConsent(member: MemberRow): void {
  if (member.health_consent_at === null) throw badRequest(HEALTH_CONSENT_REQUIRED)
}

export async function createBodyData(deps: Deps, userId: number, body: CreateBodyDataReq): Promise<BodyDataRow> {
  if (!isKind(body.kind)) throw badRequest(BODY_DATA_KIND_INVALID)
  const kind = body.kind
  const now = deps.now()
  const member = await requireMember(deps.db, userId, body.memberId)
  requireConsent(member)
  const v = await readingValues(deps.db, member, kind, body, now)
  return deps.db
    .insertInto('health_body_data')
    .values({ user_id: userId, member_id: member.id, kind, ...v, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function editBodyData(deps: Deps, userId: number, body: EditBodyDataReq): Promise<BodyDataRow> {
  const now = deps.now()
  const row = await requireBodyData(deps.db, userId, body.id)
  if (body.kind !== row.kind) throw badRequest(isKind(body.kind) ? BODY_DATA_KIND_CHANGE : BODY_DATA_KIND_INVALID)
  // the reading stays with its member (memberId of another member of the caller, or of another account, is refused)
  if (body.memberId !== row.member_id) throw notFound(HEALTH_MEMBER_NOT_FOUND)
  const member = await requireMember(deps.db, userId, row.member_id)
  requireConsent(member)
  const v = await readingValues(deps.db, member, row.kind as BodyDataKind, body, now, row.id)
  return deps.db
    .updateTable('health_body_data')
    .set({ ...v, updated_at: now })
    .where('id', '=', row.id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function deleteBodyData(deps: Deps, userId: number, id: number): Promise<number> {
  const row = await requireBodyData(deps.db, userId, id)
  const r = await deps.db.deleteFrom('health_body_data').where('id', '=', row.id).where('user_id', '=', userId).executeTakeFirst()
  return Number(r.numDeletedRows)
}

export async function listBodyData(
  deps: Deps,
  userId: number,
  q: { memberId: number; kind: string; range?: string; date?: string },
): Promise<BodyDataListRes> {
  if (!isKind(q.kind)) throw badRequest(BODY_DATA_KIND_INVALID)
  const range: RecordRange = (RECORD_RANGES as readonly string[]).includes(q.range ?? '') ? (q.range as RecordRange) : 'week'
  const date = q.date?.trim() || businessToday(deps.now())
  const period = recordPeriod(range, date)
  if (!period) throw badRequest(BODY_DATA_TIME_INVALID)
  const member = await requireMember(deps.db, userId, q.memberId)
  const from = parseDateTime(period.from) as Date
  const until = parseDateTime(addDays(period.to, 1) as string) as Date
  const rows = await deps.db
    .selectFrom('health_body_data')
    .selectAll()
    .where('user_id', '=', userId)
    .where('member_id', '=', member.id)
    .where('kind', '=', q.kind)
    .where('measured_at', '>=', from)
    .where('measured_at', '<', until)
    .orderBy('measured_at')
    .orderBy('id')
    .execute()
  return { range, from: period.from, to: period.to, list: rows.map(toBodyData) }
}

export async function healthRecordInfo(deps: Deps, userId: number, memberId: number): Promise<HealthRecordInfoRes> {
  const member = await requireMember(deps.db, userId, memberId)
  const latest = async (kind: BodyDataKind) => {
    const r = await deps.db
      .selectFrom('health_body_data')
      .selectAll()
      .where('user_id', '=', userId)
      .where('member_id', '=', member.id)
      .where('kind', '=', kind)
      .orderBy('measured_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    return r ? toBodyData(r) : null
  }
  return {
    member: toConsultationer(member, deps.now()),
    latest: {
      bloodPressure: await latest('bloodPressure'),
      bloodGlucose: await latest('bloodGlucose'),
      height: await latest('height'),
      weight: await latest('weight'),
    },
  }
}

/** every reading and consent event of one member, oldest first (the member's copy of its data) */
export async function exportHealthRecord(deps: Deps, userId: number, memberId: number): Promise<HealthExportRes> {
  const member = await requireMember(deps.db, userId, memberId)
  const rows = await deps.db
    .selectFrom('health_body_data')
    .selectAll()
    .where('user_id', '=', userId)
    .where('member_id', '=', member.id)
    .orderBy('measured_at')
    .orderBy('id')
    .execute()
  const log = await consentHistory(deps.db, userId, { subject: 'member', subjectId: member.id })
  const now = deps.now()
  const more: MemberHealthDataExport = {}
  for (const exporter of memberHealthDataExporters.values()) Object.assign(more, await exporter(deps.db, userId, member.id))
  return {
    pregnancy: more.pregnancy ?? null,
    vaccineDoses: more.vaccineDoses ?? [],
    records: more.records ?? [],
    exportedAt: fmtReq(now),
    member: toConsultationer(member, now),
    labels: await listLabels(deps.db, userId, member.id),
    medicalHistory: await listMedicalHistory(deps.db, userId, member.id),
    consents: log.map((e) => ({
      kind: e.purpose === 'guardian' ? 'guardian' : 'health',
      action: e.action,
      time: fmtReq(e.at),
    })),
    bodyData: rows.map(toBodyData),
  }
}

// ------------------------------------------------------------------ tags (/addLabel) and medical history

export async function listLabels(db: Q, userId: number, memberId: number): Promise<MemberLabel[]> {
  const rows = await db
    .selectFrom('health_member_label')
    .selectAll()
    .where('user_id', '=', userId)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute()
  return rows.map((r) => {
    const category = r.category as LabelCategory
    return { id: r.id, category, categoryStr: LABEL_CATEGORY_LABELS[category] ?? '', name: r.name }
  })
}

/** replaces the member's tags (validateLabel each, duplicates dropped, at most MAX_MEMBER_LABELS) */
export async function saveLabels(deps: Deps, userId: number, body: SaveMemberLabelsReq): Promise<MemberLabel[]> {
  const member = await requireMember(deps.db, userId, body.memberId)
  requireConsent(member)
  const seen = new Set<string>()
  const labels: Array<{ category: string; name: string }> = []
  for (const l of body.labels) {
    const e = validateLabel(l.category, l.name)
    if (e) throw badRequest(e)
    const key = `${l.category}:${l.name.trim()}`
    if (seen.has(key)) continue
    seen.add(key)
    labels.push({ category: l.category, name: l.name.trim() })
  }
  if (labels.length > MAX_MEMBER_LABELS) throw badRequest(HEALTH_LABELS_TOO_MANY)
  const now = deps.now()
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('health_member_label').where('member_id', '=', member.id).where('user_id', '=', userId).execute()
    if (labels.length)
      await trx
        .insertInto('health_member_label')
        .values(labels.map((l) => ({ user_id: userId, member_id: member.id, category: l.category, name: l.name, created_at: now })))
        .execute()
  })
  return listLabels(deps.db, userId, member.id)
}

function toMedicalHistory(r: Selectable<HealthMedicalHistoryTable>): MedicalHistory {
  const type = r.type as MedicalHistoryType
  return {
    id: r.id,
    memberId: r.member_id,
    type,
    typeStr: MEDICAL_HISTORY_TYPE_LABELS[type] ?? '',
    name: r.name,
    since: r.since,
    note: r.note,
  }
}

export async function listMedicalHistory(db: Q, userId: number, memberId: number): Promise<MedicalHistory[]> {
  const rows = await db
    .selectFrom('health_medical_history')
    .selectAll()
    .where('user_id', '=', userId)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute()
  return rows.map(toMedicalHistory)
}

export async function addMedicalHistory(deps: Deps, userId: number, body: AddMedicalHistoryReq): Promise<MedicalHistory> {
  const member = await requireMember(deps.db, userId, body.memberId)
  requireConsent(member)
  const e = validateMedicalHistory(body, deps.now())
  if (e) throw badRequest(e)
  const r = await deps.db
    .insertInto('health_medical_history')
    .values({
      user_id: userId,
      member_id: member.id,
      type: body.type,
      name: body.name.trim(),
      since: (body.since ?? '').trim(),
      note: (body.note ?? '').trim(),
      created_at: deps.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toMedicalHistory(r)
}

export async function deleteMedicalHistory(deps: Deps, userId: number, id: number): Promise<number> {
  const r = await deps.db.deleteFrom('health_medical_history').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (!Number(r.numDeletedRows)) throw notFound(MEDICAL_HISTORY_NOT_FOUND)
  return Number(r.numDeletedRows)
}
