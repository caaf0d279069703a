import { useMemo } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { assetUrl } from '@/shared/request/assetUrl'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { GoodsCardList, openGoods } from '@/features/goods'
import { EmergencyEntry } from '@/features/content'
import {
  DoctorRow,
  NO_SERVICES,
  STUDIO_CONSULT,
  STUDIO_INTRO,
  STUDIO_MEMBERS,
  STUDIO_MEMBER_NUM,
  STUDIO_SERVICES,
  getStudioDetail,
} from '@/features/doctor'
import './index.scss'

/**
 * A studio (doctor team) (/workRoomDetail?studioId=&hospitalId=, SPEC §2): picture, name, what it is good at,
 * department and hospital, the team introduction, members with their roles, the studio's goods and the
 * consult entry.
 */
export default function WorkRoomDetailPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const storeHospital = useAppStore((s) => s.hospitalId)
  const hospitalId = query.hospitalId || storeHospital
  const q = useQuery(['studio', query.studioId], () => getStudioDetail(query.studioId), { enabled: !!query.studioId })
  const d = q.data
  return (
    <Page
      title={d?.studio.name}
      onRefresh={q.reload}
      footer={
        d ? (
          <View className="studio-page__bar">
            <Button
              type="primary"
              block
              onClick={() => navigate('/chatRoom', { studioId: d.studio.id, hospitalId, type: d.studio.chronic ? 3 : 2 })}
            >
              {STUDIO_CONSULT}
            </Button>
          </View>
        ) : undefined
      }
    >
      {!query.studioId ? (
        <StatusView kind="notFound" />
      ) : q.error && !d ? (
        <StatusView kind="error" text={q.error} actionText="重新加载" onAction={q.reload} />
      ) : !d ? (
        <View className="studio-page">
          <View className="doc-section">
            <Skeleton rows={4} animated />
          </View>
          <View className="doc-section">
            <Skeleton rows={6} animated />
          </View>
        </View>
      ) : (
        <View className="studio-page">
          <View className="studio-page__head">
            <Image className="studio-page__img" src={assetUrl(d.studio.headImgUrl)} mode="aspectFill" />
            <View className="studio-page__who">
              <Text className="studio-page__name">{d.studio.name}</Text>
              <Text className="studio-page__great">{d.studio.great}</Text>
              <Text className="studio-page__meta">
                {[d.hospitalName, d.studio.departmentName, STUDIO_MEMBER_NUM(d.studio.memberNum)].filter(Boolean).join(' · ')}
              </Text>
            </View>
          </View>
          {d.studio.intro ? (
            <View className="doc-section">
              <Text className="doc-section__title">{STUDIO_INTRO}</Text>
              <Text className="doc-section__text">{d.studio.intro}</Text>
            </View>
          ) : null}
          <View className="doc-section">
            <Text className="doc-section__title">{STUDIO_MEMBERS}</Text>
            {d.members.map((m) => (
              <DoctorRow key={m.doctor.doctorId} doctor={m.doctor} extra={m.role} />
            ))}
          </View>
          <View className="doc-section studio-page__goods">
            <Text className="doc-section__title">{STUDIO_SERVICES}</Text>
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
