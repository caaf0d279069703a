import { Text, View } from '@tarojs/components'
import { PREGNANCY_RED_FLAGS } from '@/domain/health'
import { PREGNANCY_RED_FLAG_TITLE } from '@/domain/messages/maternity'
import { callPhone } from '@/features/content'
import { navigate } from '@/shared/routes/navigate'

/** Danger signs in pregnancy (src/domain/pregnancy): call 120, or open /emergencyLine. Never a judgement. */
export default function RedFlags() {
  return (
    <View className="mat-card mat-flags">
      <View className="mat-card__title mat-flags__title">{PREGNANCY_RED_FLAG_TITLE}</View>
      {PREGNANCY_RED_FLAGS.map((f) => (
        <View key={f} className="mat-flags__item">
          · {f}
        </View>
      ))}
      <View className="mat-flags__ops">
        <Text className="mat-flags__call" onClick={() => callPhone('120')}>
          拨打120
        </Text>
        <Text className="mat-flags__link" onClick={() => navigate('/emergencyLine')}>
          急救指引 ›
        </Text>
      </View>
    </View>
  )
}
