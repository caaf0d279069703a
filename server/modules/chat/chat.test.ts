/**
 * Chat over HTTP and the WebSocket against PGlite (issue 15): members only, seq assigned in the database (50
 * concurrent senders: each message stored once, one order, every member sees all), resync by afterSeq, unread,
 * flood control 20604, sensitive words 21501/21502, quit and mute, the scripted doctor and the doctor in the staff console's workbench.
 */
import WebSocket from 'ws'
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { createSession } from '../../auth/sessions'
import { SEED_CHAT_TEXTS } from '../../seed/chat'
import { CHAT_CLOSE, CHAT_FLOOD } from '../../../src/domain/chat'
import { CHAT_CODE_MESSAGES, CHAT_MESSAGES } from '../../../src/domain/messages/chat'
import { CHAT_DESK_PATHS } from '../../../contract/chat-desk'
import { staffDoctor } from '../../../test-support/server/staff'
import { ChatSocket, appPort } from '../../../test-support/server/chat-socket'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '135', 'chat')
const B1 = '/studio-patient/im'
const B2 = '/studio-patient/im/studio'

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, clock: createClock() })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

async function consult(token: string, doctorId = 602) {
  const r = await t.post(`${B1}/createGroup`, { doctorId }, { token })
  expect(r.status).toBe(200)
  return r.body.data
}

describe('membership', () => {
  test('a consultation is created once per patient and doctor; another user gets 404 (22406) everywhere', async () => {
    const a = await patient()
    const b = await patient()
    const g = await consult(a.token)
    expect(g).toMatchObject({ type: 1, kind: 'consult', doctorId: 602, lastSeq: 0, unread: 0, quit: false })
    expect(g.members.map((m: any) => m.memberKind)).toEqual(['user', 'doctor'])
    expect((await consult(a.token)).groupId).toBe(g.groupId)
    for (const [url, body] of [
      ['getGroupInfo', { groupId: g.groupId }],
      ['getMembersInfo', { groupId: g.groupId }],
      ['getMessageList', { groupId: g.groupId }],
      ['recordLatestReadMessageId', { groupId: g.groupId, seq: 1 }],
      ['sendMessage', { groupId: g.groupId, msgType: 'text', text: '你好' }],
    ] as const) {
      const r = await t.post(`${B1}/${url}`, body, { token: b.token })
      expect(r.status).toBe(404)
      expect(r.body).toMatchObject({ code: 404, errCode: 22406 })
    }
    expect((await t.get(`${B1}/getHistoryMessage`, { query: { groupId: g.groupId }, token: b.token })).status).toBe(404)
    // the group is not a type-2 group either
    expect((await t.post(`${B2}/getGroupInfo`, { groupId: g.groupId }, { token: a.token })).status).toBe(404)
    // a socket of another user gets nothing of it on sync
    const cb = await ChatSocket.open(appPort(t), { token: b.token })
    cb.send({ type: 'sync', since: { [g.groupId]: 0 } })
    await cb.until((fs) => fs.some((f) => f.type === 'synced'))
    expect(cb.msgs(g.groupId)).toEqual([])
    expect(cb.frames.find((f) => f.type === 'error')).toMatchObject({ code: 22406 })
    cb.close()
    expect((await t.post(`${B1}/createGroup`, {}, { token: a.token })).body.msg).toBe('缺少参数 doctorId')
    expect((await t.post(`${B1}/createGroup`, { doctorId: 999999 }, { token: a.token })).status).toBe(404)
    expect((await t.post(`${B1}/createGroup`, { doctorId: 602 })).status).toBe(401)
  })

  test('bad input is a 400 with a clear message', async () => {
    const a = await patient()
    const g = await consult(a.token)
    const send = (body: object) => t.post(`${B1}/sendMessage`, { groupId: g.groupId, ...body }, { token: a.token })
    expect((await send({ msgType: 'text', text: '   ' })).body).toMatchObject({ code: 400, msg: CHAT_MESSAGES.empty })
    expect((await send({ msgType: 'text', text: '字'.repeat(501) })).body).toMatchObject({ code: 400, msg: CHAT_MESSAGES.tooLong })
    expect((await send({ msgType: 'voice', text: 'x' })).status).toBe(400)
    expect((await send({ msgType: 'goods' })).body.msg).toBe('缺少参数 goodsId')
    expect((await send({ msgType: 'order', orderNo: 'NOPE' })).status).toBe(404)
  })
})

describe('messages', () => {
  test('the scripted doctor greets the first message once; history pages; unread = last seq − read seq', async () => {
    const a = await patient()
    const g = await consult(a.token)
    const c = await ChatSocket.open(appPort(t), { token: a.token })
    const r = await t.post(
      `${B1}/sendMessage`,
      { groupId: g.groupId, msgType: 'text', text: '医生您好，我最近血糖偏高' },
      { token: a.token },
    )
    expect(r.body.data).toMatchObject({
      code: 0,
      message: { seq: 1, mine: true, senderKind: 'user', content: { text: '医生您好，我最近血糖偏高' } },
    })
    await c.until(() => c.msgs(g.groupId).length === 2)
    expect(c.msgs(g.groupId).map((m: any) => [m.seq, m.senderKind, m.mine])).toEqual([
      [1, 'user', true],
      [2, 'doctor', false],
    ])
    expect(c.msgs(g.groupId)[1].content.text).toBe(CHAT_MESSAGES.doctorGreeting('李秀兰'))
    await t.post(`${B1}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: '第二条' }, { token: a.token })
    const info = (await t.post(`${B1}/getGroupInfo`, { groupId: g.groupId }, { token: a.token })).body.data
    expect(info).toMatchObject({ lastSeq: 3, readSeq: 3, unread: 0 }) // own messages count as read
    // the staff (doctor) side, the workbench: 1 unread after the greeting; replying marks it read
    const doctor = await staffDoctor(t, 602)
    const groups = (await doctor.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'mine' } })).body.data.list
    expect(groups.find((x: any) => x.groupId === g.groupId)).toMatchObject({ unread: 1, lastSeq: 3, state: 'assigned' })
    expect(groups.find((x: any) => x.groupId === g.groupId).patient).toMatch(/^135\*{4}\d{4}$/)
    const reply = await doctor.post(CHAT_DESK_PATHS.send, { groupId: g.groupId, text: '请问空腹血糖多少？' })
    expect(reply.body.data).toMatchObject({ seq: 4, senderKind: 'doctor', senderName: '李秀兰' })
    await c.until(() => c.msgs(g.groupId).length === 4)
    const after = (await t.post(`${B1}/getGroupInfo`, { groupId: g.groupId }, { token: a.token })).body.data
    expect(after).toMatchObject({ lastSeq: 4, readSeq: 3, unread: 1 })
    const mark = await t.post(`${B1}/recordLatestReadMessageId`, { groupId: g.groupId, seq: 99 }, { token: a.token })
    expect(mark.body.data).toEqual({ readSeq: 4, unread: 0 })
    expect((await t.post(`${B1}/recordLatestReadMessageId`, { groupId: g.groupId, seq: 1 }, { token: a.token })).body.data).toEqual({
      readSeq: 4,
      unread: 0,
    })
    // paging up and resync
    const page = (await t.get(`${B1}/getHistoryMessage`, { query: { groupId: g.groupId, pageSize: 2 }, token: a.token })).body.data
    expect(page.list.map((m: any) => m.seq)).toEqual([3, 4])
    expect(page.hasMore).toBe(true)
    const older = (await t.get(`${B1}/getHistoryMessage`, { query: { groupId: g.groupId, beforeSeq: 3, pageSize: 2 }, token: a.token }))
      .body.data
    expect(older).toMatchObject({ hasMore: false })
    expect(older.list.map((m: any) => m.seq)).toEqual([1, 2])
    const sync = (await t.post(`${B1}/getMessageList`, { groupId: g.groupId, afterSeq: 2 }, { token: a.token })).body.data
    expect(sync.list.map((m: any) => m.seq)).toEqual([3, 4])
    // the demo page and its shared key are gone; the workbench needs a staff session
    expect((await t.get('/api/im/staff/groups', { query: { doctorId: 602 } })).status).toBe(404)
    expect((await t.get('/api/im/staff/console')).status).toBe(404)
    expect((await t.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'mine' } })).status).toBe(401)
    c.close()
  })

  test('a retried clientMsgId is stored once; a socket resyncs what it missed by seq', async () => {
    const a = await patient()
    const g = await consult(a.token, 603)
    const body = { groupId: g.groupId, msgType: 'text', text: '重试的消息', clientMsgId: 'c-1' }
    const [r1, r2] = await Promise.all([
      t.post(`${B1}/sendMessage`, body, { token: a.token }),
      t.post(`${B1}/sendMessage`, body, { token: a.token }),
    ])
    expect(r1.body.data.message.id).toBe(r2.body.data.message.id)
    // a socket opened later asks for everything after seq 1 and gets the greeting only, once
    const c = await ChatSocket.open(appPort(t), { token: a.token })
    c.send({ type: 'sync', since: { [g.groupId]: 1 } })
    await c.until((fs) => fs.some((f) => f.type === 'synced'))
    expect(c.msgs(g.groupId).map((m: any) => m.seq)).toEqual([2])
    // send over the socket: ack, and the push
    c.send({ type: 'send', reqId: 'r1', groupId: g.groupId, msgType: 'text', text: '从socket发送' })
    await c.until((fs) => fs.some((f) => f.type === 'ack' && f.reqId === 'r1') && c.msgs(g.groupId).length === 2)
    expect(c.frames.find((f) => f.type === 'ack').message).toMatchObject({ seq: 3, mine: true })
    c.send({ type: 'send', reqId: 'r2', groupId: g.groupId, msgType: 'text', text: '' })
    await c.until((fs) => fs.some((f) => f.type === 'error' && f.reqId === 'r2'))
    expect(c.frames.find((f) => f.reqId === 'r2')).toMatchObject({ code: -3, msg: CHAT_MESSAGES.empty })
    c.close()
  })

  test('a socket without a valid token is refused', async () => {
    const port = (t.app.server.address() as { port: number }).port
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/im/ws`)
    const c = new ChatSocket(ws)
    const closed = new Promise<number>((res) => ws.once('close', (code) => res(code)))
    await new Promise((res) => ws.once('open', res))
    c.send({ type: 'auth', token: 'x'.repeat(40) })
    expect(await closed).toBe(4001)
    expect(c.frames[0]).toMatchObject({ type: 'error', code: 401 })
  })

  test('at most CHAT_MAX_SOCKETS_PER_USER (5) sockets of a user: the 6th is refused with close 4029, a closed one frees its place', async () => {
    const u = await patient()
    const other = await patient()
    const open: ChatSocket[] = []
    for (let i = 0; i < 5; i++) open.push(await ChatSocket.open(appPort(t), { token: u.token }))
    const port = (t.app.server.address() as { port: number }).port
    const attempt = async (token: string) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/im/ws`)
      const c = new ChatSocket(ws)
      const closed = new Promise<number>((res) => ws.once('close', (code) => res(code)))
      await new Promise((res) => ws.once('open', res))
      c.send({ type: 'auth', token })
      await c.until((fs) => fs.some((f) => f.type === 'hello' || f.type === 'error'))
      return { c, closed }
    }
    const sixth = await attempt(u.token)
    expect(sixth.c.frames[0]).toEqual({ type: 'error', code: CHAT_CLOSE.TOO_MANY_SOCKETS, msg: CHAT_MESSAGES.tooManySockets })
    expect(await sixth.closed).toBe(CHAT_CLOSE.TOO_MANY_SOCKETS)
    // the five still work; another user is not affected
    open[0].send({ type: 'ping' })
    await open[0].until((fs) => fs.some((f) => f.type === 'pong'))
    const o = await ChatSocket.open(appPort(t), { token: other.token })
    o.close()
    // a closed socket frees its place (once the server has seen the close: retried until welcomed)
    open.shift()!.close()
    let welcomed: ChatSocket | null = null
    for (let i = 0; i < 100 && !welcomed; i++) {
      const a = await attempt(u.token)
      if (a.c.frames[0].type === 'hello') welcomed = a.c
      else await a.closed
    }
    expect(welcomed).not.toBeNull()
    welcomed!.close()
    for (const c of open) c.close()
  })
})

describe('50 concurrent senders in one group', () => {
  test('each message is stored once, in one order, and every member sees all of them', async () => {
    const owner = await patient()
    const g = (await t.post(`${B2}/createGroup`, { studioId: 61 }, { token: owner.token })).body.data
    expect(g).toMatchObject({ type: 2, studioId: 61 })
    const users = [owner]
    for (let i = 1; i < 50; i++) users.push(await patient())
    const now = new Date(t.clock.now)
    await database.db
      .insertInto('chat_member')
      .values(
        users.slice(1).map((u) => ({
          conversation_id: g.groupId,
          member_kind: 'user',
          member_id: u.userId,
          joined_at: now,
          read_seq: 0,
          quit_at: null,
          muted_until: null,
        })),
      )
      .execute()
    const clients = await Promise.all(users.map((u) => ChatSocket.open(appPort(t), { token: u.token })))
    // half over HTTP, half over the socket, all at once
    await Promise.all(
      users.map((u, i) =>
        i % 2
          ? t
              .post(`${B2}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: `消息${i}` }, { token: u.token })
              .then((r) => expect(r.status).toBe(200))
          : (clients[i].send({ type: 'send', reqId: `q${i}`, groupId: g.groupId, msgType: 'text', text: `消息${i}` }), Promise.resolve()),
      ),
    )
    await Promise.all(clients.map((c) => c.until(() => c.msgs(g.groupId).length >= 50, 30000)))
    const stored = await database.db
      .selectFrom('chat_message')
      .select(['seq', 'content'])
      .where('conversation_id', '=', g.groupId)
      .orderBy('seq')
      .execute()
    expect(stored.map((m) => m.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect(new Set(stored.map((m) => (m.content as any).text)).size).toBe(50)
    const order = stored.map((m) => (m.content as any).text)
    for (const c of clients) {
      const seen = c.msgs(g.groupId)
      expect(seen).toHaveLength(50)
      // pushed in the stored order: each member's view is the same sequence
      expect([...seen].sort((x: any, y: any) => x.seq - y.seq).map((m: any) => m.content.text)).toEqual(order)
    }
    for (const c of clients) c.close()
  }, 60000)
})

describe('rules', () => {
  test('flood control (20604) holds per sender in the database window', async () => {
    const a = await patient()
    const g = await consult(a.token, 604)
    const send = (i: number) => t.post(`${B1}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: `快速${i}` }, { token: a.token })
    const results = await Promise.all(Array.from({ length: CHAT_FLOOD.max + 3 }, (_, i) => send(i)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(CHAT_FLOOD.max)
    const refused = results.filter((r) => r.status !== 200)
    expect(refused).toHaveLength(3)
    expect(refused[0].body).toMatchObject({ code: 429, errCode: 20604, msg: CHAT_CODE_MESSAGES[20604] })
    t.clock.advance(CHAT_FLOOD.windowMs)
    expect((await send(99)).status).toBe(200)
  })

  test('sensitive words: refused (21501, not stored) or replaced (21502)', async () => {
    const a = await patient()
    const g = await consult(a.token, 605)
    const refused = await t.post(`${B1}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: '能不能代开 处方' }, { token: a.token })
    expect(refused.body).toMatchObject({ code: 400, errCode: 21501, msg: CHAT_CODE_MESSAGES[21501] })
    expect((await t.post(`${B1}/getGroupInfo`, { groupId: g.groupId }, { token: a.token })).body.data.lastSeq).toBe(0)
    const masked = await t.post(
      `${B1}/sendMessage`,
      { groupId: g.groupId, msgType: 'text', text: '加我ＶＸ 私下转账更便宜' },
      { token: a.token },
    )
    expect(masked.body.data.code).toBe(21502)
    expect(masked.body.data.message.content).toEqual({ text: '********更便宜', replaced: true })
  })

  test('a member who quit reads history but cannot send (22406); a muted member gets 22408', async () => {
    const a = await patient()
    const g = (await t.post(`${B2}/createGroup`, { studioId: 61 }, { token: a.token })).body.data
    await t.post(`${B2}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: '在吗' }, { token: a.token })
    expect((await t.get(`${B2}/updateGroupName`, { query: { groupId: g.groupId, groupName: '我的控糖群' }, token: a.token })).status).toBe(
      200,
    )
    expect((await t.post(`${B2}/getGroupInfo`, { groupId: g.groupId }, { token: a.token })).body.data.name).toBe('我的控糖群')
    expect((await t.get(`${B2}/updateGroupName`, { query: { groupId: g.groupId, groupName: ' ' }, token: a.token })).body.msg).toBe(
      CHAT_MESSAGES.groupNameEmpty,
    )
    await database.db
      .updateTable('chat_member')
      .set({ muted_until: new Date(t.clock.now + 60_000) })
      .where('conversation_id', '=', g.groupId)
      .where('member_id', '=', a.userId)
      .execute()
    const muted = await t.post(`${B2}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: '说话' }, { token: a.token })
    expect(muted.body).toMatchObject({ errCode: 22408, msg: CHAT_CODE_MESSAGES[22408] })
    expect((await t.get(`${B2}/quitGroup`, { query: { groupId: g.groupId, sysUserIds: 'x;1' }, token: a.token })).status).toBe(400)
    expect((await t.get(`${B2}/quitGroup`, { query: { groupId: g.groupId, sysUserIds: '602' }, token: a.token })).status).toBe(200)
    const quit = await t.post(`${B2}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: '还在吗' }, { token: a.token })
    expect(quit.body).toMatchObject({ errCode: 22406, msg: CHAT_MESSAGES.quit })
    const hist = (await t.get(`${B2}/getHistoryMessage`, { query: { groupId: g.groupId }, token: a.token })).body.data
    expect(hist.list.map((m: any) => m.content.text)).toEqual(['在吗'])
    expect((await t.post(`${B2}/getGroupInfo`, { groupId: g.groupId }, { token: a.token })).body.data.quit).toBe(true)
    expect((await t.get(`${B2}/message/imList`, { token: a.token })).body.data.map((x: any) => x.groupId)).toContain(g.groupId)
  })
})

describe('seed', () => {
  test('the demo user has a consultation with 李秀兰 with history and one unread message', async () => {
    const u = await database.db.selectFrom('app_user').select('id').where('phone', '=', '13800138000').executeTakeFirstOrThrow()
    const token = await createSession(database.db, { userId: u.id, loginType: 1, channel: 'h5', hospitalId: 6, now: new Date(t.clock.now) })
    const list = (await t.get(`${B1}/message/imList`, { token })).body.data
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ doctorId: 602, name: '李秀兰', lastSeq: 3, readSeq: 2, unread: 1 })
    const page = (await t.get(`${B1}/getHistoryMessage`, { query: { groupId: list[0].groupId }, token })).body.data
    expect(page.list.map((m: any) => m.content.text)).toEqual([
      SEED_CHAT_TEXTS[0],
      CHAT_MESSAGES.doctorGreeting('李秀兰'),
      SEED_CHAT_TEXTS[1],
    ])
  })
})
