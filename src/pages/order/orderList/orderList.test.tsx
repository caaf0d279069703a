import WebOrderPage from './index'
import { tabTitle } from '@/features/order/actions/useOrderActions'
import OrderCard, { orderActions, MAX_THUMBS } from '@/features/order/list/OrderCard'
import * as ordersApi from '@/features/order/api'
import * as nav from '@/shared/routes/navigate'
import * as platform from '@/shared/platform'
import { resetStores, loginAs, mount, flush, click, byText, bodyText, cleanup, waitFor, waitForText } from '@test-support/app/auth'
import { order, line } from '@test-support/app/fixtures/orders'
import { stubSelectorQuery } from '@test-support/app/taroStubs'

stubSelectorQuery()

jest.mock('@/shared/ui/Page', () => ({ __esModule: true, default: (p: any) => [p.children, p.footer] }))
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  ...jest.requireActual('@tarojs/taro'),
  default: jest.requireActual('@tarojs/taro').default,
  useDidShow: jest.fn(),
}))
jest.mock('@/features/order/api')
jest.mock('@/shared/routes/navigate')
jest.mock('@/shared/platform', () => ({
  __esModule: true,
  ...jest.requireActual('@/shared/platform'),
  toast: jest.fn(),
  confirm: jest.fn(async () => true),
}))

const api = jest.mocked(ordersApi)
const toast = jest.mocked(platform.toast)
const navigate = jest.mocked(nav.navigate)

beforeEach(() => {
  resetStores()
  loginAs()
  jest.clearAllMocks()
  api.orderStatusNum.mockResolvedValue({ 101: 2, 102: 1, 103: 0, 104: 3, 105: 0, all: 6 })
})
afterEach(cleanup)

describe('order actions by status', () => {
  it('101 cancel + pay; 104/105 code, after-sale, confirm; 102 after-sale + delete; 103 delete', () => {
    expect(orderActions({ status: 101 })).toEqual(['cancel', 'pay'])
    expect(orderActions({ status: 104 })).toEqual(['qr', 'afterSale', 'confirm'])
    expect(orderActions({ status: 105 })).toEqual(['qr', 'afterSale', 'confirm'])
    expect(orderActions({ status: 102 })).toEqual(['afterSale', 'delete'])
    expect(orderActions({ status: 103 })).toEqual(['delete'])
    // the server's flags only take actions away
    expect(orderActions({ status: 101, canCancel: false })).toEqual(['pay'])
    expect(orderActions({ status: 104, canConfirm: false })).toEqual(['qr', 'afterSale'])
  })

  it('a card shows the SPEC §4 label, the payable and its buttons', async () => {
    await mount(OrderCard, '/webOrder', { order: order(1, 101) })
    const text = bodyText()
    for (const s of ['待支付', '应付', '¥128.50', '取消订单', '去支付']) expect(text).toContain(s)
    cleanup()
    await mount(OrderCard, '/webOrder', { order: order(2, 104) })
    for (const s of ['待使用/收货', '实付', '查看核销码', '申请售后', '确认收货']) expect(bodyText()).toContain(s)
    expect(bodyText()).not.toContain('去支付')
    cleanup()
    await mount(OrderCard, '/webOrder', { order: order(3, 103) })
    expect(bodyText()).toContain('已取消')
    expect(bodyText()).toContain('删除订单')
    // a cancelled order was not paid: its amount is 订单金额, not 实付
    expect(bodyText()).toContain('订单金额')
    expect(bodyText()).not.toContain('实付')
  })

  it('a service order (中医针灸理疗, goodsType 2) in 104 offers 申请退款 and a filled 查看核销码, no 确认收货 (issue 35)', async () => {
    await mount(OrderCard, '/webOrder', {
      order: order(4, 104, { goodsList: [line(4, { goodsName: '中医针灸理疗（单次）', goodsType: 2 })] }),
    })
    const text = bodyText()
    for (const s of ['待使用/收货', '实付', '查看核销码', '申请退款']) expect(text).toContain(s)
    expect(text).not.toContain('确认收货')
    expect(text).not.toContain('申请售后')
    expect(document.querySelector('.order-card__btn--qr')?.className).toContain('nut-button-primary')
    cleanup()
    // a completed order does not lead with 申请售后: no filled button
    await mount(OrderCard, '/webOrder', { order: order(5, 102) })
    expect(document.querySelector('.order-card__btn--afterSale')?.className).not.toContain('nut-button-primary')
    expect(document.querySelectorAll('.order-card .nut-button-primary')).toHaveLength(0)
  })

  it('shows at most 3 thumbnails plus the count', async () => {
    const lines = [1, 2, 3, 4, 5].map((i) => line(i))
    await mount(OrderCard, '/webOrder', { order: order(9, 102, { goodsList: lines, goodsNum: 7 }) })
    expect(MAX_THUMBS).toBe(3)
    expect(document.querySelectorAll('.order-card__thumb')).toHaveLength(3)
    expect(bodyText()).toContain('共7件')
  })
})

describe('/webOrder', () => {
  it('tabs 全部 / 待支付 / 待使用/收货 / 部分使用/完成 / 已完成 / 已取消 with counts', async () => {
    api.myOrders.mockResolvedValue({ list: [order(1, 101)], total: 1, pageNum: 1, pageSize: 10, hasMore: false })
    await mount(WebOrderPage, '/webOrder?hospitalId=6')
    // the list and the counts render as transitions (usePagedList, useQuery): wait for them
    await waitFor('.order-card')
    await waitForText('全部(6)')
    const text = bodyText()
    for (const s of ['全部(6)', '待支付(2)', '待使用/收货(3)', '部分使用/完成', '已完成(1)', '已取消']) expect(text).toContain(s)
    expect(tabTitle(103, { 103: 0 } as never)).toBe('已取消')
    expect(api.myOrders).toHaveBeenCalledWith(expect.objectContaining({ status: 0, pageNum: 1 }))
  })

  it('?status=101 opens that tab', async () => {
    api.myOrders.mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 10, hasMore: false })
    await mount(WebOrderPage, '/webOrder?status=101')
    await waitForText('暂无相关订单')
    expect(api.myOrders).toHaveBeenCalledWith(expect.objectContaining({ status: 101 }))
    expect(bodyText()).toContain('暂无相关订单')
  })

  it('cancel asks for one of 价格贵 / 余额不足 / 暂时不需要 / 其他 and sends it', async () => {
    api.myOrders.mockResolvedValue({ list: [order(1, 101)], total: 1, pageNum: 1, pageSize: 10, hasMore: false })
    api.orderCancel.mockResolvedValue({ orderId: 1, status: 103 })
    const t = await mount(WebOrderPage, '/webOrder')
    await waitFor('.order-card')
    await click(t, '.order-card__btn--cancel')
    await flush(3)
    for (const r of ['价格贵', '余额不足', '暂时不需要', '其他']) expect(bodyText()).toContain(r)
    await click(t, '.cancel-popup__confirm')
    expect(toast).toHaveBeenCalledWith('请选择取消原因')
    expect(api.orderCancel).not.toHaveBeenCalled()
    await click(t, byText('暂时不需要'))
    await click(t, '.cancel-popup__confirm')
    await flush(3)
    expect(api.orderCancel).toHaveBeenCalledWith({ orderId: 1, cancelReason: '暂时不需要' })
    expect(toast).toHaveBeenCalledWith('订单已取消', 'success')
  })

  it('去支付 goes to /pay/transition with the order id; a card opens the detail', async () => {
    api.myOrders.mockResolvedValue({ list: [order(5, 101)], total: 1, pageNum: 1, pageSize: 10, hasMore: false })
    const t = await mount(WebOrderPage, '/webOrder')
    await waitFor('.order-card')
    await click(t, '.order-card__btn--pay')
    expect(navigate).toHaveBeenCalledWith('/pay/transition', expect.objectContaining({ orderId: 5 }))
    await click(t, '.order-card__head')
    expect(navigate).toHaveBeenCalledWith('/orderDetail', expect.objectContaining({ id: 5 }))
  })

  it('确认收货 and 删除订单 confirm first, then call the server', async () => {
    api.myOrders.mockResolvedValue({ list: [order(7, 104), order(8, 103)], total: 2, pageNum: 1, pageSize: 10, hasMore: false })
    api.orderConfirm.mockResolvedValue({ orderId: 7, status: 102 })
    api.orderDelete.mockResolvedValue({ orderId: 8, status: 103 })
    const t = await mount(WebOrderPage, '/webOrder')
    await waitFor('.order-card')
    await click(t, '.order-card__btn--confirm')
    await flush(2)
    expect(platform.confirm).toHaveBeenCalled()
    expect(api.orderConfirm).toHaveBeenCalledWith({ orderId: 7 })
    await click(t, '.order-card__btn--delete')
    await flush(2)
    expect(api.orderDelete).toHaveBeenCalledWith({ orderId: 8 })
  })
})
