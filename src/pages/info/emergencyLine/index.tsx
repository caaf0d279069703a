import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { useQuery } from '@/shared/data'
import { EMERGENCY_NUMBERS, FIRST_AID } from '@/domain/emergency'
import {
  CALL,
  EMERGENCY_CALL_120,
  EMERGENCY_FIRST_AID_TITLE,
  EMERGENCY_HOSPITAL,
  EMERGENCY_NOTE,
  EMERGENCY_NUMBERS_TITLE,
  callPhone,
  getHospitalDetail,
} from '@/features/content'
import './index.scss'

/**
 * Emergency line (/emergencyLine): the 120 button first, the public emergency numbers, the hospital's own
 * emergency phone when it loads, and what to do while waiting. The guidance is in the app (src/domain/emergency),
 * so the page works without the network.
 */
export default function EmergencyLinePage() {
  const hospital = useQuery(['hospitalDetail'], getHospitalDetail)
  const own = hospital.data?.emergencyPhone
  return (
    <Page>
      <View className="em-page">
        <View className="em-hero">
          <Button type="danger" size="large" block className="em-hero__call" onClick={() => callPhone('120')}>
            {EMERGENCY_CALL_120}
          </Button>
          <Text className="em-hero__note">{EMERGENCY_NOTE}</Text>
        </View>

        <View className="em-card">
          <Text className="em-card__title">{EMERGENCY_NUMBERS_TITLE}</Text>
          {EMERGENCY_NUMBERS.map((n) => (
            <View key={n.number} className="em-num" onClick={() => callPhone(n.number)}>
              <Text className={`em-num__number${n.number === '120' ? ' em-num__number--red' : ''}`}>{n.number}</Text>
              <View className="em-num__text">
                <Text className="em-num__name">{n.name}</Text>
                <Text className="em-num__when">{n.when}</Text>
              </View>
              <Text className="em-num__call">{CALL}</Text>
            </View>
          ))}
          {own ? (
            <View className="em-num" onClick={() => callPhone(own)}>
              <Text className="em-num__number em-num__number--small">{own}</Text>
              <View className="em-num__text">
                <Text className="em-num__name">
                  {EMERGENCY_HOSPITAL} · {hospital.data?.shortName}
                </Text>
                <Text className="em-num__when">{hospital.data?.address}</Text>
              </View>
              <Text className="em-num__call">{CALL}</Text>
            </View>
          ) : null}
        </View>

        <View className="em-card">
          <Text className="em-card__title">{EMERGENCY_FIRST_AID_TITLE}</Text>
          {FIRST_AID.map((g) => (
            <View key={g.title} className="em-guide">
              <Text className="em-guide__title">{g.title}</Text>
              <Text className="em-guide__signs">{g.signs}</Text>
              {g.steps.map((s, i) => (
                <View key={s} className="em-guide__step">
                  <Text className="em-guide__no">{i + 1}</Text>
                  <Text className="em-guide__text">{s}</Text>
                </View>
              ))}
            </View>
          ))}
        </View>
      </View>
    </Page>
  )
}
