/**
 * API contract of the staff console's check-up packages and questionnaires (issue 33 items 1, 4), of the session's
 * hospital (permission content:manage). A package: name, price in fen, base items by department, add-ons with
 * prices in fen, eligibility and conflicts (by name in a save, mutual), the package's eligibility (sex, age range,
 * married / sexual history), the pre-exam notice, the pool it books from; checked by src/domain/checkup
 * checkPackageDraft. A questionnaire: the survey schema of src/domain/survey (checked by validateSchema), published
 * or not; editing a questionnaire that has answers makes a new version (answers keep theirs).
 * Prices are integers in fen; negative ones reach the domain check (its message), never an ajv message.
 */
import { SurveySchema } from './survey'
import { Count, DateTimeString, Enum, Id, Int4, Nullable, StrictObject, Type, type Static } from './lib'

export const STAFF_PACKAGE_PATHS = {
  /** GET StaffPackageQuery -> StaffPackageListRes: the own hospital's packages (listed or not) */
  packages: '/staff/packages',
  /** GET StaffPackageIdQuery -> StaffPackage */
  detail: '/staff/packages/detail',
  /** POST StaffPackageSaveReq -> StaffPackage: create (no id) or replace a package (id) */
  save: '/staff/packages/save',
  /** POST StaffPackageListedReq -> StaffPackage: 上架 / 下架 */
  listed: '/staff/packages/listed',
} as const

export const STAFF_SURVEY_PATHS = {
  /** GET -> StaffSurveyListRes: the own hospital's questionnaires */
  surveys: '/staff/surveys',
  /** GET StaffSurveyIdQuery -> StaffSurvey */
  detail: '/staff/surveys/detail',
  /** POST StaffSurveySaveReq -> StaffSurvey: create (no id) or edit (id; a new version once answered) */
  save: '/staff/surveys/save',
  /** POST StaffSurveyPublishReq -> StaffSurvey: publish (open to answers) or unpublish */
  publish: '/staff/surveys/publish',
} as const

const SexLimit = Enum([0, 1, 2] as const)
/** stored age bounds: 0 / 150 = open */
const Age = Type.Integer({ minimum: -1000, maximum: 1000 })

export const StaffPackageIdQuery = StrictObject({ id: Id() })
export const StaffPackageQuery = StrictObject({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  /** 1 listed, 0 not listed */
  listed: Type.Optional(Enum([0, 1] as const)),
})

export const StaffPackageItem = StrictObject({
  name: Type.String({ maxLength: 60 }),
  meaning: Type.Optional(Type.String({ maxLength: 200 })),
})
export const StaffPackageItemGroup = StrictObject({
  department: Type.String({ maxLength: 30 }),
  items: Type.Array(StaffPackageItem, { maxItems: 100 }),
})

const addOnProps = {
  name: Type.String({ maxLength: 60 }),
  desc: Type.Optional(Type.String({ maxLength: 200 })),
  /** the "X" group (肿瘤筛查, 心脑血管, ...) */
  category: Type.Optional(Type.String({ maxLength: 20 })),
  priceFen: Int4(),
  sexLimit: Type.Optional(SexLimit),
  minAge: Type.Optional(Nullable(Age)),
  maxAge: Type.Optional(Nullable(Age)),
  requiresSexualHistory: Type.Optional(Type.Boolean()),
  /** names of the package's other add-ons this one cannot be chosen with */
  conflicts: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 50 })),
}
export const StaffPackageAddOnReq = StrictObject({ id: Type.Optional(Id()), ...addOnProps })

export const StaffPackageSaveReq = StrictObject({
  id: Type.Optional(Id()),
  packageName: Type.String({ maxLength: 200 }),
  /** a category of the own hospital (the check-up home groups packages by it) */
  categoryId: Id(),
  priceFen: Int4(),
  linedPriceFen: Type.Optional(Int4()),
  sellPoint: Type.Optional(Type.String({ maxLength: 100 })),
  /** an uploaded goods picture (/staff/goods/images) or the package's own */
  image: Type.Optional(Type.String({ maxLength: 300 })),
  sexLimit: SexLimit,
  minAge: Age,
  maxAge: Age,
  /** 已婚或有性生活史 only (a gynaecological package) */
  married: Type.Optional(Type.Boolean()),
  itemGroups: Type.Array(StaffPackageItemGroup, { maxItems: 30 }),
  addOns: Type.Array(StaffPackageAddOnReq, { maxItems: 50 }),
  /** the pre-exam notice (fasting, clothing, ...) */
  notice: Type.Optional(Type.String({ maxLength: 4000 })),
  /** the package whose appointment slots this one books; none = its own */
  poolPackageId: Type.Optional(Nullable(Id())),
  listed: Type.Optional(Type.Boolean()),
})
export type StaffPackageSaveReq = Static<typeof StaffPackageSaveReq>

export const StaffPackageAddOn = StrictObject({
  id: Id(),
  name: Type.String(),
  desc: Type.String(),
  category: Type.String(),
  priceFen: Int4(),
  sexLimit: SexLimit,
  minAge: Nullable(Int4()),
  maxAge: Nullable(Int4()),
  requiresSexualHistory: Type.Boolean(),
  conflicts: Type.Array(Type.String()),
})
export type StaffPackageAddOn = Static<typeof StaffPackageAddOn>

export const StaffPackage = StrictObject({
  id: Id(),
  goodsId: Id(),
  packageName: Type.String(),
  categoryId: Id(),
  categoryName: Type.String(),
  priceFen: Int4(),
  linedPriceFen: Int4(),
  sellPoint: Type.String(),
  image: Type.String(),
  imageUrl: Type.String(),
  sexLimit: SexLimit,
  minAge: Int4(),
  maxAge: Int4(),
  married: Type.Boolean(),
  itemGroups: Type.Array(
    StrictObject({ department: Type.String(), items: Type.Array(StrictObject({ name: Type.String(), meaning: Type.String() })) }),
  ),
  addOns: Type.Array(StaffPackageAddOn),
  notice: Type.String(),
  /** null: its own slots */
  poolPackageId: Nullable(Id()),
  listed: Type.Boolean(),
})
export type StaffPackage = Static<typeof StaffPackage>
export const StaffPackageListRes = StrictObject({ list: Type.Array(StaffPackage) })
export type StaffPackageListRes = Static<typeof StaffPackageListRes>

export const StaffPackageListedReq = StrictObject({ id: Id(), listed: Type.Boolean() })

// ------------------------------------------------------------------ questionnaires

export const StaffSurveyIdQuery = StrictObject({ id: Id() })

export const StaffSurveySaveReq = StrictObject({
  id: Type.Optional(Id()),
  title: Type.String({ maxLength: 200 }),
  intro: Type.Optional(Type.String({ maxLength: 1000 })),
  kind: Enum(['survey', 'onePlus'] as const),
  schema: SurveySchema,
  /** submissions per person; 0 = no limit */
  maxPerPerson: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  startTime: Type.Optional(Nullable(DateTimeString())),
  endTime: Type.Optional(Nullable(DateTimeString())),
  /** asks for health information: a submission needs the separate consent */
  sensitive: Type.Optional(Type.Boolean()),
})
export type StaffSurveySaveReq = Static<typeof StaffSurveySaveReq>

export const StaffSurvey = StrictObject({
  id: Id(),
  code: Type.String(),
  title: Type.String(),
  intro: Type.String(),
  kind: Enum(['survey', 'onePlus'] as const),
  schema: SurveySchema,
  maxPerPerson: Count(),
  startTime: Nullable(DateTimeString()),
  endTime: Nullable(DateTimeString()),
  sensitive: Type.Boolean(),
  published: Type.Boolean(),
  /** the schema's version: answers keep the one they answered */
  version: Count(),
  /** answer sheets given (all versions) */
  answers: Count(),
})
export type StaffSurvey = Static<typeof StaffSurvey>
export const StaffSurveyListRes = StrictObject({ list: Type.Array(StaffSurvey) })
export type StaffSurveyListRes = Static<typeof StaffSurveyListRes>

export const StaffSurveyPublishReq = StrictObject({ id: Id(), published: Type.Boolean() })
