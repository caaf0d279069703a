/**
 * Chat extras over HTTP and the socket against PGlite (issue 15): consultation archives (consent, masking, owner
 * only), rating a consultation once (also concurrently), images (type from the bytes, size cap, metadata stripped,
 * members-only signed links), the hospital's chat configuration, the doctor resolving a consultation (the workbench), the batch detail, and a
 * message sent through one app instance reaching a socket held by another instance on the same database.
 */
import zlib from 'node:zlib'
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { CHAT_IMAGE_MAX_BYTES } from '../../../src/domain/chat'
import { CHAT_MESSAGES } from '../../../src/domain/messages/chat'
import { CHAT_DESK_PATHS } from '../../../contract/chat-desk'
import { staffDoctor } from '../../../test-support/server/staff'
import { ChatSocket, appPort } from '../../../test-support/server/chat-socket'

let database: Database
let t: TestApp
let t2: TestApp
const patient = patients(() => ({ database, t }), '137', 'chatx')
const B1 = '/studio-patient/im'
const PA = '/studio-patient/patientArchives'

beforeAll(async () => {
  database = await createTestDatabase()
  const clock = createClock()
  t = await createTestApp({ database, clock })
  // a second instance of the server on the same database (cross-instance push)
  t2 = await createTestApp({ database, clock })
}, 180_000)
afterAll(async () => {
  await t2.close()
  await t.close()
  await database.close()
})

async function consult(token: string, doctorId = 602) {
  const r = await t.post(`${B1}/createGroup`, { doctorId }, { token })
  expect(r.status).toBe(200)
  return r.body.data
}

// ---------------------------------------------------------------- archives

const ARCHIVE = {
  name: '王小明',
  relation: '子女',
  idNumber: '110105201801010019',
  phone: '13912345678',
  allergies: '青霉素过敏',
  history: '',
  consent: true,
}

describe('patientArchives', () => {
  test('save needs the consent; the ID number is masked everywhere; the first archive is the default', async () => {
    const a = await patient()
    const noConsent = await t.post(`${PA}/save`, { ...ARCHIVE, consent: false }, { token: a.token })
    expect(noConsent.body).toMatchObject({ code: 400, msg: CHAT_MESSAGES.archiveConsent })
    const saved = await t.post(`${PA}/save`, ARCHIVE, { token: a.token })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ name: '王小明', sex: 1, birthday: '2018-01-01', isDefault: true, allergies: '青霉素过敏' })
    expect(saved.body.data.idNumber).not.toContain('20180101')
    expect(saved.raw).not.toContain(ARCHIVE.idNumber)
    const list = await t.get(`${PA}/familyList`, { token: a.token })
    expect(list.body.data).toHaveLength(1)
    expect(list.body.data[0].phone).toBe('139****5678')
    expect(list.raw).not.toContain(ARCHIVE.idNumber)
    const detail = await t.get(`${PA}/detail`, { query: { id: saved.body.data.id }, token: a.token })
    expect(detail.body.data.phone).toBe('13912345678')
    expect(detail.raw).not.toContain(ARCHIVE.idNumber)
    // stored encrypted, never in clear
    const row = await database.db
      .selectFrom('chat_patient_archive')
      .selectAll()
      .where('id', '=', saved.body.data.id)
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(row)).not.toContain(ARCHIVE.idNumber)
    // the same person twice: 409
    expect((await t.post(`${PA}/save`, ARCHIVE, { token: a.token })).body).toMatchObject({ code: 409, msg: CHAT_MESSAGES.archiveDuplicate })
  })

  test('bad input is a 400 with the field message', async () => {
    const a = await patient()
    const bad = (o: object) => t.post(`${PA}/save`, { ...ARCHIVE, ...o }, { token: a.token })
    expect((await bad({ idNumber: '110105201801010018' })).body.code).toBe(400)
    expect((await bad({ idNumber: '110105201801010018' })).body.msg).toMatch(/身份证/)
    expect((await bad({ phone: '123' })).body.msg).toMatch(/手机|联系|号码/)
    expect((await bad({ name: '  ' })).body.msg).toBe(CHAT_MESSAGES.archiveName)
    expect((await bad({ relation: '邻居' })).body.msg).toBe('请选择与本人的关系')
    expect((await bad({ history: '史'.repeat(201) })).body.msg).toBe(CHAT_MESSAGES.archiveNote)
  })

  test("another user's archive is 404 everywhere; edit, default and remove", async () => {
    const a = await patient()
    const b = await patient()
    const first = (await t.post(`${PA}/save`, ARCHIVE, { token: a.token })).body.data
    const second = (
      await t.post(
        `${PA}/save`,
        { ...ARCHIVE, name: '王大明', relation: '本人', idNumber: '110101199003071233', isDefault: true },
        { token: a.token },
      )
    ).body.data
    expect(second.isDefault).toBe(true)
    expect((await t.get(`${PA}/getDefault`, { token: a.token })).body.data.id).toBe(second.id)
    // b sees nothing of a's
    expect((await t.get(`${PA}/detail`, { query: { id: first.id }, token: b.token })).status).toBe(404)
    expect((await t.post(`${PA}/edit`, { ...ARCHIVE, id: first.id }, { token: b.token })).status).toBe(404)
    expect((await t.call('DELETE', `${PA}/remove`, { query: { id: first.id }, token: b.token })).status).toBe(404)
    expect((await t.get(`${PA}/familyList`, { token: b.token })).body.data).toEqual([])
    expect((await t.get(`${PA}/getDefault`, { token: b.token })).body.data).toBeNull()
    // edit keeps the ID number when it is not sent
    const edited = await t.post(
      `${PA}/edit`,
      { id: first.id, name: '王小小', relation: '子女', phone: '13912345679', consent: true },
      { token: a.token },
    )
    expect(edited.body.data).toMatchObject({ name: '王小小', birthday: '2018-01-01', phone: '13912345679' })
    // removing the default promotes the other
    expect((await t.call('DELETE', `${PA}/remove`, { query: { id: second.id }, token: a.token })).body.data).toBe(true)
    expect((await t.get(`${PA}/getDefault`, { token: a.token })).body.data).toMatchObject({ id: first.id, isDefault: true })
    expect((await t.get(`${PA}/familyList`)).status).toBe(401)
    // every save gave the form's consent again; removing the archive ended it (b's refused calls logged nothing)
    const log = await database.db
      .selectFrom('consent_log')
      .select(['subject_id', 'action'])
      .where('user_id', '=', a.userId)
      .where('subject', '=', 'archive')
      .where('purpose', '=', 'chat_archive')
      .orderBy('id')
      .execute()
    expect(log).toEqual([
      { subject_id: first.id, action: 'grant' },
      { subject_id: second.id, action: 'grant' },
      { subject_id: first.id, action: 'grant' },
      { subject_id: second.id, action: 'withdraw' },
    ])
    expect(await database.db.selectFrom('consent_log').select('id').where('user_id', '=', b.userId).execute()).toEqual([])
  })
})

// ---------------------------------------------------------------- evaluations

describe('evaluations', () => {
  test('only after the doctor answered; once; concurrent second submissions get 409; others 404', async () => {
    const a = await patient()
    const b = await patient()
    const g = await consult(a.token)
    const can = await t.get(`${B1}/canEvaluate`, { query: { groupId: g.groupId }, token: a.token })
    expect(can.body.data).toMatchObject({ canEvaluate: false, reason: 'noAnswer', launched: false, evaluation: null })
    expect((await t.post(`${B1}/submitEvaluate`, { groupId: g.groupId, score: 5 }, { token: a.token })).body).toMatchObject({
      code: 400,
      msg: CHAT_MESSAGES.evaluateNoAnswer,
    })
    // the first message gets the doctor's greeting: the doctor has answered
    await t.post(`${B1}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: '医生您好' }, { token: a.token })
    const launched = await t.post(`${B1}/launchEvaluate`, { groupId: g.groupId }, { token: a.token })
    expect(launched.body.data).toMatchObject({ canEvaluate: true, launched: true })
    await t.post(`${B1}/launchEvaluate`, { groupId: g.groupId }, { token: a.token }) // the invitation once
    const hist = await t.post(`${B1}/getMessageList`, { groupId: g.groupId }, { token: a.token })
    expect(hist.body.data.list.filter((m: any) => m.content.text === CHAT_MESSAGES.evaluateInvite)).toHaveLength(1)

    expect((await t.get(`${B1}/canEvaluate`, { query: { groupId: g.groupId }, token: b.token })).status).toBe(404)
    expect((await t.post(`${B1}/submitEvaluate`, { groupId: g.groupId, score: 5 }, { token: b.token })).status).toBe(404)
    const bad = (o: object) => t.post(`${B1}/submitEvaluate`, { groupId: g.groupId, score: 5, ...o }, { token: a.token })
    expect((await bad({ score: 6 })).body.msg).toBe(CHAT_MESSAGES.evaluateScore)
    expect((await bad({ tags: ['很差劲'] })).body.msg).toBe(CHAT_MESSAGES.evaluateTags)
    expect((await bad({ content: '好'.repeat(201) })).body.msg).toBe(CHAT_MESSAGES.evaluateContent)

    const rs = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.post(
          `${B1}/submitEvaluate`,
          { groupId: g.groupId, score: 5, tags: ['回复及时', '解答专业'], content: '很耐心' },
          { token: a.token },
        ),
      ),
    )
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409])
    expect(rs.find((r) => r.status === 409)!.body.msg).toBe(CHAT_MESSAGES.evaluated)
    const after = await t.get(`${B1}/canEvaluate`, { query: { groupId: g.groupId }, token: a.token })
    expect(after.body.data).toMatchObject({
      canEvaluate: false,
      reason: 'evaluated',
      evaluation: { score: 5, tags: ['回复及时', '解答专业'], content: '很耐心' },
    })
    expect(await database.db.selectFrom('chat_evaluation').select('id').where('conversation_id', '=', g.groupId).execute()).toHaveLength(1)
  })

  test('a studio group is not a consultation to rate', async () => {
    const a = await patient()
    const g = (await t.post('/studio-patient/im/studio/createGroup', { studioId: 61 }, { token: a.token })).body.data
    expect((await t.post(`${B1}/launchEvaluate`, { groupId: g.groupId }, { token: a.token })).body.msg).toBe(
      CHAT_MESSAGES.evaluateNotConsult,
    )
  })
})

// ---------------------------------------------------------------- images

function png(extra: Buffer[] = []): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)])
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])),
    ...extra,
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
const pngChunk = (type: string, text: string) => {
  const data = Buffer.from(text, 'latin1')
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)])
}

describe('images', () => {
  test('a PNG is stored without its metadata, pushed, and readable by members only through their signed link', async () => {
    const a = await patient()
    const b = await patient()
    const g = await consult(a.token)
    const sock = await ChatSocket.open(appPort(t), { token: a.token })
    const withGps = png([pngChunk('tEXt', 'GPS 31.23N 121.47E')])
    const r = await t.post(
      `${B1}/uploadImage`,
      { groupId: g.groupId, data: `data:image/png;base64,${withGps.toString('base64')}` },
      { token: a.token },
    )
    expect(r.status).toBe(200)
    const msg = r.body.data.message
    expect(msg).toMatchObject({ msgType: 'image', mine: true, content: { imageId: expect.any(Number) } })
    expect(msg.content.image).toMatch(/^\/api\/im\/image\/\d+\?k=user%3A\d+&e=\d+&s=[0-9a-f]{64}$/)
    await sock.until(() => sock.msgs(g.groupId).some((m) => m.msgType === 'image'))
    sock.close()
    const img = await t.get(msg.content.image)
    expect(img.status).toBe(200)
    expect(img.headers['content-type']).toBe('image/png')
    expect(img.raw).not.toContain('GPS')
    // the doctor (the staff console's workbench) reads the message with a link of its own
    const doctor = await staffDoctor(t, 602)
    const asDoctor = await doctor.get(CHAT_DESK_PATHS.messages, { query: { groupId: g.groupId } })
    const docLink = asDoctor.body.data.messages.find((m: any) => m.msgType === 'image').content.image
    expect(docLink).toContain('k=doctor%3A602')
    expect((await t.get(docLink)).status).toBe(200)
    // b cannot read the group, and a link altered to b (or forged) is 404
    expect((await t.post(`${B1}/getMessageList`, { groupId: g.groupId }, { token: b.token })).status).toBe(404)
    const forged = msg.content.image.replace(/k=user%3A\d+/, `k=user%3A${b.userId}`)
    expect((await t.get(forged)).status).toBe(404)
    expect((await t.get(msg.content.image.replace(/s=[0-9a-f]{4}/, 's=0000'))).status).toBe(404)
    // b cannot upload into a's group
    expect((await t.post(`${B1}/uploadImage`, { groupId: g.groupId, data: png().toString('base64') }, { token: b.token })).status).toBe(404)
    // the link expires (the next day but one)
    const clock = t.clock
    const saved = clock.now
    clock.advance(3 * 86_400_000)
    expect((await t.get(msg.content.image)).body.msg).toBe(CHAT_MESSAGES.imageLinkExpired)
    clock.now = saved
  })

  test('not an image, too large, corrupt or not base64: 400 with a clear message, nothing stored', async () => {
    const a = await patient()
    const g = await consult(a.token)
    const up = (data: string) => t.post(`${B1}/uploadImage`, { groupId: g.groupId, data }, { token: a.token })
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64')
    expect((await up(html)).body).toMatchObject({ code: 400, msg: CHAT_MESSAGES.imageType })
    const pdf = Buffer.from('%PDF-1.4\n%...').toString('base64')
    expect((await up(pdf)).body).toMatchObject({ code: 400, msg: CHAT_MESSAGES.imageType })
    const big = Buffer.concat([png(), Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]).toString('base64')
    expect((await up(big)).body).toMatchObject({ code: 400, msg: CHAT_MESSAGES.imageTooLarge })
    expect((await up(png().subarray(0, 30).toString('base64'))).body).toMatchObject({ code: 400, msg: CHAT_MESSAGES.imageCorrupt })
    expect((await up('not base64 at all!')).body).toMatchObject({ code: 400, msg: CHAT_MESSAGES.imageType })
    expect(await database.db.selectFrom('chat_image').select('id').where('conversation_id', '=', g.groupId).execute()).toEqual([])
  })
})

// ---------------------------------------------------------------- config, knowledge, batch

describe('configuration, knowledge cards, batch detail', () => {
  test("the hospital's chat configuration", async () => {
    const a = await patient()
    const r = await t.get(`${B1}/getHospitalServiceConfig`, { token: a.token, headers: { hospitalId: '6' } })
    expect(r.body.data).toMatchObject({
      hospitalId: 6,
      imageEnabled: true,
      imageMaxBytes: CHAT_IMAGE_MAX_BYTES,
      imageTypes: ['image/jpeg', 'image/png'],
    })
    expect(r.body.data.evaluateTags.length).toBeGreaterThan(0)
    expect(r.body.data.disclaimer).toContain('120')
  })

  test('the doctor resolves a consultation in the workbench: the rating invitation, once', async () => {
    const a = await patient()
    const g = await consult(a.token)
    const doctor = await staffDoctor(t, 602)
    const other = await staffDoctor(t, 603)
    expect((await other.post(CHAT_DESK_PATHS.resolve, { groupId: g.groupId })).status).toBe(409) // not routed to 603
    const e = await doctor.post(CHAT_DESK_PATHS.resolve, { groupId: g.groupId })
    expect(e.body.data).toMatchObject({ groupId: g.groupId, state: 'resolved' })
    const state = await t.get(`${B1}/canEvaluate`, { query: { groupId: g.groupId }, token: a.token })
    expect(state.body.data).toMatchObject({ launched: true })
    const seen = await t.post(`${B1}/getMessageList`, { groupId: g.groupId }, { token: a.token })
    expect(seen.body.data.list.filter((m: any) => m.content.text === CHAT_MESSAGES.evaluateInvite)).toHaveLength(1)
    await doctor.post(CHAT_DESK_PATHS.resolve, { groupId: g.groupId })
    const again = await t.post(`${B1}/getMessageList`, { groupId: g.groupId }, { token: a.token })
    expect(again.body.data.list.filter((m: any) => m.content.text === CHAT_MESSAGES.evaluateInvite)).toHaveLength(1)
  })

  test('im/sendKnowledgeMessage: the doctor of a consultation sends an article as a card from the workbench; no one else', async () => {
    const a = await patient()
    const g = await consult(a.token)
    const doctor = await staffDoctor(t, 602)
    const other = await staffDoctor(t, 603)
    const card = await doctor.post(CHAT_DESK_PATHS.knowledge, { groupId: g.groupId, articleId: 9101 })
    expect(card.status).toBe(200)
    expect(card.body.data).toMatchObject({ msgType: 'knowledge', content: { articleId: 9101, title: '家庭自测血压的正确方法' } })
    // the patient sees the card, linking to the article
    const seen = await t.post(`${B1}/getMessageList`, { groupId: g.groupId }, { token: a.token })
    expect(seen.body.data.list.find((m: any) => m.msgType === 'knowledge')?.content).toMatchObject({ link: '/mainArticle?id=9101' })
    // a doctor the consultation is not routed to: refused; an unknown article: 404; no doctor in the request at all
    expect((await other.post(CHAT_DESK_PATHS.knowledge, { groupId: g.groupId, articleId: 9101 })).status).toBe(409)
    const missing = await doctor.post(CHAT_DESK_PATHS.knowledge, { groupId: g.groupId, articleId: 999999 })
    expect([missing.status, missing.body.msg]).toEqual([404, CHAT_MESSAGES.articleNotFound])
    expect(card.body.data).toMatchObject({ senderKind: 'doctor', senderId: 602 })
    // a doctor named in the request is not taken: the sender is the session's linked doctor
    const named = await doctor.post(CHAT_DESK_PATHS.knowledge, { groupId: g.groupId, articleId: 9101, doctorId: 603 })
    expect(named.status === 400 || named.body.data?.senderId === 602).toBe(true)
  })

  test("batchMessageDetailForWechat returns only the caller's messages", async () => {
    const a = await patient()
    const b = await patient()
    const ga = await consult(a.token)
    const gb = await consult(b.token)
    const ma = (await t.post(`${B1}/sendMessage`, { groupId: ga.groupId, msgType: 'text', text: '甲的消息' }, { token: a.token })).body.data
      .message
    const mb = (await t.post(`${B1}/sendMessage`, { groupId: gb.groupId, msgType: 'text', text: '乙的消息' }, { token: b.token })).body.data
      .message
    const r = await t.post(`${B1}/message/batchMessageDetailForWechat`, { msgIds: [ma.id, mb.id] }, { token: a.token })
    expect(r.body.data.map((m: any) => m.id)).toEqual([ma.id])
    expect((await t.post(`${B1}/message/batchMessageDetailForWechat`, { msgIds: [] }, { token: a.token })).status).toBe(400)
  })
})

// ---------------------------------------------------------------- two instances

describe('cross-instance push', () => {
  test('a message sent through instance A reaches the socket the patient holds on instance B, once, in order', async () => {
    const a = await patient()
    const g = await consult(a.token)
    const onB = await ChatSocket.open(appPort(t2), { token: a.token })
    const onA = await ChatSocket.open(appPort(t), { token: a.token })
    // the doctor answers through instance A (the staff console's workbench)
    const doctor = await staffDoctor(t, 602)
    for (const text of ['第一条', '第二条', '第三条']) {
      const r = await doctor.post(CHAT_DESK_PATHS.send, { groupId: g.groupId, text })
      expect(r.status).toBe(200)
    }
    await onB.until(() => onB.msgs(g.groupId).length >= 3)
    await onA.until(() => onA.msgs(g.groupId).length >= 3)
    expect(onB.msgs(g.groupId).map((m) => m.content.text)).toEqual(['第一条', '第二条', '第三条'])
    expect(onB.msgs(g.groupId).every((m) => m.mine === false)).toBe(true)
    // the patient sends through B: A's socket hears it too (mine: true), and the greeting from B reaches A
    await t2.post(`${B1}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: '从B发出' }, { token: a.token })
    await onA.until(() => onA.msgs(g.groupId).some((m) => m.content.text === '从B发出'))
    expect(onA.msgs(g.groupId).find((m) => m.content.text === '从B发出')).toMatchObject({ mine: true })
    // nothing twice on either side
    for (const c of [onA, onB]) {
      const ids = c.msgs(g.groupId).map((m) => m.id)
      expect(new Set(ids).size).toBe(ids.length)
    }
    onA.close()
    onB.close()
  })
})
