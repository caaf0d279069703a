import { View, Text, ScrollView } from '@tarojs/components'
import './TabRow.scss'
import { ariaProps } from './a11y'

export interface TabRowProps {
  tabs: { key: string | number; title: string }[]
  active: number
  onChange: (index: number) => void
  activeColor?: string
}

/** A horizontally scrolling row of text tabs with an underline on the active one (news and best-goods tabs). */
export default function TabRow({ tabs, active, onChange, activeColor }: TabRowProps) {
  return (
    <ScrollView scrollX className="magic-tabrow">
      <View className="magic-tabrow__row" role="tablist">
        {tabs.map((t, i) => (
          <Text
            key={t.key}
            className={`magic-tabrow__tab ${i === active ? 'magic-tabrow__tab--active' : ''}`}
            style={i === active && activeColor ? { color: activeColor, borderColor: activeColor } : undefined}
            {...ariaProps('tab', { 'aria-selected': i === active })}
            onClick={() => onChange(i)}
          >
            {t.title}
          </Text>
        ))}
      </View>
    </ScrollView>
  )
}
