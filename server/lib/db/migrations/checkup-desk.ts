/**
 * The check-up desk of the staff console (issue 32 part A): check-in of a booking (status 4 已到检, who and when),
 * closed days of the appointment pool, company batches imported by the desk and approved by a second person
 * (status, uploader, approver), the roster's package and the card number issued on approval. Numbers 1300-1309.
 * Never edit a released migration: append a new one.
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const checkupDeskMigrations: Record<string, Migration> = {
  '1300_checkup_desk': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('pe_appointment').addColumn('checked_in_at', 'timestamptz').addColumn('checked_in_by', 'integer').execute()
      await db.schema
        .alterTable('appoint_pool')
        .addColumn('closed', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute()
      // batches created by the desk: ids from a sequence above the seeded / legacy ones
      await sql`create sequence if not exists pe_company_id_seq start with 100000`.execute(db)
      await sql`create sequence if not exists pe_group_batch_id_seq start with 100000`.execute(db)
      await sql`alter table pe_company alter column id set default nextval('pe_company_id_seq')`.execute(db)
      await sql`alter table pe_group_batch alter column id set default nextval('pe_group_batch_id_seq')`.execute(db)
      await db.schema
        .alterTable('pe_group_batch')
        // 'approved' for every batch made before the desk (seeded ones): only approved batches reach the patients
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('approved'))
        .addColumn('uploaded_by', 'integer')
        .addColumn('approved_by', 'integer')
        .addColumn('approved_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz')
        .execute()
      await db.schema
        .alterTable('pe_group_roster')
        .addColumn('package_id', 'integer')
        .addColumn('card_no', 'text')
        .addColumn('row_no', 'integer')
        .execute()
      await db.schema.createIndex('pe_group_roster_card_no_idx').on('pe_group_roster').column('card_no').unique().execute()
      await db.schema.createIndex('pe_appointment_day_idx').on('pe_appointment').columns(['hospital_id', 'appointed_date']).execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('pe_appointment_day_idx').ifExists().execute()
      await db.schema.dropIndex('pe_group_roster_card_no_idx').ifExists().execute()
      await db.schema.alterTable('pe_group_roster').dropColumn('row_no').dropColumn('card_no').dropColumn('package_id').execute()
      await db.schema
        .alterTable('pe_group_batch')
        .dropColumn('created_at')
        .dropColumn('approved_at')
        .dropColumn('approved_by')
        .dropColumn('uploaded_by')
        .dropColumn('status')
        .execute()
      await sql`alter table pe_group_batch alter column id drop default`.execute(db)
      await sql`alter table pe_company alter column id drop default`.execute(db)
      await sql`drop sequence if exists pe_group_batch_id_seq`.execute(db)
      await sql`drop sequence if exists pe_company_id_seq`.execute(db)
      await db.schema.alterTable('appoint_pool').dropColumn('closed').execute()
      await db.schema.alterTable('pe_appointment').dropColumn('checked_in_by').dropColumn('checked_in_at').execute()
    },
  },
}
