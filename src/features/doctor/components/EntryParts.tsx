import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Skeleton, Tabs } from '@nutui/nutui-react-taro'
import type { EntryHome } from '@contract/studio'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { isLoggedInUser, useUserStore } from '@/shared/store'
import { GoodsCardList, openGoods } from '@/features/goods'
import DoctorRow from './DoctorRow'
import StudioRow from './StudioRow'
import StudioSections from './StudioSections'
import { loginAndReturn, useStudioGroup } from './useStudioGroup'
import {
  getChronicGroupGoods,
  getChronicGroups,
  getDepartments,
  getFollowUpPlan,
  getSignDoctors,
  getSignedStudios,
  queryDoctors,
} from '../api'
import * as T from '../texts'
import '../doctor.scss'
import './studio.scss'

type Own = 'chronic' | 'consult' | 'studioDoctor' | 'studioDigit' | 'studioBeauty'

const Loading = () => (
  <View className="doc-section">
    <Skeleton rows={3} animated />
  </View>
)

/** 我的签约团队: the chronic studio groups the patient is in, else the chronic teams they can join */
function MyTeams({ hospitalId }: { hospitalId: number | string }) {
  const loggedIn = useUserStore((s) => isLoggedInUser(s.userInfo))
  const mine = useQuery(['signed-studios', 'chronic', loggedIn, hospitalId], () => getSignedStudios(true), { enabled: loggedIn })
  const teams = useQuery(['sign-doctors', hospitalId], () => getSignDoctors())
  const studios = [...new Map((teams.data ?? []).map((d) => [d.studio.id, d.studio])).values()]
  return (
    <View className="doc-section entry-part__teams">
      <Text className="doc-section__title">{T.MY_TEAMS}</Text>
      {!loggedIn ? (
        <View className="entry-part__login">
          <Text className="doc-section__text">{T.MY_TEAMS_LOGIN}</Text>
          <Button size="small" type="primary" onClick={loginAndReturn}>
            {T.LOGIN_NOW}
          </Button>
        </View>
      ) : mine.data === undefined ? (
        <Skeleton rows={2} animated />
      ) : mine.data.length ? (
        mine.data.map((s) => (
          <View key={s.groupId}>
            <StudioRow studio={s.detail.studio} hospitalId={hospitalId} tag={s.unread ? T.TEAM_UNREAD(s.unread) : undefined} />
            <View className="entry-part__team-bar">
              <Button
                size="small"
                fill="outline"
                type="primary"
                onClick={() => navigate('/chatRoom', { groupId: s.groupId, type: 2, hospitalId })}
              >
                {T.STUDIO_ENTER}
              </Button>
            </View>
          </View>
        ))
      ) : (
        <Text className="doc-section__text">{T.MY_TEAMS_EMPTY}</Text>
      )}
      {(!loggedIn || (mine.data && !mine.data.length)) && studios.length ? (
        <View className="entry-part__sign">
          <Text className="doc-section__title">{T.SIGN_TEAMS}</Text>
          {studios.map((s) => (
            <StudioRow key={s.id} studio={s} hospitalId={hospitalId} />
          ))}
        </View>
      ) : null}
    </View>
  )
}

/** 我的随访计划 (login; a visitor sees the login line of MyTeams) */
function FollowUpPlan() {
  const loggedIn = useUserStore((s) => isLoggedInUser(s.userInfo))
  const plan = useQuery(['follow-up', loggedIn], () => getFollowUpPlan(), { enabled: loggedIn })
  if (!loggedIn) return null
  return (
    <View className="doc-section entry-part__plans">
      <Text className="doc-section__title">{T.FOLLOW_UP}</Text>
      {plan.data === undefined ? (
        <Skeleton rows={2} animated />
      ) : plan.data.length ? (
        plan.data.map((p) => (
          <View key={p.id} className="entry-part__plan">
            <Text className="entry-part__plan-date">{p.planDate}</Text>
            <View className="entry-part__plan-text">
              <Text className="entry-part__plan-title">{p.title}</Text>
              <Text className="entry-part__plan-studio">{p.studioName}</Text>
            </View>
            <Text className={`entry-part__plan-status ${p.status === 'done' ? 'entry-part__plan-status--done' : ''}`}>
              {p.status === 'done' ? T.FOLLOW_UP_DONE : T.FOLLOW_UP_TODO}
            </Text>
          </View>
        ))
      ) : (
        <Text className="doc-section__text">{T.FOLLOW_UP_EMPTY}</Text>
      )}
    </View>
  )
}

/** 慢病好物: the chronic goods groups as tabs, each with its goods */
function ChronicGoods({ hospitalId }: { hospitalId: number | string }) {
  const groups = useQuery(['chronic-groups', hospitalId], () => getChronicGroups())
  const [picked, setPicked] = useState<number | null>(null)
  const current = picked ?? groups.data?.[0]?.id ?? null
  const goods = useQuery(['chronic-goods', current], () => getChronicGroupGoods(current as number), { enabled: current !== null })
  if (groups.data && !groups.data.length) return null
  return (
    <View className="doc-section studio-sections__goods entry-part__goods">
      <Text className="doc-section__title">{T.CHRONIC_GOODS}</Text>
      {groups.data && groups.data.length > 1 ? (
        <Tabs value={current ?? undefined} onChange={(v) => setPicked(Number(v))} activeType="line" className="entry-part__group-tabs">
          {groups.data.map((g) => (
            <Tabs.TabPane key={g.id} value={g.id} title={g.name.replace(/工作室$/, '')} />
          ))}
        </Tabs>
      ) : null}
      {goods.data ? <GoodsCardList list={goods.data.list} onClick={(g) => openGoods(g, hospitalId)} /> : <Skeleton rows={3} animated />}
    </View>
  )
}

/** the consult entry: departments (to the department page) and doctors to ask */
function ConsultPart({ hospitalId }: { hospitalId: number | string }) {
  const deps = useQuery(['departments', hospitalId], () => getDepartments())
  const doctors = useQuery(['ask-doctors', hospitalId], () => queryDoctors({ pageNum: 1, pageSize: 6 }))
  return (
    <View>
      <View className="doc-section">
        <Text className="doc-section__title">{T.ASK_DEPARTMENTS}</Text>
        {deps.data ? (
          <View className="entry-part__deps">
            {deps.data.slice(0, 7).map((d) => (
              <View
                key={d.id}
                className="entry-part__dep"
                onClick={() => navigate('/magicplatform/depIntroduce', { departmentId: d.id, hospitalId })}
              >
                <Text className="entry-part__dep-name">{d.departmentName}</Text>
              </View>
            ))}
            <View className="entry-part__dep" onClick={() => navigate('/magicplatform/depIntroduce', { hospitalId })}>
              <Text className="entry-part__dep-name">{T.ALL_DEPARTMENTS}</Text>
            </View>
          </View>
        ) : (
          <Skeleton rows={2} animated />
        )}
      </View>
      <View className="doc-section">
        <Text className="doc-section__title">{T.ASK_DOCTORS}</Text>
        {doctors.data ? doctors.data.list.map((d) => <DoctorRow key={d.doctorId} doctor={d} />) : <Skeleton rows={4} animated />}
      </View>
    </View>
  )
}

/** a studio entry: the entry's studio (team, services, goods) and joining its patient group */
function StudioPart({ home, hospitalId }: { home: EntryHome; hospitalId: number | string }) {
  const studio = home.studio
  const g = useStudioGroup(studio?.studio.id, hospitalId)
  if (!studio) return null
  return (
    <View className="entry-part__studio">
      <StudioSections detail={studio} hospitalId={hospitalId} />
      <View className="doc-section">
        <Button type="primary" block loading={g.busy} onClick={g.join}>
          {g.joined ? T.STUDIO_ENTER : T.STUDIO_JOIN}
        </Button>
      </View>
    </View>
  )
}

/**
 * What an entry's home adds to its page-builder blocks (SPEC §1; issue 14 item 3): the chronic home its signed team,
 * follow-up plan and chronic goods; the consult home departments and doctors to ask; the studio homes their studio.
 */
export default function EntryPart({ entry, home, hospitalId }: { entry: Own; home: EntryHome | undefined; hospitalId: number | string }) {
  if (entry === 'chronic')
    return (
      <View className="entry-part entry-part--chronic">
        <MyTeams hospitalId={hospitalId} />
        <FollowUpPlan />
        <ChronicGoods hospitalId={hospitalId} />
      </View>
    )
  if (entry === 'consult')
    return (
      <View className="entry-part entry-part--consult">
        <ConsultPart hospitalId={hospitalId} />
      </View>
    )
  if (!home) return <Loading />
  return (
    <View className="entry-part entry-part--studio">
      <StudioPart home={home} hospitalId={hospitalId} />
    </View>
  )
}
