import { View, Text, Image } from '@tarojs/components'
import type { GoodsCardData } from '../model'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import PriceText from '@/shared/ui/PriceText'
import { activityTags, copywritingTag, goodsDetailQuery, linePriceOf, priceOf, promotionCopy } from '../tags'
import './goods.scss'

export interface GoodsCardProps {
  goods: GoodsCardData
  /** row: image left (lists); column: image on top (grids, carousels) */
  layout?: 'row' | 'column'
  onClick?: (g: GoodsCardData) => void
}

/** opens /productionDetail?goodsId=..&goodsDistributeId=.. */
export function openGoods(g: GoodsCardData, hospitalId: number | string) {
  return navigate('/productionDetail', goodsDetailQuery(g, hospitalId))
}

/** Goods card (SPEC Widgets "Goods card list"). */
export default function GoodsCard({ goods, layout = 'row', onClick }: GoodsCardProps) {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const tags = activityTags(goods)
  const copy = copywritingTag(goods)
  const promo = promotionCopy(goods)
  return (
    <View
      className={`goods-card goods-card--${layout}`}
      onClick={() => (onClick ? onClick(goods) : openGoods(goods, hospitalId))}
      data-goods-id={goods.goodsId}
    >
      <View className="goods-card__img-wrap">
        {goods.goodsUrl ? (
          <Image className="goods-card__img" src={assetUrl(goods.goodsUrl)} mode="aspectFill" lazyLoad />
        ) : (
          <View className="goods-card__img goods-card__img--none" />
        )}
      </View>
      <View className="goods-card__body">
        {copy ? (
          <View className="goods-card__copy-row">
            <Text className="goods-card__copy">{copy}</Text>
          </View>
        ) : null}
        <Text className="goods-card__name">{goods.goodsName}</Text>
        {goods.sellPoint ? <Text className="goods-card__sell">{goods.sellPoint}</Text> : null}
        {tags.length || promo ? (
          <View className="goods-card__tags">
            {tags.map((t) => (
              <Text key={t} className="goods-card__tag">
                {t}
              </Text>
            ))}
            {promo ? <Text className="goods-card__promo">{promo}</Text> : null}
          </View>
        ) : null}
        <PriceText
          price={priceOf(goods)}
          linePrice={linePriceOf(goods)}
          priceShowMode={goods.priceShowMode}
          goodsPriceFlag={goods.dealTypeDto?.goodsPriceFlag}
          customCopy={goods.dealTypeDto?.customCopy}
        />
      </View>
    </View>
  )
}
