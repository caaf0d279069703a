import { useEffect, useState } from 'react'
import { View, ScrollView } from '@tarojs/components'
import RichText from '../RichText'
import { Popup, Checkbox, Button } from '@nutui/nutui-react-taro'
import './index.scss'

export const AGREEMENT_TITLE = '温馨提示'
export const AGREEMENT_CHECK_TEXT = '我已阅读并同意本协议全部内容'

export interface AgreementPopupProps {
  visible: boolean
  title?: string
  /** HTML (sanitised by the server) or plain text */
  content: string
  /** confirm way 1: the checkbox must be ticked before 确定 is enabled */
  confirmWay?: number
  confirmText?: string
  cancelText?: string
  onConfirm: () => void
  onCancel: () => void
}

/** Agreement popup (SPEC Widgets; confirm way 1 requires the checkbox). */
export default function AgreementPopup(props: AgreementPopupProps) {
  const { visible, title = AGREEMENT_TITLE, content, confirmWay, confirmText = '确定', cancelText = '取消', onConfirm, onCancel } = props
  const needCheck = Number(confirmWay) === 1
  const [checked, setChecked] = useState(false)
  useEffect(() => {
    if (!visible) setChecked(false)
  }, [visible])
  const canConfirm = !needCheck || checked
  return (
    <Popup visible={visible} position="center" round onClose={onCancel} className="agreement-popup" closeOnOverlayClick={false}>
      <View className="agreement-popup__body">
        <View className="agreement-popup__title">{title}</View>
        <ScrollView scrollY className="agreement-popup__content">
          <RichText nodes={content} />
        </ScrollView>
        {needCheck ? (
          <View className="agreement-popup__check">
            <Checkbox checked={checked} onChange={(v: boolean) => setChecked(v)} label={AGREEMENT_CHECK_TEXT} />
          </View>
        ) : null}
        <View className="agreement-popup__actions">
          <Button className="agreement-popup__btn" onClick={onCancel}>
            {cancelText}
          </Button>
          <Button className="agreement-popup__btn" type="primary" disabled={!canConfirm} onClick={() => canConfirm && onConfirm()}>
            {confirmText}
          </Button>
        </View>
      </View>
    </Popup>
  )
}
