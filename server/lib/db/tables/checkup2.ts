/** Tables of the check-up journey's second part (migrations/checkup2.ts): person forms with consent, group check-ups, exam cards. */
import type { ColumnType, Generated } from 'kysely'

type Json<T> = ColumnType<T, string, string>

/** an exam person's separate consent for health data (present = granted) */
export interface PePersonConsentTable {
  person_id: number
  user_id: number
  consent_at: Date
}

/** the answers of a package's rule form for one person (identity fields are the person's own, not stored here) */
export interface PePersonFormTable {
  id: Generated<number>
  user_id: number
  person_id: number
  package_id: number
  answers: Json<Array<{ fieldId: number; showName: string; value: string }>>
  updated_at: Date
}

export interface PeConsentLogTable {
  id: Generated<number>
  user_id: number
  person_id: number
  action: 'grant' | 'withdraw'
  created_at: Date
}

export interface Checkup2Tables {
  pe_person_consent: PePersonConsentTable
  pe_person_form: PePersonFormTable
  pe_consent_log: PeConsentLogTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends Checkup2Tables {}
}
