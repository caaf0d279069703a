import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { VitalRecordScreen } from '@/features/health-record'
import { currentRoute } from '@/shared/routes/current'

/** SPEC §2 /heightRecord (issue 13): one member's 身高记录 by day / week / month with the trend chart (query memberId). */
export default function HeightRecordPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <VitalRecordScreen kind="height" memberId={Number(query.memberId) || undefined} />
    </Page>
  )
}
