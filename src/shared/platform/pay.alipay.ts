/** Payment adapter, Alipay mini-program: channel 6 through my.tradePay (Taro.tradePay when `my` lacks it). */
import Taro from '@tarojs/taro'
import { payChannelsFor, tradePayResult, unsupportedPayChannel } from './payRules'
import type { PayParams, PayResult } from './types'

export { payChannelsFor }

function tradePay(tradeNO: string): Promise<{ resultCode?: string; memo?: string }> {
  if (typeof my !== 'undefined' && typeof my.tradePay === 'function') {
    return new Promise((resolve) => {
      my.tradePay({
        tradeNO,
        success: resolve,
        fail: (err: any) => resolve({ resultCode: err?.resultCode, memo: err?.memo || err?.errorMessage || err?.errMsg }),
      })
    })
  }
  return (Taro as any)
    .tradePay({ tradeNO })
    .catch((err: any) => ({ resultCode: err?.resultCode, memo: err?.memo || err?.errorMessage || err?.errMsg }))
}

export async function pay(params: PayParams): Promise<PayResult> {
  if (params.channel !== 6) throw unsupportedPayChannel(params.channel, '支付宝小程序')
  const res = await tradePay(params.tradeNO)
  return tradePayResult(res?.resultCode, res?.memo)
}
