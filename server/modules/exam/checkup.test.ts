/**
 * Check-up catalogue (issue 12, /intserv/pe): banners, crowds, concerns, the package lists through the
 * filters of src/domain/checkup, the "1 + X" detail, add-ons with their rules, family packages;
 * eligibility (sex, age band, sexual history for gynaecological packages and add-ons) refused by the
 * server; ownership (another user 404); bad input 400 with a clear message; slots of the added
 * packages never overbooked under concurrent bookings.
 */
import { createClock, createTestApp, createTestDatabase, examUnitWithoutPlace, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { idCheckDigit } from '../../../src/domain/validation'
import { CROWDS, PRICE_BANDS } from '../../../src/domain/checkup'

let database: Database
let t: TestApp
let seededAt = 0

const login = patients(() => ({ database, t }), '137', 'c')
const idNo = (birth: string, s: string) => `320102${birth}${s}` + idCheckDigit(`320102${birth}${s}`)
const MAN_1990 = idNo('19900307', '153')
const WOMAN_1990 = idNo('19900512', '264')
/** China calendar day d days after the seed */
const day = (d: number) => new Date(seededAt + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10)
const SPARE = { appointedTime: '07:30-08:30' }

async function addPerson(token: string, idNumber: string, name: string, maritalStatus = 1): Promise<any> {
  const r = await t.post('/intserv/pe/addPePerson', { name, idNumber, phone: '13912345678', maritalStatus, consent: true }, { token })
  expect(r.status).toBe(200)
  return r.body.data
}
const list = async (query: Record<string, unknown>, hospitalId = '6') =>
  t.get('/intserv/pe/queryPackageList', { query: { pageSize: 50, ...query }, headers: { hospitalId } })
const booked = async (goodsId: number, date: string, time: string) =>
  (
    await database.db
      .selectFrom('appoint_pool')
      .select(['booked', 'total'])
      .where('goods_id', '=', goodsId)
      .where('appointed_date', '=', date)
      .where('appointed_time', '=', time)
      .executeTakeFirstOrThrow()
  ).booked

beforeAll(async () => {
  database = await createTestDatabase()
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'checkup.seededAt').executeTakeFirstOrThrow()
  seededAt = Date.parse(kv.value)
  t = await createTestApp({ database, clock: createClock(seededAt + 3600_000) })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('the check-up home and the package lists', () => {
  test('8–12 packages per hospital; banners, crowds and concerns with their counts', async () => {
    for (const h of ['6', '7', '8']) {
      const all = (await list({}, h)).body.data
      expect(all.total).toBeGreaterThanOrEqual(8)
      expect(all.total).toBeLessThanOrEqual(12)
      const banners = (await t.get('/intserv/pe/queryPeBanner', { headers: { hospitalId: h } })).body.data
      expect(banners.length).toBeGreaterThan(0)
      expect(banners[0]).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        picUrl: expect.stringMatching(/\.svg$/),
        jumpPath: expect.stringMatching(/^\/checkup\//),
      })
    }
    const crowds = (await t.get('/intserv/pe/queryPeCrowd')).body.data
    expect(crowds.map((c: any) => c.id)).toEqual(CROWDS.map((c) => c.id))
    const women = crowds.find((c: any) => c.id === 'women')
    expect(women).toMatchObject({ name: '女士体检' })
    expect(women.packageCount).toBe((await list({ crowd: 'women' })).body.data.total)
    const diseases = (await t.get('/intserv/pe/queryPeDisease')).body.data
    const tumour = diseases.find((d: any) => d.name === '肿瘤早筛')
    expect(tumour).toMatchObject({ id: 601, description: expect.stringContaining('肿瘤标志物') })
    const byConcern = (await list({ diseaseId: tumour.id })).body.data
    expect(byConcern.total).toBe(tumour.packageCount)
    expect(byConcern.list.every((p: any) => p.diseaseIds.includes(601))).toBe(true)
  })

  test('filters: crowd, sex, age band, price band, family; packageList/query groups the same filter', async () => {
    const women = (await list({ crowd: 'women' })).body.data.list
    expect(women.length).toBeGreaterThan(0)
    expect(women.every((p: any) => p.sexLimit === 2 || p.crowds.includes('women'))).toBe(true)
    expect((await list({ sex: 1 })).body.data.list.every((p: any) => p.sexLimit !== 2)).toBe(true)
    const elderly = (await list({ ageBand: '60+' }, '8')).body.data.list
    expect(elderly.every((p: any) => p.maxAge >= 60)).toBe(true)
    const cheap = (await list({ priceBand: '0-500' })).body.data.list
    expect(cheap.length).toBeGreaterThan(0)
    expect(cheap.every((p: any) => p.price < 500)).toBe(true)
    const family = (await t.get('/intserv/pe/queryFamilyPackageList')).body.data
    expect(family.list.map((p: any) => p.packageName)).toEqual(['家庭双人体检套餐'])
    expect(family.list[0]).toMatchObject({ familySize: 2, price: 1580 })
    expect((await list({ family: 0 })).body.data.list.every((p: any) => p.familySize === 1)).toBe(true)
    const grouped = (await t.get('/intserv/pe/packageList/query', { query: { crowd: 'men' } })).body.data
    expect(grouped.flatMap((g: any) => g.packages.map((p: any) => p.packageId)).sort()).toEqual(
      (await list({ crowd: 'men' })).body.data.list.map((p: any) => p.packageId).sort(),
    )
  })

  test('bad filters: 400 with a clear message', async () => {
    for (const query of [{ crowd: 'aliens' }, { priceBand: 'free' }, { ageBand: '200+' }, { diseaseId: 'x' }, { family: 3 }]) {
      const r = await list(query)
      expect(r.status).toBe(400)
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/)
      expect(r.body.data).toBeNull()
    }
    expect(PRICE_BANDS.length).toBe(5)
  })
})

describe('the package detail ("1 + X") and add-ons', () => {
  test('base items grouped by department with their meaning, optional screenings by group, notices, institution', async () => {
    const d = (await t.get('/intserv/pe/queryPackage', { query: { packageId: 6701 } })).body.data
    expect(d).toMatchObject({ packageName: '男士全面体检套餐', price: 899, sexLimit: 1, minAge: 25, familySize: 1 })
    expect(d.serviceInstitution.name).toContain('健康管理中心')
    const lab = d.itemGroups.find((g: any) => g.department === '检验科')
    expect(lab.items).toEqual(expect.arrayContaining([{ name: '血常规', meaning: expect.stringContaining('贫血') }]))
    expect(d.itemGroups.map((g: any) => g.department)).toEqual(expect.arrayContaining(['超声科', '放射科', '功能检查科']))
    expect(d.addOnGroups.map((g: any) => g.category)).toEqual(expect.arrayContaining(['肿瘤筛查', '心脑血管']))
    expect(d.addItems.some((i: any) => i.sexLimit === 2)).toBe(false) // a men's package has no women's add-on
    expect(d.notices.map((n: any) => n.id)).toEqual(expect.arrayContaining(['fasting', 'noMetal']))
    const adds = (await t.get('/intserv/pe/queryAddItem', { query: { packageId: 6702 } })).body.data
    expect(adds.find((i: any) => i.itemName === 'HPV分型检测')).toMatchObject({ sexLimit: 2, requiresSexualHistory: true, price: 298 })
    expect(adds.find((i: any) => i.itemName === '胸部低剂量CT')).toMatchObject({ minAge: 40, maxAge: null, category: '肿瘤筛查' })
    // a package of another hospital is not this one's
    expect((await t.get('/intserv/pe/queryPackage', { query: { packageId: 6701 }, headers: { hospitalId: '7' } })).status).toBe(404)
  })
})

describe("eligibility is the server's", () => {
  test('a gynaecological package refuses an unmarried woman; an add-on refuses a person under its age band', async () => {
    const u = await login()
    const single = await addPerson(u.token, WOMAN_1990, '王芳', 2)
    const married = await addPerson(u.token, idNo('19880512', '284'), '赵敏', 1)
    const check = async (personId: number, packageId: number) =>
      (await t.get('/intserv/pe/checkIdentity', { token: u.token, query: { personId, packageId } })).body.data
    expect(await check(single.id, 6702)).toMatchObject({ pass: false, msg: '该套餐仅适用于已婚或有性生活史的女性' })
    expect(await check(married.id, 6702)).toMatchObject({ pass: true, msg: null })
    expect(await check(married.id, 6701)).toMatchObject({ pass: false, msg: '该套餐仅限男性' })
    // booking it anyway: refused by the server
    const unit = await examUnitWithoutPlace(t, database, u.token, 6702, { appointedDate: day(13), ...SPARE }, { pay: true })
    const at = { appointedDate: day(12), appointedTime: '08:30-09:30' }
    const r = await t.post('/intserv/pe/appoint', { packageId: 6702, personId: single.id, ...unit, ...at }, { token: u.token })
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe('该套餐仅适用于已婚或有性生活史的女性')
    // an add-on bought at checkout that does not fit the person's age: 骨密度 from 40 (6701 has 胸部低剂量CT itself, so
    // it is not offered as an add-on: issue 35)
    const man = await addPerson(u.token, MAN_1990, '李明', 1)
    const bone = (await t.get('/intserv/pe/queryAddItem', { query: { packageId: 6701 } })).body.data.find(
      (i: any) => i.itemName === '骨密度',
    )
    const u2 = await examUnitWithoutPlace(
      t,
      database,
      u.token,
      6701,
      { appointedDate: day(13), ...SPARE },
      { pay: true, addItemIds: [bone.id] },
    )
    const r2 = await t.post('/intserv/pe/appoint', { packageId: 6701, personId: man.id, ...u2, ...at }, { token: u.token })
    expect(r2.status).toBe(400)
    expect(r2.body.msg).toBe('「骨密度」适用于40岁及以上')
    // without it the booking goes through
    const ok = await t.post('/intserv/pe/appoint', { packageId: 6701, personId: man.id, ...u2, ...at, addItemIds: [] }, { token: u.token })
    expect(ok.status).toBe(200)
    expect(ok.body.data).toMatchObject({ packageName: '男士全面体检套餐', appointedDate: at.appointedDate, status: 1 })
    // another user: 404 for the person and the booking
    const bob = await login()
    expect((await t.get('/intserv/pe/checkIdentity', { token: bob.token, query: { personId: man.id, packageId: 6701 } })).status).toBe(404)
    expect(
      (await t.post('/intserv/pe/queryPeAppointedInfo', { appointmentId: ok.body.data.appointmentId }, { token: bob.token })).status,
    ).toBe(404)
    expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId: ok.body.data.appointmentId }, { token: bob.token })).status).toBe(
      404,
    )
  })

  test('bad input: 400 with a clear message', async () => {
    const u = await login()
    const r = await t.get('/intserv/pe/checkIdentity', { token: u.token, query: { personId: 'x', packageId: 6701 } })
    expect(r.status).toBe(400)
    expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/)
    expect((await t.get('/intserv/pe/queryPackage', { query: {} })).body).toEqual({ code: 400, msg: '缺少参数 packageId', data: null })
  })
})

describe('places of an added package', () => {
  test('never overbooked: 6 users book the last 2 places of a slot at once', async () => {
    const at = { appointedDate: day(10), appointedTime: '09:30-10:30' }
    const users = []
    for (let i = 0; i < 6; i++) {
      const u = await login()
      const p = await addPerson(u.token, idNo('19850307', String(500 + i * 2 + 1)), `张${'一二三四五六'[i]}`)
      users.push({
        u,
        p,
        unit: await examUnitWithoutPlace(t, database, u.token, 6703, { appointedDate: day(13), ...SPARE }, { pay: true }),
      })
    }
    const b0 = await booked(6703, at.appointedDate, at.appointedTime)
    await database.db
      .updateTable('appoint_pool')
      .set({ total: b0 + 2 })
      .where('goods_id', '=', 6703)
      .where('appointed_date', '=', at.appointedDate)
      .where('appointed_time', '=', at.appointedTime)
      .execute()
    const rs = await Promise.all(
      users.map(({ u, p, unit }) => t.post('/intserv/pe/appoint', { packageId: 6703, personId: p.id, ...unit, ...at }, { token: u.token })),
    )
    expect(rs.map((r) => r.status).sort()).toEqual([200, 200, 400, 400, 400, 400])
    expect(rs.filter((r) => r.status === 400).every((r) => r.body.msg === '预约已满')).toBe(true)
    expect(await booked(6703, at.appointedDate, at.appointedTime)).toBe(b0 + 2)
    // the pool shows it full
    const pool = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId: 6703 } })).body.data
    const slot = pool.find((d: any) => d.appointedDate === at.appointedDate).poolList.find((s: any) => s.appointedTime === at.appointedTime)
    expect(slot).toMatchObject({ remain: 0, appointFlag: 2 })
    // a cancel frees one place
    const winner = rs.findIndex((r) => r.status === 200)
    const c = await t.post(
      '/intserv/pe/cancelAppoint',
      { appointmentId: rs[winner].body.data.appointmentId },
      { token: users[winner].u.token },
    )
    expect(c.status).toBe(200)
    expect(await booked(6703, at.appointedDate, at.appointedTime)).toBe(b0 + 1)
  })
})
