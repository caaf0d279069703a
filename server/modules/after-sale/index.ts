/** after-sale module — after-sales (service.ts), their review and refunds (refunds.ts), routes (routes.ts). What other modules may use. */
export { AFTER_SALE_MSG } from '../../../src/domain/messages/afterSale'
export { afterSaleRefunds, closeOpenAfterSales, reviewAfterSale, refundApprovedAfterSale, staffReview } from './refunds'
export { staffAfterSaleRoutes } from './staff.routes'
