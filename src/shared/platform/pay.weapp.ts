/** Payment adapter, WeChat mini-program: channel 4 through Taro.requestPayment only. */
import Taro from '@tarojs/taro'
import { payChannelsFor, unsupportedPayChannel, wxMiniPayFailure } from './payRules'
import type { PayParams, PayResult } from './types'

export { payChannelsFor }

/**
 * Taro.requestPayment by its callbacks: Taro 4's weapp runtime does not promisify requestPayment (it is in neither
 * of its promise lists), so the call returns undefined and an `await` of it went on at once — a cancelled or refused
 * payment was reported as SUCCESS (found by scripts/mp-check/pay.mjs). A promise it returns (where it is
 * promisified) settles the payment as well.
 */
function requestPayment(o: { timeStamp: string; nonceStr: string; package: string; signType: string; paySign: string }) {
  return new Promise<void>((resolve, reject) => {
    const r = (Taro.requestPayment as (opts: unknown) => unknown)({ ...o, success: () => resolve(), fail: (err: unknown) => reject(err) })
    if (r && typeof (r as Promise<unknown>).then === 'function') (r as Promise<unknown>).then(() => resolve(), reject)
  })
}

export async function pay(params: PayParams): Promise<PayResult> {
  if (params.channel !== 4) throw unsupportedPayChannel(params.channel, '微信小程序')
  const { timeStamp, nonceStr, packageExt, signType, paySign } = params
  try {
    await requestPayment({ timeStamp, nonceStr, package: packageExt, signType, paySign })
    return { result: 'SUCCESS' }
  } catch (err) {
    return wxMiniPayFailure(err as any)
  }
}
