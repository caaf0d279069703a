/** Cart screen (toggle, select all, lost lines, empty state, badge). */
import TestUtils from '@tarojs/test-utils-react'
import ShopCartPage from './index'
import { confirmPathFor } from '@/features/cart'
import * as cartApi from '@/features/cart/api'
import * as nav from '@/shared/routes/navigate'
import * as platform from '@/shared/platform'
import { useCartStore } from '@/shared/store/cartBadge'
import * as confirmApi from '@/features/order/confirm/api'
import * as searchApi from '@/features/goods/searchApi'
import { bodyText, cleanup, click, flush, quietActWarnings, waitUntil } from '@test-support/app/render'

quietActWarnings()

jest.mock('@/shared/ui/Page', () => ({ __esModule: true, default: (p: any) => [p.children, p.footer] }))
jest.mock('@/features/cart/api')
jest.mock('@/features/order/confirm/api')
jest.mock('@/features/order/appointment/api')
jest.mock('@/features/pay/api')
jest.mock('@/features/goods/searchApi')
jest.mock('@/shared/routes/navigate')
jest.mock('@/shared/platform', () => ({
  __esModule: true,
  ...jest.requireActual('@/shared/platform'),
  toast: jest.fn(),
  confirm: jest.fn(async () => true),
  pay: jest.fn(),
}))

const c = jest.mocked(cartApi)
const toast = jest.mocked(platform.toast)
const confirmCalls = jest.mocked(confirmApi)
const search = jest.mocked(searchApi)

const line = (cartId: number, extra: Record<string, unknown> = {}): any => ({
  cartId,
  goodsId: 100 + cartId,
  goodsDistributeId: 200 + cartId,
  goodsName: `商品${cartId}`,
  goodsUrl: '',
  sellPoint: '',
  skuId: cartId,
  skuName: '标准款',
  skuData: '',
  goodsType: 1,
  dealType: '',
  dealTypeDto: { goodsPriceFlag: 0, customCopy: '' },
  type: 0,
  copywriting: '',
  price: 100,
  linePrice: 120,
  actualPrice: 90,
  goodsNum: 1,
  activityId: null,
  activity: null,
  promotionId: null,
  userCouponId: null,
  checked: true,
  lostEfficacy: false,
  lostReason: '',
  maxNum: 5,
  limitMessage: '每单限购5件',
  stock: 10,
  stockFlag: 1,
  priceShowMode: 0,
  serviceList: [],
  serviceDataList: [],
  serviceDataIndex: 0,
  peInfoList: [],
  peInfoIndex: 0,
  needAppoint: false,
  ...extra,
})
const cart = (lines: any[], lost: any[] = [], extra: Record<string, unknown> = {}): any => ({
  cartRespList: lines.length
    ? [{ groupKey: 'goods', groupType: 1, name: '', address: '', serviceInstitution: null, goodsList: lines }]
    : [],
  lostEfficacyList: lost,
  activityDiscountInfos: [],
  goodsTotalMoney: 90,
  activityTotalDiscountMoney: 10,
  couponDiscountMoney: 0,
  actualPrice: 80,
  checkedNum: 1,
  allChecked: false,
  total: 3,
  ...extra,
})
const price = (actualPrice: number): any => ({
  goodsTotalMoney: 100,
  activityTotalDiscountMoney: 10,
  couponDiscountMoney: 5,
  actualPrice,
  userCouponId: 7,
  bestUserCouponId: 7,
  usableCouponNum: 1,
  lines: [],
  activityDiscountInfos: [],
})

async function openCart() {
  const t = new TestUtils()
  await t.mount(ShopCartPage, { props: {} })
  await flush(6)
  return t
}

beforeEach(() => {
  jest.clearAllMocks()
  search.getRecommendGoods.mockResolvedValue({ list: [], total: 0 } as any)
  useCartStore.setState({ total: 0 })
})
afterEach(cleanup)

describe('cart', () => {
  it('shows lines, server totals and keeps the badge; the radio toggles through updateCart', async () => {
    c.queryCart.mockResolvedValue(cart([line(1), line(2, { checked: false })]))
    c.queryPrice.mockResolvedValue(price(85))
    c.updateCart.mockResolvedValue(cart([line(1), line(2)], [], { total: 4 }))
    const t = await openCart()
    expect(bodyText()).toContain('商品1')
    expect(bodyText()).toContain('¥85.00')
    expect(c.queryPrice).toHaveBeenCalledWith({ cartIds: [1] })
    expect(useCartStore.getState().total).toBe(3)
    await click(t, '.cart-line[data-cart="2"] .cart-line__radio')
    expect(c.updateCart).toHaveBeenCalledWith({ cartId: 2, checked: true })
    expect(useCartStore.getState().total).toBe(4)
  })
  it('a lost-efficacy line cannot be toggled; it shows its reason', async () => {
    c.queryCart.mockResolvedValue(cart([line(1)], [line(9, { lostEfficacy: true, lostReason: '商品已下架', checked: false })]))
    c.queryPrice.mockResolvedValue(price(90))
    const t = await openCart()
    expect(bodyText()).toContain('失效商品 1 件')
    expect(bodyText()).toContain('商品已下架')
    await click(t, '.cart-line[data-cart="9"] .cart-line__radio')
    expect(c.updateCart).not.toHaveBeenCalled()
  })
  it('select all sets every valid line (never the lost ones)', async () => {
    c.queryCart.mockResolvedValue(cart([line(1), line(2, { checked: false })], [line(9, { lostEfficacy: true, checked: false })]))
    c.queryPrice.mockResolvedValue(price(90))
    c.updateCart.mockResolvedValue(cart([line(1), line(2)]))
    const t = await openCart()
    await click(t, '.cart-bar__all')
    expect(c.updateCart).toHaveBeenCalledWith({ cartIds: [1, 2], checked: true })
  })
  it('settle checks the lines, then opens the confirm page with the cart ids', async () => {
    c.queryCart.mockResolvedValue(cart([line(1), line(2, { checked: false })]))
    c.queryPrice.mockResolvedValue(price(90))
    c.queryStatus.mockResolvedValue({ ok: true, list: [] })
    const t = await openCart()
    await click(t, '.cart-bar__settle')
    expect(c.queryStatus).toHaveBeenCalledWith([1])
    expect(nav.navigate).toHaveBeenCalledWith('/webOrderDetail', expect.objectContaining({ cartIds: '1' }))
  })
  it('settle with an over-limit line shows its message and reloads', async () => {
    c.queryCart.mockResolvedValue(cart([line(1)]))
    c.queryPrice.mockResolvedValue(price(90))
    c.queryStatus.mockResolvedValue({
      ok: false,
      list: [{ cartId: 1, lostEfficacy: false, lostReason: '', maxNum: 1, goodsNum: 2, overLimit: true, limitMessage: '每单限购1件' }],
    })
    const t = await openCart()
    await click(t, '.cart-bar__settle')
    expect(toast).toHaveBeenCalledWith('每单限购1件')
    expect(nav.navigate).not.toHaveBeenCalled()
  })
  it('empty cart: text, a link home and the coupon centre (issue 35: a next step)', async () => {
    c.queryCart.mockResolvedValue(cart([], [], { total: 0 }))
    const t = await openCart()
    expect(bodyText()).toContain('购物车还是空的')
    expect(bodyText()).toContain('领券中心')
    await click(t, '.empty-next__btn')
    expect(nav.relaunch).toHaveBeenCalledWith('/home', expect.anything())
  })
  it('the coupon editor loads when 优惠券 is opened (lazy on H5: not in the first load) with the usable coupons', async () => {
    c.queryCart.mockResolvedValue(cart([line(1)]))
    c.queryPrice.mockResolvedValue(price(85))
    const coupon = { userCouponId: 7, couponRuleId: 3, couponName: '满50减5', couponType: 1, couponVal: 5, reachType: 1, reachVal: 50 }
    confirmCalls.canUseCoupons.mockResolvedValue({ usable: [coupon], unusable: [] } as any)
    const t = await openCart()
    expect(document.querySelector('.order-coupons')).toBeNull()
    await click(t, '.shop-cart__cell')
    await waitUntil(() => !!document.querySelector('.order-coupon[data-coupon="7"]'), 'the coupon popup with the usable coupon')
    expect(confirmCalls.canUseCoupons).toHaveBeenCalledWith({ cartIds: [1] })
    expect(document.querySelector('.order-coupons')?.textContent).toContain('满50减5')
  })
  it('an empty cart recommends goods (为你推荐, loaded with its chunk)', async () => {
    c.queryCart.mockResolvedValue(cart([], [], { total: 0 }))
    search.getRecommendGoods.mockResolvedValue({ list: [{ ...line(5), goodsName: '推荐的血压计', price: 99 }], total: 1 } as any)
    await openCart()
    await waitUntil(() => !!document.querySelector('.recommend-goods .goods-card'), 'the recommended goods')
    expect(document.querySelector('.recommend-goods')?.textContent).toContain('为你推荐')
    expect(document.querySelector('.recommend-goods')?.textContent).toContain('推荐的血压计')
    expect(search.getRecommendGoods).toHaveBeenCalledWith(6)
  })
  it('exam packages alone go to /serPackageOrderDetail', () => {
    expect(confirmPathFor([line(1, { goodsType: 2, dealType: '02' })])).toBe('/serPackageOrderDetail')
    expect(confirmPathFor([line(1, { goodsType: 2 }), line(2)])).toBe('/webOrderDetail')
  })
})
