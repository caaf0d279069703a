/**
 * The order feature's public face: the screens of the order pages (cart, confirm order, order list and detail, the
 * screens after paying, appointments, after-sale, offline orders) and the order calls other features may need.
 * Inside: cart/ (the cart screen: the first step of checking out), confirm/ (checkout), list/, detail/, actions/
 * (what a card or the detail offers), payment/ (the order after paying), appointment/, afterSale/, offline/.
 */
export { OFFLINE_EMPTY_TEXT } from './offline/texts'
export { default as CartScreen } from './cart/CartScreen'
export { default as ConfirmOrderScreen } from './confirm/ConfirmOrderScreen'
export { default as PickupInfoScreen } from './confirm/PickupInfoScreen'
export { default as OrderListScreen } from './list/OrderListScreen'
export { default as ToVerifyScreen } from './list/ToVerifyScreen'
export { default as OrderDetailScreen } from './detail/OrderDetailScreen'
export { default as OfflineOrderListScreen } from './offline/OfflineOrderListScreen'
export { default as AppointmentListScreen } from './appointment/AppointmentListScreen'
export { default as AfterSaleApplyScreen } from './afterSale/AfterSaleApplyScreen'
export { default as AfterSaleDetailScreen } from './afterSale/AfterSaleDetailScreen'
export { default as PayResultView } from './payment/PayResultView'
export { default as PaySuccessExtras } from './payment/PaySuccessExtras'
export { default as PayCode } from './payment/PayCode'
export { default as QueryResult } from './payment/PayQueryResult'
export { default as OfflinePayScreen } from './payment/OfflinePayScreen'
export { default as AliPayScreen } from './payment/AliPayScreen'
export { queryPackage } from './appointment/api'
export { cancelAppoint, getQrPic, myOrders, orderDetail, orderStatusNum, queryOrderAppoint, updateAppointDate } from './api'
export { default as RuleForm, withValues } from './confirm/RuleForm'
