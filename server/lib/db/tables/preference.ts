/** Kysely table types of the account preferences (issue 16, server/modules/user/preference.ts). Merged into DB. */

/** one row per user who saved a preference; absent = the defaults */
export interface UserPreferenceTable {
  user_id: number
  /** the elder-friendly mode (适老化): larger text and tap targets, no popups, no auto-advancing carousels */
  elder_mode: boolean
  updated_at: Date
}

export interface PreferenceTables {
  user_preference: UserPreferenceTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the preference table to DB
  interface DB extends PreferenceTables {}
}
