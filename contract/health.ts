/**
 * Health records (issue 13; SPEC §7 "User services" consultationer endpoints under user-center, and "Reports and
 * health records" body data under health-ws). Family members (consultationer) carry the separate consent for
 * sensitive personal information (PIPL art. 28–29) and, for a child under 14, the guardian's consent (art. 31);
 * body data are stored only for a member whose consent stands. Categories come from src/domain/health.ts.
 */
import { Count, DateTimeString, Enum, Id, Int4, Nullable, StrictObject, Type, type Static } from './lib'

export const MEMBER_RELATION_VALUES = ['self', 'spouse', 'parent', 'child', 'other'] as const
export const BODY_DATA_KINDS = ['bloodPressure', 'bloodGlucose', 'height', 'weight'] as const
export type BodyDataKind = (typeof BODY_DATA_KINDS)[number]
export const GLUCOSE_CONTEXT_VALUES = ['fasting', 'beforeMeal', 'after2h', 'random', 'bedtime'] as const

/** a form value the app sends as a number or a string (coerced to a string; the domain rule gives the messages) */
const NumberOrString = (description: string) =>
  Type.Unsafe<number | string>(Type.String({ maxLength: 12, description: `${description}; numbers are accepted (coerced)` }))

// ============================================================ family members (user-center consultationer)

export const Consultationer = StrictObject({
  id: Id(),
  name: Type.String(),
  relation: Enum(MEMBER_RELATION_VALUES),
  /** 本人 / 配偶 / 父母 / 子女 / 其他 */
  relationStr: Type.String(),
  /** 1 male, 2 female */
  sex: Enum([1, 2] as const),
  /** 'YYYY-MM-DD' */
  birthDate: Type.String(),
  /** full years today (business date) */
  age: Int4(),
  /** the separate consent for health data stands (PIPL art. 29); false = never given or withdrawn */
  healthConsent: Type.Boolean(),
  healthConsentTime: Nullable(DateTimeString()),
  /** under 14: the guardian's consent was given (PIPL art. 31) */
  guardianConsent: Type.Boolean(),
  minorUnder14: Type.Boolean(),
})
export type Consultationer = Static<typeof Consultationer>

/** GET /user-center/queryConsultationerList — the caller's members, 本人 first */
export const ConsultationerListRes = Type.Array(Consultationer)
export type ConsultationerListRes = Static<typeof ConsultationerListRes>

/** POST /user-center/createConsultationer — validateMember of src/domain/health.ts; healthConsent true to record data */
export const CreateConsultationerReq = StrictObject({
  name: Type.String({ maxLength: 40 }),
  relation: Type.String({ maxLength: 20 }),
  sex: Int4(),
  birthDate: Type.String({ maxLength: 20 }),
  /** the separate consent for sensitive personal information (may be given later) */
  healthConsent: Type.Optional(Type.Boolean()),
  /** required true for a child under 14 */
  guardianConsent: Type.Optional(Type.Boolean()),
})
export type CreateConsultationerReq = Static<typeof CreateConsultationerReq>

/** POST /user-center/editConsultationer — the same fields with the id */
export const EditConsultationerReq = StrictObject({ id: Id(), ...CreateConsultationerReq.properties })
export type EditConsultationerReq = Static<typeof EditConsultationerReq>

/** POST /user-center/deleteConsultationer {id} — deletes the member and all of its health data */
export const DeleteConsultationerReq = StrictObject({ id: Id() })
export type DeleteConsultationerReq = Static<typeof DeleteConsultationerReq>
export const DeleteConsultationerRes = StrictObject({ deleted: Count() })
export type DeleteConsultationerRes = Static<typeof DeleteConsultationerRes>

/**
 * POST /user-center/consultationerConsent {id, healthConsent} — grant (true) or withdraw (false) the separate
 * consent; withdrawing deletes the member's health data (PIPL art. 47) and stops new data being stored.
 */
export const ConsultationerConsentReq = StrictObject({ id: Id(), healthConsent: Type.Boolean() })
export type ConsultationerConsentReq = Static<typeof ConsultationerConsentReq>
export const ConsultationerConsentRes = StrictObject({ member: Consultationer, deletedRecords: Count() })
export type ConsultationerConsentRes = Static<typeof ConsultationerConsentRes>

// ============================================================ body data (health-ws)

export const BodyData = StrictObject({
  id: Id(),
  memberId: Id(),
  kind: Enum(BODY_DATA_KINDS),
  /** mmHg (bloodPressure) */
  systolic: Nullable(Int4()),
  diastolic: Nullable(Int4()),
  /** beats per minute (bloodPressure, optional) */
  pulse: Nullable(Int4()),
  /** mmol/L (bloodGlucose) */
  glucose: Nullable(Type.Number()),
  glucoseContext: Nullable(Enum(GLUCOSE_CONTEXT_VALUES)),
  /** 空腹 / 餐前 / 餐后2小时 / 随机 / 睡前 ('' otherwise) */
  glucoseContextStr: Type.String(),
  /** cm (height) */
  heightCm: Nullable(Type.Number()),
  /** kg (weight) */
  weightKg: Nullable(Type.Number()),
  /** kg/m², one decimal (weight, when a height is known) */
  bmi: Nullable(Type.Number()),
  /** the category of src/domain/health.ts ('' when the kind has none: height; weight of a minor) */
  category: Type.String(),
  /** true when the category is not 正常 (the screen colours it) */
  abnormal: Type.Boolean(),
  measuredAt: DateTimeString(),
})
export type BodyData = Static<typeof BodyData>

/**
 * POST /health-ws/createBodyData — one reading of a member. The fields of its kind are required and validated
 * with src/domain/health.ts (impossible values → 400 with the message); measuredAt 'YYYY-MM-DD HH:mm[:ss]'
 * (business time, default now, never in the future). Refused (400) while the member's health consent is missing.
 */
export const CreateBodyDataReq = StrictObject({
  memberId: Id(),
  kind: Type.String({ maxLength: 20 }),
  systolic: Type.Optional(NumberOrString('mmHg, whole')),
  diastolic: Type.Optional(NumberOrString('mmHg, whole')),
  pulse: Type.Optional(NumberOrString('beats per minute, whole')),
  glucose: Type.Optional(NumberOrString('mmol/L')),
  glucoseContext: Type.Optional(Type.String({ maxLength: 20 })),
  heightCm: Type.Optional(NumberOrString('cm')),
  weightKg: Type.Optional(NumberOrString('kg')),
  measuredAt: Type.Optional(Type.String({ maxLength: 25 })),
})
export type CreateBodyDataReq = Static<typeof CreateBodyDataReq>

/** POST /health-ws/editBodyData — the same fields with the id (the kind cannot change) */
export const EditBodyDataReq = StrictObject({ id: Id(), ...CreateBodyDataReq.properties })
export type EditBodyDataReq = Static<typeof EditBodyDataReq>

/** POST /health-ws/delBodyData {id} */
export const DelBodyDataReq = StrictObject({ id: Id() })
export type DelBodyDataReq = Static<typeof DelBodyDataReq>
export const DelBodyDataRes = StrictObject({ deleted: Count() })
export type DelBodyDataRes = Static<typeof DelBodyDataRes>

/** GET /health-ws/queryBodyData?id= */
export const QueryBodyDataQuery = StrictObject({ id: Id() })

/**
 * GET /health-ws/queryBodyDataList?memberId&kind&range=day|week|month&date=YYYY-MM-DD — the readings of one
 * member and kind in the business day / week (Monday first) / month containing `date` (default today), oldest
 * first (the chart's order), with the period's bounds.
 */
export const QueryBodyDataListQuery = StrictObject({
  memberId: Id(),
  kind: Type.String({ maxLength: 20 }),
  range: Type.Optional(Type.String({ maxLength: 10 })),
  date: Type.Optional(Type.String({ maxLength: 20 })),
})
export type QueryBodyDataListQuery = Static<typeof QueryBodyDataListQuery>
export const BodyDataListRes = StrictObject({
  range: Enum(['day', 'week', 'month'] as const),
  /** first and last business date of the period */
  from: Type.String(),
  to: Type.String(),
  list: Type.Array(BodyData),
})
export type BodyDataListRes = Static<typeof BodyDataListRes>

/** GET /health-ws/queryHealthRecordInfo?memberId= — the member and the latest reading of each kind (null when none) */
export const QueryHealthRecordInfoQuery = StrictObject({ memberId: Id() })
export const HealthRecordInfoRes = StrictObject({
  member: Consultationer,
  latest: StrictObject({
    bloodPressure: Nullable(BodyData),
    bloodGlucose: Nullable(BodyData),
    height: Nullable(BodyData),
    weight: Nullable(BodyData),
  }),
})
export type HealthRecordInfoRes = Static<typeof HealthRecordInfoRes>

/** the query of GET /health-ws/exportHealthRecord */
export const ExportHealthRecordQuery = StrictObject({ memberId: Id() })
export const HealthConsentEvent = StrictObject({
  kind: Enum(['health', 'guardian'] as const),
  action: Enum(['grant', 'withdraw'] as const),
  time: DateTimeString(),
})

// ============================================================ tags (/addLabel) and medical history (health-ws)

export const MemberLabel = StrictObject({
  id: Id(),
  category: Enum(['chronic', 'allergy', 'custom'] as const),
  /** 慢性病 / 过敏 / 自定义 */
  categoryStr: Type.String(),
  name: Type.String(),
})
export type MemberLabel = Static<typeof MemberLabel>
/** GET /health-ws/queryMemberLabels?memberId= */
export const MemberLabelsQuery = StrictObject({ memberId: Id() })
export const MemberLabelListRes = Type.Array(MemberLabel)
export type MemberLabelListRes = Static<typeof MemberLabelListRes>
/** POST /health-ws/saveMemberLabels — replaces the member's tags (validateLabel; at most 20; needs the health consent) */
export const SaveMemberLabelsReq = StrictObject({
  memberId: Id(),
  labels: Type.Array(StrictObject({ category: Type.String({ maxLength: 20 }), name: Type.String({ maxLength: 40 }) }), { maxItems: 100 }),
})
export type SaveMemberLabelsReq = Static<typeof SaveMemberLabelsReq>

export const MedicalHistory = StrictObject({
  id: Id(),
  memberId: Id(),
  type: Enum(['past', 'surgery', 'family'] as const),
  /** 既往病史 / 手术史 / 家族病史 */
  typeStr: Type.String(),
  name: Type.String(),
  /** 'YYYY', 'YYYY-MM', 'YYYY-MM-DD' or '' */
  since: Type.String(),
  note: Type.String(),
})
export type MedicalHistory = Static<typeof MedicalHistory>
/** GET /health-ws/queryMedicalHistory?memberId= */
export const MedicalHistoryQuery = StrictObject({ memberId: Id() })
export const MedicalHistoryListRes = Type.Array(MedicalHistory)
export type MedicalHistoryListRes = Static<typeof MedicalHistoryListRes>
/** POST /health-ws/addMedicalHistory — validateMedicalHistory; needs the health consent */
export const AddMedicalHistoryReq = StrictObject({
  memberId: Id(),
  type: Type.String({ maxLength: 20 }),
  name: Type.String({ maxLength: 100 }),
  since: Type.Optional(Type.String({ maxLength: 20 })),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
})
export type AddMedicalHistoryReq = Static<typeof AddMedicalHistoryReq>
/** POST /health-ws/delMedicalHistory {id} */
export const DelMedicalHistoryReq = StrictObject({ id: Id() })

/** GET /health-ws/exportHealthRecord?memberId= — all of a member's health data as JSON (PIPL art. 45: a copy) */
/** the member's pregnancy in the export (maternity module): the record, its prenatal checks and weights */
export const PregnancyExport = StrictObject({
  lastMenstrualPeriod: Type.String(),
  dueDate: Type.String(),
  heightCm: Nullable(Type.Number()),
  preWeightKg: Nullable(Type.Number()),
  checks: Type.Array(
    StrictObject({
      checkId: Id(),
      label: Type.String(),
      plannedDate: Nullable(Type.String()),
      doneTime: Nullable(DateTimeString()),
    }),
  ),
  weights: Type.Array(StrictObject({ date: Type.String(), weightKg: Type.Number() })),
})
export type PregnancyExport = Static<typeof PregnancyExport>

/** a vaccine dose recorded as given (maternity module's vaccine assistant) */
export const VaccineDoseExport = StrictObject({ doseId: Type.String(), vaccine: Type.String(), dose: Int4(), date: Type.String() })
export type VaccineDoseExport = Static<typeof VaccineDoseExport>

/** an uploaded report or case in the export: its description (the files themselves are downloaded one by one) */
export const RecordFileExport = StrictObject({
  id: Id(),
  category: Type.String(),
  title: Type.String(),
  recordDate: Type.String(),
  hospital: Type.String(),
  note: Type.String(),
  fileKind: Type.String(),
  fileSize: Count(),
  createTime: DateTimeString(),
})
export type RecordFileExport = Static<typeof RecordFileExport>

export const HealthExportRes = StrictObject({
  exportedAt: DateTimeString(),
  member: Consultationer,
  consents: Type.Array(HealthConsentEvent),
  labels: Type.Array(MemberLabel),
  medicalHistory: Type.Array(MedicalHistory),
  bodyData: Type.Array(BodyData),
  /** null when the member has no pregnancy record */
  pregnancy: Nullable(PregnancyExport),
  vaccineDoses: Type.Array(VaccineDoseExport),
  records: Type.Array(RecordFileExport),
})
export type HealthExportRes = Static<typeof HealthExportRes>
