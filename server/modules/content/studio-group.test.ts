/**
 * Studio groups, chronic-disease lists and entry homes (issue 14 items 1-3), over HTTP against one seeded
 * database: joining and quitting a studio's patient group is idempotent, bad ids are a 400 with a clear
 * message, an unknown (or another hospital's) studio is a 404, and /groupDoctorHome's data is the caller's own.
 */
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { DEMO_USER } from '../../seed'
import { createSession } from '../../auth/sessions'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '134', 'studio')
const SP = '/studio-patient'
const H = (id: number) => ({ hospitalId: String(id) })

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const join = (token: string, studioId: number | string, hospitalId = 6) =>
  t.get(`${SP}/studioGoods/joinGroup`, { query: { studioId }, token, headers: H(hospitalId) })
const signed = async (token: string, query: Record<string, number> = {}) => {
  const r = await t.get(`${SP}/studio/mySignedStudios`, { query, token })
  expect(r.status).toBe(200)
  return r.body.data as Array<{ groupId: number; detail: { studio: { id: number; name: string }; members: unknown[]; goods: unknown[] } }>
}

describe('studio patient group (join, quit, rename)', () => {
  test('joining twice gives the same group; quitting twice is fine; joining again rejoins it', async () => {
    const a = await patient()
    const first = await join(a.token, 62)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ type: 2, studioId: 62, name: '王建国高血压管理工作室', quit: false })
    const again = await join(a.token, 62)
    expect(again.body.data.groupId).toBe(first.body.data.groupId)
    const members = await database.db
      .selectFrom('chat_member')
      .select(['member_kind', 'member_id'])
      .where('conversation_id', '=', first.body.data.groupId)
      .execute()
    expect(members.filter((m) => m.member_kind === 'user')).toEqual([{ member_kind: 'user', member_id: a.userId }])
    expect(members.filter((m) => m.member_kind === 'doctor').map((m) => m.member_id)).toEqual([601, 609, 608])

    const groupId = first.body.data.groupId
    for (let i = 0; i < 2; i++) {
      const q = await t.get(`${SP}/studioGoods/quitGroup`, { query: { groupId, sysUserIds: '601,609' }, token: a.token })
      expect(q.status).toBe(200)
      expect(q.body.data).toBe(true)
    }
    expect(await signed(a.token)).toEqual([])
    const detail = await t.post(`${SP}/im/studio/getStudioDetail`, { studioId: 62 }, { token: a.token })
    expect(detail.body.data.group).toEqual({ groupId, quit: true })

    const back = await join(a.token, 62)
    expect(back.body.data).toMatchObject({ groupId, quit: false })
    expect((await signed(a.token)).map((s) => s.detail.studio.id)).toEqual([62])
  })

  test('concurrent joins make one group', async () => {
    const a = await patient()
    const rs = await Promise.all([join(a.token, 61), join(a.token, 61), join(a.token, 61)])
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200])
    expect(new Set(rs.map((r) => r.body.data.groupId)).size).toBe(1)
  })

  test('bad ids are a 400 with a clear message; an unknown or another hospital’s studio is a 404', async () => {
    const a = await patient()
    expect((await join(a.token, 'abc')).status).toBe(400)
    expect((await join(a.token, 0)).status).toBe(400)
    const unknown = await join(a.token, 999999)
    expect(unknown.status).toBe(404)
    expect(unknown.body.msg).toBe('工作室不存在')
    expect((await join(a.token, 71)).status).toBe(404) // studio 71 is hospital 7's
    expect((await join(a.token, 71, 7)).status).toBe(200)

    const g = (await join(a.token, 63)).body.data.groupId
    const bad = await t.get(`${SP}/studioGoods/quitGroup`, { query: { groupId: g, sysUserIds: '12,x' }, token: a.token })
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toBe('参数 sysUserIds 格式不正确')
    expect((await t.get(`${SP}/studioGoods/quitGroup`, { query: { groupId: 'x' }, token: a.token })).status).toBe(400)
    expect((await t.post(`${SP}/im/studio/getStudioDetail`, { studioId: 999999 }, { token: a.token })).status).toBe(404)
    expect((await t.post(`${SP}/im/studio/getStudioMember`, { studioId: 'a' }, { token: a.token })).status).toBe(400)
    expect((await t.get(`${SP}/studioGoods/all`, { query: { studioId: 999999 } })).status).toBe(404)
    // no session: the group calls need a login
    expect((await t.get(`${SP}/studioGoods/joinGroup`, { query: { studioId: 62 } })).status).toBe(401)
  })

  test('another user cannot quit, rename or read my group', async () => {
    const a = await patient()
    const b = await patient()
    const g = (await join(a.token, 62)).body.data.groupId
    expect((await t.get(`${SP}/studioGoods/quitGroup`, { query: { groupId: g }, token: b.token })).status).toBe(404)
    expect(
      (await t.get(`${SP}/studioGoods/updateGroupName`, { query: { groupId: g, groupName: '别人的群' }, token: b.token })).status,
    ).toBe(404)
    const ok = await t.get(`${SP}/studioGoods/updateGroupName`, { query: { groupId: g, groupName: '我的控压小组' }, token: a.token })
    expect(ok.status).toBe(200)
    const tooLong = await t.get(`${SP}/studioGoods/updateGroupName`, { query: { groupId: g, groupName: '一'.repeat(21) }, token: a.token })
    expect(tooLong.status).toBe(400)
    expect((await signed(b.token)).length).toBe(0)
    expect((await signed(a.token))[0]).toMatchObject({ groupId: g, groupName: '我的控压小组' })
  })
})

describe('/groupDoctorHome data and the consulting doctor', () => {
  test("my signed studios: each with its team and services; only the caller's, only this hospital's, chronic filter", async () => {
    const a = await patient()
    await join(a.token, 61)
    await join(a.token, 63)
    await join(a.token, 71, 7)
    const mine = await signed(a.token)
    expect(mine.map((s) => s.detail.studio.id).sort()).toEqual([61, 63])
    for (const s of mine) {
      expect(s.detail.members.length).toBeGreaterThan(0)
      expect(s.detail.goods.length).toBeGreaterThan(0)
    }
    expect((await signed(a.token, { chronic: 1 })).map((s) => s.detail.studio.id)).toEqual([61])
    expect((await signed((await patient()).token)).length).toBe(0)
    expect((await t.get(`${SP}/studio/mySignedStudios`)).status).toBe(401)
  })

  test('the consulting doctor is the lead of the studio, with the group once joined', async () => {
    const a = await patient()
    const before = await t.get(`${SP}/consultDoctor/getByStudioIdAndArchivesId`, { query: { studioId: 62 }, token: a.token })
    expect(before.status).toBe(200)
    expect(before.body.data).toMatchObject({ studioId: 62, role: '负责人', groupId: null, doctor: { doctorId: 601 } })
    const g = (await join(a.token, 62)).body.data.groupId
    const after = await t.get(`${SP}/consultDoctor/getByStudioIdAndArchivesId`, { query: { studioId: 62, archivesId: 5 }, token: a.token })
    expect(after.body.data.groupId).toBe(g)
    expect((await t.get(`${SP}/consultDoctor/getByStudioIdAndArchivesId`, { query: { studioId: 71 }, token: a.token })).status).toBe(404)
    expect((await t.get(`${SP}/consultDoctor/getByStudioIdAndArchivesId`, { query: { studioId: -1 }, token: a.token })).status).toBe(400)
  })
})

describe('chronic disease lists and the follow-up plan', () => {
  test('sign doctors of the chronic studios (by department), goods groups and their goods', async () => {
    const all = await t.get(`${SP}/chronicDisease/getSignDoctorList`)
    expect(all.status).toBe(200)
    const studios = new Set(all.body.data.map((d: any) => d.studio.id))
    expect(studios).toEqual(new Set([61, 62]))
    expect(all.body.data.every((d: any) => d.studio.chronic)).toBe(true)
    const cardio = await t.get(`${SP}/chronicDisease/getSignDoctorList`, { query: { departmentId: 61 } })
    expect(cardio.body.data.map((d: any) => d.doctor.doctorId)).toEqual([601, 609, 608])

    const groups = await t.get(`${SP}/chronicDisease/getGroups`)
    expect(groups.body.data).toEqual([expect.objectContaining({ id: 61, goodsNum: 4 }), expect.objectContaining({ id: 62, goodsNum: 4 })])
    const page = await t.get(`${SP}/chronicDisease/getGroupGoodsList`, { query: { groupId: 61, pageNum: 1, pageSize: 3 } })
    expect(page.body.data).toMatchObject({ total: 4, pageNum: 1, pageSize: 3 })
    expect(page.body.data.list).toHaveLength(3)
    // a studio that is not chronic, or another hospital's, is not a chronic group
    expect((await t.get(`${SP}/chronicDisease/getGroupGoodsList`, { query: { groupId: 63 } })).status).toBe(404)
    expect((await t.get(`${SP}/chronicDisease/getGroupGoodsList`, { query: { groupId: 71 } })).status).toBe(404)
  })

  test("the demo patient's follow-up plan is theirs only, in date order", async () => {
    const demo = await database.db.selectFrom('app_user').select('id').where('phone', '=', DEMO_USER.phone).executeTakeFirstOrThrow()
    const token = await createSession(database.db, {
      userId: demo.id,
      loginType: 1,
      channel: 'h5',
      hospitalId: 6,
      now: new Date(t.clock.now),
    })
    const plan = await t.get(`${SP}/chronicDisease/followUpPlan`, { token })
    expect(plan.status).toBe(200)
    expect(plan.body.data).toHaveLength(3)
    expect(plan.body.data.map((p: any) => p.planDate)).toEqual([...plan.body.data.map((p: any) => p.planDate)].sort())
    expect(plan.body.data[0]).toMatchObject({ studioId: 61, status: 'done' })
    expect((await t.get(`${SP}/chronicDisease/followUpPlan`, { token: (await patient()).token })).body.data).toEqual([])
    const mine = await t.get(`${SP}/studio/mySignedStudios`, { token })
    expect(mine.body.data.map((s: any) => s.detail.studio.id)).toEqual([61])
  })
})

describe('entry homes', () => {
  test('each entry of its own has its page (blocks) and the studio entries their studio', async () => {
    for (const [entry, title, studio] of [
      ['chronic', '慢病管理', null],
      ['consult', '问医生', null],
      ['studioDoctor', '医生工作室', 61],
      ['studioDigit', '数字化工作室', 62],
      ['studioBeauty', '医美工作室', 63],
    ] as const) {
      const r = await t.get('/zeus/shopConfig/entryHome', { query: { entryType: entry } })
      expect(r.status).toBe(200)
      expect(r.body.data.page.title).toBe(title)
      expect(r.body.data.page.blocks.length).toBeGreaterThan(2)
      expect(r.body.data.studio?.studio.id ?? null).toBe(studio)
    }
    const chronic = await t.get('/zeus/shopConfig/entryHome', { query: { entryType: 'chronic' }, headers: H(7) })
    expect(chronic.body.data.page.blocks.map((b: any) => b.type)).toContain('chronic')
    const bad = await t.get('/zeus/shopConfig/entryHome', { query: { entryType: 'shop' } })
    expect(bad.status).toBe(400)
  })
})
