import { View, Text } from '@tarojs/components'
import {
  activityCardMessage,
  activityStatus,
  activityStatusLabel,
  countdownTo,
  formatPrice,
  plainNumber,
  linePriceValue,
  type ActivityPeriod,
  type ActivityCardInput,
} from '@/domain'
import { useNow } from '@/shared/ui/useNow'
import '../activity.scss'

export interface ActivityBannerProps {
  activity: ActivityPeriod &
    ActivityCardInput & {
      type?: number | null
      activityName?: string | null
      activityPrice?: number | string | null
      activityDiscountPrice?: number | string | null
    }
  /** the goods' normal price (struck through next to the activity price) */
  price?: number | string | null
  /** price hidden (priceShowMode 1) */
  hidePrice?: boolean
  /** fixed time (tests); the banner ticks every second otherwise */
  now?: Date
}

const TYPE_NAMES: Record<number, string> = { 1: '限时秒杀', 2: '拼团', 3: '限时折扣' }

/**
 * SPEC §4 activity banner of the detail page: activity price, status (未开始 / 进行中 / 已结束) from
 * the period, a countdown to the start or the end, and the card message (活动商品已售罄 / 已达可购买上限).
 */
export default function ActivityBanner({ activity, price, hidePrice, now: fixedNow }: ActivityBannerProps) {
  const ticking = useNow(1000)
  const now = fixedNow ?? ticking
  const status = activityStatus(activity, now)
  const message = activityCardMessage(activity)
  const target = status === 1 ? activity.periodBegin : activity.periodEnd
  const cd = countdownTo(target, now)
  const actPrice = linePriceValue({
    price: price ?? 0,
    activity,
    activityPrice: activity.activityPrice,
    activityDiscountPrice: activity.activityDiscountPrice,
  })
  const name = activity.activityName || TYPE_NAMES[Number(activity.type)] || '活动'
  return (
    <View className={`activity-banner activity-banner--s${status} ${message ? 'activity-banner--blocked' : ''}`} data-status={status}>
      <View className="activity-banner__left">
        <Text className="activity-banner__name">{name}</Text>
        {!hidePrice ? (
          <View className="activity-banner__price">
            <Text className="activity-banner__yen">¥</Text>
            <Text className="activity-banner__num">{formatPrice(actPrice)}</Text>
            {price !== undefined && price !== null && plainNumber(actPrice) !== plainNumber(Number(price) || 0) ? (
              <Text className="activity-banner__old">¥{formatPrice(price)}</Text>
            ) : null}
          </View>
        ) : null}
      </View>
      <View className="activity-banner__right">
        <Text className="activity-banner__status">{message || activityStatusLabel(status)}</Text>
        {status !== 3 && !message && target ? (
          <View className="activity-banner__countdown">
            <Text className="activity-banner__cd-label">{status === 1 ? '距开始' : '距结束'}</Text>
            {cd.days > 0 ? <Text className="activity-banner__cd-days">{cd.days}天</Text> : null}
            <Text className="activity-banner__cd-box">{cd.hh}</Text>:<Text className="activity-banner__cd-box">{cd.mm}</Text>:
            <Text className="activity-banner__cd-box">{cd.ss}</Text>
          </View>
        ) : null}
      </View>
    </View>
  )
}
