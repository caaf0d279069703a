import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { currentRoute } from '@/shared/routes/current'
import { CourseList } from '@/features/course'

/** /moreColledg?category=: every health class, under category tabs */
export default function MoreColledgPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <CourseList category={query.category ? String(query.category) : undefined} />
    </Page>
  )
}
