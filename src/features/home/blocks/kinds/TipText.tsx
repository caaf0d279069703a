import { View, Text } from '@tarojs/components'
import BlockBox from '../BlockBox'
import type { BlockProps } from '../types'
import { readableTextColor } from '@/domain/contrast'

/** the default technical-support credit line (SPEC Widgets tip text) */
export const DEFAULT_TIP_TEXT = '本服务由健康商城提供技术支持'

/** Tip text block: the configured text, else the technical-support credit line. */
export default function TipText({ block }: BlockProps) {
  const s = block.settings || {}
  const text = (s.text as string) || (s.title as string) || DEFAULT_TIP_TEXT
  return (
    <BlockBox kind="tipText" settings={s} noTitle plain>
      <View className="magic-tip">
        <Text style={s.fontColor ? { color: readableTextColor(s.fontColor) } : undefined}>{text}</Text>
      </View>
    </BlockBox>
  )
}
