import type { CSSProperties } from 'react'
import { View, Image } from '@tarojs/components'
import { getResource } from '@/features/home/api'
import { assetUrl } from '@/shared/request/assetUrl'
import { useJump } from '@/features/home/ads/jump'
import { resolveJump } from '@/domain'
import { SHELLS } from '@/shared/ui/TabBar/tabs'
import { useBlockEnv, useBlockItems } from '../context'
import type { BlockProps } from '../types'
import type { ResourceItem } from '@/features/home/model'
import { A11Y_PICTURE } from '@/domain/messages/access'

/** every tab bar's pages: a floating button that opens one repeats the tab bar under it (issue 35) */
const TAB_PATHS = new Set(Object.values(SHELLS).flatMap((tabs) => tabs.map((t) => t.path)))

/** a floating item that only repeats a tab (客服, 购物车, 首页, 我的) is not drawn: it would cover content for nothing */
export function repeatsTab(item: ResourceItem, hospitalId: number | string): boolean {
  const j = resolveJump(item, { hospitalId })
  return j.kind === 'page' && !!j.path && TAB_PATHS.has(j.path.replace(/^\/modulePage(?=\/)/, ''))
}

/**
 * Floating icon group: fixed buttons at the right (iconPosition 1) or left (2), at the bottom (iconPositionType 1) or
 * middle (2); items that repeat a tab of the tab bar are left out.
 */
export default function FloatIcons({ block }: BlockProps) {
  const s = block.settings || {}
  const { data } = useBlockItems<ResourceItem>(block.items, s.groupId, getResource)
  const { hospitalId } = useBlockEnv()
  const { jump, dialog } = useJump()
  const list = (data || []).filter((i) => i.photo && !repeatsTab(i, hospitalId))
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
