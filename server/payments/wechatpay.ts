/**
 * WeChat Pay API v3 (channels 3 WX_H5 and 4 WX_JSAPI), on node:crypto and fetch following the rules of
 * `wechatpay-axios-plugin` (test-support/gateways/wechatpay.ts checks our signatures with that library's verifier):
 * - every request signed: SHA256withRSA with the merchant key over `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n`
 *   (the exact bytes sent), `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,
 *   timestamp=…,serial_no=<merchant certificate serial>`; in public-key mode `Wechatpay-Serial: PUB_KEY_ID_…` too;
 * - every reply and notify verified over `TIMESTAMP\nNONCE\nRAW_BODY\n` with the key its `Wechatpay-Serial` names:
 *   the WeChat Pay public key (WXPAY_PUBLIC_KEY_ID → WXPAY_PUBLIC_KEY) and/or the platform certificates
 *   (downloaded from /v3/certificates, AES-256-GCM with the APIv3 key) — a map serial → key, both at once during
 *   a switch; an unknown serial refreshes the certificates at most once a minute, then is refused; a time stamp
 *   more than 300 s off is refused;
 * - notifies: the RAW body (the notify route keeps it), `resource` AEAD_AES_256_GCM decrypted with the tag checked
 *   (setAuthTag + final), then mchid, appid, trade_state compared here and the fen amount by the pay service;
 *   acknowledged with 204 and no body, refused with 4xx `{"code":"FAIL","message":"…"}`;
 * - prepay: /v3/pay/transactions/jsapi (payer.openid) → the `requestPayment` parameters (timeStamp seconds as a
 *   string, paySign = SHA256withRSA over `appId\ntimeStamp\nnonceStr\npackage\n`); /h5 → h5_url (+ redirect_url);
 *   time_expire in China time with +08:00; query, close (204), refund (out_refund_no reused on retry; PROCESSING
 *   and ABNORMAL are not final: PENDING, followed by the refund notify or the refund sync).
 */
import crypto from 'node:crypto'
import type { PaymentProvider, PrepayInput, PrepayParams, ProviderPayState, VerifiedNotify } from './types'

import { WXPAY_DEFAULT_API_BASE } from '../lib/config'

export { WXPAY_DEFAULT_API_BASE }
/** WeChat's window for the time stamps of replies and notifies */
const WINDOW_S = 300

export interface WechatPayConfig {
  mchId: string
  appId: string
  /** the 32-character APIv3 key */
  apiV3Key: string
  /** the merchant API certificate's serial (WXPAY_SERIAL_NO) */
  serialNo: string
  /** the merchant API private key, PEM */
  privateKey: string
  /** WeChat Pay public key mode: WXPAY_PUBLIC_KEY (PEM) + WXPAY_PUBLIC_KEY_ID (PUB_KEY_ID_…); null = platform certificates only */
  publicKey?: string | null
  publicKeyId?: string | null
  /** WXPAY_API_BASE (https://api.mch.weixin.qq.com; a local gateway in tests) */
  apiBase?: string
  /** NOTIFY_BASE_URL: the public https origin of the notify URLs */
  notifyBaseUrl?: string
}

export class WechatPayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay ${status} ${code}: ${message}`)
  }
}

/** a refusal of a notify, with the reason for the log (event name stable for alerts) */
export interface NotifyRefusal {
  event: 'pay.notify.signature_failed' | 'pay.notify.decrypt_failed' | 'pay.notify.mismatch' | 'pay.notify.unknown'
  reason: string
}

type Headers = Record<string, string | string[] | undefined>
const header = (h: Headers, name: string): string | undefined => {
  const v = h[name] ?? h[name.toLowerCase()]
  return Array.isArray(v) ? v[0] : v
}

/** China time RFC 3339 with +08:00 (never toISOString()) */
export function chinaTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+08:00')
}

export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat'
  private readonly key: crypto.KeyObject
  private readonly apiBase: string
  private readonly notifyBase: string
  /** serial → verification key */
  private readonly keys = new Map<string, crypto.KeyObject>()
  private certsFetchedAt = 0

  constructor(
    readonly config: WechatPayConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = crypto.createPrivateKey(config.privateKey)
    this.apiBase = (config.apiBase ?? WXPAY_DEFAULT_API_BASE).replace(/\/+$/, '')
    this.notifyBase = (config.notifyBaseUrl ?? '').replace(/\/+$/, '')
    if (config.publicKey && config.publicKeyId) this.keys.set(config.publicKeyId, crypto.createPublicKey(config.publicKey))
  }

  get notifyUrl(): string {
    return `${this.notifyBase}/pay-center/notify/wechat`
  }

  // ---------------------------------------------------------------- signing and verifying

  /** the Authorization header of a request (exported for the tests' cross-check) */
  authorization(method: string, pathAndQuery: string, body: string): string {
    const timestamp = String(Math.floor(this.now().getTime() / 1000))
    const nonce = crypto.randomBytes(16).toString('hex')
    const signature = crypto
      .createSign('RSA-SHA256')
      .update(`${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`)
      .sign(this.key, 'base64')
    return `WECHATPAY2-SHA256-RSA2048 mchid="${this.config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${this.config.serialNo}"`
  }

  /** the requestPayment parameters' paySign: SHA256withRSA over `appId\ntimeStamp\nnonceStr\npackage\n` */
  paySign(appId: string, timeStamp: string, nonceStr: string, pkg: string): string {
    return crypto.createSign('RSA-SHA256').update(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`).sign(this.key, 'base64')
  }

  private async keyFor(serial: string): Promise<crypto.KeyObject | null> {
    const k = this.keys.get(serial)
    if (k) return k
    if (this.now().getTime() - this.certsFetchedAt < 60_000) return null
    await this.fetchCertificates().catch(() => undefined)
    return this.keys.get(serial) ?? null
  }

  /** downloads the platform certificates (403 for merchants on the public key only: nothing added) */
  async fetchCertificates(): Promise<number> {
    this.certsFetchedAt = this.now().getTime()
    const path = '/v3/certificates'
    const res = await fetch(this.apiBase + path, {
      headers: { accept: 'application/json', authorization: this.authorization('GET', path, ''), ...this.serialHeader() },
      signal: AbortSignal.timeout(10_000),
    })
    const text = await res.text()
    if (res.status !== 200) return 0
    const data = JSON.parse(text) as {
      data: Array<{ serial_no: string; encrypt_certificate: { ciphertext: string; nonce: string; associated_data: string } }>
    }
    const fresh = new Map<string, crypto.KeyObject>()
    for (const c of data.data) {
      const certificate = this.decrypt(c.encrypt_certificate)
      fresh.set(c.serial_no, new crypto.X509Certificate(certificate).publicKey)
    }
    // the download itself is verified with the certificate it brings (or one already known)
    const serial = res.headers.get('wechatpay-serial') ?? ''
    const verifyKey = fresh.get(serial) ?? this.keys.get(serial)
    if (!verifyKey || this.signatureProblem(res.headers, text, verifyKey)) return 0
    for (const [s, k] of fresh) this.keys.set(s, k)
    return fresh.size
  }

  private signatureProblem(h: Headers | globalThis.Headers, raw: string, key: crypto.KeyObject): string | null {
    const get = (n: string) => (h instanceof globalThis.Headers ? (h.get(n) ?? undefined) : header(h, n))
    const timestamp = get('wechatpay-timestamp')
    const nonce = get('wechatpay-nonce')
    const signature = get('wechatpay-signature')
    if (!timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp)) return 'signature headers missing'
    if (Math.abs(Number(timestamp) - this.now().getTime() / 1000) > WINDOW_S) return 'time stamp more than 300 s off'
    const ok = crypto.createVerify('RSA-SHA256').update(`${timestamp}\n${nonce}\n${raw}\n`).verify(key, signature, 'base64')
    return ok ? null : 'signature does not verify'
  }

  private async verifySignature(h: Headers | globalThis.Headers, raw: string): Promise<string | null> {
    const serial = h instanceof globalThis.Headers ? h.get('wechatpay-serial') : header(h, 'wechatpay-serial')
    if (!serial) return 'Wechatpay-Serial missing'
    const key = await this.keyFor(serial)
    if (!key) return `unknown serial ${serial}`
    return this.signatureProblem(h, raw, key)
  }

  /** AEAD_AES_256_GCM with the APIv3 key; the last 16 bytes of the ciphertext are the tag (checked by final()) */
  decrypt(r: { ciphertext: string; nonce: string; associated_data?: string }): string {
    const buf = Buffer.from(r.ciphertext, 'base64')
    if (buf.length < 17) throw new Error('ciphertext too short')
    const d = crypto.createDecipheriv('aes-256-gcm', Buffer.from(this.config.apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'))
    d.setAuthTag(buf.subarray(buf.length - 16))
    d.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'))
    return Buffer.concat([d.update(buf.subarray(0, buf.length - 16)), d.final()]).toString('utf8')
  }

  private serialHeader(): Record<string, string> {
    return this.config.publicKeyId ? { 'wechatpay-serial': this.config.publicKeyId } : {}
  }

  /** one signed request; the reply is verified (signature, serial, time stamp) before it is read */
  async request<T = any>(method: 'GET' | 'POST', pathAndQuery: string, body?: unknown): Promise<{ status: number; data: T }> {
    const text = body === undefined ? '' : JSON.stringify(body)
    const res = await fetch(this.apiBase + pathAndQuery, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'user-agent': 'hospital-shop wechatpay-v3',
        authorization: this.authorization(method, pathAndQuery, text),
        ...this.serialHeader(),
      },
      body: body === undefined ? undefined : text,
      signal: AbortSignal.timeout(10_000),
    })
    const raw = await res.text()
    const problem = await this.verifySignature(res.headers, raw)
    if (problem) throw new WechatPayError(res.status, 'REPLY_NOT_VERIFIED', problem)
    const data = raw ? JSON.parse(raw) : {}
    if (res.status >= 300) throw new WechatPayError(res.status, String(data.code ?? 'ERROR'), String(data.message ?? ''))
    return { status: res.status, data: data as T }
  }

  // ---------------------------------------------------------------- PaymentProvider

  async prepay(input: PrepayInput): Promise<PrepayParams> {
    const common = {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: truncateBytes(input.description, 127),
      out_trade_no: input.payNo,
      ...(input.expiresAt ? { time_expire: chinaTime(input.expiresAt) } : {}),
      notify_url: this.notifyUrl,
      amount: { total: input.amountCents, currency: 'CNY' },
    }
    if (input.channel === 4) {
      if (!input.openId) throw new WechatPayError(400, 'OPENID_MISSING', 'payer openid unknown')
      const { data } = await this.request<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', {
        ...common,
        payer: { openid: input.openId },
      })
      const timeStamp = String(Math.floor(this.now().getTime() / 1000))
      const nonceStr = crypto.randomBytes(16).toString('hex')
      const pkg = `prepay_id=${data.prepay_id}`
      return {
        wxJsapi: {
          appId: this.config.appId,
          timeStamp,
          nonceStr,
          packageExt: pkg,
          signType: 'RSA',
          paySign: this.paySign(this.config.appId, timeStamp, nonceStr, pkg),
        },
      }
    }
    const { data } = await this.request<{ h5_url: string }>('POST', '/v3/pay/transactions/h5', {
      ...common,
      scene_info: { payer_client_ip: input.clientIp ?? '127.0.0.1', h5_info: { type: 'Wap' } },
    })
    let url = data.h5_url
    if (this.notifyBase && input.returnUrl) {
      // WeChat sends the payer back to redirect_url as it is: the return page (/h5PayResult) finds the payment by payNo
      const u = new URL(input.returnUrl, this.notifyBase)
      u.searchParams.set('payNo', input.payNo)
      const back = u.toString()
      url += `${url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(back)}`
    }
    return { redirectUrl: url }
  }

  async verifyNotify(body: unknown, headers: Headers, raw?: string): Promise<VerifiedNotify | null> {
    const r = await this.checkNotify(body, headers, raw)
    return 'notify' in r ? r.notify : null
  }

  async checkNotify(body: unknown, headers: Headers, raw?: string): Promise<{ notify: VerifiedNotify } | { refused: NotifyRefusal }> {
    const refuse = (event: NotifyRefusal['event'], reason: string) => ({ refused: { event, reason } })
    if (typeof raw !== 'string') return refuse('pay.notify.signature_failed', 'no raw body')
    const problem = await this.verifySignature(headers, raw)
    if (problem) return refuse('pay.notify.signature_failed', problem)
    const b = body as {
      event_type?: string
      resource?: { ciphertext: string; nonce: string; associated_data?: string; algorithm?: string }
    }
    if (!b?.resource || b.resource.algorithm !== 'AEAD_AES_256_GCM') return refuse('pay.notify.unknown', 'no encrypted resource')
    let plain: any
    try {
      plain = JSON.parse(this.decrypt(b.resource))
    } catch {
      return refuse('pay.notify.decrypt_failed', 'resource does not decrypt (GCM tag)')
    }
    if (plain.mchid !== this.config.mchId) return refuse('pay.notify.mismatch', `mchid ${plain.mchid} is not ours`)
    if (String(b.event_type).startsWith('REFUND.')) {
      const status = plain.refund_status
      if (!['SUCCESS', 'ABNORMAL', 'CLOSED'].includes(status)) return refuse('pay.notify.unknown', `refund status ${status}`)
      const refunded = plain.amount?.refund
      if (!Number.isSafeInteger(refunded)) return refuse('pay.notify.mismatch', 'amount.refund not an integer')
      return {
        notify: {
          payNo: String(plain.out_trade_no),
          tradeNo: String(plain.transaction_id ?? ''),
          amountCents: Number(plain.amount?.total),
          result: 'SUCCESS',
          refund: { refundNo: String(plain.out_refund_no), status, amountCents: refunded },
        },
      }
    }
    if (plain.appid !== this.config.appId) return refuse('pay.notify.mismatch', `appid ${plain.appid} is not ours`)
    if (plain.trade_state !== 'SUCCESS') return refuse('pay.notify.unknown', `trade_state ${plain.trade_state}`)
    const amount = plain.amount?.total
    if (!Number.isSafeInteger(amount)) return refuse('pay.notify.mismatch', 'amount.total not an integer')
    return { notify: { payNo: String(plain.out_trade_no), tradeNo: String(plain.transaction_id), amountCents: amount, result: 'SUCCESS' } }
  }

  async query(payNo: string): Promise<{ state: ProviderPayState; tradeNo?: string; amountCents?: number }> {
    try {
      const { data } = await this.request(
        'GET',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(payNo)}?mchid=${encodeURIComponent(this.config.mchId)}`,
      )
      if (data.mchid !== this.config.mchId || data.appid !== this.config.appId || data.out_trade_no !== payNo)
        throw new WechatPayError(200, 'MISMATCH', 'query reply of another merchant / order')
      const state: ProviderPayState =
        data.trade_state === 'SUCCESS'
          ? 'SUCCESS'
          : data.trade_state === 'REFUND'
            ? 'REFUNDED'
            : data.trade_state === 'CLOSED' || data.trade_state === 'REVOKED'
              ? 'CLOSED'
              : data.trade_state === 'PAYERROR'
                ? 'FAIL'
                : 'WAITING'
      return { state, tradeNo: data.transaction_id, amountCents: data.amount?.total }
    } catch (err) {
      if (err instanceof WechatPayError && err.code === 'ORDER_NOT_EXIST') return { state: 'NOT_FOUND' }
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
    const { data } = await this.request<{ status: string; out_refund_no: string }>('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: input.payNo,
      out_refund_no: input.refundNo,
      reason: truncateBytes(input.reason, 80),
      notify_url: this.notifyUrl,
      amount: { refund: input.amountCents, total: input.totalCents, currency: 'CNY' },
    })
    if (data.status === 'CLOSED') throw new WechatPayError(200, 'REFUND_CLOSED', `refund ${input.refundNo} closed`)
    return { refundNo: data.out_refund_no, status: data.status === 'SUCCESS' ? 'SUCCESS' : 'PENDING' }
  }

  /** the status of a refund (PROCESSING / ABNORMAL are followed until final) */
  async queryRefund(refundNo: string): Promise<{ status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED'; amountCents: number }> {
    const { data } = await this.request('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`)
    return { status: data.status, amountCents: data.amount?.refund }
  }

  async close(payNo: string): Promise<void> {
    try {
      await this.request('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(payNo)}/close`, { mchid: this.config.mchId })
    } catch (err) {
      if (err instanceof WechatPayError && err.code === 'ORDER_NOT_EXIST') return
      throw err
    }
  }

  ack(ok: boolean) {
    return ok
      ? { contentType: 'application/json', body: '', status: 204 }
      : { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '失败' }) }
  }
}

/** at most `max` UTF-8 bytes, cut on a character boundary */
function truncateBytes(s: string, max: number): string {
  if (Buffer.byteLength(s) <= max) return s
  let out = ''
  for (const ch of s) {
    if (Buffer.byteLength(out + ch) > max) break
    out += ch
  }
  return out
}
