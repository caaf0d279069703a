import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { MaternalListScreen } from '@/features/maternity'
import { currentRoute } from '@/shared/routes/current'

/** SPEC §2 /maternalList (issue 13 item 5): the prenatal check schedule and the weeks of a pregnancy (query memberId). */
export default function MaternalListPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <MaternalListScreen memberId={Number(query.memberId) || undefined} />
    </Page>
  )
}
