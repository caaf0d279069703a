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

export interface PeCompanyTable {
  id: number
  hospital_id: number
  name: string
}
/** a company's check-up batch: the date window ('YYYY-MM-DD', inclusive) and who pays the package */
export interface PeGroupBatchTable {
  id: number
  company_id: number
  hospital_id: number
  name: string
  start_date: string
  end_date: string
  payer: ColumnType<'company' | 'self', 'company' | 'self' | undefined, 'company' | 'self'>
}
/** a package the batch allows, for a sex (0 any, 1 male, 2 female) and age band */
export interface PeGroupPackageTable {
  batch_id: number
  package_id: number
  sex_limit: ColumnType<number, number | undefined, number>
  min_age: number | null
  max_age: number | null
}
/** an employee on the batch's roster: identity kept as salted digests and masked values only */
export interface PeGroupRosterTable {
  id: Generated<number>
  batch_id: number
  name: string
  id_digest: string
  phone_digest: string
  id_number_masked: string
  phone_masked: string
  /** 1 male, 0 female */
  sex: number
  birthday: string
  marital_status: ColumnType<number, number | undefined, number>
  failed_attempts: ColumnType<number, number | undefined, number>
  verified_user_id: number | null
  /** the caller's exam person kept for the employee */
  verified_person_id: number | null
  appointment_id: number | null
}
/** an exam card: number, password digest, the package, expiry */
export interface PeCardTable {
  id: Generated<number>
  hospital_id: number
  card_no: string
  password_digest: string
  package_id: number
  expires_on: string
  failed_attempts: ColumnType<number, number | undefined, number>
  bound_user_id: number | null
  appointment_id: number | null
}
/** failed identity / card checks per client (user or address) and business day */
export interface PeAttemptCounterTable {
  client_key: string
  kind: string
  day: string
  failures: ColumnType<number, number | undefined, number>
}

export interface Checkup2Tables {
  pe_company: PeCompanyTable
  pe_group_batch: PeGroupBatchTable
  pe_group_package: PeGroupPackageTable
  pe_group_roster: PeGroupRosterTable
  pe_card: PeCardTable
  pe_attempt_counter: PeAttemptCounterTable
  pe_person_consent: PePersonConsentTable
  pe_person_form: PePersonFormTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends Checkup2Tables {}
}
