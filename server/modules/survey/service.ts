/**
 * Questionnaires (SPEC §7 Survey): reading a survey with the caller's state, checking and storing a submission with
 * src/domain/survey (visible questions only, §5 messages, score band, suggested check-up items), the per-person cap
 * (atomic under concurrent submits, on PGlite and PostgreSQL alike), the caller's answer sheets (owner only), and
 * the follow-up items that open a survey. Answers are health data: never logged (route bodies are not logged).
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { SurveySubmissionTable, SurveyTable } from '../../lib/db/tables/survey'
import type { ClickRes, SubmitSurveyReq, SurveyDef, SurveyDetail, SurveySubmission } from '../../../contract/survey'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { fmt, fmtReq } from '../../lib/time'
import {
  cleanAnswers,
  scoreAnswers,
  submissionsLeft,
  surveyStatus,
  SURVEY_STATUS_MESSAGE,
  validateAnswers,
  validateSchema,
  type SurveyAnswers,
} from '../../../src/domain/survey'
import { SURVEY_MSG } from '../../../src/domain/messages/survey'
import { registerUserDataDeleter } from '../user'
import { logConsent } from '../consent'

type Q = Kysely<DB> | Transaction<DB>
type SurveyRow = Selectable<SurveyTable>

registerUserDataDeleter('survey', async (trx, user) => {
  await trx.deleteFrom('survey_submission').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('survey_quota').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('survey_task').where('user_id', '=', user.id).execute()
})

const statusOf = (s: SurveyRow, now: Date): SurveyDef['status'] =>
  surveyStatus({ enabled: s.status === 1, startAt: s.start_at, endAt: s.end_at }, now)

export function toSurveyDef(s: SurveyRow, now: Date): SurveyDef {
  return {
    id: s.id,
    code: s.code,
    kind: s.kind === 'onePlus' ? 'onePlus' : 'survey',
    title: s.title,
    intro: s.intro,
    schema: s.schema,
    maxPerPerson: s.max_per_person,
    startTime: fmt(s.start_at),
    endTime: fmt(s.end_at),
    status: statusOf(s, now),
    disclaimer: SURVEY_MSG.RESULT_DISCLAIMER,
    sensitive: s.sensitive,
  }
}

/** a survey of this hospital (or of every hospital) by id or code; 404 otherwise */
export async function requireSurvey(db: Q, hospitalId: number, by: { id?: number; code?: string }): Promise<SurveyRow> {
  if (!by.id && !by.code) throw badRequest(SURVEY_MSG.SURVEY_REQUIRED)
  let q = db
    .selectFrom('survey')
    .selectAll()
    .where((eb) => eb.or([eb('hospital_id', 'is', null), eb('hospital_id', '=', hospitalId)]))
  q = by.id ? q.where('id', '=', by.id) : q.where('code', '=', by.code as string)
  const row = await q.executeTakeFirst()
  if (!row) throw notFound(SURVEY_MSG.NOT_FOUND)
  return row
}

export async function surveyDetail(
  db: Q,
  hospitalId: number,
  userId: number | null,
  query: { surveyId?: number; code?: string; relationId?: string },
  now: Date,
): Promise<SurveyDetail> {
  const s = await requireSurvey(db, hospitalId, { id: query.surveyId, code: query.code })
  const survey = toSurveyDef(s, now)
  if (!userId) return { survey, submitted: 0, canSubmit: false, lastSubmissionId: null }
  const relationId = query.relationId ?? ''
  const quota = await db
    .selectFrom('survey_quota')
    .select('used')
    .where('survey_id', '=', s.id)
    .where('user_id', '=', userId)
    .where('relation_id', '=', relationId)
    .executeTakeFirst()
  const last = await db
    .selectFrom('survey_submission')
    .select('id')
    .where('survey_id', '=', s.id)
    .where('user_id', '=', userId)
    .where('relation_id', '=', relationId)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  const submitted = quota?.used ?? 0
  return {
    survey,
    submitted,
    canSubmit: survey.status === 'open' && submissionsLeft(s.max_per_person, submitted) > 0,
    lastSubmissionId: last?.id ?? null,
  }
}

/** a sheet with the schema of the version it answered (the survey's own when current, else the kept one) */
function toSubmission(
  r: Selectable<SurveySubmissionTable>,
  s: Pick<SurveyRow, 'title' | 'kind' | 'schema'> & { old_schema?: SurveyRow['schema'] | null },
): SurveySubmission {
  return {
    id: r.id,
    surveyId: r.survey_id,
    surveyTitle: s.title,
    kind: s.kind === 'onePlus' ? 'onePlus' : 'survey',
    relationId: r.relation_id,
    answers: r.answers as SurveySubmission['answers'],
    score: r.score,
    bandLabel: r.band_label,
    bandAdvice: r.band_advice,
    suggests: r.suggests,
    submitTime: fmtReq(r.created_at),
    disclaimer: SURVEY_MSG.RESULT_DISCLAIMER,
    schemaVersion: r.survey_version,
    schema: s.old_schema ?? s.schema,
  }
}

/** the sheet's survey columns and the schema of its version when that was replaced (survey_version) */
const sheetQuery = (db: Q) =>
  db
    .selectFrom('survey_submission as d')
    .innerJoin('survey as s', 's.id', 'd.survey_id')
    .leftJoin('survey_version as v', (j) => j.onRef('v.survey_id', '=', 'd.survey_id').onRef('v.version', '=', 'd.survey_version'))
    .selectAll('d')
    .select(['s.title', 's.kind', 's.schema', 'v.schema as old_schema'])

/**
 * Checks the answers against the survey's schema and stores them. The cap ("one submission per person unless the
 * survey allows more") is one atomic upsert on survey_quota: of two concurrent submits for the last place, one
 * increments and the other gets no row back and a 409.
 */
export async function submitSurvey(
  db: Kysely<DB>,
  hospitalId: number,
  userId: number,
  body: SubmitSurveyReq,
  now: Date,
): Promise<SurveySubmission> {
  const s = await requireSurvey(db, hospitalId, { id: body.surveyId })
  const status = statusOf(s, now)
  if (status !== 'open') throw badRequest(SURVEY_STATUS_MESSAGE[status])
  if (s.sensitive && body.consent !== true) throw badRequest(SURVEY_MSG.CONSENT_REQUIRED)
  const answers = body.answers as SurveyAnswers
  const errors = validateAnswers(s.schema, answers)
  if (errors.length) throw badRequest(errors[0].message, { questionId: errors[0].questionId })
  const clean = cleanAnswers(s.schema, answers)
  const result = scoreAnswers(s.schema, clean)
  const relationId = body.relationId ?? ''
  return db.transaction().execute(async (trx) => {
    const taken = await sql<{ used: number }>`
      insert into survey_quota (survey_id, user_id, relation_id, used) values (${s.id}, ${userId}, ${relationId}, 1)
      on conflict (survey_id, user_id, relation_id) do update set used = survey_quota.used + 1
      where ${s.max_per_person} = 0 or survey_quota.used < ${s.max_per_person}
      returning used`.execute(trx)
    if (!taken.rows.length) throw conflict(SURVEY_MSG.ALREADY_SUBMITTED)
    const row = await trx
      .insertInto('survey_submission')
      .values({
        survey_id: s.id,
        user_id: userId,
        relation_id: relationId,
        answers: JSON.stringify(clean),
        score: result.score,
        band_label: result.band?.label ?? null,
        band_advice: result.band?.advice ?? null,
        suggests: JSON.stringify(result.suggests),
        consent_at: s.sensitive ? now : null,
        created_at: now,
        survey_version: s.version,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    // a questionnaire that asks for health data is answered only with the separate consent (checked above)
    if (s.sensitive)
      await logConsent(trx, userId, { subject: 'survey', subjectId: row.id, purpose: 'sensitive_survey', action: 'grant', at: now })
    return toSubmission(row, s)
  })
}

/** one of the caller's answer sheets; another user's is a 404 */
export async function submissionById(db: Q, userId: number, id: number): Promise<SurveySubmission> {
  const row = await sheetQuery(db).where('d.id', '=', id).where('d.user_id', '=', userId).executeTakeFirst()
  if (!row) throw notFound(SURVEY_MSG.SUBMISSION_NOT_FOUND)
  return toSubmission(row, row)
}

/** the caller's latest answer sheet of a survey for a relation, or null */
export async function submissionByRelation(db: Q, userId: number, surveyId: number, relationId: string): Promise<SurveySubmission | null> {
  const row = await sheetQuery(db)
    .where('d.survey_id', '=', surveyId)
    .where('d.user_id', '=', userId)
    .where('d.relation_id', '=', relationId)
    .orderBy('d.id', 'desc')
    .executeTakeFirst()
  return row ? toSubmission(row, row) : null
}

/** the caller opened a follow-up plan or task item: it is marked clicked (first time) and leads to its survey */
export async function clickTask(db: Q, userId: number, kind: 'plan' | 'task', id: number, now: Date): Promise<ClickRes> {
  const row = await db
    .updateTable('survey_task')
    .set((eb) => ({ clicked_at: eb.fn.coalesce('clicked_at', eb.val(now)) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .returning(['survey_id', 'relation_id', 'clicked_at'])
    .executeTakeFirst()
  if (!row) throw notFound(kind === 'plan' ? SURVEY_MSG.PLAN_NOT_FOUND : SURVEY_MSG.TASK_NOT_FOUND)
  return { surveyId: row.survey_id, relationId: row.relation_id, clickTime: fmtReq(row.clicked_at ?? now) }
}

/** the seed's and an admin's check of a schema before it is stored */
export function assertSchema(schema: SurveyRow['schema']): void {
  const problem = validateSchema(schema)
  if (problem) throw badRequest(problem)
}
