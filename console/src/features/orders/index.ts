/** the order desk of the console: search, the detail drawer (ship, 核销, remarks), the 核销 box */
export { OrderDrawer } from './OrderDrawer'
export { VerifyBox } from './VerifyBox'
export { searchOrders, type OrderQuery, type OrderRow } from './api'
