import { useMemo } from 'react'
import { View } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { EmergencyEntry } from '@/features/content'
import { STUDIO_CONSULT, STUDIO_ENTER, STUDIO_JOIN, StudioSections, getStudioDetail, useStudioGroup } from '@/features/doctor'
import './index.scss'

/**
 * A studio (doctor team) (/workRoomDetail?studioId=&hospitalId=, SPEC §2): picture, name, what it is good at,
 * department and hospital, the team introduction, members with their roles, the studio's goods and the
 * consult entry; joining the studio's patient group (加入患者群: login, then its chat room).
 */
export default function WorkRoomDetailPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const storeHospital = useAppStore((s) => s.hospitalId)
  const hospitalId = query.hospitalId || storeHospital
  const q = useQuery(['studio', query.studioId], () => getStudioDetail(query.studioId), { enabled: !!query.studioId })
  const d = q.data
  const group = useStudioGroup(d?.studio.id, hospitalId)
  return (
    <Page
      title={d?.studio.name}
      onRefresh={q.reload}
      footer={
        d ? (
          <View className="studio-page__bar">
            <Button className="studio-page__join" type="primary" fill="outline" loading={group.busy} onClick={group.join}>
              {group.joined ? STUDIO_ENTER : STUDIO_JOIN}
            </Button>
            <Button
              className="studio-page__consult"
              type="primary"
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
          <StudioSections detail={d} hospitalId={hospitalId} />
          <EmergencyEntry />
        </View>
      )}
    </Page>
  )
}
