/**
 * Customer service (issue 15 item 4): the FAQ bot answers first, a hand-off to a human goes waiting → agent →
 * closed, then one rating; outside service hours the patient gets the hours and may leave a call-back number.
 * Another user's conversation is never reachable: every call works on the caller's own conversation.
 */
import { businessWallTime } from '../../../src/domain/time'
import { parseServiceHours, SERVICE_HOURS } from '../../../src/domain/chat'
import { SERVICE_MESSAGES } from '../../../src/domain/messages/chat'
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { CHAT_DESK_PATHS } from '../../../contract/chat-desk'
import { staffOfRole } from '../../../test-support/server/staff'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '134', 'cs')
const CS = '/api/customerService'

beforeAll(async () => {
  database = await createTestDatabase()
  // 10:00 business time: agents on duty
  t = await createTestApp({
    database,
    clock: createClock(businessWallTime(2026, 3, 2, 10, 0).getTime()),
  })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const texts = async (token: string) =>
  ((await t.post(`${CS}/getHistoryMes`, { pageSize: 100 }, { token })).body.data.list as any[]).map((m) => [m.senderName, m.content.text])

test('service data: phone, hours, on duty, the FAQ (no login needed)', async () => {
  const r = await t.get(`${CS}/getCustomerServiceData`)
  expect(r.body.data).toMatchObject({ hours: SERVICE_HOURS.text, open: true })
  expect(r.body.data.phone).not.toBe('')
  expect(r.body.data.faq.length).toBeGreaterThanOrEqual(5)
  expect((await t.get(`${CS}/loginCheck`)).status).toBe(401)
})

test('bot first, then waiting → agent → closed, then one rating', async () => {
  const a = await patient()
  const s = (await t.get(`${CS}/loginCheck`, { token: a.token })).body.data
  expect(s).toMatchObject({ state: 'bot', open: true, rating: null, lastSeq: 1 })
  expect((await t.get(`${CS}/loginCheck`, { token: a.token })).body.data.groupId).toBe(s.groupId)
  await t.post(`${CS}/sendMessage`, { text: '体检报告什么时候出？' }, { token: a.token })
  await t.post(`${CS}/sendMessage`, { text: '今天天气怎么样' }, { token: a.token })
  const h = await t.post(`${CS}/getHistoryMes`, { pageSize: 100 }, { token: a.token })
  const list = h.body.data.list
  expect(list[2]).toMatchObject({ senderName: '智能客服', content: { link: '/webReport' } })
  expect(list[4].content.text).toBe(SERVICE_MESSAGES.noAnswer)
  // rating before closing is refused; the patient asks for a human
  expect((await t.post(`${CS}/humanIntervention`, { action: 'rate', rating: 5 }, { token: a.token })).status).toBe(409)
  expect((await t.post(`${CS}/humanIntervention`, { action: 'request' }, { token: a.token })).body.data.state).toBe('waiting')
  expect((await t.post(`${CS}/humanIntervention`, { action: 'request' }, { token: a.token })).body).toMatchObject({
    code: 409,
    msg: SERVICE_MESSAGES.badAction,
  })
  // while waiting the bot is quiet
  await t.post(`${CS}/sendMessage`, { text: '请尽快' }, { token: a.token })
  // an agent of the hospital (the staff console's workbench) sees it in the queue, claims it and replies
  const conv = await database.db.selectFrom('chat_conversation').select('hospital_id').where('id', '=', s.groupId).executeTakeFirstOrThrow()
  const agent = await staffOfRole(t, 'cs-agent', conv.hospital_id)
  const queue = (await agent.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'unassigned' } })).body.data.list
  expect(queue.find((w: any) => w.groupId === s.groupId)).toMatchObject({ state: 'waiting' })
  const acc = await agent.post(CHAT_DESK_PATHS.claim, { groupId: s.groupId })
  expect(acc.body).toMatchObject({ code: 200, data: { serviceState: 'agent', assigneeStaffId: agent.staffId } })
  expect((await agent.post(CHAT_DESK_PATHS.claim, { groupId: s.groupId })).status).toBe(409)
  await agent.post(CHAT_DESK_PATHS.send, { groupId: s.groupId, text: '您好，报告一般3-7个工作日出具' })
  expect((await t.get(`${CS}/loginCheck`, { token: a.token })).body.data.state).toBe('agent')
  // the patient closes and rates once
  expect((await t.post(`${CS}/humanIntervention`, { action: 'close' }, { token: a.token })).body.data.state).toBe('closed')
  expect((await t.post(`${CS}/humanIntervention`, { action: 'rate', rating: 6 }, { token: a.token })).body.msg).toBe(
    SERVICE_MESSAGES.badRating,
  )
  expect((await t.post(`${CS}/humanIntervention`, { action: 'rate', rating: 5 }, { token: a.token })).body.data).toMatchObject({
    state: 'closed',
    rating: 5,
  })
  expect((await t.post(`${CS}/humanIntervention`, { action: 'rate', rating: 4 }, { token: a.token })).body.msg).toBe(
    SERVICE_MESSAGES.alreadyRated,
  )
  const all = await texts(a.token)
  expect(all.map((x) => x[1])).toEqual(
    expect.arrayContaining([
      SERVICE_MESSAGES.waiting,
      SERVICE_MESSAGES.accepted,
      '您好，报告一般3-7个工作日出具',
      SERVICE_MESSAGES.closed,
      SERVICE_MESSAGES.rated,
    ]),
  )
  expect(all.filter((x) => x[1] === '请尽快')).toHaveLength(1)
  expect(all.findIndex((x) => x[1] === '请尽快') + 1).toBe(all.findIndex((x) => x[1] === SERVICE_MESSAGES.accepted))
  // another patient has their own conversation and cannot read this one through the chat bases
  const b = await patient()
  expect((await t.get(`${CS}/loginCheck`, { token: b.token })).body.data.groupId).not.toBe(s.groupId)
  expect((await t.post('/studio-patient/im/getMessageList', { groupId: s.groupId }, { token: b.token })).status).toBe(404)
})

test('outside service hours: the hours and a call-back request instead of an agent', async () => {
  const night = await createTestApp({ database, clock: createClock(businessWallTime(2026, 3, 2, 21, 30).getTime()) })
  try {
    const a = await patient()
    const r = await night.post(`${CS}/humanIntervention`, { action: 'request' }, { token: a.token })
    expect(r.body.data).toMatchObject({ state: 'bot', open: false })
    expect((await night.post(`${CS}/humanIntervention`, { action: 'callback', phone: '123' }, { token: a.token })).body.msg).toBe(
      SERVICE_MESSAGES.badPhone,
    )
    expect((await night.post(`${CS}/humanIntervention`, { action: 'callback', phone: '13912345678' }, { token: a.token })).status).toBe(200)
    const list = (await night.post(`${CS}/getHistoryMes`, {}, { token: a.token })).body.data.list.map((m: any) => m.content.text)
    expect(list).toEqual(expect.arrayContaining([SERVICE_MESSAGES.offHours(SERVICE_HOURS.text), SERVICE_MESSAGES.callbackDone]))
    const cb = await database.db.selectFrom('chat_callback').selectAll().where('user_id', '=', a.userId).execute()
    expect(cb.map((c) => c.phone)).toEqual(['13912345678'])
  } finally {
    await night.close()
  }
})

test("a deployment's own hours (CHAT_SERVICE_HOURS): all day takes the hand-off at night; 09:30-17:45 is closed at 18:00 and says so", async () => {
  const allDay = await createTestApp({
    database,
    clock: createClock(businessWallTime(2026, 3, 2, 3, 15).getTime()),
    config: { chatServiceHours: parseServiceHours('00:00-24:00')! },
  })
  const office = await createTestApp({
    database,
    clock: createClock(businessWallTime(2026, 3, 2, 18, 0).getTime()),
    config: { chatServiceHours: parseServiceHours('09:30-17:45')! },
  })
  try {
    expect((await allDay.get(`${CS}/getCustomerServiceData`)).body.data).toMatchObject({ hours: '周一至周日 00:00-24:00', open: true })
    const a = await patient()
    const r = await allDay.post(`${CS}/humanIntervention`, { action: 'request' }, { token: a.token })
    expect(r.body.data).toMatchObject({ state: 'waiting', open: true })

    expect((await office.get(`${CS}/getCustomerServiceData`)).body.data).toMatchObject({ hours: '周一至周日 09:30-17:45', open: false })
    const b = await patient()
    expect((await office.post(`${CS}/humanIntervention`, { action: 'request' }, { token: b.token })).body.data).toMatchObject({
      state: 'bot',
      open: false,
    })
    const list = (await office.post(`${CS}/getHistoryMes`, {}, { token: b.token })).body.data.list.map((m: any) => m.content.text)
    expect(list).toContain(SERVICE_MESSAGES.offHours('周一至周日 09:30-17:45'))
  } finally {
    await allDay.close()
    await office.close()
  }
})
