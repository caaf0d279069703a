/**
 * A local fake of Aliyun's SMS API (Dysmsapi 2017-05-25 SendSms) on 127.0.0.1, a random port, that checks what the
 * real one checks (server/auth/sms-aliyun.ts talks to it through SMS_ALIYUN_ENDPOINT):
 * - the ACS3-HMAC-SHA256 signature the OpenAPI SDK computes, recomputed here: `Authorization: ACS3-HMAC-SHA256
 *   Credential=<AccessKeyId>,SignedHeaders=…,Signature=…` over `METHOD\nPATH\nsorted query (RFC 3986)\ncanonical
 *   headers\nsigned headers\nx-acs-content-sha256`; host and every x-acs-* header must be signed, the body's SHA-256
 *   must be x-acs-content-sha256; an unknown AccessKeyId → 404 InvalidAccessKeyId.NotFound, a wrong secret (or any
 *   changed byte) → 400 SignatureDoesNotMatch, x-acs-date more than 15 minutes off → 400 InvalidTimeStamp.Expired,
 *   a reused x-acs-signature-nonce → 400 SignatureNonceUsed;
 * - the business rules, answered 200 with the Code like the real API: 11-digit mainland numbers
 *   (isv.MOBILE_NUMBER_ILLEGAL), an approved signature (isv.SMS_SIGNATURE_ILLEGAL), an approved template
 *   (isv.SMS_TEMPLATE_ILLEGAL), TemplateParam a JSON object (isv.INVALID_JSON_PARAM) with every variable of the
 *   template (isv.TEMPLATE_MISSING_PARAMETERS), the per-number flow control (a minute, an hour, a China calendar day:
 *   isv.BUSINESS_LIMIT_CONTROL, Aliyun's defaults 1 / 5 / 10), and any code queued by `failNext`.
 * QuerySmsTemplate / QuerySmsSign (the go-live check) answer status 1 (approved) for the approved ones.
 * Sent messages are recorded (`sent`: the test reads the code there), refused ones too (`refused`). The secret is
 * random per instance.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface AliyunSmsSent {
  phone: string
  signName: string
  templateCode: string
  params: Record<string, string>
  bizId: string
  at: number
}

export interface AliyunSmsRefused {
  phone: string
  signName: string
  templateCode: string
  templateParam: string
  code: string
}

export interface FakeAliyunSmsOptions {
  signs?: string[]
  /** approved template code → its variable names */
  templates?: Record<string, string[]>
  limits?: { perMinute?: number; perHour?: number; perDay?: number }
  /** the clock of the flow control (a test's injected clock); the signature window uses the real time */
  now?: () => number
}

/** RFC 3986 percent-encoding, as the SDK does it */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

export class FakeAliyunSms {
  readonly accessKeyId = `LTAI${crypto.randomBytes(10).toString('hex')}`
  readonly accessKeySecret = crypto.randomBytes(15).toString('base64')
  readonly signs: string[]
  readonly templates: Record<string, string[]>
  readonly limits: { perMinute: number; perHour: number; perDay: number }
  readonly sent: AliyunSmsSent[] = []
  readonly refused: AliyunSmsRefused[] = []
  readonly requests: Array<{ action: string; status: number; code: string }> = []
  private readonly nonces = new Set<string>()
  private readonly queued: string[] = []
  private readonly now: () => number
  private server: http.Server | null = null
  origin = ''

  constructor(opts: FakeAliyunSmsOptions = {}) {
    this.signs = opts.signs ?? ['南京鼓楼医院']
    this.templates = opts.templates ?? { SMS_465324001: ['code', 'minutes'], SMS_465324002: ['code', 'minutes'] }
    this.limits = { perMinute: 1, perHour: 5, perDay: 10, ...(opts.limits ?? {}) }
    this.now = opts.now ?? Date.now
  }

  /** the next SendSms answers this Code (e.g. isv.AMOUNT_NOT_ENOUGH) */
  failNext(code: string): void {
    this.queued.push(code)
  }

  /** the code of the last message sent to a phone (its TemplateParam `code`) */
  lastCode(phone: string): string | undefined {
    return this.sent.filter((s) => s.phone === phone).at(-1)?.params.code
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const { status, body } = this.handle(req, Buffer.concat(chunks))
        this.requests.push({ action: String(req.headers['x-acs-action'] ?? ''), status, code: String(body.Code) })
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' })
        res.end(JSON.stringify({ ...body, RequestId: crypto.randomUUID().toUpperCase() }))
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  private handle(req: http.IncomingMessage, body: Buffer): { status: number; body: Record<string, unknown> } {
    const fail = (status: number, code: string, message: string) => ({ status, body: { Code: code, Message: message } })
    const url = new URL(req.url ?? '/', 'http://fake')
    const auth = this.checkSignature(req, url, body)
    if (auth) return fail(auth[0], auth[1], auth[2])
    const action = String(req.headers['x-acs-action'] ?? '')
    if (!['SendSms', 'QuerySmsTemplate', 'QuerySmsSign'].includes(action) || req.headers['x-acs-version'] !== '2017-05-25')
      return fail(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.')
    const q = url.searchParams
    if (action === 'QuerySmsTemplate') {
      const code = q.get('TemplateCode') ?? ''
      if (!this.templates[code]) return fail(200, 'isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板')
      return {
        status: 200,
        body: { Code: 'OK', Message: 'OK', TemplateCode: code, TemplateStatus: 1, TemplateType: 0, TemplateName: '验证码' },
      }
    }
    if (action === 'QuerySmsSign') {
      const sign = q.get('SignName') ?? ''
      if (!this.signs.includes(sign)) return fail(200, 'isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名')
      return { status: 200, body: { Code: 'OK', Message: 'OK', SignName: sign, SignStatus: 1 } }
    }
    const phone = q.get('PhoneNumbers') ?? ''
    const signName = q.get('SignName') ?? ''
    const templateCode = q.get('TemplateCode') ?? ''
    const templateParam = q.get('TemplateParam') ?? ''
    const refuse = (code: string, message: string) => {
      this.refused.push({ phone, signName, templateCode, templateParam, code })
      return { status: 200, body: { Code: code, Message: message } }
    }
    if (!/^1[3-9]\d{9}$/.test(phone)) return refuse('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号')
    if (!this.signs.includes(signName)) return refuse('isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名')
    const vars = this.templates[templateCode]
    if (!vars) return refuse('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板')
    let params: Record<string, unknown>
    try {
      params = JSON.parse(templateParam)
      if (typeof params !== 'object' || params === null || Array.isArray(params)) throw new Error('not an object')
    } catch {
      return refuse('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值')
    }
    if (Object.values(params).some((v) => typeof v !== 'string')) return refuse('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值')
    const missing = vars.filter((v) => !(v in params))
    if (missing.length) return refuse('isv.TEMPLATE_MISSING_PARAMETERS', `模板缺少变量: ${missing.join(',')}`)
    const now = this.now()
    const mine = this.sent.filter((s) => s.phone === phone)
    const chinaDay = (t: number) => Math.floor((t + 8 * 3600_000) / 86_400_000)
    if (mine.filter((s) => now - s.at < 60_000).length >= this.limits.perMinute)
      return refuse('isv.BUSINESS_LIMIT_CONTROL', `触发分钟级流控Permits:${this.limits.perMinute}`)
    if (mine.filter((s) => now - s.at < 3600_000).length >= this.limits.perHour)
      return refuse('isv.BUSINESS_LIMIT_CONTROL', `触发小时级流控Permits:${this.limits.perHour}`)
    if (mine.filter((s) => chinaDay(s.at) === chinaDay(now)).length >= this.limits.perDay)
      return refuse('isv.BUSINESS_LIMIT_CONTROL', `触发天级流控Permits:${this.limits.perDay}`)
    const queued = this.queued.shift()
    if (queued) return refuse(queued, queued)
    const bizId = `${crypto.randomInt(1e9, 9e9)}${this.sent.length}^0`
    this.sent.push({ phone, signName, templateCode, params: params as Record<string, string>, bizId, at: now })
    return { status: 200, body: { Code: 'OK', Message: 'OK', BizId: bizId } }
  }

  /** ACS3-HMAC-SHA256, recomputed: [status, code, message] when refused */
  private checkSignature(req: http.IncomingMessage, url: URL, body: Buffer): [number, string, string] | null {
    const m = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    )
    if (!m) return [400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.']
    const [, accessKeyId, signedHeaders, signature] = m
    if (accessKeyId !== this.accessKeyId) return [404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.']
    const date = Date.parse(String(req.headers['x-acs-date'] ?? ''))
    if (!Number.isFinite(date) || Math.abs(Date.now() - date) > 15 * 60_000)
      return [400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.']
    const signed = signedHeaders.split(';')
    const mustSign = Object.keys(req.headers).filter((h) => h.startsWith('x-acs-') || h === 'host')
    if (mustSign.some((h) => !signed.includes(h)) || signed.some((h) => req.headers[h] === undefined))
      return [400, 'IncompleteSignature', 'The host and x-acs-* headers must all be signed.']
    const payloadHash = crypto.createHash('sha256').update(body).digest('hex')
    if (req.headers['x-acs-content-sha256'] !== payloadHash)
      return [400, 'SignatureDoesNotMatch', 'x-acs-content-sha256 is not the SHA-256 of the body.']
    const query = [...url.searchParams.keys()]
      .sort()
      .map((k) => `${k}=${encode(url.searchParams.get(k) ?? '')}`)
      .join('&')
    const headers = signed.map((h) => `${h}:${String(req.headers[h]).trim()}\n`).join('')
    const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n')
    const toSign = `ACS3-HMAC-SHA256\n${crypto.createHash('sha256').update(canonical).digest('hex')}`
    const expected = crypto.createHmac('sha256', this.accessKeySecret).update(toSign).digest('hex')
    if (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
      return [400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.']
    const nonce = String(req.headers['x-acs-signature-nonce'] ?? '')
    if (!nonce || this.nonces.has(nonce)) return [400, 'SignatureNonceUsed', 'Specified signature nonce was used already.']
    this.nonces.add(nonce)
    return null
  }
}
