/**
 * Migrations of the medical-record uploads (issue 13 item 7). Names start with 0890_records_ (they sort after the
 * other areas and never collide with another area's). Never edit a released migration: append.
 *
 * The file's bytes live in the row (bytea), not on the disk: outside any web root, owned like every other row
 * (user_id), deleted in the same transaction as the record, the member's consent withdrawal or the account, and
 * shared by every server instance on PostgreSQL. The cap is 10 MB a file (src/domain/records.ts).
 */
import { type Kysely, type Migration } from 'kysely'

export const recordsMigrations: Record<string, Migration> = {
  '0890_records_health_record_file': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('health_record_file')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('health_member.id').onDelete('cascade'))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('record_date', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('hospital', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('file_kind', 'text', (c) => c.notNull())
        .addColumn('file_size', 'integer', (c) => c.notNull())
        .addColumn('file_data', 'bytea', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('health_record_file_member_idx')
        .on('health_record_file')
        .columns(['user_id', 'member_id', 'category', 'id'])
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('health_record_file').execute()
    },
  },
}
