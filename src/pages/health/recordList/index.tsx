import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { RecordListScreen } from '@/features/health-record'
import { currentRoute } from '@/shared/routes/current'

/** SPEC §2 /recordList (issue 13): a member's uploaded reports and case documents (query memberId, category optional). */
export default function RecordListPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <RecordListScreen initialMemberId={Number(query.memberId) || undefined} initialCategory={query.category} />
    </Page>
  )
}
