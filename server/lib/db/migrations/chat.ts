/**
 * Chat (issue 15, server/modules/chat): conversations of the three chat contexts and customer service, their
 * members with read marks, messages numbered per conversation (seq assigned in the database: the conversation row
 * is updated with last_seq + 1 in the same transaction as the insert, so concurrent senders on any number of
 * server instances get distinct, gap-free numbers), and the per-sender flood window. Names start with 0800_.
 * Never edit a released migration.
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const chatMigrations: Record<string, Migration> = {
  '0800_chat_tables': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('chat_conversation')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        /** 'c1:u<user>:d<doctor>' and the like: one conversation per patient and counterpart */
        .addColumn('conv_key', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('owner_user_id', 'integer', (c) => c.notNull())
        .addColumn('doctor_id', 'integer')
        .addColumn('studio_id', 'integer')
        .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('greeted', 'boolean', (c) => c.notNull().defaultTo(false))
        /** customer service: 'bot' | 'waiting' | 'agent' | 'closed' */
        .addColumn('service_state', 'text')
        .addColumn('rating', 'integer')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_message_at', 'timestamptz')
        .addCheckConstraint('chat_conversation_kind_check', sql`kind in ('consult', 'service')`)
        .addCheckConstraint('chat_conversation_type_check', sql`type in (1, 2, 3)`)
        .execute()
      await db.schema
        .createIndex('chat_conversation_doctor_idx')
        .on('chat_conversation')
        .columns(['doctor_id', 'last_message_at'])
        .execute()
      await db.schema
        .createTable('chat_member')
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversation.id').onDelete('cascade'))
        .addColumn('member_kind', 'text', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('read_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
        .addColumn('quit_at', 'timestamptz')
        .addColumn('muted_until', 'timestamptz')
        .addPrimaryKeyConstraint('chat_member_pk', ['conversation_id', 'member_kind', 'member_id'])
        .execute()
      await db.schema.createIndex('chat_member_member_idx').on('chat_member').columns(['member_kind', 'member_id']).execute()
      await db.schema
        .createTable('chat_message')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversation.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('sender_kind', 'text', (c) => c.notNull())
        .addColumn('sender_id', 'integer', (c) => c.notNull())
        .addColumn('msg_type', 'text', (c) => c.notNull())
        .addColumn('content', 'jsonb', (c) => c.notNull())
        .addColumn('client_msg_id', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('chat_message_conv_seq', ['conversation_id', 'seq'])
        .addUniqueConstraint('chat_message_client_id', ['conversation_id', 'sender_kind', 'sender_id', 'client_msg_id'])
        .execute()
      await db.schema
        .createTable('chat_flood')
        .addColumn('sender_key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'timestamptz', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      for (const t of ['chat_flood', 'chat_message', 'chat_member', 'chat_conversation']) await db.schema.dropTable(t).ifExists().execute()
    },
  },
}

chatMigrations['0801_chat_callback'] = {
  async up(db: Kysely<any>) {
    // customer service outside hours: the patient leaves a phone number for a call back
    await db.schema
      .createTable('chat_callback')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('hospital_id', 'integer', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('handled_at', 'timestamptz')
      .execute()
    await db.schema.createIndex('chat_callback_user_idx').on('chat_callback').columns(['user_id', 'created_at']).execute()
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('chat_callback').ifExists().execute()
  },
}
