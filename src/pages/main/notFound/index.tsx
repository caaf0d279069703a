import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { relaunch } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'

/** /404 and every unknown path. */
export default function NotFoundPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  return (
    <Page>
      <StatusView kind="notFound" actionText="返回首页" onAction={() => relaunch('/home', { hospitalId })} />
    </Page>
  )
}
