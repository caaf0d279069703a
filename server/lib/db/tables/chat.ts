/** Kysely table types of chat (server/modules/chat, migration 0800_chat_tables). Merged into DB by declaration merging. */
import type { ColumnType, Generated } from 'kysely'
import type { Json } from './browse'

export interface ChatConversationTable {
  id: Generated<number>
  hospital_id: number
  conv_key: string
  kind: string
  type: number
  name: string
  owner_user_id: number
  doctor_id: number | null
  studio_id: number | null
  last_seq: ColumnType<number, number | undefined, number>
  greeted: ColumnType<boolean, boolean | undefined, boolean>
  service_state: string | null
  rating: number | null
  /** migration 0920: the doctor asked for an evaluation; the consultation's patient archive */
  evaluate_launched_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  archive_id: ColumnType<number | null, number | null | undefined, number | null>
  /** migration 1320 (the workbench): the agent of a service conversation; when it entered the queue, was assigned, resolved */
  assignee_staff_id: ColumnType<number | null, number | null | undefined, number | null>
  queued_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  assigned_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  resolved_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  created_at: Date
  last_message_at: Date | null
}

export interface ChatMemberTable {
  conversation_id: number
  member_kind: string
  member_id: number
  read_seq: ColumnType<number, number | undefined, number>
  joined_at: Date
  quit_at: Date | null
  muted_until: Date | null
}

export interface ChatMessageTable {
  id: Generated<number>
  conversation_id: number
  seq: number
  sender_kind: string
  sender_id: number
  msg_type: string
  content: Json<Record<string, unknown>>
  client_msg_id: string | null
  created_at: Date
}

export interface ChatFloodTable {
  sender_key: string
  window_start: Date
  count: number
}

export interface ChatCallbackTable {
  id: Generated<number>
  user_id: number
  hospital_id: number
  phone: string
  created_at: Date
  handled_at: Date | null
}

export interface ChatTables {
  chat_callback: ChatCallbackTable
  chat_conversation: ChatConversationTable
  chat_member: ChatMemberTable
  chat_message: ChatMessageTable
  chat_flood: ChatFloodTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the chat tables to DB
  interface DB extends ChatTables {}
}
