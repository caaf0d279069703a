import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Popup, Button } from '@nutui/nutui-react-taro'
import { validateServiceRoles, type ServiceOption } from '@/domain'
import { toast } from '@/shared/platform'
import './sku.scss'

export interface BuySelectPopupProps {
  visible: boolean
  /** the price line (already formatted, or custom copy) */
  priceText?: string
  options: ServiceOption[]
  onCancel: () => void
  /** role id → chosen person name, once every role is chosen */
  onConfirm: (chosen: Record<string, string>) => void
}

/**
 * SPEC §2 buy-select popup: price, one row of service persons per role, 取消 and 确定. Every role must
 * be chosen before confirming (请选择{role name}, domain validateServiceRoles keyed by role id).
 */
export default function BuySelectPopup({ visible, priceText, options, onCancel, onConfirm }: BuySelectPopupProps) {
  const initial = () => {
    const out: Record<string, string> = {}
    for (const o of options) {
      const active = (o.servicePersonList || []).find((p) => p.active)
      if (active?.servicePersonName) out[String(o.id)] = active.servicePersonName
    }
    return out
  }
  const [chosen, setChosen] = useState<Record<string, string>>(initial)
  useEffect(() => {
    if (visible) setChosen(initial())
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the choice resets when the popup opens or its options change, not on every render's new initial()
  }, [visible, options])

  const confirm = () => {
    const message = validateServiceRoles(options, chosen)
    if (message) return toast(message)
    onConfirm(chosen)
  }
  return (
    <Popup visible={visible} position="bottom" round onClose={onCancel} className="buy-select">
      <View className="buy-select__head">
        <Text className="buy-select__title">选择服务人员</Text>
        {priceText ? <Text className="buy-select__price">{priceText}</Text> : null}
      </View>
      <View className="buy-select__body">
        {options.map((o) => (
          <View key={String(o.id)} className="buy-select__role">
            <Text className="buy-select__role-name">{o.serviceRoleName}</Text>
            <View className="sku-popup__values">
              {(o.servicePersonList || []).map((p) => {
                const name = String(p.servicePersonName || '')
                const on = chosen[String(o.id)] === name
                return (
                  <Text
                    key={name}
                    className={`sku-popup__value buy-select__person ${on ? 'sku-popup__value--on' : ''}`}
                    onClick={() => setChosen((c) => ({ ...c, [String(o.id)]: on ? '' : name }))}
                  >
                    {name}
                  </Text>
                )
              })}
              {(o.servicePersonList || []).length === 0 ? <Text className="buy-select__none">暂无可选服务人员</Text> : null}
            </View>
          </View>
        ))}
      </View>
      <View className="buy-select__foot">
        <Button className="buy-select__cancel" onClick={onCancel}>
          取消
        </Button>
        <Button type="primary" className="buy-select__confirm" onClick={confirm}>
          确定
        </Button>
      </View>
    </Popup>
  )
}
