/**
 * Alipay (channels 5 ALI_H5 and 6 ALI_JSAPI) through the official `alipay-sdk` (v4), OpenAPI v2 (gateway.do):
 * - every request signed RSA2 by the SDK with the app's private key (PKCS1 or PKCS8: normalised to PKCS8 here, the
 *   SDK's `keyType` defaults to PKCS1); public-key mode (ALIPAY_PUBLIC_KEY) or certificate mode (the app certificate,
 *   the Alipay public-key certificate and the Alipay root certificate: the SDK sends app_cert_sn and
 *   alipay_root_cert_sn and takes the Alipay public key from its certificate);
 * - the request `timestamp` is China time (`yyyy-MM-dd HH:mm:ss`, UTC+8) from the server's clock, passed explicitly:
 *   the SDK would stamp the host's local time otherwise;
 * - every reply verified (`exec(…, { validateSign: true })`: the SDK checks the reply's `sign` over the raw
 *   `…_response` text with the Alipay public key); a reply that does not verify is an AlipayError REPLY_NOT_VERIFIED;
 * - prepay: channel 6 `alipay.trade.create` (JSAPI_PAY, `buyer_open_id` — or `buyer_id` for a 2088… user id of an
 *   older app) → the reply's `trade_no` for `my.tradePay({ tradeNO })`; channel 5 `alipay.trade.wap.pay`
 *   (QUICK_WAP_WAY, quit_url) → the SDK's signed GET URL (pageExecute); amounts as yuan strings with two decimals
 *   from the fen integers (no floats), `time_expire` in China time;
 * - query (`alipay.trade.query`), close (`alipay.trade.close`), refund (`alipay.trade.refund` with `out_request_no`:
 *   a retry with the same number refunds once and answers fund_change N, then the refund query says whether it
 *   is done), refund query (`alipay.trade.fastpay.refund.query`);
 * - notifies (form-encoded POST): the RAW body parsed here, verified with `checkNotifySignV2` (every field but
 *   sign / sign_type, sorted, with the Alipay public key), then app_id, seller_id, trade_status compared here,
 *   total_amount turned into fen exactly, out_trade_no and the amount compared by the pay service; a refund notify
 *   (refund_fee / out_biz_no) is confirmed by a refund query and moves that refund; acknowledged with the plain
 *   text `success` only once stored, `fail` otherwise.
 */
import crypto from 'node:crypto'
import type { AlipaySdk, AlipaySdkConfig } from 'alipay-sdk'
import { loadAlipaySdk } from './alipay-sdk-load'
import type { PaymentProvider, PrepayInput, PrepayParams, ProviderPayState, VerifiedNotify } from './types'
import { DEFAULT_ALIPAY_GATEWAY } from '../lib/config'

export interface AlipayConfig {
  appId: string
  /** the app's private key, PEM (PKCS1 or PKCS8) */
  privateKey: string
  /** public-key mode: the Alipay public key, PEM */
  alipayPublicKey?: string | null
  /** certificate mode: the app's public-key certificate, the Alipay public-key certificate, the Alipay root certificate (PEM) */
  appCert?: string | null
  alipayPublicCert?: string | null
  alipayRootCert?: string | null
  /** the merchant's PID (2088…): notifies of another seller are refused */
  sellerId: string
  /** ALIPAY_GATEWAY (https://openapi.alipay.com/gateway.do; a local gateway in tests) */
  gateway?: string
  /** NOTIFY_BASE_URL: the public https origin of the notify URL and of the H5 return pages */
  notifyBaseUrl?: string
}

/** a verified Alipay error (its code / sub_code), or REPLY_NOT_VERIFIED / MISMATCH found here */
export class AlipayError extends Error {
  constructor(
    readonly code: string,
    readonly subCode: string,
    message: string,
  ) {
    super(`Alipay ${code} ${subCode}: ${message}`)
  }
}

export interface AlipayNotifyRefusal {
  event: 'pay.notify.signature_failed' | 'pay.notify.mismatch' | 'pay.notify.unknown'
  reason: string
}

/** `yyyy-MM-dd HH:mm:ss` in China time (UTC+8, no daylight saving) whatever the host's zone */
export function alipayChinaTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19)
}

/** fen → Alipay's yuan string with two decimals, by integer arithmetic */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not a fen amount: ${fen}`)
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
}

/** Alipay's yuan string → fen exactly (no floats); null when it is not a yuan amount with at most two decimals */
export function yuanToFen(yuan: unknown): number | null {
  if (typeof yuan !== 'string') return null
  const m = /^(\d{1,11})(?:\.(\d{1,2}))?$/.exec(yuan)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** PEM normalised: PKCS1 / PKCS8 private keys → PKCS8, bare base64 (Alipay's key tool) wrapped */
export function privateKeyPkcs8(pem: string): string {
  const text = pem.includes('-----BEGIN') ? pem : `-----BEGIN PRIVATE KEY-----\n${pem.replace(/\s+/g, '')}\n-----END PRIVATE KEY-----`
  let key: crypto.KeyObject
  try {
    key = crypto.createPrivateKey(text)
  } catch {
    key = crypto.createPrivateKey(
      `-----BEGIN RSA PRIVATE KEY-----\n${pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')}\n-----END RSA PRIVATE KEY-----`,
    )
  }
  return key.export({ type: 'pkcs8', format: 'pem' }).toString()
}

export function publicKeySpki(pem: string): string {
  const text = pem.includes('-----BEGIN') ? pem : `-----BEGIN PUBLIC KEY-----\n${pem.replace(/\s+/g, '')}\n-----END PUBLIC KEY-----`
  return crypto.createPublicKey(text).export({ type: 'spki', format: 'pem' }).toString()
}

/** the SDK client of a configuration (public-key or certificate mode); also used by the Alipay login */
export function alipaySdk(c: {
  appId: string
  privateKey: string
  alipayPublicKey?: string | null
  appCert?: string | null
  alipayPublicCert?: string | null
  alipayRootCert?: string | null
  gateway?: string | null
  /** ALIPAY_AES_KEY: the content-encryption key (my.getPhoneNumber) */
  aesKey?: string | null
}): AlipaySdk {
  const base: AlipaySdkConfig = {
    appId: c.appId,
    privateKey: privateKeyPkcs8(c.privateKey),
    keyType: 'PKCS8',
    signType: 'RSA2',
    gateway: c.gateway ?? DEFAULT_ALIPAY_GATEWAY,
    camelcase: false,
    timeout: 10_000,
    ...(c.aesKey ? { encryptKey: c.aesKey } : {}),
  }
  const { AlipaySdk } = loadAlipaySdk()
  if (c.appCert && c.alipayPublicCert && c.alipayRootCert)
    return new AlipaySdk({
      ...base,
      appCertContent: c.appCert,
      alipayPublicCertContent: c.alipayPublicCert,
      alipayRootCertContent: c.alipayRootCert,
    })
  if (!c.alipayPublicKey) throw new Error('Alipay: the Alipay public key (or the three certificates) is required to verify replies')
  return new AlipaySdk({ ...base, alipayPublicKey: publicKeySpki(c.alipayPublicKey) })
}

type Reply = Record<string, any> & { code: string; msg: string; sub_code?: string; sub_msg?: string }

/**
 * One verified OpenAPI v2 call: the China-time stamp passed, the reply's signature checked by the SDK; a business
 * error (code ≠ 10000) becomes an AlipayError with its sub_code. Shared with the Alipay login.
 */
export async function alipayExec(sdk: AlipaySdk, now: Date, method: string, params: Record<string, unknown>): Promise<Reply> {
  let r: Reply
  try {
    r = (await sdk.exec(method, { timestamp: alipayChinaTime(now), ...params }, { validateSign: true })) as Reply
  } catch (err) {
    const e = err as Error & { code?: string }
    if (/验签失败|signature/i.test(e.message)) throw new AlipayError('REPLY_NOT_VERIFIED', '', e.message)
    throw new AlipayError('REQUEST_FAILED', e.code ?? '', e.message)
  }
  // alipay.system.oauth.token's success reply carries no code, only its fields
  if (r.code !== undefined && r.code !== '10000')
    throw new AlipayError(String(r.code), String(r.sub_code ?? ''), String(r.sub_msg ?? r.msg ?? ''))
  return r
}

export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay'
  readonly sdk: AlipaySdk
  private readonly notifyBase: string

  constructor(
    readonly config: AlipayConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.sdk = alipaySdk(config)
    this.notifyBase = (config.notifyBaseUrl ?? '').replace(/\/+$/, '')
  }

  get notifyUrl(): string {
    return `${this.notifyBase}/pay-center/notify/alipay`
  }

  private exec(method: string, params: Record<string, unknown>): Promise<Reply> {
    return alipayExec(this.sdk, this.now(), method, params)
  }

  async prepay(input: PrepayInput): Promise<PrepayParams> {
    const biz: Record<string, unknown> = {
      out_trade_no: input.payNo,
      total_amount: fenToYuan(input.amountCents),
      // Alipay refuses / = & in the subject
      subject: truncateChars(input.description.replace(/[/=&]/g, ' '), 128),
      ...(input.expiresAt ? { time_expire: alipayChinaTime(input.expiresAt) } : {}),
    }
    if (input.channel === 6) {
      if (!input.openId) throw new AlipayError('40004', 'BUYER_MISSING', 'the payer has no Alipay id')
      // apps created since 2023 get only open_id; a 2088… user id (older apps) goes as buyer_id
      const buyer = /^2088\d{12}$/.test(input.openId) ? { buyer_id: input.openId } : { buyer_open_id: input.openId }
      const r = await this.exec('alipay.trade.create', {
        notify_url: this.notifyUrl,
        bizContent: { ...biz, product_code: 'JSAPI_PAY', ...buyer },
      })
      if (r.out_trade_no !== input.payNo || typeof r.trade_no !== 'string' || !r.trade_no)
        throw new AlipayError('MISMATCH', '', 'trade.create reply of another order')
      return { tradeNO: r.trade_no }
    }
    // Alipay appends its own fields (out_trade_no, sign, …) to return_url; the return page (/h5PayResult) finds the
    // payment by payNo, as after WeChat Pay H5, so it rides along (quit_url too: the payer who leaves sees its state)
    const backUrl = input.returnUrl ? new URL(input.returnUrl, this.notifyBase || undefined) : undefined
    backUrl?.searchParams.set('payNo', input.payNo)
    const back = backUrl?.toString()
    const url = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      timestamp: alipayChinaTime(this.now()),
      notify_url: this.notifyUrl,
      ...(back ? { return_url: back } : {}),
      bizContent: { ...biz, product_code: 'QUICK_WAP_WAY', ...(back ? { quit_url: back } : {}) },
    })
    return { redirectUrl: url }
  }

  // ---------------------------------------------------------------- notifies

  async verifyNotify(body: unknown, headers: Record<string, string | string[] | undefined>, raw?: string): Promise<VerifiedNotify | null> {
    const r = await this.checkNotify(body, headers, raw)
    return 'notify' in r ? r.notify : null
  }

  async checkNotify(
    body: unknown,
    _headers: Record<string, string | string[] | undefined>,
    raw?: string,
  ): Promise<{ notify: VerifiedNotify } | { refused: AlipayNotifyRefusal }> {
    const refuse = (event: AlipayNotifyRefusal['event'], reason: string) => ({ refused: { event, reason } })
    // the raw form body, decoded once here (a field given twice is refused, never guessed)
    const fields: Record<string, string> = {}
    if (typeof raw === 'string') {
      for (const [k, v] of new URLSearchParams(raw)) {
        if (k in fields) return refuse('pay.notify.unknown', `field ${k} twice`)
        fields[k] = v
      }
    } else if (body && typeof body === 'object') {
      for (const [k, v] of Object.entries(body)) if (typeof v === 'string') fields[k] = v
    }
    if (!fields.sign) return refuse('pay.notify.signature_failed', 'no sign')
    if (fields.sign_type && fields.sign_type !== 'RSA2') return refuse('pay.notify.signature_failed', `sign_type ${fields.sign_type}`)
    let verified = false
    try {
      verified = this.sdk.checkNotifySignV2({ ...fields })
    } catch {
      verified = false
    }
    if (!verified) return refuse('pay.notify.signature_failed', 'signature does not verify with the Alipay public key')
    if (fields.app_id !== this.config.appId) return refuse('pay.notify.mismatch', `app_id ${fields.app_id} is not ours`)
    if (fields.seller_id !== this.config.sellerId) return refuse('pay.notify.mismatch', `seller_id ${fields.seller_id} is not ours`)
    const payNo = fields.out_trade_no
    if (!payNo) return refuse('pay.notify.unknown', 'no out_trade_no')
    const total = yuanToFen(fields.total_amount)
    if (total === null) return refuse('pay.notify.mismatch', `total_amount ${fields.total_amount} is not a yuan amount`)
    if (fields.out_biz_no && fields.refund_fee !== undefined) {
      // a refund notify: refund_fee is the trade's refunded total, so the refund itself is asked (verified reply)
      try {
        const q = await this.queryRefund(fields.out_biz_no, payNo)
        if (q.status === 'PROCESSING') return refuse('pay.notify.unknown', `refund ${fields.out_biz_no} not done at Alipay`)
        return {
          notify: {
            payNo,
            tradeNo: fields.trade_no ?? '',
            amountCents: total,
            result: 'SUCCESS',
            refund: { refundNo: fields.out_biz_no, status: q.status === 'SUCCESS' ? 'SUCCESS' : 'CLOSED', amountCents: q.amountCents },
          },
        }
      } catch (err) {
        return refuse('pay.notify.unknown', `refund query failed: ${(err as Error).message}`)
      }
    }
    const status = fields.trade_status
    if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED')
      return { notify: { payNo, tradeNo: fields.trade_no ?? '', amountCents: total, result: 'SUCCESS' } }
    if (status === 'TRADE_CLOSED') return { notify: { payNo, tradeNo: fields.trade_no ?? '', amountCents: total, result: 'CLOSED' } }
    return refuse('pay.notify.unknown', `trade_status ${status}`)
  }

  // ---------------------------------------------------------------- query, close, refund

  async query(payNo: string): Promise<{ state: ProviderPayState; tradeNo?: string; amountCents?: number }> {
    let r: Reply
    try {
      r = await this.exec('alipay.trade.query', { bizContent: { out_trade_no: payNo } })
    } catch (err) {
      // a wap trade exists at Alipay only once the payer opened the cashier
      if (err instanceof AlipayError && err.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'NOT_FOUND' }
      throw err
    }
    if (r.out_trade_no !== payNo) throw new AlipayError('MISMATCH', '', 'query reply of another order')
    const amountCents = yuanToFen(r.total_amount) ?? undefined
    const s = r.trade_status
    const state: ProviderPayState =
      s === 'TRADE_SUCCESS' || s === 'TRADE_FINISHED'
        ? 'SUCCESS'
        : s === 'TRADE_CLOSED'
          ? r.send_pay_date
            ? 'REFUNDED' // paid, then fully refunded
            : 'CLOSED'
          : 'WAITING'
    return { state, tradeNo: r.trade_no, amountCents }
  }

  async close(payNo: string): Promise<void> {
    try {
      await this.exec('alipay.trade.close', { bizContent: { out_trade_no: payNo } })
    } catch (err) {
      if (err instanceof AlipayError && err.subCode === 'ACQ.TRADE_NOT_EXIST') return
      throw err
    }
  }

  async refund(input: {
    payNo: string
    refundNo: string
    amountCents: number
    totalCents: number
    reason: string
  }): Promise<{ refundNo: string; status: 'SUCCESS' | 'PENDING' }> {
    const r = await this.exec('alipay.trade.refund', {
      bizContent: {
        out_trade_no: input.payNo,
        refund_amount: fenToYuan(input.amountCents),
        out_request_no: input.refundNo,
        refund_reason: truncateChars(input.reason, 256),
      },
    })
    if (r.out_trade_no !== input.payNo) throw new AlipayError('MISMATCH', '', 'refund reply of another order')
    if (r.fund_change === 'Y') return { refundNo: input.refundNo, status: 'SUCCESS' }
    // fund_change N: this out_request_no was refunded before (a retry), or is still in progress: ask
    const q = await this.queryRefund(input.refundNo, input.payNo)
    if (q.status === 'SUCCESS') {
      if (q.amountCents !== input.amountCents) throw new AlipayError('MISMATCH', '', `refund ${input.refundNo} was of ${q.amountCents} fen`)
      return { refundNo: input.refundNo, status: 'SUCCESS' }
    }
    return { refundNo: input.refundNo, status: 'PENDING' }
  }

  /** the refund `out_request_no` of the payment `payNo` (Alipay needs both) */
  async queryRefund(
    refundNo: string,
    payNo?: string,
  ): Promise<{ status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED'; amountCents: number }> {
    if (!payNo) throw new AlipayError('40004', 'MISSING_OUT_TRADE_NO', 'the refund query needs the payment number')
    const r = await this.exec('alipay.trade.fastpay.refund.query', {
      bizContent: { out_trade_no: payNo, out_request_no: refundNo, query_options: ['gmt_refund_pay'] },
    })
    const amountCents = yuanToFen(r.refund_amount) ?? 0
    // REFUND_SUCCESS is final; no status = not received or still in progress (asked again later)
    if (r.refund_status === 'REFUND_SUCCESS' && r.out_request_no === refundNo) return { status: 'SUCCESS', amountCents }
    return { status: 'PROCESSING', amountCents }
  }

  ack(ok: boolean) {
    return { contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' }
  }
}

function truncateChars(s: string, max: number): string {
  const chars = [...s]
  return chars.length <= max ? s : chars.slice(0, max).join('')
}
