import { Suspense, lazy, useEffect, useState } from 'react'
import type { AdPopupProps } from './AdPopup'
import { pickPopupAd } from './pick'
import { useElderMode } from '@/shared/store/elder'
import { assetUrl } from '@/shared/request/assetUrl'

export type { AdPopupProps } from './AdPopup'

const loadAdPopup = () => import(/* webpackChunkName: "ad-popup" */ './AdPopup')
const AdPopup = lazy(loadAdPopup)

/**
 * Starts the popup's picture download beside its chunk's (both as soon as the ad is picked), instead of after the
 * chunk has arrived and rendered: the popup is often the home's largest paint, so one round trip and the picture's
 * download come off its LCP on a slow phone network. The browser's cache serves the later <img>.
 */
function preloadPopup(picUrl: string | undefined) {
  void loadAdPopup().catch(() => undefined) // the lazy() import above then resolves at once; a failure surfaces there
  if (picUrl && typeof Image === 'function') {
    const img = new Image()
    img.decoding = 'async'
    img.src = assetUrl(picUrl)
  }
}

/**
 * The popup index.html's boot script drew from the server-drawn home (src/index.html, issue 16: the picture paints
 * before the app has run): taken over when it shows the ad the app picks (open, or its picture clicked before the
 * app ran: the jump is still to do); closed by the patient: nothing more to show on this load; another ad (the
 * list changed meanwhile): removed, the app shows its own.
 */
function bootPopup(adId: number | string | undefined): { take: HTMLElement | null; done: boolean } {
  const el = typeof document === 'undefined' ? null : document.getElementById('boot-ad')
  if (!el) return { take: null, done: false }
  const state = el.getAttribute('data-state')
  if (adId !== undefined && el.getAttribute('data-ad-id') === String(adId)) {
    if (state === 'closed') return { take: null, done: true }
    // open but not shown (its script did not run to the end): the app draws its own
    if (state !== 'open' || getComputedStyle(el).display !== 'none') return { take: el, done: false }
  }
  el.remove()
  return { take: null, done: false }
}

/**
 * H5: the popup ad (NutUI Popup and its overlay) is loaded only when a page has a popup ad to show now, so it
 * is not part of the JS a page needs before it first renders. Once loaded it stays mounted (AdPopup decides).
 */
export default function AdPopupLoader(props: AdPopupProps) {
  const { ads, hospitalId, pageId } = props
  const [wanted, setWanted] = useState<{ boot: HTMLElement | null } | null>(null)
  const elder = useElderMode() // the elder-friendly mode shows no popup ads
  useEffect(() => {
    if (wanted || elder) return
    const ad = pickPopupAd(ads, hospitalId, pageId)
    if (!ad) return
    const boot = bootPopup(ad.id)
    if (boot.done) return
    if (boot.take) void loadAdPopup().catch(() => undefined)
    else preloadPopup(ad.picUrl)
    setWanted({ boot: boot.take })
  }, [ads, hospitalId, pageId, wanted, elder])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <AdPopup {...props} boot={wanted.boot} />
    </Suspense>
  )
}
