/** offline-order module — counter / prescription orders: service.ts, routes.ts (thin). What other modules may use. */
export { isOfflineOrder } from './service'
export { staffOfflineOrderRoutes } from './staff.routes'
