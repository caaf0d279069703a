/** Location adapter, WeChat mini-program. */
export { getLocation } from './miniLocation'
