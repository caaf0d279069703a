import { View, Text } from '@tarojs/components'
import { countdownTo, type DateInput } from '@/domain'

/** HH:mm:ss countdown boxes to a moment (domain countdownTo); days in front when there are any */
export default function Countdown({ to, now, label }: { to: DateInput; now: Date; label?: string }) {
  const cd = countdownTo(to, now)
  return (
    <View className="gx-countdown">
      {label ? <Text>{label}</Text> : null}
      {cd.days > 0 ? <Text>{cd.days}天</Text> : null}
      <Text className="gx-countdown__box">{cd.hh}</Text>:<Text className="gx-countdown__box">{cd.mm}</Text>:
      <Text className="gx-countdown__box">{cd.ss}</Text>
    </View>
  )
}
