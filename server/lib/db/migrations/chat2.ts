/**
 * Chat extras (issue 15, second round; server/modules/chat): the patients' consultation archives (a family member
 * the consultation is about: ID number encrypted, health notes only with the separate consent of PIPL art. 29),
 * one evaluation per finished consultation, the images sent in a conversation (stored with the conversation, read
 * by its members only), and the health classes of /colledg (article/querySampleCourseList). Names start with 0920_.
 * Never edit a released migration.
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const chat2Migrations: Record<string, Migration> = {
  '0920_chat_archives_evaluations': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('chat_patient_archive')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('relation', 'text', (c) => c.notNull())
        /** 1 male, 0 female (from the ID number) */
        .addColumn('sex', 'integer', (c) => c.notNull())
        .addColumn('id_number_enc', 'text', (c) => c.notNull())
        .addColumn('id_number_hash', 'text', (c) => c.notNull())
        .addColumn('id_number_masked', 'text', (c) => c.notNull())
        .addColumn('birthday', 'text')
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('allergies', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('history', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('consent_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('chat_patient_archive_id_no', ['user_id', 'id_number_hash'])
        .execute()
      await db.schema
        .createTable('chat_evaluation')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('conversation_id', 'integer', (c) => c.notNull().unique().references('chat_conversation.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('doctor_id', 'integer')
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('tags', 'jsonb', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addCheckConstraint('chat_evaluation_score_check', sql`score between 1 and 5`)
        .execute()
      await db.schema.alterTable('chat_conversation').addColumn('evaluate_launched_at', 'timestamptz').execute()
      await db.schema.alterTable('chat_conversation').addColumn('archive_id', 'integer').execute()
      await db.schema
        .createTable('chat_image')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversation.id').onDelete('cascade'))
        .addColumn('uploader_kind', 'text', (c) => c.notNull())
        .addColumn('uploader_id', 'integer', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('bytes', 'bytea', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('chat_image_conv_idx').on('chat_image').columns(['conversation_id']).execute()
      await db.schema
        .createTable('health_course')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('teacher', 'text', (c) => c.notNull())
        .addColumn('teacher_title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('cover_path', 'text', (c) => c.notNull())
        .addColumn('lessons', 'integer', (c) => c.notNull())
        /** the first lesson: a hospital video and/or an article of the content module */
        .addColumn('video_id', 'integer')
        .addColumn('article_id', 'integer')
        .addColumn('learn_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publish_time', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('health_course_hospital_idx').on('health_course').columns(['hospital_id', 'sort']).execute()
    },
    async down(db: Kysely<any>) {
      for (const t of ['health_course', 'chat_image', 'chat_evaluation', 'chat_patient_archive'])
        await db.schema.dropTable(t).ifExists().execute()
      await db.schema.alterTable('chat_conversation').dropColumn('evaluate_launched_at').execute()
      await db.schema.alterTable('chat_conversation').dropColumn('archive_id').execute()
    },
  },
}
