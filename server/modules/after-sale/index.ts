/** after-sale module — after-sales and their review (routes/order-center/afterSale.ts). What other modules may use. */
export { AFTER_SALE_MSG, afterSaleRefunds, closeOpenAfterSales, reviewAfterSale } from '../../routes/order-center/afterSale'
