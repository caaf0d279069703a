/**
 * Columns the staff console's doctors desk (migrations/people-console.ts, issue 33 item 4) adds to `doctor`, merged
 * into its interface (module augmentation): listed / hidden, online consultation on / off, the famous-list order.
 */
import type { ColumnType } from 'kysely'

type Opt<T> = ColumnType<T, T | undefined, T>

declare module './browse' {
  interface DoctorTable {
    /** false: hidden from every patient list, no new consultation (open conversations stay answerable) */
    listed: Opt<boolean>
    /** online consultation on / off (off: no new consultation) */
    consult_open: Opt<boolean>
    /** the order of the famous-doctor list (then sort, then id) */
    famous_sort: Opt<number>
  }
}
