/**
 * Domain benchmark (not a test): prices a 200-line cart with line activities, tiered prices,
 * three full-reduction promotions with gifts and 20 candidate coupons, including the best-coupon
 * choice, many times. Run: npx tsx bench/domain.bench.ts
 * Target: under 1 ms per cart (median).
 */
import { performance } from 'node:perf_hooks'
import {
  priceOrder,
  maxQuantity,
  preselectGifts,
  giftMaxCount,
  validateGiftSelection,
  formatOrderTotals,
  type PriceLineInput,
  type Promotion,
  type CouponLike,
  type GiftItem,
} from '../src/domain'

// deterministic pseudo-random numbers so every run prices the same cart
let seed = 42
const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]
const money = (min: number, max: number) => (Math.round((min + rnd() * (max - min)) * 100) / 100).toFixed(2)

const gifts = (n: number): GiftItem[] =>
  Array.from({ length: n }, (_, i) => ({ giftStatus: pick([0, 0, 0, 1, 2]), checked: i === 0, skuName: `赠品${i}` }))
const promotions: Promotion[] = [1, 2, 3].map((id) => ({
  id,
  periodBegin: '2024-01-01 00:00:00',
  periodEnd: '2030-12-31 23:59:59',
  fullReductionDetailList: [
    { totalAmount: 100 * id, type: 1, amount: 10 * id, giftNum: 1, giftGoodsResps: gifts(4) },
    { totalAmount: 300 * id, type: 1, amount: 40 * id, giftNum: 2, giftGoodsResps: gifts(6) },
    { totalAmount: 800 * id, type: 2, amount: 9, giftNum: 3, giftGoodsResps: gifts(8) },
  ],
}))

const lines: PriceLineInput[] = Array.from({ length: 200 }, (_, i) => {
  const price = money(5, 500)
  const hasActivity = rnd() < 0.4
  return {
    key: `cart-${i}`,
    goodsId: 1000 + (i % 120), // some goods appear on several lines (different skus)
    goodsNum: 1 + Math.floor(rnd() * 5),
    price,
    tieredPrices:
      rnd() < 0.2
        ? [
            { minNum: 3, price: (Number(price) * 0.95).toFixed(2) },
            { minNum: 5, price: (Number(price) * 0.9).toFixed(2) },
          ]
        : null,
    activityId: hasActivity ? 500 + (i % 7) : null,
    activityPrice: hasActivity ? (Number(price) * 0.9).toFixed(2) : null,
    activityDiscountPrice: hasActivity && rnd() < 0.5 ? (Number(price) * 0.8).toFixed(2) : null,
    promotionId: rnd() < 0.6 ? pick([1, 2, 3]) : null,
    checked: rnd() < 0.9,
    lostEfficacy: rnd() < 0.03,
    isGift: rnd() < 0.02,
  }
})

const coupons: CouponLike[] = Array.from({ length: 20 }, (_, i) => {
  const kind = i % 3
  return {
    userCouponId: 9000 + i,
    couponType: kind === 0 ? 1 : kind === 1 ? 2 : 3,
    couponVal: kind === 1 ? pick([80, 85, 88, 90, 95]) : pick([500, 1000, 2000, 5000, 10000]),
    reachType: pick([0, 1, 1, 2]),
    reachVal: pick([0, 50, 100, 200, 2, 5]),
    periodBegin: '2024-01-01',
    periodEnd: pick(['2030-01-01', '2029-06-30', null]),
    goodsIdList: rnd() < 0.3 ? Array.from({ length: 10 }, () => 1000 + Math.floor(rnd() * 120)) : null,
  }
})

const now = new Date('2025-06-01T00:00:00+08:00') // China time (src/domain/time): never host-local new Date(y, m, d)
const activityGoods = lines.map((l, i) => ({
  goodsType: pick([1, 1, 2, 3]),
  stock: 50,
  stockFlag: i % 2,
  activity: l.activityId ? { purchaseMax: 10, hasBuyNum: i % 4, singleLimit: 5, type: 1, status: 1 } : null,
}))

/** One full pricing pass: totals, promotions, gifts of the reached tiers, coupons with best choice, quantity limits. */
function pass(): string {
  const r = priceOrder({ lines, promotions, coupons, couponSelection: 'best', now })
  let giftMsgs = 0
  for (const p of r.promotions) {
    if (!p.current) continue
    const g = p.current.giftGoodsResps ?? []
    const max = giftMaxCount(p.current.giftNum, g)
    if (validateGiftSelection(preselectGifts(g, max), max)) giftMsgs++
  }
  let maxSum = 0
  for (const g of activityGoods) maxSum += maxQuantity(g).max
  return formatOrderTotals(r).payable + giftMsgs + maxSum
}

// warm up, then time
let sink = ''
for (let i = 0; i < 300; i++) sink = pass()
const N = 3000
const times = new Float64Array(N)
const t0 = performance.now()
for (let i = 0; i < N; i++) {
  const s = performance.now()
  sink = pass()
  times[i] = performance.now() - s
}
const total = performance.now() - t0
const sorted = Array.from(times).sort((a, b) => a - b)
const q = (p: number) => sorted[Math.min(N - 1, Math.floor(p * N))]
const r = priceOrder({ lines, promotions, coupons, now })
console.log(
  `cart: ${lines.length} lines (${r.lines.filter((l) => l.included).length} paid), ${promotions.length} promotions, ${coupons.length} coupons`,
)
console.log(
  `totals: goods ${r.goodsTotalMoney.toFixed(2)}, activity -${r.activityTotalDiscountMoney.toFixed(2)}, coupon -${r.couponDiscountMoney.toFixed(2)} (${r.coupon ? `coupon ${r.coupon.coupon.userCouponId}` : 'none'}), payable ${r.payable.toFixed(2)}`,
)
console.log(
  `passes: ${N}  ops/s: ${(N / (total / 1000)).toFixed(0)}  median: ${q(0.5).toFixed(3)} ms  p99: ${q(0.99).toFixed(3)} ms  min: ${sorted[0].toFixed(3)} ms`,
)
console.log(`target < 1 ms median: ${q(0.5) < 1 ? 'met' : 'NOT met'}  (check ${sink.length})`)
