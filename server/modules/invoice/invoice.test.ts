/**
 * The 'invoice headers', 'invoices' part of the former __tests__/server/account-data-orders.test.ts (tests beside what they test).
 *
 * Account data, order-center part: invoice headers, invoices (only paid orders, each order once,
 * electronic ordinary only) and after-sales (only the caller's paid orders, refund never above what
 * was paid), ownership, bad input 400, account deletion. Orders are rows of the order module's
 * tables (shop_order / order_goods), inserted directly: these endpoints only read them.
 */
import { createClock, createTestApp, createTestDatabase, type TestApp, patients } from '../../../test-support/server'
import { paidOrders } from '../../../test-support/server/orders'
import type { Database } from '../../lib/db'
import { validateEmail } from '../../../src/domain/validation'
import { businessToday } from '../../../src/domain/time'
import { STAFF_PATHS } from '../../../contract/staff'
import { staffOfRole } from '../../../test-support/server/staff'

let database: Database
let t: TestApp

const login = patients(() => ({ database, t }), '135', 'u')

const order = paidOrders(() => ({ database, t }))

const COMPANY = { headerType: 2, invoiceTitle: '金陵健康科技有限公司', taxNumber: '91320106MA1XXXXX0L' }

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, clock: createClock() })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('invoice headers', () => {
  test('personal and company headers; tax number validated; repeat; default; delete by idList; ownership', async () => {
    const u = await login()
    const save = (b: unknown, token = u.token) => t.post('/order-center/invoiceData/new/saveOrUpdate', b, { token })
    expect((await save({ headerType: 1, invoiceTitle: ' ' })).body).toEqual({ code: 400, msg: '请输入发票抬头', data: null })
    expect((await save({ headerType: 2, invoiceTitle: '某公司' })).body.msg).toBe('请输入税号')
    expect((await save({ headerType: 2, invoiceTitle: '某公司', taxNumber: '91320106MA1XXXXX0P' })).body.msg).toBe('税号格式不正确')
    expect((await save({ headerType: 2, invoiceTitle: '某公司', taxNumber: '12345' })).body.msg).toBe('税号格式不正确')
    expect((await save({ headerType: 3, invoiceTitle: 'x' })).body.msg).toBe('参数 headerType 取值无效，可选值：1、2')
    expect((await save({ invoiceTitle: 'x' })).body.msg).toBe('缺少参数 headerType')
    expect((await save({ headerType: 1, invoiceTitle: '张三', email: 'bad' })).body.msg).toBe(validateEmail('bad'))
    const personal = (await save({ headerType: 1, invoiceTitle: '张三', taxNumber: 'ignored' })).body.data
    expect(personal).toMatchObject({ headerType: 1, headerTypeStr: '个人', invoiceTitle: '张三', taxNumber: '', defaultUse: 0 })
    const company = (
      await save({ ...COMPANY, taxNumber: '91320106ma1xxxxx0l', bankName: '招商银行', bankAccount: '6225 8801 2345 6789', defaultUse: 0 })
    ).body.data
    expect(company).toMatchObject({ headerType: 2, taxNumber: '91320106MA1XXXXX0L', bankAccount: '6225880123456789', defaultUse: 0 })
    expect((await save(COMPANY)).body).toEqual({ code: 400, msg: '该发票抬头已存在', data: null })
    expect(
      (
        await t.get('/order-center/invoiceData/new/checkRepeat', {
          token: u.token,
          query: { invoiceTitle: COMPANY.invoiceTitle, taxNumber: COMPANY.taxNumber },
        })
      ).body.data,
    ).toEqual({ repeat: true })
    expect(
      (
        await t.get('/order-center/invoiceData/new/checkRepeat', {
          token: u.token,
          query: { invoiceTitle: COMPANY.invoiceTitle, taxNumber: COMPANY.taxNumber, id: company.id },
        })
      ).body.data,
    ).toEqual({ repeat: false })
    const list = (await t.post('/order-center/invoiceData/new/list', {}, { token: u.token })).body.data
    expect(list.map((h: any) => [h.id, h.defaultUse])).toEqual([
      [company.id, 0],
      [personal.id, 1],
    ])
    // another user
    const bob = await login()
    expect((await t.post('/order-center/invoiceData/new/list', {}, { token: bob.token })).body.data).toEqual([])
    expect((await t.get('/order-center/invoiceData/new/detail', { token: bob.token, query: { id: company.id } })).status).toBe(404)
    expect((await save({ ...COMPANY, id: company.id, invoiceTitle: '黑客' }, bob.token)).status).toBe(404)
    expect(
      (await t.call('DELETE', '/order-center/invoiceData/new/delete', { token: bob.token, query: { idList: `${company.id}` } })).status,
    ).toBe(404)
    expect(
      (
        await t.get('/order-center/invoiceData/new/checkRepeat', {
          token: bob.token,
          query: { invoiceTitle: COMPANY.invoiceTitle, taxNumber: COMPANY.taxNumber },
        })
      ).body.data,
    ).toEqual({ repeat: false })
    expect(
      (await t.get('/order-center/invoiceData/new/detail', { token: u.token, query: { id: company.id } })).body.data.invoiceTitle,
    ).toBe(COMPANY.invoiceTitle)
    expect((await t.call('DELETE', '/order-center/invoiceData/new/delete', { token: u.token, query: { idList: 'a,b' } })).body).toEqual({
      code: 400,
      msg: '参数 idList 格式不正确',
      data: null,
    })
    const del = await t.call('DELETE', '/order-center/invoiceData/new/delete', { token: u.token, query: { idList: `${company.id}` } })
    expect(del.body.data).toEqual({ deleted: 1 })
    expect((await t.post('/order-center/invoiceData/new/list', {}, { token: u.token })).body.data).toEqual([
      expect.objectContaining({ id: personal.id, defaultUse: 0 }),
    ])
  })
})

describe('invoices', () => {
  test('only paid orders; each order once; electronic ordinary only; lists and detail; ownership', async () => {
    const u = await login()
    const paid1 = await order(u.userId)
    const paid2 = await order(u.userId, { status: 102, actual: 5000 })
    const unpaid = await order(u.userId, { status: 101 })
    const cancelled = await order(u.userId, { status: 103, paid: false })
    const can = (await t.post('/order-center/invoiceOrderRel/new/canInvoice', {}, { token: u.token })).body.data
    expect(can.list.map((o: any) => o.orderId).sort()).toEqual([paid1.id, paid2.id].sort())
    expect(can.list.find((o: any) => o.orderId === paid1.id)).toMatchObject({ invoiceAmount: 160, goodsNum: 2, statusLabel: '待使用/收货' })
    const cant = (await t.post('/order-center/invoiceOrderRel/new/cantInvoice', {}, { token: u.token })).body.data.list
    expect(Object.fromEntries(cant.map((o: any) => [o.orderId, o.reason]))).toEqual({
      [unpaid.id]: '订单未支付',
      [cancelled.id]: '订单已取消',
    })
    const detail = await t.post(
      `/order-center/invoiceOrderRel/new/canInvoiceDetail?orderIdList=${paid1.id},${paid2.id}`,
      {},
      { token: u.token },
    )
    expect(detail.body.data.totalPrice).toBe(210)
    expect(
      (await t.post(`/order-center/invoiceOrderRel/new/canInvoiceDetail?orderIdList=${unpaid.id}`, {}, { token: u.token })).body.msg,
    ).toContain('订单未支付')
    expect((await t.post('/order-center/invoiceOrderRel/new/canInvoiceDetail?orderIdList=1,x', {}, { token: u.token })).status).toBe(400)

    const submit = (b: Record<string, unknown>, token = u.token) =>
      t.post('/order-center/invoiceInfo/new/submitApply', { headerType: 1, invoiceTitle: '张三', email: 'zs@example.com', ...b }, { token })
    expect((await submit({ orderIdList: [paid1.id], invoiceType: 2 })).body.msg).toBe('仅支持开具电子普通发票')
    expect((await submit({ orderIdList: [unpaid.id] })).body.msg).toContain('订单未支付')
    expect((await submit({ orderIdList: [paid1.id], email: '' })).body.msg).toBe(validateEmail(''))
    expect((await submit({ orderIdList: [] })).body.msg).toBe('参数 orderIdList 至少需要 1 项')
    expect((await submit({ orderIdList: [paid1.id], headerType: 2, taxNumber: 'x' })).body.msg).toBe('税号格式不正确')
    // another user's order: 404, and it is not invoiced
    const bob = await login()
    expect((await submit({ orderIdList: [paid1.id] }, bob.token)).body).toEqual({ code: 404, msg: '订单不存在', data: null })
    const inv = await submit({ orderIdList: [paid1.id, paid2.id] })
    expect(inv.status).toBe(200)
    expect(inv.body.data).toMatchObject({
      invoiceType: 1,
      invoiceTypeStr: '电子普通发票',
      invoiceTitle: '张三',
      amount: 210,
      status: 1,
      statusStr: '开票中',
      orderCount: 2,
      invoiceNo: null,
      invoiceUrl: null,
      refuseReason: null,
    })
    // not issued yet: nothing to send again
    expect(
      (await t.get('/order-center/invoiceInfo/new/deliveryInvoice', { token: u.token, query: { invoiceId: inv.body.data.invoiceId } })).body
        .msg,
    ).toBe('发票尚未开具')
    // the hospital's finance issues it (staff console)
    const finance = await staffOfRole(t, 'finance', 6)
    const issued = await finance.post(STAFF_PATHS.invoiceIssue, {
      id: inv.body.data.invoiceId,
      invoiceNo: '26320000000012345678',
      invoiceDate: businessToday(t.clock.now),
      amount: 210,
      pdfBase64: Buffer.from('%PDF-1.4\n1 0 obj\n%%EOF').toString('base64'),
    })
    expect(issued.body.data).toMatchObject({ status: 2, invoiceNo: '26320000000012345678' })
    // invoiced once
    expect((await submit({ orderIdList: [paid1.id] })).body).toEqual({ code: 400, msg: '订单已开票', data: null })
    const cant2 = (await t.post('/order-center/invoiceOrderRel/new/cantInvoice', {}, { token: u.token })).body.data.list
    expect(cant2.find((o: any) => o.orderId === paid1.id)).toMatchObject({ reason: '已开票', invoiceId: inv.body.data.invoiceId })
    const id = inv.body.data.invoiceId
    expect((await t.post('/order-center/invoiceInfo/new/list', {}, { token: u.token })).body.data).toMatchObject({
      total: 1,
      list: [expect.objectContaining({ invoiceId: id })],
    })
    expect(
      (await t.get('/order-center/invoiceInfo/new/detail', { token: u.token, query: { invoiceId: id } })).body.data.orderList,
    ).toHaveLength(2)
    expect(
      (await t.get('/order-center/invoiceOrderRel/new/queryRelOrderList', { token: u.token, query: { invoiceId: id } })).body.data
        .map((o: any) => o.orderId)
        .sort(),
    ).toEqual([paid1.id, paid2.id].sort())
    const goods = await t.post(
      '/order-center/invoiceInfo/new/queryGoodsDetailsByOrderIdList',
      { orderIdList: [paid1.id] },
      { token: u.token },
    )
    expect(goods.body.data.map((g: any) => g.realPrice)).toEqual([100, 60])
    const again = await t.get('/order-center/invoiceInfo/new/deliveryInvoice', {
      token: u.token,
      query: { invoiceId: id, email: 'new@example.com' },
    })
    expect(again.body.data).toMatchObject({ email: 'new@example.com' })
    expect(
      (await t.get('/order-center/invoiceInfo/new/deliveryInvoice', { token: u.token, query: { invoiceId: id, email: 'bad@' } })).body.msg,
    ).toBe(validateEmail('bad@'))
    // bob sees none of it
    for (const [url, q] of [
      ['/order-center/invoiceInfo/new/detail', { invoiceId: id }],
      ['/order-center/invoiceOrderRel/new/queryRelOrderList', { invoiceId: id }],
      ['/order-center/invoiceInfo/new/deliveryInvoice', { invoiceId: id }],
    ] as const) {
      expect((await t.get(url, { token: bob.token, query: q as any })).status).toBe(404)
    }
    expect((await t.post('/order-center/invoiceInfo/new/list', {}, { token: bob.token })).body.data.total).toBe(0)
    expect(
      (await t.post('/order-center/invoiceInfo/new/queryGoodsDetailsByOrderIdList', { orderIdList: [paid1.id] }, { token: bob.token }))
        .status,
    ).toBe(404)
    expect(
      (await t.post(`/order-center/invoiceOrderRel/new/canInvoiceDetail?orderIdList=${paid1.id}`, {}, { token: bob.token })).status,
    ).toBe(404)
  })

  test('two concurrent applications for one order: exactly one wins', async () => {
    const u = await login()
    const o = await order(u.userId)
    const rs = await Promise.all(
      [0, 1, 2, 3].map(() =>
        t.post(
          '/order-center/invoiceInfo/new/submitApply',
          { orderIdList: [o.id], headerType: 1, invoiceTitle: '张三', email: 'zs@example.com' },
          { token: u.token },
        ),
      ),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(rs.filter((r) => r.status === 400).every((r) => r.body.msg === '订单已开票')).toBe(true)
    expect(await database.db.selectFrom('invoice_order_rel').select('id').where('order_id', '=', o.id).execute()).toHaveLength(1)
  })
})
