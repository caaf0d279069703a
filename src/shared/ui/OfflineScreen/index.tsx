import { useEffect } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button, Empty } from '@nutui/nutui-react-taro'
import { blockBack } from '@/shared/platform/backGuard'
import { STATUS_IMAGES } from '../StatusView'
import './index.scss'

export const OFFLINE_TEXT = '网络已断开，请检查网络'

export interface OfflineScreenProps {
  onRefresh: () => void
}

/** Offline screen (SPEC Widgets): refresh, the back button is blocked while it shows. */
export default function OfflineScreen({ onRefresh }: OfflineScreenProps) {
  useEffect(() => blockBack(OFFLINE_TEXT), [])
  return (
    <View className="offline-screen">
      <Empty image={<Image className="offline-screen__img" src={STATUS_IMAGES.network} />} title={OFFLINE_TEXT} description="" />
      <Text className="offline-screen__hint">请检查 Wi-Fi 或移动数据是否开启</Text>
      <Button type="primary" className="offline-screen__btn" onClick={onRefresh}>
        刷新
      </Button>
    </View>
  )
}
