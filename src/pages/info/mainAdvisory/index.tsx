import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { currentRoute } from '@/shared/routes/current'
import { ContentDetailView, ContentList } from '@/features/content'

/** /mainAdvisory: ?id= one entry (sanitised rich text); otherwise the advisory entries under category tabs (?category= preselects one). */
export default function MainAdvisoryPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return <Page>{query.id ? <ContentDetailView id={query.id} /> : <ContentList kind="advisory" category={query.category} />}</Page>
}
