/** 线下开单: the counter's offline order form */
export { OfflineOrderForm } from './OfflineOrderForm'
