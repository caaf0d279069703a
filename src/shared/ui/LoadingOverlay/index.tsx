import { View, Text } from '@tarojs/components'
import { Overlay, Loading } from '@nutui/nutui-react-taro'
import './index.scss'

export const DEFAULT_LOADING_TEXT = '加载中...'

export interface LoadingOverlayProps {
  visible: boolean
  text?: string
}

/** Full-screen loading overlay (SPEC Widgets: default text 加载中...). */
export default function LoadingOverlay({ visible, text = DEFAULT_LOADING_TEXT }: LoadingOverlayProps) {
  return (
    <Overlay visible={visible} closeOnOverlayClick={false} className="loading-overlay">
      <View className="loading-overlay__box" aria-busy="true" aria-live="polite">
        <Loading type="circular" />
        <Text className="loading-overlay__text">{text}</Text>
      </View>
    </Overlay>
  )
}
