/** Kysely table types of the chat extras (migration 0920_chat_archives_evaluations). Merged into DB by declaration merging. */
import type { ColumnType, Generated } from 'kysely'
import type { Json } from './browse'

export interface ChatPatientArchiveTable {
  id: Generated<number>
  user_id: number
  name: string
  relation: string
  sex: number
  id_number_enc: string
  id_number_hash: string
  id_number_masked: string
  birthday: string | null
  phone: string
  allergies: string
  history: string
  is_default: boolean
  consent_at: Date
  created_at: Date
  updated_at: Date
}

export interface ChatEvaluationTable {
  id: Generated<number>
  conversation_id: number
  user_id: number
  doctor_id: number | null
  score: number
  tags: Json<string[]>
  content: string
  created_at: Date
}

export interface ChatImageTable {
  id: Generated<number>
  conversation_id: number
  uploader_kind: string
  uploader_id: number
  mime: string
  bytes: Buffer
  size: number
  created_at: Date
}

export interface HealthCourseTable {
  id: Generated<number>
  hospital_id: number
  category: string
  title: string
  teacher: string
  teacher_title: string
  summary: string
  cover_path: string
  lessons: number
  video_id: number | null
  article_id: number | null
  learn_num: ColumnType<number, number | undefined, number>
  sort: ColumnType<number, number | undefined, number>
  publish_time: Date
}

export interface Chat2Tables {
  chat_patient_archive: ChatPatientArchiveTable
  chat_evaluation: ChatEvaluationTable
  chat_image: ChatImageTable
  health_course: HealthCourseTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the chat-extra tables to DB
  interface DB extends Chat2Tables {}
}
