/**
 * The real payment providers (issue 30). Each is used only when configured (payments/index.ts); a channel without a
 * real provider runs on the sandbox in development and is not offered in production — never a provider that
 * throws at the patient.
 * - WeChat Pay API v3 (channels 3 WX_H5, 4 WX_JSAPI): wechatpay.ts.
 * - Alipay (channels 5 ALI_H5, 6 ALI_JSAPI): alipay.ts (alipay-sdk 4: alipay.trade.create with buyer_open_id for
 *   my.tradePay, alipay.trade.wap.pay, query, close, refund with out_request_no, refund query, checkNotifySignV2,
 *   `success`; public-key and certificate modes).
 * - CMB (channels 1 CMB_ALI_PAY, 2 CMB_WX_PAY): no provider (its protocol is not public); not offered in production.
 */
export { WechatPayProvider, WechatPayError, type WechatPayConfig } from './wechatpay'
export { AlipayProvider, AlipayError, type AlipayConfig } from './alipay'
