/**
 * /common survey endpoints (SPEC §7 Survey). Reading a questionnaire is open (with a login the reply adds the
 * caller's state); submitting, answer sheets and follow-up clicks need a login (the authenticated scope: req.user).
 */
import { Envelope } from '../../../contract/lib'
import {
  ClickReq,
  ClickRes,
  SubmissionByIdQuery,
  SubmissionByRelationQuery,
  SubmissionOrNull,
  SubmitSurveyReq,
  SurveyByIdQuery,
  SurveyDef,
  SurveyDetail,
  SurveyDetailQuery,
  SurveySubmission,
} from '../../../contract/survey'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { clickTask, requireSurvey, submissionById, submissionByRelation, submitSurvey, surveyDetail, toSurveyDef } from './service'

const tags = ['common']
const security = [{ token: [] }]

/** visitor routes (optionalUser scope: req.viewer is the user or null) */
export const surveyRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  app.get(
    '/surveyEx/detailNew',
    {
      schema: {
        tags,
        summary: "A questionnaire by surveyId or code, with the caller's submissions and whether they may submit (login optional)",
        querystring: SurveyDetailQuery,
        response: { 200: Envelope(SurveyDetail) },
      },
    },
    async (req) => ok(await surveyDetail(deps.db, req.ctx.hospitalId, req.viewer?.userId ?? null, req.query, deps.now())),
  )
  app.get(
    '/survey/getById',
    { schema: { tags, summary: 'A questionnaire as published', querystring: SurveyByIdQuery, response: { 200: Envelope(SurveyDef) } } },
    async (req) => ok(toSurveyDef(await requireSurvey(deps.db, req.ctx.hospitalId, { id: req.query.id }), deps.now())),
  )
}

/** login routes (authenticated scope) */
export const userSurveyRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  const submit = {
    schema: {
      tags,
      security,
      summary: 'Submit answers: checked against the schema (visible questions only, SPEC §5 messages), scored, capped per person',
      body: SubmitSurveyReq,
      response: { 200: Envelope(SurveySubmission) },
    },
  }
  app.post('/surveyData/submitSurvey', submit, async (req) =>
    ok(await submitSurvey(deps.db, req.ctx.hospitalId, req.user.userId, req.body, deps.now())),
  )
  app.post('/surveyDataEx/submit', submit, async (req) =>
    ok(await submitSurvey(deps.db, req.ctx.hospitalId, req.user.userId, req.body, deps.now())),
  )
  app.get(
    '/surveyData/detail',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's answer sheets with its result (404 otherwise)",
        querystring: SubmissionByIdQuery,
        response: { 200: Envelope(SurveySubmission) },
      },
    },
    async (req) => ok(await submissionById(deps.db, req.user.userId, req.query.id)),
  )
  app.get(
    '/surveyData/getByRelationIdAndSurveyId',
    {
      schema: {
        tags,
        security,
        summary: "The caller's latest answer sheet of a survey for a relation (an order, a booking), or null",
        querystring: SubmissionByRelationQuery,
        response: { 200: Envelope(SubmissionOrNull) },
      },
    },
    async (req) => ok(await submissionByRelation(deps.db, req.user.userId, req.query.surveyId, req.query.relationId)),
  )
  for (const kind of ['plan', 'task'] as const) {
    app.post(
      `/${kind}/click`,
      {
        schema: {
          tags,
          security,
          summary: `The caller opened a follow-up ${kind} item: marked clicked, leads to its survey`,
          body: ClickReq,
          response: { 200: Envelope(ClickRes) },
        },
      },
      async (req) => ok(await clickTask(deps.db, req.user.userId, kind, req.body.id, deps.now())),
    )
  }
}
