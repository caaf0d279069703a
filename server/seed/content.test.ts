/**
 * What a careful patient reads in the seeded shop does not contradict itself (issue 35), over HTTP against one seeded
 * database: no check-up add-on repeats an item its package already has (颈动脉彩超 and 骨密度 in 6024); an add-on's
 * meaning with its age band has no doubled bracket; a pre-exam notice does not say both 可少量饮水 and 禁食禁水;
 * doctors work at the hospital, not at its 健康商城; a coupon shown without dates in the coupon centre is not
 * 长期有效 when it becomes an N-day coupon once claimed.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients } from '../../test-support/server'
import type { Database } from '../lib/db'
import { isIncludedInPackage, meaningWithAgeBand } from '../../src/domain/checkup'
import { validityText } from '../../src/domain/money'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '135', 'seedtext')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const H = (hospitalId: number) => ({ hospitalId: String(hospitalId) })

async function packages(): Promise<Array<{ id: number; hospitalId: number }>> {
  const rows = await database.db.selectFrom('pe_package').select(['id', 'hospital_id']).orderBy('id').execute()
  return rows.map((r) => ({ id: r.id, hospitalId: r.hospital_id }))
}

describe('check-up content', () => {
  test('no add-on repeats an item of its package (every seeded package; 6024 keeps its other add-ons)', async () => {
    const all = await packages()
    expect(all.length).toBeGreaterThan(20)
    for (const p of all) {
      const r = await t.get('/intserv/pe/queryPackage', { query: { packageId: p.id }, headers: H(p.hospitalId) })
      expect(r.status).toBe(200)
      const names = (r.body.data.items as Array<{ name: string }>).map((i) => i.name)
      const repeated = (r.body.data.addItems as Array<{ itemName: string }>).filter((a) => isIncludedInPackage(a.itemName, names))
      expect({ package: p.id, repeated: repeated.map((a) => a.itemName) }).toEqual({ package: p.id, repeated: [] })
    }
    const d = (await t.get('/intserv/pe/queryPackage', { query: { packageId: 6024 } })).body.data
    expect(d.items.map((i: any) => i.name)).toEqual(expect.arrayContaining(['颈动脉彩超', '骨密度']))
    const offered = d.addItems.map((a: any) => a.itemName)
    expect(offered).not.toContain('颈动脉彩超')
    expect(offered).not.toContain('骨密度')
    expect(offered).toEqual(expect.arrayContaining(['甲状腺彩超', '胸部低剂量CT']))
  })

  test('an add-on reads with its age band once: no doubled bracket', async () => {
    for (const p of (await packages()).slice(0, 40)) {
      const adds = (await t.get('/intserv/pe/queryAddItem', { query: { packageId: p.id }, headers: H(p.hospitalId) })).body.data as any[]
      for (const a of adds) {
        const text = meaningWithAgeBand(a.meaning ?? '', a.minAge, a.maxAge)
        expect(text).not.toMatch(/[）)]\s*[（(]/)
        expect(text.match(/岁及以上|岁及以下/g)?.length ?? 0).toBeLessThanOrEqual(1)
      }
    }
  })

  test('a pre-exam notice does not say both 可少量饮水 and 禁食禁水 (outside the endoscopy line)', async () => {
    for (const p of (await packages()).filter((x) => x.hospitalId === 6)) {
      const r = await t.get('/intserv/pe/checkupNotice', { query: { packageId: p.id } })
      expect(r.status).toBe(200)
      const lines: string[] = r.body.data.sections.flatMap((s: any) => s.lines).filter((l: string) => !/胃肠镜/.test(l))
      const water = lines.some((l) => l.includes('可少量饮水'))
      const noWater = lines.filter((l) => /禁水|禁食禁饮/.test(l))
      if (water) expect({ package: p.id, noWater }).toEqual({ package: p.id, noWater: [] })
    }
  })
})

describe('doctors carry the hospital name, not the shop (健康商城)', () => {
  test.each([6, 7])('hospital %p: every doctor of doctor/query, and the doctor home', async (hospitalId) => {
    const r = await t.get('/zeus/doctor/query', { query: { pageSize: 50 }, headers: H(hospitalId) })
    expect(r.status).toBe(200)
    const list = r.body.data.list as Array<{ doctorId: number; hospitalName: string }>
    expect(list.length).toBeGreaterThan(0)
    const hospital = (await t.get('/zeus/hospital/getHospitalIndex', { query: { hospitalId } })).body.data.hospitalName as string
    expect(hospital).toMatch(/健康商城$/)
    for (const d of list) {
      expect(d.hospitalName).not.toMatch(/商城/)
      expect(hospital.startsWith(d.hospitalName)).toBe(true)
    }
    const home = (await t.get('/zeus/doctor/getDoctor', { query: { doctorId: list[0].doctorId }, headers: H(hospitalId) })).body.data
    expect(home.doctor.hospitalName).toBe(list[0].hospitalName)
  })
})

describe('coupon validity: what the coupon centre says is what a claim gives', () => {
  test('a rule without dates that lasts N days after claiming shows 领取后N天内有效, and the claimed coupon ends N days later', async () => {
    const { token } = await login()
    const rules = (await t.post('/market-center/coupons', {}, { token })).body.data as any[]
    const undated = rules.filter((c) => !c.periodBegin && !c.periodEnd)
    expect(undated.length).toBeGreaterThan(0)
    for (const c of undated) expect(validityText(c)).toBe(c.periodDays ? `领取后${c.periodDays}天内有效` : '长期有效')
    const rule = undated.find((c) => c.periodDays && c.userCouponFail === null)
    expect(rule).toBeDefined()
    expect(validityText(rule)).not.toBe('长期有效')
    expect((await t.get('/market-center/acquireCoupon', { token, query: { couponRuleId: rule.couponRuleId } })).body.code).toBe(200)
    const mine = (await t.get('/market-center/myCoupon', { token })).body.data.list.find((c: any) => c.couponRuleId === rule.couponRuleId)
    const days =
      (Date.parse(mine.periodEnd.replace(' ', 'T') + '+08:00') - Date.parse(mine.periodBegin.replace(' ', 'T') + '+08:00')) / 86400_000
    expect(Math.round(days)).toBe(rule.periodDays)
  })
})
