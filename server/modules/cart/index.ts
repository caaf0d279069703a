/** cart module: what other modules may use */
export { cartRows } from './repository'
