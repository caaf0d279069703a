import { ReactNode } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Tag } from '@nutui/nutui-react-taro'
import { formatPrice, priceDisplay, TAG_COUPON, TAG_GIFT } from '@/domain'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import type { GoodsCard } from '@contract/browse'
import '../activity.scss'

export interface GoodsRowProps {
  goods: Pick<GoodsCard, 'goodsId' | 'goodsDistributeId' | 'goodsName' | 'goodsUrl' | 'price'> & Partial<GoodsCard>
  /** price to show instead of goods.price (e.g. the activity price) */
  price?: number | string | null
  /** under the price: status, progress, a button */
  extra?: ReactNode
  onClick?: () => void
  hospitalId?: number | string
}

/** A goods row of the activity lists: image, name, sell point, tags, price (or custom copy) and line price. */
export default function GoodsRow({ goods, price, extra, onClick, hospitalId }: GoodsRowProps) {
  const shown = priceDisplay({
    price: price ?? goods.price,
    priceShowMode: goods.priceShowMode,
    goodsPriceFlag: goods.dealTypeDto?.goodsPriceFlag,
    customCopy: goods.dealTypeDto?.customCopy,
  })
  const line = goods.linedPrice
  const details = goods.activity?.fullReductionDetails || []
  const tags = goods.tags || []
  const gift = tags.includes(TAG_GIFT) || details.some((d) => Number(d.giftFlag) === 1)
  const coupon = tags.includes(TAG_COUPON) || details.some((d) => Number(d.couponFlag) === 1)
  const open =
    onClick ||
    (() =>
      navigate('/productionDetail', {
        goodsId: goods.goodsId,
        goodsDistributeId: goods.goodsDistributeId,
        ...(hospitalId ? { hospitalId } : {}),
      }))
  return (
    <View className="goods-row" onClick={open}>
      <Image className="goods-row__img" src={goods.goodsUrl ? assetUrl(goods.goodsUrl) : ''} mode="aspectFill" lazyLoad />
      <View className="goods-row__info">
        <Text className="goods-row__name">{goods.goodsName}</Text>
        {goods.sellPoint ? <Text className="goods-row__sell">{goods.sellPoint}</Text> : null}
        {gift || coupon || goods.copywriting ? (
          <View className="goods-row__tags">
            {gift ? (
              <Tag type="danger" plain className="goods-row__tag">
                {TAG_GIFT}
              </Tag>
            ) : null}
            {coupon ? (
              <Tag type="danger" plain className="goods-row__tag">
                {TAG_COUPON}
              </Tag>
            ) : null}
            {goods.copywriting && Number(goods.type) >= 1 && Number(goods.type) <= 4 ? (
              <Tag type="warning" plain className="goods-row__tag">
                {goods.copywriting}
              </Tag>
            ) : null}
          </View>
        ) : null}
        <View className="goods-row__bottom">
          <View className="goods-row__prices">
            {shown.kind === 'price' ? (
              <Text className="goods-row__price">
                <Text className="goods-row__yen">¥</Text>
                {shown.text}
              </Text>
            ) : shown.kind === 'copy' ? (
              <Text className="goods-row__copy">{shown.text}</Text>
            ) : null}
            {shown.kind === 'price' && Number(line) > 0 ? <Text className="goods-row__line">¥{formatPrice(line)}</Text> : null}
          </View>
          {extra ? (
            <View className="goods-row__extra" onClick={(e) => e.stopPropagation?.()}>
              {extra}
            </View>
          ) : null}
        </View>
      </View>
    </View>
  )
}
