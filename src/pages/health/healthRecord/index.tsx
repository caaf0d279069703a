import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { HealthRecordScreen } from '@/features/health-record'
import { currentRoute } from '@/shared/routes/current'

/** SPEC §2 /healthRecord (issue 13): family members and the latest value of each vital (query memberId optional). */
export default function HealthRecordPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <HealthRecordScreen initialMemberId={Number(query.memberId) || undefined} />
    </Page>
  )
}
