import type { CSSProperties } from 'react'
import { View, Image } from '@tarojs/components'
import { getResource } from '@/features/home/api'
import { assetUrl } from '@/shared/request/assetUrl'
import { useJump } from '@/features/home/ads/jump'
import { useBlockItems } from '../context'
import type { BlockProps } from '../types'
import type { ResourceItem } from '@/features/home/model'
import { A11Y_PICTURE } from '@/domain/messages/access'

/** Floating icon group: fixed buttons at the right (iconPosition 1) or left (2), at the bottom (iconPositionType 1) or middle (2). */
export default function FloatIcons({ block }: BlockProps) {
  const s = block.settings || {}
  const { data } = useBlockItems<ResourceItem>(block.items, s.groupId, getResource)
  const { jump, dialog } = useJump()
  const list = (data || []).filter((i) => i.photo)
  if (!list.length) return null
  const left = Number(s.iconPosition) === 2
  const middle = Number(s.iconPositionType) === 2
  const size = Number(s.iconSize) > 0 ? Number(s.iconSize) : 48
  const style: CSSProperties = {
    ...(left ? { left: '12px' } : { right: '12px' }),
    ...(middle ? { top: '50%', transform: 'translateY(-50%)' } : { bottom: '140px' }),
  }
  return (
    <View className="magic-float" style={style} data-block="floatIcons">
      {list.map((it, i) => (
        <Image
          key={it.id ?? i}
          className="magic-float__icon"
          style={{ width: `${size}px`, height: `${size}px` }}
          src={assetUrl(it.photo as string)}
          mode="aspectFit"
          aria-label={it.name || A11Y_PICTURE}
          onClick={() => jump(it)}
        />
      ))}
      {dialog}
    </View>
  )
}
