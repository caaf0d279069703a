import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { ReportDetailScreen } from '@/features/health-record'
import { currentRoute } from '@/shared/routes/current'

/** SPEC §2 /reportDetail (issue 13): one uploaded report or case document (query id). */
export default function ReportDetailPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <ReportDetailScreen id={Number(query.id) || 0} />
    </Page>
  )
}
