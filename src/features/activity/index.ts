/** The activity feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { SECKILL_BUY, SECKILL_SOON, seckillItemState } from './seckill'
export { THEMES } from './themes'
export { default as ActivityBanner } from './components/ActivityBanner'
export { default as GoodsRow } from './components/ActivityGoodsRow'
export { default as RulesPopup } from './components/RulesPopup'
export { default as Countdown } from '@/pages/goods/Countdown'
export { tierLines } from '@/pages/goods/goodsDetail/tiers'
