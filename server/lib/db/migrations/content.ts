/**
 * Issue 14 (doctors, studios, content): names start with 0730_content_. Never edit a released
 * migration: append a new one.
 */
import { type Kysely, type Migration, sql } from 'kysely'

const link = async (db: Kysely<any>, table: string, a: string, b: string, extra?: string) => {
  let t = db.schema
    .createTable(table)
    .addColumn(a, 'integer', (c) => c.notNull())
    .addColumn(b, 'integer', (c) => c.notNull())
  if (extra) t = t.addColumn(extra, 'text', (c) => c.notNull().defaultTo(''))
  await t
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint(`${table}_pk`, [a, b])
    .execute()
  await db.schema.createIndex(`${table}_${b}_idx`).on(table).column(b).execute()
}

export const contentMigrations: Record<string, Migration> = {
  '0730_content_doctor_links': {
    async up(db: Kysely<any>) {
      await link(db, 'doctor_department', 'doctor_id', 'department_id')
      await link(db, 'studio_member', 'studio_id', 'doctor_id', 'role')
      await link(db, 'studio_goods', 'studio_id', 'goods_id')
      await link(db, 'doctor_goods', 'doctor_id', 'goods_id')
    },
    async down(db: Kysely<any>) {
      for (const t of ['doctor_goods', 'studio_goods', 'studio_member', 'doctor_department'])
        await db.schema.dropTable(t).ifExists().execute()
    },
  },
  '0731_content_hospital_profile': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('hospital_profile')
        .addColumn('hospital_id', 'integer', (c) => c.primaryKey())
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('cover_path', 'text', (c) => c.notNull())
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('traffic', 'text', (c) => c.notNull())
        .addColumn('outpatient_hours', 'text', (c) => c.notNull())
        .addColumn('emergency_phone', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('hospital_licence')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('licence_no', 'text', (c) => c.notNull())
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('valid_until', 'text', (c) => c.notNull())
        .addColumn('image_path', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('hospital_licence_hospital_idx').on('hospital_licence').column('hospital_id').execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('hospital_licence').ifExists().execute()
      await db.schema.dropTable('hospital_profile').ifExists().execute()
    },
  },
  '0732_content_entries': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('content_entry')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('article', 'wiki', 'advisory')`))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('cover_path', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('publish_time', 'timestamptz', (c) => c.notNull())
        .addColumn('read_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('content_entry_kind_idx').on('content_entry').columns(['kind', 'hospital_id', 'category']).execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('content_entry').ifExists().execute()
    },
  },
  '0733_content_videos': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('hospital_video')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('cover_path', 'text', (c) => c.notNull())
        .addColumn('video_path', 'text', (c) => c.notNull())
        .addColumn('duration_s', 'integer', (c) => c.notNull())
        .addColumn('publish_time', 'timestamptz', (c) => c.notNull())
        .addColumn('play_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('hospital_video').ifExists().execute()
    },
  },
}
