import * as M from '../messages/staffActivity'
import { fullReductionDiscount, fullReductionTiers } from '../pricing'
import {
  checkActivityDraft,
  checkPointsItemDraft,
  checkPointsRuleDraft,
  checkPromotionDraft,
  overlapping,
  windowOf,
  type ActivityDraft,
  type PromotionDraft,
} from './activities'

const now = new Date('2026-03-01T04:00:00Z') // 12:00 Beijing
const seckill: ActivityDraft = {
  type: 1,
  activityName: '体温计秒杀',
  periodBegin: '2026-03-01 10:00:00',
  periodEnd: '2026-03-08 22:00:00',
  purchaseMax: 2,
  singleLimit: 1,
  lines: [{ goodsId: 1, skuId: 11, activityPriceFen: 9900, stock: 10, skuPricesFen: [12800] }],
}
const check = (p: Partial<ActivityDraft>) => checkActivityDraft({ ...seckill, ...p }, now)
const line = (p: Partial<ActivityDraft['lines'][number]>) => ({ lines: [{ ...seckill.lines[0], ...p }] })

describe('activity drafts', () => {
  test('a valid seckill passes; the window is checked like the shop reads it', () => {
    expect(check({})).toBeNull()
    expect(check({ periodEnd: '2026-02-28 10:00:00' })).toBe(M.STAFF_ACTIVITY_END_BEFORE_START)
    expect(check({ periodBegin: '2026-02-01 10:00:00', periodEnd: '2026-02-28 10:00:00' })).toBe(M.STAFF_ACTIVITY_END_IN_PAST)
    expect(check({ periodEnd: 'next week' })).toBe(M.STAFF_ACTIVITY_DATE_INVALID)
    expect(windowOf('2026-02-01 10:00:00', '2026-02-28 10:00:00', now, { endedOk: true })).toEqual({
      begin: new Date('2026-02-01T02:00:00Z'),
      end: new Date('2026-02-28T02:00:00Z'),
    })
  })
  test('the activity price: above 0 and not above the (lowest covered) sku price the checkout caps it to', () => {
    expect(check(line({ activityPriceFen: 0 }))).toBe(M.STAFF_ACTIVITY_PRICE_NOT_POSITIVE(1))
    expect(check(line({ activityPriceFen: 12801 }))).toBe(M.STAFF_ACTIVITY_PRICE_ABOVE_SKU(1, '128.00'))
    expect(check(line({ skuId: null, activityPriceFen: 12000, skuPricesFen: [12800, 11000] }))).toBe(
      M.STAFF_ACTIVITY_PRICE_ABOVE_SKU(1, '110.00'),
    )
    expect(check(line({ activityPriceFen: 12800 }))).toBeNull()
    expect(check(line({ skuPricesFen: [] }))).toBe(M.STAFF_ACTIVITY_GOODS_UNKNOWN)
    expect(check(line({ stock: 0 }))).toBe(M.STAFF_ACTIVITY_STOCK_INVALID(1))
    expect(check(line({ stock: 3, sold: 4 }))).toBe(M.STAFF_ACTIVITY_STOCK_BELOW_SOLD(1, 4))
    expect(check({ lines: [] })).toBe(M.STAFF_ACTIVITY_GOODS_REQUIRED)
    expect(check({ lines: [seckill.lines[0], { ...seckill.lines[0], skuId: null }] })).toBe(M.STAFF_ACTIVITY_GOODS_DUPLICATE)
  })
  test('limits and group-buy teams', () => {
    expect(check({ purchaseMax: 1, singleLimit: 2 })).toBe(M.STAFF_ACTIVITY_SINGLE_ABOVE_PERSON)
    expect(check({ purchaseMax: -1 })).toBe(M.STAFF_ACTIVITY_LIMIT_INVALID)
    expect(check({ purchaseMax: 0, singleLimit: 3 })).toBeNull()
    expect(check({ type: 2, teamNum: 1, teamHours: 24 })).toBe(M.STAFF_ACTIVITY_TEAM_SIZE_INVALID)
    expect(check({ type: 2, teamNum: 2, teamHours: 0 })).toBe(M.STAFF_ACTIVITY_TEAM_HOURS_INVALID)
    expect(check({ type: 2, teamNum: 3, teamHours: 48 })).toBeNull()
  })
  test('overlap on the same goods', () => {
    const d = (b: string, e: string) => ({ begin: new Date(b), end: new Date(e) })
    const others = [
      { id: 2, name: '别的', ...d('2026-03-05T00:00:00Z', '2026-03-10T00:00:00Z'), goodsIds: [1] },
      { id: 3, name: '其他商品', ...d('2026-03-01T00:00:00Z', '2026-03-10T00:00:00Z'), goodsIds: [9] },
    ]
    expect(overlapping({ id: 1, ...d('2026-03-01T00:00:00Z', '2026-03-06T00:00:00Z'), goodsIds: [1, 5] }, others)?.id).toBe(2)
    expect(overlapping({ id: 1, ...d('2026-03-01T00:00:00Z', '2026-03-05T00:00:00Z'), goodsIds: [1] }, others)).toBeNull()
    expect(overlapping({ id: 2, ...d('2026-03-01T00:00:00Z', '2026-03-06T00:00:00Z'), goodsIds: [1] }, others)).toBeNull()
  })
})

const promo: PromotionDraft = {
  activityName: '满减',
  periodBegin: '2026-03-01 00:00:00',
  periodEnd: '2026-03-20 23:59:59',
  goodsIds: [1],
  tiers: [
    { totalAmount: 199, type: 1, amount: 20, giftNum: 0, gifts: [], couponRuleIds: [] },
    { totalAmount: 399, type: 1, amount: 50, giftNum: 1, gifts: [{ goodsId: 2, skuId: 21, giftAmount: 100 }], couponRuleIds: [] },
  ],
}
const tiers = (...t: Array<Partial<PromotionDraft['tiers'][number]>>) =>
  checkPromotionDraft({ ...promo, tiers: t.map((x, i) => ({ ...promo.tiers[Math.min(i, 1)], ...x })) }, now)

describe('promotion drafts', () => {
  test('valid tiers pass and are what the checkout walks', () => {
    expect(checkPromotionDraft(promo, now)).toBeNull()
    expect(fullReductionTiers(promo.tiers, 400).current?.amount).toBe(50)
    expect(fullReductionDiscount(promo.tiers[1], 399).toNumber()).toBe(50)
  })
  test('tiers must increase, in threshold and in what they take off', () => {
    expect(tiers({}, { totalAmount: 199 })).toBe(M.STAFF_PROMOTION_TIERS_NOT_INCREASING(2))
    expect(tiers({}, { totalAmount: 100 })).toBe(M.STAFF_PROMOTION_TIERS_NOT_INCREASING(2))
    expect(tiers({}, { amount: 10, gifts: [], giftNum: 0 })).toBe(M.STAFF_PROMOTION_TIER_BENEFIT_NOT_INCREASING(2))
    // 9折 at 1000 takes 100; 9.5折 at 2000 takes 100 as well: no better
    expect(tiers({ totalAmount: 1000, type: 2, amount: 9 }, { totalAmount: 2000, type: 2, amount: 9.5, gifts: [], giftNum: 0 })).toBe(
      M.STAFF_PROMOTION_TIER_BENEFIT_NOT_INCREASING(2),
    )
    expect(tiers({ totalAmount: 1000, type: 2, amount: 9 }, { totalAmount: 2000, type: 2, amount: 8.5 })).toBeNull()
  })
  test('each tier on its own', () => {
    expect(tiers({ amount: 199 })).toBe(M.STAFF_PROMOTION_REDUCE_INVALID(1))
    expect(tiers({ totalAmount: 0 })).toBe(M.STAFF_PROMOTION_THRESHOLD_INVALID(1))
    expect(tiers({ type: 2, amount: 10 })).toBe(M.STAFF_PROMOTION_DISCOUNT_INVALID(1))
    expect(tiers({ type: 2, amount: 8.55 })).toBe(M.STAFF_PROMOTION_DISCOUNT_INVALID(1))
    expect(tiers({ amount: 0 })).toBe(M.STAFF_PROMOTION_REDUCE_INVALID(1))
    expect(tiers({ amount: 0, giftNum: 1, gifts: [{ goodsId: 2, skuId: 21, giftAmount: 5 }] })).toBeNull()
    expect(tiers({ giftNum: 2, gifts: [{ goodsId: 2, skuId: 21, giftAmount: 5 }] })).toBe(M.STAFF_PROMOTION_GIFT_NUM_INVALID(1))
    expect(tiers({ giftNum: 1 })).toBe(M.STAFF_PROMOTION_GIFT_NUM_INVALID(1))
    expect(checkPromotionDraft({ ...promo, tiers: [] }, now)).toBe(M.STAFF_PROMOTION_TIER_REQUIRED)
    expect(checkPromotionDraft({ ...promo, goodsIds: [] }, now)).toBe(M.STAFF_ACTIVITY_GOODS_REQUIRED)
  })
})

test('points rules and exchange goods', () => {
  expect(checkPointsRuleDraft({ ruleName: '每日签到', ruleDesc: '每天签到得5分', integral: 5 })).toBeNull()
  expect(checkPointsRuleDraft({ ruleName: ' ', ruleDesc: '', integral: 5 })).toBe(M.STAFF_POINTS_RULE_NAME_REQUIRED)
  expect(checkPointsRuleDraft({ ruleName: '签到', ruleDesc: '', integral: 0 })).toBe(M.STAFF_POINTS_VALUE_INVALID)
  expect(checkPointsItemDraft({ integral: 100, stock: 10, limitNum: 1 })).toBeNull()
  expect(checkPointsItemDraft({ integral: 100, stock: 2, limitNum: 1, exchanged: 3 })).toBe(M.STAFF_POINTS_ITEM_STOCK_BELOW_EXCHANGED(3))
  expect(checkPointsItemDraft({ integral: 100, stock: 2, limitNum: 101 })).toBe(M.STAFF_POINTS_ITEM_LIMIT_INVALID)
})
