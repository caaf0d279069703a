/** Pure payment rules (SPEC §4): channels per environment and the mapping of platform results. */
import type { Channel, PayChannelId, PayResult } from './types'

/**
 * Channel ids allowed in an environment: mini-program 4; alipay mini-program 6;
 * messaging-app browser 4 (and 2, bank); payment-app browser 6 (and 1, bank); plain browser 3 and 5.
 * (Not in src/domain yet; move it there if the domain grows a payment module.)
 */
export function payChannelsFor(channel: Channel): PayChannelId[] {
  switch (channel) {
    case 'miniProgram':
      return [4]
    case 'alipayMiniProgram':
      return [6]
    case 'wechat':
      return [4, 2]
    case 'alipay':
      return [6, 1]
    default:
      return [3, 5]
  }
}

/** Alipay tradePay resultCode (mini-program my.tradePay and the H5 AlipayJSBridge) */
export function tradePayResult(resultCode: string | number | undefined, memo?: string): PayResult {
  switch (String(resultCode)) {
    case '9000':
      return { result: 'SUCCESS' }
    case '8000':
      return { result: 'SUCCESS', needsQuery: true, message: memo || '支付处理中' }
    case '4000':
      return { result: 'FAIL', message: memo || '支付失败' }
    case '6001':
      return { result: 'CLOSED', message: memo || '已取消支付' }
    case '6002':
      return { result: 'FAIL', message: memo || '网络连接出错' }
    case '6004':
      return { result: 'FAIL', needsQuery: true, message: memo || '支付结果未知，请查询订单状态' }
    default:
      return { result: 'FAIL', message: memo || `支付失败（${resultCode ?? '未知'}）` }
  }
}

/** WeixinJSBridge getBrandWCPayRequest err_msg */
export function wxBridgeResult(errMsg: string | undefined): PayResult {
  const m = String(errMsg || '')
  if (/:ok$/.test(m)) return { result: 'SUCCESS' }
  if (/:cancel$/.test(m)) return { result: 'CLOSED', message: '已取消支付' }
  return { result: 'FAIL', message: m || '支付失败' }
}

/** Taro.requestPayment failure: the user cancelling is CLOSED, anything else FAIL */
export function wxMiniPayFailure(err: { errMsg?: string } | undefined): PayResult {
  const m = String(err?.errMsg || '')
  if (/cancel/i.test(m)) return { result: 'CLOSED', message: '已取消支付' }
  return { result: 'FAIL', message: m || '支付失败' }
}

export function unsupportedPayChannel(channel: number, where: string): Error {
  return new Error(`当前环境（${where}）不支持支付渠道 ${channel}`)
}
