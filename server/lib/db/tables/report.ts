/**
 * Kysely table types of check-up reports (issue 12 item 9): a report (one exam of one person at one
 * institution) and its results. Merged into DB by declaration merging (schema.ts imports this file).
 * Health data: never logged, read only with the owner's id.
 */
import type { ColumnType, Generated } from 'kysely'
import type { Json } from './browse'

export interface ReportAdviceJson {
  /** the finding the advice is about ('血脂偏高') */
  title: string
  /** what to do (diet, exercise, follow-up) */
  text: string
}

export interface ExamReportTable {
  id: Generated<number>
  /** the hospital's exam number (体检号), unique */
  exam_no: string
  hospital_id: number
  /** the account the report is on; null until linked (/checkupReport) */
  user_id: number | null
  person_name: string
  /** 1 male, 0 female (SPEC §3) */
  sex: number
  /** age on the exam date */
  age: number
  /** sha256 of 'report-person:' + the upper-cased ID number: the same person across reports, and the identity check when linking */
  person_digest: string
  /** src/domain maskIdNumber of the ID number */
  id_number_masked: string
  /** 'YYYY-MM-DD', business zone */
  exam_date: string
  package_name: string
  institution: string
  /** 主检医生 */
  chief_doctor: string
  /** the overall conclusions, in the report's order */
  conclusions: Json<string[]>
  advice: Json<ReportAdviceJson[]>
  linked_at: Date | null
  created_at: Date
  /** the staff workflow (migration 1310, issue 32): entered | returned | reviewed | published; the patient sees only published */
  status: ColumnType<ReportStatusValue, ReportStatusValue | undefined, ReportStatusValue>
  /** bumped by every staff change: each transition is compare-and-set on status + version */
  version: Generated<number>
  /** the booking (pe_appointment) a staff-entered report is for; one report per booking */
  appointment_id: ColumnType<number | null, number | null | undefined, number | null>
  entered_by: ColumnType<number | null, number | null | undefined, number | null>
  entered_by_name: ColumnType<string | null, string | null | undefined, string | null>
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>
  reviewed_by_name: ColumnType<string | null, string | null | undefined, string | null>
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  published_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** why the reviewer sent it back (status returned) */
  sent_back_reason: ColumnType<string | null, string | null | undefined, string | null>
  updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** src/domain/reportDesk REPORT_STATUSES */
export type ReportStatusValue = 'entered' | 'returned' | 'reviewed' | 'published'

export interface ExamReportItemTable {
  id: Generated<number>
  report_id: number
  /** order within the report */
  seq: number
  /** 检验科, 超声科, 内科 ... */
  department: string
  /** 血常规, 肝功能 ... (the item group as printed) */
  item_group: string
  name: string
  /** the result as printed: '6.2', '阴性', '未见明显异常' */
  value: string
  unit: string | null
  reference_range: string | null
  /** the report's own flag (↑ ↓ 阳性 异常 正常), else read from the range (src/domain/checkup reportItemFlag) */
  flag: string | null
  /** a critical value (危急值) marked by the staff who entered it (migration 1310) */
  critical: ColumnType<boolean, boolean | undefined, boolean>
  followed_up_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  followed_up_by_name: ColumnType<string | null, string | null | undefined, string | null>
  follow_up_note: ColumnType<string | null, string | null | undefined, string | null>
}

/** the PDF uploaded with a staff-entered report (bytes checked by server/lib/upload-file.ts sniffUploadKind) */
export interface ReportPdfTable {
  report_id: number
  hospital_id: number
  bytes: Buffer
  created_at: Date
}

/** link attempts (/checkupReport): one row per key ('u:<userId>', 'ip:<address>'), reserved atomically */
export interface ReportLinkGuardTable {
  key: string
  window_start: Date
  attempts: number
}

export interface ReportTables {
  exam_report: ExamReportTable
  exam_report_item: ExamReportItemTable
  report_link_guard: ReportLinkGuardTable
  report_pdf: ReportPdfTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends ReportTables {}
}
