import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { CheckChecked, Failure, Tips, Warning } from '@nutui/icons-react-taro'
import './index.scss'

export type PromptIcon = 'success' | 'error' | 'warning' | 'info'

export interface PromptMessageProps {
  icon?: PromptIcon
  title: string
  subtitle?: string
  confirmText?: string
  onConfirm?: () => void
}

const ICONS = {
  success: <CheckChecked size={64} color="#1fbb7d" />,
  error: <Failure size={64} color="#fa2c19" />,
  warning: <Warning size={64} color="#ff9900" />,
  info: <Tips size={64} color="#4b8bf4" />,
}

/** Prompt message page: icon, title, subtitle, 确定 (SPEC Widgets). */
export default function PromptMessage({ icon = 'info', title, subtitle, confirmText = '确定', onConfirm }: PromptMessageProps) {
  return (
    <View className="prompt-message" role="alert">
      <View className="prompt-message__icon">{ICONS[icon]}</View>
      <Text className="prompt-message__title">{title}</Text>
      {subtitle ? <Text className="prompt-message__subtitle">{subtitle}</Text> : null}
      {onConfirm ? (
        <Button type="primary" block className="prompt-message__btn" onClick={onConfirm}>
          {confirmText}
        </Button>
      ) : null}
    </View>
  )
}
