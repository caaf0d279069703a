import { View, Image } from '@tarojs/components'
import { getResource } from '@/features/home/api'
import { assetUrl } from '@/shared/request/assetUrl'
import { useJump } from '@/features/home/ads/jump'
import BlockBox from '../BlockBox'
import { useBlockItems } from '../context'
import type { BlockProps } from '../types'
import type { ResourceItem } from '@/features/home/model'
import { A11Y_PICTURE } from '@/domain/messages/access'

/** Image list: configured pictures one under another (showType 2: two a row), each with its jump. */
export default function ImageList({ block }: BlockProps) {
  const s = block.settings || {}
  const { data } = useBlockItems<ResourceItem>(block.items, s.groupId, getResource)
  const { jump, dialog } = useJump()
  const items = (data || []).filter((i) => i.photo)
  if (!items.length) return null
  return (
    <BlockBox kind="imageList" settings={s} plain>
      <View className={`magic-images magic-images--${Number(s.showType) === 2 ? 2 : 1}`}>
        {items.map((it, i) => (
          <Image
            key={it.id ?? i}
            className="magic-images__img"
            src={assetUrl(it.photo as string)}
            mode="widthFix"
            aria-label={it.name || A11Y_PICTURE}
            onClick={() => jump(it)}
          />
        ))}
      </View>
      {dialog}
    </BlockBox>
  )
}
