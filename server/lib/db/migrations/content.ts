/**
 * Issue 14 (doctors, studios, content): names start with 0730_content_. Never edit a released
 * migration: append a new one.
 */
import type { Kysely, Migration } from 'kysely'

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
}
