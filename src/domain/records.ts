/**
 * Medical-record uploads (issue 13 item 7): the fields of an uploaded report or case, checked the same way by the
 * /addRecord form and by the server (createHealthRecord, addCasesInfo). Pure: no Taro, no server. The file's own
 * rules (kind from the content, size, metadata) are server/lib/upload-file.ts; the size cap is shared from here.
 */
import { isValidDateTime } from './time'
import {
  MAX_RECORDS_PER_MEMBER,
  RECORD_FILE_MAX_MB,
  RECORD_DATE_IN_FUTURE,
  RECORD_DATE_INVALID,
  RECORD_HOSPITAL_TOO_LONG,
  RECORD_NOTE_TOO_LONG,
  RECORD_TITLE_REQUIRED,
  RECORD_TITLE_TOO_LONG,
} from './messages/records'

export { RECORD_FILE_MAX_MB, MAX_RECORDS_PER_MEMBER }
export const RECORD_FILE_MAX_BYTES = RECORD_FILE_MAX_MB * 1024 * 1024

export const RECORD_CATEGORIES = ['report', 'case'] as const
export type RecordCategory = (typeof RECORD_CATEGORIES)[number]
export const RECORD_CATEGORY_LABELS: Record<RecordCategory, string> = { report: '检查报告', case: '病历' }

export interface RecordFields {
  title?: string
  recordDate?: string
  hospital?: string
  note?: string
}

/** the first problem of a record's fields (a message), or null; `today` is the business date 'YYYY-MM-DD' */
export function validateRecordFields(f: RecordFields, today: string): string | null {
  const title = (f.title ?? '').trim()
  if (!title) return RECORD_TITLE_REQUIRED
  if ([...title].length > 30) return RECORD_TITLE_TOO_LONG
  const date = (f.recordDate ?? '').trim()
  if (date) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isValidDateTime(date) || date < '1900-01-01') return RECORD_DATE_INVALID
    if (date > today) return RECORD_DATE_IN_FUTURE
  }
  if ([...(f.hospital ?? '').trim()].length > 40) return RECORD_HOSPITAL_TOO_LONG
  if ([...(f.note ?? '').trim()].length > 200) return RECORD_NOTE_TOO_LONG
  return null
}

/** '1.2MB', '356KB' */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)}MB`
  return `${Math.max(1, Math.round(bytes / 1024))}KB`
}
