/**
 * wechat module — WeChat mini-program order shipping management (shipping.ts, couriers.ts). What other modules may
 * use: `wechatShippingJob` (the route plugin that installs the order module's shipped / 核销 hooks and starts the
 * retry job), `uploadShippingInfo` / `retryShippingUploads` (tests,
 * and a virtual-goods upload without a shipment).
 */
export {
  MAX_ATTEMPTS,
  retryShippingUploads,
  uploadShippingInfo,
  type Shipment,
  type ShippingOutcome,
  type ShippingStatus,
} from './shipping'
export { wechatDeliveryId } from './couriers'
export { wechatShippingJob } from './routes'
