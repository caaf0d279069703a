/**
 * Seed marketing data: activities (flash sales running / upcoming / ended, group buys, special
 * price), full-reduction promotions with gift goods and gift coupons, coupons of the three kinds
 * with claim limits and totals (incl. new-user, limited, not-yet-open, closed and all-claimed
 * ones), points rules and exchangeable coupon batches. Times are offsets in days from the seed time.
 */
import type { PromotionTierJson } from '../../lib/db/tables/browse'

export interface SeedActivity {
  id: number
  hospitalId: number
  type: 1 | 2 | 3
  name: string
  begin: number
  end: number
  purchaseMax?: number
  singleLimit?: number
  teamNum?: number
  teamHours?: number
  describe: string
  /** [goodsId, skuId|null, activity price, activity stock, sold] */
  goods: Array<[number, number | null, number, number, number]>
}

export const ACTIVITIES: SeedActivity[] = [
  {
    id: 601,
    hospitalId: 6,
    type: 1,
    name: '限时秒杀·爆款直降',
    begin: -1,
    end: 7,
    purchaseMax: 2,
    singleLimit: 1,
    describe: '每人每件商品限购2件，每单限1件；秒杀商品不与其他优惠券叠加。',
    goods: [
      [6001, 60011, 199, 50, 18],
      [6008, null, 39, 100, 64],
      [6013, null, 19.9, 0, 200],
      [6024, null, 980, 20, 7],
    ],
  },
  {
    id: 602,
    hospitalId: 6,
    type: 1,
    name: '明日秒杀·制氧机专场',
    begin: 1,
    end: 4,
    purchaseMax: 1,
    singleLimit: 1,
    describe: '明日10点准时开抢，每人限购1台。',
    goods: [
      [6005, null, 2680, 5, 0],
      [6003, 60031, 89, 30, 0],
    ],
  },
  {
    id: 603,
    hospitalId: 6,
    type: 1,
    name: '上周秒杀·血氧仪',
    begin: -10,
    end: -3,
    purchaseMax: 1,
    singleLimit: 1,
    describe: '活动已结束。',
    goods: [[6007, null, 49, 50, 50]],
  },
  {
    id: 604,
    hospitalId: 6,
    type: 2,
    name: '入职体检 2人成团',
    begin: -1,
    end: 14,
    teamNum: 2,
    teamHours: 24,
    purchaseMax: 2,
    describe: '开团后24小时内邀请1位好友参团即可成团，未成团自动退款。',
    goods: [
      [6023, null, 159, 200, 46],
      [6031, null, 499, 50, 12],
    ],
  },
  {
    id: 605,
    hospitalId: 6,
    type: 3,
    name: '护理垫特价周',
    begin: -2,
    end: 5,
    purchaseMax: 5,
    describe: '特价期间每人限购5件。',
    goods: [[6010, null, 29.9, 300, 88]],
  },
  {
    id: 701,
    hospitalId: 7,
    type: 1,
    name: '孕产好物秒杀',
    begin: -1,
    end: 7,
    purchaseMax: 1,
    singleLimit: 1,
    describe: '每人限购1件。',
    goods: [
      [7002, null, 399, 10, 3],
      [7005, null, 129, 40, 11],
    ],
  },
  {
    id: 702,
    hospitalId: 7,
    type: 2,
    name: '小儿推拿 2人团',
    begin: -1,
    end: 10,
    teamNum: 2,
    teamHours: 24,
    describe: '邀请1位好友参团，24小时内成团。',
    goods: [[7013, null, 68, 100, 20]],
  },
  {
    id: 801,
    hospitalId: 8,
    type: 2,
    name: '康复理疗 3人团',
    begin: -2,
    end: 12,
    teamNum: 3,
    teamHours: 48,
    describe: '邀请2位好友参团，48小时内成团，立省100元。',
    goods: [
      [8007, null, 460, 60, 9],
      [8012, null, 799, 30, 4],
    ],
  },
  {
    id: 802,
    hospitalId: 8,
    type: 1,
    name: '轮椅秒杀（预告）',
    begin: 1,
    end: 3,
    purchaseMax: 1,
    singleLimit: 1,
    describe: '明日开抢，每人限购1台。',
    goods: [[8001, null, 499, 10, 0]],
  },
]

/** open and closed teams of the group buys: [activityId, goodsId, leader, avatar, need, joined, expire offset hours, status] */
export const TEAMS: Array<[number, number, string, string, number, number, number, 1 | 2 | 3]> = [
  [604, 6023, '张**', 'doctor-m1', 2, 1, 20, 1],
  [604, 6023, '李**', 'doctor-f1', 2, 1, 5, 1],
  [604, 6023, '王**', 'doctor-m2', 2, 2, -2, 2],
  [604, 6031, '陈**', 'doctor-f3', 2, 1, 12, 1],
  [604, 6023, '赵**', 'doctor-m3', 2, 1, -30, 3],
  [702, 7013, '周**', 'doctor-f2', 2, 1, 18, 1],
  [801, 8007, '孙**', 'doctor-m3', 3, 2, 30, 1],
  [801, 8012, '吴**', 'doctor-f1', 3, 1, 40, 1],
]

export interface SeedPromotion {
  id: number
  hospitalId: number
  name: string
  begin: number
  end: number
  describe: string
  tiers: PromotionTierJson[]
  goods: number[]
}

export const PROMOTIONS: SeedPromotion[] = [
  {
    id: 601,
    hospitalId: 6,
    name: '健康好物 满199减20 满399减50',
    begin: -3,
    end: 20,
    describe: '活动商品满199元减20元，满399元减50元并送医用棉签1包和5元无门槛券；赠品数量有限，送完即止。',
    tiers: [
      { totalAmount: 199, type: 1, amount: 20, giftNum: 0, gifts: [], couponRuleIds: [] },
      {
        totalAmount: 399,
        type: 1,
        amount: 50,
        giftNum: 1,
        gifts: [
          { goodsId: 6018, skuId: 60181, giftAmount: 100 },
          { goodsId: 6019, skuId: 60191, giftAmount: 0 },
        ],
        couponRuleIds: [690],
      },
    ],
    goods: [6001, 6002, 6003, 6004, 6006, 6007, 6008, 6009, 6012, 6014, 6015, 6016, 6017, 6020],
  },
  {
    id: 602,
    hospitalId: 6,
    name: '体检季 满1000享9折 满2000享8.5折',
    begin: -5,
    end: 25,
    describe: '体检套餐满1000元享9折，满2000元享8.5折并送电子体温计和100元体检券。',
    tiers: [
      { totalAmount: 1000, type: 2, amount: 9, giftNum: 0, gifts: [], couponRuleIds: [] },
      {
        totalAmount: 2000,
        type: 2,
        amount: 8.5,
        giftNum: 1,
        gifts: [{ goodsId: 6009, skuId: 60091, giftAmount: 30 }],
        couponRuleIds: [691],
      },
    ],
    goods: [6023, 6024, 6025, 6026, 6033, 6034],
  },
  {
    id: 701,
    hospitalId: 7,
    name: '孕产关爱 满1000享9折',
    begin: -2,
    end: 28,
    describe: '孕产服务满1000元享9折。',
    tiers: [{ totalAmount: 1000, type: 2, amount: 9, giftNum: 0, gifts: [], couponRuleIds: [] }],
    goods: [7008, 7012, 7016, 7010],
  },
  {
    id: 801,
    hospitalId: 8,
    name: '康复季 满500减50',
    begin: -4,
    end: 16,
    describe: '康复服务满500元减50元，满1000元减120元并送护理垫1包。',
    tiers: [
      { totalAmount: 500, type: 1, amount: 50, giftNum: 0, gifts: [], couponRuleIds: [] },
      { totalAmount: 1000, type: 1, amount: 120, giftNum: 1, gifts: [{ goodsId: 8005, skuId: 80051, giftAmount: 40 }], couponRuleIds: [] },
    ],
    goods: [8007, 8008, 8009, 8012, 8013],
  },
]

export interface SeedCoupon {
  id: number
  hospitalId: number
  name: string
  type: 1 | 2 | 3
  /** hundredths of a yuan, or tenths for discounts */
  val: number
  reachType: 0 | 1 | 2
  /** yuan (reachType 1) or items (reachType 2) */
  reachVal: number
  reqNum: number
  total: number
  received?: number
  /** acquire window offsets (days); null = open */
  acquire?: [number | null, number | null]
  /** fixed use period offsets (days) or valid N days after claiming */
  period?: [number, number]
  days?: number
  goods?: number[]
  newUser?: boolean
  inCenter?: boolean
  describe: string
}

const EXAM6 = [6023, 6024, 6025, 6026, 6033, 6034, 6036]
const DEVICE6 = [6001, 6002, 6003, 6004, 6005, 6006, 6007, 6008, 6009, 6021, 6022]
const CARE6 = [6010, 6011, 6012, 6013, 6014, 6017, 6018, 6019, 6020]

export const COUPONS: SeedCoupon[] = [
  {
    id: 601,
    hospitalId: 6,
    name: '10元无门槛券',
    type: 1,
    val: 1000,
    reachType: 0,
    reachVal: 0,
    reqNum: 1,
    total: 1000,
    days: 30,
    describe: '全场通用，秒杀商品除外。',
  },
  {
    id: 602,
    hospitalId: 6,
    name: '满199减30',
    type: 1,
    val: 3000,
    reachType: 1,
    reachVal: 199,
    reqNum: 2,
    total: 300,
    period: [-1, 30],
    describe: '全场通用，每人限领2张。',
  },
  {
    id: 603,
    hospitalId: 6,
    name: '体检套餐9折券',
    type: 2,
    val: 90,
    reachType: 1,
    reachVal: 500,
    reqNum: 1,
    total: 200,
    days: 60,
    goods: EXAM6,
    describe: '仅限体检套餐使用，满500元可用。',
  },
  {
    id: 604,
    hospitalId: 6,
    name: '器械每满100减10',
    type: 3,
    val: 1000,
    reachType: 1,
    reachVal: 100,
    reqNum: 3,
    total: 500,
    days: 30,
    goods: DEVICE6,
    describe: '家用器械每满100元减10元，上不封顶。',
  },
  {
    id: 605,
    hospitalId: 6,
    name: '护理用品满3件减15',
    type: 1,
    val: 1500,
    reachType: 2,
    reachVal: 3,
    reqNum: 1,
    total: 100,
    days: 30,
    goods: CARE6,
    describe: '护理用品任选3件减15元。',
  },
  {
    id: 606,
    hospitalId: 6,
    name: '新人专享20元券',
    type: 1,
    val: 2000,
    reachType: 1,
    reachVal: 99,
    reqNum: 1,
    total: 10000,
    days: 15,
    newUser: true,
    inCenter: false,
    describe: '新用户专享，满99元可用。',
  },
  {
    id: 607,
    hospitalId: 6,
    name: '新人体检立减50元',
    type: 1,
    val: 5000,
    reachType: 1,
    reachVal: 300,
    reqNum: 1,
    total: 10000,
    days: 15,
    goods: EXAM6,
    newUser: true,
    inCenter: false,
    describe: '新用户首次购买体检套餐满300元可用。',
  },
  {
    id: 608,
    hospitalId: 6,
    name: '限量抢·50元无门槛',
    type: 1,
    val: 5000,
    reachType: 0,
    reachVal: 0,
    reqNum: 1,
    total: 20,
    days: 7,
    describe: '限量20张，先到先得。',
  },
  {
    id: 609,
    hospitalId: 6,
    name: '明日开抢 满300减60',
    type: 1,
    val: 6000,
    reachType: 1,
    reachVal: 300,
    reqNum: 1,
    total: 100,
    acquire: [1, 8],
    period: [1, 30],
    describe: '明日10点开抢。',
  },
  {
    id: 610,
    hospitalId: 6,
    name: '双十一专享券',
    type: 1,
    val: 3000,
    reachType: 1,
    reachVal: 200,
    reqNum: 1,
    total: 500,
    acquire: [-20, -1],
    period: [-20, 5],
    describe: '领取已结束。',
  },
  {
    id: 611,
    hospitalId: 6,
    name: '满100减15（已抢光）',
    type: 1,
    val: 1500,
    reachType: 1,
    reachVal: 100,
    reqNum: 1,
    total: 50,
    received: 50,
    days: 30,
    describe: '限量50张。',
  },
  {
    id: 690,
    hospitalId: 6,
    name: '满减赠券·5元无门槛',
    type: 1,
    val: 500,
    reachType: 0,
    reachVal: 0,
    reqNum: 99,
    total: 1000,
    days: 30,
    inCenter: false,
    describe: '满399元活动赠送。',
  },
  {
    id: 691,
    hospitalId: 6,
    name: '体检季赠券·100元体检券',
    type: 1,
    val: 10000,
    reachType: 1,
    reachVal: 1000,
    reqNum: 99,
    total: 200,
    days: 90,
    goods: EXAM6,
    inCenter: false,
    describe: '体检季满2000元赠送。',
  },
  {
    id: 680,
    hospitalId: 6,
    name: '积分兑换·5元无门槛',
    type: 1,
    val: 500,
    reachType: 0,
    reachVal: 0,
    reqNum: 99,
    total: 100000,
    days: 30,
    inCenter: false,
    describe: '积分兑换专享。',
  },
  {
    id: 681,
    hospitalId: 6,
    name: '积分兑换·满200减20',
    type: 1,
    val: 2000,
    reachType: 1,
    reachVal: 200,
    reqNum: 99,
    total: 100000,
    days: 30,
    inCenter: false,
    describe: '积分兑换专享。',
  },
  {
    id: 682,
    hospitalId: 6,
    name: '积分兑换·体检8.8折',
    type: 2,
    val: 88,
    reachType: 0,
    reachVal: 0,
    reqNum: 99,
    total: 100000,
    days: 60,
    goods: EXAM6,
    inCenter: false,
    describe: '积分兑换专享，仅限体检套餐。',
  },
  {
    id: 701,
    hospitalId: 7,
    name: '母婴用品满99减10',
    type: 1,
    val: 1000,
    reachType: 1,
    reachVal: 99,
    reqNum: 2,
    total: 500,
    days: 30,
    goods: [7001, 7002, 7003, 7004, 7005, 7006, 7007],
    describe: '母婴用品专享。',
  },
  {
    id: 702,
    hospitalId: 7,
    name: '孕期体检9.5折',
    type: 2,
    val: 95,
    reachType: 0,
    reachVal: 0,
    reqNum: 1,
    total: 300,
    days: 60,
    goods: [7008, 7009, 7016],
    describe: '孕期体检套餐专享。',
  },
  {
    id: 703,
    hospitalId: 7,
    name: '新人专享15元券',
    type: 1,
    val: 1500,
    reachType: 1,
    reachVal: 80,
    reqNum: 1,
    total: 10000,
    days: 15,
    newUser: true,
    inCenter: false,
    describe: '新用户专享。',
  },
  {
    id: 704,
    hospitalId: 7,
    name: '每满200减20',
    type: 3,
    val: 2000,
    reachType: 1,
    reachVal: 200,
    reqNum: 1,
    total: 200,
    days: 30,
    describe: '全场每满200元减20元。',
  },
  {
    id: 780,
    hospitalId: 7,
    name: '积分兑换·10元券',
    type: 1,
    val: 1000,
    reachType: 1,
    reachVal: 100,
    reqNum: 99,
    total: 100000,
    days: 30,
    inCenter: false,
    describe: '积分兑换专享。',
  },
  {
    id: 801,
    hospitalId: 8,
    name: '康复服务满500减60',
    type: 1,
    val: 6000,
    reachType: 1,
    reachVal: 500,
    reqNum: 1,
    total: 200,
    days: 30,
    goods: [8007, 8008, 8009],
    describe: '康复服务专享。',
  },
  {
    id: 802,
    hospitalId: 8,
    name: '老年体检9折券',
    type: 2,
    val: 90,
    reachType: 0,
    reachVal: 0,
    reqNum: 1,
    total: 200,
    days: 60,
    goods: [8012, 8013],
    describe: '老年体检专享。',
  },
  {
    id: 803,
    hospitalId: 8,
    name: '新人专享20元券',
    type: 1,
    val: 2000,
    reachType: 1,
    reachVal: 100,
    reqNum: 1,
    total: 10000,
    days: 15,
    newUser: true,
    inCenter: false,
    describe: '新用户专享。',
  },
  {
    id: 804,
    hospitalId: 8,
    name: '器械满2件减20',
    type: 1,
    val: 2000,
    reachType: 2,
    reachVal: 2,
    reqNum: 2,
    total: 300,
    days: 30,
    goods: [8001, 8002, 8003, 8004, 8005, 8006],
    describe: '康复器械任选2件减20元。',
  },
  {
    id: 880,
    hospitalId: 8,
    name: '积分兑换·10元券',
    type: 1,
    val: 1000,
    reachType: 1,
    reachVal: 100,
    reqNum: 99,
    total: 100000,
    days: 30,
    inCenter: false,
    describe: '积分兑换专享。',
  },
]

export const INTEGRAL_RULES: Array<[string, string, number]> = [
  ['每日签到', '每天首次签到获得5积分', 5],
  ['消费返积分', '订单完成后每消费1元获得1积分', 1],
  ['完善健康档案', '首次完善健康档案获得50积分', 50],
  ['评价商品', '订单完成后评价可获得10积分', 10],
]

/** [id, hospitalId, couponRuleId, points, stock, limit per person] */
export const INTEGRAL_ITEMS: Array<[number, number, number, number, number, number]> = [
  [6801, 6, 680, 500, 100, 2],
  [6802, 6, 681, 1500, 50, 1],
  [6803, 6, 682, 3000, 20, 1],
  [7801, 7, 780, 800, 50, 1],
  [8801, 8, 880, 800, 50, 1],
]

/** the demo user's points per hospital: [hospitalId, [remark, points, days ago][]] */
export const DEMO_POINTS: Array<[number, Array<[string, number, number]>]> = [
  [
    6,
    [
      ['注册赠送', 1000, 30],
      ['完善健康档案', 50, 20],
      ['每日签到', 5, 3],
      ['每日签到', 5, 2],
      ['消费返积分', 220, 1],
    ],
  ],
  [7, [['注册赠送', 300, 10]]],
]
