import { lazy, Suspense, type ComponentProps } from 'react'
import { View, type Video } from '@tarojs/components'

/**
 * H5: Taro's Video has no HTML version (useHtmlComponents): it is a Stencil web component, and importing it brings
 * the Stencil runtime and Taro's web-component bundle (canvas, rich text, textarea, video: ~27 KB brotli). Statically
 * imported, that came with the home's "blocks-more" chunk on every home, with a video block or not (issue 16: all
 * JS until the network is idle); now only when a video block is drawn. The placeholder has the player's box
 * (.magic-video has a fixed height), so nothing moves when the player arrives.
 */
const TaroVideo = lazy(() => import(/* webpackChunkName: "taro-video" */ './TaroVideo'))

export default function VideoPlayer(props: ComponentProps<typeof Video>) {
  return (
    <Suspense fallback={<View className={props.className} />}>
      <TaroVideo {...props} />
    </Suspense>
  )
}
