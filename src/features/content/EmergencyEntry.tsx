import { View, Text } from '@tarojs/components'
import { navigate } from '@/shared/routes/navigate'
import { EMERGENCY_ENTRY, EMERGENCY_ENTRY_ACTION } from './texts'
import './EmergencyEntry.scss'

/**
 * A small bar that leads to /emergencyLine (emergency numbers and what to do): put it on every health page,
 * so 120 is two taps away (this bar, then the call button there).
 */
export default function EmergencyEntry({ compact }: { compact?: boolean }) {
  return (
    <View className={`emergency-entry${compact ? ' emergency-entry--compact' : ''}`} onClick={() => navigate('/emergencyLine')}>
      <Text className="emergency-entry__icon">120</Text>
      <Text className="emergency-entry__text">{EMERGENCY_ENTRY}</Text>
      <Text className="emergency-entry__action">{EMERGENCY_ENTRY_ACTION}</Text>
    </View>
  )
}
