/** /editPickupInfo: who picks the goods up (name, phone, note); kept for the confirm page, then back */
import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { PICKUP_INFO_KEY, type PickupInfo } from './model'
import { isValidName, validatePhone } from '@/domain'
import { sessionStore, toast } from '@/shared/platform'
import { back } from '@/shared/routes/navigate'
import './confirm.scss'
import './pickup-info.scss'

export default function PickupInfoScreen() {
  const saved = sessionStore.getItem<PickupInfo>(PICKUP_INFO_KEY)
  const [name, setName] = useState(saved?.recvName ?? '')
  const [phone, setPhone] = useState(saved?.contactNumber ?? '')
  const [note, setNote] = useState(saved?.pickUpMarkInfo ?? '')
  const save = () => {
    const n = name.replace(/\s/g, '')
    if (!n) return toast('请输入提货人姓名')
    if (!isValidName(n)) return toast('提货人姓名不允许特殊字符')
    const pm = validatePhone(phone.trim())
    if (pm) return toast(pm)
    sessionStore.setItem(PICKUP_INFO_KEY, { recvName: n, contactNumber: phone.trim(), pickUpMarkInfo: note.trim() })
    back()
  }
  return (
    <Page>
      <View className="confirm__card pickup">
        <View className="pickup__row">
          <Text className="pickup__label">提货人</Text>
          <Input
            className="pickup__input"
            name="recvName"
            maxlength={20}
            value={name}
            placeholder="请输入提货人姓名"
            onInput={(e) => setName(String(e.detail.value))}
          />
        </View>
        <View className="pickup__row">
          <Text className="pickup__label">手机号</Text>
          <Input
            className="pickup__input"
            name="contactNumber"
            type="number"
            maxlength={11}
            value={phone}
            placeholder="请输入手机号"
            onInput={(e) => setPhone(String(e.detail.value))}
          />
        </View>
        <View className="pickup__row">
          <Text className="pickup__label">备注</Text>
          <Input
            className="pickup__input"
            name="pickUpMarkInfo"
            maxlength={50}
            value={note}
            placeholder="选填，如预计到店时间"
            onInput={(e) => setNote(String(e.detail.value))}
          />
        </View>
      </View>
      <View className="pickup__actions">
        <Button type="primary" block onClick={save}>
          保存
        </Button>
      </View>
    </Page>
  )
}
