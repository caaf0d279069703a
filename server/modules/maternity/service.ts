/**
 * Maternity follow-up (issue 13 item 5): one pregnancy record per female family member, the state of each visit
 * of the standard prenatal schedule (孕前和孕期保健指南 2018) and the weights with the WS/T 801-2022 gain range.
 *
 * Privacy (PIPL art. 28–29, 31; SPEC §6): pregnancy data are sensitive health data of the member: stored only while
 * her separate consent stands (the health module's consent; a child under 14 was added with her guardian's
 * consent), deleted when it is withdrawn (registerMemberHealthDataDeleter) or the member / account is deleted.
 * Every object is read with its owner's id (another account gets a 404). Values are never logged.
 *
 * Weeks, due date, schedule, reminder and notes: src/domain/pregnancy; heights, weights, BMI and the gain range:
 * src/domain/health. "Today" is the business date of the clock (deps.now()).
 */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { MaternityCheckTable, MaternityPregnancyTable, MaternityWeightTable } from '../../lib/db/tables/maternity'
import type {
  AddPregnantWeightReq,
  ChangeMaternityScheduleReq,
  CreatePregnantRecordReq,
  MaternitySchedule,
  NextMaternityScheduleRes,
  PregnantRecord,
  PregnantWeekListRes,
  PregnantWeight,
} from '../../../contract/maternity'
import type { AppDeps } from '../../lib/deps'
import { badRequest, notFound } from '../../lib/errors'
import { fmt } from '../../lib/time'
import {
  PREGNANCY_RED_FLAGS,
  PREGNANCY_WEEK_NOTES,
  TRIMESTER_LABELS,
  bmi as bmiOf,
  checkPregnancyWeightGain,
  dateAtGestationalAge,
  dueDate,
  formatGestationalAge,
  gestationalAgeDays,
  nextPrenatalCheck,
  prenatalCheckById,
  prenatalCheckReminder,
  prenatalCheckSchedule,
  pregnancyWeekNote,
  pregnancyWeightGainStandard,
  roundTo,
  trimesterOf,
  validateHeight,
  validateLastMenstrualPeriod,
  validatePrenatalCheckDate,
  validateWeight,
  type DatedPrenatalCheck,
  type PrenatalCheckStatus,
} from '../../../src/domain/health'
import { addDays, businessDaysBetween, businessToday } from '../../../src/domain/time'
import { HEALTH_CONSENT_REQUIRED } from '../../../src/domain/messages/health'
import {
  PREGNANCY_EXISTS,
  PREGNANCY_MEMBER_NOT_FEMALE,
  PREGNANCY_NOT_FOUND,
  PREGNANCY_WEIGHT_DATE_INVALID,
  PREGNANCY_WEIGHT_DATE_OUT,
  PRENATAL_CHECK_NOT_FOUND,
} from '../../../src/domain/messages/maternity'
import { registerMemberHealthDataDeleter, registerMemberHealthDataExporter, requireMember, type MemberRow } from '../health'
import { registerUserDataDeleter } from '../user'

type Q = Kysely<DB> | Transaction<DB>
type Deps = Pick<AppDeps, 'db' | 'now'>
type PregnancyRow = Selectable<MaternityPregnancyTable>
type CheckRow = Selectable<MaternityCheckTable>
type WeightRow = Selectable<MaternityWeightTable>

registerMemberHealthDataDeleter('maternity', async (trx, userId, memberId) => {
  // checks and weights follow by cascade
  await trx.deleteFrom('maternity_pregnancy').where('user_id', '=', userId).where('member_id', '=', memberId).execute()
})
/** the member's pregnancy in the member's copy of its health data (exportHealthRecord, PIPL art. 45) */
registerMemberHealthDataExporter('maternity', async (db, userId, memberId) => {
  const p = await db
    .selectFrom('maternity_pregnancy')
    .selectAll()
    .where('user_id', '=', userId)
    .where('member_id', '=', memberId)
    .executeTakeFirst()
  if (!p) return { pregnancy: null }
  const checks = await db.selectFrom('maternity_check').selectAll().where('pregnancy_id', '=', p.id).orderBy('check_id').execute()
  const weights = await db.selectFrom('maternity_weight').selectAll().where('pregnancy_id', '=', p.id).orderBy('date').execute()
  return {
    pregnancy: {
      lastMenstrualPeriod: p.lmp,
      dueDate: dueDate(p.lmp),
      heightCm: p.height_cm,
      preWeightKg: p.pre_weight_kg,
      checks: checks.map((c) => ({
        checkId: c.check_id,
        label: prenatalCheckById(c.check_id)?.label ?? '',
        plannedDate: c.planned_date,
        doneTime: fmt(c.done_at),
      })),
      weights: weights.map((w) => ({ date: w.date, weightKg: w.weight_kg })),
    },
  }
})
registerUserDataDeleter('maternity', async (trx, user) => {
  await trx.deleteFrom('maternity_pregnancy').where('user_id', '=', user.id).execute()
})

const STATUS_LABELS: Record<PrenatalCheckStatus, string> = { done: '已完成', current: '进行中', upcoming: '未开始', missed: '已错过' }

const num = (v: unknown): number | null => (v === undefined || v === null || String(v).trim() === '' ? null : Number(String(v).trim()))

function requireConsent(member: MemberRow): void {
  if (member.health_consent_at === null) throw badRequest(HEALTH_CONSENT_REQUIRED)
}

/** the caller's pregnancy or 404 */
export async function requirePregnancy(db: Q, userId: number, id: number): Promise<PregnancyRow> {
  const r = await db.selectFrom('maternity_pregnancy').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (!r) throw notFound(PREGNANCY_NOT_FOUND)
  return r
}

async function checksOf(db: Q, p: PregnancyRow): Promise<CheckRow[]> {
  return db.selectFrom('maternity_check').selectAll().where('pregnancy_id', '=', p.id).where('user_id', '=', p.user_id).execute()
}

function toSchedule(d: DatedPrenatalCheck, row: CheckRow | undefined): MaternitySchedule {
  return {
    checkId: d.check.id,
    label: d.check.label,
    startDate: d.startDate,
    endDate: d.endDate,
    status: d.status,
    statusStr: STATUS_LABELS[d.status],
    plannedDate: row?.planned_date ?? null,
    doneTime: fmt(row?.done_at ?? null),
    weekly: d.check.weekly === true,
    routine: [...d.check.routine],
    required: [...d.check.required],
    optional: [...d.check.optional],
  }
}

function scheduleOf(p: PregnancyRow, checks: CheckRow[], today: string): MaternitySchedule[] {
  const done = checks.filter((c) => c.done_at !== null).map((c) => c.check_id)
  return prenatalCheckSchedule(p.lmp, today, done).map((d) =>
    toSchedule(
      d,
      checks.find((c) => c.check_id === d.check.id),
    ),
  )
}

function plannedOf(checks: CheckRow[]): Record<number, string> {
  const out: Record<number, string> = {}
  for (const c of checks) if (c.planned_date) out[c.check_id] = c.planned_date
  return out
}

function nextOf(p: PregnancyRow, checks: CheckRow[], today: string): NextMaternityScheduleRes {
  const done = checks.filter((c) => c.done_at !== null).map((c) => c.check_id)
  const days = gestationalAgeDays(p.lmp, today) ?? 0
  const next = days >= 0 ? nextPrenatalCheck({ weeks: Math.floor(days / 7), days: days % 7 }, done) : null
  const schedule = scheduleOf(p, checks, today)
  return {
    next: next ? (schedule.find((s) => s.checkId === next.check.id) ?? null) : null,
    reminder: prenatalCheckReminder(p.lmp, today, done, plannedOf(checks)),
  }
}

function toWeight(p: PregnancyRow, w: WeightRow): PregnantWeight {
  const days = Math.max(0, gestationalAgeDays(p.lmp, w.date) ?? 0)
  const ga = { weeks: Math.floor(days / 7), days: days % 7 }
  const base = { id: w.id, date: w.date, weightKg: w.weight_kg, week: ga.weeks, day: ga.days }
  if (p.pre_weight_kg === null) return { ...base, gainKg: null, rangeMin: null, rangeMax: null, status: null }
  if (p.height_cm === null)
    return { ...base, gainKg: roundTo(w.weight_kg - p.pre_weight_kg, 1), rangeMin: null, rangeMax: null, status: null }
  const c = checkPregnancyWeightGain({
    heightCm: p.height_cm,
    prePregnancyWeightKg: p.pre_weight_kg,
    weightKg: w.weight_kg,
    gestationalAge: ga,
  })
  return { ...base, gainKg: c.gainKg, rangeMin: c.range.min, rangeMax: c.range.max, status: c.status }
}

async function weightsOf(db: Q, p: PregnancyRow): Promise<WeightRow[]> {
  return db
    .selectFrom('maternity_weight')
    .selectAll()
    .where('pregnancy_id', '=', p.id)
    .where('user_id', '=', p.user_id)
    .orderBy('date')
    .execute()
}

async function toRecord(db: Q, p: PregnancyRow, member: MemberRow, now: Date): Promise<PregnantRecord> {
  const today = businessToday(now)
  const checks = await checksOf(db, p)
  const weights = await weightsOf(db, p)
  // an LMP is never after the day it was entered; a clock moved back (tests) reads as day 0
  const days = Math.max(0, gestationalAgeDays(p.lmp, today) ?? 0)
  const ga = { weeks: Math.floor(days / 7), days: days % 7 }
  const note = pregnancyWeekNote(Math.max(1, ga.weeks))
  const next = nextOf(p, checks, today)
  const due = dueDate(p.lmp)
  let weightGain: PregnantRecord['weightGain'] = null
  if (p.height_cm !== null && p.pre_weight_kg !== null) {
    const b = bmiOf(p.height_cm, p.pre_weight_kg)
    const s = pregnancyWeightGainStandard(b)
    weightGain = { prePregnancyBmi: b, group: s.group, totalMin: s.totalMin, totalMax: s.totalMax }
  }
  return {
    id: p.id,
    memberId: member.id,
    memberName: member.name,
    lastMenstrualPeriod: p.lmp,
    dueDate: due,
    today,
    weeks: ga.weeks,
    days: ga.days,
    gestationalAgeStr: formatGestationalAge(ga),
    trimester: trimesterOf(ga),
    trimesterStr: TRIMESTER_LABELS[trimesterOf(ga)],
    daysToDue: businessDaysBetween(today, due) ?? 0,
    heightCm: p.height_cm,
    prePregnancyWeightKg: p.pre_weight_kg,
    weightGain,
    weekNote: note ? { baby: note.baby, mother: note.mother, tip: note.tip } : null,
    reminder: next.reminder,
    nextCheck: next.next,
    latestWeight: weights.length ? toWeight(p, weights[weights.length - 1]) : null,
    redFlags: [...PREGNANCY_RED_FLAGS],
  }
}

// ------------------------------------------------------------------ records

export async function createPregnancy(deps: Deps, userId: number, body: CreatePregnantRecordReq): Promise<PregnantRecord> {
  const now = deps.now()
  const member = await requireMember(deps.db, userId, body.memberId)
  if (member.sex !== 2) throw badRequest(PREGNANCY_MEMBER_NOT_FEMALE)
  requireConsent(member)
  const lmpError = validateLastMenstrualPeriod(body.lastMenstrualPeriod, now)
  if (lmpError) throw badRequest(lmpError)
  const height = num(body.heightCm)
  const weight = num(body.prePregnancyWeightKg)
  if (height !== null) {
    const e = validateHeight(body.heightCm)
    if (e) throw badRequest(e)
  }
  if (weight !== null) {
    const e = validateWeight(body.prePregnancyWeightKg)
    if (e) throw badRequest(e)
  }
  const lmp = body.lastMenstrualPeriod.trim()
  const row = await deps.db.transaction().execute(async (trx) => {
    // serialize one member's records (the unique index is the last word; this gives the clear message)
    await trx.selectFrom('health_member').select('id').where('id', '=', member.id).forUpdate().executeTakeFirst()
    const existing = await trx.selectFrom('maternity_pregnancy').select('id').where('member_id', '=', member.id).executeTakeFirst()
    if (existing) throw badRequest(PREGNANCY_EXISTS)
    return trx
      .insertInto('maternity_pregnancy')
      .values({
        user_id: userId,
        member_id: member.id,
        lmp,
        height_cm: height === null ? null : roundTo(height, 1),
        pre_weight_kg: weight === null ? null : roundTo(weight, 1),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  })
  return toRecord(deps.db, row, member, now)
}

export async function queryPregnancy(deps: Deps, userId: number, memberId: number): Promise<PregnantRecord | null> {
  const member = await requireMember(deps.db, userId, memberId)
  const row = await deps.db
    .selectFrom('maternity_pregnancy')
    .selectAll()
    .where('user_id', '=', userId)
    .where('member_id', '=', member.id)
    .executeTakeFirst()
  return row ? toRecord(deps.db, row, member, deps.now()) : null
}

export async function deletePregnancy(deps: Deps, userId: number, id: number): Promise<number> {
  const p = await requirePregnancy(deps.db, userId, id)
  const r = await deps.db.deleteFrom('maternity_pregnancy').where('id', '=', p.id).where('user_id', '=', userId).executeTakeFirst()
  return Number(r.numDeletedRows)
}

// ------------------------------------------------------------------ schedule

export async function scheduleList(deps: Deps, userId: number, pregnancyId: number): Promise<MaternitySchedule[]> {
  const p = await requirePregnancy(deps.db, userId, pregnancyId)
  return scheduleOf(p, await checksOf(deps.db, p), businessToday(deps.now()))
}

export async function targetSchedule(deps: Deps, userId: number, pregnancyId: number, checkId: number): Promise<MaternitySchedule> {
  const list = await scheduleList(deps, userId, pregnancyId)
  const s = list.find((x) => x.checkId === checkId)
  if (!s) throw notFound(PRENATAL_CHECK_NOT_FOUND)
  return s
}

export async function nextSchedule(deps: Deps, userId: number, pregnancyId: number): Promise<NextMaternityScheduleRes> {
  const p = await requirePregnancy(deps.db, userId, pregnancyId)
  return nextOf(p, await checksOf(deps.db, p), businessToday(deps.now()))
}

/** plans a visit (checkDate inside its window, not before today; '' clears) and/or marks it done / not done */
export async function changeSchedule(deps: Deps, userId: number, body: ChangeMaternityScheduleReq): Promise<MaternitySchedule> {
  const now = deps.now()
  const p = await requirePregnancy(deps.db, userId, body.pregnancyId)
  const member = await requireMember(deps.db, userId, p.member_id)
  requireConsent(member)
  const check = prenatalCheckById(body.checkId)
  if (!check) throw notFound(PRENATAL_CHECK_NOT_FOUND)
  const patch: { planned_date?: string | null; done_at?: Date | null } = {}
  if (body.checkDate !== undefined) {
    const date = body.checkDate.trim()
    if (date === '') patch.planned_date = null
    else {
      const e = validatePrenatalCheckDate(p.lmp, check, date, now)
      if (e) throw badRequest(e)
      patch.planned_date = date
    }
  }
  if (body.done !== undefined) patch.done_at = body.done ? now : null
  await deps.db
    .insertInto('maternity_check')
    .values({
      user_id: userId,
      pregnancy_id: p.id,
      check_id: check.id,
      planned_date: patch.planned_date ?? null,
      done_at: patch.done_at ?? null,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['pregnancy_id', 'check_id']).doUpdateSet({ ...patch, updated_at: now }))
    .execute()
  return targetSchedule(deps, userId, p.id, check.id)
}

// ------------------------------------------------------------------ weeks and weights

export async function weekList(deps: Deps, userId: number, pregnancyId: number): Promise<PregnantWeekListRes> {
  const p = await requirePregnancy(deps.db, userId, pregnancyId)
  const today = businessToday(deps.now())
  // "孕N周" = N completed weeks (N⁺⁰ … N⁺⁶), as the record's weeks
  const currentWeek = Math.floor(Math.max(0, gestationalAgeDays(p.lmp, today) ?? 0) / 7)
  const list: PregnantWeekListRes['list'] = []
  for (const n of PREGNANCY_WEEK_NOTES)
    for (let week = n.from; week <= n.to; week++) {
      const startDate = dateAtGestationalAge(p.lmp, { weeks: week, days: 0 })!
      list.push({
        week,
        startDate,
        endDate: addDays(startDate, 6)!,
        current: week === currentWeek,
        baby: n.baby,
        mother: n.mother,
        tip: n.tip,
      })
    }
  return { currentWeek, list }
}

export async function trace(deps: Deps, userId: number, pregnancyId: number): Promise<PregnantWeight[]> {
  const p = await requirePregnancy(deps.db, userId, pregnancyId)
  return (await weightsOf(deps.db, p)).map((w) => toWeight(p, w))
}

/** the weight of a day (default today): between the LMP and today; a second one on the same day replaces it */
export async function addWeight(deps: Deps, userId: number, body: AddPregnantWeightReq): Promise<PregnantWeight> {
  const now = deps.now()
  const p = await requirePregnancy(deps.db, userId, body.pregnancyId)
  const member = await requireMember(deps.db, userId, p.member_id)
  requireConsent(member)
  const e = validateWeight(body.weightKg)
  if (e) throw badRequest(e)
  const today = businessToday(now)
  const date = (body.date ?? '').trim() || today
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || addDays(date, 0) === null) throw badRequest(PREGNANCY_WEIGHT_DATE_INVALID)
  if (date < p.lmp || date > today) throw badRequest(PREGNANCY_WEIGHT_DATE_OUT)
  const weight = roundTo(num(body.weightKg)!, 1)
  const row = await deps.db
    .insertInto('maternity_weight')
    .values({ user_id: userId, pregnancy_id: p.id, date, weight_kg: weight, created_at: now })
    .onConflict((oc) => oc.columns(['pregnancy_id', 'date']).doUpdateSet({ weight_kg: weight, created_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow()
  return toWeight(p, row)
}
