/**
 * Columns the staff console's content desk (migrations/content-console.ts, issue 33 item 4) adds to the article and
 * video tables, merged into their interfaces (module augmentation).
 */
import type { ColumnType } from 'kysely'

type Opt<T> = ColumnType<T, T | undefined, T>

declare module './browse' {
  interface ArticleTable {
    /** 1 published, 0 a draft or taken back (the patient sees only 1) */
    status: Opt<number>
    /** deleted in the console while something still pointed at it (never shown to the patient) */
    deleted_at: Opt<Date | null>
    /** the last edit in the console */
    updated_at: Opt<Date | null>
  }
}

declare module './content' {
  interface HospitalVideoTable {
    /** deleted in the console while a health class still pointed at it (never shown to the patient) */
    deleted_at: Opt<Date | null>
  }
}
