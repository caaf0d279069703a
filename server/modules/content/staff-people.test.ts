/**
 * The doctors desk of the staff console over HTTP (issue 33 item 4): departments (create, rename, order), doctors
 * (photo uploaded by its bytes, title, department, specialities, famous and its order, online consultation and its
 * fee, listed / hidden), studios (cover, team of the hospital's doctors with exactly one 负责人, goods). Bad input is
 * a 400 with the catalogue's message (never a 500); another hospital's department, doctor or goods is a 404; a role
 * without content:manage 403; one audit row per write. What the patient sees follows each write at the next GET
 * (the read cache is invalidated). A hidden doctor leaves every patient list and takes no new consultation, while a
 * conversation already open stays answerable by the doctor's linked staff account.
 */
import { CHAT_DESK_PATHS } from '../../../contract/chat-desk'
import { STAFF_GOODS_PATHS } from '../../../contract/staffGoods'
import { STAFF_PEOPLE_PATHS, type StaffDoctor, type StaffStudio } from '../../../contract/staffPeople'
import * as M from '../../../src/domain/messages/staffPeople'
import { createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { solidPng } from '../../../test-support/server/images'
import { staffDoctor, staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
let op: StaffClient
let op7: StaffClient
let agent: StaffClient
const patient = patients(() => ({ database, t }), '137', 'ppl')
const PNG = solidPng().toString('base64')
type Member = { doctor: { doctorId: number }; role: string }

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

const audits = async (objectType: string, objectId: number | string) =>
  (
    await database.db
      .selectFrom('staff_audit')
      .select(['action', 'result', 'hospital_id'])
      .where('object_type', '=', objectType)
      .where('object_id', '=', String(objectId))
      .orderBy('id')
      .execute()
  ).map((a) => `${a.action} ${a.result} @${a.hospital_id}`)

async function upload(s = op): Promise<string> {
  const r = await s.post(STAFF_GOODS_PATHS.imageUpload, { imageBase64: `data:image/png;base64,${PNG}` })
  expect(r.status).toBe(200)
  return r.body.data.path
}

async function department(name: string, s = op): Promise<number> {
  const r = await s.post(STAFF_PEOPLE_PATHS.departmentSave, { departmentName: name })
  expect(r.status).toBe(200)
  return r.body.data.list.find((d: { departmentName: string }) => d.departmentName === name).id
}

const doctorBody = (departmentId: number, avatar: string, over: Record<string, unknown> = {}) => ({
  name: '周明远',
  titleCode: '1',
  departmentId,
  avatar,
  intro: '从事心血管内科临床工作二十年。',
  specialities: ['高血压', '冠心病'],
  famous: true,
  famousSort: -1,
  consultOpen: true,
  consultFeeFen: 3000,
  listed: true,
  ...over,
})

const famousIds = async () =>
  ((await t.get('/zeus/health/famous', { query: { groupId: 1 } })).body.data as Array<{ doctorId: number }>).map((d) => d.doctorId)
const searchIds = async (keyword: string) =>
  ((await t.get('/zeus/doctor/query', { query: { keyword, pageNum: 1, pageSize: 50 } })).body.data.list as Array<{ doctorId: number }>).map(
    (d) => d.doctorId,
  )
const studioPage = async (studioId: number) => (await t.get('/studio-patient/studio/getStudioTeamInfoById', { query: { studioId } })).body

test('departments: create, rename, order; the patient sees them; bad input 400; another hospital 404; no permission 403', async () => {
  const titles = (await op.get(STAFF_PEOPLE_PATHS.departments)).body.data.titles
  expect(titles.length).toBeGreaterThan(0)
  const a = await department('测试心内科')
  const b = await department('测试康复科')
  const patientDeps = async () =>
    ((await t.get('/zeus/his/queryDepartmentList')).body.data as Array<{ id: number; departmentName: string }>).map((d) => d.departmentName)
  expect(await patientDeps()).toEqual(expect.arrayContaining(['测试心内科', '测试康复科']))
  expect((await op.post(STAFF_PEOPLE_PATHS.departmentSave, { departmentName: ' ' })).body).toMatchObject({
    code: 400,
    msg: M.PEOPLE_DEPARTMENT_NAME_REQUIRED,
  })
  expect((await op.post(STAFF_PEOPLE_PATHS.departmentSave, { departmentName: '科'.repeat(21) })).body.msg).toBe(
    M.PEOPLE_DEPARTMENT_NAME_TOO_LONG,
  )
  const r = await op.post(STAFF_PEOPLE_PATHS.departmentSave, { id: b, departmentName: '康复医学科（测试）', intro: '康复' })
  expect(r.body.data.list.find((d: { id: number }) => d.id === b)).toMatchObject({ departmentName: '康复医学科（测试）', intro: '康复' })
  expect(await patientDeps()).toContain('康复医学科（测试）')
  // order: every department once
  const ids: number[] = (await op.get(STAFF_PEOPLE_PATHS.departments)).body.data.list.map((d: { id: number }) => d.id)
  expect((await op.post(STAFF_PEOPLE_PATHS.departmentOrder, { ids: ids.slice(1) })).body).toMatchObject({
    code: 400,
    msg: M.PEOPLE_DEPARTMENT_ORDER_INVALID,
  })
  expect((await op7.post(STAFF_PEOPLE_PATHS.departmentOrder, { ids })).status).toBe(404)
  const reordered = [...ids].reverse()
  const o = await op.post(STAFF_PEOPLE_PATHS.departmentOrder, { ids: reordered })
  expect(o.body.data.list.map((d: { id: number }) => d.id)).toEqual(reordered)
  expect(((await t.get('/zeus/his/queryDepartmentList')).body.data as Array<{ id: number }>).map((d) => d.id)).toEqual(reordered)
  // another hospital: 404, and its list has none of ours
  expect((await op7.post(STAFF_PEOPLE_PATHS.departmentSave, { id: a, departmentName: '改名' })).status).toBe(404)
  expect((await op7.get(STAFF_PEOPLE_PATHS.departments)).body.data.list.map((d: { id: number }) => d.id)).not.toContain(a)
  expect((await agent.get(STAFF_PEOPLE_PATHS.departments)).status).toBe(403)
  expect(await audits('department', b)).toEqual(['department.create ok @6', 'department.update ok @6'])
})

test('doctors: a new doctor with a photo, famous first, is on the patient pages at once; edits follow; checks', async () => {
  const dep = await department('测试内分泌科')
  const photo = await upload()
  const before = await famousIds()
  const created = await op.post(STAFF_PEOPLE_PATHS.doctorSave, doctorBody(dep, photo))
  expect(created.status).toBe(200)
  const d: StaffDoctor = created.body.data
  expect(d).toMatchObject({
    name: '周明远',
    departmentId: dep,
    departmentName: '测试内分泌科',
    avatar: photo,
    specialities: ['高血压', '冠心病'],
    famous: true,
    consultOpen: true,
    consultFeeFen: 3000,
    listed: true,
    linkedAccount: false,
    openConversations: 0,
  })
  expect(d.titleName).not.toBe('')
  // the patient: first on the famous list (famousSort -1, read through the cache), on the doctor page, in search
  expect(await famousIds()).toEqual([d.id, ...before])
  const page = (await t.get('/zeus/doctor/getDoctor', { query: { doctorId: d.id } })).body.data
  expect(page.doctor).toMatchObject({ doctorName: '周明远', departmentNames: '测试内分泌科', consultPrice: 30, famous: true })
  expect(page.doctor.coverUrl).toContain(photo)
  expect(page.specialities).toEqual(['高血压', '冠心病'])
  expect((await t.get(photo)).headers['content-type']).toBe('image/png')
  expect(await searchIds('周明远')).toEqual([d.id])
  expect(
    (await t.get('/zeus/doctor/getDepartment', { query: { departmentId: dep } })).body.data.doctors.map(
      (x: { doctorId: number }) => x.doctorId,
    ),
  ).toEqual([d.id])

  // an edit (the stored photo kept): the famous list (cached) and the doctor page follow at the next GET
  const edited = await op.post(STAFF_PEOPLE_PATHS.doctorSave, {
    ...doctorBody(dep, photo, { name: '周明远（改）', famous: false, consultFeeFen: 0 }),
    id: d.id,
  })
  expect(edited.body.data).toMatchObject({ name: '周明远（改）', famous: false, consultFeeFen: 0 })
  expect(await famousIds()).toEqual(before)
  expect((await t.get('/zeus/doctor/getDoctor', { query: { doctorId: d.id } })).body.data.doctor).toMatchObject({
    doctorName: '周明远（改）',
    consultPrice: 0,
  })

  // checks: 400 with the catalogue's message; 404 for another hospital's department or doctor
  const bad = async (over: Record<string, unknown>) => (await op.post(STAFF_PEOPLE_PATHS.doctorSave, doctorBody(dep, photo, over))).body
  expect(await bad({ consultFeeFen: -1 })).toMatchObject({ code: 400, msg: M.PEOPLE_DOCTOR_FEE_NEGATIVE })
  expect(await bad({ consultFeeFen: 1_000_001 })).toMatchObject({ code: 400, msg: M.PEOPLE_DOCTOR_FEE_TOO_HIGH })
  expect((await bad({ consultFeeFen: 2 ** 31 })).code).toBe(400)
  expect(await bad({ name: '' })).toMatchObject({ code: 400, msg: M.PEOPLE_DOCTOR_NAME_REQUIRED })
  expect(await bad({ titleCode: 'nope' })).toMatchObject({ code: 400, msg: M.PEOPLE_DOCTOR_TITLE_INVALID })
  expect(await bad({ avatar: '' })).toMatchObject({ code: 400, msg: M.PEOPLE_DOCTOR_PHOTO_REQUIRED })
  expect(await bad({ avatar: '/goods-center/goods/image?id=999999' })).toMatchObject({ code: 400, msg: M.PEOPLE_IMAGE_UNKNOWN })
  expect(await bad({ specialities: ['高血压、糖尿病'] })).toMatchObject({ code: 400, msg: M.PEOPLE_DOCTOR_SPECIALITY_INVALID(1) })
  const dep7 = await department('他院科室', op7)
  expect(await bad({ departmentId: dep7 })).toMatchObject({ code: 404, msg: M.PEOPLE_DEPARTMENT_NOT_FOUND })
  // another hospital's picture is not ours to use
  expect(await bad({ avatar: await upload(op7) })).toMatchObject({ code: 400, msg: M.PEOPLE_IMAGE_UNKNOWN })
  expect((await op7.post(STAFF_PEOPLE_PATHS.doctorSave, { ...doctorBody(dep7, photo), id: d.id })).status).toBe(404)
  expect((await op7.get(STAFF_PEOPLE_PATHS.doctorDetail, { query: { id: d.id } })).status).toBe(404)
  expect((await op.get(STAFF_PEOPLE_PATHS.doctors, { query: { keyword: '周明远' } })).body.data).toMatchObject({ total: 1 })
  expect((await op7.get(STAFF_PEOPLE_PATHS.doctors, { query: { keyword: '周明远' } })).body.data).toMatchObject({ total: 0 })
  expect(await audits('doctor', d.id)).toEqual(['doctor.create ok @6', 'doctor.update ok @6', 'doctor.update failed @7'])
})

test('studios: a team of the hospital with one leader and goods; the studio page follows; checks', async () => {
  const dep = (await op.get(STAFF_PEOPLE_PATHS.departments)).body.data.list[0].id
  const cover = await upload()
  const goods7 = await database.db.selectFrom('goods').select('id').where('hospital_id', '=', 7).executeTakeFirstOrThrow()
  const goods6 = await database.db
    .selectFrom('goods')
    .select(['id', 'goods_name'])
    .where('hospital_id', '=', 6)
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const body = (over: Record<string, unknown> = {}) => ({
    name: '测试高血压工作室',
    great: '高血压长期管理',
    departmentId: dep,
    cover,
    intro: '为高血压患者提供随访。',
    chronic: true,
    members: [
      { doctorId: 601, role: '负责人' },
      { doctorId: 609, role: '主诊医生' },
    ],
    goodsIds: [goods6.id],
    ...over,
  })
  const r = await op.post(STAFF_PEOPLE_PATHS.studioSave, body())
  expect(r.status).toBe(200)
  const s: StaffStudio = r.body.data
  expect(s).toMatchObject({ name: '测试高血压工作室', chronic: true, goods: [{ goodsId: goods6.id }] })
  expect(s.members.map((m) => [m.doctorId, m.role])).toEqual([
    [601, '负责人'],
    [609, '主诊医生'],
  ])
  const page = await studioPage(s.id)
  expect(page.data.studio).toMatchObject({ name: '测试高血压工作室', chronic: true, memberNum: 2 })
  expect(page.data.members.map((m: Member) => [m.doctor.doctorId, m.role])).toEqual([
    [601, '负责人'],
    [609, '主诊医生'],
  ])
  expect(page.data.goods.map((g: { goodsId: number }) => g.goodsId)).toEqual([goods6.id])

  // a change of the team: the page follows
  const again = await op.post(STAFF_PEOPLE_PATHS.studioSave, {
    ...body({ members: [{ doctorId: 609, role: '负责人' }], goodsIds: [] }),
    id: s.id,
  })
  expect(again.status).toBe(200)
  expect((await studioPage(s.id)).data.members.map((m: Member) => [m.doctor.doctorId, m.role])).toEqual([[609, '负责人']])
  expect((await studioPage(s.id)).data.goods).toEqual([])

  // checks
  const bad = async (over: Record<string, unknown>) => (await op.post(STAFF_PEOPLE_PATHS.studioSave, body(over))).body
  expect(await bad({ members: [{ doctorId: 601, role: '成员' }] })).toMatchObject({ code: 400, msg: M.PEOPLE_STUDIO_LEADER_REQUIRED })
  expect(await bad({ members: [] })).toMatchObject({ code: 400, msg: M.PEOPLE_STUDIO_LEADER_REQUIRED })
  expect(
    await bad({
      members: [
        { doctorId: 601, role: '负责人' },
        { doctorId: 609, role: '负责人' },
      ],
    }),
  ).toMatchObject({ code: 400, msg: M.PEOPLE_STUDIO_LEADER_ONE })
  expect(
    await bad({
      members: [
        { doctorId: 601, role: '负责人' },
        { doctorId: 601, role: '成员' },
      ],
    }),
  ).toMatchObject({ code: 400, msg: M.PEOPLE_STUDIO_MEMBER_DUPLICATE(2) })
  // a doctor of another hospital cannot be a member; nor its goods be offered
  expect(
    await bad({
      members: [
        { doctorId: 601, role: '负责人' },
        { doctorId: 701, role: '成员' },
      ],
    }),
  ).toMatchObject({ code: 404, msg: M.PEOPLE_STUDIO_MEMBER_NOT_FOUND })
  expect(await bad({ goodsIds: [goods7.id] })).toMatchObject({ code: 404, msg: M.PEOPLE_STUDIO_GOODS_NOT_FOUND })
  expect(await bad({ cover: '' })).toMatchObject({ code: 400, msg: M.PEOPLE_STUDIO_COVER_REQUIRED })
  expect((await op7.post(STAFF_PEOPLE_PATHS.studioSave, { ...body(), id: s.id })).status).toBe(404)
  expect((await op7.get(STAFF_PEOPLE_PATHS.studios)).body.data.list.map((x: StaffStudio) => x.id)).not.toContain(s.id)
  // nothing of the refused saves was kept
  expect((await op.get(STAFF_PEOPLE_PATHS.studioDetail, { query: { id: s.id } })).body.data.members).toEqual([
    { doctorId: 609, doctorName: expect.any(String), role: '负责人', listed: true },
  ])
  expect(await audits('studio', s.id)).toEqual(['studio.create ok @6', 'studio.update ok @6', 'studio.update failed @7'])
})

test('hiding a doctor with a linked account and an open consultation: gone from the lists, the chat stays answerable', async () => {
  const doctor = await staffDoctor(t, 602)
  const a = await patient()
  const g = (await t.post('/studio-patient/im/createGroup', { doctorId: 602 }, { token: a.token })).body.data
  await t.post('/studio-patient/im/sendMessage', { groupId: g.groupId, msgType: 'text', text: '医生您好' }, { token: a.token })
  const d: StaffDoctor = (await op.get(STAFF_PEOPLE_PATHS.doctorDetail, { query: { id: 602 } })).body.data
  expect(d).toMatchObject({ linkedAccount: true, listed: true })
  expect(d.openConversations).toBeGreaterThan(0)
  const studios = await database.db.selectFrom('studio_member').select('studio_id').where('doctor_id', '=', 602).execute()
  expect(studios.length).toBeGreaterThan(0)

  const save = (over: Record<string, unknown>) =>
    op.post(STAFF_PEOPLE_PATHS.doctorSave, {
      id: 602,
      name: d.name,
      titleCode: d.titleCode,
      departmentId: d.departmentId,
      avatar: d.avatar,
      intro: d.intro,
      specialities: d.specialities,
      famous: true,
      consultOpen: d.consultOpen,
      consultFeeFen: d.consultFeeFen,
      listed: true,
      ...over,
    })
  expect((await save({})).status).toBe(200)
  expect(await famousIds()).toContain(602)
  expect(await searchIds(d.name)).toContain(602)
  expect((await save({ listed: false })).body.data).toMatchObject({ listed: false })

  // gone from the famous list, the search, the department and the studio teams
  expect(await famousIds()).not.toContain(602)
  expect(await searchIds(d.name)).not.toContain(602)
  const depDoctors = (await t.get('/zeus/doctor/getDepartment', { query: { departmentId: d.departmentId } })).body.data.doctors
  expect(depDoctors.map((x: { doctorId: number }) => x.doctorId)).not.toContain(602)
  for (const s of studios) expect((await studioPage(s.studio_id)).data.members.map((m: Member) => m.doctor.doctorId)).not.toContain(602)
  // the doctor page by its id still opens (the chat's header links to it)
  expect((await t.get('/zeus/doctor/getDoctor', { query: { doctorId: 602 } })).status).toBe(200)

  // a new patient cannot open a consultation; the open one goes on both ways
  const b = await patient()
  expect((await t.post('/studio-patient/im/createGroup', { doctorId: 602 }, { token: b.token })).body).toMatchObject({
    code: 400,
    msg: M.DOCTOR_CONSULT_CLOSED,
  })
  const same = await t.post('/studio-patient/im/createGroup', { doctorId: 602 }, { token: a.token })
  expect(same.body.data.groupId).toBe(g.groupId)
  const more = await t.post('/studio-patient/im/sendMessage', { groupId: g.groupId, msgType: 'text', text: '还在吗' }, { token: a.token })
  expect(more.status).toBe(200)
  const reply = await doctor.post(CHAT_DESK_PATHS.send, { groupId: g.groupId, text: '在的，请说' })
  expect(reply.body.data).toMatchObject({ senderKind: 'doctor' })

  // consultation off (listed again): still no new consultation, the lists show the doctor again
  expect((await save({ listed: true, consultOpen: false })).body.data).toMatchObject({ listed: true, consultOpen: false })
  expect(await famousIds()).toContain(602)
  expect((await t.post('/studio-patient/im/createGroup', { doctorId: 602 }, { token: b.token })).body.msg).toBe(M.DOCTOR_CONSULT_CLOSED)
  expect((await save({ consultOpen: true })).status).toBe(200)
  expect((await t.post('/studio-patient/im/createGroup', { doctorId: 602 }, { token: b.token })).status).toBe(200)
})
