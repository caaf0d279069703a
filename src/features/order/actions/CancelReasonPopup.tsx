import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Popup, Radio } from '@nutui/nutui-react-taro'
import { CANCEL_ORDER_REASONS } from '@/domain'
import { toast } from '@/shared/platform'

export const CANCEL_REASON_REQUIRED = '请选择取消原因'

export interface CancelReasonPopupProps {
  visible: boolean
  onClose: () => void
  onConfirm: (reason: string) => void
}

/** SPEC §9 cancel-order reasons: 价格贵 / 余额不足 / 暂时不需要 / 其他; one must be chosen. */
export default function CancelReasonPopup({ visible, onClose, onConfirm }: CancelReasonPopupProps) {
  const [reason, setReason] = useState('')
  useEffect(() => {
    if (visible) setReason('')
  }, [visible])
  const submit = () => {
    if (!reason) return toast(CANCEL_REASON_REQUIRED)
    onConfirm(reason)
  }
  return (
    <Popup visible={visible} position="bottom" round closeable onClose={onClose} className="cancel-popup">
      <View className="cancel-popup__box">
        <Text className="cancel-popup__title">取消订单</Text>
        <Text className="cancel-popup__sub">请选择取消订单的原因</Text>
        <Radio.Group value={reason} onChange={(v) => setReason(String(v))} className="cancel-popup__group">
          {CANCEL_ORDER_REASONS.map((r) => (
            <View key={r} className="cancel-popup__row">
              <Radio value={r} className="cancel-popup__reason">
                {r}
              </Radio>
            </View>
          ))}
        </Radio.Group>
        <View className="cancel-popup__btns">
          <Button className="cancel-popup__keep" fill="outline" onClick={onClose}>
            暂不取消
          </Button>
          <Button className="cancel-popup__confirm" type="primary" onClick={submit}>
            确定取消
          </Button>
        </View>
      </View>
    </Popup>
  )
}
