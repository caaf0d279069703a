/**
 * A local fake of the WeChat Pay API v3 gateway (127.0.0.1, a random port) that checks what the real one checks
 * (server/payments/wechatpay.ts talks to it through WXPAY_API_BASE):
 * - every request's signature: `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,timestamp=…,
 *   serial_no=…`, SHA256withRSA over `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n` verified with the merchant's
 *   public key through `wechatpay-axios-plugin`'s own Rsa / Formatter (a cross-check of our signer), the mchid and
 *   the merchant serial ours, the time stamp within 300 s: else 401 SIGN_ERROR;
 * - the merchant's orders (out_trade_no → amount, appid, state), its refunds (out_refund_no reused = the same refund,
 *   never more than paid), prepay (jsapi needs payer.openid, h5 scene_info.payer_client_ip), query, close (204),
 *   refund, refund query, /v3/certificates (403 in public-key-only mode, like merchants registered since late 2024);
 * - every reply signed (`Wechatpay-Timestamp`, `-Nonce`, `-Signature`, `-Serial`) with the WeChat Pay public key
 *   (`PUB_KEY_ID_…`) or the platform certificate's key, by `mode`;
 * - on demand, payment and refund notifies posted to the notify_url of the order (its origin replaced by
 *   `deliverTo`): AES-256-GCM encrypted with the APIv3 key and signed — and tampered ones (a flipped ciphertext byte,
 *   a stale time stamp, an unknown serial, a bad signature, a wrong amount / appid / mchid, a refund notify for an
 *   order that was never paid).
 * Every key pair is generated per run (node:crypto; the platform certificate by the openssl command).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import type { AddressInfo } from 'node:net'

// the library's own verifier: what our code signs must verify with it
const { Rsa, Formatter } = require('wechatpay-axios-plugin') as {
  Rsa: { verify(message: string, signature: string, publicKey: crypto.KeyObject): boolean }
  Formatter: { request(method: string, uri: string, timestamp: string, nonce: string, body?: string): string }
}

export type WechatKeyMode = 'publicKey' | 'certificate' | 'both'

export type NotifyTamper =
  'flipCiphertextByte' | 'staleTimestamp' | 'unknownSerial' | 'badSignature' | 'wrongAmount' | 'wrongAppid' | 'wrongMchid' | 'notPaid'

export interface FakeOrder {
  appid: string
  mchid: string
  outTradeNo: string
  description: string
  total: number
  notifyUrl: string
  kind: 'jsapi' | 'h5'
  openid?: string
  prepayId: string
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'PAYERROR'
  transactionId?: string
  successTime?: string
  timeExpire?: string
}

export interface FakeRefund {
  outRefundNo: string
  refundId: string
  outTradeNo: string
  refund: number
  total: number
  notifyUrl?: string
  status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED'
}

export interface LoggedRequest {
  method: string
  path: string
  body: string
  status: number
}

const pem = (k: crypto.KeyObject, type: 'spki' | 'pkcs8') => k.export({ type, format: 'pem' } as crypto.KeyExportOptions<'pem'>).toString()

/** China time RFC 3339 (+08:00), like the gateway's success_time */
export function chinaRfc3339(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+08:00')
}

function selfSignedCertificate(privateKeyPem: string, serialHex: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wxpay-cert-'))
  try {
    const keyFile = path.join(dir, 'key.pem')
    fs.writeFileSync(keyFile, privateKeyPem, { mode: 0o600 })
    return execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-new',
        '-key',
        keyFile,
        '-subj',
        '/CN=Tenpay.com Root CA/O=Tenpay.com',
        '-days',
        '3650',
        '-set_serial',
        `0x${serialHex}`,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

export interface FakeWechatPayOptions {
  mchid?: string
  /** the appids bound to the merchant (the mini-program's, the official account's) */
  appids?: string[]
  /** which key signs replies and notifies */
  mode?: WechatKeyMode
  /** the gateway's clock (ms): the test's clock, so the 300 s window is checked against it */
  now?: () => number
  /** refunds answer PROCESSING (then a refund notify) instead of SUCCESS */
  refundsProcessing?: boolean
}

export class FakeWechatPay {
  readonly mchid: string
  readonly appids: string[]
  mode: WechatKeyMode
  readonly now: () => number
  refundsProcessing: boolean
  /** the merchant's API key pair and certificate serial (WXPAY_PRIVATE_KEY, WXPAY_SERIAL_NO) */
  readonly merchantPrivateKey: string
  readonly merchantPublicKey: crypto.KeyObject
  readonly merchantSerial: string
  /** WXPAY_API_V3_KEY: 32 characters */
  readonly apiV3Key: string
  /** the WeChat Pay public key (WXPAY_PUBLIC_KEY, WXPAY_PUBLIC_KEY_ID) */
  readonly wxPublicKeyId = 'PUB_KEY_ID_0112345678202411010000000000000001'
  readonly wxPublicKey: string
  private readonly wxPrivate: crypto.KeyObject
  /** the platform certificate (served by /v3/certificates) */
  readonly platformSerial: string
  readonly platformCertificate: string
  private readonly platformPrivate: crypto.KeyObject
  readonly orders = new Map<string, FakeOrder>()
  readonly refunds = new Map<string, FakeRefund>()
  readonly requests: LoggedRequest[] = []
  /** where notifies go: the origin of the notify_url is replaced by this one (the test server's) */
  deliverTo: string | null = null
  private server: http.Server | null = null
  origin = ''

  constructor(opts: FakeWechatPayOptions = {}) {
    this.mchid = opts.mchid ?? '1900000109'
    this.appids = opts.appids ?? ['wx8888888888888888']
    this.mode = opts.mode ?? 'publicKey'
    this.now = opts.now ?? (() => Date.now())
    this.refundsProcessing = opts.refundsProcessing ?? false
    const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    this.merchantPrivateKey = pem(merchant.privateKey, 'pkcs8')
    this.merchantPublicKey = merchant.publicKey
    this.merchantSerial = crypto.randomBytes(20).toString('hex').toUpperCase()
    this.apiV3Key = crypto.randomBytes(16).toString('hex')
    const wx = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    this.wxPrivate = wx.privateKey
    this.wxPublicKey = pem(wx.publicKey, 'spki')
    const platform = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    this.platformPrivate = platform.privateKey
    this.platformSerial = crypto.randomBytes(20).toString('hex').toUpperCase().replace(/^0/, '1')
    this.platformCertificate = selfSignedCertificate(pem(platform.privateKey, 'pkcs8'), this.platformSerial)
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        let status = 500
        if ((req.url ?? '').startsWith('/cashier/h5')) {
          void this.cashier(req.method ?? 'GET', req.url ?? '/', body).then((r) => {
            res.writeHead(r.status, r.headers)
            res.end(r.body)
            this.requests.push({ method: req.method ?? '', path: req.url ?? '', body, status: r.status })
          })
          return
        }
        try {
          const r = this.handle(req.method ?? 'GET', req.url ?? '/', req.headers, body)
          status = r.status
          const text = r.body === undefined ? '' : JSON.stringify(r.body)
          res.writeHead(r.status, { 'content-type': 'application/json', ...this.signedHeaders(text) })
          res.end(text)
        } catch (err) {
          res.writeHead(500, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ code: 'SYSTEM_ERROR', message: String(err) }))
        }
        this.requests.push({ method: req.method ?? '', path: req.url ?? '', body, status })
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  /** the server's configuration for this merchant (Config['payments']['wechat'] apart from the notify origin) */
  config(notifyBaseUrl: string) {
    return {
      mchId: this.mchid,
      appId: this.appids[0],
      apiV3Key: this.apiV3Key,
      serialNo: this.merchantSerial,
      privateKey: this.merchantPrivateKey,
      publicKey: this.mode === 'certificate' ? null : this.wxPublicKey,
      publicKeyId: this.mode === 'certificate' ? null : this.wxPublicKeyId,
      apiBase: this.origin,
      notifyBaseUrl,
    }
  }

  // ---------------------------------------------------------------- signing

  private signingKey(): { serial: string; key: crypto.KeyObject } {
    return this.mode === 'certificate'
      ? { serial: this.platformSerial, key: this.platformPrivate }
      : { serial: this.wxPublicKeyId, key: this.wxPrivate }
  }

  signedHeaders(body: string, o: { timestamp?: number; serial?: string; key?: crypto.KeyObject } = {}): Record<string, string> {
    const k = this.signingKey()
    const timestamp = String(o.timestamp ?? Math.floor(this.now() / 1000))
    const nonce = crypto.randomBytes(16).toString('hex')
    const signature = crypto
      .createSign('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .sign(o.key ?? k.key, 'base64')
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': o.serial ?? k.serial,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      'request-id': crypto.randomUUID(),
    }
  }

  private encrypt(plain: string, associatedData: string): { ciphertext: string; nonce: string; associated_data: string } {
    const nonce = crypto.randomBytes(6).toString('hex')
    const c = crypto.createCipheriv('aes-256-gcm', Buffer.from(this.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'))
    c.setAAD(Buffer.from(associatedData, 'utf8'))
    const out = Buffer.concat([c.update(plain, 'utf8'), c.final(), c.getAuthTag()])
    return { ciphertext: out.toString('base64'), nonce, associated_data: associatedData }
  }

  // ---------------------------------------------------------------- requests

  private authProblem(method: string, url: string, headers: http.IncomingHttpHeaders, body: string): string | null {
    const auth = String(headers.authorization ?? '')
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(auth)
    if (!m) return 'Authorization missing or not WECHATPAY2-SHA256-RSA2048'
    const f: Record<string, string> = {}
    for (const part of m[1].matchAll(/(\w+)="([^"]*)"/g)) f[part[1]] = part[2]
    if (f.mchid !== this.mchid) return 'mchid of the signature is not this merchant'
    if (f.serial_no !== this.merchantSerial) return 'serial_no is not the merchant certificate serial'
    if (!/^\d{10}$/.test(f.timestamp ?? '') || Math.abs(Number(f.timestamp) - this.now() / 1000) > 300)
      return 'timestamp out of the 300 s window'
    if (!f.nonce_str || !f.signature) return 'nonce_str / signature missing'
    const message = Formatter.request(method, url, f.timestamp, f.nonce_str, body)
    if (!Rsa.verify(message, f.signature, this.merchantPublicKey)) return 'signature does not verify'
    if (this.mode !== 'certificate' && headers['wechatpay-serial'] !== undefined && headers['wechatpay-serial'] !== this.wxPublicKeyId)
      return 'Wechatpay-Serial is not the WeChat Pay public key id'
    return null
  }

  private handle(method: string, url: string, headers: http.IncomingHttpHeaders, raw: string): { status: number; body?: unknown } {
    const problem = this.authProblem(method, url, headers, raw)
    if (problem) return { status: 401, body: { code: 'SIGN_ERROR', message: problem } }
    const u = new URL(url, 'http://x')
    const p = u.pathname
    const body = raw ? (JSON.parse(raw) as Record<string, any>) : {}
    const bad = (message: string, code = 'PARAM_ERROR') => ({ status: 400, body: { code, message } })
    let m: RegExpExecArray | null
    if (method === 'POST' && (m = /^\/v3\/pay\/transactions\/(jsapi|h5)$/.exec(p))) {
      const kind = m[1] as 'jsapi' | 'h5'
      if (!this.appids.includes(body.appid)) return bad('appid 与 mchid 不匹配', 'APPID_MCHID_NOT_MATCH')
      if (body.mchid !== this.mchid) return bad('mchid 不正确', 'MCH_NOT_EXISTS')
      if (typeof body.out_trade_no !== 'string' || !/^[0-9A-Za-z_\-|*]{6,32}$/.test(body.out_trade_no)) return bad('out_trade_no 不合法')
      if (typeof body.description !== 'string' || !body.description || Buffer.byteLength(body.description) > 127)
        return bad('description 不合法')
      if (typeof body.notify_url !== 'string' || !/^https:\/\/[^?#]+$/.test(body.notify_url)) return bad('notify_url 须为 https 且不带参数')
      if (!Number.isInteger(body.amount?.total) || body.amount.total < 1 || (body.amount.currency ?? 'CNY') !== 'CNY')
        return bad('amount.total 须为正整数（分）')
      if (body.time_expire !== undefined && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/.test(body.time_expire))
        return bad('time_expire 须为 RFC 3339 北京时间')
      if (kind === 'jsapi' && typeof body.payer?.openid !== 'string') return bad('payer.openid 必填')
      if (kind === 'h5' && typeof body.scene_info?.payer_client_ip !== 'string') return bad('scene_info.payer_client_ip 必填')
      const existing = this.orders.get(body.out_trade_no)
      if (existing) {
        if (existing.state !== 'NOTPAY') return bad('订单已支付或已关闭', existing.state === 'SUCCESS' ? 'ORDERPAID' : 'ORDER_CLOSED')
        if (existing.total !== body.amount.total || existing.kind !== kind) return bad('商户订单号重复', 'OUT_TRADE_NO_USED')
      }
      const order: FakeOrder = existing ?? {
        appid: body.appid,
        mchid: body.mchid,
        outTradeNo: body.out_trade_no,
        description: body.description,
        total: body.amount.total,
        notifyUrl: body.notify_url,
        kind,
        openid: body.payer?.openid,
        prepayId: `wx${Date.now()}${crypto.randomBytes(6).toString('hex')}`,
        state: 'NOTPAY',
        timeExpire: body.time_expire,
      }
      this.orders.set(order.outTradeNo, order)
      return kind === 'jsapi'
        ? { status: 200, body: { prepay_id: order.prepayId } }
        : { status: 200, body: { h5_url: `${this.origin}/cashier/h5?prepay_id=${order.prepayId}` } }
    }
    if (method === 'GET' && (m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(p))) {
      if (u.searchParams.get('mchid') !== this.mchid) return bad('mchid 不正确')
      const o = this.orders.get(decodeURIComponent(m[1]))
      if (!o) return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } }
      return { status: 200, body: this.transaction(o) }
    }
    if (method === 'POST' && (m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(p))) {
      if (body.mchid !== this.mchid) return bad('mchid 不正确')
      const o = this.orders.get(decodeURIComponent(m[1]))
      if (!o) return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } }
      if (o.state === 'SUCCESS' || o.state === 'REFUND') return bad('订单已支付', 'ORDERPAID')
      o.state = 'CLOSED'
      return { status: 204 }
    }
    if (method === 'POST' && p === '/v3/refund/domestic/refunds') {
      const o = this.orders.get(body.out_trade_no)
      if (!o) return { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' } }
      if (typeof body.out_refund_no !== 'string' || !/^[0-9A-Za-z_\-|*@]{1,64}$/.test(body.out_refund_no))
        return bad('out_refund_no 不合法')
      const prior = this.refunds.get(body.out_refund_no)
      if (prior) return { status: 200, body: this.refundView(prior) }
      if (o.state !== 'SUCCESS' && o.state !== 'REFUND') return bad('订单未支付', 'TRADE_STATE_ERROR')
      if (body.amount?.total !== o.total) return bad('amount.total 与订单金额不符')
      const already = [...this.refunds.values()].filter((r) => r.outTradeNo === o.outTradeNo && r.status !== 'CLOSED')
      if (already.length >= 50) return bad('部分退款次数超限', 'FREQUENCY_LIMITED')
      const left = o.total - already.reduce((s, r) => s + r.refund, 0)
      if (!Number.isInteger(body.amount?.refund) || body.amount.refund < 1 || body.amount.refund > left)
        return bad('退款金额超过可退金额', 'NOT_ENOUGH')
      if (body.notify_url !== undefined && !/^https:\/\/[^?#]+$/.test(body.notify_url)) return bad('notify_url 须为 https 且不带参数')
      const r: FakeRefund = {
        outRefundNo: body.out_refund_no,
        refundId: `50${Date.now()}${crypto.randomInt(1e6, 9e6)}`,
        outTradeNo: o.outTradeNo,
        refund: body.amount.refund,
        total: o.total,
        notifyUrl: body.notify_url,
        status: this.refundsProcessing ? 'PROCESSING' : 'SUCCESS',
      }
      this.refunds.set(r.outRefundNo, r)
      o.state = 'REFUND'
      return { status: 200, body: this.refundView(r) }
    }
    if (method === 'GET' && (m = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(p))) {
      const r = this.refunds.get(decodeURIComponent(m[1]))
      if (!r) return { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' } }
      return { status: 200, body: this.refundView(r) }
    }
    if (method === 'GET' && p === '/v3/certificates') {
      if (this.mode === 'publicKey') return { status: 403, body: { code: 'NO_AUTH', message: '商户已切换为微信支付公钥' } }
      const enc = this.encrypt(this.platformCertificate, 'certificate')
      return {
        status: 200,
        body: {
          data: [
            {
              serial_no: this.platformSerial,
              effective_time: chinaRfc3339(this.now() - 86400_000),
              expire_time: chinaRfc3339(this.now() + 5 * 365 * 86400_000),
              encrypt_certificate: { algorithm: 'AEAD_AES_256_GCM', ...enc },
            },
          ],
        },
      }
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: `no such endpoint ${method} ${p}` } }
  }

  private transaction(o: FakeOrder) {
    const paid = o.state === 'SUCCESS' || o.state === 'REFUND'
    return {
      appid: o.appid,
      mchid: o.mchid,
      out_trade_no: o.outTradeNo,
      trade_type: o.kind === 'jsapi' ? 'JSAPI' : 'MWEB',
      trade_state: o.state,
      trade_state_desc: o.state,
      ...(paid
        ? {
            transaction_id: o.transactionId,
            bank_type: 'OTHERS',
            success_time: o.successTime,
            payer: { openid: o.openid ?? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
            amount: { total: o.total, payer_total: o.total, currency: 'CNY', payer_currency: 'CNY' },
          }
        : { amount: { total: o.total, currency: 'CNY' } }),
    }
  }

  private refundView(r: FakeRefund) {
    const o = this.orders.get(r.outTradeNo)!
    return {
      refund_id: r.refundId,
      out_refund_no: r.outRefundNo,
      transaction_id: o.transactionId,
      out_trade_no: r.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      status: r.status,
      create_time: chinaRfc3339(this.now()),
      amount: { total: r.total, refund: r.refund, payer_total: r.total, payer_refund: r.refund, currency: 'CNY' },
    }
  }

  // ---------------------------------------------------------------- what the payer / WeChat does

  /** the payer pays (the mini-program's requestPayment, the H5 cashier): the order is SUCCESS, no notify yet */
  pay(outTradeNo: string): FakeOrder {
    const o = this.orders.get(outTradeNo)
    if (!o) throw new Error(`fake WeChat Pay: no order ${outTradeNo}`)
    if (o.state !== 'NOTPAY') throw new Error(`fake WeChat Pay: order ${outTradeNo} is ${o.state}`)
    o.state = 'SUCCESS'
    o.transactionId = `42000${Date.now()}${crypto.randomInt(1e6, 9e6)}`
    o.successTime = chinaRfc3339(this.now())
    return o
  }

  /**
   * The H5 cashier a browser journey opens (h5_url + &redirect_url=…): a page with 确认支付; its form pays the order,
   * posts the payment notify like WeChat (awaited, so the merchant has it when the payer is back) and sends the
   * payer to redirect_url. The real page is WeChat's; this one only does what the payer's confirmation does.
   */
  private async cashier(
    method: string,
    url: string,
    body: string,
  ): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const u = new URL(url, 'http://gateway')
    const form = method === 'POST' ? new URLSearchParams(body) : u.searchParams
    const prepayId = form.get('prepay_id') ?? ''
    const back = form.get('redirect_url') ?? ''
    const order = [...this.orders.values()].find((o) => o.prepayId === prepayId && o.kind === 'h5')
    const html = (text: string) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: text })
    if (!order) return { ...html('<p>订单不存在</p>'), status: 404 }
    const esc = (t: string) => t.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
    if (method !== 'POST')
      return html(
        `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>微信支付</title>` +
          `<h1>微信支付</h1><p>${esc(order.description)}</p><p class="amount">¥${(order.total / 100).toFixed(2)}</p>` +
          `<form method="post" action="/cashier/h5"><input type="hidden" name="prepay_id" value="${esc(prepayId)}">` +
          `<input type="hidden" name="redirect_url" value="${esc(back)}"><button type="submit">确认支付</button></form>`,
      )
    if (order.state === 'NOTPAY') {
      this.pay(order.outTradeNo)
      await this.post(this.paymentNotify(order.outTradeNo)).catch(() => undefined)
    }
    return back ? { status: 302, headers: { location: back }, body: '' } : html('<p>支付成功</p>')
  }

  /** a refund that was PROCESSING ends */
  finishRefund(outRefundNo: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' = 'SUCCESS'): FakeRefund {
    const r = this.refunds.get(outRefundNo)
    if (!r) throw new Error(`fake WeChat Pay: no refund ${outRefundNo}`)
    r.status = status
    return r
  }

  /** the notify of a payment (the order must have been paid unless `tamper` is 'notPaid'), perhaps tampered */
  paymentNotify(outTradeNo: string, tamper?: NotifyTamper): { url: string; headers: Record<string, string>; body: string } {
    const o = this.orders.get(outTradeNo)
    if (!o) throw new Error(`fake WeChat Pay: no order ${outTradeNo}`)
    if (o.state !== 'SUCCESS' && o.state !== 'REFUND' && tamper !== 'notPaid') throw new Error(`fake WeChat Pay: ${outTradeNo} is not paid`)
    const t = { ...this.transaction(o), trade_state: 'SUCCESS' } as Record<string, any>
    t.transaction_id ??= `42000${Date.now()}${crypto.randomInt(1e6, 9e6)}`
    t.amount = { total: o.total, payer_total: o.total, currency: 'CNY', payer_currency: 'CNY' }
    if (tamper === 'wrongAmount') t.amount = { ...t.amount, total: 1, payer_total: 1 }
    if (tamper === 'wrongAppid') t.appid = 'wx0000000000000bad'
    if (tamper === 'wrongMchid') t.mchid = '1900000999'
    return this.notify(o.notifyUrl, 'TRANSACTION.SUCCESS', 'transaction', t, tamper)
  }

  /** the notify of a refund (REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED) */
  refundNotify(outRefundNo: string, tamper?: NotifyTamper): { url: string; headers: Record<string, string>; body: string } {
    const r = this.refunds.get(outRefundNo)
    if (!r) throw new Error(`fake WeChat Pay: no refund ${outRefundNo}`)
    const o = this.orders.get(r.outTradeNo)!
    const plain = {
      mchid: tamper === 'wrongMchid' ? '1900000999' : this.mchid,
      out_trade_no: r.outTradeNo,
      transaction_id: o.transactionId,
      out_refund_no: r.outRefundNo,
      refund_id: r.refundId,
      refund_status: r.status,
      success_time: chinaRfc3339(this.now()),
      user_received_account: '支付用户零钱',
      amount: { total: r.total, refund: tamper === 'wrongAmount' ? r.refund + 1 : r.refund, payer_total: r.total, payer_refund: r.refund },
    }
    return this.notify(r.notifyUrl ?? o.notifyUrl, `REFUND.${r.status}`, 'refund', plain, tamper)
  }

  /** a refund notify for a payment the merchant never had notified (out of order): refund of an unpaid order */
  strayRefundNotify(outTradeNo: string): { url: string; headers: Record<string, string>; body: string } {
    const o = this.orders.get(outTradeNo)
    if (!o) throw new Error(`fake WeChat Pay: no order ${outTradeNo}`)
    const plain = {
      mchid: this.mchid,
      out_trade_no: outTradeNo,
      transaction_id: `42000${Date.now()}`,
      out_refund_no: `RSTRAY${Date.now()}`,
      refund_id: `50${Date.now()}`,
      refund_status: 'SUCCESS',
      success_time: chinaRfc3339(this.now()),
      amount: { total: o.total, refund: o.total, payer_total: o.total, payer_refund: o.total },
    }
    return this.notify(o.notifyUrl, 'REFUND.SUCCESS', 'refund', plain)
  }

  private notify(
    notifyUrl: string,
    eventType: string,
    originalType: string,
    plain: unknown,
    tamper?: NotifyTamper,
  ): { url: string; headers: Record<string, string>; body: string } {
    const resource = { original_type: originalType, algorithm: 'AEAD_AES_256_GCM', ...this.encrypt(JSON.stringify(plain), originalType) }
    if (tamper === 'flipCiphertextByte') {
      const b = Buffer.from(resource.ciphertext, 'base64')
      b[Math.floor(b.length / 3)] ^= 0x01
      resource.ciphertext = b.toString('base64')
    }
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: chinaRfc3339(this.now()),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType.startsWith('REFUND') ? '退款成功' : '支付成功',
      resource,
    })
    const headers = this.signedHeaders(body, {
      timestamp: tamper === 'staleTimestamp' ? Math.floor(this.now() / 1000) - 301 : undefined,
      serial: tamper === 'unknownSerial' ? 'PUB_KEY_ID_0199999999999999999999999999999999' : undefined,
      key:
        tamper === 'unknownSerial' || tamper === 'badSignature'
          ? crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
          : undefined,
    })
    const url = this.deliverTo ? new URL(new URL(notifyUrl).pathname, this.deliverTo).toString() : notifyUrl
    return { url, headers: { 'content-type': 'application/json', ...headers }, body }
  }

  /** posts a notify like WeChat does: returns what the merchant answered */
  async post(n: { url: string; headers: Record<string, string>; body: string }): Promise<{ status: number; body: string }> {
    const res = await fetch(n.url, { method: 'POST', headers: n.headers, body: n.body, signal: AbortSignal.timeout(5000) })
    return { status: res.status, body: await res.text() }
  }
}
