/**
 * The sandbox payment provider: behaves like the real ones without a network.
 * - prepay parameters of the right shape per channel: 4 WX_JSAPI (appId, timeStamp, nonceStr,
 *   packageExt 'prepay_id=...', signType, paySign), 6 ALI_JSAPI (tradeNO), 3 WX_H5 and 1/2 CMB
 *   (redirectUrl to the sandbox cashier), 5 ALI_H5 (an HTML form posting to the cashier);
 * - its own ledger (table sandbox_payment) answers query, refund and close;
 * - the cashier page / the JSAPI bridge (routes/pay-center/sandbox.ts) settle a payment with
 *   `settle`, which returns the signed notify to deliver: HMAC-SHA256 over the canonical string of
 *   the fields with a key derived from the server secret. verifyNotify checks it (constant time).
 * - the cashier link of a payment carries a signed token bound to its payNo that expires with the
 *   payment (`cashierToken` / `verifyCashierToken`): only whoever got the prepay reply (the payer)
 *   can open the cashier and press its buttons, as with a real provider's page.
 */
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../lib/db/schema'
import type { PaymentProvider, PrepayInput, PrepayParams, ProviderPayState, VerifiedNotify } from './types'

export const SANDBOX_APP_ID = 'wxsandbox0000000000'
export const CASHIER_PATH = '/pay-center/sandbox/cashier'

export interface SandboxNotify {
  payNo: string
  tradeNo: string
  /** integer cents */
  amount: number
  result: 'SUCCESS' | 'CLOSED' | 'FAIL'
  timestamp: number
  nonce: string
  sign: string
}

/** canonical string: fields sorted by name, key=value joined by & (sign excluded) */
export function canonical(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== undefined && fields[k] !== null && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join('&')
}

export function hmac(key: string, text: string): string {
  return crypto.createHmac('sha256', key).update(text).digest('hex')
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** the cashier link lives as long as the payment can be paid; this when the caller gives no expiry */
const CASHIER_TOKEN_DEFAULT_MS = 30 * 60_000

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox'
  private readonly key: string
  private readonly cashierKey: string

  constructor(
    private readonly db: Kysely<DB>,
    serverSecret: string,
    private readonly now: () => Date,
  ) {
    this.key = hmac(serverSecret, 'sandbox-payment-notify')
    this.cashierKey = hmac(serverSecret, 'sandbox-cashier-token')
  }

  /** a token for the cashier of one payment, valid until `expiresAtMs`: '<expiry ms>.<HMAC-SHA256 of payNo and expiry>' */
  cashierToken(payNo: string, expiresAtMs: number): string {
    const exp = Math.floor(expiresAtMs)
    return `${exp}.${hmac(this.cashierKey, `cashier|${payNo}|${exp}`)}`
  }

  /** is `token` a cashier token of this payNo that has not expired? (constant-time comparison) */
  verifyCashierToken(payNo: string, token: unknown): boolean {
    if (typeof token !== 'string') return false
    const m = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(token)
    if (!m || Number(m[1]) <= this.now().getTime()) return false
    const expected = Buffer.from(this.cashierToken(payNo, Number(m[1])).split('.')[1], 'utf8')
    return crypto.timingSafeEqual(expected, Buffer.from(m[2], 'utf8'))
  }

  sign(fields: Record<string, unknown>): string {
    return hmac(this.key, canonical(fields))
  }

  async prepay(input: PrepayInput): Promise<PrepayParams> {
    const now = this.now()
    const tradeNo = `SBX${now.getTime()}${crypto.randomInt(100000, 999999)}`
    await this.db
      .insertInto('sandbox_payment')
      .values({
        pay_no: input.payNo,
        channel: input.channel,
        amount_cents: input.amountCents,
        status: 'WAITING',
        trade_no: tradeNo,
        return_url: input.returnUrl,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .column('pay_no')
          .doUpdateSet({ amount_cents: input.amountCents, status: 'WAITING', return_url: input.returnUrl, updated_at: now }),
      )
      .execute()
    const token = this.cashierToken(input.payNo, input.expiresAt?.getTime() ?? now.getTime() + CASHIER_TOKEN_DEFAULT_MS)
    const cashier = `${CASHIER_PATH}?payNo=${encodeURIComponent(input.payNo)}&token=${encodeURIComponent(token)}`
    switch (input.channel) {
      case 4: {
        const base = {
          appId: SANDBOX_APP_ID,
          timeStamp: String(Math.floor(now.getTime() / 1000)),
          nonceStr: crypto.randomBytes(16).toString('hex'),
          package: `prepay_id=wx${tradeNo}`,
          signType: 'HMAC-SHA256' as const,
        }
        return {
          sandbox: true,
          wxJsapi: {
            appId: base.appId,
            timeStamp: base.timeStamp,
            nonceStr: base.nonceStr,
            packageExt: base.package,
            signType: base.signType,
            paySign: this.sign(base).toUpperCase(),
          },
        }
      }
      case 6:
        return { sandbox: true, tradeNO: tradeNo }
      case 5:
        return {
          sandbox: true,
          formHtml:
            `<form id="alipaysubmit" name="alipaysubmit" action="${CASHIER_PATH}" method="POST">` +
            `<input type="hidden" name="payNo" value="${esc(input.payNo)}"/><input type="hidden" name="token" value="${esc(token)}"/><input type="hidden" name="channel" value="5"/>` +
            `<input type="hidden" name="total_amount" value="${(input.amountCents / 100).toFixed(2)}"/>` +
            `<input type="submit" value="ok" style="display:none"></form><script>document.forms['alipaysubmit'].submit();</script>`,
        }
      default:
        return { sandbox: true, redirectUrl: cashier }
    }
  }

  /** the cashier / bridge outcome: records it in the ledger and returns the signed notify to deliver */
  async settle(payNo: string, result: 'SUCCESS' | 'CLOSED' | 'FAIL'): Promise<SandboxNotify | null> {
    const now = this.now()
    const row = await this.db
      .updateTable('sandbox_payment')
      .set({ status: result, updated_at: now })
      .where('pay_no', '=', payNo)
      .where('status', 'in', result === 'SUCCESS' ? ['WAITING', 'FAIL'] : ['WAITING'])
      .returning(['pay_no', 'trade_no', 'amount_cents'])
      .executeTakeFirst()
    const cur =
      row ??
      (await this.db
        .selectFrom('sandbox_payment')
        .select(['pay_no', 'trade_no', 'amount_cents', 'status'])
        .where('pay_no', '=', payNo)
        .executeTakeFirst())
    if (!cur) return null
    const state = row ? result : ((cur as any).status as string)
    if (state !== 'SUCCESS' && state !== 'CLOSED' && state !== 'FAIL') return null
    const fields = {
      payNo: cur.pay_no,
      tradeNo: cur.trade_no,
      amount: cur.amount_cents,
      result: state as SandboxNotify['result'],
      timestamp: now.getTime(),
      nonce: crypto.randomBytes(8).toString('hex'),
    }
    return { ...fields, sign: this.sign(fields) }
  }

  async verifyNotify(body: unknown): Promise<VerifiedNotify | null> {
    if (!body || typeof body !== 'object') return null
    const b = body as Record<string, unknown>
    if (typeof b.out_trade_no === 'string') return this.verifyAlipayForm(b)
    if (typeof b.sign !== 'string' || typeof b.payNo !== 'string' || typeof b.tradeNo !== 'string') return null
    const expected = Buffer.from(
      this.sign({ payNo: b.payNo, tradeNo: b.tradeNo, amount: b.amount, result: b.result, timestamp: b.timestamp, nonce: b.nonce }),
      'utf8',
    )
    const got = Buffer.from(b.sign, 'utf8')
    if (expected.length !== got.length || !crypto.timingSafeEqual(expected, got)) return null
    const result = b.result === 'SUCCESS' || b.result === 'CLOSED' || b.result === 'FAIL' ? b.result : null
    const amount = Number(b.amount)
    if (!result || !Number.isInteger(amount)) return null
    return { payNo: b.payNo, tradeNo: b.tradeNo, amountCents: amount, result }
  }

  /**
   * An Alipay-shaped notify (application/x-www-form-urlencoded, every value a string): out_trade_no
   * (our payNo), trade_no, total_amount in yuan ('179.00'), trade_status (TRADE_SUCCESS /
   * TRADE_FINISHED = paid, TRADE_CLOSED = closed), sign over Alipay's canonical string (sorted
   * key=value of every field but sign and sign_type). Alipay signs with RSA2; the sandbox signs that
   * same string with its HMAC key (signAlipayForm). WAIT_BUYER_PAY or an unknown status is not a
   * result: null (refused), like a bad signature.
   */
  private verifyAlipayForm(b: Record<string, unknown>): VerifiedNotify | null {
    if (typeof b.sign !== 'string' || typeof b.trade_no !== 'string' || typeof b.total_amount !== 'string') return null
    const expected = Buffer.from(this.signAlipayForm(b), 'utf8')
    const got = Buffer.from(b.sign, 'utf8')
    if (expected.length !== got.length || !crypto.timingSafeEqual(expected, got)) return null
    const status = String(b.trade_status ?? '')
    const result = status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED' ? 'SUCCESS' : status === 'TRADE_CLOSED' ? 'CLOSED' : null
    if (!/^\d+(\.\d{1,2})?$/.test(b.total_amount)) return null
    const [yuanPart, fen = ''] = b.total_amount.split('.')
    const amount = Number(yuanPart) * 100 + Number(fen.padEnd(2, '0'))
    if (!result || !Number.isSafeInteger(amount)) return null
    return { payNo: String(b.out_trade_no), tradeNo: b.trade_no, amountCents: amount, result }
  }

  /** the sandbox's stand-in for Alipay's RSA2 signature of a notify form */
  signAlipayForm(fields: Record<string, unknown>): string {
    const { sign_type: _t, ...rest } = fields
    return this.sign(rest)
  }

  async query(payNo: string): Promise<{ state: ProviderPayState; tradeNo?: string; amountCents?: number }> {
    const r = await this.db.selectFrom('sandbox_payment').selectAll().where('pay_no', '=', payNo).executeTakeFirst()
    if (!r) return { state: 'NOT_FOUND' }
    return { state: r.status as ProviderPayState, tradeNo: r.trade_no, amountCents: r.amount_cents }
  }

  async refund(input: {
    payNo: string
    refundNo: string
    amountCents: number
  }): Promise<{ refundNo: string; status: 'SUCCESS' | 'PENDING' }> {
    const r = await this.db
      .updateTable('sandbox_payment')
      .set((eb) => ({ status: 'REFUNDED', refunded_cents: eb('refunded_cents', '+', input.amountCents), updated_at: this.now() }))
      .where('pay_no', '=', input.payNo)
      .where('status', 'in', ['SUCCESS', 'REFUNDED'])
      .where(sqlLeft(input.amountCents))
      .returning('pay_no')
      .executeTakeFirst()
    if (!r) throw new Error(`sandbox refund refused for ${input.payNo}`)
    return { refundNo: input.refundNo, status: 'SUCCESS' }
  }

  async close(payNo: string): Promise<void> {
    await this.db
      .updateTable('sandbox_payment')
      .set({ status: 'CLOSED', updated_at: this.now() })
      .where('pay_no', '=', payNo)
      .where('status', '=', 'WAITING')
      .execute()
  }

  ack(ok: boolean, body?: unknown) {
    // Alipay expects the plain text 'success' / 'fail'
    if (body && typeof body === 'object' && typeof (body as Record<string, unknown>).out_trade_no === 'string')
      return { contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' }
    return {
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: ok ? 'SUCCESS' : 'FAIL', message: ok ? '成功' : '失败' }),
    }
  }
}

/** refunds never exceed what was paid */
function sqlLeft(amountCents: number) {
  return (eb: any) => eb(eb('refunded_cents', '+', amountCents), '<=', eb.ref('amount_cents'))
}
