import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './TitleBlock.scss'

export interface TitleBlockProps {
  title: string
  subtitle?: string | null
  intro?: string | null
  /** shown below (e.g. a rich-text intro) */
  children?: ReactNode
  /** extra classes of the box (e.g. the page's card class) */
  className?: string
}

/** A page's heading card: the title, a coloured subtitle and a short intro (hospital landings, choose a service). */
export default function TitleBlock({ title, subtitle, intro, children, className }: TitleBlockProps) {
  return (
    <View className={`title-block${className ? ` ${className}` : ''}`}>
      <Text className="title-block__title">{title}</Text>
      {subtitle ? <Text className="title-block__sub">{subtitle}</Text> : null}
      {intro ? <Text className="title-block__intro">{intro}</Text> : null}
      {children}
    </View>
  )
}
