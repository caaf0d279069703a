/** /orderDetail per status: what the screen offers follows domain orderCapabilities (code, close time, payable, actions, reschedule). */
import OrderDetailScreen from './OrderDetailScreen'
import * as ordersApi from '../api'
import { orderActions } from '../actions/actions'
import { orderCapabilities, ORDER_STATUS, orderStatusLabel } from '@/domain'
import { resetStores, loginAs, mount, bodyText, cleanup, waitFor } from '@test-support/app/auth'
import { line } from '@test-support/app/fixtures/orders'

jest.mock('@/shared/ui/Page', () => ({ __esModule: true, default: (p: any) => [p.children, p.footer] }))
jest.mock('../api')
jest.mock('@/shared/routes/navigate')

const api = jest.mocked(ordersApi)

const detail = (status: number): any => ({
  id: 5,
  orderNo: 'NO5',
  orderClassify: 0,
  status,
  statusLabel: '',
  createTime: '2026-03-01 10:00:00',
  closeTime: '2026-03-01 10:30:00',
  cancelReason: '不想要了',
  hasQr: true,
  hasAppoint: true,
  goodsList: [line(1)],
  gifts: [],
  address: null,
  payChannel: null,
  goodsTotalMoney: 128.5,
  addItemMoney: 0,
  activityTotalDiscountMoney: 0,
  couponDiscountMoney: 0,
  actualPrice: 128.5,
})
const appointment: any = {
  orderGoodsId: 11,
  index: 0,
  goodsName: '体检套餐',
  appointedDate: '2099-06-01',
  appointedTime: '08:00-09:00',
  rescheduleCount: 0,
  appointFlag: 0,
  appointPool: [],
}

beforeEach(() => {
  resetStores()
  loginAs()
  jest.clearAllMocks()
  api.getQrPic.mockResolvedValue({ qrPic: '/qr.png', verifyCode: '123456789012' } as any)
  api.queryOrderAppoint.mockResolvedValue([appointment])
})
afterEach(cleanup)

describe('order detail by status', () => {
  it.each(Object.values(ORDER_STATUS))('status %s', async (status) => {
    api.orderDetail.mockResolvedValue(detail(status))
    await mount(OrderDetailScreen, '/orderDetail?id=5')
    await waitFor('.od')
    await waitFor('.od__appoint')
    const can = orderCapabilities(status)
    const text = bodyText()
    expect(text).toContain(orderStatusLabel(status))
    // the verification code only where the status has one
    if (can.qr) await waitFor('.od__qr')
    else expect(document.querySelector('.od__qr')).toBeNull()
    expect(api.getQrPic).toHaveBeenCalledTimes(can.qr ? 1 : 0)
    expect(text.includes('前完成支付')).toBe(can.showCloseTime)
    expect(text.includes('应付金额')).toBe(can.pay)
    expect(text.includes('取消原因')).toBe(status === ORDER_STATUS.CANCELLED)
    // 改期 only where the status allows changing an appointment (the SPEC §9 day/count rule passes for this date)
    expect(!!document.querySelector('.od__reschedule')).toBe(can.reschedule)
    // the footer: the status's actions (查看核销码 is dropped while the code is on the page)
    const buttons = Array.from(document.querySelectorAll('[class*="od__btn--"]')).map((b) => /od__btn--(\w+)/.exec(b.className)![1])
    expect(buttons).toEqual(orderActions(detail(status)).filter((a) => a !== 'qr'))
  })
})
