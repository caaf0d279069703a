/**
 * Questionnaires over HTTP (SPEC §7 Survey): reading with and without a login, the §5 messages of a bad answer
 * sheet, scoring and suggestions, the per-person cap under concurrent submits, owner-only answer sheets, follow-up
 * clicks, closed and ended surveys, 400 on malformed input, and account deletion.
 */
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { SURVEY_MSG } from '../../../src/domain/messages/survey'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '135', 's')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database, 'account.seededAt')
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const detail = (code: string, token?: string) => t.get('/common/surveyEx/detailNew', { query: { code }, token })
const idOf = async (code: string) => (await detail(code)).body.data.survey.id as number

const preCheckup = {
  sex: 'm',
  birth: '1980-05-01',
  height: 175,
  weight: 80,
  smoke: 'now',
  smokeAmount: 'ge10',
  drink: 'often',
  exercise: 'none',
  history: ['ht'],
  sleep: 3,
}

describe('reading a questionnaire', () => {
  test('anyone reads it by code; without a login they cannot submit', async () => {
    const r = await detail('pre-checkup')
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ submitted: 0, canSubmit: false, lastSubmissionId: null })
    expect(r.body.data.survey).toMatchObject({ title: '体检前健康问卷', kind: 'survey', status: 'open', maxPerPerson: 1 })
    expect(r.body.data.survey.schema.questions.length).toBeGreaterThan(5)
    expect(r.body.data.survey.disclaimer).toContain('不能作为诊断依据')
    const byId = await t.get('/common/survey/getById', { query: { id: r.body.data.survey.id } })
    expect(byId.body.data.code).toBe('pre-checkup')
  })
  test('a logged-in patient may submit', async () => {
    const u = await patient()
    expect((await detail('pre-checkup', u.token)).body.data).toMatchObject({ submitted: 0, canSubmit: true })
  })
  test.each([
    ['an unknown code', { code: 'nope' }, 404, SURVEY_MSG.NOT_FOUND],
    ['an unknown id', { surveyId: 999999 }, 404, SURVEY_MSG.NOT_FOUND],
    ['neither id nor code', {}, 400, SURVEY_MSG.SURVEY_REQUIRED],
    ['a non-numeric id', { surveyId: 'abc' }, 400, undefined],
  ])('%s: %i', async (_, query, status, msg) => {
    const r = await t.get('/common/surveyEx/detailNew', { query: query as Record<string, string> })
    expect(r.status).toBe(status)
    if (msg) expect(r.body.msg).toBe(msg)
    else expect(typeof r.body.msg).toBe('string')
  })
})

describe('submitting', () => {
  test('the first missing required answer is refused with its §5 message', async () => {
    const u = await patient()
    const surveyId = await idOf('pre-checkup')
    const r = await t.post(
      '/common/surveyData/submitSurvey',
      { surveyId, consent: true, answers: { ...preCheckup, smokeAmount: undefined } },
      { token: u.token },
    )
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe('请选择每日吸烟量')
    const r2 = await t.post(
      '/common/surveyData/submitSurvey',
      { surveyId, consent: true, answers: { ...preCheckup, height: 400 } },
      { token: u.token },
    )
    expect(r2.status).toBe(400)
    expect(r2.body.msg).toBe('身高应在50-250之间')
    // nothing was stored: the patient may still submit
    expect((await detail('pre-checkup', u.token)).body.data).toMatchObject({ submitted: 0, canSubmit: true })
  })

  test('a health questionnaire needs the separate consent; the consent time is stored', async () => {
    const u = await patient()
    const surveyId = await idOf('pre-checkup')
    expect((await detail('pre-checkup')).body.data.survey.sensitive).toBe(true)
    expect((await detail('satisfaction')).body.data.survey.sensitive).toBe(false)
    for (const consent of [undefined, false]) {
      const r = await t.post('/common/surveyData/submitSurvey', { surveyId, consent, answers: preCheckup }, { token: u.token })
      expect([r.status, r.body.msg]).toEqual([400, SURVEY_MSG.CONSENT_REQUIRED])
    }
    const ok = await t.post('/common/surveyData/submitSurvey', { surveyId, consent: true, answers: preCheckup }, { token: u.token })
    expect(ok.status).toBe(200)
    const row = await database.db
      .selectFrom('survey_submission')
      .select('consent_at')
      .where('id', '=', ok.body.data.id)
      .executeTakeFirstOrThrow()
    expect(row.consent_at?.getTime()).toBe(t.clock.now)
    // and the grant is in the one consent log
    const log = await database.db
      .selectFrom('consent_log')
      .select(['subject', 'subject_id', 'purpose', 'action'])
      .where('user_id', '=', u.userId)
      .execute()
    expect(log).toEqual([{ subject: 'survey', subject_id: ok.body.data.id, purpose: 'sensitive_survey', action: 'grant' }])
  })

  test('a sheet is scored, stored without the hidden answers, and read back by its owner only', async () => {
    const u = await patient()
    const other = await patient()
    const surveyId = await idOf('pre-checkup')
    // smoke 3 + ≥10 a day 2 + drink often 2 + no exercise 2 + hypertension 2 = 11: 较高风险
    const r = await t.post('/common/surveyData/submitSurvey', { surveyId, consent: true, answers: preCheckup }, { token: u.token })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ score: 11, bandLabel: '较高风险', surveyTitle: '体检前健康问卷', relationId: '' })
    const nonSmoker = await t.post(
      '/common/surveyData/submitSurvey',
      { surveyId, consent: true, answers: { ...preCheckup, smoke: 'never', smokeAmount: 'ge10', history: [] } },
      { token: other.token },
    )
    expect(nonSmoker.body.data.answers.smokeAmount).toBeUndefined()
    expect(nonSmoker.body.data).toMatchObject({ score: 4, bandLabel: '低风险' })

    const mine = await t.get('/common/surveyData/detail', { query: { id: r.body.data.id }, token: u.token })
    expect(mine.status).toBe(200)
    expect(mine.body.data.answers).toMatchObject({ smoke: 'now', history: ['ht'] })
    const theirs = await t.get('/common/surveyData/detail', { query: { id: r.body.data.id }, token: other.token })
    expect(theirs.status).toBe(404)
    expect(theirs.body.msg).toBe(SURVEY_MSG.SUBMISSION_NOT_FOUND)
    expect((await t.get('/common/surveyData/detail', { query: { id: r.body.data.id } })).status).toBe(401)
    const rel = await t.get('/common/surveyData/getByRelationIdAndSurveyId', { query: { surveyId, relationId: '' }, token: other.token })
    expect(rel.body.data.id).toBe(nonSmoker.body.data.id)
  })

  test('one submission per person: 8 concurrent submits store exactly one', async () => {
    const u = await patient()
    const surveyId = await idOf('pre-checkup')
    const rs = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.post('/common/surveyData/submitSurvey', { surveyId, consent: true, answers: preCheckup }, { token: u.token }),
      ),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of rs.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409)
      expect(r.body.msg).toBe(SURVEY_MSG.ALREADY_SUBMITTED)
    }
    const rows = await database.db.selectFrom('survey_submission').select('id').where('user_id', '=', u.userId).execute()
    expect(rows).toHaveLength(1)
    expect((await detail('pre-checkup', u.token)).body.data).toMatchObject({ submitted: 1, canSubmit: false })
  })

  test('a relation has its own allowance; the satisfaction survey allows three', async () => {
    const u = await patient()
    const surveyId = await idOf('satisfaction')
    const sheet = { overall: 4, aspects: { booking: 'good', waiting: 'ok', staff: 'good', report: 'good' }, recommend: 'yes' }
    for (let i = 0; i < 3; i++)
      expect((await t.post('/common/surveyData/submitSurvey', { surveyId, answers: sheet }, { token: u.token })).status).toBe(200)
    expect((await t.post('/common/surveyData/submitSurvey', { surveyId, answers: sheet }, { token: u.token })).status).toBe(409)
    const withRelation = await t.post(
      '/common/surveyDataEx/submit',
      { surveyId, relationId: 'order-42', answers: sheet },
      { token: u.token },
    )
    expect(withRelation.status).toBe(200)
    expect(withRelation.body.data).toMatchObject({ relationId: 'order-42', score: null, bandLabel: null })
    const missingRow = await t.post(
      '/common/surveyData/submitSurvey',
      { surveyId, answers: { ...sheet, aspects: { booking: 'good' } } },
      { token: u.token },
    )
    expect(missingRow.body.msg).toBe('请选择请评价以下方面：等候时间')
    const why = await t.post(
      '/common/surveyDataEx/submit',
      { surveyId, relationId: 'order-43', answers: { ...sheet, recommend: 'no' } },
      { token: u.token },
    )
    expect(why.body.msg).toBe('请输入请告诉我们不愿推荐的原因')
  })

  test('the 1+X questionnaire suggests add-on screenings from the answers', async () => {
    const u = await patient()
    const surveyId = await idOf('one-plus')
    const r = await t.post(
      '/common/surveyData/submitSurvey',
      {
        surveyId,
        consent: true,
        answers: { sex: 'f', age: 'ge50', sexLife: 'yes', smoker: 'no', stomach: 'yes', sugar: 'no', neck: 'no', heart: 'no' },
      },
      { token: u.token },
    )
    expect(r.status).toBe(200)
    expect(r.body.data.suggests).toEqual(['肿瘤标志物', '骨密度', '乳腺彩超', '妇科检查', 'C13呼气试验'])
    // no limit: a second go is accepted
    expect(
      (
        await t.post(
          '/common/surveyData/submitSurvey',
          { surveyId, consent: true, answers: { ...r.body.data.answers, smoker: 'yes' } },
          { token: u.token },
        )
      ).status,
    ).toBe(200)
  })

  test.each([
    ['no survey id', { answers: {} }],
    ['answers not an object', { surveyId: 1, answers: 'x' }],
    ['an answer of a wrong kind', { surveyId: 1, answers: { sex: true } }],
    ['an unknown field', { surveyId: 1, answers: {}, extra: 1 }],
  ])('malformed body (%s): 400 with a message', async (_, body) => {
    const u = await patient()
    const r = await t.post('/common/surveyData/submitSurvey', body, { token: u.token })
    expect(r.status).toBe(400)
    expect(r.body.msg).toEqual(expect.any(String))
  })

  test('a closed or ended survey refuses submissions with a clear message', async () => {
    const u = await patient()
    const surveyId = await idOf('satisfaction')
    const sheet = { overall: 5, aspects: { booking: 'good', waiting: 'good', staff: 'good', report: 'good' }, recommend: 'yes' }
    await database.db
      .updateTable('survey')
      .set({ end_at: new Date(t.clock.now - 1000) })
      .where('id', '=', surveyId)
      .execute()
    try {
      const r = await t.post('/common/surveyData/submitSurvey', { surveyId, answers: sheet }, { token: u.token })
      expect([r.status, r.body.msg]).toEqual([400, SURVEY_MSG.ENDED])
      expect((await detail('satisfaction', u.token)).body.data).toMatchObject({ canSubmit: false, survey: { status: 'ended' } })
      await database.db.updateTable('survey').set({ end_at: null, status: 0 }).where('id', '=', surveyId).execute()
      const closed = await t.post('/common/surveyData/submitSurvey', { surveyId, answers: sheet }, { token: u.token })
      expect([closed.status, closed.body.msg]).toEqual([400, SURVEY_MSG.CLOSED])
    } finally {
      await database.db.updateTable('survey').set({ end_at: null, status: 1 }).where('id', '=', surveyId).execute()
    }
  })
})

describe('follow-up items and deletion', () => {
  test('plan/click and task/click lead to the survey, owner only', async () => {
    const u = await patient()
    const other = await patient()
    const surveyId = await idOf('satisfaction')
    const task = await database.db
      .insertInto('survey_task')
      .values({
        user_id: u.userId,
        survey_id: surveyId,
        kind: 'plan',
        title: '回访',
        relation_id: 'order-7',
        clicked_at: null,
        created_at: new Date(t.clock.now),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect((await t.post('/common/plan/click', { id: task.id }, { token: other.token })).status).toBe(404)
    expect((await t.post('/common/task/click', { id: task.id }, { token: u.token })).status).toBe(404) // a plan, not a task
    const r = await t.post('/common/plan/click', { id: task.id }, { token: u.token })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ surveyId, relationId: 'order-7' })
    t.clock.advance(60_000)
    expect((await t.post('/common/plan/click', { id: task.id }, { token: u.token })).body.data.clickTime).toBe(r.body.data.clickTime)
  })

  test('deleting the account deletes the answer sheets, allowances and follow-up items', async () => {
    const u = await patient()
    const surveyId = await idOf('one-plus')
    await t.post(
      '/common/surveyData/submitSurvey',
      {
        surveyId,
        consent: true,
        answers: { sex: 'm', age: 'lt40', prostate: 'no', smoker: 'no', stomach: 'no', sugar: 'no', neck: 'no', heart: 'no' },
      },
      { token: u.token },
    )
    await database.db
      .insertInto('survey_task')
      .values({
        user_id: u.userId,
        survey_id: surveyId,
        kind: 'task',
        title: '自测',
        relation_id: '',
        clicked_at: null,
        created_at: new Date(t.clock.now),
      })
      .execute()
    expect((await t.post('/user-center/acountDel', {}, { token: u.token })).status).toBe(200)
    for (const table of ['survey_submission', 'survey_quota', 'survey_task'] as const) {
      expect(await database.db.selectFrom(table).select('user_id').where('user_id', '=', u.userId).execute()).toEqual([])
    }
  })
})
