/**
 * Confirm order asks for a delivery address exactly when domain needsDeliveryAddress says so (goodsType 1 physical
 * and 3 combo), on the screen and in the check before submitting.
 */
import ConfirmOrder from './ConfirmOrder'
import { confirmProblem, NEED_ADDRESS, NEED_PICKUP } from './model'
import { needsDeliveryAddress } from '@/domain'
import { resetStores, loginAs, mount, bodyText, cleanup, waitFor } from '@test-support/app/auth'

// every call of the screen answered by URL (the request layer is the one seam all its features share)
const replies: Record<string, unknown> = {}
jest.mock('@/shared/request/request', () => ({
  __esModule: true,
  apiUrl: (prefix: string, url: string) => `/${prefix}/${url}`,
  request: jest.fn(async (o: { url: string }) => {
    if (!(o.url in replies)) throw new Error(`unexpected call ${o.url}`)
    return replies[o.url]
  }),
}))
jest.mock('@/shared/routes/navigate')
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  ...jest.requireActual('@tarojs/taro'),
  default: jest.requireActual('@tarojs/taro').default,
  useDidShow: jest.fn(),
}))

const cartLine = (goodsType: number): any => ({
  cartId: 1,
  goodsId: 101,
  goodsDistributeId: 201,
  goodsName: `商品${goodsType}`,
  goodsUrl: '',
  sellPoint: '',
  skuId: 1,
  skuName: '',
  skuData: '',
  goodsType,
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
  limitMessage: '',
  stock: 10,
  stockFlag: 1,
  priceShowMode: 0,
  serviceList: [],
  serviceDataList: [],
  serviceDataIndex: 0,
  peInfoList: [],
  peInfoIndex: 0,
  needAppoint: false,
})
const price = {
  goodsTotalMoney: 100,
  activityTotalDiscountMoney: 10,
  couponDiscountMoney: 0,
  actualPrice: 90,
  userCouponId: null,
  bestUserCouponId: null,
  usableCouponNum: 0,
  lines: [],
  activityDiscountInfos: [],
}

function serve(goodsType: number) {
  Object.assign(replies, {
    'cart/queryCart': {
      cartRespList: [
        { groupKey: 'goods', groupType: 1, name: '', address: '', serviceInstitution: null, goodsList: [cartLine(goodsType)] },
      ],
      lostEfficacyList: [],
      activityDiscountInfos: [],
    },
    bestCoupons: { best: null, list: [] },
    compCoupon: price,
    'recevAddress/queryList': [
      {
        id: 3,
        recvName: '王小明',
        contactNumber: '13800001111',
        recvProvince: '江苏省',
        recvCity: '南京市',
        recvArea: '鼓楼区',
        recvAddress: '中山路1号',
        defaultUse: 0,
      },
    ],
    // an exam line (goodsType 2) loads its rule form, package and the service persons
    'cart/orderRule': { ruleFieldRelList: [], appointPool: [] },
    'pe/queryPackage': { addItems: [], ruleFieldRelList: [] },
    'servicePerson/queryList': [],
    'cart/payMethod': { env: 'none', list: [{ payChannel: 3, payChannelName: 'WX_H5_PAY', label: '微信支付', isDefault: true }] },
  })
}

beforeEach(() => {
  resetStores()
  loginAs()
  for (const k of Object.keys(replies)) delete replies[k]
})
afterEach(cleanup)

describe('the delivery address of confirm order', () => {
  it.each([
    [1, true],
    [3, true],
    [2, false],
  ])('goodsType %s: address card shown = %s', async (goodsType, shown) => {
    expect(needsDeliveryAddress([{ goodsType }])).toBe(shown)
    serve(goodsType)
    await mount(ConfirmOrder, '/webOrderDetail?cartIds=1', { kind: 'goods' })
    await waitFor('.confirm__bar')
    expect(!!document.querySelector('.confirm__address-card')).toBe(shown)
    if (shown) await waitFor('.confirm__address-who')
    expect(bodyText().includes('王小明')).toBe(shown)
  })
  it('submitting without an address or pickup info stops with the message for shipped lines only', () => {
    const base = { pickup: false, pickupInfo: null, units: {}, rules: {}, roles: {} }
    expect(confirmProblem({ ...base, lines: [cartLine(3)], address: null })).toBe(NEED_ADDRESS)
    expect(confirmProblem({ ...base, lines: [cartLine(1)], address: null, pickup: true })).toBe(NEED_PICKUP)
    expect(confirmProblem({ ...base, lines: [cartLine(3)], address: { id: 3 } })).toBeNull()
    // an exam line needs its persons, never an address
    expect(confirmProblem({ ...base, lines: [cartLine(2)], address: null })).not.toBe(NEED_ADDRESS)
  })
})
