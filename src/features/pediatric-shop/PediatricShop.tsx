import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import type { GoodsSkuRes } from '@contract/browse'
import { GoodsCardList, SkuPopup, type SkuChoice } from '@/features/goods'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import StatusView from '@/shared/ui/StatusView'
import TabRow from '@/shared/ui/TabRow'
import { SECTIONS, type SectionKind } from './sections'
import './pediatric-shop.scss'

/**
 * A goods section (issue 18): the paediatric shop of /pediatric-services (pediatric/market/goodsIndex, ordered through
 * pediatric/order/produceOrder) or the special-medical check-ups (market/specialMed on the /checkup/special-medical
 * landing, ordered through orderCenter/spePeOrder): its notice, a category row and its goods; a goods opens the shop's
 * sku popup and 立即购买 goes to the shop's confirm page with shop=<kind>. A hospital without one shows its closed
 * notice, or nothing when the section is embedded in another page (`embedded`).
 */
export default function PediatricShop({ kind = 'pediatric', embedded = false }: { kind?: SectionKind; embedded?: boolean }) {
  const calls = SECTIONS[kind]
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [tab, setTab] = useState(0)
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined)
  const index = useQuery(['goods-section', kind, hospitalId, categoryId], () =>
    calls.index({ pageNum: 1, pageSize: 50, ...(categoryId ? { categoryId } : {}) }),
  )
  const [sku, setSku] = useState<GoodsSkuRes | null>(null)

  const open = async (goodsId: number | string) => {
    try {
      setSku(await calls.sku({ goodsId: Number(goodsId) }))
    } catch {
      /* request() showed the server's message */
    }
  }
  const buy = (c: SkuChoice) => {
    if (!sku) return
    setSku(null)
    navigate(calls.confirmPath, {
      hospitalId,
      goodsId: sku.goodsId,
      goodsDistributeId: sku.goodsDistributeId,
      skuId: Number(c.sku.skuId ?? c.sku.id),
      goodsNum: c.quantity,
      shop: kind,
    })
  }

  if (index.error) return <StatusView kind="error" text={index.error} onAction={() => void index.reload()} actionText="重试" />
  const d = index.data
  if (!d)
    return (
      <View className="ped-shop ped-shop--loading">
        <Skeleton rows={6} animated />
      </View>
    )
  if (!d.open) return embedded ? null : <StatusView kind="closed" text={d.notice} />
  const tabs = [{ key: 0, title: '全部' }, ...d.categories.map((c) => ({ key: c.categoryId, title: c.categoryName }))]
  return (
    <View className="ped-shop">
      <View className="ped-shop__head">
        <Text className="ped-shop__title">{d.title}</Text>
        <Text className="ped-shop__notice">{d.notice}</Text>
      </View>
      <TabRow
        tabs={tabs}
        active={tab}
        onChange={(i) => {
          setTab(i)
          setCategoryId(i === 0 ? undefined : Number(tabs[i].key))
        }}
      />
      {d.goods.list.length ? (
        <GoodsCardList list={d.goods.list} onClick={(g) => void open(g.goodsId)} />
      ) : (
        <StatusView kind="empty" text={calls.emptyText} />
      )}
      {sku && <SkuPopup visible goods={sku} action="pay" onClose={() => setSku(null)} onConfirm={buy} />}
    </View>
  )
}
