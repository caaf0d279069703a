/**
 * The chat workbench of the staff console (issue 32 item 3): a doctor's staff account linked to its doctor, the
 * assignment of a service conversation (the agent, when it entered the queue, when it was assigned, resolved),
 * internal notes (their own table: never a chat message, so never in a patient's history or sequence), quick
 * replies per hospital and per person, and each staff member's online / away status.
 * Names start with 1320_chat_desk. Never edit a released migration: append a new one.
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const chatDeskMigrations: Record<string, Migration> = {
  '1320_chat_desk_workbench': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('staff_account').addColumn('doctor_id', 'integer').execute()
      await db.schema
        .alterTable('chat_conversation')
        .addColumn('assignee_staff_id', 'integer')
        .addColumn('queued_at', 'timestamptz')
        .addColumn('assigned_at', 'timestamptz')
        .addColumn('resolved_at', 'timestamptz')
        .execute()
      // a conversation already waiting when this runs entered the queue with its last message
      await sql`update chat_conversation set queued_at = coalesce(last_message_at, created_at) where service_state = 'waiting'`.execute(db)
      await db.schema
        .createIndex('chat_conversation_queue_idx')
        .on('chat_conversation')
        .columns(['hospital_id', 'kind', 'service_state'])
        .execute()
      await db.schema
        .createTable('chat_note')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('conversation_id', 'integer', (c) => c.notNull())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('staff_name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('chat_note_conversation_idx').on('chat_note').column('conversation_id').execute()
      await db.schema
        .createTable('chat_quick_reply')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('chat_quick_reply_hospital_idx').on('chat_quick_reply').columns(['hospital_id', 'staff_id']).execute()
      await db.schema
        .createTable('chat_presence')
        .addColumn('staff_id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('chat_presence').ifExists().execute()
      await db.schema.dropTable('chat_quick_reply').ifExists().execute()
      await db.schema.dropTable('chat_note').ifExists().execute()
      await db.schema.dropIndex('chat_conversation_queue_idx').ifExists().execute()
      await db.schema
        .alterTable('chat_conversation')
        .dropColumn('resolved_at')
        .dropColumn('assigned_at')
        .dropColumn('queued_at')
        .dropColumn('assignee_staff_id')
        .execute()
      await db.schema.alterTable('staff_account').dropColumn('doctor_id').execute()
    },
  },
}
