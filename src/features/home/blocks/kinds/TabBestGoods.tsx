import { useState } from 'react'
import { View } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import { getGroupGoods } from '@/features/home/api'
import { GoodsCardList } from '@/features/goods'
import { navigate } from '@/shared/routes/navigate'
import BlockBox, { MoreLink } from '../BlockBox'
import TabRow from '@/shared/ui/TabRow'
import { useBlockEnv, useBlockQuery } from '../context'
import type { BlockProps } from '../types'
import type { GoodsCardData } from '@/features/home/model'
import { NO_GOODS } from './GoodsCarousel'

function TabGoods({ groupId, first, showNum }: { groupId: unknown; first: GoodsCardData[] | null; showNum?: number }) {
  const { data, loading } = useBlockQuery([groupId, first], () =>
    first ? Promise.resolve(first) : groupId ? getGroupGoods(groupId as string) : Promise.resolve([]),
  )
  if (loading && !data) return <Skeleton rows={4} animated />
  const list = (data || []).slice(0, Number(showNum) > 0 ? Number(showNum) : 6)
  if (!list.length) return <View className="magic-empty">{NO_GOODS}</View>
  return <GoodsCardList list={list} layout="grid" />
}

/** Tab best goods: one tab per group (the block's tabs), a two-column goods grid per tab, 更多 to the best goods list. */
export default function TabBestGoods({ block }: BlockProps) {
  const s = block.settings || {}
  const { hospitalId } = useBlockEnv()
  const tabs = block.tabs || []
  const [active, setActive] = useState(0)
  const tab = tabs.length ? tabs[active] || tabs[0] : null
  const groupId = tab ? tab.groupId : s.groupId
  const resolved = Array.isArray(block.items) ? (block.items as GoodsCardData[]) : null
  const first = (!tab || tab === tabs[0]) && resolved ? resolved : null
  return (
    <BlockBox
      kind="tabBestGoods"
      settings={s}
      title="精选好物"
      extra={<MoreLink onClick={() => navigate('/magicplatform/bestGoodList', { groupId, hospitalId })} />}
    >
      {tabs.length > 1 ? (
        <TabRow
          tabs={tabs.map((g) => ({ key: g.groupId, title: g.name }))}
          active={active}
          onChange={setActive}
          activeColor={s.indicatorColor}
        />
      ) : null}
      <View className="magic-tab-goods">
        <TabGoods key={String(groupId)} groupId={groupId} first={first} showNum={s.showNum} />
      </View>
    </BlockBox>
  )
}
