import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { teamLackText, teamTimeLeft, TEAM_JOIN, TEAM_OPEN_LIST_TITLE } from '@/domain'
import { useQuery } from '@/shared/data'
import { useNow } from '@/shared/ui/useNow'
import type { TeamInfo } from '@contract/browse'
import { openTeams } from '../api'
import MemberAvatar from './MemberAvatar'
import '../groupbuy.scss'

/** The product page's open teams of a running group buy (at most 3, fewest missing first), each with 去参团. Nothing when none. */
export default function OpenTeams({ activityId, goodsId, onJoin }: { activityId: number; goodsId: number; onJoin: (t: TeamInfo) => void }) {
  const q = useQuery(['openTeams', activityId, goodsId], () => openTeams({ activityId, goodsId }))
  const now = useNow(1000)
  const teams = (q.data ?? []).filter((t) => t.expireTimeMs > now.getTime()).slice(0, 3)
  if (!teams.length) return null
  return (
    <View className="gb-open">
      <Text className="gb-open__title">{TEAM_OPEN_LIST_TITLE}</Text>
      {teams.map((t) => (
        <View key={t.teamId} className="gb-open__row" data-team-id={t.teamId}>
          <MemberAvatar avatar={t.leaderAvatar} name={t.leaderName} />
          <View className="gb-open__body">
            <Text className="gb-open__name">{t.leaderName}</Text>
            <Text className="gb-open__lack">
              {teamLackText(t.lackNum)} · 剩余{teamTimeLeft(t.expireTimeMs, now.getTime()).text}
            </Text>
          </View>
          <Button size="small" type="primary" className="gb-open__join" onClick={() => onJoin(t)}>
            {TEAM_JOIN}
          </Button>
        </View>
      ))}
    </View>
  )
}
