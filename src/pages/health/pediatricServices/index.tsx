import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { VaccineScreen } from '@/features/maternity'
import { currentRoute } from '@/shared/routes/current'

/** SPEC §2 /pediatric-services (issue 13 item 6): a child's vaccine schedule (query memberId optional). */
export default function PediatricServicesPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <VaccineScreen initialMemberId={Number(query.memberId) || undefined} />
    </Page>
  )
}
