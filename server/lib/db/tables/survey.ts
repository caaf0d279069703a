/**
 * Kysely table types of questionnaires (server/modules/survey). JSON columns are jsonb: written as JSON text, read
 * back parsed. Merged into the DB interface of ../schema by declaration merging.
 */
import type { ColumnType, Generated } from 'kysely'
import type { SurveyAnswers, SurveySchema } from '../../../../src/domain/survey'
import type { Json } from './browse'

export interface SurveyTable {
  id: Generated<number>
  /** null: every hospital */
  hospital_id: number | null
  /** stable key of a seeded survey ('pre-checkup', 'satisfaction', 'one-plus') */
  code: string
  /** 'survey' (/survey) or 'onePlus' (/one-plus-answer: suggests check-up add-ons) */
  kind: string
  title: string
  intro: string
  schema: Json<SurveySchema>
  /** submissions per person (and relation); 0 = no limit */
  max_per_person: number
  start_at: Date | null
  end_at: Date | null
  /** 1 open, 0 closed by the hospital */
  status: number
  /** asks for health information: a submission needs the separate consent (PIPL art. 28-29) */
  sensitive: ColumnType<boolean, boolean | undefined, boolean>
  created_at: ColumnType<Date, Date, Date>
  /** the schema's version (migration 1441): an answered questionnaire's edit is a new one */
  version: ColumnType<number, number | undefined, number>
}

/** the schema of a version replaced after it had answers (migration 1441) */
export interface SurveyVersionTable {
  survey_id: number
  version: number
  schema: Json<SurveySchema>
  created_at: Date
}

export interface SurveySubmissionTable {
  id: Generated<number>
  survey_id: number
  user_id: number
  /** what the answer is about (an order, an exam booking); '' when nothing */
  relation_id: string
  answers: Json<SurveyAnswers>
  score: number | null
  band_label: string | null
  band_advice: string | null
  suggests: Json<string[]>
  /** when the patient gave the separate consent for this sheet's health information (sensitive surveys) */
  consent_at: Date | null
  created_at: Date
  /** the survey version the sheet answered (migration 1441) */
  survey_version: ColumnType<number, number | undefined, number>
}

/** how many times a user has submitted a survey for a relation (the atomic cap) */
export interface SurveyQuotaTable {
  survey_id: number
  user_id: number
  relation_id: string
  used: number
}

/** a follow-up plan or task item that opens a survey (plan/click, task/click) */
export interface SurveyTaskTable {
  id: Generated<number>
  user_id: number
  survey_id: number
  /** 'plan' or 'task' */
  kind: string
  title: string
  relation_id: string
  clicked_at: Date | null
  created_at: Date
}

export interface SurveyTables {
  survey: SurveyTable
  survey_submission: SurveySubmissionTable
  survey_quota: SurveyQuotaTable
  survey_task: SurveyTaskTable
  survey_version: SurveyVersionTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the survey tables to DB
  interface DB extends SurveyTables {}
}
