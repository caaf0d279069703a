/** The invoice feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { BILL_TABS, DEFAULT_BILL_TAB, HEADER_REQUIRED } from './model'
