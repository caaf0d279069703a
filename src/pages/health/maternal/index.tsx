import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { MaternalScreen } from '@/features/maternity'
import { currentRoute } from '@/shared/routes/current'

/** SPEC §2 /maternal (issue 13 item 5): the pregnancy of a female family member (query memberId optional). */
export default function MaternalPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <MaternalScreen initialMemberId={Number(query.memberId) || undefined} />
    </Page>
  )
}
