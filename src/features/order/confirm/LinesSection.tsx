import { View, Text, Image } from '@tarojs/components'
import { formatPrice, isDeliveryLine } from '@/domain'
import type { PriceRes } from '@contract/cart'
import type { ServiceOption } from '@contract/order'
import type { ServicePerson } from '@contract/account'
import type { PeInfoDraft } from './ExamUnitsEditor'
import ServicePersonSelector from './ServicePersonSelector'
import { isUnitLine, lineKey, type Line } from './model'

export interface LinesSectionProps {
  lines: Line[]
  price: PriceRes | null
  units: Record<string, PeInfoDraft[]>
  roles: Record<string, Record<string, number>>
  persons: ServicePerson[]
  /** a service role of a line to choose its person for */
  onPickRole: (line: Line, role: ServiceOption) => void
  /** the exam units of a line to fill (person, rule form, appointment, add-ons) */
  onEditUnits: (line: Line) => void
}

/** the order's lines: institution, goods and price, delivery data, service persons per role, exam units filled */
export default function LinesSection({ lines, price, units, roles, persons, onPickRole, onEditUnits }: LinesSectionProps) {
  return (
    <View className="confirm__card">
      {lines.map((l) => {
        const k = lineKey(l)
        const list = units[k] ?? []
        const done = list.filter((u) => u?.examPersonId).length
        const inst = l.peInfoList?.[0]?.serviceInstitution
        const pl = price?.lines.find((p) => p.cartId === l.cartId)
        return (
          <View key={k} className="confirm__line" data-line={k}>
            {inst ? (
              <View className="confirm__inst">
                <Text className="confirm__inst-name">{inst.name}</Text>
                <Text className="confirm__inst-addr">{inst.address}</Text>
              </View>
            ) : null}
            <View className="confirm__goods">
              <Image className="confirm__img" src={l.goodsUrl} mode="aspectFill" />
              <View className="confirm__goods-body">
                <Text className="confirm__name">{l.goodsName}</Text>
                {l.skuName ? <Text className="confirm__sku">{l.skuName}</Text> : null}
                <View className="confirm__price-row">
                  <Text className="confirm__price">¥{formatPrice(pl ? pl.actualPrice : l.actualPrice)}</Text>
                  <Text className="confirm__num">x{l.goodsNum}</Text>
                </View>
              </View>
            </View>
            {isDeliveryLine(l)
              ? (l.serviceDataList[0] ?? []).map((kv) => (
                  <Text key={kv.key} className="confirm__kv">
                    {kv.key}：{kv.value}
                  </Text>
                ))
              : null}
            {l.dealType === '02' && l.serviceList.length ? (
              <ServicePersonSelector
                roles={l.serviceList}
                chosenNames={Object.fromEntries(
                  l.serviceList.map((r) => {
                    const id = roles[k]?.[String(r.id)]
                    return [
                      String(r.id),
                      id
                        ? (persons.find((p) => p.id === id)?.name ?? '')
                        : (r.servicePersonList.find((p) => p.active)?.servicePersonName ?? ''),
                    ]
                  }),
                )}
                onPick={(role) => onPickRole(l, role)}
              />
            ) : null}
            {isUnitLine(l) ? (
              <View className="confirm__units" onClick={() => onEditUnits(l)}>
                <Text className="confirm__units-label">服务人信息</Text>
                <Text className={`confirm__units-value ${done ? '' : 'confirm__units-value--empty'}`}>
                  {done
                    ? `已填写${done}/${Math.max(1, l.goodsNum)}位${list[0]?.appointedDate ? `，${list[0].appointedDate} ${list[0].appointedTime}` : ''}`
                    : '请填写服务人信息'}
                </Text>
                <Text className="confirm__arrow">›</Text>
              </View>
            ) : null}
          </View>
        )
      })}
    </View>
  )
}
