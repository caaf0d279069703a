/**
 * Group buying (issue 14): the members of a team, one row per group-buy order. A user holds at most one live
 * place (taken or paid) in a team (partial unique index). Team status 0 (waiting for the leader's payment) and
 * 4 (the leader never paid) join the existing 1 forming / 2 succeeded / 3 failed. Never edit a released migration.
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const groupBuyMigrations: Record<string, Migration> = {
  '0880_team_member': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('team_member')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('team_id', 'integer', (c) => c.notNull().references('team.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().unique())
        .addColumn('leader', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('paid_at', 'timestamptz')
        .addCheckConstraint('team_member_status_check', sql`status in (0, 1, 2, 3)`)
        .execute()
      await sql`create unique index team_member_live_idx on team_member (team_id, user_id) where status in (0, 1)`.execute(db)
      await db.schema.createIndex('team_member_team_idx').on('team_member').columns(['team_id', 'status']).execute()
      await db.schema.createIndex('team_expire_idx').on('team').columns(['status', 'expire_at']).execute()
    },
  },
  // paper case-file mailing (/paperToHome): the hospital stays of a patient (from the hospital's HIS; the sandbox and
  // the seed write demo stays) and the mailing requests, each paid by one order (postage through the normal checkout)
  '0881_paper_mail': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('hospital_stay')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('inpatient_no', 'text', (c) => c.notNull())
        .addColumn('department', 'text', (c) => c.notNull())
        .addColumn('admitted_on', 'text', (c) => c.notNull())
        .addColumn('discharged_on', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('hospital_stay_user_idx').on('hospital_stay').columns(['user_id', 'hospital_id']).execute()
      await db.schema
        .createTable('paper_mail')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('stay_id', 'integer', (c) => c.notNull().references('hospital_stay.id'))
        .addColumn('copies', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('paper_mail_user_idx').on('paper_mail').columns(['user_id', 'hospital_id']).execute()
    },
  },
}
