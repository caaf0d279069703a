/**
 * The staff console's articles, news and videos (issue 33 item 4): names start with 1410_content_console. Never edit a
 * released migration: append a new one.
 *
 *  - `article.status`: 1 published (every seeded article), 0 a draft or taken back; the patient sees only published,
 *    undeleted ones whose publish time has come;
 *  - `article.deleted_at`: an article deleted while a home block, a health class or a page still points at it stays as
 *    a row (its link answers 内容不存在或已下线); one nothing points at is deleted for good;
 *  - `article.updated_at`: the last edit in the console (null for the seed's);
 *  - `hospital_video.deleted_at`: the same for a video a health class still points at.
 * Ids of what the console creates come from `catalog_console_id_seq` (migration 1330), far above the seed's.
 */
import { type Kysely, type Migration } from 'kysely'

export const contentConsoleMigrations: Record<string, Migration> = {
  '1410_content_console': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('article')
        .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
        .execute()
      await db.schema.alterTable('article').addColumn('deleted_at', 'timestamptz').execute()
      await db.schema.alterTable('article').addColumn('updated_at', 'timestamptz').execute()
      await db.schema.alterTable('hospital_video').addColumn('deleted_at', 'timestamptz').execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('hospital_video').dropColumn('deleted_at').execute()
      for (const c of ['updated_at', 'deleted_at', 'status']) await db.schema.alterTable('article').dropColumn(c).execute()
    },
  },
}
