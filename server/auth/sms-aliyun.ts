/**
 * Aliyun SMS (Dysmsapi 2017-05-25 SendSms) through the official `@alicloud/dysmsapi20170525`, whose OpenAPI core signs
 * every request with ACS3-HMAC-SHA256 (x-acs-date, x-acs-signature-nonce, x-acs-content-sha256). TemplateParam is named
 * JSON with string values; success is `Code: "OK"` in a 200 reply; a business refusal is a 200 with another Code
 * (isv.BUSINESS_LIMIT_CONTROL, isv.SMS_TEMPLATE_ILLEGAL, …) and a refused signature or key an HTTP 4xx the SDK throws.
 * SendSms is not idempotent: the SDK's retries stay off (a retry could deliver two codes).
 */
import Dysmsapi, { QuerySmsSignRequest, QuerySmsTemplateRequest, SendSmsRequest } from '@alicloud/dysmsapi20170525'
import * as OpenApi from '@alicloud/openapi-client'
import type { SmsConfig } from '../lib/config'
import { SmsSendError, templateValues, type SmsFailureKind, type SmsMessage, type SmsProvider, type SmsSent } from './sms-core'

type AliyunConfig = Extract<SmsConfig, { provider: 'aliyun' }>
export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com'

/** the normalised kind of an Aliyun SMS code (the reply's Code or the thrown error's code) */
export function aliyunFailureKind(code: string): SmsFailureKind {
  if (/LIMIT_CONTROL|^Throttling|isv\.MOBILE_COUNT_OVER_LIMIT/.test(code))
    return code.includes('BLACK_KEY') ? 'blacklisted' : 'rate_limited'
  if (/TEMPLATE|PARAM|INVALID_JSON/.test(code)) return 'template_invalid'
  if (/SIGN(ATURE)?_|SIGN_NAME/.test(code) && code.startsWith('isv.')) return 'signature_invalid'
  if (code === 'isv.MOBILE_NUMBER_ILLEGAL') return 'phone_invalid'
  if (/BLACK|DENY/.test(code)) return 'blacklisted'
  if (code === 'isv.AMOUNT_NOT_ENOUGH' || code === 'isv.OUT_OF_SERVICE') return 'balance'
  if (
    /^InvalidAccessKeyId|^SignatureDoesNotMatch|^IncompleteSignature|^InvalidTimeStamp|^SignatureNonceUsed|RAM_PERMISSION|ACCOUNT_|^Forbidden/.test(
      code,
    )
  )
    return 'auth'
  if (/^isp\.|^ServiceUnavailable|^InternalError|^RequestTimeout/.test(code)) return 'transient'
  return 'refused'
}

export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun'
  private readonly client: Dysmsapi
  constructor(private readonly cfg: AliyunConfig) {
    const endpoint = new URL(cfg.endpoint ?? ALIYUN_SMS_ENDPOINT)
    const config = new OpenApi.Config({
      accessKeyId: cfg.accessKeyId,
      accessKeySecret: cfg.accessKeySecret,
      endpoint: endpoint.host,
      protocol: endpoint.protocol.replace(':', ''),
      connectTimeout: 5000,
      readTimeout: 10_000,
    })
    this.client = new Dysmsapi(config as unknown as ConstructorParameters<typeof Dysmsapi>[0])
  }

  async send(m: SmsMessage): Promise<SmsSent> {
    const param = Object.fromEntries(templateValues(this.cfg.params, m.params).map((p) => [p.name, String(p.value)]))
    let body: { code?: string; message?: string; bizId?: string; requestId?: string } | undefined
    try {
      const res = await this.client.sendSms(
        new SendSmsRequest({
          phoneNumbers: m.phone,
          signName: this.cfg.signName,
          templateCode: this.cfg.templates[m.template],
          templateParam: JSON.stringify(param),
        }),
      )
      body = res.body
    } catch (err) {
      const e = err as { code?: string; message?: string; statusCode?: number; data?: { Code?: string } }
      if (e.data?.Code) {
        // an HTTP error reply (ClientError / ServerError): its message is the reply's, without our request
        throw new SmsSendError(this.name, aliyunFailureKind(e.data.Code), e.data.Code, e.message ?? '')
      }
      // no reply (connection refused, time-out): the SDK's message holds the request URL — and in it the code: not kept
      const code = e.code && e.code !== 'undefined' ? e.code : 'NetworkError'
      throw new SmsSendError(this.name, 'transient', code, `no reply from the SMS API${e.statusCode ? ` (HTTP ${e.statusCode})` : ''}`)
    }
    if (body?.code !== 'OK') {
      const code = body?.code ?? 'NoCode'
      throw new SmsSendError(this.name, aliyunFailureKind(code), code, `${body?.message ?? ''} (RequestId ${body?.requestId ?? '-'})`)
    }
    return { provider: this.name, messageId: body.bizId ?? null }
  }

  async check(): Promise<string[]> {
    const problems: string[] = []
    try {
      for (const code of new Set(Object.values(this.cfg.templates))) {
        const t = (await this.client.querySmsTemplate(new QuerySmsTemplateRequest({ templateCode: code }))).body
        if (t?.code !== 'OK') problems.push(`template ${code}: ${t?.code} ${t?.message ?? ''}`)
        else if (t.templateStatus !== 1) problems.push(`template ${code}: not approved (TemplateStatus ${t.templateStatus})`)
      }
      const s = (await this.client.querySmsSign(new QuerySmsSignRequest({ signName: this.cfg.signName }))).body
      if (s?.code !== 'OK') problems.push(`signature ${this.cfg.signName}: ${s?.code} ${s?.message ?? ''}`)
      else if (s.signStatus !== 1) problems.push(`signature ${this.cfg.signName}: not approved (SignStatus ${s.signStatus})`)
    } catch (err) {
      const e = err as { code?: string; data?: { Code?: string }; message?: string }
      problems.push(e.data?.Code ? `${e.data.Code}: ${e.message ?? ''}` : `${e.code ?? 'NetworkError'}: no reply from the SMS API`)
    }
    return problems
  }
}
