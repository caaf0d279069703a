/**
 * The 'payment return address and the sandbox cashier' part of the former __tests__/server/order-hardening.test.ts (tests beside what they test).
 *
 * Issue 10, the order / exam / payment findings, each written as the attack over real HTTP (red on
 * the code before the fix, green after): exam places taken without paying, an open redirect and a
 * cashier anyone could press, an order total past 32-bit cents, a per-order flash-sale limit split
 * over two lines, stock held by order after order, an after-sale approved after a full refund, and
 * the exam person / ID number extras.
 */
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  createSeededApp,
  patients,
  cashierSubmit,
  cashierTokenOf,
} from '../../../test-support/server'
import type { Database } from '../../lib/db'
import * as M from '../../../src/domain/messages'

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
const login = patients(() => ({ database, t }), '135', 'h')
const A = (token: string, extra: Record<string, string> = {}) => ({ token, headers: extra })
const form = { 'content-type': 'application/x-www-form-urlencoded' }
const orderCount = async (userId: number) =>
  Number(
    (
      await database.db
        .selectFrom('shop_order')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  )
const buy = (token: string, goodsList: unknown[], extra: Record<string, unknown> = {}) =>
  t.post('/order-center/orderCenter/commitPay', { goodsList, address: ADDRESS, ...extra }, A(token))

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('payment return address and the sandbox cashier', () => {
  test('attack: a returnUrl to another host is refused (open redirect), before any order is made', async () => {
    const u = await login()
    const o = (await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).body.data
    for (const evil of [
      'https://evil.example/hospital/h5PayResult',
      '/\\evil.example',
      '//evil.example/x',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/hospital/../../evil',
      'https://shop.example@evil.example/hospital/h5PayResult',
    ]) {
      const r = await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3, returnUrl: evil }, A(u.token))
      expect(r.body).toEqual({ code: 400, msg: M.PAY_RETURN_URL_INVALID, data: null })
      const n = await orderCount(u.userId)
      expect((await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }], { payChannel: 3, returnUrl: evil })).body.msg).toBe(
        M.PAY_RETURN_URL_INVALID,
      )
      expect(await orderCount(u.userId)).toBe(n)
    }
    // a shop page returns there; an absolute URL only on a configured origin
    const ok = (
      await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3, returnUrl: '/hospital/h5PayResult?from=x' }, A(u.token))
    ).body.data
    expect((await cashierSubmit(t, ok, 'CLOSED')).headers.location).toMatch(/^\/hospital\/h5PayResult\?from=x&payNo=/)
    const abs = 'https://h5.shop.example/hospital/h5PayResult'
    expect((await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3, returnUrl: abs }, A(u.token))).status).toBe(400)
    // a deployment whose H5 is served from that origin (PAY_RETURN_ORIGINS)
    const h5Elsewhere = await createTestApp({ database, clock: t.clock, config: { payReturnOrigins: ['https://h5.shop.example'] } })
    try {
      const p = (await h5Elsewhere.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3, returnUrl: abs }, A(u.token))).body
        .data
      expect(p.payNo).toBeTruthy()
      // a return URL stored before this check (or configuration changed since) is checked again: the shop's page instead
      await database.db.updateTable('payment').set({ return_url: 'https://evil.example/' }).where('pay_no', '=', p.payNo).execute()
      expect((await cashierSubmit(h5Elsewhere, p, 'SUCCESS')).headers.location).toMatch(/^\/hospital\/h5PayResult\?payNo=/)
    } finally {
      await h5Elsewhere.close()
    }
  })

  test("attack: the sandbox cashier needs the payer — no user, another user, another payment's token or an expired token cannot open it or mark it paid", async () => {
    const u = await login()
    const other = await login()
    const o = (await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).body.data
    const p = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3 }, A(u.token))).body.data
    const q = (
      await t.post(
        '/pay-center/pay/toPay',
        { orderId: (await buy(other.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).body.data.orderId, payChannel: 5 },
        A(other.token),
      )
    ).body.data
    const state = async () =>
      (await database.db.selectFrom('payment').select('status').where('pay_no', '=', p.payNo).executeTakeFirstOrThrow()).status
    const denied = { code: 403, msg: '支付链接无效或已过期，请返回订单重新支付', data: null }
    const submit = (payload: string, token?: string) =>
      t.call('POST', '/pay-center/sandbox/cashier/submit', { payload, headers: form, token })
    for (const r of ['SUCCESS', 'CLOSED']) {
      expect((await submit(`payNo=${p.payNo}&result=${r}`)).body).toEqual(denied) // no user, no token
      expect((await submit(`payNo=${p.payNo}&result=${r}`, other.token)).body).toEqual(denied) // another user's session
      expect((await submit(`payNo=${p.payNo}&result=${r}&token=${encodeURIComponent(cashierTokenOf(q))}`)).body).toEqual(denied) // another payment's token
      expect(
        (
          await submit(
            `payNo=${p.payNo}&result=${r}&token=${encodeURIComponent(cashierTokenOf(p).replace(/.$/, (c) => (c === '0' ? '1' : '0')))}`,
          )
        ).body,
      ).toEqual(denied) // forged
    }
    expect((await t.get(`/pay-center/sandbox/cashier?payNo=${p.payNo}`)).status).toBe(403)
    expect((await t.call('POST', '/pay-center/sandbox/cashier', { payload: `payNo=${p.payNo}`, headers: form })).status).toBe(403)
    expect(await state()).toBe('PAYING')
    expect((await t.post('/order-center/orderCenter/orderQuery', { orderId: o.orderId }, A(u.token))).body.data.status).toBe(101)
    // the ALI_H5 form carries its token; the payer's own session opens the page too
    expect(
      (
        await t.call('POST', '/pay-center/sandbox/cashier', {
          payload: `payNo=${q.payNo}&token=${encodeURIComponent(cashierTokenOf(q))}`,
          headers: form,
        })
      ).raw,
    ).toContain('支付成功')
    expect((await t.get(`/pay-center/sandbox/cashier?payNo=${p.payNo}`, { token: u.token })).raw).toContain('支付成功')
    // the link dies with the payment's window
    const saved = t.clock.now
    t.clock.advance(31 * 60_000)
    try {
      expect((await t.get(p.redirectUrl)).status).toBe(403)
      expect((await cashierSubmit(t, p, 'SUCCESS')).body).toEqual(denied)
    } finally {
      t.clock.now = saved
    }
    expect(await state()).toBe('PAYING')
    // the payer's link pays
    const page = await t.get(p.redirectUrl)
    expect(page.raw).toContain('支付成功')
    const token = /name="token" value="([^"]+)"/.exec(page.raw)![1]
    expect((await cashierSubmit(t, p, 'SUCCESS', token)).status).toBe(303)
    expect(await state()).toBe('SUCCESS')
  })
})
