import { shouldShowAd } from '@/domain'
import type { Advertisement } from '../model'
import { adMemory } from './memory'

/** picks the popup ad to show now (SPEC §4: window, frequency memory per hospital and page) */
export function pickPopupAd(
  ads: Advertisement[],
  hospitalId: number | string,
  pageId?: number | string,
  now = new Date(),
): Advertisement | null {
  for (const ad of ads) {
    if (Number(ad.showType) !== 1) continue
    const a = { ...ad, pageId: ad.pageId ?? pageId }
    if (shouldShowAd(a, { now, memory: adMemory, hospitalId }).show) return a
  }
  return null
}
