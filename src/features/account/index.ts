/** The account feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { BIND_LEAVE_DELAY_MS } from './bindPhone'
