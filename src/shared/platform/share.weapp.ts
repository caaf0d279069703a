/** Share adapter, WeChat mini-program. */
export { enableShare, currentShare } from './miniShare'
