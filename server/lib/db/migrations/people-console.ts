/**
 * The staff console's doctors, departments and studios (issue 33 item 4). Names start with 1460_people_console.
 * Never edit a released migration: append a new one.
 *
 *  - one sequence `people_console_id_seq` (from 10 000 000, far above the seed's fixed ids) gives the ids of the
 *    departments, doctors and studios a staff member creates;
 *  - `doctor.listed`: a hidden doctor (false) is left out of every patient list (search, famous doctors,
 *    departments, studio teams) and takes no new consultation; a conversation already open stays answerable;
 *  - `doctor.consult_open`: online consultation on / off (off: no new consultation; open ones go on);
 *  - `doctor.famous_sort`: the order of the famous-doctor list (then `sort`, then id).
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const peopleConsoleMigrations: Record<string, Migration> = {
  '1460_people_console': {
    async up(db: Kysely<any>) {
      await sql`create sequence if not exists people_console_id_seq start with 10000000`.execute(db)
      await db.schema
        .alterTable('doctor')
        .addColumn('listed', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('consult_open', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('famous_sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('doctor').dropColumn('listed').dropColumn('consult_open').dropColumn('famous_sort').execute()
      await sql`drop sequence if exists people_console_id_seq`.execute(db)
    },
  },
}
