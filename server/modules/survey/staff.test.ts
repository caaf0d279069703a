/**
 * The questionnaires of the staff console over HTTP (issue 33 item 4): create (a draft the patient cannot answer),
 * publish, a patient answers, an edit of the answered questionnaire is a new version while the answer keeps the one
 * it answered (its questions), unpublish; a schema the domain's validateSchema refuses is 400 with its message;
 * another hospital's or the platform's questionnaire 404; a role without content:manage 403; audited writes.
 */
import { STAFF_SURVEY_PATHS, type StaffSurvey } from '../../../contract/staffPackages'
import * as M from '../../../src/domain/messages/staffPackages'
import { SURVEY_MSG } from '../../../src/domain/messages/survey'
import { createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
let op: StaffClient
let op7: StaffClient
let agent: StaffClient
const login = patients(() => ({ database, t }), '134', 'sv')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
  op = await staffOfRole(t, 'operator', 6)
  op7 = await staffOfRole(t, 'operator', 7)
  agent = await staffOfRole(t, 'cs-agent', 6)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const schema = {
  questions: [
    {
      id: 'smoke',
      type: 'single',
      title: '您是否吸烟',
      required: true,
      options: [
        { value: 'y', label: '是', score: 3 },
        { value: 'n', label: '否', score: 0 },
      ],
    },
    { id: 'years', type: 'number', title: '吸烟年数', required: true, showIf: { questionId: 'smoke', anyOf: ['y'] } },
  ],
  bands: [
    { min: 0, label: '低风险', advice: '保持' },
    { min: 3, label: '较高风险', advice: '建议低剂量CT' },
  ],
}
const draft = (over: Record<string, unknown> = {}) => ({
  title: '肺健康自评',
  intro: '两分钟',
  kind: 'survey',
  schema,
  maxPerPerson: 0,
  ...over,
})
const patientDef = async (id: number) => (await t.get('/common/survey/getById', { query: { id }, headers: { hospitalId: '6' } })).body.data

test('create, publish, answer; an edit after answers is a new version, the answer keeps its own; unpublish', async () => {
  const r = await op.post<{ data: StaffSurvey }>(STAFF_SURVEY_PATHS.save, draft())
  expect(r.status).toBe(200)
  const s = r.body.data
  expect(s).toMatchObject({ title: '肺健康自评', published: false, version: 1, answers: 0 })
  expect((await patientDef(s.id)).status).toBe('closed')
  expect((await op.post(STAFF_SURVEY_PATHS.publish, { id: s.id, published: true })).body.data.published).toBe(true)
  expect((await patientDef(s.id)).status).toBe('open')

  const u = await login()
  const sent = await t.post('/common/surveyData/submitSurvey', { surveyId: s.id, answers: { smoke: 'y', years: 10 } }, { token: u.token })
  expect(sent.status).toBe(200)
  expect(sent.body.data).toMatchObject({ score: 3, bandLabel: '较高风险', schemaVersion: 1 })

  // the edit: a question gone, another added -> version 2; the patient sees the new questions
  const v2 = {
    questions: [schema.questions[0], { id: 'cough', type: 'single', title: '是否长期咳嗽', options: [{ value: 'y', label: '是' }] }],
    bands: schema.bands,
  }
  const e = await op.post<{ data: StaffSurvey }>(STAFF_SURVEY_PATHS.save, draft({ id: s.id, schema: v2 }))
  expect(e.body.data).toMatchObject({ version: 2, answers: 1, published: true })
  expect((await patientDef(s.id)).schema.questions.map((q: { id: string }) => q.id)).toEqual(['smoke', 'cough'])
  // the answer sheet still reads with the questions it answered
  const sheet = (await t.get('/common/surveyData/detail', { query: { id: sent.body.data.id }, token: u.token })).body.data
  expect(sheet).toMatchObject({ schemaVersion: 1, answers: { smoke: 'y', years: 10 } })
  expect(sheet.schema.questions.map((q: { id: string }) => q.id)).toEqual(['smoke', 'years'])
  // a second edit with no answer on version 2 stays version 2
  expect((await op.post(STAFF_SURVEY_PATHS.save, draft({ id: s.id, schema: v2, title: '肺健康自评（新）' }))).body.data).toMatchObject({
    version: 2,
    title: '肺健康自评（新）',
  })
  // unpublished: the patient is told it is closed
  expect((await op.post(STAFF_SURVEY_PATHS.publish, { id: s.id, published: false })).status).toBe(200)
  const closed = await t.post('/common/surveyData/submitSurvey', { surveyId: s.id, answers: { smoke: 'n' } }, { token: u.token })
  expect(closed.body).toMatchObject({ code: 400, msg: SURVEY_MSG.CLOSED })

  const audits = await database.db
    .selectFrom('staff_audit')
    .select(['action', 'result'])
    .where('object_type', '=', 'survey')
    .where('object_id', '=', String(s.id))
    .orderBy('id')
    .execute()
  expect(audits.map((a) => `${a.action} ${a.result}`)).toEqual([
    'survey.create ok',
    'survey.publish ok',
    'survey.update ok',
    'survey.update ok',
    'survey.unpublish ok',
  ])
})

test('a schema the domain refuses is 400 with its message; another hospital 404; without content:manage 403', async () => {
  const bad = async (over: Record<string, unknown>, msg: string) =>
    expect((await op.post(STAFF_SURVEY_PATHS.save, draft(over))).body).toMatchObject({ code: 400, msg })
  const [smoke, years] = schema.questions
  await bad({ schema: { questions: [years, smoke] } }, '第1题的显示条件只能引用前面的题目')
  await bad(
    { schema: { questions: [smoke, { ...years, showIf: { questionId: 'nope', anyOf: ['y'] } }] } },
    '第2题的显示条件只能引用前面的题目',
  )
  await bad(
    { schema: { questions: [smoke, { ...years, showIf: { questionId: 'smoke', anyOf: ['maybe'] } }] } },
    '第2题的显示条件引用了第1题没有的选项',
  )
  await bad(
    {
      schema: {
        questions: [smoke],
        bands: [
          { min: 3, label: 'a', advice: '' },
          { min: 0, label: 'b', advice: '' },
        ],
      },
    },
    '分数段必须按分数从低到高排列',
  )
  await bad({ schema: { questions: [] } }, M.SURVEY_QUESTIONS_REQUIRED)
  await bad({ title: '  ' }, M.SURVEY_TITLE_REQUIRED)
  await bad({ startTime: '2026-03-02 00:00:00', endTime: '2026-03-01 00:00:00' }, M.SURVEY_TIME_UPSIDE_DOWN)

  const s = (await op.post<{ data: StaffSurvey }>(STAFF_SURVEY_PATHS.save, draft({ title: '隔离问卷' }))).body.data
  expect((await op7.get(STAFF_SURVEY_PATHS.detail, { query: { id: s.id } })).status).toBe(404)
  expect((await op7.post(STAFF_SURVEY_PATHS.publish, { id: s.id, published: true })).status).toBe(404)
  expect((await op7.post(STAFF_SURVEY_PATHS.save, draft({ id: s.id }))).status).toBe(404)
  expect((await op7.get(STAFF_SURVEY_PATHS.surveys)).body.data.list.map((x: StaffSurvey) => x.id)).not.toContain(s.id)
  expect((await op.get(STAFF_SURVEY_PATHS.surveys)).body.data.list.map((x: StaffSurvey) => x.id)).toContain(s.id)
  // the platform's shared questionnaires (no hospital) are not the hospital's to edit
  const shared = await database.db.selectFrom('survey').select('id').where('hospital_id', 'is', null).executeTakeFirst()
  if (shared) expect((await op.get(STAFF_SURVEY_PATHS.detail, { query: { id: shared.id } })).status).toBe(404)
  expect((await agent.get(STAFF_SURVEY_PATHS.surveys)).status).toBe(403)
})
