/**
 * Kysely table types of the health records (issue 13): family members with their consents (the log of grants and
 * withdrawals is consent_log, tables/consent.ts) and the body data (vitals). Merged into DB by declaration merging.
 */
import type { Generated } from 'kysely'

export interface HealthMemberTable {
  id: Generated<number>
  user_id: number
  name: string
  /** self | spouse | parent | child | other */
  relation: string
  /** 1 male, 2 female */
  sex: number
  /** 'YYYY-MM-DD' business date */
  birth_date: string
  /** separate consent for sensitive personal information (PIPL art. 29); null = none / withdrawn */
  health_consent_at: Date | null
  /** guardian's explicit consent for a child under 14 (PIPL art. 31) */
  guardian_consent_at: Date | null
  created_at: Date
  updated_at: Date
}

export interface HealthBodyDataTable {
  id: Generated<number>
  user_id: number
  member_id: number
  /** bloodPressure | bloodGlucose | height | weight */
  kind: string
  systolic: number | null
  diastolic: number | null
  pulse: number | null
  glucose: number | null
  glucose_context: string | null
  height_cm: number | null
  weight_kg: number | null
  bmi: number | null
  category: string
  measured_at: Date
  created_at: Date
  updated_at: Date
}

export interface HealthMemberLabelTable {
  id: Generated<number>
  user_id: number
  member_id: number
  /** chronic | allergy | custom */
  category: string
  name: string
  created_at: Date
}

export interface HealthMedicalHistoryTable {
  id: Generated<number>
  user_id: number
  member_id: number
  /** past | surgery | family */
  type: string
  name: string
  /** 'YYYY-MM', 'YYYY-MM-DD' or '' */
  since: string
  note: string
  created_at: Date
}

export interface HealthTables {
  health_member_label: HealthMemberLabelTable
  health_medical_history: HealthMedicalHistoryTable
  health_member: HealthMemberTable
  health_body_data: HealthBodyDataTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends HealthTables {}
}
