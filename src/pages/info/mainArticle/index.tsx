import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { currentRoute } from '@/shared/routes/current'
import { ContentDetailView, ContentList } from '@/features/content'

/** /mainArticle: ?id= one entry (sanitised rich text); otherwise the article entries under category tabs (?category= preselects one). */
export default function MainArticlePage() {
  const { query } = useMemo(() => currentRoute(), [])
  return <Page>{query.id ? <ContentDetailView id={query.id} /> : <ContentList kind="article" category={query.category} />}</Page>
}
