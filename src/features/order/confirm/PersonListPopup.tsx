import { View, Text } from '@tarojs/components'
import { Popup, Button } from '@nutui/nutui-react-taro'
import { ADD_SERVICE_PERSON, CLOSE, NO_SERVICE_PERSON, maskIdNumber, maskPhone } from '@/domain'
import type { ServicePerson } from '@contract/account'
import './order-widgets.scss'

export interface PersonListPopupProps {
  visible: boolean
  persons: ServicePerson[]
  /** the chosen person's id (highlighted) */
  selectedId?: number | null
  title?: string
  onSelect: (person: ServicePerson) => void
  onClose: () => void
  /** 添加服务人; without it the footer is 关闭 (adding disabled) */
  onAdd?: () => void
}

/**
 * SPEC §2 person-list bottom popup: first character of the name as avatar, name, phone (masked),
 * sex, age, marital status, ID number (masked); empty text 暂无服务人信息，请添加; footer 添加服务人
 * (or 关闭 when adding is disabled).
 */
export default function PersonListPopup({
  visible,
  persons,
  selectedId,
  title = '选择服务人',
  onSelect,
  onClose,
  onAdd,
}: PersonListPopupProps) {
  return (
    <Popup visible={visible} position="bottom" round closeable title={title} onClose={onClose} className="person-popup" zIndex={1100}>
      <View className="person-popup__list">
        {persons.length === 0 ? <Text className="person-popup__empty">{NO_SERVICE_PERSON}</Text> : null}
        {persons.map((p) => (
          <View
            key={p.id}
            className={`person-item ${selectedId === p.id ? 'person-item--on' : ''}`}
            data-id={p.id}
            onClick={() => onSelect(p)}
          >
            <View className="person-item__avatar">
              <Text>{p.firstChar || (p.name || '').slice(0, 1)}</Text>
            </View>
            <View className="person-item__body">
              <View className="person-item__row">
                <Text className="person-item__name">{p.name}</Text>
                <Text className="person-item__phone">{maskPhone(p.phone)}</Text>
                {p.defaultUse === 0 ? <Text className="person-item__tag">默认</Text> : null}
              </View>
              <View className="person-item__row person-item__meta">
                <Text>{p.sexStr || (p.sex === 1 ? '男' : '女')}</Text>
                <Text>{p.age}岁</Text>
                <Text>{p.maritalStatusStr || (p.maritalStatus === 1 ? '已婚' : '未婚')}</Text>
              </View>
              <Text className="person-item__id">身份证 {maskIdNumber(p.idNumber)}</Text>
            </View>
            {selectedId === p.id ? <Text className="person-item__check">✓</Text> : null}
          </View>
        ))}
      </View>
      <View className="person-popup__footer">
        {onAdd ? (
          <Button type="primary" block className="person-popup__add" onClick={onAdd}>
            {ADD_SERVICE_PERSON}
          </Button>
        ) : (
          <Button block className="person-popup__close" onClick={onClose}>
            {CLOSE}
          </Button>
        )}
      </View>
    </Popup>
  )
}
