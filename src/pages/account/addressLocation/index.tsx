import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { useLocationPick } from '@/features/address-person'
import { back } from '@/shared/routes/navigate'
import { getLocation, toast } from '@/shared/platform'
import type { GeoPoint } from '@/shared/platform'
import '@/features/address-person/account-pages.scss'

/**
 * SPEC §2 /webAddressEditLocation: no map SDK is bundled, so this page gets the position through the
 * platform adapter (getLocation) and lets the patient type the place; the text goes back to the
 * address form as the detail address.
 */
export default function AddressLocationPage() {
  const [point, setPoint] = useState<GeoPoint | null>(null)
  const [locError, setLocError] = useState('')
  const [text, setText] = useState('')
  useEffect(() => {
    getLocation().then(setPoint, (e) => setLocError((e as Error)?.message || '定位失败'))
  }, [])
  const use = () => {
    if (!text.trim()) return toast('请输入详细地址')
    useLocationPick.getState().pick({ name: '', address: text.trim(), latitude: point?.latitude, longitude: point?.longitude })
    back()
  }
  return (
    <Page>
      <View className="ax-page loc-page">
        <Text className="ax-note">当前版本暂不提供地图选点，请在下方填写街道、小区或楼栋，我们会将其填入详细地址。</Text>
        <View className="ax-loc">
          <Text className="ax-loc__name">当前位置</Text>
          <Text className="ax-loc__addr loc-page__point">
            {point ? `纬度 ${point.latitude.toFixed(5)}，经度 ${point.longitude.toFixed(5)}` : locError || '定位中...'}
          </Text>
        </View>
        <View className="ax-loc">
          <Text className="ax-loc__name">详细地址</Text>
          <Input className="loc-page__input" placeholder="如：XX路XX号XX小区X栋" value={text} onChange={setText} maxLength={100} />
        </View>
        <View style={{ padding: '10px 16px' }}>
          <Button block type="primary" className="loc-page__use" onClick={use}>
            使用该地址
          </Button>
        </View>
      </View>
    </Page>
  )
}
