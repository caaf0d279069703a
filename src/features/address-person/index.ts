/** The address-person feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { MAX_ADDRESSES } from './model'
