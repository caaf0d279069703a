import TaroVideo from './VideoPlayer'
import { assetUrl } from '@/shared/request/assetUrl'
import BlockBox from '../BlockBox'
import type { BlockProps } from '../types'

interface VideoItem {
  videoUrl?: string
  coverPhoto?: string
  title?: string
}

/** Video block: the configured video (settings.videoUrl or the first item) with its poster. */
export default function Video({ block }: BlockProps) {
  const s = block.settings || {}
  const first = (block.items?.[0] || {}) as VideoItem
  const src = s.videoUrl || first.videoUrl || ''
  const poster = s.posterUrl || first.coverPhoto
  if (!src) return null
  return (
    <BlockBox kind="video" settings={s} title={first.title}>
      <TaroVideo className="magic-video" src={assetUrl(src)} poster={poster ? assetUrl(poster) : undefined} controls objectFit="cover" />
    </BlockBox>
  )
}
