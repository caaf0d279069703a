import { View, Image } from '@tarojs/components'
import { shouldShowAd } from '@/domain'
import type { Advertisement } from '../model'
import { assetUrl } from '@/shared/request/assetUrl'
import { adMemory } from './memory'
import { useJump } from './jump'
import './ads.scss'

/** Inline advertisement (SPEC Widgets: showType 2, always shown within its time window); clicking jumps. */
export default function AdInline({ ads, hospitalId }: { ads: Advertisement[]; hospitalId: number | string }) {
  const { jump, dialog } = useJump()
  const shown = ads.filter((ad) => Number(ad.showType) === 2 && shouldShowAd(ad, { memory: adMemory, hospitalId }).show)
  if (!shown.length) return null
  return (
    <View className="ad-inline">
      {shown.map((ad, i) => (
        <Image key={ad.id ?? i} className="ad-inline__img" src={assetUrl(ad.picUrl || '')} mode="widthFix" onClick={() => jump(ad)} />
      ))}
      {dialog}
    </View>
  )
}
