import { View, Text, Image } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import {
  CALL,
  EmergencyEntry,
  HOSPITAL_ADDRESS,
  HOSPITAL_DEPARTMENTS,
  HOSPITAL_EMERGENCY,
  HOSPITAL_HOURS,
  HOSPITAL_INTRO,
  HOSPITAL_PHONE,
  HOSPITAL_TRAFFIC,
  OPEN_MAP,
  QUALIFICATIONS,
  callPhone,
  getHospitalDetail,
  openMap,
} from '@/features/content'
import './index.scss'

/** The hospital page (/hospitalDetail): cover, level, introduction, address with a map link, phones, hours, traffic, departments. */
export default function HospitalDetailPage() {
  const q = useQuery(['hospitalDetail'], getHospitalDetail)
  const h = q.data
  return (
    <Page title={h?.shortName} onRefresh={q.reload}>
      {q.error && !h ? (
        <StatusView kind="error" text={q.error} actionText="重新加载" onAction={q.reload} />
      ) : !h ? (
        <View className="hd-page">
          <View className="hd-card">
            <Skeleton rows={8} animated />
          </View>
        </View>
      ) : (
        <View className="hd-page">
          <Image className="hd-cover" src={assetUrl(h.coverUrl)} mode="aspectFill" />
          <View className="hd-card hd-head">
            <Image className="hd-head__logo" src={assetUrl(h.logoUrl)} mode="aspectFit" />
            <View className="hd-head__text">
              <Text className="hd-head__name">{h.name}</Text>
              {h.level ? <Text className="hd-head__level">{h.level}</Text> : null}
            </View>
          </View>

          <View className="hd-card">
            <View
              className="hd-line"
              onClick={() => openMap({ latitude: h.latitude, longitude: h.longitude, name: h.name, address: h.address })}
            >
              <View className="hd-line__text">
                <Text className="hd-line__label">{HOSPITAL_ADDRESS}</Text>
                <Text className="hd-line__value">{h.address}</Text>
              </View>
              <Text className="hd-line__action">{OPEN_MAP}</Text>
            </View>
            <View className="hd-line" onClick={() => callPhone(h.phone)}>
              <View className="hd-line__text">
                <Text className="hd-line__label">{HOSPITAL_PHONE}</Text>
                <Text className="hd-line__value">{h.phone}</Text>
              </View>
              <Text className="hd-line__action">{CALL}</Text>
            </View>
            {h.emergencyPhone ? (
              <View className="hd-line" onClick={() => callPhone(h.emergencyPhone)}>
                <View className="hd-line__text">
                  <Text className="hd-line__label">{HOSPITAL_EMERGENCY}</Text>
                  <Text className="hd-line__value hd-line__value--red">{h.emergencyPhone}</Text>
                </View>
                <Text className="hd-line__action hd-line__action--red">{CALL}</Text>
              </View>
            ) : null}
            {h.outpatientHours ? (
              <View className="hd-line">
                <View className="hd-line__text">
                  <Text className="hd-line__label">{HOSPITAL_HOURS}</Text>
                  <Text className="hd-line__value">{h.outpatientHours}</Text>
                </View>
              </View>
            ) : null}
          </View>

          <EmergencyEntry />

          {h.intro ? (
            <View className="hd-card">
              <Text className="hd-card__title">{HOSPITAL_INTRO}</Text>
              <Text className="hd-card__text">{h.intro}</Text>
            </View>
          ) : null}
          {h.traffic ? (
            <View className="hd-card">
              <Text className="hd-card__title">{HOSPITAL_TRAFFIC}</Text>
              <Text className="hd-card__text">{h.traffic}</Text>
            </View>
          ) : null}

          <View className="hd-card">
            <Text className="hd-card__title">{HOSPITAL_DEPARTMENTS}</Text>
            <View className="hd-deps">
              {h.departments.map((d) => (
                <View
                  key={d.id}
                  className="hd-deps__item"
                  onClick={() => navigate('/magicplatform/depIntroduce', { departmentId: d.id, hospitalId: h.hospitalId })}
                >
                  <Image className="hd-deps__icon" src={assetUrl(d.iconUrl)} mode="aspectFit" />
                  <Text className="hd-deps__name">{d.departmentName}</Text>
                </View>
              ))}
            </View>
          </View>

          <View className="hd-card hd-line" onClick={() => navigate('/qualifications', { hospitalId: h.hospitalId })}>
            <Text className="hd-line__label hd-line__label--strong">{QUALIFICATIONS}</Text>
            <Text className="hd-line__action">›</Text>
          </View>
        </View>
      )}
    </Page>
  )
}
