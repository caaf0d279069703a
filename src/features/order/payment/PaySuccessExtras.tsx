import { Image, Text, View } from '@tarojs/components'
import { couponValueText } from '@/domain'
import { PAY_SUCCESS_GIFT_TITLE, PAY_SUCCESS_GOODS_TITLE, payGiftReceived } from '@/domain/messages'
import { GoodsCardList } from '@/features/goods'
import { useQuery } from '@/shared/data'
import { assetUrl } from '@/shared/request'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { paySuccessGift, paySuccessPage } from './paySuccessApi'
import './payment.scss'

/** '/path?a=1&b=2' -> navigate('/path', {a, b}) (no URLSearchParams: mini-programs lack it) */
function openLink(link: string, hospitalId: number) {
  const [path, search = ''] = link.split('?')
  const query: Record<string, string> = { hospitalId: String(hospitalId) }
  for (const pair of search.split('&').filter(Boolean)) {
    const [k, v = ''] = pair.split('=')
    query[decodeURIComponent(k)] = decodeURIComponent(v)
  }
  return navigate(path, query)
}

/**
 * What the hospital configured for the pay-success page (shopConfig/paySuccessPage): a banner, a tip, the coupon
 * gift of the paid order (market/paySuccess grants it once: shown as received) and recommended goods. Nothing
 * configured: nothing shown.
 */
export default function PaySuccessExtras({ orderId }: { orderId: number | null }) {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const cfg = useQuery(['paySuccessPage', hospitalId], () => paySuccessPage()).data
  const hasGift = !!cfg?.giftCoupons.length
  const gift = useQuery(['paySuccessGift', orderId], () => paySuccessGift(orderId!), { enabled: !!orderId && hasGift }).data
  if (!cfg) return null
  return (
    <View className="pay-extras">
      {cfg.banner ? (
        <Image
          className="pay-extras__banner"
          src={assetUrl(cfg.banner.imageUrl)}
          mode="widthFix"
          onClick={() => cfg.banner?.link && openLink(cfg.banner.link, hospitalId)}
        />
      ) : null}
      {cfg.tip ? <Text className="pay-extras__tip">{cfg.tip}</Text> : null}
      {hasGift ? (
        <View className="pay-extras__gift">
          <Text className="pay-extras__title">{PAY_SUCCESS_GIFT_TITLE}</Text>
          {cfg.giftCoupons.map((c) => (
            <View key={c.couponRuleId} className="pay-extras__coupon">
              <Text className="pay-extras__coupon-val">{couponValueText(c)}</Text>
              <View className="pay-extras__coupon-body">
                <Text className="pay-extras__coupon-name">{c.couponName}</Text>
                <Text className="pay-extras__coupon-desc">{c.couponDescribe}</Text>
              </View>
            </View>
          ))}
          {gift?.coupons.length ? <Text className="pay-extras__received">{payGiftReceived(gift.coupons.length)}</Text> : null}
        </View>
      ) : null}
      {cfg.goods.length ? (
        <View className="pay-extras__goods">
          <Text className="pay-extras__title">{PAY_SUCCESS_GOODS_TITLE}</Text>
          <GoodsCardList list={cfg.goods} layout="grid" />
        </View>
      ) : null}
    </View>
  )
}
