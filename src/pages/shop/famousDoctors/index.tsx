import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { currentRoute } from '@/shared/routes/current'
import { DoctorDirectory } from '@/features/doctor'

/**
 * The doctor list (/famousDoctor?groupId=): the hospital's famous doctors with a department filter and the price
 * of a consultation on each card (src/features/doctor DoctorDirectory); a card opens the doctor's home.
 */
export default function FamousDoctorsPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <DoctorDirectory groupId={query.groupId || 1} />
    </Page>
  )
}
