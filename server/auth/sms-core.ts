/** The SMS interface and its error, shared by the providers (server/auth/sms.ts explains). */
import type { SmsParamValue, SmsTemplateKey } from '../lib/config'

export interface SmsMessage {
  /** 11 digits, mainland China */
  phone: string
  template: SmsTemplateKey
  /** what fills the template (SMS_TEMPLATE_PARAMS says which goes where) */
  params: Record<SmsParamValue, string>
  /** the hospital's short name: only the sandbox's rendered text uses it (a real provider signs with SMS_SIGN_NAME) */
  hospitalName?: string
}

export interface SmsSent {
  provider: string
  /** the provider's id of the message (Tencent SerialNo, Aliyun BizId) */
  messageId: string | null
}

export interface SmsProvider {
  readonly name: string
  /** true for the development sandbox (refused in production mode) */
  readonly sandbox?: boolean
  /** sends one message; throws (an SmsSendError for a provider's answer) when it is not sent */
  send(message: SmsMessage): Promise<SmsSent>
  /** the go-live check (preflight): the credentials work and every configured template (and signature) is approved; one line per problem */
  check?(): Promise<string[]>
}

/** why a provider refused: every provider's codes map to one of these */
export type SmsFailureKind =
  'rate_limited' | 'template_invalid' | 'signature_invalid' | 'phone_invalid' | 'blacklisted' | 'balance' | 'auth' | 'transient' | 'refused'

export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: SmsFailureKind,
    /** the provider's own code (LimitExceeded.PhoneNumberDailyLimit, isv.BUSINESS_LIMIT_CONTROL, …) */
    readonly providerCode: string,
    message: string,
  ) {
    super(`${provider} SMS refused: ${providerCode} (${kind}): ${message}`)
    this.name = 'SmsSendError'
  }
}

/** the template's values in the configured order (Tencent: positional; Aliyun: named) */
export function templateValues(params: Array<{ name: string; value: SmsParamValue }>, values: Record<SmsParamValue, string>) {
  return params.map((p) => ({ name: p.name, value: values[p.value] }))
}
