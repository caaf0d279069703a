/** Location adapter, Alipay mini-program. */
export { getLocation } from './miniLocation'
