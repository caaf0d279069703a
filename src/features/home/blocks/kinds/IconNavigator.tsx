import type { CSSProperties } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import Carousel from '@/shared/ui/Carousel'
import { iconPages, iconPageSize } from '@/domain'
import { ICON_DEFAULT_SIZE, ICON_INDICATOR_HEIGHT, ICON_ROW_HEIGHT, ICON_ROW_HEIGHT_NO_NAME } from '@/domain/homeSizes'
import { getResource } from '@/features/home/api'
import { assetUrl } from '@/shared/request/assetUrl'
import { useJump } from '@/features/home/ads/jump'
import BlockBox from '../BlockBox'
import { useBlockItems } from '../context'
import type { BlockProps } from '../types'
import type { ResourceItem } from '@/features/home/model'

const isOn = (v: unknown) => v === true || Number(v) === 1

/**
 * Icon navigator (SPEC Widgets): swipe pages of 8 icons with at least 8 items, else 4 (domain iconPages);
 * optional title as text or image; background colour or image; optional hidden item names.
 */
export default function IconNavigator({ block }: BlockProps) {
  const s = block.settings || {}
  const { data, loading } = useBlockItems<ResourceItem>(block.items, s.groupId, getResource)
  const { jump, dialog } = useJump()
  const items = data || []
  const pages = iconPages(items)
  const size = iconPageSize(items.length)
  const hideName = isOn(s.hideName)
  // sizes shared with the server's first screen (src/domain/homeShell.ts): each row has its fixed height
  const icon = Number(s.iconSize) > 0 ? Number(s.iconSize) : ICON_DEFAULT_SIZE
  const iconStyle: CSSProperties = { width: `${icon}px`, height: `${icon}px` }
  const rows = size === 8 ? 2 : 1
  const rowHeight = hideName ? ICON_ROW_HEIGHT_NO_NAME : ICON_ROW_HEIGHT
  const itemStyle: CSSProperties = { height: `${rowHeight}px`, marginBottom: 0 }
  const page = (list: ResourceItem[], i: number) => (
    <View className="magic-icons__page" key={i} data-page-size={list.length}>
      {list.map((it, j) => (
        <View className="magic-icons__item" key={it.id ?? j} style={itemStyle} onClick={() => jump(it)}>
          <Image className="magic-icons__img" style={iconStyle} src={assetUrl(it.photo || '')} mode="aspectFit" />
          {!hideName && it.name ? (
            <Text className="magic-icons__name" style={s.fontColor ? { color: s.fontColor } : undefined}>
              {it.name}
            </Text>
          ) : null}
        </View>
      ))}
    </View>
  )
  return (
    <BlockBox kind="iconNav" settings={s} navigator>
      {loading && !data ? (
        <Skeleton rows={2} animated />
      ) : pages.length > 1 ? (
        <Carousel className="magic-icons" indicator height={`${rowHeight * rows + ICON_INDICATOR_HEIGHT}px`}>
          {pages.map((p, i) => page(p, i))}
        </Carousel>
      ) : pages.length ? (
        <View className="magic-icons">{page(pages[0], 0)}</View>
      ) : null}
      {dialog}
    </BlockBox>
  )
}
