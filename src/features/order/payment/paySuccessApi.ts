/** The pay-success page's configuration and the order's coupon gift (issue 18; contract/paySuccess.ts). */
import type { PaySuccessGift, PaySuccessPageConfig } from '@contract/paySuccess'
import { request } from '@/shared/request/request'

/** GET zeus/shopConfig/paySuccessPage */
export const paySuccessPage = () =>
  request<PaySuccessPageConfig>({ prefix: 'zeus', url: 'shopConfig/paySuccessPage', method: 'GET', silent: true })

/** GET market-center/market/paySuccess?orderId= (login): granted once per paid order */
export const paySuccessGift = (orderId: number) =>
  request<PaySuccessGift>({ prefix: 'market-center', url: 'market/paySuccess', method: 'GET', data: { orderId }, silent: true })
