import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { GoodsSkuRes } from '@contract/browse'
import * as M from '@/domain/messages/contract'
import { GoodsCardList, SkuPopup, type SkuChoice } from '@/features/goods'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import StatusView from '@/shared/ui/StatusView'
import TabRow from '@/shared/ui/TabRow'
import { pediatricGoodsSku, pediatricIndex } from './api'
import './pediatric-shop.scss'

/** the confirm page's query marks an order of the paediatric shop (it then reads and orders through its calls) */
export const PEDIATRIC_SHOP = 'pediatric'

/**
 * The paediatric shop of /pediatric-services (issue 18): the hospital's goods in its paediatric categories
 * (pediatric/market/goodsIndex), a category row, and 立即购买 with the shop's sku popup; the order page then orders
 * through pediatric/order/produceOrder. A hospital without one shows 本院暂未开通儿科商城.
 */
export default function PediatricShop() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [tab, setTab] = useState(0)
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined)
  const index = useQuery(['pediatric-index', hospitalId, categoryId], () =>
    pediatricIndex({ pageNum: 1, pageSize: 50, ...(categoryId ? { categoryId } : {}) }),
  )
  const [sku, setSku] = useState<GoodsSkuRes | null>(null)

  const open = async (goodsId: number | string) => {
    try {
      setSku(await pediatricGoodsSku({ goodsId: Number(goodsId) }))
    } catch {
      /* request() showed the server's message */
    }
  }
  const buy = (c: SkuChoice) => {
    if (!sku) return
    setSku(null)
    navigate('/webOrderDetail', {
      hospitalId,
      goodsId: sku.goodsId,
      goodsDistributeId: sku.goodsDistributeId,
      skuId: Number(c.sku.skuId ?? c.sku.id),
      goodsNum: c.quantity,
      shop: PEDIATRIC_SHOP,
    })
  }

  if (index.error) return <StatusView kind="error" text={index.error} onAction={() => void index.reload()} actionText="重试" />
  const d = index.data
  if (!d) return <View className="ped-shop ped-shop--loading">加载中...</View>
  if (!d.open) return <StatusView kind="closed" text={d.notice} />
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
        <StatusView kind="empty" text={M.PEDIATRIC_SHOP_EMPTY} />
      )}
      {sku && <SkuPopup visible goods={sku} action="pay" onClose={() => setSku(null)} onConfirm={buy} />}
    </View>
  )
}
