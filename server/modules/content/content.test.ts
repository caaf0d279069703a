/**
 * Doctors and departments (issue 14): the doctor home (getDoctor), department introductions
 * (getDepartment), doctor/query filters and his/queryDepartmentList, over HTTP against one seeded
 * database. Another hospital's doctor or department is a 404; bad ids are a 400 with a clear message.
 */
import { createTestDatabase, type TestApp, createSeededApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { specialitiesOf } from './service'

let database: Database
let t: TestApp

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const H = (id: number) => ({ headers: { hospitalId: String(id) } })

describe('seed', () => {
  test('three hospitals, 20+ doctors, each with a photo, a title and a department of their hospital', async () => {
    const doctors = await database.db.selectFrom('doctor').selectAll().execute()
    expect(doctors.length).toBeGreaterThanOrEqual(20)
    expect(new Set(doctors.map((d) => d.hospital_id))).toEqual(new Set([6, 7, 8]))
    const deps = await database.db.selectFrom('department').select(['id', 'hospital_id']).execute()
    for (const d of doctors) {
      expect(d.avatar_path).toMatch(/^\/assets\/.+\.svg$/)
      expect(deps.find((x) => x.id === d.department_id)?.hospital_id).toBe(d.hospital_id)
    }
    // every studio has a team whose doctors are of the studio's hospital
    const members = await database.db
      .selectFrom('studio_member as m')
      .innerJoin('studio as s', 's.id', 'm.studio_id')
      .innerJoin('doctor as d', 'd.id', 'm.doctor_id')
      .select(['s.id as studioId', 's.hospital_id as sh', 'd.hospital_id as dh'])
      .execute()
    expect(new Set(members.map((m) => m.studioId)).size).toBe(7)
    expect(members.every((m) => m.sh === m.dh)).toBe(true)
  })
})

describe('doctor/getDoctor', () => {
  test('the doctor home: title from the dictionary, every department, specialities, studios with roles, service goods', async () => {
    const r = await t.get('/zeus/doctor/getDoctor', { query: { doctorId: 601 } })
    expect(r.status).toBe(200)
    const d = r.body.data
    expect(d.doctor).toMatchObject({ doctorId: 601, doctorName: '王建国', doctorTitleName: '主任医师', hospitalId: 6, consultPrice: 50 })
    expect(d.doctor.hospitalName).toBe('金陵市第一人民医院') // the hospital, not its shop (issue 35)
    expect(d.departments.map((x: any) => x.departmentName)).toEqual(['心血管内科', '康复医学科'])
    expect(d.specialities).toEqual(['难治性高血压', '冠心病介入术后管理'])
    expect(d.studios).toEqual([
      expect.objectContaining({ role: '负责人', studio: expect.objectContaining({ id: 62, name: '王建国高血压管理工作室' }) }),
    ])
    expect(d.goods.map((g: any) => g.goodsName)).toEqual(['心脑血管专项筛查', '高血压关爱组合'])
    expect(d.goods.every((g: any) => typeof g.goodsId === 'number')).toBe(true)
  })
  test('a doctor without studios or goods has empty lists', async () => {
    const d = (await t.get('/zeus/doctor/getDoctor', { query: { doctorId: 804 }, ...H(8) })).body.data
    expect(d.doctor.doctorTitleName).toBe('康复治疗师')
    expect(d.studios.map((s: any) => s.studio.id)).toEqual([81])
    expect(d.goods).toEqual([])
  })
  test("another hospital's doctor is a 404, a bad id a 400", async () => {
    const other = await t.get('/zeus/doctor/getDoctor', { query: { doctorId: 701 } })
    expect(other.status).toBe(404)
    expect(other.body.msg).toBe('医生不存在')
    expect((await t.get('/zeus/doctor/getDoctor', { query: { doctorId: 701 }, ...H(7) })).status).toBe(200)
    expect((await t.get('/zeus/doctor/getDoctor', { query: { doctorId: 999999 } })).status).toBe(404)
    for (const doctorId of ['abc', '0', '-1', undefined]) {
      const bad = await t.get('/zeus/doctor/getDoctor', { query: doctorId === undefined ? {} : { doctorId } })
      expect(bad.status).toBe(400)
      expect(bad.body.msg).toMatch(/doctorId/)
    }
  })
})

describe('departments', () => {
  test('getDepartment: the department with its own and linked doctors and its studios', async () => {
    const r = await t.get('/zeus/doctor/getDepartment', { query: { departmentId: 66 } })
    expect(r.status).toBe(200)
    expect(r.body.data.department.departmentName).toBe('康复医学科')
    expect(r.body.data.doctors.map((d: any) => d.doctorId).sort()).toEqual([601, 605, 606, 607, 609])
    const dm = await t.get('/zeus/doctor/getDepartment', { query: { departmentId: 62 } })
    expect(dm.body.data.studios.map((s: any) => s.name)).toEqual(['李秀兰糖尿病管理工作室'])
  })
  test("another hospital's department is a 404, a bad id a 400", async () => {
    const r = await t.get('/zeus/doctor/getDepartment', { query: { departmentId: 71 } })
    expect(r.status).toBe(404)
    expect(r.body.msg).toBe('科室不存在')
    expect((await t.get('/zeus/doctor/getDepartment', { query: { departmentId: 'x' } })).status).toBe(400)
  })
  test('his/queryDepartmentList counts each doctor once per department; keyword filters', async () => {
    const all = (await t.get('/zeus/his/queryDepartmentList')).body.data
    expect(all).toHaveLength(8)
    expect(all.find((d: any) => d.id === 66).doctorNum).toBe(5)
    expect(all.find((d: any) => d.id === 61).doctorNum).toBe(2)
    const kw = (await t.get('/zeus/his/queryDepartmentList', { query: { keyword: '糖尿病' } })).body.data
    expect(kw.map((d: any) => d.departmentName)).toEqual(['内分泌科'])
    expect((await t.get('/zeus/his/queryDepartmentList', H(7))).body.data.map((d: any) => d.id)).toEqual([71, 72, 73, 74, 75])
  })
})

describe('doctor/query filters', () => {
  test('department (first or linked), title, famous', async () => {
    const dep = await t.get('/zeus/doctor/query', { query: { departmentId: 66, pageSize: 50 } })
    expect(dep.body.data.total).toBe(5)
    const chief = await t.get('/zeus/doctor/query', { query: { doctorTitle: '1', pageSize: 50 } })
    expect(chief.body.data.list.map((d: any) => d.doctorName)).toEqual(['王建国', '李秀兰', '孙立群'])
    const famous = await t.get('/zeus/doctor/query', { query: { famous: 1, departmentId: 66, pageSize: 50 } })
    expect(famous.body.data.list.map((d: any) => d.doctorId)).toEqual([601, 605, 607])
  })
  test('an unknown title is a 400 with a clear message', async () => {
    const r = await t.get('/zeus/doctor/query', { query: { doctorTitle: '99' } })
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe('医生职称不正确')
    expect((await t.get('/zeus/doctor/query', { query: { famous: 2 } })).status).toBe(400)
  })
})

test.each([
  ['难治性高血压、冠心病介入术后管理', ['难治性高血压', '冠心病介入术后管理']],
  ['失眠，脾胃病; 针灸', ['失眠', '脾胃病', '针灸']],
  ['', []],
])('specialitiesOf(%s)', (text, list) => expect(specialitiesOf(text)).toEqual(list))

describe('hospital page and licences', () => {
  test('hospitalDetail: profile, address, coordinates, phones and departments of the caller hospital', async () => {
    const r = await t.get('/zeus/content/hospitalDetail', H(7))
    expect(r.status).toBe(200)
    const h = r.body.data
    expect(h).toMatchObject({ hospitalId: 7, name: '金陵市妇幼保健院健康商城', address: '金陵市秦淮区天妃巷123号', phone: '025-52226000' })
    expect(h.level).toBe('三级甲等妇幼保健院')
    expect(h.latitude).toBeGreaterThan(31)
    expect(h.longitude).toBeGreaterThan(118)
    expect(h.emergencyPhone).toMatch(/^025-/)
    expect(h.coverUrl).toBe('/assets/content/hospital-cover-7.svg')
    expect(h.departments.map((d: any) => d.id)).toEqual([71, 72, 73, 74, 75])
    const missing = await t.get('/zeus/content/hospitalDetail', H(999))
    expect([400, 404]).toContain(missing.status)
  })
  test('qualifications: the licences of the caller hospital only, each with an image', async () => {
    const six = (await t.get('/zeus/content/qualifications')).body.data
    expect(six.map((l: any) => l.name)).toEqual([
      '医疗机构执业许可证',
      '互联网医院执业许可',
      '药品经营许可证',
      '营业执照（健康商城运营主体）',
    ])
    expect(six.every((l: any) => /^\/assets\/content\/licence-6-\d\.svg$/.test(l.imageUrl))).toBe(true)
    const eight = (await t.get('/zeus/content/qualifications', H(8))).body.data
    expect(eight.map((l: any) => l.id)).toEqual([801, 802])
  })
  test('the seed images are served', async () => {
    for (const p of ['/assets/content/doctor-601.svg', '/assets/content/licence-6-1.svg', '/assets/content/hospital-cover-6.svg']) {
      const r = await t.get(p)
      expect(r.status).toBe(200)
    }
    const d = (await t.get('/zeus/doctor/getDoctor', { query: { doctorId: 610 } })).body.data
    expect(d.doctor.coverUrl).toBe('/assets/content/doctor-610.svg')
  })
})

describe('studios', () => {
  test('getStudioTeamInfoById: the studio, its team in order with roles, its goods', async () => {
    const r = await t.get('/studio-patient/studio/getStudioTeamInfoById', { query: { studioId: 61 } })
    expect(r.status).toBe(200)
    const s = r.body.data
    expect(s.studio).toMatchObject({ id: 61, name: '李秀兰糖尿病管理工作室', departmentName: '内分泌科', chronic: true })
    expect(s.members.map((m: any) => [m.doctor.doctorName, m.role])).toEqual([
      ['李秀兰', '负责人'],
      ['冯雅琴', '主诊医生'],
      ['周婷', '糖尿病专科护士'],
    ])
    expect(s.goods.map((g: any) => g.goodsName)).toEqual([
      '三诺安稳+血糖仪套装（含试纸）',
      '糖尿病居家管理礼包',
      '上门采血服务',
      '慢病随访年卡',
    ])
    const m = await t.get('/studio-patient/studio/studioMember', { query: { studioId: 82 }, ...H(8) })
    expect(m.body.data.map((x: any) => x.doctor.doctorId)).toEqual([803, 802, 806])
  })
  test("another hospital's studio is a 404, a bad id a 400", async () => {
    for (const url of ['/studio-patient/studio/getStudioTeamInfoById', '/studio-patient/studio/studioMember']) {
      const other = await t.get(url, { query: { studioId: 71 } })
      expect(other.status).toBe(404)
      expect(other.body.msg).toBe('工作室不存在')
      expect((await t.get(url, { query: { studioId: 'x' } })).status).toBe(400)
      expect((await t.get(url)).status).toBe(400)
    }
  })
})

describe('videos', () => {
  test('videoList and videoDetail: poster, duration, mp4 served; the play is counted; bad or missing id', async () => {
    const list = (await t.get('/zeus/content/videoList', H(8))).body.data
    expect(list.map((v: any) => v.title)).toEqual(['体检流程介绍', '居家测血压'])
    expect(list[0]).toMatchObject({ duration: 8, coverUrl: '/assets/content/video-1.jpg', videoUrl: '/assets/content/video-1.mp4' })
    const d = await t.get('/zeus/content/videoDetail', { query: { id: 2 } })
    expect(d.status).toBe(200)
    expect(d.body.data.video.playNum).toBe(1)
    expect(d.body.data.more.map((v: any) => v.id)).toEqual([1])
    const mp4 = await t.get('/assets/content/video-2.mp4')
    expect(mp4.status).toBe(200)
    expect(String(mp4.headers['content-type'])).toContain('video/mp4')
    expect((await t.get('/zeus/content/videoDetail', { query: { id: 99 } })).body.msg).toBe('视频不存在或已下线')
    expect((await t.get('/zeus/content/videoDetail', { query: { id: 'x' } })).status).toBe(400)
  })
})

describe('hospitals near the patient', () => {
  test('queryList without a location: every hospital in id order, no distance', async () => {
    const r = await t.get('/zeus/his/aggregationHospital/queryList')
    expect(r.status).toBe(200)
    expect(r.body.data.map((h: any) => h.hospitalId)).toEqual([6, 7, 8])
    expect(r.body.data[0]).toMatchObject({ level: '三级甲等综合医院', distance: null, distanceText: '' })
  })
  test('seek/myNear: nearest first with the distance; a location in Xianlin puts hospital 8 first', async () => {
    const near8 = await t.post('/zeus/seek/myNear', { latitude: 32.11, longitude: 118.93 })
    expect(near8.status).toBe(200)
    expect(near8.body.data.map((h: any) => h.hospitalId)).toEqual([8, 7, 6])
    expect(near8.body.data[0].distance).toBeLessThan(500)
    expect(near8.body.data[0].distanceText).toMatch(/^\d+m$/)
    const q = await t.get('/zeus/his/aggregationHospital/queryList', { query: { latitude: 32.021, longitude: 118.792 } })
    expect(q.body.data[0].hospitalId).toBe(7)
  })
  test('a bad location is a 400 with a clear message', async () => {
    expect((await t.post('/zeus/seek/myNear', { latitude: 95, longitude: 118 })).status).toBe(400)
    expect((await t.post('/zeus/seek/myNear', { latitude: 'x', longitude: 118 })).status).toBe(400)
    expect((await t.post('/zeus/seek/myNear', {})).status).toBe(400)
    const half = await t.get('/zeus/his/aggregationHospital/queryList', { query: { latitude: 32 } })
    expect(half.status).toBe(400)
    expect(half.body.msg).toBe('位置信息不正确，请重新定位')
  })
})
