/** The pay result screens per result, and the returned page asking the server (settlePayResult). */
import PayResultView from './PayResultView'
import QueryResult from './PayQueryResult'
import { settlePayResult } from '@/features/pay'
import * as orderApi from '../api'
import * as payApi from '@/features/pay/api'
import * as nav from '@/shared/routes/navigate'
import * as platform from '@/shared/platform'
import { useCartStore } from '@/shared/store/cartBadge'
import { bodyText, cleanup, click, flush, mountComponent as mount, quietActWarnings } from '@test-support/app/render'

quietActWarnings()

jest.mock('@/shared/ui/Page', () => ({ __esModule: true, default: (p: any) => [p.children, p.footer] }))
jest.mock('../api')
jest.mock('@/features/pay/api')
jest.mock('@/shared/routes/navigate')
jest.mock('@/shared/platform', () => ({
  __esModule: true,
  ...jest.requireActual('@/shared/platform'),
  toast: jest.fn(),
  confirm: jest.fn(async () => true),
  pay: jest.fn(),
}))

const o = jest.mocked(orderApi)
const p = jest.mocked(payApi)

beforeEach(() => {
  jest.clearAllMocks()
  useCartStore.setState({ total: 0 })
})
afterEach(cleanup)

const detail: any = {
  id: 55,
  orderNo: 'NO55',
  status: 104,
  actualPrice: 368,
  goodsList: [{ goodsName: '血压计' }],
  payTime: '2030-01-01 10:00:00',
  closeTime: null,
}

describe('pay results', () => {
  it('SUCCESS: 支付成功, the order summary, 查看订单 and 返回首页', async () => {
    o.orderDetail.mockResolvedValue(detail)
    const t = await mount(PayResultView, { result: 'SUCCESS', orderId: 55 })
    const text = bodyText()
    for (const s of ['支付成功', 'NO55', '¥368.00', '血压计', '查看订单', '返回首页']) expect(text).toContain(s)
    expect(text).not.toContain('继续支付')
    await click(t, '.pay-result__orders')
    expect(nav.redirect).toHaveBeenCalledWith('/allOrder', expect.anything())
  })
  it('CLOSED: 支付已取消 with 继续支付 (prepays again) and 查看订单', async () => {
    o.orderDetail.mockResolvedValue({ ...detail, status: 101, payTime: null })
    p.payMethod.mockResolvedValue({
      env: 'none',
      list: [{ payChannel: 3, payChannelName: 'WX_H5_PAY', label: '微信支付', isDefault: true }],
    })
    p.toPay.mockResolvedValue({ payNo: 'P1', payChannel: 3, redirectUrl: '/pay-center/sandbox/cashier?payNo=P1' } as any)
    jest.mocked(platform.pay).mockResolvedValue({ result: 'SUCCESS', needsQuery: true })
    const t = await mount(PayResultView, { result: 'CLOSED', orderId: 55 })
    expect(bodyText()).toContain('支付已取消')
    expect(bodyText()).toContain('查看订单')
    await click(t, '.pay-result__again')
    await flush(4)
    expect(p.toPay).toHaveBeenCalledWith(expect.objectContaining({ orderId: 55, payChannel: 3 }))
    expect(platform.pay).toHaveBeenCalledWith({ channel: 3, redirectUrl: '/pay-center/sandbox/cashier?payNo=P1' })
  })
  it('FAIL: 支付失败 with 重新支付', async () => {
    o.orderDetail.mockResolvedValue({ ...detail, status: 101 })
    await mount(PayResultView, { result: 'FAIL', orderId: 55 })
    expect(bodyText()).toContain('支付失败')
    expect(bodyText()).toContain('重新支付')
  })
  it('the returned page asks the server and goes to /pay-success or /pay/pay-close', async () => {
    p.orderQuery.mockResolvedValue({
      orderId: 55,
      status: 104,
      payState: 'SUCCESS',
      payResult: 'SUCCESS',
      payNo: 'P1',
      payTime: null,
      actualPrice: 1,
    })
    window.history.replaceState(null, '', '/hospital/h5PayResult?payNo=P1&payResult=SUCCESS&orderId=55')
    await mount(QueryResult, {})
    await flush(4)
    expect(nav.redirect).toHaveBeenCalledWith('/pay-success', { orderId: 55 })
    cleanup()
    p.orderQuery.mockResolvedValue({
      orderId: 55,
      status: 101,
      payState: 'CLOSED',
      payResult: 'CLOSED',
      payNo: 'P1',
      payTime: null,
      actualPrice: 1,
    })
    window.history.replaceState(null, '', '/hospital/h5PayResult?payNo=P1&payResult=CLOSED&orderId=55')
    await mount(QueryResult, {})
    await flush(4)
    expect(nav.redirect).toHaveBeenCalledWith('/pay/pay-close', { orderId: 55 })
  })
  it('a reported success is not believed until the server sees the money', async () => {
    p.orderQuery.mockResolvedValue({
      orderId: 55,
      status: 101,
      payState: 'UNPAID',
      payResult: null,
      payNo: 'P1',
      payTime: null,
      actualPrice: 1,
    })
    const r = await settlePayResult({ orderId: 55, reported: 'SUCCESS' }, 1)
    expect(r.result).toBe('FAIL')
    const r2 = await settlePayResult({ orderId: 55, reported: 'CLOSED' }, 1)
    expect(r2.result).toBe('CLOSED')
  })
})
