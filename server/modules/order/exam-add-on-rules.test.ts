/**
 * commitPay applies every add-on rule of src/domain/checkup to the unit's person: sex (the former
 * check), the age band (on the appointed date) and the gynaecological rule (married or sexually active
 * women only) — from the chosen exam person's record, else from the unit's rule form.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients, EXAM_FORM_FILLED } from '../../../test-support/server'
import { idCheckDigit } from '../../../src/domain/validation'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '137', 'r')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const idOf = (birth: string, seq: string) => `110105${birth}${seq}${idCheckDigit(`110105${birth}${seq}`)}`
/** the rule form with another ID number, sex and marital status */
const form = (idNumber: string, sex: '男' | '女', marital: '已婚' | '未婚') =>
  EXAM_FORM_FILLED.map((f) =>
    f.fieldId === 14
      ? { ...f, value: idNumber }
      : f.fieldId === 16
        ? { ...f, value: sex }
        : f.fieldId === 17
          ? { ...f, value: marital }
          : f,
  )

test('age band and gynaecological rule of add-ons at commitPay (form and exam person); the allowed ones are charged', async () => {
  const u = await login()
  // a unisex package with the age-banded 骨密度 (40+) and the gynaecological HPV分型检测
  const list = (await t.get('/intserv/pe/queryPackageList', { query: { pageSize: 50 } })).body.data.list as any[]
  let pkg: any = null
  let items: any[] = []
  for (const p of list.filter((x) => x.sexLimit === 0 && x.maxAge >= 60 && x.minAge <= 20)) {
    items = (await t.get('/intserv/pe/queryAddItem', { query: { packageId: p.packageId } })).body.data
    if (items.some((i) => i.itemName === '骨密度') && items.some((i) => i.itemName === 'HPV分型检测')) {
      pkg = p
      break
    }
  }
  expect(pkg).not.toBeNull()
  const bone = items.find((i) => i.itemName === '骨密度')
  const hpv = items.find((i) => i.itemName === 'HPV分型检测')
  expect(bone.minAge).toBe(40)
  expect(hpv.requiresSexualHistory).toBe(true)
  const skuId = (
    await database.db.selectFrom('goods_sku').select('id').where('goods_id', '=', pkg.goodsId).orderBy('id').executeTakeFirstOrThrow()
  ).id
  const pool = (await t.get('/order-center/cart/orderRule', { query: { goodsId: pkg.goodsId } })).body.data.appointPool
  const day = pool[pool.length - 1]
  const at = { appointedDate: day.appointedDate, appointedTime: day.poolList[day.poolList.length - 1].appointedTime }
  const commit = (pe: Record<string, unknown>) =>
    t.post(
      '/order-center/orderCenter/commitPay',
      { goodsList: [{ goodsId: pkg.goodsId, skuId, goodsNum: 1, peInfoList: [{ ...at, ...pe }] }] },
      { token: u.token },
    )

  const young = idOf('20000101', '002') // a woman of 26
  let r = await commit({ filedInfo: form(young, '女', '未婚'), addItemIds: [bone.id] })
  expect(r.status).toBe(400)
  expect(r.body.msg).toBe('「骨密度」适用于40岁及以上')
  r = await commit({ filedInfo: form(young, '女', '未婚'), addItemIds: [hpv.id] })
  expect(r.status).toBe(400)
  expect(r.body.msg).toBe('「HPV分型检测」仅适用于已婚或有性生活史的女性')
  // the married woman of 26 may take HPV, still not 骨密度
  r = await commit({ filedInfo: form(young, '女', '已婚'), addItemIds: [hpv.id] })
  expect(r.status).toBe(200)
  await t.post('/order-center/orderCenter/orderCancel', { orderId: r.body.data.orderId, cancelReason: '其他' }, { token: u.token })

  // the chosen exam person's record decides: an unmarried woman of 26 (the form says 已婚)
  const person = await t.post(
    '/intserv/pe/addPePerson',
    { name: '王小红', idNumber: young, phone: '13912345678', maritalStatus: 2, consent: true },
    { token: u.token },
  )
  expect(person.status).toBe(200)
  r = await commit({ examPersonId: person.body.data.id, filedInfo: form(young, '女', '已婚'), addItemIds: [hpv.id] })
  expect(r.status).toBe(400)
  expect(r.body.msg).toBe('「HPV分型检测」仅适用于已婚或有性生活史的女性')

  // a man of 50: 骨密度 allowed and charged
  const older = idOf('19760101', '001')
  r = await commit({ filedInfo: form(older, '男', '已婚'), addItemIds: [bone.id] })
  expect(r.status).toBe(200)
  const d = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: r.body.data.orderId } })).body.data
  expect(d.addItemMoney).toBe(bone.price)
})
