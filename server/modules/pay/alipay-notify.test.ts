/**
 * The 'Alipay form-urlencoded notify' part of the former __tests__/server/order-extras.test.ts (tests beside what they test).
 *
 * Buy journey, the parts issue #5 found missing: gifts take their own stock (and give it back),
 * an Alipay-shaped form-urlencoded notify is verified (signature, amount) and applied once,
 * exam add-on items are charged, and one appointment pool serves orders and exam appointments.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { SandboxPaymentProvider } from '../../payments/sandbox'

let database: Database
let t: TestApp
const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}
const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }

const login = patients(() => ({ database, t }), '136', 'x')
const A = (token: string) => ({ token })
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('Alipay form-urlencoded notify', () => {
  test('verified (signature and amount), applied once, acknowledged with "success"; forged refused', async () => {
    const u = await login()
    const o = (
      await t.post(
        '/order-center/orderCenter/commitPay',
        { goodsList: [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }], address: ADDRESS },
        A(u.token),
      )
    ).body.data
    const p = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 5 }, A(u.token))).body.data
    expect(p.formHtml).toContain('form')
    const sandbox = new SandboxPaymentProvider(database.db, t.app.deps.secret, () => new Date(t.clock.now))
    const fields = {
      app_id: '2021000000000000',
      out_trade_no: p.payNo,
      trade_no: '2026112222001400001234567890',
      total_amount: o.actualPrice.toFixed(2),
      trade_status: 'TRADE_SUCCESS',
      notify_time: '2026-11-22 12:00:00',
      charset: 'utf-8',
    }
    // forged signature
    const forged = await t.call('POST', '/pay-center/notify/sandbox', {
      payload: form({ ...fields, sign: 'x'.repeat(64), sign_type: 'RSA2' }),
      headers: FORM,
    })
    expect([forged.status, forged.raw]).toEqual([400, 'fail'])
    // right signature, wrong amount
    const cheap = { ...fields, total_amount: '0.01' }
    const wrong = await t.call('POST', '/pay-center/notify/sandbox', {
      payload: form({ ...cheap, sign: sandbox.signAlipayForm(cheap), sign_type: 'RSA2' }),
      headers: FORM,
    })
    expect([wrong.status, wrong.raw]).toEqual([400, 'fail'])
    expect((await t.post('/order-center/orderCenter/orderQuery', { orderId: o.orderId }, A(u.token))).body.data.status).toBe(101)
    // the real one, three times
    const good = form({ ...fields, sign: sandbox.signAlipayForm(fields), sign_type: 'RSA2' })
    for (let i = 0; i < 3; i++) {
      const r = await t.call('POST', '/pay-center/notify/sandbox', { payload: good, headers: FORM })
      expect([r.status, r.raw]).toEqual([200, 'success'])
    }
    expect((await t.post('/order-center/orderCenter/orderQuery', { orderId: o.orderId }, A(u.token))).body.data).toMatchObject({
      status: 104,
      payState: 'SUCCESS',
    })
    const pay = await database.db.selectFrom('payment').selectAll().where('pay_no', '=', p.payNo).executeTakeFirstOrThrow()
    expect(pay).toMatchObject({ status: 'SUCCESS', trade_no: fields.trade_no, notify_count: 3 }) // the refused ones changed nothing
  })
})
