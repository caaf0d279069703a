/**
 * The chat workbench of the staff console over HTTP and the socket against PGlite (issue 32 item 3): the FAQ bot's
 * hand-off enters the queue; two agents claim at once and one wins; an internal note never reaches the patient
 * (history, sync, socket); transfer with a reason; resolve with the rating request and the patient's rating; a
 * doctor sees only the conversations routed to them (consultations and studio groups) with unread counts by seq;
 * the 全部 tab for admins only; quick replies per hospital (admins keep them) and per person; online / away; the patient panel and
 * the transcript are audited reads; and the socket: a doctor connected by the staff session cookie on instance B
 * and a patient on instance A exchange messages both ways within a second.
 */
import { sql } from 'kysely'
import { CHAT_DESK_PATHS } from '../../../contract/chat-desk'
import { STAFF_PATHS } from '../../../contract/staff'
import { SERVICE_MESSAGES } from '../../../src/domain/messages/chat'
import {
  CHAT_DESK_ALREADY_CLAIMED,
  CHAT_DESK_NOT_YOURS,
  CHAT_DESK_QUICK_ADMIN_ONLY,
  CHAT_DESK_REASON_REQUIRED,
} from '../../../src/domain/messages/chatDesk'
import { businessWallTime } from '../../../src/domain/time'
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { staffDoctor, staffHeaders, staffOfRole } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'
import { ChatSocket, appPort } from '../../../test-support/server/chat-socket'

let database: Database
let t: TestApp
let t2: TestApp
const patient = patients(() => ({ database, t }), '133', 'desk')
const CS = '/api/customerService'
const B1 = '/studio-patient/im'
const B2 = '/studio-patient/im/studio'
const H6 = { hospitalId: '6' }

beforeAll(async () => {
  database = await createTestDatabase()
  // 10:00 business time: agents on duty
  const clock = createClock(businessWallTime(2026, 3, 2, 10, 0).getTime())
  t = await createTestApp({ database, clock })
  // a second instance on the same database (the socket across instances)
  t2 = await createTestApp({ database, clock })
}, 180_000)
afterAll(async () => {
  await t2.close()
  await t.close()
  await database.close()
})

/** a patient's service conversation handed from the FAQ bot to a human: waiting in the queue */
async function handedOff() {
  const p = await patient()
  const s = (await t.get(`${CS}/loginCheck`, { token: p.token, headers: H6 })).body.data
  await t.post(`${CS}/sendMessage`, { text: '我要转人工' }, { token: p.token, headers: H6 })
  expect((await t.post(`${CS}/humanIntervention`, { action: 'request' }, { token: p.token, headers: H6 })).body.data.state).toBe('waiting')
  return { p, groupId: s.groupId as number }
}

const patientTexts = async (token: string) =>
  ((await t.post(`${CS}/getHistoryMes`, { pageSize: 100 }, { token, headers: H6 })).body.data.list as any[]).map((m) => m.content.text)

const audits = (action: string, objectId: number) =>
  database.db.selectFrom('staff_audit').selectAll().where('action', '=', action).where('object_id', '=', String(objectId)).execute()

describe('agents: the queue, claim, notes, transfer, resolve', () => {
  test('the hand-off enters the queue; two agents claim at once: one wins; a note never reaches the patient; transfer; resolve; the patient rates', async () => {
    const { p, groupId } = await handedOff()
    const a1 = await staffOfRole(t, 'cs-agent', 6)
    const a2 = await staffOfRole(t, 'cs-agent', 6)
    const other = await staffOfRole(t, 'cs-agent', 7)
    const queue = (await a1.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'unassigned' } })).body.data.list
    const q = queue.find((c: any) => c.groupId === groupId)
    expect(q).toMatchObject({ kind: 'service', state: 'waiting', assigneeStaffId: null })
    expect(q.patient).toMatch(/^133\*{4}\d{4}$/)
    expect(q.waitingSeconds).toBeGreaterThanOrEqual(0)
    // another hospital's agent neither sees nor claims it
    expect(
      (await other.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'unassigned' } })).body.data.list.map((c: any) => c.groupId),
    ).not.toContain(groupId)
    expect((await other.post(CHAT_DESK_PATHS.claim, { groupId })).status).toBe(404)
    // both at once: exactly one wins
    const [r1, r2] = await Promise.all([a1.post(CHAT_DESK_PATHS.claim, { groupId }), a2.post(CHAT_DESK_PATHS.claim, { groupId })])
    expect([r1.status, r2.status].sort()).toEqual([200, 409])
    const [winner, loser] = r1.status === 200 ? [a1, a2] : [a2, a1]
    expect((r1.status === 200 ? r2 : r1).body.msg).toBe(CHAT_DESK_ALREADY_CLAIMED)
    expect(
      (
        await database.db
          .selectFrom('chat_member')
          .selectAll()
          .where('conversation_id', '=', groupId)
          .where('member_kind', '=', 'agent')
          .where('member_id', '>', 0)
          .execute()
      ).map((m) => m.member_id),
    ).toEqual([winner.staffId])
    expect(
      (await winner.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'mine' } })).body.data.list.map((c: any) => c.groupId),
    ).toContain(groupId)
    expect((await loser.post(CHAT_DESK_PATHS.send, { groupId, text: '抢答' })).status).toBe(409)

    // the patient's socket is open while staff write a note and a reply
    const ps = await ChatSocket.open(appPort(t), { token: p.token })
    const reply = await winner.post(CHAT_DESK_PATHS.send, { groupId, text: '您好，我是人工客服小王' })
    expect(reply.body.data).toMatchObject({ senderKind: 'agent', mine: true })
    const note = await winner.post(CHAT_DESK_PATHS.note, { groupId, text: '内部备注：患者情绪焦虑，注意安抚' })
    expect(note.body.data).toMatchObject({ kind: 'note', text: '内部备注：患者情绪焦虑，注意安抚' })
    expect((await winner.post(CHAT_DESK_PATHS.note, { groupId, text: '  ' })).status).toBe(400)
    await ps.until(() => ps.msgs(groupId).some((m) => m.content.text === '您好，我是人工客服小王'))
    // the transfer, with its reason (required)
    expect((await winner.post(CHAT_DESK_PATHS.transfer, { groupId, staffId: loser.staffId, reason: ' ' })).body.msg).toBe(
      CHAT_DESK_REASON_REQUIRED,
    )
    expect((await winner.post(CHAT_DESK_PATHS.transfer, { groupId, staffId: other.staffId, reason: '专业问题' })).status).toBe(400)
    const tr = await winner.post(CHAT_DESK_PATHS.transfer, { groupId, staffId: loser.staffId, reason: '涉及退款，转财务相关同事' })
    expect(tr.body.data).toMatchObject({ assigneeStaffId: loser.staffId, serviceState: 'agent' })
    expect((await winner.post(CHAT_DESK_PATHS.send, { groupId, text: '还在吗' })).body.msg).toBe(CHAT_DESK_NOT_YOURS)
    const view = (await loser.get(CHAT_DESK_PATHS.messages, { query: { groupId } })).body.data
    expect(view.canSend).toBe(true)
    expect(view.notes.map((n: any) => [n.kind, n.text])).toEqual([
      ['note', '内部备注：患者情绪焦虑，注意安抚'],
      ['transfer', expect.stringContaining('涉及退款，转财务相关同事')],
    ])
    await loser.post(CHAT_DESK_PATHS.send, { groupId, text: '您好，由我继续为您服务' })
    const res = await loser.post(CHAT_DESK_PATHS.resolve, { groupId })
    expect(res.body.data).toMatchObject({ state: 'resolved', serviceState: 'closed' })
    expect((await loser.post(CHAT_DESK_PATHS.resolve, { groupId })).status).toBe(409)
    await ps.until(() => ps.msgs(groupId).some((m) => m.content.text === SERVICE_MESSAGES.closed))

    // the patient: replies, the transfer line and the rating request; no note, no reason, anywhere
    const texts = await patientTexts(p.token)
    expect(texts).toEqual(
      expect.arrayContaining(['您好，我是人工客服小王', '您好，由我继续为您服务', SERVICE_MESSAGES.closed, SERVICE_MESSAGES.accepted]),
    )
    const seen = JSON.stringify([
      texts,
      ps.frames,
      (await t.post(`${B1}/getMessageList`, { groupId, afterSeq: 0, limit: 200 }, { token: p.token })).body,
    ])
    expect(seen).not.toContain('内部备注')
    expect(seen).not.toContain('涉及退款')
    ps.close()
    // the rating the patient side already supports
    expect(
      (await t.post(`${CS}/humanIntervention`, { action: 'rate', rating: 5 }, { token: p.token, headers: H6 })).body.data,
    ).toMatchObject({
      state: 'closed',
      rating: 5,
    })
    // audited: claim, note, transfer, resolve, and the transcript read
    for (const action of ['chat.claim', 'chat.note', 'chat.transfer', 'chat.resolve', 'chat.send', 'chat.transcript.read'])
      expect((await audits(action, groupId)).filter((a) => a.result === 'ok').length).toBeGreaterThan(0)
    // the loser's claim and the other hospital's are on record as failed
    expect((await audits('chat.claim', groupId)).map((a) => a.result).sort()).toEqual(['failed', 'failed', 'ok'])
  })

  test('assign (chat:supervise) and the 全部 tab are for admins; agents get 403', async () => {
    const { groupId } = await handedOff()
    const admin = await staffOfRole(t, 'hospital-admin', 6)
    const agent = await staffOfRole(t, 'cs-agent', 6)
    expect((await agent.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'all' } })).status).toBe(403)
    expect((await agent.post(CHAT_DESK_PATHS.assign, { groupId, staffId: agent.staffId })).status).toBe(403)
    const all = (await admin.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'all' } })).body.data.list
    expect(all.map((c: any) => c.groupId)).toContain(groupId)
    const doctor = await staffDoctor(t, 602)
    expect((await admin.post(CHAT_DESK_PATHS.assign, { groupId, staffId: doctor.staffId })).status).toBe(400) // not an agent
    const r = await admin.post(CHAT_DESK_PATHS.assign, { groupId, staffId: agent.staffId })
    expect(r.body.data).toMatchObject({ assigneeStaffId: agent.staffId, serviceState: 'agent' })
    expect(
      (await agent.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'mine' } })).body.data.list.map((c: any) => c.groupId),
    ).toContain(groupId)
  })
})

describe('doctors: only what is routed to them', () => {
  test('a consultation and a studio group of the doctor; unread by seq; another doctor gets 409; the patient panel is an audited read', async () => {
    const p = await patient()
    const g = (await t.post(`${B1}/createGroup`, { doctorId: 602 }, { token: p.token })).body.data
    await t.post(`${B1}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: '医生您好，我血压偏高' }, { token: p.token })
    // seq 2 is the doctor's scripted greeting (read by the doctor as its sender); seq 3 is unread
    await t.post(`${B1}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: '还有点头疼' }, { token: p.token })
    const studio = await database.db.selectFrom('studio_member').select('studio_id').where('doctor_id', '=', 602).executeTakeFirstOrThrow()
    const sg = (await t.post(`${B2}/createGroup`, { studioId: studio.studio_id }, { token: p.token })).body.data
    await t.post(`${B2}/sendMessage`, { groupId: sg.groupId, msgType: 'text', text: '群里提问' }, { token: p.token })
    const doctor = await staffDoctor(t, 602)
    const stranger = await staffDoctor(t, 603)
    const mine = (await doctor.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'mine' } })).body.data.list
    const c1 = mine.find((c: any) => c.groupId === g.groupId)
    expect(c1).toMatchObject({ kind: 'consult', type: 1, state: 'assigned', unread: 1, lastSeq: 3, readSeq: 2, lastText: '还有点头疼' })
    expect(mine.find((c: any) => c.groupId === sg.groupId)).toMatchObject({ type: 2 })
    expect((await doctor.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'unassigned' } })).body.data.list).toEqual([])
    expect((await doctor.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'all' } })).status).toBe(403)
    // 603 is not this consultation's doctor
    expect(
      (await stranger.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'mine' } })).body.data.list.map((c: any) => c.groupId),
    ).not.toContain(g.groupId)
    expect((await stranger.get(CHAT_DESK_PATHS.messages, { query: { groupId: g.groupId } })).status).toBe(409)
    expect((await stranger.post(CHAT_DESK_PATHS.send, { groupId: g.groupId, text: '越权' })).status).toBe(409)
    expect((await stranger.get(CHAT_DESK_PATHS.patient, { query: { groupId: g.groupId } })).status).toBe(409)
    // the doctor reads (unread 0), answers in both
    expect((await doctor.post(CHAT_DESK_PATHS.read, { groupId: g.groupId, seq: 3 })).body.data).toEqual({ readSeq: 3, unread: 0 })
    await doctor.post(CHAT_DESK_PATHS.send, { groupId: sg.groupId, text: '群里回复：请按时服药' })
    const seen = (await t.post(`${B2}/getMessageList`, { groupId: sg.groupId }, { token: p.token })).body.data.list
    expect(seen.find((m: any) => m.content.text === '群里回复：请按时服药')).toMatchObject({ senderKind: 'doctor' })
    // the patient panel: masked, audited with the patient
    const panel = await doctor.get(CHAT_DESK_PATHS.patient, { query: { groupId: g.groupId } })
    expect(panel.body.data).toMatchObject({ userId: p.userId, orders: [], reports: [] })
    expect(panel.body.data.phone).toMatch(/^133\*{4}\d{4}$/)
    const rows = await audits('chat.patient.read', g.groupId)
    expect(rows.filter((r) => r.result === 'ok' && r.patient_user_id === p.userId && r.staff_id === doctor.staffId)).toHaveLength(1)
  })
})

describe('quick replies and presence', () => {
  test('per hospital (admins write) and per person; online / away in the agents list', async () => {
    const admin = await staffOfRole(t, 'hospital-admin', 6)
    const a1 = await staffOfRole(t, 'cs-agent', 6)
    const a2 = await staffOfRole(t, 'cs-agent', 6)
    expect((await a1.post(CHAT_DESK_PATHS.quickReplySave, { scope: 'hospital', title: '问候', text: '您好' })).body.msg).toBe(
      CHAT_DESK_QUICK_ADMIN_ONLY,
    )
    const h = (await admin.post(CHAT_DESK_PATHS.quickReplySave, { scope: 'hospital', title: '报告时间', text: '报告一般3-7个工作日出具' }))
      .body.data
    const mine = (await a1.post(CHAT_DESK_PATHS.quickReplySave, { scope: 'mine', title: '我的问候', text: '您好，我是小王' })).body.data
    expect((await a1.post(CHAT_DESK_PATHS.quickReplySave, { scope: 'mine', title: '', text: 'x' })).status).toBe(400)
    const l1 = (await a1.get(CHAT_DESK_PATHS.quickReplies)).body.data.list.map((r: any) => r.id)
    const l2 = (await a2.get(CHAT_DESK_PATHS.quickReplies)).body.data.list.map((r: any) => r.id)
    expect(l1).toEqual(expect.arrayContaining([h.id, mine.id]))
    expect(l2).toContain(h.id)
    expect(l2).not.toContain(mine.id)
    expect((await a2.post(CHAT_DESK_PATHS.quickReplySave, { id: mine.id, scope: 'mine', title: '改', text: '改' })).status).toBe(404)
    expect(
      (await a1.post(CHAT_DESK_PATHS.quickReplySave, { id: mine.id, scope: 'mine', title: '问候', text: '您好！' })).body.data,
    ).toMatchObject({
      id: mine.id,
      text: '您好！',
    })
    expect((await a2.post(CHAT_DESK_PATHS.quickReplyDelete, { id: mine.id })).status).toBe(404)
    expect((await a1.post(CHAT_DESK_PATHS.quickReplyDelete, { id: h.id })).status).toBe(409)
    expect((await a1.post(CHAT_DESK_PATHS.quickReplyDelete, { id: mine.id })).status).toBe(200)
    expect((await a1.get(CHAT_DESK_PATHS.quickReplies)).body.data.list.map((r: any) => r.id)).not.toContain(mine.id)

    expect((await a1.get(CHAT_DESK_PATHS.presence)).body.data).toEqual({ status: 'away' })
    expect((await a1.post(CHAT_DESK_PATHS.presence, { status: 'online' })).body.data).toEqual({ status: 'online' })
    expect((await a1.post(CHAT_DESK_PATHS.presence, { status: 'busy' })).status).toBe(400)
    const agents = (await a2.get(CHAT_DESK_PATHS.agents)).body.data.list
    expect(agents.find((x: any) => x.staffId === a1.staffId)).toMatchObject({ status: 'online', load: 0 })
    expect(agents.find((x: any) => x.staffId === a2.staffId)).toMatchObject({ status: 'away' })
  })
})

describe('the socket with the staff session cookie', () => {
  test('a patient on instance A and the doctor on instance B exchange messages both ways within a second', async () => {
    const p = await patient()
    const g = (await t.post(`${B1}/createGroup`, { doctorId: 602 }, { token: p.token })).body.data
    const doctor = await staffDoctor(t, 602)
    // no cookie, a wrong cookie, or a cross-site page riding the cookie: refused
    const anon = await ChatSocket.open(appPort(t2), {})
    anon.ws.send(JSON.stringify({ type: 'send', groupId: g.groupId, msgType: 'text', text: 'x' }))
    await anon.until((fs) => fs.some((f) => f.type === 'error' && f.code === 401))
    anon.close()
    const forged = await ChatSocket.open(appPort(t2), { cookie: 'A'.repeat(43) })
    expect(forged.frames[0]).toMatchObject({ type: 'error', code: 401 })
    const cross = await ChatSocket.open(appPort(t2), { cookie: doctor.cookie, origin: 'https://evil.example' })
    expect(cross.frames[0]).toMatchObject({ type: 'error', code: 401 })

    const onB = await ChatSocket.open(appPort(t2), { cookie: doctor.cookie })
    expect(onB.frames[0]).toMatchObject({ type: 'hello', memberKind: 'doctor', memberId: 602 })
    const onA = await ChatSocket.open(appPort(t), { token: p.token })
    // patient → doctor
    let started = Date.now()
    await t.post(`${B1}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: '医生，我头晕' }, { token: p.token })
    await onB.until(() => onB.msgs(g.groupId).some((m) => m.content.text === '医生，我头晕'), 1000)
    expect(Date.now() - started).toBeLessThan(1000)
    // doctor → patient, over the socket itself
    started = Date.now()
    onB.ws.send(
      JSON.stringify({ type: 'send', reqId: 'r1', groupId: g.groupId, msgType: 'text', text: '请测量血压后告诉我', clientMsgId: 'd-1' }),
    )
    await onA.until(() => onA.msgs(g.groupId).some((m) => m.content.text === '请测量血压后告诉我'), 1000)
    expect(Date.now() - started).toBeLessThan(1000)
    await onB.until((fs) => fs.some((f) => f.type === 'ack' && f.reqId === 'r1'))
    expect(onA.msgs(g.groupId).find((m) => m.content.text === '请测量血压后告诉我')).toMatchObject({ senderKind: 'doctor', mine: false })
    // a conversation not routed to the doctor: refused on the socket too
    const q = await patient()
    const other = (await t.post(`${B1}/createGroup`, { doctorId: 603 }, { token: q.token })).body.data
    onB.ws.send(JSON.stringify({ type: 'send', reqId: 'r2', groupId: other.groupId, msgType: 'text', text: '越权' }))
    await onB.until((fs) => fs.some((f) => f.reqId === 'r2'))
    expect(onB.frames.find((f) => f.reqId === 'r2').type).toBe('error')
    expect((await audits('chat.send', g.groupId)).some((a) => a.staff_id === doctor.staffId)).toBe(true)
    // the session ends (logout): the socket's next send is refused and the socket closed
    expect((await doctor.post(STAFF_PATHS.logout, {})).status).toBe(200)
    onB.ws.send(JSON.stringify({ type: 'send', reqId: 'r3', groupId: g.groupId, msgType: 'text', text: '登出后' }))
    await onB.until((fs) => fs.some((f) => f.reqId === 'r3'))
    expect(onB.frames.find((f) => f.reqId === 'r3')).toMatchObject({ type: 'error', code: 401 })
    onA.close()
    onB.close()
  })
})

describe('the send audit row is written in the message transaction', () => {
  test('a failing audit row rolls the message back (a text over HTTP, a knowledge card, a text on the socket); then both are stored', async () => {
    const doc = await database.db
      .selectFrom('doctor')
      .select('id')
      .where('hospital_id', '=', 6)
      .where('id', 'not in', [602, 603])
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const article = await database.db
      .selectFrom('content_entry')
      .select('id')
      .where('kind', '=', 'article')
      .where('hospital_id', 'in', [0, 6])
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const p = await patient()
    const g = (await t.post(`${B1}/createGroup`, { doctorId: doc.id }, { token: p.token })).body.data
    const doctor = await staffDoctor(t, doc.id)
    const lastSeq = async () =>
      (await database.db.selectFrom('chat_conversation').select('last_seq').where('id', '=', g.groupId).executeTakeFirstOrThrow()).last_seq
    const stored = async () =>
      (await database.db.selectFrom('chat_message').select('content').where('conversation_id', '=', g.groupId).execute()).map((m) =>
        JSON.stringify(m.content),
      )
    const before = await lastSeq()
    // the audit table refuses this conversation's send rows (a full disk, a lost connection, a broken grant ...)
    await sql
      .raw(`create function test_refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`)
      .execute(database.db)
    await sql
      .raw(
        `create trigger test_refuse_audit before insert on staff_audit for each row when (new.action in ('chat.send', 'chat.knowledge') and new.object_id = '${g.groupId}') execute function test_refuse_audit()`,
      )
      .execute(database.db)
    const onSocket = await ChatSocket.open(appPort(t), { cookie: doctor.cookie })
    try {
      const text = await doctor.post(CHAT_DESK_PATHS.send, { groupId: g.groupId, text: '未审计的回复' })
      expect(text.status).toBe(500)
      const card = await doctor.post(CHAT_DESK_PATHS.knowledge, { groupId: g.groupId, articleId: article.id })
      expect(card.status).toBe(500)
      onSocket.ws.send(JSON.stringify({ type: 'send', reqId: 'a1', groupId: g.groupId, msgType: 'text', text: '未审计的套接字回复' }))
      await onSocket.until((fs) => fs.some((f) => f.reqId === 'a1'))
      expect(onSocket.frames.find((f) => f.reqId === 'a1').type).toBe('error')
      // nothing of the three was stored, counted or pushed
      expect(await lastSeq()).toBe(before)
      expect((await stored()).join()).not.toMatch(/未审计|articleId/)
      const history = (await t.post(`${B1}/getMessageList`, { groupId: g.groupId, afterSeq: 0, limit: 200 }, { token: p.token })).body
      expect(JSON.stringify(history)).not.toContain('未审计')
      expect((await audits('chat.send', g.groupId)).length + (await audits('chat.knowledge', g.groupId)).length).toBe(0)
    } finally {
      await sql.raw('drop trigger test_refuse_audit on staff_audit').execute(database.db)
      await sql.raw('drop function test_refuse_audit()').execute(database.db)
    }
    // the audit works again: each message and its row, together
    const ok = await doctor.post(CHAT_DESK_PATHS.send, { groupId: g.groupId, text: '已审计的回复' })
    expect(ok.status).toBe(200)
    const card = await doctor.post(CHAT_DESK_PATHS.knowledge, { groupId: g.groupId, articleId: article.id })
    expect(card.status).toBe(200)
    onSocket.ws.send(JSON.stringify({ type: 'send', reqId: 'a2', groupId: g.groupId, msgType: 'text', text: '已审计的套接字回复' }))
    await onSocket.until((fs) => fs.some((f) => f.type === 'ack' && f.reqId === 'a2'))
    onSocket.close()
    expect(await lastSeq()).toBe(before + 3)
    const sends = await audits('chat.send', g.groupId)
    const ids = (await database.db.selectFrom('chat_message').select(['id', 'msg_type']).where('conversation_id', '=', g.groupId).execute())
      .filter((m) => m.msg_type === 'text')
      .map((m) => m.id)
    const changes = (a: { changes: unknown }) =>
      (typeof a.changes === 'string' ? JSON.parse(a.changes) : a.changes) as { messageId: number }
    expect(sends.map((a) => [a.result, a.staff_id, changes(a).messageId]).sort()).toEqual(
      ids
        .slice(-2)
        .map((id) => ['ok', doctor.staffId, id])
        .sort(),
    )
    expect((await audits('chat.knowledge', g.groupId)).map((a) => [a.result, changes(a).messageId])).toEqual([['ok', card.body.data.id]])
  })
})

describe("the queue's changes on the agents' sockets", () => {
  test('a hand-off, a claim, a transfer and a resolve reach the agents of the hospital on both instances within a second; not doctors, not another hospital', async () => {
    const a1 = await staffOfRole(t, 'cs-agent', 6)
    const a2 = await staffOfRole(t, 'cs-agent', 6)
    const other = await staffOfRole(t, 'cs-agent', 7)
    const doc = await database.db
      .selectFrom('doctor')
      .select('id')
      .where('hospital_id', '=', 6)
      .where('id', 'not in', [602, 603])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const doctor = await staffDoctor(t, doc.id)
    const onB = await ChatSocket.open(appPort(t2), { cookie: a1.cookie }) // instance B
    const onA = await ChatSocket.open(appPort(t), { cookie: a2.cookie }) // instance A
    const doctorSocket = await ChatSocket.open(appPort(t), { cookie: doctor.cookie })
    const otherSocket = await ChatSocket.open(appPort(t2), { cookie: other.cookie })
    const queued = (s: ChatSocket, groupId: number, event: string) => () =>
      s.frames.some((f) => f.type === 'queue' && f.groupId === groupId && f.event === event)
    const within = async (what: string, ...waits: Array<[ChatSocket, () => boolean]>) => {
      const started = Date.now()
      for (const [s, seen] of waits) await s.until(seen, 1000)
      expect([what, Date.now() - started < 1000]).toEqual([what, true])
    }
    try {
      // the FAQ bot's hand-off (the patient on instance A): both agents' lists hear it
      const { groupId } = await handedOff()
      await within('waiting', [onA, queued(onA, groupId, 'waiting')], [onB, queued(onB, groupId, 'waiting')])
      // a claim on A reaches B
      expect((await a2.post(CHAT_DESK_PATHS.claim, { groupId })).status).toBe(200)
      await within('claimed', [onB, queued(onB, groupId, 'claimed')], [onA, queued(onA, groupId, 'claimed')])
      // a transfer on A to the agent on B
      expect((await a2.post(CHAT_DESK_PATHS.transfer, { groupId, staffId: a1.staffId, reason: '换人跟进' })).status).toBe(200)
      await within('transferred', [onB, queued(onB, groupId, 'transferred')], [onA, queued(onA, groupId, 'transferred')])
      // the resolve, through instance B, reaches A
      const b1 = { post: (url: string, body: unknown) => t2.post(url, body, { headers: staffHeaders(a1.cookie, a1.me.csrfToken) }) }
      expect((await b1.post(CHAT_DESK_PATHS.resolve, { groupId })).status).toBe(200)
      await within('resolved', [onA, queued(onA, groupId, 'resolved')], [onB, queued(onB, groupId, 'resolved')])
      // no patient data in the frame; doctors and another hospital's agents hear nothing of it
      expect(onA.frames.find((f) => f.type === 'queue')).toEqual({ type: 'queue', groupId, event: 'waiting' })
      expect([...doctorSocket.frames, ...otherSocket.frames].filter((f) => f.type === 'queue')).toEqual([])
    } finally {
      for (const s of [onA, onB, doctorSocket, otherSocket]) s.close()
    }
  })
})

describe('knowledge cards from the workbench', () => {
  test("the articles to pick: the hospital's and the shared ones, by keyword, never another hospital's; the picked one reaches the patient as a card", async () => {
    const doc = await database.db
      .selectFrom('doctor')
      .select('id')
      .where('hospital_id', '=', 6)
      .where('id', 'not in', [602, 603])
      .orderBy('id')
      .offset(1)
      .executeTakeFirstOrThrow()
    const doctor = await staffDoctor(t, doc.id)
    const all = await doctor.get(CHAT_DESK_PATHS.articles)
    expect(all.status).toBe(200)
    const list = all.body.data.list as Array<{ articleId: number; title: string }>
    expect(list.length).toBeGreaterThan(0)
    const rows = await database.db
      .selectFrom('content_entry')
      .select(['id', 'hospital_id'])
      .where(
        'id',
        'in',
        list.map((a) => a.articleId),
      )
      .execute()
    expect(rows.every((r) => r.hospital_id === 0 || r.hospital_id === 6)).toBe(true)
    const foreign = await database.db
      .selectFrom('content_entry')
      .select('id')
      .where('kind', '=', 'article')
      .where('hospital_id', 'not in', [0, 6])
      .execute()
    for (const f of foreign) expect(list.map((a) => a.articleId)).not.toContain(f.id)
    const picked = list[0]
    const word = Array.from(picked.title).slice(0, 2).join('')
    const found = (await doctor.get(CHAT_DESK_PATHS.articles, { query: { keyword: word } })).body.data.list
    expect(found.map((a: any) => a.articleId)).toContain(picked.articleId)
    expect(found.every((a: any) => a.title.includes(word))).toBe(true)
    expect((await doctor.get(CHAT_DESK_PATHS.articles, { query: { keyword: 'x'.repeat(51) } })).status).toBe(400)
    // sent into a consultation of the doctor: the patient's history has the card
    const p = await patient()
    const g = (await t.post(`${B1}/createGroup`, { doctorId: doc.id }, { token: p.token })).body.data
    const sent = await doctor.post(CHAT_DESK_PATHS.knowledge, { groupId: g.groupId, articleId: picked.articleId })
    expect(sent.status).toBe(200)
    const history = (await t.post(`${B1}/getMessageList`, { groupId: g.groupId, afterSeq: 0, limit: 200 }, { token: p.token })).body.data
    expect(history.list.find((m: any) => m.msgType === 'knowledge')?.content).toMatchObject({
      articleId: picked.articleId,
      title: picked.title,
    })
  })
})
