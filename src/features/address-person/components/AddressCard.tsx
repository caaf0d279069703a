import { View, Text } from '@tarojs/components'
import type { RecvAddress } from '@contract/account'
import { maskPhone, regionText } from '@/domain'
import './address.scss'

export interface AddressCardProps {
  address: RecvAddress
  onClick?: () => void
  onEdit?: () => void
  onDelete?: () => void
  active?: boolean
}

/** one receiver address: name, masked phone, default tag, region and detail */
export default function AddressCard({ address: a, onClick, onEdit, onDelete, active }: AddressCardProps) {
  return (
    <View className={`address-card ${active ? 'address-card--active' : ''}`} data-address-id={a.id}>
      <View className="address-card__main" onClick={onClick}>
        <View className="address-card__row">
          <Text className="address-card__name">{a.recvName}</Text>
          <Text className="address-card__phone">{maskPhone(a.contactNumber)}</Text>
          {a.defaultUse === 0 ? <Text className="address-card__tag app-chip">默认</Text> : null}
        </View>
        <Text className="address-card__region">{regionText(a)}</Text>
        <Text className="address-card__detail">{a.recvAddress}</Text>
      </View>
      {onEdit || onDelete ? (
        <View className="address-card__ops">
          {onEdit ? (
            <Text className="address-card__op address-card__edit" onClick={onEdit}>
              编辑
            </Text>
          ) : null}
          {onDelete ? (
            <Text className="address-card__op address-card__del" onClick={onDelete}>
              删除
            </Text>
          ) : null}
        </View>
      ) : null}
    </View>
  )
}
