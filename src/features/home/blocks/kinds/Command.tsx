import { View } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import { commandBlockCount } from '@/domain'
import { getGroupGoods } from '@/features/home/api'
import { navigate } from '@/shared/routes/navigate'
import BlockBox, { MoreLink } from '../BlockBox'
import { useBlockEnv, useBlockItems } from '../context'
import type { BlockProps } from '../types'
import type { GoodsCardData } from '@/features/home/model'
import { GoodsTile, NO_GOODS } from './GoodsCarousel'

/** Command / hot goods block (SPEC §9: 3 goods in layout 1, else 6). */
export default function Command({ block }: BlockProps) {
  const s = block.settings || {}
  const { hospitalId } = useBlockEnv()
  const { data, loading } = useBlockItems<GoodsCardData>(block.items, s.groupId, (g) => getGroupGoods(g))
  const count = commandBlockCount(block.layout)
  const list = (data || []).slice(0, count)
  const more = s.showMoreBtn === undefined || s.showMoreBtn === true || Number(s.showMoreBtn) === 1
  return (
    <BlockBox
      kind="command"
      settings={s}
      title="为您推荐"
      extra={more ? <MoreLink onClick={() => navigate('/magicplatform/bestGoodList', { groupId: s.groupId, hospitalId })} /> : null}
    >
      {loading && !data ? (
        <Skeleton rows={3} animated />
      ) : list.length ? (
        <View className={`magic-tiles magic-tiles--3 magic-command--${count}`} data-count={list.length}>
          {list.map((g) => (
            <GoodsTile key={`${g.goodsId}-${g.goodsDistributeId ?? ''}`} goods={g} />
          ))}
        </View>
      ) : (
        <View className="magic-empty">{NO_GOODS}</View>
      )}
    </BlockBox>
  )
}
