/**
 * API contract of check-up reports (SPEC §7 Reports: zeus/report/queryReportListByPage, queryReportInfo,
 * reportInfo/queryList, reportInfo/queryDetail/{id}; plus the report PDF and the /checkupReport link).
 * Health data: the owner's account only (reports of a family member the owner added are on the owner's
 * account), identity masked, never logged. The server validates and serializes with these schemas.
 */
import { Count, DateTimeString, Enum, Id, Int4, Nullable, PageNum, PageQuery, StrictObject, Type, type Static } from './lib'

/** ↑ above, ↓ below the range, 阳性 where negative is expected, 异常 a text finding, 正常 (src/domain/checkup ReportFlag) */
export const ReportFlagSchema = Enum(['↑', '↓', '阳性', '异常', '正常'] as const)

/** who a report is about (identity masked) */
export const ReportPerson = StrictObject({
  /** the same person across reports (opaque) */
  personKey: Type.String(),
  name: Type.String(),
  /** 1 male, 0 female */
  sex: Enum([0, 1] as const),
  sexStr: Type.String(),
  /** age on the exam date */
  age: Int4(),
  /** masked ID number (src/domain maskIdNumber) */
  idNumber: Type.String(),
})
export type ReportPerson = Static<typeof ReportPerson>

/** a report in a list */
export const ReportSummary = StrictObject({
  id: Id(),
  examNo: Type.String(),
  /** 'YYYY-MM-DD' */
  examDate: Type.String(),
  year: Int4(),
  packageName: Type.String(),
  institution: Type.String(),
  person: ReportPerson,
  abnormalCount: Count(),
  itemCount: Count(),
})
export type ReportSummary = Static<typeof ReportSummary>

/** a person who has reports on the account, for the filter */
export const ReportPersonOption = StrictObject({ personKey: Type.String(), name: Type.String() })
export type ReportPersonOption = Static<typeof ReportPersonOption>

const pattern = '^[0-9a-f]{16}$'
const filterProps = {
  /** one person's reports (ReportPerson.personKey) */
  personKey: Type.Optional(Type.String({ pattern, description: 'ReportPerson.personKey' })),
  year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2999 })),
}

/** GET /zeus/report/queryReportListByPage */
export const ReportListQuery = StrictObject({ ...PageQuery, ...filterProps })
export type ReportListQuery = Static<typeof ReportListQuery>
export const ReportListPage = StrictObject({
  list: Type.Array(ReportSummary),
  total: Count(),
  pageNum: PageNum(),
  pageSize: Count(),
  hasMore: Type.Boolean(),
  /** every person with reports on the account (whatever the filter) */
  persons: Type.Array(ReportPersonOption),
  /** the years with reports of the chosen person (all persons without one), newest first */
  years: Type.Array(Int4()),
})
export type ReportListPage = Static<typeof ReportListPage>

/** POST /zeus/reportInfo/queryList: every report of the filter, newest first */
export const ReportQueryListReq = StrictObject(filterProps)
export type ReportQueryListReq = Static<typeof ReportQueryListReq>
export const ReportQueryListRes = Type.Array(ReportSummary)
export type ReportQueryListRes = Static<typeof ReportQueryListRes>

/** one earlier value of an item (same person, same item and unit) */
export const ReportTrendPoint = StrictObject({ date: Type.String(), value: Type.Number(), flag: Nullable(ReportFlagSchema) })
export type ReportTrendPoint = Static<typeof ReportTrendPoint>

/** one result */
export const ReportItem = StrictObject({
  id: Id(),
  department: Type.String(),
  group: Type.String(),
  name: Type.String(),
  value: Type.String(),
  unit: Nullable(Type.String()),
  referenceRange: Nullable(Type.String()),
  /** null when it cannot be told (src/domain reportItemFlag) */
  flag: Nullable(ReportFlagSchema),
  /** 偏高 / 偏低 / 阳性 / 异常 / 正常, '' without a flag */
  flagLabel: Type.String(),
  /** this report's value and the earlier ones, oldest first (numeric items; empty otherwise) */
  trend: Type.Array(ReportTrendPoint),
  /** up / down / flat against the previous report, null without one */
  trendDirection: Nullable(Enum(['up', 'down', 'flat'] as const)),
})
export type ReportItem = Static<typeof ReportItem>

export const ReportAdvice = StrictObject({ title: Type.String(), text: Type.String() })
export type ReportAdvice = Static<typeof ReportAdvice>

/** GET /zeus/report/queryReportInfo?id= and GET /zeus/reportInfo/queryDetail/{id} */
export const ReportDetail = StrictObject({
  id: Id(),
  examNo: Type.String(),
  examDate: Type.String(),
  packageName: Type.String(),
  institution: Type.String(),
  chiefDoctor: Type.String(),
  person: ReportPerson,
  conclusions: Type.Array(Type.String()),
  advice: Type.Array(ReportAdvice),
  /** the abnormal items, in the report's order */
  abnormal: Type.Array(ReportItem),
  /** every item by department */
  departments: Type.Array(StrictObject({ department: Type.String(), items: Type.Array(ReportItem) })),
  abnormalCount: Count(),
  itemCount: Count(),
  /** the path of the PDF (GET, same login) */
  pdfPath: Type.String(),
  linkedAt: Nullable(DateTimeString()),
})
export type ReportDetail = Static<typeof ReportDetail>

export const ReportIdQuery = StrictObject({ id: Id() })
export type ReportIdQuery = Static<typeof ReportIdQuery>
export const ReportIdParams = StrictObject({ id: Id() })
export type ReportIdParams = Static<typeof ReportIdParams>

/** POST /zeus/report/linkReport (/checkupReport): find a report not yet on an account by exam number + identity, and add it */
export const ReportLinkReq = StrictObject({
  examNo: Type.String({ maxLength: 40 }),
  name: Type.String({ maxLength: 40 }),
  idNumber: Type.String({ maxLength: 40 }),
})
export type ReportLinkReq = Static<typeof ReportLinkReq>
