/**
 * Kysely table types of maternity follow-up (issue 13 item 5). Merged into DB by declaration merging (schema.ts
 * exports this file's type).
 */
import type { Generated } from 'kysely'

export interface MaternityPregnancyTable {
  id: Generated<number>
  user_id: number
  member_id: number
  /** last menstrual period 'YYYY-MM-DD' (business date) */
  lmp: string
  height_cm: number | null
  pre_weight_kg: number | null
  created_at: Date
  updated_at: Date
}

export interface MaternityCheckTable {
  id: Generated<number>
  user_id: number
  pregnancy_id: number
  /** 1-7 (PRENATAL_CHECKS) */
  check_id: number
  planned_date: string | null
  done_at: Date | null
  updated_at: Date
}

export interface MaternityWeightTable {
  id: Generated<number>
  user_id: number
  pregnancy_id: number
  /** 'YYYY-MM-DD' business date */
  date: string
  weight_kg: number
  created_at: Date
}

/** a vaccine dose of a child member, recorded as given */
export interface VaccineDoseRecordTable {
  id: Generated<number>
  user_id: number
  member_id: number
  /** 'HepB-1' (VACCINE_DOSES) */
  dose_id: string
  /** 'YYYY-MM-DD' business date */
  date: string
  created_at: Date
}

export interface MaternityTables {
  vaccine_dose_record: VaccineDoseRecordTable
  maternity_pregnancy: MaternityPregnancyTable
  maternity_check: MaternityCheckTable
  maternity_weight: MaternityWeightTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends MaternityTables {}
}
