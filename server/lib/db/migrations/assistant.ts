/**
 * Migrations of the AI health assistant (issue 15 item 5): conversations and messages. Names start with 0810_
 * (the assistant's block).
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const assistantMigrations: Record<string, Migration> = {
  '0810_assistant': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('assistant_conversation')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('assistant_conversation_user_idx')
        .on('assistant_conversation')
        .columns(['user_id', 'updated_at'])
        .execute()

      await db.schema
        .createTable('assistant_message')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('assistant_conversation.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('red_flag', 'text')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('links', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('assistant_message_conv_idx').on('assistant_message').columns(['conversation_id', 'id']).execute()
      // the rate limit counts a user's questions in the last minute and the business day
      await db.schema.createIndex('assistant_message_user_idx').on('assistant_message').columns(['user_id', 'role', 'created_at']).execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('assistant_message').ifExists().execute()
      await db.schema.dropTable('assistant_conversation').ifExists().execute()
    },
  },
}
