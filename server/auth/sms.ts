/**
 * SMS sending behind one interface: `send({ phone, template, params })` with a template KEY (carriers deliver only
 * approved templates: never free text). SMS_PROVIDER (server/lib/config.ts SmsConfig) chooses the provider:
 * - `tencent`: Tencent Cloud SMS through `tencentcloud-sdk-nodejs-sms` (./sms-tencent.ts);
 * - `aliyun`: Aliyun SMS through `@alicloud/dysmsapi20170525` (./sms-aliyun.ts);
 * - `sandbox` (or unset with SANDBOX_PROVIDERS=1; development only, refused in production): every message rendered
 *   as text into the sms_outbox table (read it with GET /dev/outbox?phone=);
 * - none: every send fails (verifyCode answers errCode 6).
 * A provider's refusal is an SmsSendError with a normalised kind (rate limited, template invalid, …) and the
 * provider's own code: codes.ts kills the code and answers the spec's "send failed" message; the reason is logged
 * (the code itself never: it is not in any error; phones are masked by the logger).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../lib/db/schema'
import type { SmsConfig, SmsTemplateKey } from '../lib/config'
import type { SmsMessage, SmsProvider, SmsSent } from './sms-core'
import { SmsSendError } from './sms-core'

export type { SmsTemplateKey } from '../lib/config'
export { SmsSendError, templateValues, type SmsFailureKind, type SmsMessage, type SmsProvider, type SmsSent } from './sms-core'

/** the template of each code purpose (CODE_TYPE of codes.ts: 1 login, 2 bind, 3 register, 4 reset) */
export const CODE_TEMPLATE: Record<number, SmsTemplateKey> = { 1: 'LOGIN_CODE', 2: 'BIND_CODE', 3: 'REGISTER_CODE', 4: 'RESET_CODE' }

export const SMS_PURPOSE: Record<SmsTemplateKey, string> = {
  LOGIN_CODE: '登录',
  BIND_CODE: '绑定手机号',
  REGISTER_CODE: '注册',
  RESET_CODE: '重置密码',
}

/** the sandbox's text of a code message (what an approved template typically reads) */
export function smsText(signature: string, template: SmsTemplateKey, code: string, ttlMinutes: number | string): string {
  return `【${signature}】您的${SMS_PURPOSE[template] ?? ''}验证码为${code}，${ttlMinutes}分钟内有效。如非本人操作，请忽略本短信，切勿将验证码告知他人。`
}

export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox'
  readonly sandbox = true
  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => Date,
  ) {}

  async send(m: SmsMessage): Promise<SmsSent> {
    const text = smsText(m.hospitalName ?? '健康商城', m.template, m.params.code, m.params.minutes)
    const row = await this.db
      .insertInto('sms_outbox')
      .values({ phone: m.phone, text, created_at: this.now() })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { provider: this.name, messageId: String(row.id) }
  }
}

/** No SMS provider configured: every send fails (the code is killed, verifyCode answers errCode 6). */
export class UnconfiguredSmsProvider implements SmsProvider {
  readonly name = 'none'
  async send(): Promise<SmsSent> {
    throw new SmsSendError('none', 'auth', 'NoProvider', 'no SMS provider configured (SMS_PROVIDER)')
  }
}

/**
 * The provider of the configuration: SMS_PROVIDER first; unset = the sandbox when SANDBOX_PROVIDERS, else none.
 */
export function createSmsProvider(sms: SmsConfig | null, opts: { sandbox: boolean; db?: Kysely<DB>; now?: () => Date }): SmsProvider {
  // each SDK is loaded only when chosen. Tencent's pulls form-data → get-intrinsic, whose `module-sync` entry points
  // tsx 4.19 cannot compile on Node >= 20.19 (require(esm) on by default): under tsx, run the server with
  // NODE_OPTIONS=--no-experimental-require-module (server/README.md, SMS); plain node and Jest are not affected.
  if (sms?.provider === 'tencent') {
    const { TencentSmsProvider } = require('./sms-tencent') as typeof import('./sms-tencent')
    return new TencentSmsProvider(sms)
  }
  if (sms?.provider === 'aliyun') {
    const { AliyunSmsProvider } = require('./sms-aliyun') as typeof import('./sms-aliyun')
    return new AliyunSmsProvider(sms)
  }
  if (sms?.provider === 'sandbox' || opts.sandbox) {
    if (!opts.db) throw new Error('the SMS sandbox needs the database (its outbox)')
    return new SandboxSmsProvider(opts.db, opts.now ?? (() => new Date()))
  }
  return new UnconfiguredSmsProvider()
}
