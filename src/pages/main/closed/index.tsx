import Page from '@/shared/ui/Page'

/** Every route that is closed or not built yet renders here; the Page shell shows its closeText. */
export default function ClosedPage() {
  return <Page />
}
