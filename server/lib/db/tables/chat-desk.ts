/** Kysely table types of the chat workbench (issue 32, migration 1320_chat_desk_workbench). Merged into DB. */
import type { Generated } from 'kysely'

/** an internal note of staff on a conversation (or a transfer's reason): never shown to the patient */
export interface ChatNoteTable {
  id: Generated<number>
  conversation_id: number
  hospital_id: number
  staff_id: number
  staff_name: string
  /** note | transfer */
  kind: string
  text: string
  created_at: Date
}

/** a quick reply: the hospital's (staff_id null) or one person's */
export interface ChatQuickReplyTable {
  id: Generated<number>
  hospital_id: number
  staff_id: number | null
  title: string
  text: string
  created_at: Date
  updated_at: Date
}

/** a staff member's status in the workbench: online | away */
export interface ChatPresenceTable {
  staff_id: number
  hospital_id: number
  status: string
  updated_at: Date
}

export interface ChatDeskTables {
  chat_note: ChatNoteTable
  chat_quick_reply: ChatQuickReplyTable
  chat_presence: ChatPresenceTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the workbench's tables to DB
  interface DB extends ChatDeskTables {}
}
