/**
 * The questionnaires of the staff console (issue 33 item 4), under /staff, permission content:manage, always the
 * session's hospital (server/modules/staff/scope.ts; the platform's shared questionnaires, hospital_id null, are not
 * the hospital's to edit): list, create, edit the schema (questions, options, conditions, score bands) checked by
 * src/domain/survey validateSchema (a condition on a question that does not exist or comes later, bands that
 * overlap → 400), publish / unpublish. Answer sheets keep the version they answered: editing a questionnaire that
 * has answers on its current version keeps that version's schema (survey_version) and makes the edit the next
 * version (migration 1441). Every write is audited in its transaction.
 */
import { sql, type Selectable } from 'kysely'
import {
  STAFF_SURVEY_PATHS,
  StaffSurvey,
  StaffSurveyIdQuery,
  StaffSurveyListRes,
  StaffSurveyPublishReq,
  StaffSurveySaveReq,
} from '../../../contract/staffPackages'
import { Envelope } from '../../../contract/lib'
import { validateSchema } from '../../../src/domain/survey'
import * as M from '../../../src/domain/messages/staffPackages'
import { parseDateTime } from '../../../src/domain/time'
import type { SurveyTable } from '../../lib/db/tables/survey'
import { badRequest, notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { fmt } from '../../lib/time'
import { staffScope, type ScopedDb } from '../staff'

type SurveyRow = Selectable<SurveyTable>
const rel = (p: string) => p.slice('/staff'.length)

/** the hospital's own questionnaire (its row locked in a write), else 404 */
async function ownSurvey(db: ScopedDb, id: number, lock = false): Promise<SurveyRow> {
  let q = db.unscoped.selectFrom('survey').selectAll().where('id', '=', id).where('hospital_id', '=', db.hospitalId)
  if (lock) q = q.forUpdate()
  const s = await q.executeTakeFirst()
  if (!s) throw notFound(M.SURVEY_STAFF_NOT_FOUND)
  return s
}

async function surveyViews(db: ScopedDb, rows: SurveyRow[]): Promise<StaffSurvey[]> {
  const ids = rows.map((r) => r.id)
  const counts = ids.length
    ? await db.unscoped
        .selectFrom('survey_submission')
        .select((eb) => ['survey_id', eb.fn.countAll<string>().as('n')])
        .where('survey_id', 'in', ids)
        .groupBy('survey_id')
        .execute()
    : []
  return rows.map((s) => ({
    id: s.id,
    code: s.code,
    title: s.title,
    intro: s.intro,
    kind: s.kind === 'onePlus' ? 'onePlus' : 'survey',
    schema: s.schema,
    maxPerPerson: s.max_per_person,
    startTime: fmt(s.start_at),
    endTime: fmt(s.end_at),
    sensitive: s.sensitive,
    published: s.status === 1,
    version: s.version,
    answers: Number(counts.find((c) => c.survey_id === s.id)?.n ?? 0),
  }))
}

const time = (v: string | null | undefined): Date | null => (v ? parseDateTime(v) : null)

export const staffSurveyRoutes: TypedRoutePlugin = async (app) => {
  const access = { staff: { permission: 'content:manage' as const } }

  app.get(rel(STAFF_SURVEY_PATHS.surveys), { schema: { response: { 200: Envelope(StaffSurveyListRes) } }, config: access }, async (req) => {
    const scope = staffScope(req)
    const rows = await scope.unscoped
      .selectFrom('survey')
      .selectAll()
      .where('hospital_id', '=', scope.hospitalId)
      .orderBy('id', 'desc')
      .execute()
    return ok({ list: await surveyViews(scope, rows) })
  })

  app.get(
    rel(STAFF_SURVEY_PATHS.detail),
    { schema: { querystring: StaffSurveyIdQuery, response: { 200: Envelope(StaffSurvey) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      return ok((await surveyViews(scope, [await ownSurvey(scope, req.query.id)]))[0])
    },
  )

  app.post(
    rel(STAFF_SURVEY_PATHS.save),
    { schema: { body: StaffSurveySaveReq, response: { 200: Envelope(StaffSurvey) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const title = b.title.trim()
      if (!title) throw badRequest(M.SURVEY_TITLE_REQUIRED)
      if (Array.from(title).length > 50) throw badRequest(M.SURVEY_TITLE_TOO_LONG)
      if (!b.schema.questions.length) throw badRequest(M.SURVEY_QUESTIONS_REQUIRED)
      const problem = validateSchema(b.schema)
      if (problem) throw badRequest(problem)
      const start = time(b.startTime)
      const end = time(b.endTime)
      if (start && end && end <= start) throw badRequest(M.SURVEY_TIME_UPSIDE_DOWN)
      const fields = {
        title,
        intro: (b.intro ?? '').trim(),
        kind: b.kind,
        schema: JSON.stringify(b.schema),
        max_per_person: b.maxPerPerson ?? 1,
        start_at: start,
        end_at: end,
        sensitive: b.sensitive ?? false,
      }
      const id = await scope.write(
        { action: b.id ? 'survey.update' : 'survey.create', objectType: 'survey', objectId: b.id },
        async (tx, audit) => {
          if (!b.id) {
            const seq = await sql<{ id: string }>`select nextval('catalog_console_id_seq') as id`.execute(tx.unscoped)
            const row = await tx.unscoped
              .insertInto('survey')
              .values({
                ...fields,
                hospital_id: tx.hospitalId,
                code: `h${tx.hospitalId}-${seq.rows[0].id}`,
                status: 0,
                created_at: scope.now,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
            audit.objectId = row.id
            audit.changes = { title, questions: b.schema.questions.length }
            return row.id
          }
          const s = await ownSurvey(tx, b.id, true)
          // answers on the current version keep it: its schema is kept and the edit becomes the next version
          const answered = await tx.unscoped
            .selectFrom('survey_submission')
            .select('id')
            .where('survey_id', '=', s.id)
            .where('survey_version', '=', s.version)
            .executeTakeFirst()
          const version = answered ? s.version + 1 : s.version
          if (answered)
            await tx.unscoped
              .insertInto('survey_version')
              .values({ survey_id: s.id, version: s.version, schema: JSON.stringify(s.schema), created_at: scope.now })
              .onConflict((oc) => oc.columns(['survey_id', 'version']).doNothing())
              .execute()
          await tx.unscoped
            .updateTable('survey')
            .set({ ...fields, version })
            .where('id', '=', s.id)
            .execute()
          audit.changes = { title: [s.title, title], version: [s.version, version], questions: b.schema.questions.length }
          return s.id
        },
      )
      return ok((await surveyViews(scope, [await ownSurvey(scope, id)]))[0])
    },
  )

  app.post(
    rel(STAFF_SURVEY_PATHS.publish),
    { schema: { body: StaffSurveyPublishReq, response: { 200: Envelope(StaffSurvey) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const { id, published } = req.body
      await scope.write(
        { action: published ? 'survey.publish' : 'survey.unpublish', objectType: 'survey', objectId: id },
        async (tx, audit) => {
          const s = await ownSurvey(tx, id, true)
          await tx.unscoped
            .updateTable('survey')
            .set({ status: published ? 1 : 0 })
            .where('id', '=', s.id)
            .execute()
          audit.changes = { published: [s.status === 1, published] }
        },
      )
      return ok((await surveyViews(scope, [await ownSurvey(scope, id)]))[0])
    },
  )
}
