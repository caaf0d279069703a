/** The pay-success page's configured content (issue 18): banner, tip, the order's coupon gift, recommended goods. */
import PaySuccessExtras from './PaySuccessExtras'
import * as api from './paySuccessApi'
import * as nav from '@/shared/routes/navigate'
import {
  bodyText,
  cleanup,
  click,
  flush,
  mountComponent as mount,
  quietActWarnings,
  waitForText,
  waitUntil,
} from '@test-support/app/render'

quietActWarnings()
jest.mock('./paySuccessApi')
jest.mock('@/shared/routes/navigate')

const a = jest.mocked(api)
beforeEach(() => jest.clearAllMocks())
afterEach(cleanup)

const goods: any = {
  goodsId: 6001,
  goodsDistributeId: 106001,
  goodsName: '欧姆龙上臂式电子血压计',
  goodsUrl: '/assets/g.svg',
  price: 299,
  goodsType: 1,
}
const config: any = {
  banner: { imageUrl: '/assets/browse/banner-6-1.svg', link: '/checkup/packageList?tab=2' },
  tip: '订单可在“我的订单”中查看',
  goods: [goods],
  giftCoupons: [{ couponRuleId: 6840, couponName: '支付有礼 5元券', couponType: 1, couponVal: 500, couponDescribe: '全场通用' }],
}

it('shows the banner, tip, gift (received) and goods; the banner opens its link', async () => {
  a.paySuccessPage.mockResolvedValue(config)
  a.paySuccessGift.mockResolvedValue({ granted: true, coupons: [{ userCouponId: 1, couponRuleId: 6840, couponName: '支付有礼 5元券' }] })
  const t = await mount(PaySuccessExtras, { orderId: 55 })
  // the page's data and then the gift arrive asynchronously: wait for both to be drawn (a loaded CI machine is slow)
  await waitForText('299.00', 10_000)
  await waitForText('已领取1张优惠券', 10_000)
  const text = bodyText()
  for (const s of [
    '订单可在“我的订单”中查看',
    '支付有礼',
    '¥5',
    '支付有礼 5元券',
    '已领取1张优惠券',
    '为你推荐',
    '欧姆龙上臂式电子血压计',
    '299.00',
  ])
    expect(text).toContain(s)
  expect(a.paySuccessGift).toHaveBeenCalledWith(55)
  await click(t, '.pay-extras__banner')
  expect(nav.navigate).toHaveBeenCalledWith('/checkup/packageList', expect.objectContaining({ tab: '2' }))
})

it('nothing configured: nothing shown and no gift asked for', async () => {
  a.paySuccessPage.mockResolvedValue({ banner: null, tip: null, goods: [], giftCoupons: [] })
  await mount(PaySuccessExtras, { orderId: 55 })
  await waitUntil(() => a.paySuccessPage.mock.calls.length > 0, 'the page configuration asked for', 10_000)
  await flush()
  expect(bodyText()).toBe('')
  expect(a.paySuccessGift).not.toHaveBeenCalled()
})
