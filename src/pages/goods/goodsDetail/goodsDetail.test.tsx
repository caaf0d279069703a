import ProductionDetailPage from './index'
import * as goodsApi from '@/features/goods/api'
import * as marketApi from '@/features/coupon/api'
import * as cartApi from '@/features/cart/api'
import * as nav from '@/shared/routes/navigate'
import * as platform from '@/shared/platform'
import { resetAppStore, resetUserStore, useUserStore } from '@/shared/store'
import { useCartStore } from '@/shared/store/cartBadge'
import { bodyText, byText, cleanup, click, flush, waitUntil, quietActWarnings } from '@test-support/app/render'
import TestUtils from '@tarojs/test-utils-react'

quietActWarnings()

jest.mock('@/shared/ui/Page', () => ({ __esModule: true, default: (p: any) => [p.children, p.footer] }))
jest.mock('@/features/goods/api')
jest.mock('@/features/coupon/api')
jest.mock('@/features/cart/api')
jest.mock('@/shared/routes/navigate')
jest.mock('@/shared/platform', () => ({ __esModule: true, ...jest.requireActual('@/shared/platform'), toast: jest.fn() }))

const toast = jest.mocked(platform.toast)
const g = jest.mocked(goodsApi)
const m = jest.mocked(marketApi)
const c = jest.mocked(cartApi)

const GOODS: any = {
  goodsId: 1001,
  goodsDistributeId: 2001,
  goodsName: '家用血压计',
  goodsUrl: '/assets/x.png',
  goodsPics: ['/assets/x.png'],
  goodsType: 1,
  sellPoint: '医用级精准测量',
  price: 199,
  minPrice: 199,
  maxPrice: 199,
  linedPrice: 299,
  stock: 10,
  stockFlag: 1,
  priceShowMode: 0,
  dealType: '',
  dealTypeDto: { goodsPriceFlag: 0, customCopy: '' },
  labelList: ['正品保障'],
  tags: ['送赠品'],
  skuNum: 1,
  messageNum: 0,
  specList: [
    {
      id: 1,
      specName: '型号',
      attributeName: '型号',
      optionAttr: ['臂式'],
      goodsAttributeValues: [{ id: 1, attributeValue: '臂式' }],
      kind: 'sku',
    },
  ],
  skus: [{ id: 5, skuId: 5, price: 199, stock: 10, stockFlag: 1, skuData: JSON.stringify([{ key: '型号', value: '臂式' }]) }],
  serviceList: [],
  activityInfo: null,
  promotions: [],
  coupons: [
    {
      couponRuleId: 7,
      couponName: '满100减10',
      couponType: 1,
      couponVal: 1000,
      reachType: 1,
      reachVal: 100,
      periodBegin: null,
      periodEnd: null,
      reqNum: 1,
      userCouponFail: null,
    },
  ],
  detailHtml: '<p>详情</p>',
}

const open = async () => {
  window.history.replaceState(null, '', '/hospital/productionDetail?goodsId=1001&goodsDistributeId=2001&hospitalId=6')
  const t = new TestUtils()
  await t.mount(ProductionDetailPage, { props: {} })
  await flush(6)
  // the skeleton shows until the goods reply is in and rendered (or the page leaves: a refused goods)
  await waitUntil(
    () => !document.querySelector('.pd-skeleton') || jest.mocked(nav.redirect).mock.calls.length > 0,
    'the goods detail replaces its skeleton',
  )
  return t
}
const login = () =>
  useUserStore.getState().setUser(
    {
      userBase: {
        id: 7,
        username: 'u',
        phone: '13800138000',
        registerHospitalId: 6,
        registerChannel: 'h5',
        avatarUrl: '',
        hasPassword: false,
      },
      userThird: null,
      token: 't',
    },
    1,
  )

beforeEach(() => {
  jest.clearAllMocks()
  resetAppStore()
  resetUserStore()
  useCartStore.setState({ total: 0 })
  sessionStorage.clear()
  g.getGoods.mockResolvedValue(GOODS)
  c.sumCart.mockResolvedValue(0)
})
afterEach(cleanup)

describe('/productionDetail', () => {
  it('shows price, line price, name, sell point, tags and opens without login', async () => {
    await open()
    const text = bodyText()
    for (const s of ['199.00', '¥299.00', '家用血压计', '医用级精准测量', '正品保障', '优惠']) expect(text).toContain(s)
    // the price row carries 分享 at its end; the name has no row of its own
    expect(document.querySelector('.pd__price-row .pd__share')).not.toBeNull()
    expect(document.querySelector('.pd__name-row')).toBeNull()
  })

  const GIFT_PROMO = {
    activityId: 9,
    activityName: '满399赠',
    ruleType: 1,
    discountType: 1,
    fullReductionDetailList: [
      {
        totalAmount: 399,
        type: 1,
        amount: 50,
        giftNum: 1,
        giftGoodsResps: [
          { goodsId: 1, skuId: 11, goodsName: '医用棉签', goodsUrl: '', skuName: '标准', giftStatus: 0, numberOfDiscounts: 1 },
          { goodsId: 2, skuId: 21, goodsName: '碘伏消毒液', goodsUrl: '', skuName: '标准', giftStatus: 1, numberOfDiscounts: 1 },
        ],
        giftCouponRespList: [],
      },
    ],
  }

  it('one gift state: the offered gift with its tier beside 送赠品, never 赠品不足; no gift left, no badge', async () => {
    g.getGoods.mockResolvedValue({ ...GOODS, promotions: [GIFT_PROMO] })
    await open()
    let text = bodyText()
    expect(document.querySelector('.pd__tags')?.textContent).toContain('送赠品')
    expect(text).toContain('医用棉签')
    expect(text).toContain('满399元赠1件')
    expect(text).not.toContain('碘伏消毒液')
    expect(text).not.toContain('赠品不足')
    cleanup()
    const allOut = JSON.parse(JSON.stringify(GIFT_PROMO))
    allOut.fullReductionDetailList[0].giftGoodsResps[0].giftStatus = 1
    g.getGoods.mockResolvedValue({ ...GOODS, promotions: [allOut] })
    await open()
    text = bodyText()
    expect(document.querySelector('.pd__tags')?.textContent).not.toContain('送赠品')
    expect(text).not.toContain('赠品不足')
    expect(document.querySelector('.pd__gifts')).toBeNull()
    // the 活动 row keeps its text in a body of its own (the whole width left of 规则 ›)
    expect(document.querySelector('.pd__cell--promo .pd__row-body')?.textContent).toContain('满399元减50元')
  })

  it('nothing to choose: no 规格 row and no 请选择规格; two values: 请选择 with the spec name', async () => {
    let t = await open()
    expect(document.querySelector('.pd__cell--spec')).toBeNull()
    expect(bodyText()).not.toContain('请选择规格')
    await click(t, '.pd-bar__btn--buy')
    expect(document.querySelector('.sku-popup__chosen')?.textContent).not.toContain('请选择')
    cleanup()
    const two = {
      ...GOODS,
      specList: [
        {
          ...GOODS.specList[0],
          optionAttr: ['臂式', '腕式'],
          goodsAttributeValues: [{ attributeValue: '臂式' }, { attributeValue: '腕式' }],
        },
      ],
    }
    g.getGoods.mockResolvedValue(two)
    t = await open()
    expect(document.querySelector('.pd__cell--spec')?.textContent).toContain('请选择型号')
  })

  it('a running flash sale: one price block (the banner: its price and the original), none repeated on the card', async () => {
    g.getGoods.mockResolvedValue({
      ...GOODS,
      minPrice: 199,
      maxPrice: 259,
      activityInfo: {
        activityId: 601,
        activityName: '限时秒杀',
        type: 1,
        status: 2,
        skuId: null,
        price: 199,
        activityPrice: 99,
        activityStockNum: 10,
        activityStockFlag: 1,
        purchaseMax: 2,
        hasBuyNum: 0,
        periodBegin: '2000-01-01 00:00:00',
        periodEnd: '2999-01-01 00:00:00',
      },
    })
    const t = await open()
    expect(document.querySelector('.activity-banner')?.textContent).toContain('99.00')
    expect(document.querySelector('.activity-banner')?.textContent).toContain('¥199.00')
    expect(document.querySelector('.pd__price')).toBeNull()
    expect(bodyText()).not.toContain('199.00-259.00')
    // no empty strip on the card under the banner: no price row at all, 分享 beside the name
    expect(document.querySelector('.pd__price-row')).toBeNull()
    const nameRow = document.querySelector('.pd__main > .pd__name-row')
    expect(nameRow?.querySelector('.pd__name')?.textContent).toBe('家用血压计')
    expect(nameRow?.querySelector('.pd__share')?.textContent).toBe('分享')
    expect(document.querySelector('.pd__main')?.firstElementChild).toBe(nameRow)
    expect(document.querySelectorAll('.pd__share')).toHaveLength(1)
    await click(t, '.pd__share')
    expect(nav.navigate).toHaveBeenCalledWith('/shareProduction', { hospitalId: 6, goodsId: 1001, goodsDistributeId: 2001 })
  })

  it('the bottom bar reaches 首页 and 客服; its actions share the hospital colour', async () => {
    const t = await open()
    await click(t, '.pd-bar__icon--home')
    expect(nav.navigate).toHaveBeenCalledWith('/home', { hospitalId: 6 }, { relaunch: true })
    await click(t, '.pd-bar__icon--service')
    expect(nav.navigate).toHaveBeenCalledWith('/chatRoom', { service: 1, hospitalId: 6 })
    expect(bodyText()).toContain('首页')
    expect(bodyText()).toContain('客服')
  })

  it('priceShowMode 1 hides the price; goodsPriceFlag 1 shows the custom copy', async () => {
    g.getGoods.mockResolvedValue({ ...GOODS, priceShowMode: 1 })
    await open()
    expect(document.querySelector('.pd__price')).toBeNull()
    // nothing to show in a price row: no row of 分享 alone, 分享 sits beside the name
    expect(document.querySelector('.pd__price-row')).toBeNull()
    expect(document.querySelector('.pd__name-row .pd__share')).not.toBeNull()
    cleanup()
    g.getGoods.mockResolvedValue({ ...GOODS, dealTypeDto: { goodsPriceFlag: 1, customCopy: '面诊后付款' } })
    await open()
    expect(bodyText()).toContain('面诊后付款')
    expect(document.querySelector('.pd__price')).toBeNull()
    expect(document.querySelector('.pd__price-row .pd__copy')?.textContent).toBe('面诊后付款')
    expect(document.querySelector('.pd__price-row .pd__share')).not.toBeNull()
    expect(document.querySelector('.pd__name-row')).toBeNull()
  })

  it('a visitor claiming a coupon is sent to /login with the detail URL stored; back logged in the claim is made and shows 已领取', async () => {
    const t = await open()
    await click(t, '.pd__cell--coupon')
    await click(t, '.coupon-popup__claim')
    expect(m.acquireCoupon).not.toHaveBeenCalled()
    expect(nav.navigate).toHaveBeenCalledWith('/login', { hospitalId: 6 })
    expect(useUserStore.getState().loginRedirectUrl).toBe('/productionDetail?goodsId=1001&goodsDistributeId=2001&hospitalId=6')
    cleanup()
    login()
    m.acquireCoupon.mockResolvedValue({ userCouponId: 1, couponRuleId: 7, userCouponFail: 3, userReceivedNum: 1 })
    await open()
    expect(m.acquireCoupon).toHaveBeenCalledWith(7)
    expect(toast).toHaveBeenCalledWith('已领取', 'success')
    expect(bodyText()).toContain('已领取')
    expect(document.querySelector('.coupon-popup__claim')).toBeNull()
  })

  it('add to cart needs login, then updates the badge store', async () => {
    let t = await open()
    await click(t, '.pd-bar__btn--cart')
    expect(nav.navigate).toHaveBeenCalledWith('/login', { hospitalId: 6 })
    cleanup()
    login()
    c.addCart.mockResolvedValue({ cartId: 1, goodsNum: 1, total: 3 })
    t = await open()
    await click(t, '.pd-bar__btn--cart')
    // the only 型号 (臂式) is chosen by itself: no 请选择型号 hint, the confirm button is there at once
    expect(document.querySelector('.sku-popup__hint')).toBeNull()
    await click(t, '.sku-popup__confirm')
    expect(c.addCart).toHaveBeenCalledWith(expect.objectContaining({ goodsId: 1001, skuId: 5, goodsNum: 1 }))
    expect(useCartStore.getState().total).toBe(3)
  })

  it('buy now with service roles: buy-select first, then /webOrderDetail', async () => {
    g.getGoods.mockResolvedValue({
      ...GOODS,
      serviceList: [{ id: 3, serviceRoleName: '护士', servicePersonList: [{ id: 1, servicePersonName: '王护士', active: false }] }],
    })
    const t = await open()
    await click(t, '.pd-bar__btn--buy')
    await click(t, byText('臂式'))
    await click(t, '.sku-popup__confirm')
    await click(t, '.buy-select__confirm')
    expect(toast).toHaveBeenLastCalledWith('请选择护士')
    await click(t, byText('王护士'))
    await click(t, '.buy-select__confirm')
    expect(nav.navigate).toHaveBeenCalledWith(
      '/webOrderDetail',
      expect.objectContaining({ goodsId: 1001, skuId: 5, goodsNum: 1, serviceData: JSON.stringify([{ key: '3', value: '王护士' }]) }),
    )
  })

  it('a goods the server refuses (off the shelf) goes to /goodsIsEmpty', async () => {
    const { ApiError } = jest.requireActual('@/shared/request/request')
    g.getGoods.mockRejectedValue(new ApiError(404, '商品已下架'))
    await open()
    expect(nav.redirect).toHaveBeenCalledWith('/goodsIsEmpty', expect.objectContaining({ hospitalId: 6 }))
  })
})
