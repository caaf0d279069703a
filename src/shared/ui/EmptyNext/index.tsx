import type { ReactNode } from 'react'
import { View, Image, Text } from '@tarojs/components'
import { Button, Empty } from '@nutui/nutui-react-taro'
import { STATUS_IMAGES } from '../StatusView'
import './index.scss'

export interface EmptyAction {
  text: string
  onClick: () => void
  /** the filled button (at most one); the others are outlined */
  primary?: boolean
}

export interface EmptyNextProps {
  text: string
  /** a second line under the text */
  hint?: string
  /** the next steps as buttons, side by side */
  actions?: EmptyAction[]
  /** what follows the buttons: recommendations, FAQs, hot searches */
  children?: ReactNode
  /** a smaller picture (an empty part of a page, not the whole page) */
  compact?: boolean
}

/**
 * An empty page or part that offers a next step (issue 35 item 8): NutUI's Empty with the bundled picture, the
 * text, the next steps as buttons (one filled) and what follows them (recommendations, FAQs, hot searches), so
 * that an empty cart, search, coupon list or doctor list never leaves a blank screen.
 */
export default function EmptyNext({ text, hint, actions = [], children, compact }: EmptyNextProps) {
  return (
    <View className={`empty-next${compact ? ' empty-next--compact' : ''}`}>
      <Empty image={<Image className="empty-next__img" src={STATUS_IMAGES.empty} />} description={text} />
      {hint ? <Text className="empty-next__hint">{hint}</Text> : null}
      {actions.length ? (
        <View className="empty-next__actions">
          {actions.map((a) => (
            <Button key={a.text} type="primary" fill={a.primary ? 'solid' : 'outline'} className="empty-next__btn" onClick={a.onClick}>
              {a.text}
            </Button>
          ))}
        </View>
      ) : null}
      {children ? <View className="empty-next__more">{children}</View> : null}
    </View>
  )
}
