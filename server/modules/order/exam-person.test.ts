/**
 * The 'exam person and ID number in orders' part of the former __tests__/server/order-hardening.test.ts (tests beside what they test).
 *
 * Issue 10, the order / exam / payment findings, each written as the attack over real HTTP (red on
 * the code before the fix, green after): exam places taken without paying, an open redirect and a
 * cashier anyone could press, an order total past 32-bit cents, a per-order flash-sale limit split
 * over two lines, stock held by order after order, an after-sale approved after a full refund, and
 * the exam person / ID number extras.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients, EXAM_FORM_FILLED } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { idCheckDigit } from '../../../src/domain/validation'

let database: Database
let t: TestApp
let seededAt = 0
const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}
const login = patients(() => ({ database, t }), '135', 'h')
const A = (token: string, extra: Record<string, string> = {}) => ({ token, headers: extra })
/** China calendar day d days after the seed */
const day = (d: number) => new Date(seededAt + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10)
const idNo = (birth: string, s: string) => `320102${birth}${s}` + idCheckDigit(`320102${birth}${s}`)
async function addPerson(token: string, idNumber = idNo('19900307', '123'), name = '李四'): Promise<{ id: number }> {
  const r = await t.post('/intserv/pe/addPePerson', { name, idNumber, phone: '13912345678', maritalStatus: 1, consent: true }, { token })
  expect(r.status).toBe(200)
  return r.body.data
}
const buy = (token: string, goodsList: unknown[], extra: Record<string, unknown> = {}) =>
  t.post('/order-center/orderCenter/commitPay', { goodsList, address: ADDRESS, ...extra }, A(token))

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  seededAt = Date.parse(kv.value)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('exam person and ID number in orders', () => {
  const at = () => ({ appointedDate: day(7), appointedTime: '08:00-09:00' })

  test("attack: changePeInfo and commitPay with another user's exam person id are 404 and store nothing", async () => {
    const alice = await login()
    const bob = await login()
    const bobs = await addPerson(bob.token)
    const mine = await addPerson(alice.token)
    await database.db
      .updateTable('appoint_pool')
      .set((eb) => ({ total: eb('booked', '+', 100) }))
      .where('goods_id', '=', 6036)
      .where('appointed_date', '=', at().appointedDate)
      .where('appointed_time', '=', at().appointedTime)
      .execute()
    expect(
      (
        await buy(alice.token, [
          { goodsId: 6036, skuId: 60361, goodsNum: 1, peInfoList: [{ filedInfo: EXAM_FORM_FILLED, ...at(), examPersonId: bobs.id }] },
        ])
      ).body,
    ).toEqual({ code: 404, msg: '体检人不存在', data: null })
    const o = (
      await buy(alice.token, [{ goodsId: 6036, skuId: 60361, goodsNum: 1, peInfoList: [{ filedInfo: EXAM_FORM_FILLED, ...at() }] }])
    ).body.data
    const og = (await t.get('/order-center/orderCenter/orderDetail', { token: alice.token, query: { id: o.orderId } })).body.data
      .goodsList[0].id
    const change = (examPersonId: number) =>
      t.post(
        '/order-center/orderCenter/changePeInfo',
        { orderId: o.orderId, orderGoodsId: og, peInfo: { filedInfo: EXAM_FORM_FILLED, examPersonId } },
        A(alice.token),
      )
    expect((await change(bobs.id)).body).toEqual({ code: 404, msg: '体检人不存在', data: null })
    const stored = async () =>
      ((await database.db.selectFrom('order_goods').select('pe_info').where('id', '=', og).executeTakeFirstOrThrow()).pe_info as any[])[0]
        .examPersonId ?? null
    expect(await stored()).toBeNull()
    expect((await change(mine.id)).status).toBe(200)
    expect(await stored()).toBe(mine.id)
  })

  test('attack: order replies never carry the full ID number typed into the form (masked; the masked echo keeps it)', async () => {
    const u = await login()
    const full = EXAM_FORM_FILLED.find((f) => f.fieldId === 14)!.value
    const o = (await buy(u.token, [{ goodsId: 6036, skuId: 60361, goodsNum: 1, peInfoList: [{ filedInfo: EXAM_FORM_FILLED, ...at() }] }]))
      .body.data
    const d = await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: o.orderId } })
    expect(d.raw).not.toContain(full)
    expect(d.body.data.goodsList[0].peInfoList[0].filedInfo.find((f: any) => f.fieldId === 14).value).toBe('110***********002X')
    const list = await t.get('/order-center/orderCenter/myOrders', { token: u.token })
    expect(list.raw).not.toContain(full)
    expect(list.body.data.list[0].goodsList[0].peInfoList[0].filedInfo.find((f: any) => f.fieldId === 14).value).toBe('110***********002X')
    // the form sent back as shown (masked) with another name: the stored number stays, the reply is masked
    const og = d.body.data.goodsList[0].id
    const shown = d.body.data.goodsList[0].peInfoList[0].filedInfo.map((f: any) => (f.fieldId === 13 ? { ...f, value: '王五' } : f))
    const ch = await t.post(
      '/order-center/orderCenter/changePeInfo',
      { orderId: o.orderId, orderGoodsId: og, peInfo: { filedInfo: shown } },
      A(u.token),
    )
    expect(ch.status).toBe(200)
    expect(ch.raw).not.toContain(full)
    const stored = (
      (await database.db.selectFrom('order_goods').select('pe_info').where('id', '=', og).executeTakeFirstOrThrow()).pe_info as any[]
    )[0].filedInfo
    expect(stored.find((f: any) => f.fieldId === 14).value).toBe(full)
    expect(stored.find((f: any) => f.fieldId === 13).value).toBe('王五')
  })
})
