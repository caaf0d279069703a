/**
 * The real providers. WeChat Pay v3 (channels 3 WX_H5, 4 WX_JSAPI) lives in wechatpay.ts and is re-exported here.
 * Still to come:
 * - AlipayProvider (channels 5 ALI_H5, 6 ALI_JSAPI): ALIPAY_APPID, ALIPAY_PRIVATE_KEY,
 *   ALIPAY_PUBLIC_KEY (+ ALIPAY_GATEWAY); alipay.trade.wap.pay (form) / alipay.trade.create
 *   (trade_no for my.tradePay); notify is form-urlencoded RSA2-signed; ack body 'success'.
 * CMB (channels 1 CMB_ALI_PAY, 2 CMB_WX_PAY) has no provider: its protocol is not public, so in production those
 * channels are not offered (payments/index.ts offeredChannels; server/README "Going live").
 */
export { WechatPayProvider } from './wechatpay'
import type { PaymentProvider, PrepayInput, PrepayParams, ProviderPayState, VerifiedNotify } from './types'

abstract class UnconfiguredProvider implements PaymentProvider {
  abstract readonly name: string
  protected fail(): never {
    throw new Error(`${this.name} payment provider is not implemented in this reference server (see server/payments/real.ts)`)
  }
  prepay(_input: PrepayInput): Promise<PrepayParams> {
    return this.fail()
  }
  verifyNotify(): Promise<VerifiedNotify | null> {
    return this.fail()
  }
  query(_payNo: string): Promise<{ state: ProviderPayState }> {
    return this.fail()
  }
  refund(): Promise<{ refundNo: string; status: 'SUCCESS' | 'PENDING' }> {
    return this.fail()
  }
  close(_payNo: string): Promise<void> {
    return this.fail()
  }
  ack(ok: boolean) {
    return { contentType: 'text/plain', body: ok ? 'success' : 'fail' }
  }
}

/** TODO(real integration): Alipay (wap pay form and trade.create for mini-programs). */
export class AlipayProvider extends UnconfiguredProvider {
  readonly name = 'alipay'
  constructor(readonly config: { appId: string; privateKey: string; alipayPublicKey: string; gateway: string }) {
    super()
  }
}
