/**
 * Children's vaccines (issue 13 item 6): a child member's schedule of the national immunization programme
 * (src/domain/vaccines, 2021 edition) on the business date, and the doses recorded as given. A child is a member
 * under 18; her data are kept only while her health consent stands (a child under 14 was added with the guardian's
 * consent, SPEC §6), deleted on withdrawal, with the member or with the account. Owner-checked (another account 404).
 */
import type { RecordVaccineDoseReq, VaccineAssistantRes, VaccineDoseItem } from '../../../contract/vaccine'
import type { AppDeps } from '../../lib/deps'
import { badRequest } from '../../lib/errors'
import {
  ADULT_AGE,
  VACCINE_STATUS_LABELS,
  ageOf,
  childAgeLabel,
  nextVaccineDoses,
  vaccineDoseLabel,
  vaccineSchedule,
  vaccineScheduleDoses,
  validateVaccineDoseDate,
  type ScheduledVaccineDose,
} from '../../../src/domain/health'
import { businessToday } from '../../../src/domain/time'
import { HEALTH_CONSENT_REQUIRED } from '../../../src/domain/messages/health'
import { VACCINE_DOSE_NOT_FOUND, VACCINE_MEMBER_NOT_CHILD } from '../../../src/domain/messages/maternity'
import { registerMemberHealthDataDeleter, registerMemberHealthDataExporter, requireMember, type MemberRow } from '../health'
import { VACCINE_DOSES } from '../../../src/domain/vaccines'
import { registerUserDataDeleter } from '../user'

type Deps = Pick<AppDeps, 'db' | 'now'>

/** the doses recorded as given, in the member's copy of its health data (exportHealthRecord, PIPL art. 45) */
registerMemberHealthDataExporter('vaccine', async (db, userId, memberId) => {
  const rows = await db
    .selectFrom('vaccine_dose_record')
    .selectAll()
    .where('user_id', '=', userId)
    .where('member_id', '=', memberId)
    .orderBy('date')
    .orderBy('id')
    .execute()
  return {
    vaccineDoses: rows.map((r) => {
      const d = VACCINE_DOSES.find((x) => x.id === r.dose_id)
      return { doseId: r.dose_id, vaccine: d?.vaccine ?? '', dose: d?.dose ?? 0, date: r.date }
    }),
  }
})
registerMemberHealthDataDeleter('vaccine', async (trx, userId, memberId) => {
  await trx.deleteFrom('vaccine_dose_record').where('user_id', '=', userId).where('member_id', '=', memberId).execute()
})
registerUserDataDeleter('vaccine', async (trx, user) => {
  await trx.deleteFrom('vaccine_dose_record').where('user_id', '=', user.id).execute()
})

/** the caller's child member with her consent, or 404 / 400 */
async function requireChild(deps: Deps, userId: number, memberId: number): Promise<MemberRow> {
  const m = await requireMember(deps.db, userId, memberId)
  if ((ageOf(m.birth_date, deps.now()) ?? ADULT_AGE) >= ADULT_AGE) throw badRequest(VACCINE_MEMBER_NOT_CHILD)
  if (m.health_consent_at === null) throw badRequest(HEALTH_CONSENT_REQUIRED)
  return m
}

function toItem(s: ScheduledVaccineDose): VaccineDoseItem {
  return {
    doseId: s.dose.id,
    label: vaccineDoseLabel(s.dose),
    vaccine: s.dose.vaccine,
    disease: s.dose.disease,
    ageLabel: s.dose.ageLabel,
    dueDate: s.dueDate,
    overdueFrom: s.overdueFrom,
    status: s.status,
    statusStr: VACCINE_STATUS_LABELS[s.status],
    doneDate: s.doneDate ?? null,
  }
}

export async function vaccineAssistant(deps: Deps, userId: number, memberId: number): Promise<VaccineAssistantRes> {
  const m = await requireChild(deps, userId, memberId)
  const today = businessToday(deps.now())
  const done = await deps.db
    .selectFrom('vaccine_dose_record')
    .select(['dose_id', 'date'])
    .where('user_id', '=', userId)
    .where('member_id', '=', m.id)
    .execute()
  const schedule = vaccineSchedule(
    m.birth_date,
    today,
    done.map((d) => ({ id: d.dose_id, date: d.date })),
  )
  return {
    memberId: m.id,
    name: m.name,
    birthDate: m.birth_date,
    ageStr: childAgeLabel(m.birth_date, today),
    today,
    next: nextVaccineDoses(schedule).map(toItem),
    schedule: schedule.map(toItem),
  }
}

/** records a dose as given (date default today, between birth and today) or removes the record */
export async function recordVaccineDose(deps: Deps, userId: number, body: RecordVaccineDoseReq): Promise<VaccineAssistantRes> {
  const m = await requireChild(deps, userId, body.memberId)
  if (!vaccineScheduleDoses().some((d) => d.id === body.doseId)) throw badRequest(VACCINE_DOSE_NOT_FOUND)
  const now = deps.now()
  if (body.done) {
    const date = (body.date ?? '').trim() || businessToday(now)
    const e = validateVaccineDoseDate(m.birth_date, date, now)
    if (e) throw badRequest(e)
    await deps.db
      .insertInto('vaccine_dose_record')
      .values({ user_id: userId, member_id: m.id, dose_id: body.doseId, date, created_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'dose_id']).doUpdateSet({ date, created_at: now }))
      .execute()
  } else {
    await deps.db
      .deleteFrom('vaccine_dose_record')
      .where('user_id', '=', userId)
      .where('member_id', '=', m.id)
      .where('dose_id', '=', body.doseId)
      .execute()
  }
  return vaccineAssistant(deps, userId, m.id)
}
