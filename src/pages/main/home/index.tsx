import { startTransition, useCallback, useEffect, useMemo, useState } from 'react'
import { View } from '@tarojs/components'
import { usePageScroll } from '@tarojs/taro'
import { Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import {
  AdPopup,
  BlockRenderer,
  entryHomeRedirect,
  FIRST_SCREEN_BLOCKS,
  getAdvertising,
  getPageConfig,
  getShopHomePage,
  LOAD_FAILED,
  preloadBlocks,
  RETRY,
} from '@/features/home'
import type { Advertisement, MagicPageConfig } from '@/features/home'
import { currentRoute } from '@/shared/routes/current'
import { redirect } from '@/shared/routes/navigate'
import { preloadRoute } from '@/shared/routes/preload'
import { parseEntryType } from '@/shared/store/rules'
import { useAppStore } from '@/shared/store'
import { isMiniProgram, whenIdle } from '@/shared/platform'
import './index.scss'

/**
 * Home and page-builder pages (/home, /modulePage/home, /shop/home, /customPage, /hospital/modulePage/home,
 * /hospital/customPage with magicPageId and hospitalId): the page config drawn by the block renderer, the
 * popup ad, skeletons while loading, pull-to-refresh and an error state with retry.
 */
export default function HomePage() {
  const current = useMemo(() => currentRoute(), [])
  const { query, path } = current
  const storeHospitalId = useAppStore((s) => s.hospitalId)
  const setHospitalId = useAppStore((s) => s.setHospitalId)
  const hospitalId = useMemo(
    () => (query.hospitalId ? setHospitalId(query.hospitalId) : storeHospitalId),
    [query.hospitalId, storeHospitalId, setHospitalId],
  )
  const magicPageId = query.magicPageId || undefined
  // the staff console's preview frame (issue 33): the draft of the token's page instead of the published one
  const previewToken = query.previewToken || undefined
  const [config, setConfig] = useState<MagicPageConfig | null>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [ads, setAds] = useState<Advertisement[]>([])
  const [refreshKey, setRefreshKey] = useState(0)
  // the blocks below the first screen: mini-programs draw them on the first scroll (issue 16: ≤ 600 WXML nodes and
  // ≤ 64 KB per setData at start-up); H5 when the browser is idle after the first screen is drawn (or on a scroll),
  // so drawing 14 blocks is not one long task (Total Blocking Time). They are below the fold: nothing visible moves.
  const [scrolled, setScrolled] = useState(false)
  usePageScroll(() => setScrolled(true))
  useEffect(() => {
    if (!isMiniProgram && status === 'ready' && !scrolled) whenIdle(() => startTransition(() => setScrolled(true)), 1000)
  }, [status, scrolled])

  const load = useCallback(async () => {
    // H5 loads the blocks below the first screen as one chunk: fetched beside the page config and awaited with it,
    // so the blocks render once, each at its size, instead of growing from nothing when the chunk arrives (CLS)
    const blocksReady = preloadBlocks().catch(() => undefined)
    try {
      const cfg = previewToken
        ? await getPageConfig(magicPageId, hospitalId, undefined, previewToken)
        : magicPageId
          ? await getPageConfig(magicPageId, hospitalId)
          : await getShopHomePage(hospitalId)
      // the page's ads are asked for at once, beside the blocks' chunk (the popup shows once the page is ready);
      // not a transition: the popup ad shows as soon as it arrives (it is often the largest paint: LCP)
      const pageId = cfg?.id ?? magicPageId
      getAdvertising(pageId).then(setAds, () => setAds([]))
      await blocksReady
      // the blocks render as a transition, in 5 ms slices (issue 16, TBT); on H5 the server-drawn first screen
      // stays over them until they are in (data-status=ready)
      startTransition(() => {
        setConfig(cfg && Array.isArray(cfg.blocks) ? cfg : { blocks: [] })
        setStatus('ready')
      })
      // the likely next page (a goods card): its code loads once the patient starts using home
      preloadRoute('/productionDetail')
    } catch (e: any) {
      setError(e?.message || LOAD_FAILED)
      setStatus((s) => (s === 'ready' ? s : 'error'))
    }
  }, [magicPageId, hospitalId, previewToken])

  useEffect(() => {
    const entryHome = entryHomeRedirect(path, parseEntryType(query.entryType ?? query.entry))
    if (entryHome) {
      redirect(entryHome, { hospitalId })
      return
    }
    setStatus('loading')
    load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one decision per page source (load changes with the magic page and hospital); the entry of this open is read then
  }, [load])

  const refresh = async () => {
    await load()
    setRefreshKey((k) => k + 1)
  }

  const grey = !!config?.greyMode && Number(config.greyMode) !== 0
  return (
    <Page title={config?.title || undefined} onRefresh={refresh}>
      <View
        className={`home-page ${grey ? 'home-page--grey' : ''}`}
        data-status={status}
        style={config?.backgroundColor ? { backgroundColor: config.backgroundColor } : undefined}
      >
        {status === 'loading' ? (
          <View className="home-skeleton">
            <Skeleton className="home-skeleton__banner" animated rows={1} />
            <Skeleton rows={2} animated />
            <Skeleton rows={4} animated />
          </View>
        ) : status === 'error' ? (
          <StatusView
            kind="error"
            text={error || LOAD_FAILED}
            actionText={RETRY}
            onAction={() => {
              setStatus('loading')
              load()
            }}
          />
        ) : config && config.blocks.length ? (
          <BlockRenderer
            blocks={config.blocks}
            hospitalId={hospitalId}
            pageId={config.id ?? magicPageId}
            refreshKey={refreshKey}
            drawFirst={scrolled ? undefined : FIRST_SCREEN_BLOCKS}
          />
        ) : (
          <StatusView kind="empty" />
        )}
      </View>
      {status === 'ready' ? <AdPopup ads={ads} hospitalId={hospitalId} pageId={config?.id ?? magicPageId} /> : null}
    </Page>
  )
}
