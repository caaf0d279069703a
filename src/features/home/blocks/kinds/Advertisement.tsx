import { getAdvertising } from '@/features/home/api'
import { AdInline } from '@/features/home/ads'
import BlockBox from '../BlockBox'
import { useBlockEnv, useBlockQuery } from '../context'
import type { BlockProps } from '../types'
import type { Advertisement as Ad } from '@/features/home/model'

/** Advertisement block: the page's inline ads (showType 2, always shown within their window). */
export default function Advertisement({ block }: BlockProps) {
  const s = block.settings || {}
  const { hospitalId, pageId } = useBlockEnv()
  const resolved = Array.isArray(block.items) ? (block.items as Ad[]) : null
  // resolved items are the answer on the first render (no empty pass that the ad then pushes down: CLS)
  const q = useBlockQuery([pageId], () => getAdvertising(pageId), { enabled: !resolved })
  const ads = ((resolved ?? q.data) || []).filter((a) => Number(a.showType) === 2)
  if (!ads.length) return null
  return (
    <BlockBox kind="advert" settings={s} noTitle plain>
      <AdInline ads={ads} hospitalId={hospitalId} />
    </BlockBox>
  )
}
