import { useMemo, useState } from 'react'
import { View } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { entryOfHomePath } from '@/shared/routes/entries'
import { useAppStore } from '@/shared/store'
import { BlockRenderer, LOAD_FAILED, RETRY } from '@/features/home'
import { EntryPart, getEntryHome } from '@/features/doctor'
import { EmergencyEntry } from '@/features/content'
import './index.scss'

/** the blocks drawn above the entry's own part (the page's search and banner); the rest follow it */
const TOP_BLOCKS = new Set(['search', 'banner'])

/**
 * The homes of the entries with a home of their own (SPEC §1; /chronic/workRoom, /consult/consult, /studio/doctor,
 * /studio/doctor/digitHome, /studio/patient/workRoom, /studio/patient/home): one screen, configured by the entry
 * of its path — the entry's page-builder blocks (shopConfig/entryHome) around what the entry adds (EntryPart),
 * with the entry's tab set (home, check-up, shop, cart) from the route table.
 */
export default function EntryHomePage() {
  const { path, query } = useMemo(() => currentRoute(), [])
  const entry = entryOfHomePath(path) ?? 'chronic'
  const storeHospital = useAppStore((s) => s.hospitalId)
  const setHospitalId = useAppStore((s) => s.setHospitalId)
  const hospitalId = useMemo(
    () => (query.hospitalId ? setHospitalId(query.hospitalId) : storeHospital),
    [query.hospitalId, storeHospital, setHospitalId],
  )
  const [refreshKey, setRefreshKey] = useState(0)
  const home = useQuery(['entry-home', entry, hospitalId], () => getEntryHome(entry))
  const page = home.data?.page
  const blocks = page?.blocks ?? []
  const top = blocks.filter((b) => TOP_BLOCKS.has(b.type))
  const rest = blocks.filter((b) => !TOP_BLOCKS.has(b.type))
  const refresh = async () => {
    await home.reload()
    setRefreshKey((k) => k + 1)
  }
  return (
    <Page title={page?.title || undefined} onRefresh={refresh}>
      <View
        className={`entry-home entry-home--${entry}`}
        data-entry={entry}
        style={page?.backgroundColor ? { backgroundColor: page.backgroundColor } : undefined}
      >
        {home.error && !home.data ? (
          <StatusView kind="error" text={home.error || LOAD_FAILED} actionText={RETRY} onAction={home.reload} />
        ) : !home.data ? (
          <View className="entry-home__skeleton">
            <Skeleton className="entry-home__banner" animated rows={1} />
            <Skeleton rows={3} animated />
            <Skeleton rows={4} animated />
          </View>
        ) : (
          <View key={refreshKey}>
            {top.length ? <BlockRenderer blocks={top} hospitalId={hospitalId} pageId={page?.id} refreshKey={refreshKey} /> : null}
            <EntryPart entry={entry} home={home.data} hospitalId={hospitalId} />
            {rest.length ? <BlockRenderer blocks={rest} hospitalId={hospitalId} pageId={page?.id} refreshKey={refreshKey} /> : null}
            <EmergencyEntry />
          </View>
        )}
      </View>
    </Page>
  )
}
