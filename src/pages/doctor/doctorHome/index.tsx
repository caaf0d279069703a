import { useEffect, useMemo } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import PriceText from '@/shared/ui/PriceText'
import { useQuery } from '@/shared/data'
import { assetUrl } from '@/shared/request/assetUrl'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { sessionStore } from '@/shared/platform'
import { useAppStore } from '@/shared/store'
import { GoodsCardList, openGoods } from '@/features/goods'
import { EmergencyEntry } from '@/features/content'
import { CONSULT, CONSULT_FREE, INTRO, NO_SERVICES, SERVICES, SPECIALITIES, STUDIOS, StudioRow, getDoctorDetail } from '@/features/doctor'
import './index.scss'

/**
 * The doctor home (/doctorHome?doctorId=&hospitalId=, SPEC §2 Content, doctors): photo, title from the
 * doctor_title dictionary, every department, hospital, specialities, introduction, the studios the doctor
 * belongs to, their service goods and the consult entry. A share link (§3 Doctor share: doctorId, discount)
 * keeps the doctor id in session storage (§6: attached to cart payment).
 */
export default function DoctorHomePage() {
  const { query } = useMemo(() => currentRoute(), [])
  const storeHospital = useAppStore((s) => s.hospitalId)
  const hospitalId = query.hospitalId || storeHospital
  const q = useQuery(['doctor', query.doctorId], () => getDoctorDetail(query.doctorId), { enabled: !!query.doctorId })
  useEffect(() => {
    if (query.doctorId && query.discount !== undefined) sessionStore.setItem('doctorId', String(query.doctorId))
  }, [query.doctorId, query.discount])
  const d = q.data
  const doctor = d?.doctor
  return (
    <Page
      title={doctor ? doctor.doctorName : undefined}
      onRefresh={q.reload}
      footer={
        doctor ? (
          <View className="doctor-home__bar">
            <View className="doctor-home__price">
              {doctor.consultPrice > 0 ? (
                <PriceText price={doctor.consultPrice} />
              ) : (
                <Text className="doctor-home__free">{CONSULT_FREE}</Text>
              )}
            </View>
            <Button
              type="primary"
              className="doctor-home__consult"
              onClick={() => navigate('/chatRoom', { doctorId: doctor.doctorId, hospitalId, type: 1 })}
            >
              {CONSULT}
            </Button>
          </View>
        ) : undefined
      }
    >
      {!query.doctorId ? (
        <StatusView kind="notFound" />
      ) : q.error && !d ? (
        <StatusView kind="error" text={q.error} actionText="重新加载" onAction={q.reload} />
      ) : !d || !doctor ? (
        <View className="doctor-home">
          <View className="doc-section">
            <Skeleton rows={3} animated />
          </View>
          <View className="doc-section">
            <Skeleton rows={5} animated />
          </View>
        </View>
      ) : (
        <View className="doctor-home">
          <View className="doctor-home__head">
            <Image className="doctor-home__photo" src={assetUrl(doctor.coverUrl || '')} mode="aspectFill" />
            <View className="doctor-home__who">
              <View>
                <Text className="doctor-home__name">{doctor.doctorName}</Text>
                {doctor.doctorTitleName ? <Text className="doctor-home__title">{doctor.doctorTitleName}</Text> : null}
              </View>
              <Text className="doctor-home__hospital">{doctor.hospitalName}</Text>
              <View className="doctor-home__deps">
                {d.departments.map((dep) => (
                  <Text
                    key={dep.id}
                    className="doctor-home__dep"
                    onClick={() => navigate('/magicplatform/depIntroduce', { departmentId: dep.id, hospitalId })}
                  >
                    {dep.departmentName}
                  </Text>
                ))}
              </View>
            </View>
          </View>

          {d.specialities.length ? (
            <View className="doc-section">
              <Text className="doc-section__title">{SPECIALITIES}</Text>
              <View className="doc-tags">
                {d.specialities.map((s) => (
                  <Text key={s} className="doc-tags__item">
                    {s}
                  </Text>
                ))}
              </View>
            </View>
          ) : null}

          {doctor.intro ? (
            <View className="doc-section">
              <Text className="doc-section__title">{INTRO}</Text>
              <Text className="doc-section__text">{doctor.intro}</Text>
            </View>
          ) : null}

          {d.studios.length ? (
            <View className="doc-section">
              <Text className="doc-section__title">{STUDIOS}</Text>
              {d.studios.map(({ studio, role }) => (
                <StudioRow key={studio.id} studio={studio} hospitalId={hospitalId} tag={role} />
              ))}
            </View>
          ) : null}

          <View className="doc-section doctor-home__goods">
            <Text className="doc-section__title">{SERVICES}</Text>
            {d.goods.length ? (
              <GoodsCardList list={d.goods} onClick={(g) => openGoods(g, hospitalId)} />
            ) : (
              <Text className="doc-section__text">{NO_SERVICES}</Text>
            )}
          </View>
          <EmergencyEntry />
        </View>
      )}
    </Page>
  )
}
