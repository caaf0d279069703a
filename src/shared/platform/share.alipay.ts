/** Share adapter, Alipay mini-program. */
export { enableShare, currentShare } from './miniShare'
