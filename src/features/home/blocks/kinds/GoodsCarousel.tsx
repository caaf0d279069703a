import { View, Text, Image } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import Carousel from '@/shared/ui/Carousel'
import { paginate } from '@/domain'
import { getGroupGoods } from '@/features/home/api'
import { assetUrl } from '@/shared/request/assetUrl'
import { openGoods, priceOf, linePriceOf } from '@/features/goods'
import PriceText from '@/shared/ui/PriceText'
import { navigate } from '@/shared/routes/navigate'
import BlockBox, { MoreLink } from '../BlockBox'
import { useBlockEnv, useBlockItems } from '../context'
import type { BlockProps } from '../types'
import type { GoodsCardData } from '@/features/home/model'

export const NO_GOODS = '暂无商品'

/** a small goods tile (image, name, price) used by the carousels and the command block */
export function GoodsTile({ goods }: { goods: GoodsCardData }) {
  const { hospitalId } = useBlockEnv()
  return (
    <View className="magic-tile" onClick={() => openGoods(goods, hospitalId)} data-goods-id={goods.goodsId}>
      <View className="magic-tile__img-wrap">
        <Image className="magic-tile__img" src={assetUrl(goods.goodsUrl || '')} mode="aspectFill" lazyLoad />
      </View>
      <Text className="magic-tile__name">{goods.goodsName}</Text>
      <PriceText
        size="small"
        price={priceOf(goods)}
        linePrice={linePriceOf(goods)}
        priceShowMode={goods.priceShowMode}
        goodsPriceFlag={goods.dealTypeDto?.goodsPriceFlag}
        customCopy={goods.dealTypeDto?.customCopy}
      />
    </View>
  )
}

const TITLES: Record<string, string> = { hotProducts: '热门商品', hotServices: '热门服务', slidingGoods: '精选好物' }

/** Hot products / hot services / sliding goods carousel (SPEC §9: carousels do not auto-play), 3 tiles a slide. */
export default function GoodsCarousel({ block }: BlockProps) {
  const s = block.settings || {}
  const { hospitalId } = useBlockEnv()
  const { data, loading } = useBlockItems<GoodsCardData>(block.items, s.groupId, (g) => getGroupGoods(g))
  const slides = paginate(data || [], 3)
  const more = s.showMoreBtn === true || Number(s.showMoreBtn) === 1
  return (
    <BlockBox
      kind={block.type}
      settings={s}
      title={TITLES[block.type] || '推荐商品'}
      extra={more ? <MoreLink onClick={() => navigate('/magicplatform/bestGoodList', { groupId: s.groupId, hospitalId })} /> : null}
    >
      {loading && !data ? (
        <Skeleton rows={3} animated />
      ) : slides.length ? (
        <Carousel className="magic-carousel" indicator={slides.length > 1} height="186px">
          {slides.map((page, i) => (
            <View className="magic-tiles magic-tiles--3" key={i}>
              {page.map((g) => (
                <GoodsTile key={`${g.goodsId}-${g.goodsDistributeId ?? ''}`} goods={g} />
              ))}
            </View>
          ))}
        </Carousel>
      ) : (
        <View className="magic-empty">{NO_GOODS}</View>
      )}
    </BlockBox>
  )
}
