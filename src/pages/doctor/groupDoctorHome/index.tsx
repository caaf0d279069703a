import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Skeleton, Tabs } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { confirm, toast } from '@/shared/platform'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { EmergencyEntry } from '@/features/content'
import {
  FIND_STUDIOS,
  GROUP_HOME_EMPTY,
  STUDIO_ENTER,
  STUDIO_QUIT,
  STUDIO_QUIT_CONFIRM,
  STUDIO_QUIT_DONE,
  StudioSections,
  TEAM_UNREAD,
  getSignedStudios,
  quitStudioGroup,
} from '@/features/doctor'
import './index.scss'

/**
 * The patient's studio team home (/groupDoctorHome, login): the studio groups they joined, one tab each, with
 * the studio's members, services and goods, the chat entry (进入患者群) and leaving the group.
 */
export default function GroupDoctorHomePage() {
  const { query } = useMemo(() => currentRoute(), [])
  const storeHospital = useAppStore((s) => s.hospitalId)
  const hospitalId = query.hospitalId || storeHospital
  const q = useQuery(['signed-studios', 'all', hospitalId], () => getSignedStudios())
  const [picked, setPicked] = useState<number | null>(query.studioId ? Number(query.studioId) : null)
  const list = q.data ?? []
  const current = list.find((s) => s.detail.studio.id === picked) ?? list[0]
  const quit = async () => {
    if (!current) return
    if (!(await confirm({ content: STUDIO_QUIT_CONFIRM }))) return
    try {
      await quitStudioGroup(current.groupId)
      toast(STUDIO_QUIT_DONE, 'success')
      setPicked(null)
      await q.reload()
    } catch (e: any) {
      toast(e?.message || '操作失败，请稍后重试')
    }
  }
  return (
    <Page
      onRefresh={q.reload}
      footer={
        current ? (
          <View className="group-home__bar">
            <Button className="group-home__quit" fill="outline" onClick={quit}>
              {STUDIO_QUIT}
            </Button>
            <Button
              className="group-home__enter"
              type="primary"
              onClick={() => navigate('/chatRoom', { groupId: current.groupId, type: 2, hospitalId })}
            >
              {current.unread ? `${STUDIO_ENTER}（${TEAM_UNREAD(current.unread)}）` : STUDIO_ENTER}
            </Button>
          </View>
        ) : undefined
      }
    >
      <View className="group-home">
        {q.error && !q.data ? (
          <StatusView kind="error" text={q.error} actionText="重新加载" onAction={q.reload} />
        ) : !q.data ? (
          <View className="doc-section">
            <Skeleton rows={6} animated />
          </View>
        ) : !current ? (
          <View className="group-home__empty">
            <StatusView kind="empty" text={GROUP_HOME_EMPTY} />
            <Button type="primary" onClick={() => navigate('/magicplatform/depIntroduce', { hospitalId })}>
              {FIND_STUDIOS}
            </Button>
          </View>
        ) : (
          <View>
            {list.length > 1 ? (
              <Tabs value={current.detail.studio.id} onChange={(v) => setPicked(Number(v))} activeType="line">
                {list.map((s) => (
                  <Tabs.TabPane key={s.groupId} value={s.detail.studio.id} title={s.groupName} />
                ))}
              </Tabs>
            ) : (
              <Text className="group-home__group">{current.groupName}</Text>
            )}
            <StudioSections detail={current.detail} hospitalId={hospitalId} />
            <EmergencyEntry />
          </View>
        )}
      </View>
    </Page>
  )
}
