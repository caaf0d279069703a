import { View, Image } from '@tarojs/components'
import Carousel from '@/shared/ui/Carousel'
import { getResource } from '@/features/home/api'
import { assetUrl } from '@/shared/request/assetUrl'
import { useJump } from '@/features/home/ads/jump'
import { BANNER_DEFAULT_HEIGHT } from '@/domain/homeSizes'
import BlockBox from '../BlockBox'
import { useBlockItems } from '../context'
import type { BlockProps } from '../types'
import type { ResourceItem } from '@/features/home/model'
import { A11Y_SLIDE } from '@/domain/messages/access'

export const BANNER_AUTOPLAY = 3000

/** Banner carousel (SPEC §9: autoplay 3000 ms). */
export default function Banner({ block }: BlockProps) {
  const s = block.settings || {}
  const { data, loading } = useBlockItems<ResourceItem>(block.items, s.groupId, getResource)
  const { jump, dialog } = useJump()
  const items = (data || []).filter((i) => i.photo)
  // the placeholder while the pictures load has the carousel's height (no shift when they arrive)
  const height = `${Number(s.height) > 0 ? Number(s.height) : BANNER_DEFAULT_HEIGHT}px`
  return (
    <BlockBox kind="banner" settings={s} noTitle plain>
      {loading && !data ? (
        <View className="magic-banner__skeleton" style={{ height }} />
      ) : items.length ? (
        <Carousel
          className="magic-banner"
          autoplay={items.length > 1 && s.autoplay !== false}
          interval={BANNER_AUTOPLAY}
          loop={items.length > 1}
          indicator={items.length > 1}
          height={height}
        >
          {items.map((it, i) => (
            <View
              className="magic-banner__item"
              key={it.id ?? i}
              onClick={() => jump(it)}
              role="button"
              aria-label={it.name || A11Y_SLIDE(i + 1, items.length)}
            >
              <Image className="magic-banner__img" src={assetUrl(it.photo as string)} mode="aspectFill" />
            </View>
          ))}
        </Carousel>
      ) : null}
      {dialog}
    </BlockBox>
  )
}
