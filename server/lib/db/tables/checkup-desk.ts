/**
 * Columns the check-up desk (migrations/checkup-desk.ts, issue 32 part A) adds to the check-up tables, merged into
 * their interfaces (module augmentation): the check-in of a booking, a pool slot's closed day, a batch's approval,
 * a roster entry's package and issued card number.
 */
import type { ColumnType } from 'kysely'

type Opt<T> = ColumnType<T, T | undefined, T>

declare module './account' {
  interface PeAppointmentTable {
    /** when the desk checked the patient in (status 4 已到检) and who */
    checked_in_at: Opt<Date | null>
    checked_in_by: Opt<number | null>
  }
}

declare module './browse' {
  interface AppointPoolTable {
    /** a closed day's slot: not offered, not bookable (bookings already made stay) */
    closed: Opt<boolean>
  }
}

declare module './checkup2' {
  interface PeGroupBatchTable {
    /** pending (imported, waiting for a second person) → approved (patients see it; cards issued) */
    status: Opt<'pending' | 'approved'>
    uploaded_by: Opt<number | null>
    approved_by: Opt<number | null>
    approved_at: Opt<Date | null>
    created_at: Opt<Date | null>
  }
  interface PeGroupRosterTable {
    /** the package the company chose for this employee (null: any of the batch's) */
    package_id: Opt<number | null>
    /** the card number issued when the batch was approved */
    card_no: Opt<string | null>
    /** the row of the imported file */
    row_no: Opt<number | null>
  }
}

export {}
