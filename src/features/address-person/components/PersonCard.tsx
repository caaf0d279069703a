import { View, Text } from '@tarojs/components'
import './person.scss'
import type { ServicePerson } from '@contract/account'
import { maskIdNumber, maskPhone } from '@/domain'

export interface PersonCardProps {
  person: ServicePerson
  onClick?: () => void
  onEdit?: () => void
  onDelete?: () => void
  onSetDefault?: () => void
  /** highlighted (the chosen one) */
  active?: boolean
}

/** a person of the list: avatar with the first character, name, sex, age, marital status, masked phone and ID number, default tag */
export default function PersonCard({ person: p, onClick, onEdit, onDelete, onSetDefault, active }: PersonCardProps) {
  return (
    <View className={`person-card ${active ? 'person-card--active' : ''}`} data-person-id={p.id}>
      <View className="person-card__main" onClick={onClick}>
        <View className="person-card__avatar">{p.firstChar || p.name.slice(0, 1)}</View>
        <View className="person-card__info">
          <View className="person-card__row">
            <Text className="person-card__name">{p.name}</Text>
            <Text className="person-card__meta">{[p.sexStr, `${p.age}岁`, p.maritalStatusStr].filter(Boolean).join(' · ')}</Text>
            {p.defaultUse === 0 ? <Text className="person-card__tag app-chip">默认</Text> : null}
          </View>
          <Text className="person-card__line person-card__phone">手机号 {maskPhone(p.phone)}</Text>
          <Text className="person-card__line person-card__id">身份证 {maskIdNumber(p.idNumber)}</Text>
        </View>
      </View>
      {onEdit || onDelete || onSetDefault ? (
        <View className="person-card__ops">
          {onSetDefault ? (
            <Text
              className={`person-card__op person-card__default ${p.defaultUse === 0 ? 'person-card__op--on' : ''}`}
              onClick={p.defaultUse === 0 ? undefined : onSetDefault}
            >
              {p.defaultUse === 0 ? '默认服务人' : '设为默认'}
            </Text>
          ) : (
            <Text />
          )}
          <View className="person-card__op-right">
            {onEdit ? (
              <Text className="person-card__op person-card__edit" onClick={onEdit}>
                编辑
              </Text>
            ) : null}
            {onDelete ? (
              <Text className="person-card__op person-card__del" onClick={onDelete}>
                删除
              </Text>
            ) : null}
          </View>
        </View>
      ) : null}
    </View>
  )
}
