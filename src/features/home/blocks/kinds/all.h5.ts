/**
 * The block components, H5. The first screen's kinds (search bar, banner, icon navigator, tip text, float icons)
 * are in the home page's chunk; the others come as one lazily loaded chunk ("blocks-more"), requested when the
 * first of them renders (BlockRenderer wraps each block in Suspense). This keeps the goods cards (decimal.js
 * prices), tabs, news, doctors, video, ... out of the JS the browser needs before home first renders.
 */
import { lazy } from 'react'

export { default as Banner } from './Banner'
export { default as FloatIcons } from './FloatIcons'
export { default as TipText } from './TipText'
export { default as SearchBlock } from './SearchBlock'
export { default as IconNavigator } from './IconNavigator'

const more = () => import(/* webpackChunkName: "blocks-more" */ './more')

export const Video = lazy(() => more().then((m) => ({ default: m.Video })))
export const News = lazy(() => more().then((m) => ({ default: m.News })))
export const GoodsCarousel = lazy(() => more().then((m) => ({ default: m.GoodsCarousel })))
export const Advertisement = lazy(() => more().then((m) => ({ default: m.Advertisement })))
export const ImageList = lazy(() => more().then((m) => ({ default: m.ImageList })))
export const Command = lazy(() => more().then((m) => ({ default: m.Command })))
export const FamousDoctors = lazy(() => more().then((m) => ({ default: m.FamousDoctors })))
export const StudioList = lazy(() => more().then((m) => ({ default: m.StudioList })))
export const Chronic = lazy(() => more().then((m) => ({ default: m.Chronic })))
export const TabBestGoods = lazy(() => more().then((m) => ({ default: m.TabBestGoods })))
export const TodayRecommend = lazy(() => more().then((m) => ({ default: m.TodayRecommend })))
export const ButtonGroup = lazy(() => more().then((m) => ({ default: m.ButtonGroup })))
export const BlockNavigator = lazy(() => more().then((m) => ({ default: m.BlockNavigator })))

/** resolves when the lazily loaded block chunk is in (tests; a page may call it to warm up) */
export const preloadBlocks = (): Promise<void> => more().then(() => undefined)
