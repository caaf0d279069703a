/** The WeChat module's background work: the shipping-information hooks and the retry job (no routes of its own). */
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { startShippingUploads } from './shipping'

/** installs the order hooks and starts the retry job (ORDER_SWEEP_MS), stopped when the server closes */
export const wechatShippingJob: TypedRoutePlugin = async (app) => {
  const stop = startShippingUploads(app, app.deps.config.orders.sweepMs)
  app.addHook('onClose', async () => stop())
}
