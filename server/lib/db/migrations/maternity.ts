/**
 * Migrations of maternity follow-up (issue 13 item 5): a pregnancy record per female family member, the state of
 * each visit of the standard prenatal schedule, and the weights. Names start with 0820_maternity_ (they sort after
 * the other areas and never collide with another area's). Never edit a released migration: append.
 */
import { type Kysely, type Migration } from 'kysely'

export const maternityMigrations: Record<string, Migration> = {
  '0820_maternity_pregnancy': {
    async up(db: Kysely<any>) {
      const user = (c: any) => c.notNull().references('app_user.id').onDelete('cascade')
      await db.schema
        .createTable('maternity_pregnancy')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', user)
        // deleting the member deletes her pregnancy (health data follow the member)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('health_member.id').onDelete('cascade'))
        // last menstrual period, 'YYYY-MM-DD' business date
        .addColumn('lmp', 'text', (c) => c.notNull())
        .addColumn('height_cm', 'double precision')
        .addColumn('pre_weight_kg', 'double precision')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      // one ongoing pregnancy per member (a second create is refused; the unique index backs the check)
      await db.schema.createIndex('maternity_pregnancy_member_uq').on('maternity_pregnancy').column('member_id').unique().execute()
      await db.schema.createIndex('maternity_pregnancy_user_idx').on('maternity_pregnancy').column('user_id').execute()

      await db.schema
        .createTable('maternity_check')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', user)
        .addColumn('pregnancy_id', 'integer', (c) => c.notNull().references('maternity_pregnancy.id').onDelete('cascade'))
        // 1-7, PRENATAL_CHECKS of src/domain/pregnancy
        .addColumn('check_id', 'integer', (c) => c.notNull())
        .addColumn('planned_date', 'text')
        .addColumn('done_at', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('maternity_check_unique', ['pregnancy_id', 'check_id'])
        .execute()

      await db.schema
        .createTable('maternity_weight')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', user)
        .addColumn('pregnancy_id', 'integer', (c) => c.notNull().references('maternity_pregnancy.id').onDelete('cascade'))
        // business date of the weighing; one per day
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('weight_kg', 'double precision', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('maternity_weight_unique', ['pregnancy_id', 'date'])
        .execute()
    },
    async down(db: Kysely<any>) {
      for (const t of ['maternity_weight', 'maternity_check', 'maternity_pregnancy']) await db.schema.dropTable(t).ifExists().execute()
    },
  },
  '0820_maternity_v2_vaccine_doses': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('vaccine_dose_record')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('health_member.id').onDelete('cascade'))
        // VACCINE_DOSES id of src/domain/vaccines ('HepB-1')
        .addColumn('dose_id', 'text', (c) => c.notNull())
        // the business date it was given
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('vaccine_dose_record_unique', ['member_id', 'dose_id'])
        .execute()
      await db.schema.createIndex('vaccine_dose_record_user_idx').on('vaccine_dose_record').column('user_id').execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('vaccine_dose_record').ifExists().execute()
    },
  },
}
