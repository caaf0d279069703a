import { useEffect, useState } from 'react'
import { View, Image } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { rememberAdDismissal } from '@/domain'
import type { Advertisement } from '../model'
import { assetUrl } from '@/shared/request/assetUrl'
import { adMemory } from './memory'
import { useElderMode } from '@/shared/store/elder'
import { pickPopupAd } from './pick'
import { useJump } from './jump'
import './ads.scss'

export { pickPopupAd } from './pick'

export interface AdPopupProps {
  /** the page's advertisements; the first popup ad (showType 1) that should show is shown */
  ads: Advertisement[]
  hospitalId: number | string
  /** the page the memory is kept for (defaults to each ad's pageId) */
  pageId?: number | string
  /**
   * H5: the same ad as drawn by index.html's boot script before the app ran (#boot-ad, AdPopupLoader.h5.tsx): it
   * stays the popup on screen (no second one); a click on its picture (also one made before this ran) jumps
   */
  boot?: HTMLElement | null
}

/**
 * Advertisement popup (SPEC Widgets: showType 1 popup with a close button). Closing or clicking
 * remembers it (frequency 1 once ever, 2 once per session); clicking closes it, then jumps.
 */
export default function AdPopup({ ads, hospitalId, pageId, boot }: AdPopupProps) {
  const [ad, setAd] = useState<Advertisement | null>(null)
  const { jump, dialog } = useJump()
  // the elder-friendly mode shows no popup ads (docs/ELDER-MODE.md)
  const elder = useElderMode()
  useEffect(() => {
    setAd(elder ? null : pickPopupAd(ads, hospitalId, pageId))
  }, [ads, hospitalId, pageId, elder])

  const dismiss = () => {
    if (ad) rememberAdDismissal(ad, { memory: adMemory, hospitalId })
    setAd(null)
  }
  // the boot script's popup: it closes and remembers by itself; the click on the picture jumps from here
  useEffect(() => {
    if (!boot || !ad) return undefined
    const clicked = () => {
      rememberAdDismissal(ad, { memory: adMemory, hospitalId })
      setAd(null)
      jump(ad)
    }
    if (boot.getAttribute('data-state') === 'clicked') {
      clicked()
      return undefined
    }
    const body = boot.querySelector('.ad-popup__body')
    body?.addEventListener('click', clicked)
    return () => body?.removeEventListener('click', clicked)
  }, [boot, ad, hospitalId, jump])
  return (
    <>
      <Popup visible={!!ad && !boot} position="center" onClose={dismiss} className="ad-popup" style={{ background: 'transparent' }}>
        {ad ? (
          <View className="ad-popup__wrap">
            <View
              className="ad-popup__body"
              role="button"
              aria-label="广告"
              onClick={() => {
                const cfg = ad
                dismiss()
                jump(cfg)
              }}
            >
              <Image className="ad-popup__img" src={assetUrl(ad.picUrl || '')} mode="widthFix" ariaLabel="广告" />
            </View>
            <View className="ad-popup__close" onClick={dismiss} role="button" aria-label="关闭">
              ×
            </View>
          </View>
        ) : null}
      </Popup>
      {dialog}
    </>
  )
}
