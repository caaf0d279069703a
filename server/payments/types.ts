/**
 * Payment provider interface (one implementation per SPEC §4 channel 1-6). The sandbox provider
 * (sandbox.ts) behaves like the real ones; real providers (real.ts) need only configuration.
 */
import type { PayChannel } from '../../src/domain/orders'
import type { WxJsapiParams } from '../../contract/pay'

export interface PrepayInput {
  payNo: string
  channel: PayChannel
  amountCents: number
  description: string
  /** where H5 flows come back after the cashier */
  returnUrl: string
  /** where the provider posts its asynchronous notify */
  notifyUrl: string
  /** until when the payment can be paid (the orders' close time): the sandbox cashier's link dies then */
  expiresAt?: Date
  clientIp?: string
  /** JSAPI channels: the payer's openId of the app (WeChat openid; Alipay open_id, or a 2088… user id of older apps) */
  openId?: string
}

/** the channel-specific part of a prepay reply (contract/pay PrepayRes) */
export interface PrepayParams {
  wxJsapi?: WxJsapiParams
  tradeNO?: string
  redirectUrl?: string
  formHtml?: string
  sandbox?: boolean
}

/** a verified notify: what the provider says happened to a payment */
export interface VerifiedNotify {
  payNo: string
  tradeNo: string
  amountCents: number
  result: 'SUCCESS' | 'CLOSED' | 'FAIL'
  /** a refund notify (not a payment's): the refund's number, its status at the provider and the fen refunded */
  refund?: { refundNo: string; status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED'; amountCents: number }
}

export type ProviderPayState = 'WAITING' | 'SUCCESS' | 'CLOSED' | 'FAIL' | 'REFUNDED' | 'NOT_FOUND'

export interface PaymentProvider {
  /** 'sandbox', 'wechat', 'alipay', 'cmb' */
  readonly name: string
  prepay(input: PrepayInput): Promise<PrepayParams>
  /**
   * Verifies a notify (signature); returns null when the signature is bad. The amount is checked
   * by the caller against the payment (a provider cannot know what the order costs).
   */
  verifyNotify(body: unknown, headers: Record<string, string | string[] | undefined>, raw?: string): Promise<VerifiedNotify | null>
  /** verifyNotify with the reason of a refusal (a stable event name for the alert log line), when the provider says */
  checkNotify?(
    body: unknown,
    headers: Record<string, string | string[] | undefined>,
    raw?: string,
  ): Promise<{ notify: VerifiedNotify } | { refused: { event: string; reason: string } }>
  /** the provider's view of a payment (order query) */
  query(payNo: string): Promise<{ state: ProviderPayState; tradeNo?: string; amountCents?: number }>
  refund(input: {
    payNo: string
    refundNo: string
    amountCents: number
    totalCents: number
    reason: string
  }): Promise<{ refundNo: string; status: 'SUCCESS' | 'PENDING' }>
  /** the status of a refund at the provider (PROCESSING / ABNORMAL are followed until final), when the provider can say; payNo: the refunded payment (Alipay asks by both) */
  queryRefund?(refundNo: string, payNo?: string): Promise<{ status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED'; amountCents: number }>
  /** closes an unpaid payment (order closed / cancelled) */
  close(payNo: string): Promise<void>
  /** the acknowledgement body the provider expects from the notify endpoint */
  ack(ok: boolean, body?: unknown): { contentType: string; body: string; status?: number }
}
