import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { currentRoute } from '@/shared/routes/current'
import { ContentDetailView, ContentList } from '@/features/content'

/** /wiki: ?id= one entry (sanitised rich text); otherwise the wiki entries under category tabs (?category= preselects one). */
export default function WikiPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return <Page>{query.id ? <ContentDetailView id={query.id} /> : <ContentList kind="wiki" category={query.category} />}</Page>
}
