/** offline-order module — counter / prescription orders (routes/order-center/offlineOrders.ts). What other modules may use. */
export { isOfflineOrder } from './routes'
