/**
 * A local fake of Tencent Cloud's SMS API (SendSms, version 2021-01-11) on 127.0.0.1, a random port, that checks what
 * the real one checks (server/auth/sms-tencent.ts talks to it through SMS_TENCENT_ENDPOINT):
 * - the TC3-HMAC-SHA256 signature the SDK computes, recomputed here over the raw body: `Authorization:
 *   TC3-HMAC-SHA256 Credential=<SecretId>/<UTC date>/<service>/tc3_request, SignedHeaders=content-type;host,
 *   Signature=…`; an unknown SecretId → AuthFailure.SecretIdNotFound, a wrong SecretKey (or any changed byte) →
 *   AuthFailure.SignatureFailure, X-TC-Timestamp more than 300 s off → AuthFailure.SignatureExpire, a credential date
 *   that is not the time stamp's UTC date → AuthFailure.SignatureFailure; the service must be the host's first label
 *   (what the SDK derives from the endpoint: `sms` for sms.tencentcloudapi.com);
 * - the application (SmsSdkAppId ours, else UnauthorizedOperation.SmsSdkAppIdVerifyFail) and the region;
 * - per number, in SendStatusSet (the reply is 200 either way): +86 and 11 digits (InvalidParameterValue.
 *   IncorrectPhoneNumber), an approved signature (FailedOperation.SignatureIncorrectOrUnapproved), an approved template
 *   (FailedOperation.TemplateIncorrectOrUnapproved) with its number of parameters
 *   (FailedOperation.TemplateParamSetNotMatchApprovedTemplate), the per-number limits (30 s, hour, China calendar day:
 *   LimitExceeded.PhoneNumberThirtySecondLimit / OneHourLimit / DailyLimit), and any code queued by `failNext`.
 * DescribeSmsTemplateList (the go-live check) answers the approved templates among those asked.
 * Sent messages are recorded (`sent`: the test reads the code there), refused ones too (`refused`), every request in
 * `requests`. The secret key is random per instance.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface TencentSmsSent {
  phone: string
  signName: string
  templateId: string
  params: string[]
  serialNo: string
  at: number
}

export interface TencentSmsRefused {
  phone: string
  signName: string
  templateId: string
  params: string[]
  code: string
}

export interface FakeTencentSmsOptions {
  signs?: string[]
  /** approved template id → its number of parameters */
  templates?: Record<string, number>
  /** per number: within 30 s, an hour, a China calendar day (Tencent's defaults 1 / 5 / 10) */
  limits?: { per30s?: number; perHour?: number; perDay?: number }
  /** the clock of the per-number limits (a test's injected clock); the signature window uses the real time */
  now?: () => number
}

const sha256Hex = (s: string | Buffer) => crypto.createHash('sha256').update(s).digest('hex')
const hmac = (key: string | Buffer, s: string) => crypto.createHmac('sha256', key).update(s).digest()

export class FakeTencentSms {
  readonly secretId = `AKID${crypto.randomBytes(12).toString('hex')}`
  readonly secretKey = crypto.randomBytes(16).toString('hex')
  readonly sdkAppId = `1400${crypto.randomInt(100000, 999999)}`
  readonly signs: string[]
  readonly templates: Record<string, number>
  readonly limits: { per30s: number; perHour: number; perDay: number }
  readonly sent: TencentSmsSent[] = []
  readonly refused: TencentSmsRefused[] = []
  readonly requests: Array<{ action: string; error?: string; codes: string[] }> = []
  private readonly queued: string[] = []
  private readonly now: () => number
  private server: http.Server | null = null
  origin = ''

  constructor(opts: FakeTencentSmsOptions = {}) {
    this.signs = opts.signs ?? ['南京鼓楼医院']
    this.templates = opts.templates ?? { '2345671': 2, '2345672': 2 }
    this.limits = { per30s: 1, perHour: 5, perDay: 10, ...(opts.limits ?? {}) }
    this.now = opts.now ?? Date.now
  }

  /** the next SendSms answers this per-number code (e.g. FailedOperation.InsufficientBalanceInSmsPackage) */
  failNext(code: string): void {
    this.queued.push(code)
  }

  /** the code of the last message sent to an 11-digit phone (its first template parameter) */
  lastCode(phone: string): string | undefined {
    return this.sent.filter((s) => s.phone === `+86${phone}`).at(-1)?.params[0]
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const reply = this.handle(req, Buffer.concat(chunks))
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ Response: { ...reply, RequestId: crypto.randomUUID() } }))
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  private handle(req: http.IncomingMessage, body: Buffer): Record<string, unknown> {
    const action = String(req.headers['x-tc-action'] ?? '')
    const error = (code: string, message: string) => {
      this.requests.push({ action, error: code, codes: [] })
      return { Error: { Code: code, Message: message } }
    }
    const authError = this.checkSignature(req, body)
    if (authError) return error(authError[0], authError[1])
    if (action !== 'SendSms' && action !== 'DescribeSmsTemplateList')
      return error('InvalidAction', `The action ${action} is not supported by this fake.`)
    if (req.headers['x-tc-version'] !== '2021-01-11') return error('NoSuchVersion', 'The API version does not exist.')
    if (action === 'DescribeSmsTemplateList') {
      // the approved templates among those asked (StatusCode 0); unknown ones are left out, like the real API
      const ids = ((JSON.parse(body.toString('utf8')) as { TemplateIdSet?: number[] }).TemplateIdSet ?? []).map(String)
      this.requests.push({ action, codes: [] })
      return {
        DescribeTemplateStatusSet: ids
          .filter((id) => id in this.templates)
          .map((id) => ({
            TemplateId: Number(id),
            International: 0,
            StatusCode: 0,
            ReviewReply: '',
            TemplateName: '验证码',
            CreateTime: 0,
          })),
      }
    }
    if (!['ap-guangzhou', 'ap-beijing', 'ap-nanjing'].includes(String(req.headers['x-tc-region'] ?? '')))
      return error('UnsupportedRegion', 'The region is not supported.')
    let p: { PhoneNumberSet?: string[]; SmsSdkAppId?: string; SignName?: string; TemplateId?: string; TemplateParamSet?: string[] }
    try {
      p = JSON.parse(body.toString('utf8'))
    } catch {
      return error('InvalidParameter', 'The request body is not JSON.')
    }
    if (p.SmsSdkAppId !== this.sdkAppId) return error('UnauthorizedOperation.SmsSdkAppIdVerifyFail', 'SmsSdkAppId verification failed.')
    if (!Array.isArray(p.PhoneNumberSet) || p.PhoneNumberSet.length === 0 || p.PhoneNumberSet.length > 200)
      return error('InvalidParameterValue.IncorrectPhoneNumber', 'PhoneNumberSet must hold 1-200 numbers.')
    const params = (p.TemplateParamSet ?? []).map(String)
    const statuses = p.PhoneNumberSet.map((phone) => {
      const code = this.checkNumber(phone, p, params)
      const base = { PhoneNumber: phone, SessionContext: '', IsoCode: 'CN' }
      const rec = { phone, signName: p.SignName ?? '', templateId: String(p.TemplateId ?? ''), params }
      if (code) {
        this.refused.push({ ...rec, code })
        return { ...base, SerialNo: '', Fee: 0, Code: code, Message: code }
      }
      const serialNo = `2433:${crypto.randomInt(1e9, 9e9)}${this.sent.length}`
      this.sent.push({ ...rec, serialNo, at: this.now() })
      return { ...base, SerialNo: serialNo, Fee: 1, Code: 'Ok', Message: 'send success' }
    })
    this.requests.push({ action, codes: statuses.map((s) => s.Code) })
    return { SendStatusSet: statuses }
  }

  /** TC3-HMAC-SHA256, recomputed over the raw body: [code, message] when refused */
  private checkSignature(req: http.IncomingMessage, body: Buffer): [string, string] | null {
    const auth = String(req.headers.authorization ?? '')
    const m =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(
        auth,
      )
    if (!m) return ['AuthFailure.InvalidAuthorization', 'The Authorization header is not TC3-HMAC-SHA256.']
    const [, secretId, date, service, signedHeaders, signature] = m
    const timestamp = Number(req.headers['x-tc-timestamp'])
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300)
      return ['AuthFailure.SignatureExpire', 'The signature has expired (X-TC-Timestamp more than 300 s off).']
    if (secretId !== this.secretId) return ['AuthFailure.SecretIdNotFound', 'The SecretId is not found.']
    const host = String(req.headers.host ?? '')
    const hostname = host.replace(/:\d+$/, '')
    if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10) || service !== hostname.split('.')[0])
      return ['AuthFailure.SignatureFailure', 'The credential scope (UTC date / service) does not match the request.']
    if (signedHeaders !== 'content-type;host') return ['AuthFailure.SignatureFailure', 'SignedHeaders must be content-type;host.']
    const canonical = [
      req.method,
      (req.url ?? '/').split('?')[0],
      (req.url ?? '').split('?')[1] ?? '',
      `content-type:${req.headers['content-type'] ?? ''}\nhost:${hostname}\n`,
      signedHeaders,
      sha256Hex(body),
    ].join('\n')
    const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256Hex(canonical)}`
    const kSigning = hmac(hmac(hmac(`TC3${this.secretKey}`, date), service), 'tc3_request')
    const expected = crypto.createHmac('sha256', kSigning).update(toSign).digest('hex')
    if (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
      return ['AuthFailure.SignatureFailure', 'The provided credentials could not be validated.']
    return null
  }

  private checkNumber(phone: string, p: { SignName?: string; TemplateId?: string }, params: string[]): string | null {
    if (!/^\+861[3-9]\d{9}$/.test(phone)) return 'InvalidParameterValue.IncorrectPhoneNumber'
    if (!p.SignName || !this.signs.includes(p.SignName)) return 'FailedOperation.SignatureIncorrectOrUnapproved'
    const count = this.templates[String(p.TemplateId ?? '')]
    if (count === undefined) return 'FailedOperation.TemplateIncorrectOrUnapproved'
    if (params.length !== count) return 'FailedOperation.TemplateParamSetNotMatchApprovedTemplate'
    const now = this.now()
    const mine = this.sent.filter((s) => s.phone === phone)
    const chinaDay = (t: number) => Math.floor((t + 8 * 3600_000) / 86_400_000)
    if (mine.filter((s) => now - s.at < 30_000).length >= this.limits.per30s) return 'LimitExceeded.PhoneNumberThirtySecondLimit'
    if (mine.filter((s) => now - s.at < 3600_000).length >= this.limits.perHour) return 'LimitExceeded.PhoneNumberOneHourLimit'
    if (mine.filter((s) => chinaDay(s.at) === chinaDay(now)).length >= this.limits.perDay) return 'LimitExceeded.PhoneNumberDailyLimit'
    return this.queued.shift() ?? null
  }
}
