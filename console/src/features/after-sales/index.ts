/** the after-sale desk: the queue by status and the detail drawer (approve, refuse, 确认收货, refund) */
export { AfterSaleDesk } from './AfterSaleDesk'
export { AFTER_SALE_TABS, refundSteps, type AfterSale } from './api'
