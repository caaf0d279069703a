import OfflinePayPage from './index'
import { COUNTER_TIP } from '@/features/pay'
import * as offlineApi from '@/features/order/offline/api'
import * as offlinePayApi from '@/features/pay/offlineApi'
import * as nav from '@/shared/routes/navigate'
import * as payFlow from '@/features/pay/payFlow'
import { resetStores, loginAs, mount, flush, click, bodyText, cleanup } from '@test-support/app/auth'
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
const payApi = jest.mocked(offlinePayApi)
const redirect = jest.mocked(nav.redirect)
const payAgain = jest.mocked(payFlow.payAgain)

beforeEach(() => {
  resetStores()
  loginAs()
  jest.clearAllMocks()
  api.offlineOrderNum.mockResolvedValue({ 101: 2, 102: 1, 103: 1, 104: 1, 105: 0, all: 5 })
})
afterEach(cleanup)

describe('/offlinePay', () => {
  it('shows the counter pay code, the amount and the deadline; 在线支付 pays, 我已支付 asks the result', async () => {
    payApi.offlinePayCode.mockResolvedValue({
      orderId: 5,
      orderNo: 'LX2026060100102',
      payCode: 'LX2026060100102',
      qrPic: 'data:image/png;base64,AAA',
      actualPrice: 60,
      closeTime: '2026-03-04 10:00:00',
    })
    const t = await mount(OfflinePayPage, '/offlinePay?orderId=5&hospitalId=6')
    await flush(5)
    for (const s of ['到店支付', '¥60.00', 'LX2026060100102', '请于 2026-03-04 10:00:00 前支付', COUNTER_TIP])
      expect(bodyText()).toContain(s)
    expect(payApi.offlinePayCode).toHaveBeenCalledWith(5)
    await click(t, '.offline-pay__online')
    await flush(2)
    expect(payAgain).toHaveBeenCalledWith(5)
    await click(t, '.offline-pay__done')
    expect(redirect).toHaveBeenCalledWith('/offlineAliPayResult', expect.objectContaining({ orderId: 5 }))
  })

  it('an order that is not a pending offline one shows its order code instead', async () => {
    payApi.offlinePayCode.mockRejectedValue(Object.assign(new Error('订单当前状态无需支付'), { code: 409 }))
    await mount(OfflinePayPage, '/offlinePay?orderId=9')
    await flush(5)
    expect(bodyText()).toContain('ORDER-CODE-VIEW')
    expect(bodyText()).not.toContain('在线支付')
  })
})
