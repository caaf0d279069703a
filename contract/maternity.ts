/**
 * Maternity follow-up (issue 13 item 5; SPEC §7 "User services" pregnant-record and maternity-schedule endpoints
 * under user-center, "Reports and health records" pregnant/queryPregnantWeekList and PUT pregnant/addPregnantWeight
 * under health-ws). A pregnancy record belongs to one female family member (contract/health.ts Consultationer) and
 * is stored only while her separate consent for health data stands; withdrawing it deletes the record. Weeks, due
 * date, the check schedule and the weight-gain range come from src/domain/pregnancy and health.ts.
 */
import { Count, DateTimeString, Enum, Id, Int4, Nullable, StrictObject, Type, type Static } from './lib'

export const PRENATAL_STATUS_VALUES = ['done', 'current', 'upcoming', 'missed'] as const
export const REMINDER_LEVEL_VALUES = ['postTerm', 'now', 'missed', 'soon', 'later'] as const
export const WEIGHT_GAIN_STATUS_VALUES = ['偏低', '正常', '偏高'] as const

/** a form value the app sends as a number or a string (coerced to a string; the domain rule gives the messages) */
const NumberOrString = (description: string) =>
  Type.Unsafe<number | string>(Type.String({ maxLength: 12, description: `${description}; numbers are accepted (coerced)` }))

/** one visit of the standard schedule (孕前和孕期保健指南 2018) with its calendar window and state */
export const MaternitySchedule = StrictObject({
  /** 1-7 */
  checkId: Id(),
  /** '孕20-24周' */
  label: Type.String(),
  /** business dates of the window, both inclusive */
  startDate: Type.String(),
  endDate: Type.String(),
  status: Enum(PRENATAL_STATUS_VALUES),
  /** 已完成 / 进行中 / 未开始 / 已错过 */
  statusStr: Type.String(),
  /** the date the patient planned ('YYYY-MM-DD'), null when none */
  plannedDate: Nullable(Type.String()),
  /** when it was marked done */
  doneTime: Nullable(DateTimeString()),
  /** 37–41 weeks: a visit every week */
  weekly: Type.Boolean(),
  routine: Type.Array(Type.String()),
  required: Type.Array(Type.String()),
  optional: Type.Array(Type.String()),
})
export type MaternitySchedule = Static<typeof MaternitySchedule>

export const PrenatalReminder = StrictObject({
  level: Enum(REMINDER_LEVEL_VALUES),
  checkId: Nullable(Id()),
  text: Type.String(),
})
export type PrenatalReminder = Static<typeof PrenatalReminder>

export const PregnantWeight = StrictObject({
  id: Id(),
  /** business date of the weighing */
  date: Type.String(),
  weightKg: Type.Number(),
  /** gestational age on that date */
  week: Int4(),
  day: Int4(),
  /** weight − pre-pregnancy weight (null without a pre-pregnancy weight) */
  gainKg: Nullable(Type.Number()),
  /** WS/T 801-2022 recommended cumulative gain on that date (null without height and pre-pregnancy weight) */
  rangeMin: Nullable(Type.Number()),
  rangeMax: Nullable(Type.Number()),
  status: Nullable(Enum(WEIGHT_GAIN_STATUS_VALUES)),
})
export type PregnantWeight = Static<typeof PregnantWeight>

export const PregnantRecord = StrictObject({
  id: Id(),
  memberId: Id(),
  memberName: Type.String(),
  /** 'YYYY-MM-DD' */
  lastMenstrualPeriod: Type.String(),
  /** LMP + 280 days */
  dueDate: Type.String(),
  /** the business date the figures are for */
  today: Type.String(),
  weeks: Int4(),
  days: Int4(),
  /** '孕20周+3天' */
  gestationalAgeStr: Type.String(),
  trimester: Enum(['first', 'second', 'third'] as const),
  /** 孕早期 / 孕中期 / 孕晚期 */
  trimesterStr: Type.String(),
  /** days until the due date (negative after it) */
  daysToDue: Int4(),
  heightCm: Nullable(Type.Number()),
  prePregnancyWeightKg: Nullable(Type.Number()),
  /** pre-pregnancy BMI group (WS/T 428) and its WS/T 801-2022 total-gain range, when height and weight are known */
  weightGain: Nullable(
    StrictObject({ prePregnancyBmi: Type.Number(), group: Type.String(), totalMin: Type.Number(), totalMax: Type.Number() }),
  ),
  weekNote: Nullable(StrictObject({ baby: Type.String(), mother: Type.String(), tip: Type.String() })),
  reminder: Nullable(PrenatalReminder),
  nextCheck: Nullable(MaternitySchedule),
  latestWeight: Nullable(PregnantWeight),
  /** danger signs: see a doctor at once / call 120 */
  redFlags: Type.Array(Type.String()),
})
export type PregnantRecord = Static<typeof PregnantRecord>

/**
 * POST /user-center/createPregnantRecord — a pregnancy of one of the caller's female members (404 for another
 * account's member; 400 without her health consent, for a male member, for an LMP in the future or more than 44
 * weeks ago, for a second ongoing record). Height and pre-pregnancy weight are optional (the weight-gain range
 * needs both).
 */
export const CreatePregnantRecordReq = StrictObject({
  memberId: Id(),
  lastMenstrualPeriod: Type.String({ maxLength: 20 }),
  heightCm: Type.Optional(NumberOrString('cm')),
  prePregnancyWeightKg: Type.Optional(NumberOrString('kg')),
})
export type CreatePregnantRecordReq = Static<typeof CreatePregnantRecordReq>

/** GET /user-center/queryPregnantRecord?memberId= — the member's ongoing pregnancy, null when none */
export const QueryPregnantRecordQuery = StrictObject({ memberId: Id() })
export const PregnantRecordRes = StrictObject({ record: Nullable(PregnantRecord) })
export type PregnantRecordRes = Static<typeof PregnantRecordRes>

/** POST /user-center/deletePregnantRecord {id} (own name) — removes the record, its checks and weights */
export const DeletePregnantRecordReq = StrictObject({ id: Id() })
export const DeletePregnantRecordRes = StrictObject({ deleted: Count() })

/** the query of the schedule endpoints */
export const PregnancyIdQuery = StrictObject({ pregnancyId: Id() })
/** GET /user-center/queryMaternityScheduleList?pregnancyId= — the seven visits with their windows and states */
export const MaternityScheduleListRes = Type.Array(MaternitySchedule)
export type MaternityScheduleListRes = Static<typeof MaternityScheduleListRes>
/** GET /user-center/queryTargetMaternitySchedule?pregnancyId&checkId= */
export const TargetMaternityScheduleQuery = StrictObject({ pregnancyId: Id(), checkId: Type.Integer({ minimum: 1, maximum: 7 }) })
/**
 * POST /user-center/changeTargetMaternityScheduleCheckDate — plan a visit (checkDate inside its window, not
 * before today; '' clears it) and/or mark it done (done true) or not done (false).
 */
export const ChangeMaternityScheduleReq = StrictObject({
  pregnancyId: Id(),
  checkId: Type.Integer({ minimum: 1, maximum: 7 }),
  checkDate: Type.Optional(Type.String({ maxLength: 20 })),
  done: Type.Optional(Type.Boolean()),
})
export type ChangeMaternityScheduleReq = Static<typeof ChangeMaternityScheduleReq>
/** GET /user-center/nextMaternitySchedule?pregnancyId= — the next visit and the reminder */
export const NextMaternityScheduleRes = StrictObject({ next: Nullable(MaternitySchedule), reminder: Nullable(PrenatalReminder) })
export type NextMaternityScheduleRes = Static<typeof NextMaternityScheduleRes>

/** GET /user-center/queryPregnantTrace?pregnancyId= — the weight trace, oldest first */
export const PregnantTraceRes = StrictObject({ list: Type.Array(PregnantWeight) })
export type PregnantTraceRes = Static<typeof PregnantTraceRes>

/** GET /health-ws/pregnant/queryPregnantWeekList?pregnancyId= — weeks 1-42 with their dates and notes */
export const PregnantWeek = StrictObject({
  week: Int4(),
  /** business dates of the week (its 7 days) */
  startDate: Type.String(),
  endDate: Type.String(),
  current: Type.Boolean(),
  baby: Type.String(),
  mother: Type.String(),
  tip: Type.String(),
})
export const PregnantWeekListRes = StrictObject({ currentWeek: Int4(), list: Type.Array(PregnantWeek) })
export type PregnantWeekListRes = Static<typeof PregnantWeekListRes>

/** PUT /health-ws/pregnant/addPregnantWeight — the weight of a day (default today; one per day, a second replaces it) */
export const AddPregnantWeightReq = StrictObject({
  pregnancyId: Id(),
  weightKg: NumberOrString('kg'),
  date: Type.Optional(Type.String({ maxLength: 20 })),
})
export type AddPregnantWeightReq = Static<typeof AddPregnantWeightReq>
