/**
 * The check-up packages of the staff console over HTTP (issue 33 item 1): create a package (items by department,
 * add-ons with prices and conflicts, eligibility, the pre-exam notice, the pool it books from), edit it, list /
 * unlist it; what the patient's check-up pages show follows each save at the next GET; eligibility is the booking's
 * own rule (a man is refused a women's package, src/domain/checkup); two conflicting add-ons cannot be ordered
 * together; bad input is 400 with the catalogue's message; another hospital's package 404; a role without
 * content:manage 403; one audit row per write.
 */
import { STAFF_PACKAGE_PATHS, type StaffPackage } from '../../../contract/staffPackages'
import * as M from '../../../src/domain/messages/staffPackages'
import { sexOnlyMessage, PACKAGE_SUBJECT } from '../../../src/domain/checkup'
import { idCheckDigit } from '../../../src/domain/validation'
import { createTestApp, createTestDatabase, EXAM_FORM_FILLED, patients, type TestApp } from '../../../test-support/server'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
let op: StaffClient
let op7: StaffClient
let agent: StaffClient
let categoryId = 0
let poolPackageId = 0

const login = patients(() => ({ database, t }), '135', 'pk')
const idNo = (birth: string, s: string) => `320102${birth}${s}` + idCheckDigit(`320102${birth}${s}`)

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
  op = await staffOfRole(t, 'operator', 6)
  op7 = await staffOfRole(t, 'operator', 7)
  agent = await staffOfRole(t, 'cs-agent', 6)
  const first = await database.db
    .selectFrom('pe_package as p')
    .innerJoin('goods as g', 'g.id', 'p.goods_id')
    .select(['p.id', 'g.category_id'])
    .where('p.hospital_id', '=', 6)
    .orderBy('p.id')
    .executeTakeFirstOrThrow()
  categoryId = first.category_id
  poolPackageId = first.id
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const draft = (over: Record<string, unknown> = {}) => ({
  packageName: '女性40+深度体检',
  categoryId,
  priceFen: 128800,
  sexLimit: 2,
  minAge: 40,
  maxAge: 150,
  married: false,
  itemGroups: [
    { department: '内科', items: [{ name: '血压测量', meaning: '筛查高血压' }] },
    { department: '检验科', items: [{ name: '空腹血糖', meaning: '筛查糖尿病' }] },
  ],
  addOns: [
    { name: '骨密度检测', desc: '评估骨质疏松风险', category: '骨骼', priceFen: 16000, conflicts: ['骨密度（超声法）'] },
    { name: '骨密度（超声法）', desc: '超声法骨密度', category: '骨骼', priceFen: 9000 },
  ],
  notice: '体检前一天晚上10点后禁食，次日早晨空腹抽血。',
  poolPackageId,
  listed: true,
  ...over,
})

const detail = async (packageId: number) => t.get('/intserv/pe/queryPackage', { query: { packageId }, headers: { hospitalId: '6' } })

test('an operator creates a package the patient sees at once, edits it, unlists it; one audit row per write', async () => {
  const r = await op.post<{ data: StaffPackage }>(STAFF_PACKAGE_PATHS.save, draft())
  expect(r.status).toBe(200)
  const pkg = r.body.data
  expect(pkg).toMatchObject({ packageName: '女性40+深度体检', priceFen: 128800, sexLimit: 2, minAge: 40, listed: true, poolPackageId })
  // conflicts are mutual whichever side they were entered on
  expect(pkg.addOns.map((a) => [a.name, a.priceFen, a.conflicts])).toEqual([
    ['骨密度检测', 16000, ['骨密度（超声法）']],
    ['骨密度（超声法）', 9000, ['骨密度检测']],
  ])
  // the patient: the package detail with its items by department, add-ons and their prices, the notice
  const d = (await detail(pkg.id)).body.data
  expect(d).toMatchObject({ packageName: '女性40+深度体检', price: 1288, sexLimit: 2, minAge: 40, notice: draft().notice })
  expect(d.itemGroups.map((g: { department: string }) => g.department)).toEqual(['内科', '检验科'])
  expect(d.addItems.map((a: { itemName: string; price: number }) => [a.itemName, a.price])).toEqual([
    ['骨密度检测', 160],
    ['骨密度（超声法）', 90],
  ])
  expect(d.addItems[0].conflictsWith).toEqual([d.addItems[1].id])
  // on the check-up home's list, and its slots are the pool package's
  const list = (await t.get('/intserv/pe/queryPackageList', { query: { pageSize: 50 }, headers: { hospitalId: '6' } })).body.data
  expect(list.list.map((p: { packageId: number }) => p.packageId)).toContain(pkg.id)
  const own = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId: pkg.id }, headers: { hospitalId: '6' } })).body
  const pool = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId: poolPackageId }, headers: { hospitalId: '6' } })).body
  expect(own.data.length).toBeGreaterThan(0)
  expect(own.data).toEqual(pool.data)

  // edit: a new price, the conflict gone, a third add-on; the patient's next GET shows it
  const edited = await op.post<{ data: StaffPackage }>(
    STAFF_PACKAGE_PATHS.save,
    draft({
      id: pkg.id,
      priceFen: 99900,
      addOns: [
        { id: pkg.addOns[0].id, name: '骨密度检测', priceFen: 18000 },
        { id: pkg.addOns[1].id, name: '骨密度（超声法）', priceFen: 9000 },
        { name: '甲状腺彩超', priceFen: 20000 },
      ],
    }),
  )
  expect(edited.status).toBe(200)
  expect(edited.body.data.addOns.map((a) => a.conflicts)).toEqual([[], [], []])
  const d2 = (await detail(pkg.id)).body.data
  expect(d2.price).toBe(999)
  expect(d2.addItems.map((a: { itemName: string; price: number }) => [a.itemName, a.price])).toEqual([
    ['骨密度检测', 180],
    ['骨密度（超声法）', 90],
    ['甲状腺彩超', 200],
  ])
  // unlisted: gone from the patient (404), still in the console's list
  expect((await op.post(STAFF_PACKAGE_PATHS.listed, { id: pkg.id, listed: false })).body.data.listed).toBe(false)
  expect((await detail(pkg.id)).status).toBe(404)
  expect((await op.get(STAFF_PACKAGE_PATHS.packages, { query: { listed: 0 } })).body.data.list.map((p: StaffPackage) => p.id)).toContain(
    pkg.id,
  )
  expect((await op.post(STAFF_PACKAGE_PATHS.listed, { id: pkg.id, listed: true })).status).toBe(200)
  expect((await detail(pkg.id)).status).toBe(200)

  const audits = await database.db
    .selectFrom('staff_audit')
    .select(['action', 'result', 'hospital_id'])
    .where('object_type', '=', 'pe_package')
    .where('object_id', '=', String(pkg.id))
    .orderBy('id')
    .execute()
  expect(audits.map((a) => `${a.action} ${a.result} @${a.hospital_id}`)).toEqual([
    'package.create ok @6',
    'package.update ok @6',
    'package.unlist ok @6',
    'package.list ok @6',
  ])
})

test('eligibility is the booking rule: a man is told he cannot book a women-over-40 package; conflicting add-ons are refused', async () => {
  const pkg = (await op.post<{ data: StaffPackage }>(STAFF_PACKAGE_PATHS.save, draft({ packageName: '女性40+筛查' }))).body.data
  const u = await login()
  const person = await t.post(
    '/intserv/pe/addPePerson',
    { name: '王五', idNumber: idNo('19700307', '153'), phone: '13912345678', maritalStatus: 1, consent: true },
    { token: u.token },
  )
  expect(person.status).toBe(200)
  const check = await t.get('/intserv/pe/checkIdentity', { token: u.token, query: { personId: person.body.data.id, packageId: pkg.id } })
  expect(check.body.data).toMatchObject({ pass: false, msg: sexOnlyMessage(PACKAGE_SUBJECT, 2) })
  // the exam checkout with him as the chosen exam person: the same message
  const sku = await database.db.selectFrom('goods_sku').select('id').where('goods_id', '=', pkg.goodsId).executeTakeFirstOrThrow()
  const asMan = await t.post(
    '/order-center/orderCenter/commitPay',
    {
      goodsList: [
        {
          goodsId: pkg.goodsId,
          skuId: sku.id,
          goodsNum: 1,
          peInfoList: [{ filedInfo: EXAM_FORM_FILLED, examPersonId: person.body.data.id }],
        },
      ],
    },
    { token: u.token },
  )
  expect(asMan.body).toMatchObject({ code: 400, msg: sexOnlyMessage(PACKAGE_SUBJECT, 2) })
  // ordering both conflicting add-ons: 400 with the rule's message
  const order = (addItemIds: number[]) =>
    t.post(
      '/order-center/orderCenter/commitPay',
      {
        goodsList: [
          {
            goodsId: pkg.goodsId,
            skuId: sku.id,
            goodsNum: 1,
            peInfoList: [{ filedInfo: EXAM_FORM_FILLED.map((f) => (f.fieldId === 16 ? { ...f, value: '女' } : f)), addItemIds }],
          },
        ],
      },
      { token: u.token },
    )
  const both = await order(pkg.addOns.map((a) => a.id))
  expect(both.body).toMatchObject({ code: 400, msg: M.PACKAGE_ADD_ON_CONFLICT('骨密度检测', '骨密度（超声法）') })
  expect((await order([pkg.addOns[0].id])).status).toBe(200)
})

test('bad input is 400 with a clear message; another hospital 404; without content:manage 403', async () => {
  const bad = async (over: Record<string, unknown>, msg: string) => {
    const r = await op.post(STAFF_PACKAGE_PATHS.save, draft(over))
    expect(r.body).toMatchObject({ code: 400, msg })
  }
  await bad({ minAge: 60, maxAge: 40 }, M.PACKAGE_AGE_UPSIDE_DOWN)
  await bad({ addOns: [{ name: '骨密度检测', priceFen: -1 }] }, M.ADD_ON_PRICE_NEGATIVE('骨密度检测'))
  await bad({ addOns: [{ name: '骨密度检测', priceFen: 100, conflicts: ['骨密度检测'] }] }, M.ADD_ON_CONFLICT_SELF('骨密度检测'))
  await bad({ addOns: [{ name: '骨密度检测', priceFen: 100, conflicts: ['胃镜'] }] }, M.ADD_ON_CONFLICT_UNKNOWN('骨密度检测', '胃镜'))
  await bad({ poolPackageId: 999999 }, M.PACKAGE_POOL_UNKNOWN)
  await bad({ packageName: ' ' }, M.PACKAGE_NAME_REQUIRED)
  await bad({ priceFen: 0 }, M.PACKAGE_PRICE_INVALID)
  await bad({ itemGroups: [] }, M.PACKAGE_ITEMS_REQUIRED)
  await bad({ addOns: [{ name: '血压测量', priceFen: 100 }] }, M.ADD_ON_REPEATS_ITEM('血压测量'))
  // hospital 7's pool is unknown to hospital 6
  const pool7 = await database.db.selectFrom('pe_package').select('id').where('hospital_id', '=', 7).executeTakeFirstOrThrow()
  await bad({ poolPackageId: pool7.id }, M.PACKAGE_POOL_UNKNOWN)

  const pkg = (await op.post<{ data: StaffPackage }>(STAFF_PACKAGE_PATHS.save, draft({ packageName: '隔离测试套餐' }))).body.data
  expect((await op7.get(STAFF_PACKAGE_PATHS.detail, { query: { id: pkg.id } })).status).toBe(404)
  expect((await op7.post(STAFF_PACKAGE_PATHS.listed, { id: pkg.id, listed: false })).status).toBe(404)
  expect((await op7.post(STAFF_PACKAGE_PATHS.save, draft({ id: pkg.id, categoryId: 1 }))).status).toBe(404)
  expect((await op7.get(STAFF_PACKAGE_PATHS.packages)).body.data.list.map((p: StaffPackage) => p.id)).not.toContain(pkg.id)
  expect((await agent.get(STAFF_PACKAGE_PATHS.packages)).status).toBe(403)
  // an unknown add-on id
  const r = await op.post(STAFF_PACKAGE_PATHS.save, draft({ id: pkg.id, addOns: [{ id: 999999, name: 'x', priceFen: 1 }] }))
  expect(r.body).toMatchObject({ code: 400, msg: M.ADD_ON_UNKNOWN })
})
