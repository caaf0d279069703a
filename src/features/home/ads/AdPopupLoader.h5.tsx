import { Suspense, lazy, useEffect, useState } from 'react'
import type { AdPopupProps } from './AdPopup'
import { pickPopupAd } from './pick'
import { useElderMode } from '@/shared/store/elder'

export type { AdPopupProps } from './AdPopup'

const AdPopup = lazy(() => import(/* webpackChunkName: "ad-popup" */ './AdPopup'))

/**
 * H5: the popup ad (NutUI Popup and its overlay) is loaded only when a page has a popup ad to show now, so it
 * is not part of the JS a page needs before it first renders. Once loaded it stays mounted (AdPopup decides).
 */
export default function AdPopupLoader(props: AdPopupProps) {
  const { ads, hospitalId, pageId } = props
  const [wanted, setWanted] = useState(false)
  const elder = useElderMode() // the elder-friendly mode shows no popup ads
  useEffect(() => {
    if (!wanted && !elder && pickPopupAd(ads, hospitalId, pageId)) setWanted(true)
  }, [ads, hospitalId, pageId, wanted, elder])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <AdPopup {...props} />
    </Suspense>
  )
}
