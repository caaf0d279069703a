/**
 * A local fake of Alipay's OpenAPI v2 gateway (`gateway.do`, 127.0.0.1, a random port) that checks what the real
 * one checks (server/payments/alipay.ts and the Alipay login talk to it through ALIPAY_GATEWAY):
 * - every request's RSA2 signature: every parameter but `sign` (URL query and form body together), sorted,
 *   `k=v&…`, verified with the APP's public key (independently of alipay-sdk, so our SDK use is cross-checked);
 *   an unknown app_id → the unsigned `error_response` isv.invalid-app-id; a bad signature → 40002
 *   isv.invalid-signature; a `timestamp` that is not `yyyy-MM-dd HH:mm:ss` China time within 15 minutes of the
 *   gateway's clock → isv.invalid-timestamp; in certificate mode app_cert_sn / alipay_root_cert_sn must be the
 *   serial numbers of the app certificate and the root certificate (computed here as Alipay documents it:
 *   md5(issuer DN reversed + decimal serial), the root's joined by `_` over its RSA certificates);
 * - the app's trades (out_trade_no → amount in fen, buyer, state), `alipay.trade.create` (JSAPI_PAY, buyer_open_id
 *   required), `alipay.trade.wap.pay` (a signed GET URL: the trade exists only once the payer opened the cashier,
 *   like the real one), `alipay.trade.query`, `.close`, `.refund` (out_request_no reused = the same refund, answered
 *   fund_change N; never more than paid), `alipay.trade.fastpay.refund.query`, `alipay.system.oauth.token`
 *   (one use per auth code);
 * - every reply signed with ALIPAY's key over the exact `…_response` JSON text (+ `alipay_cert_sn` in certificate
 *   mode);
 * - the wap cashier page (the signed wap.pay URL opened in a browser) with 确认付款: pays, posts the notify, returns the
 *   payer to return_url with Alipay's signed synchronous return fields;
 * - on demand, asynchronous notifies (form-encoded, signed over every field but sign / sign_type) posted to the
 *   trade's notify_url (its origin replaced by `deliverTo`) — and tampered ones (bad signature, altered after
 *   signing, wrong amount / app_id / seller_id signed by Alipay, no sign), refund notifies (refund_fee = the
 *   trade's refunded total, out_biz_no = the refund), and `my.getPhoneNumber`'s signed, AES-encrypted response.
 * Every key pair and certificate is generated per run (node:crypto; the certificates by the openssl command).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import type { AddressInfo } from 'node:net'

export type AlipayKeyMode = 'publicKey' | 'certificate'

export type AlipayNotifyTamper = 'badSignature' | 'alteredAfterSigning' | 'wrongAmount' | 'wrongAppId' | 'wrongSeller' | 'noSign'

export interface FakeAlipayTrade {
  outTradeNo: string
  tradeNo: string
  total: number
  subject: string
  productCode: 'JSAPI_PAY' | 'QUICK_WAP_WAY'
  buyerOpenId?: string
  notifyUrl?: string
  returnUrl?: string
  timeExpire?: string
  /** UNOPENED: a wap trade whose cashier was never opened (Alipay does not know it yet) */
  state: 'UNOPENED' | 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED'
  paidAt?: number
}

export interface FakeAlipayRefund {
  outTradeNo: string
  outRequestNo: string
  amount: number
  at: number
}

export interface AlipayLoggedRequest {
  httpMethod: string
  method: string
  params: Record<string, string>
  biz: Record<string, any>
  /** the reply's text */
  reply: string
}

const pem = (k: crypto.KeyObject, type: 'spki' | 'pkcs8' | 'pkcs1') =>
  k.export({ type, format: 'pem' } as crypto.KeyExportOptions<'pem'>).toString()

/** `yyyy-MM-dd HH:mm:ss` China time */
export function chinaStamp(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19)
}
const fenToYuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
const yuanToFen = (y: unknown): number | null => {
  const m = typeof y === 'string' ? /^(\d{1,11})(?:\.(\d{1,2}))?$/.exec(y) : null
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null
}

/** the content Alipay signs: every field but those left out, sorted by name, `k=v` joined by `&`, empty values left out */
export function signContent(fields: Record<string, string>, leaveOut: string[]): string {
  return Object.keys(fields)
    .filter((k) => !leaveOut.includes(k) && fields[k] !== '' && fields[k] !== undefined)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&')
}

/** an Alipay certificate serial number as its SDKs compute it: md5(issuer DN in reverse order + decimal serial) */
export function certSn(certPem: string): string {
  const c = new crypto.X509Certificate(certPem)
  const issuer = c.issuer.split('\n').reverse().join(',')
  return crypto
    .createHash('md5')
    .update(issuer + BigInt(`0x${c.serialNumber}`).toString(10), 'utf8')
    .digest('hex')
}

function openssl(args: string[], files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alipay-cert-'))
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text, { mode: 0o600 })
    return execFileSync('openssl', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** the certificates of certificate mode: a root CA, the app's certificate and Alipay's, both issued by the root */
function certificates(appKey: crypto.KeyObject, alipayKey: crypto.KeyObject) {
  const ca = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  const rootSubj = '/C=CN/O=Ant Financial/OU=Certification Authority/CN=Ant Financial Certification Authority R1'
  const root = openssl(['req', '-x509', '-new', '-key', 'ca.pem', '-subj', rootSubj, '-days', '3650', '-set_serial', '0x1A2B3C4D5E6F'], {
    'ca.pem': pem(ca, 'pkcs8'),
  })
  const issue = (key: crypto.KeyObject, subj: string, serial: string) => {
    const csr = openssl(['req', '-new', '-key', 'key.pem', '-subj', subj], { 'key.pem': pem(key, 'pkcs8') })
    return openssl(['x509', '-req', '-in', 'req.csr', '-CA', 'root.pem', '-CAkey', 'ca.pem', '-set_serial', serial, '-days', '1825'], {
      'req.csr': csr,
      'root.pem': root,
      'ca.pem': pem(ca, 'pkcs8'),
    })
  }
  const appCert = issue(appKey, '/C=CN/O=Hospital/OU=Alipay/CN=2021000000000001', `0x${crypto.randomBytes(8).toString('hex')}`)
  const alipayCert = issue(alipayKey, '/C=CN/O=Ant Financial/OU=Alipay/CN=2021000000000001', `0x${crypto.randomBytes(8).toString('hex')}`)
  return { root, appCert, alipayCert }
}

export interface FakeAlipayOptions {
  appId?: string
  sellerId?: string
  mode?: AlipayKeyMode
  /** the gateway's clock (ms): the test's clock */
  now?: () => number
  /** the app's private key in PKCS1 (`RSA PRIVATE KEY`, what older tools give) instead of PKCS8 */
  pkcs1?: boolean
}

export class FakeAlipay {
  readonly appId: string
  readonly sellerId: string
  readonly mode: AlipayKeyMode
  readonly now: () => number
  /** ALIPAY_PRIVATE_KEY: the app's private key; its public key is what the gateway verifies with */
  readonly appPrivateKey: string
  readonly appPublicKey: crypto.KeyObject
  /** ALIPAY_PUBLIC_KEY: the Alipay public key (the private one signs replies and notifies) */
  readonly alipayPublicKey: string
  private readonly alipayPrivate: crypto.KeyObject
  /** certificate mode: ALIPAY_APP_CERT, ALIPAY_PUBLIC_CERT, ALIPAY_ROOT_CERT */
  readonly appCert: string | null = null
  readonly alipayCert: string | null = null
  readonly rootCert: string | null = null
  /** ALIPAY_AES_KEY: the content-encryption key (base64 of 16 bytes) of my.getPhoneNumber */
  readonly aesKey = crypto.randomBytes(16).toString('base64')
  readonly trades = new Map<string, FakeAlipayTrade>()
  readonly refunds = new Map<string, FakeAlipayRefund>()
  /** auth code → the user it stands for (one use) */
  readonly authCodes = new Map<string, { userId?: string; openId: string }>()
  readonly requests: AlipayLoggedRequest[] = []
  /** where notifies go: the origin of the notify_url is replaced by this one (the test server's) */
  deliverTo: string | null = null
  private server: http.Server | null = null
  origin = ''

  constructor(opts: FakeAlipayOptions = {}) {
    this.appId = opts.appId ?? '2021000000000001'
    this.sellerId = opts.sellerId ?? '2088101122136241'
    this.mode = opts.mode ?? 'publicKey'
    this.now = opts.now ?? (() => Date.now())
    const app = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    this.appPrivateKey = pem(app.privateKey, opts.pkcs1 ? 'pkcs1' : 'pkcs8')
    this.appPublicKey = app.publicKey
    const ali = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    this.alipayPrivate = ali.privateKey
    this.alipayPublicKey = pem(ali.publicKey, 'spki')
    if (this.mode === 'certificate') {
      const c = certificates(app.privateKey, ali.privateKey)
      this.appCert = c.appCert
      this.alipayCert = c.alipayCert
      this.rootCert = c.root
    }
  }

  get gateway(): string {
    return `${this.origin}/gateway.do`
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        if (req.method === 'POST' && (req.url ?? '').startsWith('/cashier/wap')) {
          void this.cashier(Buffer.concat(chunks).toString('utf8')).then((r) => {
            res.writeHead(r.status, { 'content-type': r.contentType, ...(r.location ? { location: r.location } : {}) })
            res.end(r.body)
          })
          return
        }
        try {
          const r = this.handle(req.method ?? 'GET', req.url ?? '/', Buffer.concat(chunks).toString('utf8'))
          res.writeHead(r.status, { 'content-type': r.contentType })
          res.end(r.body)
        } catch (err) {
          res.writeHead(500, { 'content-type': 'text/plain' })
          res.end(String(err))
        }
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  /** the server's configuration (Config['payments']['alipay']) for this app */
  config(notifyBaseUrl: string) {
    return {
      appId: this.appId,
      privateKey: this.appPrivateKey,
      alipayPublicKey: this.mode === 'certificate' ? null : this.alipayPublicKey,
      appCert: this.appCert,
      alipayPublicCert: this.alipayCert,
      alipayRootCert: this.rootCert,
      aesKey: this.aesKey,
      sellerId: this.sellerId,
      gateway: this.gateway,
      notifyBaseUrl,
    }
  }

  // ---------------------------------------------------------------- signing

  private sign(content: string, key: crypto.KeyObject = this.alipayPrivate): string {
    return crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64')
  }

  /** a reply as Alipay writes it: `{"<method>_response":{…},"alipay_cert_sn":"…","sign":"…"}`, signed over the inner JSON */
  private reply(method: string, body: Record<string, unknown>): string {
    const inner = JSON.stringify(body)
    const certSnPart = this.alipayCert ? `,"alipay_cert_sn":"${certSn(this.alipayCert)}"` : ''
    return `{"${method.replace(/\./g, '_')}_response":${inner}${certSnPart},"sign":"${this.sign(inner)}"}`
  }

  // ---------------------------------------------------------------- requests

  private handle(httpMethod: string, url: string, raw: string): { status: number; contentType: string; body: string } {
    const u = new URL(url, 'http://x')
    if (u.pathname !== '/gateway.do') return { status: 404, contentType: 'text/plain', body: 'not found' }
    const params: Record<string, string> = {}
    for (const [k, v] of u.searchParams) params[k] = v
    if (httpMethod === 'POST') for (const [k, v] of new URLSearchParams(raw)) params[k] = v
    const method = params.method ?? ''
    let biz: Record<string, any> = {}
    try {
      biz = params.biz_content ? JSON.parse(params.biz_content) : {}
    } catch {
      biz = {}
    }
    const json = (body: string) => {
      this.requests.push({ httpMethod, method, params, biz, reply: body })
      return { status: 200, contentType: 'application/json;charset=utf-8', body }
    }
    const problem = this.requestProblem(params)
    if (problem?.unsigned)
      return json(
        JSON.stringify({ error_response: { code: '40002', msg: 'Invalid Arguments', sub_code: problem.subCode, sub_msg: problem.subMsg } }),
      )
    if (problem)
      return json(this.reply(method, { code: '40002', msg: 'Invalid Arguments', sub_code: problem.subCode, sub_msg: problem.subMsg }))
    if (method === 'alipay.trade.wap.pay') {
      // the payer's browser arrives with the signed URL: the cashier page (the trade exists once it is opened: pay())
      const r = this.wapPay(params, biz)
      this.requests.push({ httpMethod, method, params, biz, reply: r.body })
      return r
    }
    const out = this.business(method, params, biz)
    return json(
      method === 'alipay.system.oauth.token' && 'error' in out ? JSON.stringify({ error_response: out.error }) : this.reply(method, out),
    )
  }

  private requestProblem(p: Record<string, string>): { subCode: string; subMsg: string; unsigned?: boolean } | null {
    if (p.app_id !== this.appId) return { subCode: 'isv.invalid-app-id', subMsg: '无效的AppID参数', unsigned: true }
    if (p.sign_type !== 'RSA2') return { subCode: 'isv.invalid-signature-type', subMsg: '无效的签名类型' }
    if (p.charset?.toLowerCase() !== 'utf-8') return { subCode: 'isv.invalid-charset', subMsg: '字符集错误' }
    const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(p.timestamp ?? '')
    if (!m) return { subCode: 'isv.invalid-timestamp', subMsg: '非法的时间戳参数' }
    const at = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) - 8 * 3600_000
    if (Math.abs(at - this.now()) > 15 * 60_000)
      return { subCode: 'isv.invalid-timestamp', subMsg: '非法的时间戳参数（与服务器时间相差超过15分钟）' }
    if (this.mode === 'certificate') {
      if (p.app_cert_sn !== certSn(this.appCert!)) return { subCode: 'isv.app-cert-sn-not-match', subMsg: '应用公钥证书序列号不匹配' }
      const rootSn = certSn(this.rootCert!)
      if (!(p.alipay_root_cert_sn ?? '').split('_').includes(rootSn))
        return { subCode: 'isv.alipay-root-cert-sn-not-match', subMsg: '支付宝根证书序列号不匹配' }
    }
    const content = signContent(p, ['sign'])
    let ok = false
    try {
      ok = !!p.sign && crypto.createVerify('RSA-SHA256').update(content, 'utf8').verify(this.appPublicKey, p.sign, 'base64')
    } catch {
      ok = false
    }
    if (!ok)
      return {
        subCode: 'isv.invalid-signature',
        subMsg: `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content.slice(0, 200)}`,
      }
    return null
  }

  private wapPay(p: Record<string, string>, biz: Record<string, any>): { status: number; contentType: string; body: string } {
    const bad = (msg: string) => ({ status: 200, contentType: 'text/html;charset=utf-8', body: `<html><body>支付宝：${msg}</body></html>` })
    if (biz.product_code !== 'QUICK_WAP_WAY') return bad('product_code 须为 QUICK_WAP_WAY')
    const total = yuanToFen(biz.total_amount)
    if (total === null || total < 1) return bad('total_amount 不合法')
    if (!/^[0-9A-Za-z_]{1,64}$/.test(biz.out_trade_no ?? '')) return bad('out_trade_no 不合法')
    const existing = this.trades.get(biz.out_trade_no)
    if (existing && existing.total !== total) return bad('交易信息被篡改（ACQ.CONTEXT_INCONSISTENT）')
    if (existing && existing.state !== 'UNOPENED' && existing.state !== 'WAIT_BUYER_PAY') return bad('交易已支付或已关闭')
    this.trades.set(biz.out_trade_no, {
      ...(existing ?? { tradeNo: this.newTradeNo(), state: 'UNOPENED' as const }),
      outTradeNo: biz.out_trade_no,
      total,
      subject: String(biz.subject ?? ''),
      productCode: 'QUICK_WAP_WAY',
      notifyUrl: p.notify_url,
      returnUrl: p.return_url,
      timeExpire: biz.time_expire,
    })
    const esc = (t: string) => t.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
    // the cashier a browser journey sees: 确认付款 pays (cashier()), like the payer's confirmation in Alipay
    return {
      status: 200,
      contentType: 'text/html;charset=utf-8',
      body:
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>支付宝</title></head><body><h1>支付宝收银台 ${fenToYuan(total)} 元</h1><p>${esc(String(biz.subject ?? ''))}</p>` +
        `<form method="post" action="/cashier/wap"><input type="hidden" name="out_trade_no" value="${esc(biz.out_trade_no)}">` +
        `<button type="submit">确认付款</button></form></body></html>`,
    }
  }

  /**
   * The wap cashier's 确认付款 (POST /cashier/wap): the trade is paid, its signed notify posted like Alipay's (awaited,
   * so the merchant has it when the payer is back), and the payer sent to return_url with the synchronous return
   * fields Alipay appends (method alipay.trade.wap.pay.return, out_trade_no, trade_no, total_amount, seller_id,
   * signed with Alipay's key). The real page is Alipay's; this one only does what the payer's confirmation does.
   */
  private async cashier(body: string): Promise<{ status: number; contentType: string; body: string; location?: string }> {
    const t = this.trades.get(new URLSearchParams(body).get('out_trade_no') ?? '')
    if (!t || t.productCode !== 'QUICK_WAP_WAY') return { status: 404, contentType: 'text/html;charset=utf-8', body: '<p>交易不存在</p>' }
    if (t.state === 'UNOPENED' || t.state === 'WAIT_BUYER_PAY') {
      this.pay(t.outTradeNo)
      await this.post(this.paymentNotify(t.outTradeNo)).catch(() => undefined)
    }
    if (!t.returnUrl) return { status: 200, contentType: 'text/html;charset=utf-8', body: '<p>支付成功</p>' }
    const fields: Record<string, string> = {
      charset: 'utf-8',
      out_trade_no: t.outTradeNo,
      method: 'alipay.trade.wap.pay.return',
      total_amount: fenToYuan(t.total),
      trade_no: t.tradeNo,
      auth_app_id: this.appId,
      version: '1.0',
      app_id: this.appId,
      sign_type: 'RSA2',
      seller_id: this.sellerId,
      timestamp: chinaStamp(this.now()),
    }
    fields.sign = this.sign(signContent(fields, ['sign', 'sign_type']))
    const back = new URL(t.returnUrl)
    for (const [k, v] of Object.entries(fields)) back.searchParams.set(k, v)
    return { status: 302, contentType: 'text/html;charset=utf-8', body: '', location: back.toString() }
  }

  private newTradeNo(): string {
    return `2026${chinaStamp(this.now()).replace(/\D/g, '').slice(4, 8)}22001${crypto.randomInt(1e9, 9e9)}${crypto.randomInt(100, 999)}`
  }

  private business(method: string, p: Record<string, string>, biz: Record<string, any>): Record<string, unknown> & { error?: unknown } {
    const ok = (o: Record<string, unknown>) => ({ code: '10000', msg: 'Success', ...o })
    const fail = (subCode: string, subMsg: string) => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg })
    const missing = (name: string) => ({
      code: '40002',
      msg: 'Invalid Arguments',
      sub_code: `isv.missing-${name}`,
      sub_msg: `缺少参数 ${name}`,
    })
    const trade = (): FakeAlipayTrade | undefined => {
      const t = this.trades.get(biz.out_trade_no)
      return t && t.state !== 'UNOPENED' ? t : undefined
    }
    switch (method) {
      case 'alipay.trade.create': {
        if (biz.product_code !== 'JSAPI_PAY') return fail('ACQ.INVALID_PARAMETER', 'product_code 须为 JSAPI_PAY')
        if (!biz.out_trade_no) return missing('out_trade_no')
        const total = yuanToFen(biz.total_amount)
        if (total === null || total < 1) return fail('ACQ.INVALID_PARAMETER', 'total_amount 不合法')
        if (!biz.subject || /[/=&]/.test(biz.subject)) return fail('ACQ.INVALID_PARAMETER', 'subject 不合法')
        if (!biz.buyer_open_id && !biz.buyer_id) return fail('ACQ.INVALID_PARAMETER', 'buyer_open_id 必填')
        if (biz.buyer_id && !/^2088\d{12}$/.test(biz.buyer_id)) return fail('ACQ.BUYER_NOT_EXIST', '买家不存在')
        if (biz.time_expire !== undefined && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(biz.time_expire))
          return fail('ACQ.INVALID_PARAMETER', 'time_expire 格式错误')
        const existing = this.trades.get(biz.out_trade_no)
        if (existing) {
          if (existing.state === 'TRADE_SUCCESS' || existing.state === 'TRADE_FINISHED')
            return fail('ACQ.TRADE_HAS_SUCCESS', '交易已被支付')
          if (existing.state === 'TRADE_CLOSED') return fail('ACQ.TRADE_HAS_CLOSE', '交易已经关闭')
          if (existing.total !== total) return fail('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改')
          return ok({ out_trade_no: existing.outTradeNo, trade_no: existing.tradeNo })
        }
        const t: FakeAlipayTrade = {
          outTradeNo: biz.out_trade_no,
          tradeNo: this.newTradeNo(),
          total,
          subject: biz.subject,
          productCode: 'JSAPI_PAY',
          buyerOpenId: biz.buyer_open_id ?? biz.buyer_id,
          notifyUrl: p.notify_url,
          timeExpire: biz.time_expire,
          state: 'WAIT_BUYER_PAY',
        }
        this.trades.set(t.outTradeNo, t)
        return ok({ out_trade_no: t.outTradeNo, trade_no: t.tradeNo })
      }
      case 'alipay.trade.query': {
        const t = trade()
        if (!t) return fail('ACQ.TRADE_NOT_EXIST', '交易不存在')
        return ok({
          trade_no: t.tradeNo,
          out_trade_no: t.outTradeNo,
          buyer_open_id: t.buyerOpenId ?? '074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5',
          trade_status: t.state,
          total_amount: fenToYuan(t.total),
          ...(t.paidAt ? { send_pay_date: chinaStamp(t.paidAt), receipt_amount: fenToYuan(t.total) } : {}),
        })
      }
      case 'alipay.trade.close': {
        const t = trade()
        if (!t) {
          const unopened = this.trades.get(biz.out_trade_no)
          if (unopened) unopened.state = 'TRADE_CLOSED' // its link is dead now
          return fail('ACQ.TRADE_NOT_EXIST', '交易不存在')
        }
        if (t.state !== 'WAIT_BUYER_PAY') return fail('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
        t.state = 'TRADE_CLOSED'
        return ok({ trade_no: t.tradeNo, out_trade_no: t.outTradeNo })
      }
      case 'alipay.trade.refund': {
        const t = trade()
        if (!t) return fail('ACQ.TRADE_NOT_EXIST', '交易不存在')
        const amount = yuanToFen(biz.refund_amount)
        if (amount === null || amount < 1) return fail('ACQ.INVALID_PARAMETER', 'refund_amount 不合法')
        const requestNo = String(biz.out_request_no ?? t.outTradeNo)
        const refunded = this.refundedTotal(t.outTradeNo)
        const prior = this.refunds.get(`${t.outTradeNo}/${requestNo}`)
        const view = (fundChange: 'Y' | 'N') =>
          ok({
            trade_no: t.tradeNo,
            out_trade_no: t.outTradeNo,
            buyer_open_id: t.buyerOpenId,
            fund_change: fundChange,
            refund_fee: fenToYuan(this.refundedTotal(t.outTradeNo)),
          })
        if (prior) return prior.amount === amount ? view('N') : fail('ACQ.REQUEST_AMOUNT_EXCEED', '同一退款请求号金额不一致')
        if (t.state !== 'TRADE_SUCCESS') return fail('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
        if (refunded + amount > t.total) return fail('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限')
        this.refunds.set(`${t.outTradeNo}/${requestNo}`, { outTradeNo: t.outTradeNo, outRequestNo: requestNo, amount, at: this.now() })
        if (refunded + amount === t.total) t.state = 'TRADE_CLOSED'
        return view('Y')
      }
      case 'alipay.trade.fastpay.refund.query': {
        if (!biz.out_request_no) return missing('out_request_no')
        const t = trade()
        if (!t) return fail('ACQ.TRADE_NOT_EXIST', '交易不存在')
        const r = this.refunds.get(`${t.outTradeNo}/${biz.out_request_no}`)
        // a refund Alipay does not know: a success reply without refund data
        if (!r) return ok({ out_trade_no: t.outTradeNo, trade_no: t.tradeNo })
        return ok({
          trade_no: t.tradeNo,
          out_trade_no: t.outTradeNo,
          out_request_no: r.outRequestNo,
          total_amount: fenToYuan(t.total),
          refund_amount: fenToYuan(r.amount),
          refund_status: 'REFUND_SUCCESS',
          gmt_refund_pay: chinaStamp(r.at),
        })
      }
      case 'alipay.system.oauth.token': {
        if (p.grant_type !== 'authorization_code')
          return { error: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.grant-type-invalid' } }
        const who = this.authCodes.get(p.code ?? '')
        if (!who) return { error: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.code-invalid', sub_msg: '授权码code无效' } }
        this.authCodes.delete(p.code)
        // the token reply has no code / msg: only its fields
        return {
          ...(who.userId ? { user_id: who.userId } : {}),
          open_id: who.openId,
          access_token: `authusrB${crypto.randomBytes(12).toString('hex')}`,
          expires_in: 1296000,
          refresh_token: `authusrB${crypto.randomBytes(12).toString('hex')}`,
          re_expires_in: 2592000,
          auth_start: chinaStamp(this.now()),
        }
      }
      default:
        return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: `不存在的方法名 ${method}` }
    }
  }

  private refundedTotal(outTradeNo: string): number {
    return [...this.refunds.values()].filter((r) => r.outTradeNo === outTradeNo).reduce((s, r) => s + r.amount, 0)
  }

  // ---------------------------------------------------------------- what the payer / Alipay does

  /** the payer pays (my.tradePay, the wap cashier): TRADE_SUCCESS, no notify yet */
  pay(outTradeNo: string): FakeAlipayTrade {
    const t = this.trades.get(outTradeNo)
    if (!t) throw new Error(`fake Alipay: no trade ${outTradeNo}`)
    if (t.state !== 'WAIT_BUYER_PAY' && t.state !== 'UNOPENED') throw new Error(`fake Alipay: trade ${outTradeNo} is ${t.state}`)
    t.state = 'TRADE_SUCCESS'
    t.paidAt = this.now()
    return t
  }

  /** a new auth code of my.getAuthCode for a user (open_id; user_id only for older apps) */
  authCode(openId: string, userId?: string): string {
    const code = `${crypto.randomBytes(16).toString('hex')}`
    this.authCodes.set(code, { openId, userId })
    return code
  }

  /** my.getPhoneNumber's `response` (the JSON string the client sends): AES-128-CBC (zero IV) then RSA2 over the quoted text */
  phoneResponse(mobile: string, tamper?: 'badSignature' | 'otherAesKey'): string {
    const key = tamper === 'otherAesKey' ? crypto.randomBytes(16) : Buffer.from(this.aesKey, 'base64')
    const c = crypto.createCipheriv('aes-128-cbc', key, Buffer.alloc(16))
    const response = Buffer.concat([c.update(JSON.stringify({ code: '10000', msg: 'Success', mobile }), 'utf8'), c.final()]).toString(
      'base64',
    )
    const signKey = tamper === 'badSignature' ? crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : this.alipayPrivate
    return JSON.stringify({ response, sign: this.sign(`"${response}"`, signKey), sign_type: 'RSA2', encrypt_type: 'AES', charset: 'UTF-8' })
  }

  /** the async notify of a paid trade (trade_status_sync), perhaps tampered */
  paymentNotify(outTradeNo: string, tamper?: AlipayNotifyTamper, status?: FakeAlipayTrade['state']) {
    const t = this.trades.get(outTradeNo)
    if (!t) throw new Error(`fake Alipay: no trade ${outTradeNo}`)
    const paid = t.paidAt ?? this.now()
    const fields: Record<string, string> = {
      gmt_create: chinaStamp(paid - 5000),
      charset: 'utf-8',
      seller_email: 'hospital@example.com',
      subject: t.subject,
      buyer_open_id: t.buyerOpenId ?? '074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5',
      invoice_amount: fenToYuan(t.total),
      notify_id: `2026${crypto.randomBytes(12).toString('hex')}`,
      fund_bill_list: JSON.stringify([{ amount: fenToYuan(t.total), fundChannel: 'ALIPAYACCOUNT' }]),
      notify_type: 'trade_status_sync',
      trade_status: status ?? 'TRADE_SUCCESS',
      receipt_amount: fenToYuan(t.total),
      buyer_pay_amount: fenToYuan(t.total),
      app_id: tamper === 'wrongAppId' ? '2021009999999999' : this.appId,
      sign_type: 'RSA2',
      seller_id: tamper === 'wrongSeller' ? '2088999999999999' : this.sellerId,
      gmt_payment: chinaStamp(paid),
      notify_time: chinaStamp(this.now()),
      // passback_params is URL-encoded by the merchant: the v1 verifier (decodeURIComponent) breaks on it
      passback_params: encodeURIComponent('src=shop&x=100%'),
      version: '1.0',
      out_trade_no: t.outTradeNo,
      total_amount: fenToYuan(tamper === 'wrongAmount' ? t.total + 1 : t.total),
      trade_no: t.tradeNo,
      auth_app_id: this.appId,
      buyer_logon_id: '159****5620',
      point_amount: '0.00',
    }
    return this.notify(t, fields, tamper)
  }

  /** the notify Alipay sends after a refund: refund_fee is the trade's refunded TOTAL, out_biz_no the refund's number */
  refundNotify(outTradeNo: string, outRequestNo: string, tamper?: AlipayNotifyTamper) {
    const t = this.trades.get(outTradeNo)
    if (!t) throw new Error(`fake Alipay: no trade ${outTradeNo}`)
    const r = this.refunds.get(`${outTradeNo}/${outRequestNo}`)
    if (!r) throw new Error(`fake Alipay: no refund ${outRequestNo}`)
    const fields: Record<string, string> = {
      notify_time: chinaStamp(this.now()),
      notify_type: 'trade_status_sync',
      notify_id: `2026${crypto.randomBytes(12).toString('hex')}`,
      app_id: tamper === 'wrongAppId' ? '2021009999999999' : this.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: t.tradeNo,
      out_trade_no: t.outTradeNo,
      out_biz_no: r.outRequestNo,
      seller_id: this.sellerId,
      trade_status: t.state,
      total_amount: fenToYuan(t.total),
      refund_fee: fenToYuan(this.refundedTotal(outTradeNo)),
      gmt_refund: chinaStamp(r.at),
      gmt_payment: chinaStamp(t.paidAt ?? this.now()),
    }
    return this.notify(t, fields, tamper)
  }

  private notify(t: FakeAlipayTrade, fields: Record<string, string>, tamper?: AlipayNotifyTamper) {
    const signed = { ...fields }
    if (tamper !== 'noSign') {
      const key = tamper === 'badSignature' ? crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : undefined
      signed.sign = this.sign(signContent(fields, ['sign', 'sign_type']), key)
    }
    if (tamper === 'alteredAfterSigning') signed.total_amount = fenToYuan(t.total - 1)
    const body = new URLSearchParams(signed).toString()
    const notifyUrl = t.notifyUrl ?? 'https://shop.example.com/pay-center/notify/alipay'
    const url = this.deliverTo ? new URL(new URL(notifyUrl).pathname, this.deliverTo).toString() : notifyUrl
    return { url, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body }
  }

  /** posts a notify like Alipay does: returns what the merchant answered */
  async post(n: { url: string; headers: Record<string, string>; body: string }): Promise<{ status: number; body: string }> {
    const res = await fetch(n.url, { method: 'POST', headers: n.headers, body: n.body, signal: AbortSignal.timeout(5000) })
    return { status: res.status, body: await res.text() }
  }
}
