/**
 * Kysely table types of the medical-record uploads (issue 13 item 7): a report or case document of a family member,
 * with its file. Merged into DB by declaration merging (schema.ts exports this file's type).
 */
import type { Generated } from 'kysely'

export interface HealthRecordFileTable {
  id: Generated<number>
  user_id: number
  member_id: number
  /** report | case (src/domain/records.ts RECORD_CATEGORIES) */
  category: string
  title: string
  /** 'YYYY-MM-DD' business date of the report or visit; '' = not given */
  record_date: string
  hospital: string
  note: string
  /** jpeg | png | pdf, read from the content (server/lib/upload-file.ts) */
  file_kind: string
  file_size: number
  /** the stored bytes (images without their metadata); never selected by the lists */
  file_data: Buffer
  created_at: Date
}

export interface RecordsTables {
  health_record_file: HealthRecordFileTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends RecordsTables {}
}
