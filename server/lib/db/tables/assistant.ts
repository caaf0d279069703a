/**
 * Tables of the AI health assistant (/aiChat, issue 15 item 5; migration 0810_assistant): a user's conversations
 * and their messages. The questions counted per minute and per day (the rate limit) are the user's rows of
 * assistant_message, so the limit holds across processes. The consent to send questions to an external provider
 * is kept in consent_log (subject 'account', purpose 'assistant_external').
 */
import type { ColumnType, Generated } from 'kysely'

type Json<T> = ColumnType<T, string, string>

export interface AssistantConversationTable {
  id: Generated<number>
  user_id: number
  hospital_id: number
  /** the first question, shortened */
  title: string
  created_at: Date
  updated_at: Date
}

export interface AssistantLinkJson {
  title: string
  url: string
  kind: string
}

export interface AssistantMessageTable {
  id: Generated<number>
  conversation_id: number
  user_id: number
  /** user | assistant */
  role: string
  content: string
  /** done | streaming | stopped | failed */
  status: string
  /** the red-flag rule id (src/domain/assistant RED_FLAGS) the question showed, or null */
  red_flag: string | null
  /** builtin | external | none (a question) */
  provider: string
  links: Json<AssistantLinkJson[]>
  created_at: Date
  updated_at: Date
}

export interface AssistantTables {
  assistant_conversation: AssistantConversationTable
  assistant_message: AssistantMessageTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends AssistantTables {}
}
