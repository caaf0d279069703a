import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { VitalRecordScreen } from '@/features/health-record'
import { currentRoute } from '@/shared/routes/current'

/** SPEC §2 /bloodRecord (issue 13): one member's 血糖记录 by day / week / month with the trend chart (query memberId). */
export default function BloodRecordPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <VitalRecordScreen kind="bloodGlucose" memberId={Number(query.memberId) || undefined} />
    </Page>
  )
}
