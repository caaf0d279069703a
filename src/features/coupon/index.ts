/** The coupon feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { EXCHANGE_SUCCESS, exchangeConfirmText } from './texts'
export { COUPON_TABS } from './model'
