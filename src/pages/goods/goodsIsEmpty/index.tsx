import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { relaunch } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { GOODS_OFF_SHELF } from '@/features/goods'

/** SPEC §2 /goodsIsEmpty: the goods is off the shelf. */
export default function GoodsIsEmptyPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  return (
    <Page>
      <StatusView kind="empty" text={GOODS_OFF_SHELF} actionText="去首页逛逛" onAction={() => relaunch('/home', { hospitalId })} />
    </Page>
  )
}
