/** The activity feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { SECKILL_BUY, SECKILL_SOON, seckillItemState } from './seckill'
export { THEMES } from './themes'
