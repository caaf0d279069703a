/**
 * wechat module — WeChat mini-program order shipping management (shipping.ts). What other modules may call: the staff
 * ship action calls `uploadShippingInfo(deps, orderId, { expressCompany, trackingNo })` once the parcel leaves; a
 * service / virtual order calls it without a shipment when paid; a periodic job calls `retryShippingUploads(deps)`.
 */
export { retryShippingUploads, uploadShippingInfo, type Shipment, type ShippingOutcome } from './shipping'
