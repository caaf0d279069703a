import { View, Text, Image } from '@tarojs/components'
import { navigatorItemCount } from '@/domain'
import { getResource } from '@/features/home/api'
import { assetUrl } from '@/shared/request/assetUrl'
import { useJump } from '@/features/home/ads/jump'
import BlockBox from '../BlockBox'
import { useBlockItems } from '../context'
import type { BlockProps } from '../types'
import type { ResourceItem } from '@/features/home/model'

/** Block navigator (SPEC §9: 2, 4, 6, 5, 3, 3, 4 items for layouts 1-7), picture tiles with their jumps. */
export default function BlockNavigator({ block }: BlockProps) {
  const s = block.settings || {}
  const layout = Number(block.layout) >= 1 && Number(block.layout) <= 7 ? Number(block.layout) : 1
  const { data } = useBlockItems<ResourceItem>(block.items, s.groupId, getResource)
  const { jump, dialog } = useJump()
  const list = (data || []).slice(0, navigatorItemCount(layout))
  if (!list.length) return null
  return (
    <BlockBox kind="blockNav" settings={s} navigator plain>
      <View className={`magic-blocknav magic-blocknav--${layout}`} data-count={list.length}>
        {list.map((it, i) => (
          <View key={it.id ?? i} className={`magic-blocknav__cell magic-blocknav__cell--${i}`} onClick={() => jump(it)}>
            {it.photo ? <Image className="magic-blocknav__img" src={assetUrl(it.photo)} mode="aspectFill" /> : null}
            {it.name ? <Text className="magic-blocknav__name">{it.name}</Text> : null}
          </View>
        ))}
      </View>
      {dialog}
    </BlockBox>
  )
}
