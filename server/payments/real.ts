/**
 * REAL PROVIDERS — NOT IMPLEMENTED HERE (no network on the build machines). Each class marks where
 * a real integration goes; createPaymentProviders (index.ts) uses one only when its configuration
 * is present, otherwise every channel runs on the sandbox. What each needs:
 * - WechatPayProvider (channels 3 WX_H5, 4 WX_JSAPI): WXPAY_MCHID, WXPAY_APPID, WXPAY_API_V3_KEY,
 *   WXPAY_SERIAL_NO, WXPAY_PRIVATE_KEY; v3 API: POST /v3/pay/transactions/jsapi | h5, notify is
 *   AES-256-GCM encrypted JSON signed with the platform certificate; ack {"code":"SUCCESS"}.
 * - AlipayProvider (channels 5 ALI_H5, 6 ALI_JSAPI): ALIPAY_APPID, ALIPAY_PRIVATE_KEY,
 *   ALIPAY_PUBLIC_KEY (+ ALIPAY_GATEWAY); alipay.trade.wap.pay (form) / alipay.trade.create
 *   (trade_no for my.tradePay); notify is form-urlencoded RSA2-signed; ack body 'success'.
 * - CmbPayProvider (channels 1 CMB_ALI_PAY, 2 CMB_WX_PAY): CMB_MER_ID, CMB_USER_ID, CMB_SM2_KEY;
 *   notify arrives at /pay-center/cmbNotify (SPEC §7 cmbNotify).
 */
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

/** TODO(real integration): WeChat Pay v3 (JSAPI and H5). */
export class WechatPayProvider extends UnconfiguredProvider {
  readonly name = 'wechat'
  constructor(readonly config: { mchId: string; appId: string; apiV3Key: string; serialNo: string; privateKey: string }) {
    super()
  }
}
/** TODO(real integration): Alipay (wap pay form and trade.create for mini-programs). */
export class AlipayProvider extends UnconfiguredProvider {
  readonly name = 'alipay'
  constructor(readonly config: { appId: string; privateKey: string; alipayPublicKey: string; gateway: string }) {
    super()
  }
}
/** TODO(real integration): China Merchants Bank aggregated payment. */
export class CmbPayProvider extends UnconfiguredProvider {
  readonly name = 'cmb'
  constructor(readonly config: { merId: string; userId: string; sm2Key: string }) {
    super()
  }
}
