/**
 * Paper case-file mailing over HTTP: my stays (demo stays from the sandbox HIS), a request paid through the normal
 * checkout (order of the postage goods, copies × ¥15.00, the address snapshot), the requests with their order;
 * ownership (another user's stay or request: 404) and bad input (400 with the message).
 */
import { createTestDatabase, type TestApp, createSeededApp, patients } from '../../../test-support/server'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '134', 'pm')
const A = (token: string, extra: Record<string, string> = {}) => ({ token, headers: extra })

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

async function patient() {
  const u = await login()
  await t.post(
    '/user-center/recevAddress/saveOrUpdate',
    {
      recvName: '张三',
      contactNumber: '13812345678',
      recvProvince: '江苏省',
      recvCity: '南京市',
      recvArea: '鼓楼区',
      recvAddress: '中山北路1号',
    },
    A(u.token),
  )
  const addressId = (await t.get('/user-center/recevAddress/queryList', A(u.token))).body.data[0].id as number
  const stays = (await t.get('/intserv/paperMail/stays', A(u.token))).body.data
  return { ...u, addressId, stays }
}

describe('paper case-file mailing', () => {
  test('stays, a request paid through the checkout, my requests with the order', async () => {
    const u = await patient()
    expect(u.stays.pricePerCopy).toBe(15)
    expect(u.stays.maxCopies).toBe(5)
    expect(u.stays.stays).toHaveLength(2)
    expect(u.stays.stays[0]).toMatchObject({ department: '心血管内科', inpatientNo: expect.stringMatching(/^ZY6/) })
    // the sandbox HIS answers the same stays again (no duplicates)
    expect((await t.get('/intserv/paperMail/stays', A(u.token))).body.data.stays).toHaveLength(2)

    const c = await t.post('/intserv/paperMail/commit', { stayId: u.stays.stays[0].id, copies: 2, addressId: u.addressId }, A(u.token))
    expect(c.status).toBe(200)
    expect(c.body.data).toMatchObject({ status: 101, actualPrice: 30 })
    const list = (await t.get('/intserv/paperMail/list', A(u.token))).body.data
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      copies: 2,
      orderId: c.body.data.orderId,
      orderStatus: 101,
      actualPrice: 30,
      recvName: '张三',
      recvPhone: '138****5678',
      recvAddress: '江苏省南京市鼓楼区中山北路1号',
      stay: { id: u.stays.stays[0].id },
    })
    // paid like any order
    const p = await t.post('/pay-center/pay/toPay', { orderId: c.body.data.orderId, payChannel: 4 }, A(u.token, { appTag: 'weapp' }))
    await t.post('/pay-center/sandbox/confirm', { payNo: p.body.data.payNo, result: 'SUCCESS' }, A(u.token))
    const d = await t.get('/intserv/paperMail/detail', { ...A(u.token), query: { id: list[0].id } })
    expect(d.body.data.orderStatus).toBe(104)
    // the order detail is the normal one
    expect((await t.get('/order-center/orderCenter/orderDetail', { ...A(u.token), query: { orderId: c.body.data.orderId } })).status).toBe(
      200,
    )
  })

  test("ownership: another user's stay, request or order is 404", async () => {
    const a = await patient()
    const b = await patient()
    const c = await t.post('/intserv/paperMail/commit', { stayId: a.stays.stays[0].id, copies: 1, addressId: a.addressId }, A(a.token))
    const mailId = (await t.get('/intserv/paperMail/list', A(a.token))).body.data[0].id
    expect(
      (await t.post('/intserv/paperMail/commit', { stayId: a.stays.stays[0].id, copies: 1, addressId: b.addressId }, A(b.token))).body,
    ).toMatchObject({
      code: 404,
      msg: '住院记录不存在',
    })
    expect(
      (await t.post('/intserv/paperMail/commit', { stayId: b.stays.stays[0].id, copies: 1, addressId: a.addressId }, A(b.token))).status,
    ).toBe(404)
    expect((await t.get('/intserv/paperMail/detail', { ...A(b.token), query: { id: mailId } })).body).toMatchObject({
      code: 404,
      msg: '邮寄申请不存在',
    })
    expect((await t.get('/intserv/paperMail/list', A(b.token))).body.data).toEqual([])
    expect((await t.get('/order-center/orderCenter/orderDetail', { ...A(b.token), query: { orderId: c.body.data.orderId } })).status).toBe(
      404,
    )
  })

  test('bad input: 400 with a clear message; login required', async () => {
    const u = await patient()
    const stayId = u.stays.stays[0].id
    const post = (b: Record<string, unknown>) => t.post('/intserv/paperMail/commit', b, A(u.token))
    expect((await post({ stayId, copies: 0, addressId: u.addressId })).status).toBe(400)
    expect((await post({ stayId, copies: 6, addressId: u.addressId })).status).toBe(400)
    expect((await post({ copies: 1, addressId: u.addressId })).body).toMatchObject({ code: 400, msg: '缺少参数 stayId' })
    expect((await post({ stayId, copies: 1 })).body).toMatchObject({ code: 400, msg: '缺少参数 addressId' })
    // a stay not over yet
    await database.db.updateTable('hospital_stay').set({ discharged_on: '2099-01-01' }).where('id', '=', stayId).execute()
    expect((await post({ stayId, copies: 1, addressId: u.addressId })).body).toMatchObject({ code: 400, msg: '出院后才能申请病案邮寄' })
    expect((await t.get('/intserv/paperMail/stays')).status).toBe(401)
    expect((await t.get('/intserv/paperMail/detail', { ...A(u.token), query: { id: 'x' } })).status).toBe(400)
  })
})
