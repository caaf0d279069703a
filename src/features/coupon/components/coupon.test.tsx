import CouponPopup from './CouponPopup'
import CouponCard from './CouponCard'
import { bodyText, byText, cleanup, click, mountComponent as mount, quietActWarnings } from '@test-support/app/render'

quietActWarnings()

afterEach(cleanup)

const coupon = (id: number, extra: Record<string, unknown> = {}) => ({
  couponRuleId: id,
  couponName: `券${id}`,
  couponType: 1,
  couponVal: 1000,
  reachType: 1,
  reachVal: 100,
  periodBegin: null,
  periodEnd: null,
  reqNum: 1,
  userCouponFail: null,
  ...extra,
})

describe('CouponPopup', () => {
  it('shows 优惠 and each claim state; only a claimable coupon can be claimed', async () => {
    const onClaim = jest.fn()
    const coupons = [coupon(1), coupon(2, { userCouponFail: 1 }), coupon(3, { userCouponFail: 2 }), coupon(4, { userCouponFail: 3 })]
    const t = await mount(CouponPopup, { visible: true, coupons, onClose: jest.fn(), onClaim })
    const text = bodyText()
    for (const s of ['优惠', '立即领取', '不可领取', '已领完', '已领取']) expect(text).toContain(s)
    expect(document.querySelectorAll('.coupon-popup__claim')).toHaveLength(1)
    await click(t, byText('不可领取'))
    await click(t, byText('已领取'))
    expect(onClaim).not.toHaveBeenCalled()
    await click(t, '.coupon-popup__claim')
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ couponRuleId: 1 }))
  })

  it('is 75vh high with more than 2 coupons, else 50vh', async () => {
    await mount(CouponPopup, { visible: true, coupons: [coupon(1), coupon(2), coupon(3)], onClose: jest.fn(), onClaim: jest.fn() })
    expect(document.querySelector('.coupon-popup__list')?.getAttribute('data-height')).toBe('75vh')
    expect((document.querySelector('.coupon-popup') as HTMLElement).style.height).toBe('75vh')
    cleanup()
    await mount(CouponPopup, { visible: true, coupons: [coupon(1), coupon(2)], onClose: jest.fn(), onClaim: jest.fn() })
    expect((document.querySelector('.coupon-popup') as HTMLElement).style.height).toBe('50vh')
  })
})

describe('CouponCard', () => {
  it('amount coupon: ¥ amount, condition, 长期有效 without dates, 每人限领N张', async () => {
    await mount(CouponCard, { coupon: coupon(1, { reqNum: 2 }) })
    const text = bodyText()
    expect(text).toContain('¥10')
    expect(text).toContain('满100元可用')
    expect(text).toContain('长期有效')
    expect(text).toContain('每人限领2张')
  })
  it('discount coupon: N折 and the validity dates', async () => {
    await mount(CouponCard, {
      coupon: coupon(1, {
        couponType: 2,
        couponVal: 85,
        reachType: 0,
        periodBegin: '2026-01-01 00:00:00',
        periodEnd: '2026-12-31 23:59:59',
      }),
    })
    const text = bodyText()
    expect(text).toContain('8.5折')
    expect(text).toContain('无门槛')
    expect(text).toContain('2026.01.01-2026.12.31')
  })
})
