import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { relaunch } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'

/** OWN: the goods is off the shelf or no longer exists */
export const GOODS_OFF_SHELF = '该商品已下架，去看看其他商品吧'

/** SPEC §2 /goodsIsEmpty: the goods is off the shelf. */
export default function GoodsIsEmptyPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  return (
    <Page>
      <StatusView kind="empty" text={GOODS_OFF_SHELF} actionText="去首页逛逛" onAction={() => relaunch('/home', { hospitalId })} />
    </Page>
  )
}
