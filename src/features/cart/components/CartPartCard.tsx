import { ReactNode, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { appointFlagLabel, isDeliveryLine, isExamLine } from '@/domain'
import type { CartGroup, CartLine } from '@contract/cart'
import type { PeInfo } from '@contract/order'
import './cart.scss'

/** the tab title of a unit: the person's name from the form, else 服务人{n} */
export function unitTitle(info: PeInfo | undefined, i: number): string {
  const name = info?.filedInfo?.find((f) => f.showName?.includes('姓名'))?.value
  return name || `服务人${i + 1}`
}

/** the units of a line shown as tabs: exam info per person, or service data per unit for a service team */
function LineUnits({ line, onEdit }: { line: CartLine; onEdit?: (line: CartLine) => void }) {
  const [tab, setTab] = useState(0)
  const exam = isExamLine(line) && !isDeliveryLine(line)
  const team = isDeliveryLine(line)
  const roles = line.dealType === '02' ? line.serviceList : []
  if (!exam && !team && !roles.length) return null
  const tabs = exam ? line.peInfoList.map((p, i) => unitTitle(p, i)) : team ? line.serviceDataList.map((_, i) => `服务${i + 1}`) : []
  const info = exam ? line.peInfoList[tab] : undefined
  const data = team ? (line.serviceDataList[tab] ?? []) : []
  const flag = appointFlagLabel(info?.appointFlag)
  return (
    <View className="part-units">
      {tabs.length > 1 ? (
        <View className="part-units__tabs">
          {tabs.map((t, i) => (
            <Text key={i} className={`part-units__tab ${i === tab ? 'part-units__tab--on' : ''}`} onClick={() => setTab(i)}>
              {t}
            </Text>
          ))}
        </View>
      ) : null}
      <View className="part-units__body">
        {roles.map((r) => {
          const p = r.servicePersonList.find((x) => x.active)
          return (
            <Text key={r.id} className="part-units__kv">
              {r.serviceRoleName}：{p ? p.servicePersonName : '未选择'}
            </Text>
          )
        })}
        {exam
          ? (info?.filedInfo ?? [])
              .filter((f) => f.value)
              .slice(0, 3)
              .map((f) => (
                <Text key={f.fieldId} className="part-units__kv">
                  {f.showName}：{f.value}
                </Text>
              ))
          : null}
        {team
          ? data.map((kv) => (
              <Text key={kv.key} className="part-units__kv">
                {kv.key}：{kv.value || '待填写'}
              </Text>
            ))
          : null}
        {exam ? (
          <Text className="part-units__time">
            预约时间：{info?.appointedDate ? `${info.appointedDate} ${info.appointedTime || ''}` : '未预约'}
            {flag ? <Text className="part-units__flag">（{flag}）</Text> : null}
          </Text>
        ) : null}
      </View>
      {onEdit && (exam || roles.length) ? (
        <Text className="part-units__edit" onClick={() => onEdit(line)}>
          修改地址/服务人
        </Text>
      ) : null}
    </View>
  )
}

export interface CartPartCardProps {
  group: CartGroup
  renderLine: (line: CartLine) => ReactNode
  onEdit?: (line: CartLine) => void
}

/**
 * SPEC §2 cart part card: the institution (name and address) or service team, its lines, and per
 * service line the units as tabs (service person / team data), appointment time and 修改地址/服务人.
 */
export default function CartPartCard({ group, renderLine, onEdit }: CartPartCardProps) {
  const title = group.groupType === 1 ? '商城商品' : group.name || (group.groupType === 3 ? '服务团队' : '服务机构')
  return (
    <View className="cart-part" data-group={group.groupKey}>
      <View className="cart-part__head">
        <Text className={`cart-part__icon cart-part__icon--${group.groupType}`}>
          {group.groupType === 1 ? '店' : group.groupType === 3 ? '团' : '院'}
        </Text>
        <View className="cart-part__title">
          <Text className="cart-part__name">{title}</Text>
          {group.address ? <Text className="cart-part__addr">{group.address}</Text> : null}
        </View>
      </View>
      {group.goodsList.map((line) => (
        <View key={line.cartId} className="cart-part__line">
          {renderLine(line)}
          <LineUnits line={line} onEdit={onEdit} />
        </View>
      ))}
    </View>
  )
}
