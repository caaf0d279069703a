/**
 * API contract of payments (SPEC §3 messaging-app payment request, §4 pay channels / pay way / pay
 * result, §7 pay-center): the prepay reply of every channel, the payment state of an order, the
 * sandbox cashier's bridge. Written once (renovation §5): the server validates and serializes with
 * these schemas, the app imports the types only (`import type … from '@contract/pay'`).
 *
 * Money in yuan (Money: a number, two decimals); date-times 'YYYY-MM-DD HH:mm:ss' business time.
 */
import { DateTimeString, Enum, Id, Money, Nullable, StrictObject, Type, type Static } from './lib'

// ------------------------------------------------------------------ codes (SPEC §4)

/** SPEC §4 pay channels: 1 CMB_ALI_PAY, 2 CMB_WX_PAY, 3 WX_H5_PAY, 4 WX_JSAPI_PAY, 5 ALI_H5_PAY, 6 ALI_JSAPI_PAY */
export const PayChannelCode = Enum([1, 2, 3, 4, 5, 6] as const)
export type PayChannelCode = Static<typeof PayChannelCode>
export const PayChannelName = Enum(['CMB_ALI_PAY', 'CMB_WX_PAY', 'WX_H5_PAY', 'WX_JSAPI_PAY', 'ALI_H5_PAY', 'ALI_JSAPI_PAY'] as const)
export type PayChannelName = Static<typeof PayChannelName>
/** SPEC §4 pay way flag: 1 cart pay (cart/payCart, commitPay), 2 merged pay (mergePay) */
export const PayWay = Enum([1, 2] as const)
export type PayWay = Static<typeof PayWay>
/** SPEC §4 pay result */
export const PayResult = Enum(['SUCCESS', 'CLOSED', 'FAIL'] as const)
export type PayResult = Static<typeof PayResult>
/** payment state of an order / a payment: PAYING = a prepay exists and no result yet */
export const PayState = Enum(['UNPAID', 'PAYING', 'SUCCESS', 'CLOSED', 'FAIL', 'REFUNDED'] as const)
export type PayState = Static<typeof PayState>
/** SPEC §4 order status: 101 待支付, 102 已完成, 103 已取消, 104 待使用/收货, 105 部分使用/完成 */
export const OrderStatusCode = Enum([101, 102, 103, 104, 105] as const)
export type OrderStatusCode = Static<typeof OrderStatusCode>

// ------------------------------------------------------------------ prepay

/** SPEC §3 "Messaging-app payment request" (channel 4 WX_JSAPI_PAY): for Taro.requestPayment / WeixinJSBridge */
export const WxJsapiParams = StrictObject({
  appId: Type.String(),
  timeStamp: Type.String(),
  nonceStr: Type.String(),
  /** 'prepay_id=...' (package) */
  packageExt: Type.String(),
  signType: Enum(['RSA', 'HMAC-SHA256', 'MD5'] as const),
  paySign: Type.String(),
})
export type WxJsapiParams = Static<typeof WxJsapiParams>

/** prepay result; exactly the part of its channel is set */
export const PrepayRes = StrictObject({
  payNo: Type.String(),
  payChannel: PayChannelCode,
  payChannelName: PayChannelName,
  payWay: PayWay,
  orderIds: Type.Array(Id()),
  amount: Money(),
  /** the provider; 'sandbox' here unless configured */
  provider: Type.String(),
  /** 4 WX_JSAPI_PAY */
  wxJsapi: Type.Optional(WxJsapiParams),
  /** 6 ALI_JSAPI_PAY: for my.tradePay / Taro.tradePay({tradeNO}) */
  tradeNO: Type.Optional(Type.String()),
  /** 1, 2 CMB and 3 WX_H5_PAY: open this URL (sandbox: /pay-center/sandbox/cashier?payNo=...) */
  redirectUrl: Type.Optional(Type.String()),
  /** 5 ALI_H5_PAY: an HTML form that posts itself to the cashier (write it into the page) */
  formHtml: Type.Optional(Type.String()),
  /** sandbox only: the JSAPI bridge confirms with POST /pay-center/sandbox/confirm */
  sandbox: Type.Optional(Type.Boolean()),
})
export type PrepayRes = Static<typeof PrepayRes>

/** where an H5 flow comes back after the cashier: a shop path under /hospital/ or an absolute URL on PAY_RETURN_ORIGINS (src/domain checkPayReturnUrl; else 400 支付返回地址无效) */
export const ReturnUrlField = () => Type.String({ maxLength: 1000 })

/** POST /pay-center/pay/toPay: prepay a pending order */
export const ToPayReq = StrictObject({
  orderId: Id(),
  payChannel: PayChannelCode,
  /** a shop path under /hospital/ or an absolute URL on PAY_RETURN_ORIGINS (src/domain checkPayReturnUrl) */
  returnUrl: Type.Optional(ReturnUrlField()),
})
export type ToPayReq = Static<typeof ToPayReq>

/** POST /order-center/orderCenter/mergePay (pay way 2): pay several pending orders in one payment */
export const MergePayReq = StrictObject({
  orderIds: Type.Array(Id(), { minItems: 1, maxItems: 20 }),
  payChannel: PayChannelCode,
  returnUrl: Type.Optional(ReturnUrlField()),
})
export type MergePayReq = Static<typeof MergePayReq>
export type MergePayRes = PrepayRes

// ------------------------------------------------------------------ payment state

/** POST /order-center/orderCenter/orderQuery: payment state (asks the provider while PAYING) */
export const OrderQueryReq = StrictObject({
  orderId: Type.Optional(Id()),
  payNo: Type.Optional(Type.String({ maxLength: 64 })),
})
export type OrderQueryReq = Static<typeof OrderQueryReq>
export const OrderQueryRes = StrictObject({
  orderId: Id(),
  status: OrderStatusCode,
  payState: PayState,
  /** SPEC §4 pay result for the result pages; null while unpaid/paying */
  payResult: Nullable(PayResult),
  payNo: Nullable(Type.String()),
  payTime: Nullable(DateTimeString()),
  actualPrice: Money(),
})
export type OrderQueryRes = Static<typeof OrderQueryRes>

// ------------------------------------------------------------------ sandbox

/** POST /pay-center/notify/:provider: a provider's asynchronous notify (its body is the provider's, verified by signature) */
export const NotifyParams = StrictObject({ provider: Enum(['sandbox', 'wechat', 'alipay', 'cmb'] as const) })
export type NotifyParams = Static<typeof NotifyParams>

const PayNoField = () => Type.String({ maxLength: 64 })
const CashierTokenField = () => Type.String({ maxLength: 100 })
/** GET /pay-center/sandbox/cashier?payNo=&token= (SANDBOX cashier page, HTML) */
export const SandboxCashierQuery = StrictObject({ payNo: PayNoField(), token: Type.Optional(CashierTokenField()) })
export type SandboxCashierQuery = Static<typeof SandboxCashierQuery>
/** POST /pay-center/sandbox/cashier (the ALI_H5 form post; a missing payNo is a 400 from the handler) */
export const SandboxCashierForm = StrictObject({ payNo: Type.Optional(PayNoField()), token: Type.Optional(CashierTokenField()) })
export type SandboxCashierForm = Static<typeof SandboxCashierForm>
/** POST /pay-center/sandbox/cashier/submit (the cashier's buttons) */
export const SandboxCashierSubmit = StrictObject({
  payNo: PayNoField(),
  result: Enum(['SUCCESS', 'CLOSED', 'FAIL'] as const),
  token: Type.Optional(CashierTokenField()),
})
export type SandboxCashierSubmit = Static<typeof SandboxCashierSubmit>

/** POST /pay-center/sandbox/confirm (the app's sandbox JSAPI bridge): result of the sandbox payment */
export const SandboxConfirmReq = StrictObject({
  payNo: Type.String({ minLength: 1, maxLength: 64 }),
  result: PayResult,
})
export type SandboxConfirmReq = Static<typeof SandboxConfirmReq>
export const SandboxConfirmRes = StrictObject({
  payNo: Type.String(),
  payResult: PayResult,
  orderIds: Type.Array(Id()),
})
export type SandboxConfirmRes = Static<typeof SandboxConfirmRes>
/* GET /pay-center/sandbox/cashier?payNo=&token= : HTML cashier (支付成功 / 取消支付 / 支付失败); it
 * redirects to the payment's returnUrl with ?payNo=&payResult=SUCCESS|CLOSED|FAIL&orderId= */
