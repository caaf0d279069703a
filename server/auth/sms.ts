/**
 * SMS sending behind an interface. The sandbox provider (development only: SANDBOX_PROVIDERS=1,
 * refused in production mode) writes every message to the sms_outbox table (read it with
 * GET /dev/outbox?phone=). A real provider (Aliyun, Tencent Cloud, ...) implements the same one
 * method; without one, sending fails (verifyCode answers errCode 6).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../lib/db/schema'

export interface SmsProvider {
  readonly name: string
  /** true for the development sandbox (refused in production mode) */
  readonly sandbox?: boolean
  /** sends one text message; throws when the provider refuses */
  send(phone: string, text: string): Promise<void>
}

export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox'
  readonly sandbox = true
  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => Date,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    await this.db.insertInto('sms_outbox').values({ phone, text, created_at: this.now() }).execute()
  }
}

/** No SMS provider configured: every send fails (the code is killed, verifyCode answers errCode 6). */
export class UnconfiguredSmsProvider implements SmsProvider {
  readonly name = 'none'
  async send(): Promise<void> {
    throw new Error('no SMS provider configured')
  }
}

export const SMS_PURPOSE: Record<number, string> = {
  1: '登录',
  2: '绑定手机号',
  3: '注册',
  4: '重置密码',
}

export function smsText(signature: string, type: number, code: string, ttlMinutes: number): string {
  return `【${signature}】您的${SMS_PURPOSE[type] ?? ''}验证码为${code}，${ttlMinutes}分钟内有效。如非本人操作，请忽略本短信，切勿将验证码告知他人。`
}
