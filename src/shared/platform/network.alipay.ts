/** Network adapter, Alipay mini-program. */
export { isOnline, onNetworkChange } from './miniNetwork'
