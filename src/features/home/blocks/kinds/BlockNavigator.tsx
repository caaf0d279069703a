import { useEffect, useMemo, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { navigatorItemCount, resolveJump } from '@/domain'
import { seckillCountdown, type SeckillCountdown } from '@/domain/seckillCountdown'
import { getResource, getSeckillClock } from '@/features/home/api'
import { assetUrl } from '@/shared/request/assetUrl'
import { useNow } from '@/shared/ui/useNow'
import { useJump } from '@/features/home/ads/jump'
import BlockBox from '../BlockBox'
import { useBlockEnv, useBlockItems } from '../context'
import type { BlockProps } from '../types'
import type { ResourceItem } from '@/features/home/model'

/** the flash-sale pages: a tile that opens one counts down to the session (issue 35) */
const SECKILL_PATHS = new Set(['/seckill', '/specialSeckill'])

/** soft tile colours in turn: the tile reads as a card, its icon sits on it whole (never stretched) */
const TINTS = ['#FFF1F0', '#FFF5E6', '#FFF0F6', '#FFFBE6', '#EEF5FF', '#EDFAF4', '#F4F0FF']

/** 距结束 [N天] and hh:mm:ss apart: in the elder mode's larger text the time wraps under its label, whole */
const countdownParts = (cd: SeckillCountdown) => [
  `${cd.label}${cd.parts.days > 0 ? ` ${cd.parts.days}天` : ''}`,
  `${cd.parts.hh}:${cd.parts.mm}:${cd.parts.ss}`,
]

/** ticks once a second on the server's clock and draws 距结束 / 距开始 hh:mm:ss of the flash sale (null: none) */
function SeckillCountdownText() {
  const [clock, setClock] = useState<Awaited<ReturnType<typeof getSeckillClock>> | null>(null)
  useEffect(() => {
    let live = true
    getSeckillClock().then(
      (c) => live && setClock(c),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  const tick = useNow(1000)
  const cd = clock ? seckillCountdown(clock.sessions, new Date(tick.getTime() + clock.offset)) : null
  if (!cd) return null
  const [label, time] = countdownParts(cd)
  return (
    <Text className="magic-blocknav__countdown">
      <Text className="magic-blocknav__cd-part">{label}</Text> <Text className="magic-blocknav__cd-part">{time}</Text>
    </Text>
  )
}

/**
 * Block navigator (SPEC §9: 2, 4, 6, 5, 3, 3, 4 items for layouts 1-7): a tile per item. A named item is a card
 * (name, subtitle, its picture whole at the side: a round icon is never stretched into a half circle); a picture
 * without a name is a tile picture of its own, drawn edge to edge. The flash-sale tile counts down (issue 35).
 */
export default function BlockNavigator({ block }: BlockProps) {
  const s = block.settings || {}
  const layout = Number(block.layout) >= 1 && Number(block.layout) <= 7 ? Number(block.layout) : 1
  const { data } = useBlockItems<ResourceItem>(block.items, s.groupId, getResource)
  const { hospitalId } = useBlockEnv()
  const { jump, dialog } = useJump()
  const list = (data || []).slice(0, navigatorItemCount(layout))
  const seckillAt = useMemo(
    () =>
      list.findIndex((it) => {
        const j = resolveJump(it, { hospitalId })
        return j.kind === 'page' && !!j.path && SECKILL_PATHS.has(j.path)
      }),
    [list, hospitalId],
  )
  if (!list.length) return null
  return (
    <BlockBox kind="blockNav" settings={s} navigator plain>
      <View className={`magic-blocknav magic-blocknav--${layout}`} data-count={list.length}>
        {list.map((it, i) =>
          it.name ? (
            <View
              key={it.id ?? i}
              className={`magic-blocknav__cell magic-blocknav__cell--${i} magic-blocknav__cell--card${i === seckillAt ? ' magic-blocknav__cell--seckill' : ''}`}
              style={{ backgroundColor: TINTS[i % TINTS.length] }}
              onClick={() => jump(it)}
            >
              <View className="magic-blocknav__text">
                <Text className="magic-blocknav__name">{it.name}</Text>
                {i === seckillAt ? <SeckillCountdownText /> : null}
                {it.subTitle ? <Text className="magic-blocknav__sub">{it.subTitle}</Text> : null}
              </View>
              {it.photo ? <Image className="magic-blocknav__icon" src={assetUrl(it.photo)} mode="aspectFit" /> : null}
            </View>
          ) : (
            <View key={it.id ?? i} className={`magic-blocknav__cell magic-blocknav__cell--${i}`} onClick={() => jump(it)}>
              {it.photo ? <Image className="magic-blocknav__img" src={assetUrl(it.photo)} mode="aspectFill" /> : null}
            </View>
          ),
        )}
      </View>
      {dialog}
    </BlockBox>
  )
}
