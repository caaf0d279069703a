/** Network adapter, WeChat mini-program. */
export { isOnline, onNetworkChange } from './miniNetwork'
