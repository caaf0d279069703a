/**
 * Tencent Cloud SMS (API 2021-01-11 SendSms) through the official `tencentcloud-sdk-nodejs-sms`, which signs every
 * request with TC3-HMAC-SHA256 (its credential scope's date is the UTC date). One number per request, in E.164
 * (+86…). A 200 reply still carries the outcome per number: `SendStatusSet[].Code` must be "Ok"; anything else, and
 * every `Response.Error`, becomes an SmsSendError with the provider's code (LimitExceeded.PhoneNumberDailyLimit,
 * FailedOperation.TemplateIncorrectOrUnapproved, AuthFailure.SignatureFailure, …).
 */
import * as tencentcloud from 'tencentcloud-sdk-nodejs-sms'
import type { SmsConfig } from '../lib/config'
import { SmsSendError, templateValues, type SmsFailureKind, type SmsMessage, type SmsProvider, type SmsSent } from './sms-core'

type TencentConfig = Extract<SmsConfig, { provider: 'tencent' }>
const SmsClient = tencentcloud.sms.v20210111.Client
export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com'

/** the normalised kind of a Tencent Cloud error code (per-number Code or Response.Error.Code) */
export function tencentFailureKind(code: string): SmsFailureKind {
  if (code.startsWith('LimitExceeded.') || code === 'RequestLimitExceeded') return 'rate_limited'
  if (/^(FailedOperation|InvalidParameterValue)\.Template|^FailedOperation\.MissingTemplate|TemplateParameter/.test(code))
    return 'template_invalid'
  if (/^(FailedOperation|InvalidParameterValue)\.Signature|^FailedOperation\.MissingSignature/.test(code)) return 'signature_invalid'
  if (code === 'InvalidParameterValue.IncorrectPhoneNumber' || (code.includes('PhoneNumber') && code.startsWith('InvalidParameter')))
    return 'phone_invalid'
  if (/Blacklist|BlackList/.test(code)) return 'blacklisted'
  if (/InsufficientBalance|Arrears/.test(code)) return 'balance'
  if (code.startsWith('AuthFailure') || code.startsWith('UnauthorizedOperation')) return 'auth'
  if (code.startsWith('InternalError') || code === 'FailedOperation.FailResolvePacket' || code === 'RequestTimeout') return 'transient'
  return 'refused'
}

export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent'
  private readonly client: InstanceType<typeof SmsClient>
  constructor(private readonly cfg: TencentConfig) {
    const endpoint = new URL(cfg.endpoint ?? TENCENT_SMS_ENDPOINT)
    this.client = new SmsClient({
      credential: { secretId: cfg.secretId, secretKey: cfg.secretKey },
      region: cfg.region,
      profile: { httpProfile: { endpoint: endpoint.host, protocol: `${endpoint.protocol}//`, reqMethod: 'POST', reqTimeout: 10 } },
    })
  }

  async send(m: SmsMessage): Promise<SmsSent> {
    let reply: Awaited<ReturnType<InstanceType<typeof SmsClient>['SendSms']>>
    try {
      reply = await this.client.SendSms({
        PhoneNumberSet: [`+86${m.phone}`],
        SmsSdkAppId: this.cfg.sdkAppId,
        SignName: this.cfg.signName,
        TemplateId: this.cfg.templates[m.template],
        TemplateParamSet: templateValues(this.cfg.params, m.params).map((p) => p.value),
      })
    } catch (err) {
      const e = err as { code?: string; message?: string; requestId?: string }
      const code = e.code || 'NetworkError'
      throw new SmsSendError(
        this.name,
        e.code ? tencentFailureKind(code) : 'transient',
        code,
        `${e.message ?? ''} (RequestId ${e.requestId ?? '-'})`,
      )
    }
    const status = reply.SendStatusSet?.[0]
    if (!status)
      throw new SmsSendError(this.name, 'refused', 'NoSendStatus', `no SendStatusSet in the reply (RequestId ${reply.RequestId})`)
    if (status.Code !== 'Ok') {
      const code = status.Code ?? 'Unknown'
      throw new SmsSendError(this.name, tencentFailureKind(code), code, `${status.Message ?? ''} (RequestId ${reply.RequestId})`)
    }
    return { provider: this.name, messageId: status.SerialNo ?? null }
  }

  async check(): Promise<string[]> {
    const ids = [...new Set(Object.values(this.cfg.templates))]
    try {
      const r = await this.client.DescribeSmsTemplateList({ International: 0, TemplateIdSet: ids.map(Number) })
      const status = new Map((r.DescribeTemplateStatusSet ?? []).map((s) => [String(s.TemplateId), s.StatusCode]))
      return ids
        .filter((id) => status.get(id) !== 0)
        .map((id) => `template ${id}: ${status.has(id) ? `not approved (StatusCode ${status.get(id)})` : 'not found in this account'}`)
    } catch (err) {
      const e = err as { code?: string; message?: string }
      return [`${e.code ?? 'NetworkError'}: ${e.message ?? ''}`]
    }
  }
}
