/** The home feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { LOAD_FAILED, RETRY } from './texts'
