import { formatPrice, TAG_COUPON, TAG_GIFT, trimNumber } from '@/domain'
import type { PromotionActivity } from '@contract/browse'

/** one line per full-reduction tier: 满300.00元减30.00元 / 满500.00元享8折 (+ 送赠品、送优惠劵) */
export function tierLines(p: Pick<PromotionActivity, 'fullReductionDetailList'>): string[] {
  return (p.fullReductionDetailList || []).map((t) => {
    const base =
      Number(t.type) === 2
        ? `满${trimNumber(t.totalAmount)}元享${trimNumber(t.amount)}折`
        : `满${trimNumber(t.totalAmount)}元减${formatPrice(t.amount).replace(/\.00$/, '')}元`
    const extra = [(t.giftGoodsResps || []).length ? TAG_GIFT : '', (t.giftCouponRespList || []).length ? TAG_COUPON : ''].filter(Boolean)
    return extra.length ? `${base}，${extra.join('、')}` : base
  })
}
