import Page from '@/shared/ui/Page'
import { Tutorial } from '@/features/course'

/** /tutorial: how to use the app */
export default function TutorialPage() {
  return (
    <Page>
      <Tutorial />
    </Page>
  )
}
