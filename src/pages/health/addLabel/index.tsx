import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { LabelScreen } from '@/features/health-record'
import { currentRoute } from '@/shared/routes/current'

/** SPEC §2 /addLabel (issue 13): a member's tags and medical history (query memberId). */
export default function AddLabelPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <LabelScreen memberId={Number(query.memberId) || undefined} />
    </Page>
  )
}
