import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button, Skeleton, Tag } from '@nutui/nutui-react-taro'
import {
  formatBusiness,
  formatPrice,
  teamLeftTip,
  teamStatusAt,
  teamStatusText,
  teamTimeLeft,
  TEAM_FAILED_TIP,
  TEAM_INVITE,
  TEAM_JOIN,
  TEAM_PAGE_EMPTY,
  TEAM_PENDING_TIP,
  TEAM_SHARE_COPIED,
  TEAM_STATUS,
  TEAM_SUCCESS_TIP,
} from '@/domain'
import { useQuery } from '@/shared/data'
import { useNow } from '@/shared/ui/useNow'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { assetUrl } from '@/shared/request/assetUrl'
import { enableShare, toast } from '@/shared/platform'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore, useUserStore } from '@/shared/store'
import { currentRoute } from '@/shared/routes/current'
import type { TeamInfo, TeamMember } from '@contract/browse'
import { teamById, teamByOrder } from '../api'
import MemberAvatar from './MemberAvatar'
import TeamBuySheet, { type TeamBuyTarget } from './TeamBuySheet'
import '../groupbuy.scss'

interface TeamView {
  team: TeamInfo
  members: TeamMember[]
  activityName: string
  goodsName: string
  goodsUrl: string
  goodsType: number
  teamPrice: number
  shareLink: string
  /** the viewer's own order in this team (from orderId) */
  mine: { orderId: number; refunded: boolean } | null
}

async function load(orderId: number, teamId: number): Promise<TeamView> {
  if (orderId) {
    const r = await teamByOrder(orderId)
    return { ...r, goodsType: 1, mine: { orderId: r.orderId, refunded: r.refunded } }
  }
  const r = await teamById(teamId)
  const g = r.activity.goods.find((x) => x.goodsId === r.team.goodsId)
  return {
    team: r.team,
    members: r.members,
    activityName: r.activity.activityName,
    goodsName: g?.goodsName ?? '',
    goodsUrl: g?.goodsUrl ?? '',
    goodsType: Number(g?.goodsType ?? 1),
    teamPrice: Number(g?.teamPrice ?? 0),
    shareLink: `/groupBuy?teamId=${r.team.teamId}&hospitalId=${useAppStore.getState().hospitalId}`,
    mine: null,
  }
}

/**
 * The group page (/groupBuy?orderId= after paying, or ?teamId= from a shared link): the goods at the team price,
 * the members (leader first, empty seats for the missing), the time left, the status (forming, succeeded, failed
 * and refunded), 邀请好友参团 (share) for a member and 去参团 for anyone else while places are free.
 */
export default function TeamScreen() {
  const { query } = currentRoute()
  const orderId = Number(query.orderId) || 0
  const teamId = Number(query.teamId) || 0
  const hospitalId = useAppStore((s) => s.hospitalId)
  const q = useQuery(['team', orderId, teamId], () => load(orderId, teamId))
  const now = useNow(1000)
  const [buy, setBuy] = useState<TeamBuyTarget | null>(null)
  const v = q.data

  if (!orderId && !teamId)
    return (
      <Page>
        <StatusView kind="notFound" text={TEAM_PAGE_EMPTY} />
      </Page>
    )
  if (q.error && !v)
    return (
      <Page onRefresh={q.reload}>
        <StatusView kind="error" text={q.error} actionText="重新加载" onAction={q.reload} />
      </Page>
    )
  if (!v)
    return (
      <Page onRefresh={q.reload}>
        <View className="gb-team">
          <Skeleton rows={6} animated />
        </View>
      </Page>
    )

  const t = v.team
  const status = teamStatusAt({ status: t.teamStatus, expireAtMs: t.expireTimeMs }, now.getTime())
  const left = teamTimeLeft(t.expireTimeMs, now.getTime())
  const seats: Array<TeamMember | null> = [...v.members, ...Array.from({ length: Math.max(0, t.needNum - v.members.length) }, () => null)]
  const share = async () => {
    try {
      const mode = await enableShare({
        title: `${teamLeftTip(t.lackNum)}：${v.goodsName}`,
        path: v.shareLink,
        imageUrl: v.goodsUrl ? assetUrl(v.goodsUrl) : undefined,
      })
      if (mode === 'copied') toast(TEAM_SHARE_COPIED)
    } catch (e) {
      toast((e as Error).message || '分享失败')
    }
  }
  const join = () => {
    if (!useUserStore.getState().isLoggedIn()) {
      useUserStore.getState().setLoginRedirectUrl(currentRoute().url)
      return navigate('/login', { hospitalId })
    }
    setBuy({
      activityId: t.activityId,
      goodsId: t.goodsId,
      ...(t.skuId ? { skuId: t.skuId } : {}),
      goodsName: v.goodsName,
      teamPrice: v.teamPrice,
      needsAddress: v.goodsType === 1,
      teamId: t.teamId,
    })
  }

  return (
    <Page onRefresh={q.reload} title="拼团详情">
      <View className="gb-team" data-team-status={status}>
        <View className="gb-goods" onClick={() => navigate('/productionDetail', { hospitalId, goodsId: t.goodsId })}>
          {v.goodsUrl ? (
            <Image className="gb-goods__img" src={assetUrl(v.goodsUrl)} mode="aspectFill" />
          ) : (
            <View className="gb-goods__img" />
          )}
          <View className="gb-goods__body">
            <Text className="gb-goods__name">{v.goodsName}</Text>
            <Tag type="danger" className="gb-goods__tag">{`${t.needNum}人团`}</Tag>
            <Text className="gb-goods__price">¥{formatPrice(v.teamPrice)}</Text>
          </View>
        </View>

        <View className="gb-card">
          <Text className={`gb-status gb-status--${status}`}>{teamStatusText(status)}</Text>
          {status === TEAM_STATUS.FORMING ? (
            <>
              <Text className="gb-tip">{teamLeftTip(t.lackNum)}</Text>
              <Text className="gb-left">
                剩余 <Text className="gb-left__time">{left.text}</Text> 结束
              </Text>
              <Text className="gb-expire">{`截止 ${formatBusiness(t.expireTimeMs, 'YYYY-MM-DD HH:mm')}`}</Text>
            </>
          ) : null}
          {status === TEAM_STATUS.PENDING ? <Text className="gb-tip">{TEAM_PENDING_TIP}</Text> : null}
          {status === TEAM_STATUS.SUCCEEDED ? <Text className="gb-tip">{TEAM_SUCCESS_TIP}</Text> : null}
          {status === TEAM_STATUS.FAILED && v.mine?.refunded ? <Text className="gb-tip">{TEAM_FAILED_TIP}</Text> : null}

          <View className="gb-seats">
            {seats.map((m, i) => (
              <View key={i} className={`gb-seat${m ? '' : ' gb-seat--empty'}`}>
                {m ? <MemberAvatar avatar={m.avatar} name={m.name} /> : <View className="gb-avatar gb-avatar--none">?</View>}
                {m?.leader ? <Text className="gb-seat__badge">团长</Text> : null}
                <Text className="gb-seat__name">{m ? m.name : '待参团'}</Text>
              </View>
            ))}
          </View>

          {status === TEAM_STATUS.FORMING && v.mine ? (
            <Button type="primary" block className="gb-action" onClick={share}>
              {TEAM_INVITE}
            </Button>
          ) : null}
          {status === TEAM_STATUS.FORMING && !v.mine && t.lackNum > 0 ? (
            <Button type="primary" block className="gb-action" onClick={join}>
              {TEAM_JOIN}
            </Button>
          ) : null}
          {v.mine ? (
            <Text className="gb-link" onClick={() => navigate('/orderDetail', { hospitalId, orderId: v.mine!.orderId })}>
              查看订单
            </Text>
          ) : null}
        </View>
        <Text className="gb-activity">{v.activityName}</Text>
      </View>
      <TeamBuySheet target={buy} onClose={() => setBuy(null)} />
    </Page>
  )
}
