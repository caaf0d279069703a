import { View, Image } from '@tarojs/components'
import { shouldShowAd } from '@/domain'
import type { Advertisement } from '../model'
import { assetUrl } from '@/shared/request/assetUrl'
import { adMemory } from './memory'
import { useJump } from './jump'
import './ads.scss'

/**
 * The inline ad slot's shape (height / width): the ads are drawn at 750 x 200. The slot reserves it before the
 * picture arrives (no shift when it loads: CLS); a picture of another shape is fitted into it, not cropped.
 */
export const AD_INLINE_RATIO = 200 / 750

/** Inline advertisement (SPEC Widgets: showType 2, always shown within its time window); clicking jumps. */
export default function AdInline({ ads, hospitalId }: { ads: Advertisement[]; hospitalId: number | string }) {
  const { jump, dialog } = useJump()
  const shown = ads.filter((ad) => Number(ad.showType) === 2 && shouldShowAd(ad, { memory: adMemory, hospitalId }).show)
  if (!shown.length) return null
  return (
    <View className="ad-inline">
      {shown.map((ad, i) => (
        <View
          key={ad.id ?? i}
          className="ad-inline__slot"
          style={{ paddingBottom: `${(AD_INLINE_RATIO * 100).toFixed(3)}%` }}
          onClick={() => jump(ad)}
        >
          <Image className="ad-inline__img" src={assetUrl(ad.picUrl || '')} mode="aspectFit" />
        </View>
      ))}
      {dialog}
    </View>
  )
}
