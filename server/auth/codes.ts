/**
 * SMS verification codes: 6 digits, valid 5 minutes, dead after 5 wrong tries, stored as an HMAC;
 * one code per phone per 120 s, daily caps per phone and per client IP (business-zone calendar day, src/domain/time).
 * A new code for the same phone and purpose supersedes the older one once it is sent; one the provider refused is
 * killed at once (it can never log in) and leaves the older one as it was. Our caps are checked before the provider
 * is called (a refused send still counts toward them).
 */
import { sql, type Transaction } from 'kysely'
import type { AppDeps } from '../lib/deps'
import type { DB } from '../lib/db/schema'
import { hmacHex, randomDigits, safeEqualHex } from '../lib/crypto'
import { startOfBusinessDay } from '../../src/domain/time'
import { CODE_TEMPLATE, SmsSendError } from './sms'
import {
  SMS_CODE_EXPIRED,
  SMS_IP_DAILY_CAP,
  SMS_SEND_FAILED,
  smsCodeWrong,
  smsPhoneDailyCap,
  smsTooFrequent,
} from '../../src/domain/messages/auth'

export const CODE_TYPE = { login: 1, bind: 2, register: 3, reset: 4 } as const
export type CodeType = (typeof CODE_TYPE)[keyof typeof CODE_TYPE]

/** errCode values of the account endpoints (the same values as src/domain/wire ACCOUNT_ERR_CODE) */
export const ERR = { ok: 0, code: 1, captcha: 2, tooFrequent: 3, dailyCap: 4, phoneState: 5, smsFailed: 6 } as const

/** why a send failed (logged by the route; never the code): the provider, the normalised kind and its own code */
export interface SendFailure {
  provider: string
  kind: string
  providerCode: string
  detail: string
}

export type IssueResult =
  | { ok: true; provider?: string; messageId?: string | null }
  | { ok: false; errCode: number; errMsg: string; retryAfter?: number; failure?: SendFailure }

const codeHash = (secret: string, phone: string, type: number, code: string) => hmacHex(secret, `${phone}:${type}:${code}`)

/** Serialises code operations per phone (PostgreSQL advisory lock; PGlite is serial anyway). */
async function lockPhone(trx: Transaction<DB>, phone: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`.execute(trx)
}

/**
 * Serialises code issues per client address (after the phone's lock, always in that order): the per-IP
 * daily cap counts codes of OTHER phones, which the phone's lock does not hold back — without it two
 * instances (or two pool connections) could each see 49 and both send the 50th.
 */
async function lockIp(trx: Transaction<DB>, ip: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`sms-ip:${ip}`}))`.execute(trx)
}

export async function issueCode(
  deps: AppDeps,
  /** signature: the hospital's short name (the sandbox's rendered text) */
  args: { phone: string; type: CodeType; ip: string; signature: string },
): Promise<IssueResult> {
  const now = deps.now()
  const L = deps.limits
  const code = randomDigits(6)
  const decision = await deps.db.transaction().execute(async (trx): Promise<IssueResult & { id?: number }> => {
    await lockPhone(trx, args.phone)
    const last = await trx
      .selectFrom('sms_code')
      .select('created_at')
      .where('phone', '=', args.phone)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (last) {
      const waitMs = last.created_at.getTime() + L.codeResendMs - now.getTime()
      if (waitMs > 0) {
        const s = Math.ceil(waitMs / 1000)
        return { ok: false, errCode: 3, errMsg: smsTooFrequent(s), retryAfter: s }
      }
    }
    const dayStart = startOfBusinessDay(now)! // daily caps reset at business-zone midnight
    const perPhone = await trx
      .selectFrom('sms_code')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('phone', '=', args.phone)
      .where('created_at', '>=', dayStart)
      .executeTakeFirstOrThrow()
    if (perPhone.n >= L.codesPerPhonePerDay) {
      return { ok: false, errCode: 4, errMsg: smsPhoneDailyCap(L.codesPerPhonePerDay) }
    }
    await lockIp(trx, args.ip)
    const perIp = await trx
      .selectFrom('sms_code')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('ip', '=', args.ip)
      .where('created_at', '>=', dayStart)
      .executeTakeFirstOrThrow()
    if (perIp.n >= L.codesPerIpPerDay) {
      return { ok: false, errCode: 4, errMsg: SMS_IP_DAILY_CAP }
    }
    const row = await trx
      .insertInto('sms_code')
      .values({
        phone: args.phone,
        type: args.type,
        code_hash: codeHash(deps.secret, args.phone, args.type, code),
        ip: args.ip,
        created_at: now,
        expires_at: new Date(now.getTime() + L.codeTtlMs),
        attempts: 0,
        consumed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { ok: true, id: row.id }
  })
  if (!decision.ok) return decision
  // our own caps above come first: the provider is called only for a code that passed them
  try {
    const sent = await deps.sms.send({
      phone: args.phone,
      template: CODE_TEMPLATE[args.type],
      params: { code, minutes: String(Math.round(L.codeTtlMs / 60000)) },
      hospitalName: args.signature,
    })
    // sent: it supersedes the older codes of the purpose (a refused send leaves them as they were)
    await deps.db
      .updateTable('sms_code')
      .set({ consumed_at: now })
      .where('phone', '=', args.phone)
      .where('type', '=', args.type)
      .where('id', '<', decision.id!)
      .where('consumed_at', 'is', null)
      .execute()
    return { ok: true, provider: sent.provider, messageId: sent.messageId }
  } catch (err) {
    // the code was never delivered: kill it, so it can never log in (it still counts toward the caps)
    await deps.db.updateTable('sms_code').set({ consumed_at: now }).where('id', '=', decision.id!).execute()
    const f: SendFailure =
      err instanceof SmsSendError
        ? { provider: err.provider, kind: err.kind, providerCode: err.providerCode, detail: err.message }
        : { provider: deps.sms.name, kind: 'transient', providerCode: 'Error', detail: (err as Error)?.message ?? String(err) }
    // the code is never logged: should a provider's message echo the request, it is blanked out
    const failure = { ...f, detail: f.detail.split(code).join('******') }
    return { ok: false, errCode: 6, errMsg: SMS_SEND_FAILED, failure }
  }
}

export type ConsumeResult = { ok: true } | { ok: false; msg: string }

/**
 * Checks a code for (phone, type). Right: the code is used up. Wrong: one try is spent; the 5th
 * wrong try kills the code. Missing/expired/used/dead: 验证码已失效，请重新获取.
 */
export async function consumeCode(deps: AppDeps, args: { phone: string; type: CodeType; code: string }): Promise<ConsumeResult> {
  const now = deps.now()
  const max = deps.limits.codeMaxAttempts
  return deps.db.transaction().execute(async (trx): Promise<ConsumeResult> => {
    await lockPhone(trx, args.phone)
    const row = await trx
      .selectFrom('sms_code')
      .select(['id', 'code_hash', 'attempts'])
      .where('phone', '=', args.phone)
      .where('type', '=', args.type)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', max)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (!row) return { ok: false, msg: SMS_CODE_EXPIRED }
    const given = (args.code ?? '').trim()
    if (/^\d{6}$/.test(given) && safeEqualHex(codeHash(deps.secret, args.phone, args.type, given), row.code_hash)) {
      await trx.updateTable('sms_code').set({ consumed_at: now }).where('id', '=', row.id).execute()
      return { ok: true }
    }
    const attempts = row.attempts + 1
    await trx
      .updateTable('sms_code')
      .set({ attempts, ...(attempts >= max ? { consumed_at: now } : {}) })
      .where('id', '=', row.id)
      .execute()
    const left = max - attempts
    return { ok: false, msg: smsCodeWrong(left) }
  })
}
