/** Payment adapter, WeChat mini-program: channel 4 through Taro.requestPayment only. */
import Taro from '@tarojs/taro'
import { payChannelsFor, unsupportedPayChannel, wxMiniPayFailure } from './payRules'
import type { PayParams, PayResult } from './types'

export { payChannelsFor }

export async function pay(params: PayParams): Promise<PayResult> {
  if (params.channel !== 4) throw unsupportedPayChannel(params.channel, '微信小程序')
  const { timeStamp, nonceStr, packageExt, signType, paySign } = params
  try {
    await Taro.requestPayment({ timeStamp, nonceStr, package: packageExt, signType: signType as any, paySign })
    return { result: 'SUCCESS' }
  } catch (err) {
    return wxMiniPayFailure(err as any)
  }
}
