/**
 * Entry homes and follow-up plans (issue 14 items 2-3). Migrations: ../migrations/doctors2.ts.
 */
import type { Generated } from 'kysely'

/** the home of an entry type of a hospital (SPEC §1): its page-builder page and, for studio entries, its studio */
export interface EntryHomeTable {
  hospital_id: number
  /** src/domain/wire ENTRY_TYPES except 'shop' */
  entry_type: string
  magic_page_id: number
  studio_id: number | null
}

/** a follow-up appointment a studio plans for a patient (the chronic home's 我的随访计划) */
export interface FollowUpPlanTable {
  id: Generated<number>
  user_id: number
  studio_id: number
  title: string
  /** YYYY-MM-DD, the studio's calendar day */
  plan_date: string
  status: 'todo' | 'done'
}

export interface Doctors2Tables {
  entry_home: EntryHomeTable
  follow_up_plan: FollowUpPlanTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends Doctors2Tables {}
}
