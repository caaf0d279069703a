import { View, Text } from '@tarojs/components'
import type { ServiceOption } from '@contract/order'
import './order-widgets.scss'

export interface ServicePersonSelectorProps {
  roles: ServiceOption[]
  /** role id -> chosen person's name */
  chosenNames: Record<string, string>
  /** open the person list for a role */
  onPick: (role: ServiceOption) => void
}

/** SPEC §2 service-person selector: one row per service role (请选择{role} until chosen). */
export default function ServicePersonSelector({ roles, chosenNames, onPick }: ServicePersonSelectorProps) {
  return (
    <View className="sp-selector">
      {roles.map((role) => {
        const name = chosenNames[String(role.id)]
        return (
          <View key={role.id} className="sp-selector__row" data-role={role.id} onClick={() => onPick(role)}>
            <Text className="sp-selector__label">{role.serviceRoleName}</Text>
            <Text className={`sp-selector__value ${name ? '' : 'sp-selector__value--empty'}`}>
              {name || `请选择${role.serviceRoleName}`}
            </Text>
            <Text className="sp-selector__arrow">›</Text>
          </View>
        )
      })}
    </View>
  )
}
