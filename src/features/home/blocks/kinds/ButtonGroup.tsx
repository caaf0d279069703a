import { View, Text, Image } from '@tarojs/components'
import { getResource } from '@/features/home/api'
import { assetUrl } from '@/shared/request/assetUrl'
import { useJump } from '@/features/home/ads/jump'
import BlockBox from '../BlockBox'
import { useBlockItems } from '../context'
import type { BlockProps } from '../types'
import type { ResourceItem } from '@/features/home/model'

/** Button group: a row of buttons (icon and name), each with its jump. */
export default function ButtonGroup({ block }: BlockProps) {
  const s = block.settings || {}
  const { data } = useBlockItems<ResourceItem>(block.items, s.groupId, getResource)
  const { jump, dialog } = useJump()
  const list = data || []
  if (!list.length) return null
  return (
    <BlockBox kind="buttonGroup" settings={s}>
      <View className="magic-buttons">
        {list.map((it, i) => (
          <View key={it.id ?? i} className="magic-buttons__btn" onClick={() => jump(it)}>
            {it.photo ? <Image className="magic-buttons__icon" src={assetUrl(it.photo)} mode="aspectFit" /> : null}
            <Text className="magic-buttons__name" style={s.fontColor ? { color: s.fontColor } : undefined}>
              {it.name}
            </Text>
          </View>
        ))}
      </View>
      {dialog}
    </BlockBox>
  )
}
