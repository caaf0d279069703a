/** The order feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { afterSaleSteps } from './afterSale/steps'
export { OFFLINE_EMPTY_TEXT, OFFLINE_INTRO } from './offline/texts'
