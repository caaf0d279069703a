/**
 * API contract of the staff console's report desk (issue 32 item 2): check-up reports entered for a booking of
 * the own hospital (the PDF + the structured values), reviewed by another member of staff, sent back with a
 * reason or published, and the critical values (危急值) listed for follow-up. Paths under /staff (the staff
 * area of server/modules/staff/scope.ts: cookie session, CSRF on writes); every read is an audited health read.
 * Every transition carries the `version` the member saw: compare-and-set, a stale one is a 409.
 */
import { RECORD_FILE_MAX_BYTES } from '../src/domain/records'
import { REPORT_DESK_LIMITS, REPORT_STATUSES } from '../src/domain/reportDesk'
import { Count, DateTimeString, Enum, Id, Nullable, PageNum, StrictObject, Type, type Static } from './lib'
import { ReportAdvice, ReportFlagSchema, ReportPerson } from './report'

/** the endpoint paths, full (prefix included): the console calls exactly these */
export const REPORT_DESK_PATHS = {
  /** GET StaffReportQuery (health:read) -> StaffReportListRes: the own hospital's reports by status / exam number */
  reports: '/staff/reports',
  /** GET StaffReportIdQuery (health:read) -> StaffReport: one report with its values (an audited read) */
  detail: '/staff/reports/detail',
  /** GET StaffReportIdQuery (health:read) -> application/pdf: the uploaded PDF (an audited read) */
  pdf: '/staff/reports/pdf',
  /** GET StaffReportBookingQuery (report:enter) -> StaffReportBooking[]: bookings of a day without a report yet */
  bookings: '/staff/reports/bookings',
  /** POST StaffReportCreateReq (report:enter) -> StaffReport: a report for a booking (-> entered) */
  create: '/staff/reports/create',
  /** POST StaffReportUpdateReq (report:enter) -> StaffReport: fix an entered or sent-back report (-> entered) */
  update: '/staff/reports/update',
  /** POST StaffReportVersionReq (report:review) -> StaffReport: entered -> reviewed, by another member than the one who entered it */
  review: '/staff/reports/review',
  /** POST StaffReportSendBackReq (report:review) -> StaffReport: entered / reviewed -> returned, with the reason */
  sendBack: '/staff/reports/send-back',
  /** POST StaffReportVersionReq (report:review) -> StaffReport: reviewed -> published: the patient sees it */
  publish: '/staff/reports/publish',
  /** GET StaffCriticalQuery (health:read) -> StaffCriticalListRes: the critical values, waiting ones first */
  critical: '/staff/reports/critical',
  /** POST StaffCriticalFollowUpReq (report:review) -> StaffCriticalItem: a critical value followed up, with a note */
  followUp: '/staff/reports/critical/follow-up',
} as const

/** the uploaded PDF's largest size (the upload rules of server/lib/upload-file.ts) */
export const REPORT_DESK_PDF_MAX_BYTES = RECORD_FILE_MAX_BYTES

export const ReportStatusSchema = Enum(REPORT_STATUSES)
export type ReportStatusValue = Static<typeof ReportStatusSchema>

const text = (maxLength: number = REPORT_DESK_LIMITS.text) => Type.String({ maxLength })

/** one item as entered (the flag is computed by src/domain reportItemFlag unless the member sets one) */
export const StaffReportItemInput = StrictObject({
  department: text(40),
  group: text(40),
  name: text(80),
  value: text(200),
  unit: Type.Optional(Nullable(text(20))),
  referenceRange: Type.Optional(Nullable(text(60))),
  /** the report's own flag, when the value cannot be read against the range (a text finding) */
  flag: Type.Optional(Nullable(ReportFlagSchema)),
  /** a critical value (危急值): listed for follow-up */
  critical: Type.Optional(Type.Boolean()),
})
export type StaffReportItemInput = Static<typeof StaffReportItemInput>

const values = {
  items: Type.Array(StaffReportItemInput, { maxItems: REPORT_DESK_LIMITS.items }),
  conclusions: Type.Array(text(), { maxItems: REPORT_DESK_LIMITS.conclusions }),
  advice: Type.Array(StrictObject({ title: text(60), text: text() }), { maxItems: REPORT_DESK_LIMITS.advice }),
}
const pdfBase64 = Type.String({ maxLength: Math.ceil((REPORT_DESK_PDF_MAX_BYTES * 4) / 3) + 64 })

/** POST create: the booking, the PDF as base64 (a data: URL prefix allowed), the values */
export const StaffReportCreateReq = StrictObject({ appointmentId: Id(), pdfBase64, ...values })
export type StaffReportCreateReq = Static<typeof StaffReportCreateReq>

/** POST update: the values replace the old ones; the PDF only when a new one is sent */
export const StaffReportUpdateReq = StrictObject({ id: Id(), version: Count(), pdfBase64: Type.Optional(pdfBase64), ...values })
export type StaffReportUpdateReq = Static<typeof StaffReportUpdateReq>

export const StaffReportVersionReq = StrictObject({ id: Id(), version: Count() })
export type StaffReportVersionReq = Static<typeof StaffReportVersionReq>

export const StaffReportSendBackReq = StrictObject({ id: Id(), version: Count(), reason: Type.String({ maxLength: 400 }) })
export type StaffReportSendBackReq = Static<typeof StaffReportSendBackReq>

export const StaffReportIdQuery = StrictObject({ id: Id() })
export type StaffReportIdQuery = Static<typeof StaffReportIdQuery>

export const StaffReportQuery = StrictObject({
  status: Type.Optional(ReportStatusSchema),
  /** the exam number (体检号), whole or its beginning */
  examNo: Type.Optional(Type.String({ maxLength: 40 })),
  pageNum: Type.Optional(PageNum()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type StaffReportQuery = Static<typeof StaffReportQuery>

/** a report in the queue (the person masked) */
export const StaffReportSummary = StrictObject({
  id: Id(),
  examNo: Type.String(),
  examDate: Type.String(),
  packageName: Type.String(),
  personName: Type.String(),
  status: ReportStatusSchema,
  statusStr: Type.String(),
  version: Count(),
  enteredBy: Nullable(Type.String()),
  reviewedBy: Nullable(Type.String()),
  sentBackReason: Nullable(Type.String()),
  abnormalCount: Count(),
  criticalCount: Count(),
  updatedAt: Nullable(DateTimeString()),
})
export type StaffReportSummary = Static<typeof StaffReportSummary>

export const StaffReportListRes = StrictObject({ list: Type.Array(StaffReportSummary), total: Count() })
export type StaffReportListRes = Static<typeof StaffReportListRes>

/** one item as stored, with the flag of src/domain reportItemFlag */
export const StaffReportItem = StrictObject({
  id: Id(),
  department: Type.String(),
  group: Type.String(),
  name: Type.String(),
  value: Type.String(),
  unit: Nullable(Type.String()),
  referenceRange: Nullable(Type.String()),
  flag: Nullable(ReportFlagSchema),
  flagLabel: Type.String(),
  abnormal: Type.Boolean(),
  critical: Type.Boolean(),
  followedUpAt: Nullable(DateTimeString()),
})
export type StaffReportItem = Static<typeof StaffReportItem>

export const StaffReport = StrictObject({
  ...StaffReportSummary.properties,
  appointmentId: Nullable(Id()),
  person: ReportPerson,
  /** the member who entered it (the reviewer must be another one) */
  enteredById: Nullable(Id()),
  conclusions: Type.Array(Type.String()),
  advice: Type.Array(ReportAdvice),
  items: Type.Array(StaffReportItem),
  hasPdf: Type.Boolean(),
  publishedAt: Nullable(DateTimeString()),
})
export type StaffReport = Static<typeof StaffReport>

/** GET bookings: a business day 'YYYY-MM-DD' (default today) */
export const StaffReportBookingQuery = StrictObject({ date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })) })
export type StaffReportBookingQuery = Static<typeof StaffReportBookingQuery>

/** a booking of the day with no report yet (not cancelled) */
export const StaffReportBooking = StrictObject({
  appointmentId: Id(),
  appointedDate: Type.String(),
  appointedTime: Type.String(),
  packageName: Type.String(),
  personName: Type.String(),
  /** masked */
  idNumber: Type.String(),
  /** 1 booked, 3 done (pe_appointment.status) */
  status: Count(),
})
export type StaffReportBooking = Static<typeof StaffReportBooking>
export const StaffReportBookingListRes = Type.Array(StaffReportBooking)

export const StaffCriticalQuery = StrictObject({ done: Type.Optional(Enum([0, 1] as const)) })
export type StaffCriticalQuery = Static<typeof StaffCriticalQuery>

export const StaffCriticalItem = StrictObject({
  itemId: Id(),
  reportId: Id(),
  examNo: Type.String(),
  examDate: Type.String(),
  personName: Type.String(),
  reportStatus: ReportStatusSchema,
  name: Type.String(),
  value: Type.String(),
  unit: Nullable(Type.String()),
  referenceRange: Nullable(Type.String()),
  flag: Nullable(ReportFlagSchema),
  followedUpAt: Nullable(DateTimeString()),
  followedUpBy: Nullable(Type.String()),
  followUpNote: Nullable(Type.String()),
})
export type StaffCriticalItem = Static<typeof StaffCriticalItem>
export const StaffCriticalListRes = Type.Array(StaffCriticalItem)

export const StaffCriticalFollowUpReq = StrictObject({ itemId: Id(), note: Type.String({ maxLength: 400 }) })
export type StaffCriticalFollowUpReq = Static<typeof StaffCriticalFollowUpReq>
