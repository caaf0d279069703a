import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { AddRecordScreen } from '@/features/health-record'
import { currentRoute } from '@/shared/routes/current'

/** SPEC §2 /addRecord (issue 13): upload a report or case document (query memberId, category optional). */
export default function AddRecordPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <AddRecordScreen initialMemberId={Number(query.memberId) || undefined} initialCategory={query.category} />
    </Page>
  )
}
