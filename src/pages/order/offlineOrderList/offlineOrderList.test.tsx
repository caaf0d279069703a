import { act } from 'react'
import OfflineOrderPage from './index'
import { OFFLINE_EMPTY_TEXT } from '@/features/order'
import { offlineActions } from '@/features/order/offline/OfflineOrderCard'
import * as offlineApi from '@/features/order/offline/api'
import * as ordersApi from '@/features/order/api'
import * as nav from '@/shared/routes/navigate'
import * as payFlow from '@/features/pay/payFlow'
import type { OfflineOrderItem } from '@contract/offline'
import { resetStores, loginAs, mount, flush, click, byText, bodyText, cleanup, waitForText } from '@test-support/app/auth'
import { order, line } from '@test-support/app/fixtures/orders'
import { stubSelectorQuery } from '@test-support/app/taroStubs'

stubSelectorQuery()

const pageProps: { onRefresh?: () => unknown } = {}
jest.mock('@/shared/ui/Page', () => ({
  __esModule: true,
  default: (p: any) => {
    pageProps.onRefresh = p.onRefresh
    return [p.children, p.footer]
  },
}))
jest.mock('@/features/order/payment/PayCode', () => ({ __esModule: true, default: () => 'ORDER-CODE-VIEW' }))
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  ...jest.requireActual('@tarojs/taro'),
  default: jest.requireActual('@tarojs/taro').default,
  useDidShow: jest.fn(),
}))
jest.mock('@/features/order/offline/api')
jest.mock('@/features/pay/offlineApi')
jest.mock('@/features/order/api')
jest.mock('@/shared/routes/navigate')
jest.mock('@/features/pay/payFlow', () => ({
  __esModule: true,
  ...jest.requireActual('@/features/pay/payFlow'),
  payAgain: jest.fn(async () => undefined),
}))
jest.mock('@/shared/platform', () => ({
  __esModule: true,
  ...jest.requireActual('@/shared/platform'),
  toast: jest.fn(),
  confirm: jest.fn(async () => true),
}))

const api = jest.mocked(offlineApi)
const orders = jest.mocked(ordersApi)
const navigate = jest.mocked(nav.navigate)
const payAgain = jest.mocked(payFlow.payAgain)

const offline = (id: number, status: number, extra: Partial<OfflineOrderItem> = {}): OfflineOrderItem => ({
  ...order(id, status),
  orderNo: `LX${id}`,
  createWay: 'prescription',
  createWayLabel: '医生处方',
  remark: '处方号 CF0601-0387 · 内分泌科 李明 主治医师',
  closeTime: status === 101 ? '2026-03-04 10:00:00' : null,
  actualPrice: 188.8,
  goodsNum: 3,
  goodsList: [
    line(1, { goodsName: '三诺安稳+血糖仪套装（含试纸）', price: 129, goodsNum: 1 }),
    line(2, { goodsName: '医用电子体温计（软头）', price: 29.9, goodsNum: 2 }),
  ],
  ...extra,
})
const page = (list: OfflineOrderItem[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10, hasMore: false })

beforeEach(() => {
  resetStores()
  loginAs()
  jest.clearAllMocks()
  api.offlineOrderNum.mockResolvedValue({ 101: 2, 102: 1, 103: 1, 104: 1, 105: 0, all: 5 })
})
afterEach(cleanup)

describe('offline order actions', () => {
  it('101: 取消订单, 到店付款码, 去支付; others as the order list', () => {
    expect(offlineActions(offline(1, 101))).toEqual(['cancel', 'payCode', 'pay'])
    expect(offlineActions(offline(1, 104))).toEqual(['qr', 'afterSale', 'confirm'])
    expect(offlineActions(offline(1, 103))).toEqual(['delete'])
    expect(offlineActions(offline(1, 101, { canCancel: false }))).toEqual(['payCode', 'pay'])
  })
})

describe('/offlineOrder', () => {
  it('status tabs with the offline counts; cards show the source, the note, the lines, the payable and the deadline', async () => {
    api.offlineOrders.mockResolvedValue(
      page([offline(1, 101), offline(2, 104, { createWay: 'counter', createWayLabel: '窗口开单', remark: '门诊收费处开单' })]),
    )
    await mount(OfflineOrderPage, '/offlineOrder?hospitalId=6')
    await waitForText('全部(5)') // the counts arrive in their own reply: await them, not a fixed number of turns
    const text = bodyText()
    for (const s of ['全部(5)', '待支付(2)', '待使用/收货(1)', '部分使用/完成', '已完成(1)', '已取消(1)']) expect(text).toContain(s)
    for (const s of [
      '医生处方',
      '窗口开单',
      '处方号 CF0601-0387',
      '三诺安稳+血糖仪套装（含试纸）',
      'x2',
      '应付',
      '¥188.80',
      '请于 2026-03-04 10:00:00 前支付',
      '实付',
      '到店付款码',
      '去支付',
      '查看核销码',
    ])
      expect(text).toContain(s)
    expect(api.offlineOrders).toHaveBeenCalledWith(expect.objectContaining({ status: 0, pageNum: 1 }))
    expect(document.querySelectorAll('.offline-card')).toHaveLength(2)
  })

  it('skeletons while the first page loads, then the empty state', async () => {
    let resolve!: (v: any) => void
    api.offlineOrders.mockReturnValue(new Promise((r) => (resolve = r)))
    await mount(OfflineOrderPage, '/offlineOrder?status=105')
    expect(document.querySelectorAll('.infinite-list__skeleton').length).toBeGreaterThan(0)
    expect(api.offlineOrders).toHaveBeenCalledWith(expect.objectContaining({ status: 105 }))
    resolve(page([]))
    await flush(5)
    expect(document.querySelectorAll('.infinite-list__skeleton')).toHaveLength(0)
    expect(bodyText()).toContain(OFFLINE_EMPTY_TEXT)
  })

  it('a tab reloads the list with its status; pull-to-refresh reloads list and counts', async () => {
    api.offlineOrders.mockResolvedValue(page([offline(1, 101)]))
    const t = await mount(OfflineOrderPage, '/offlineOrder')
    await flush(5)
    await click(t, byText('待使用/收货(1)'))
    await flush(5)
    expect(api.offlineOrders).toHaveBeenLastCalledWith(expect.objectContaining({ status: 104, pageNum: 1 }))
    const before = [api.offlineOrders.mock.calls.length, api.offlineOrderNum.mock.calls.length]
    api.offlineOrderNum.mockResolvedValue({ 101: 1, 102: 1, 103: 1, 104: 2, 105: 0, all: 5 })
    await act(async () => {
      await pageProps.onRefresh!()
    })
    await flush(5)
    expect(api.offlineOrders.mock.calls.length).toBe(before[0] + 1)
    expect(api.offlineOrderNum.mock.calls.length).toBe(before[1] + 1)
    expect(bodyText()).toContain('待使用/收货(2)')
  })

  it('去支付 pays through the payment adapter; 到店付款码 opens /offlinePay; the card opens the detail', async () => {
    api.offlineOrders.mockResolvedValue(page([offline(5, 101)]))
    const t = await mount(OfflineOrderPage, '/offlineOrder?hospitalId=6')
    await flush(5)
    await click(t, '.offline-card__btn--pay')
    await flush(2)
    expect(payAgain).toHaveBeenCalledWith(5)
    await click(t, '.offline-card__btn--payCode')
    expect(navigate).toHaveBeenCalledWith('/offlinePay', expect.objectContaining({ orderId: 5 }))
    await click(t, '.offline-card__head')
    expect(navigate).toHaveBeenCalledWith('/orderDetail', expect.objectContaining({ id: 5 }))
  })

  it('取消订单 asks for a reason and sends it', async () => {
    api.offlineOrders.mockResolvedValue(page([offline(6, 101)]))
    orders.orderCancel.mockResolvedValue({ orderId: 6, status: 103 })
    const t = await mount(OfflineOrderPage, '/offlineOrder')
    await flush(5)
    await click(t, '.offline-card__btn--cancel')
    await flush(3)
    await click(t, byText('价格贵'))
    await click(t, '.cancel-popup__confirm')
    await flush(3)
    expect(orders.orderCancel).toHaveBeenCalledWith({ orderId: 6, cancelReason: '价格贵' })
  })
})
