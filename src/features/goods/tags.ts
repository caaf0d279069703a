import type { GoodsCardData } from './model'

export const GIFT_TAG = '送赠品'
export const COUPON_TAG = '送优惠劵'

const truthy = (v: unknown) => v === true || Number(v) === 1

/** SPEC Widgets goods card list: 送赠品 / 送优惠劵 (the server's card tags, or the activity's full-reduction details) */
export function activityTags(goods: Pick<GoodsCardData, 'activity' | 'tags'>): string[] {
  const details = goods.activity?.fullReductionDetails || []
  const tags: string[] = (goods.tags || []).filter((t) => t === GIFT_TAG || t === COUPON_TAG)
  const add = (t: string) => !tags.includes(t) && tags.push(t)
  if (details.some((d) => truthy(d.giftFlag))) add(GIFT_TAG)
  if (details.some((d) => truthy(d.couponFlag))) add(COUPON_TAG)
  return tags
}

/** SPEC Widgets: goods types 1 to 4 show the copywriting tag */
export function copywritingTag(goods: Pick<GoodsCardData, 'type' | 'copywriting'>): string | null {
  const t = Number(goods.type)
  return t >= 1 && t <= 4 && goods.copywriting ? goods.copywriting : null
}

/** promotion copy: the goods' own, else the activity's description */
export function promotionCopy(goods: Pick<GoodsCardData, 'promotionCopy' | 'activity'>): string | null {
  return goods.promotionCopy || goods.activity?.activityDescribe || null
}

export const linePriceOf = (g: Pick<GoodsCardData, 'linePrice' | 'linedPrice'>) => g.linePrice ?? g.linedPrice
export const priceOf = (g: Pick<GoodsCardData, 'price' | 'minPrice'>) => g.price ?? g.minPrice

/** the detail page of a goods card (SPEC §2 /productionDetail) */
export function goodsDetailQuery(g: Pick<GoodsCardData, 'goodsId' | 'goodsDistributeId'>, hospitalId?: number | string) {
  return { goodsId: g.goodsId, goodsDistributeId: g.goodsDistributeId, hospitalId }
}
