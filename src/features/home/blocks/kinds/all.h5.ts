/**
 * The block components, H5. The first screen's kinds (search bar, banner, icon navigator, tip text, float icons)
 * are in the home page's chunk; the others come as one lazily loaded chunk ("blocks-more"). The home page fetches
 * that chunk beside its page config (preloadBlocks) and renders the blocks once both are in: a kind whose chunk is
 * in renders at once, without suspending, so no block grows from nothing after the first render (CLS). A page that
 * did not preload still works: the kind suspends until the chunk is in (BlockRenderer wraps each block in Suspense).
 * This keeps the goods cards (decimal.js prices), tabs, news, doctors, video, ... out of the JS the browser needs
 * before home first renders.
 */
import { createElement, lazy, type ComponentType } from 'react'
import type * as More from './more'
import type { BlockProps } from '../types'

export { default as Banner } from './Banner'
export { default as FloatIcons } from './FloatIcons'
export { default as TipText } from './TipText'
export { default as SearchBlock } from './SearchBlock'
export { default as IconNavigator } from './IconNavigator'

let loaded: typeof More | null = null
const more = () =>
  import(/* webpackChunkName: "blocks-more" */ './more').then((m) => {
    loaded = m
    return m
  })

function lazyKind(kind: keyof typeof More): ComponentType<BlockProps> {
  const Lazy = lazy(() => more().then((m) => ({ default: m[kind] as ComponentType<BlockProps> })))
  return function LazyKind(props: BlockProps) {
    return loaded ? createElement(loaded[kind] as ComponentType<BlockProps>, props) : createElement(Lazy, props)
  }
}

export const Video = lazyKind('Video')
export const News = lazyKind('News')
export const GoodsCarousel = lazyKind('GoodsCarousel')
export const Advertisement = lazyKind('Advertisement')
export const ImageList = lazyKind('ImageList')
export const Command = lazyKind('Command')
export const FamousDoctors = lazyKind('FamousDoctors')
export const StudioList = lazyKind('StudioList')
export const Chronic = lazyKind('Chronic')
export const TabBestGoods = lazyKind('TabBestGoods')
export const TodayRecommend = lazyKind('TodayRecommend')
export const ButtonGroup = lazyKind('ButtonGroup')
export const BlockNavigator = lazyKind('BlockNavigator')

/** resolves when the lazily loaded block chunk is in: the kinds then render without suspending */
export const preloadBlocks = (): Promise<void> => more().then(() => undefined)
