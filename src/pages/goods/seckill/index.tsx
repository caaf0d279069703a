import { useCallback, useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Tabs, Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { GoodsRow, Countdown, seckillItemState } from '@/features/activity'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { useNow } from '@/shared/ui/useNow'
import { activityStatus, activityStatusLabel } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { secKillGoods } from '@/features/goods'
import type { SecKillGoods, SecKillSession } from '@contract/browse'
import '@/shared/ui/styles/promo-lists.scss'

function hhmm(s: string) {
  const m = /(\d{1,2}):(\d{2})/.exec(s || '')
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : s
}

/** SPEC §2 /seckill (all sessions) and /specialSeckill (?activityId= one session): tabs by session, countdown, per-item status. */
export default function SeckillPage() {
  const { query, path } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const activityId = Number(query.activityId) || undefined
  const [sessions, setSessions] = useState<SecKillSession[] | null>(null)
  const [offset, setOffset] = useState(0)
  const [active, setActive] = useState<number | null>(null)
  const tick = useNow(1000)
  const now = new Date(tick.getTime() + offset)

  const load = useCallback(async () => {
    try {
      const list = await secKillGoods(activityId ? { activityId } : {})
      setSessions(list || [])
      if (list && list[0]?.serverTime) setOffset(list[0].serverTime - Date.now())
      setActive((cur) =>
        cur !== null && list.some((s) => s.activityId === cur)
          ? cur
          : (list.find((s) => activityStatus(s) === 2)?.activityId ?? list[0]?.activityId ?? null),
      )
    } catch {
      setSessions((s) => s || [])
    }
  }, [activityId])
  useEffect(() => {
    load()
  }, [load])

  const session = sessions?.find((s) => s.activityId === active) || null
  const goodsState = usePagedList<SecKillGoods>([sessions, active], async () =>
    sessions === null ? { list: [], total: 0 } : session ? session.goods : [],
  )
  const status = session ? activityStatus(session, now) : null
  const listState = sessions === null ? { ...goodsState, loading: true, items: [] as SecKillGoods[] } : goodsState

  return (
    <Page onRefresh={load} title={path === '/specialSeckill' && session ? session.activityName : undefined}>
      <View className="gx-fill seckill">
        <View className="gx-hero">
          <Text className="gx-hero__title">{session?.activityName || '限时秒杀'}</Text>
          {session && status !== 3 ? (
            <View className="gx-hero__row">
              <Text className="gx-hero__sub">{status === 1 ? '本场未开始' : '本场进行中'}</Text>
              <Countdown
                to={status === 1 ? session.periodBegin : session.periodEnd}
                now={now}
                label={status === 1 ? '距开始 ' : '距结束 '}
              />
            </View>
          ) : session ? (
            <Text className="gx-hero__sub">本场已结束</Text>
          ) : null}
        </View>
        {sessions && sessions.length > 1 ? (
          <Tabs value={active ?? undefined} onChange={(v) => setActive(Number(v))} className="seckill__tabs" activeType="line">
            {sessions.map((s) => (
              <Tabs.TabPane
                key={s.activityId}
                value={s.activityId}
                title={`${hhmm(s.periodBegin)} ${activityStatusLabel(activityStatus(s, now))}`}
              />
            ))}
          </Tabs>
        ) : null}
        <View className="gx-grow">
          <InfiniteList
            state={listState}
            emptyText="暂无秒杀商品"
            renderItem={(g) => {
              const st = session ? seckillItemState(session, g, now) : null
              return (
                <GoodsRow
                  key={g.goodsId}
                  goods={g}
                  price={g.activityPrice}
                  hospitalId={hospitalId}
                  extra={
                    st ? (
                      <View className={`seckill__item seckill__item--s${st.status}`} data-state={st.soldOut ? 'soldout' : st.status}>
                        {st.status === 2 && !st.soldOut ? (
                          <>
                            <View className="gx-progress">
                              <View className="gx-progress__bar" style={{ width: `${Math.min(100, Math.max(0, g.soldPercent || 0))}%` }} />
                            </View>
                            <Text className="gx-progress-text">已抢{g.soldPercent || 0}%</Text>
                          </>
                        ) : null}
                        <Button
                          size="small"
                          type={st.status === 2 && !st.soldOut ? 'primary' : 'default'}
                          disabled={st.soldOut || st.status === 3}
                          className="seckill__btn"
                          onClick={() =>
                            navigate('/productionDetail', { hospitalId, goodsId: g.goodsId, goodsDistributeId: g.goodsDistributeId })
                          }
                        >
                          {st.label}
                        </Button>
                      </View>
                    ) : null
                  }
                />
              )
            }}
          />
        </View>
      </View>
    </Page>
  )
}
