/**
 * Provider notifies (signature AND amount verified, applied once through the pay service) and the
 * sandbox's delivery of them: settleSandbox settles the sandbox ledger and POSTs the signed notify to
 * this server's notify/sandbox like a provider would (in process when the server does not listen).
 */
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../lib/errors'
import { payments } from '../../payments'
import type { SandboxNotify } from '../../payments/sandbox'
import { applyPayResult, applyRefundResult } from './service'
import * as M from '../../../src/domain/messages'

/** the cashier without its link's valid token or the payer's session */
export const CASHIER_DENIED = M.CASHIER_LINK_INVALID

/**
 * Verifies a provider's notify and applies it; returns the ack the provider expects. Every notify is kept first in
 * the raw notify log (pay_notify_log: headers + body, for audit); a refusal logs an alert line with a stable event
 * name (`pay.notify.signature_failed`, `pay.notify.decrypt_failed`, `pay.notify.mismatch`,
 * `pay.notify.amount_mismatch`, `pay.notify.unknown_payment`) and changes nothing. A refund notify (WeChat Pay's
 * REFUND.*) moves the refund it names (applyRefundResult).
 */
export async function handleNotify(
  app: FastifyInstance,
  providerName: string,
  body: unknown,
  headers: Record<string, string | string[] | undefined>,
  raw?: string,
): Promise<{ status: number; contentType: string; body: string }> {
  const provider = payments(app.deps).byName(providerName)
  if (!provider)
    return { status: 404, contentType: 'application/json', body: JSON.stringify({ code: 404, msg: M.PAY_PROVIDER_NOT_FOUND, data: null }) }
  const logId = await logNotify(app, providerName, headers, raw ?? JSON.stringify(body ?? null))
  const refuse = async (status: number, event: string, reason: string, payNo?: string) => {
    app.log.warn({ event, provider: providerName, payNo, reason, alert: true }, `payment notify refused: ${event}`)
    await finishLog(app, logId, `${event}: ${reason}`.slice(0, 500))
    const a = provider.ack(false, body)
    return { status, contentType: a.contentType, body: a.body }
  }
  const checked = provider.checkNotify
    ? await provider.checkNotify(body, headers, raw)
    : await provider
        .verifyNotify(body, headers, raw)
        .then((n) => (n ? { notify: n } : { refused: { event: 'pay.notify.signature_failed', reason: 'bad signature' } }))
  if ('refused' in checked) return refuse(400, checked.refused.event, checked.refused.reason)
  const n = checked.notify
  try {
    if (n.refund) await applyRefundResult(app, { payNo: n.payNo, ...n.refund })
    else await applyPayResult(app, n)
  } catch (err: any) {
    if (err?.statusCode === 400 || err?.statusCode === 404) {
      const event =
        err.message === M.PAY_AMOUNT_MISMATCH
          ? 'pay.notify.amount_mismatch'
          : err.statusCode === 404
            ? 'pay.notify.unknown_payment'
            : 'pay.notify.mismatch'
      return refuse(err.statusCode, event, err.message, n.payNo)
    }
    throw err
  }
  await finishLog(app, logId, 'accepted')
  const a = provider.ack(true, body)
  return { status: a.status ?? 200, contentType: a.contentType, body: a.body }
}

const flat = (h: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(h)
      .filter(([k]) => !/^(cookie|authorization)$/i.test(k))
      .map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v ?? '')]),
  )

/** the raw notify log: every notify as it came (headers + body), before anything is decided */
async function logNotify(
  app: FastifyInstance,
  provider: string,
  headers: Record<string, string | string[] | undefined>,
  raw: string,
): Promise<number | null> {
  try {
    const r = await app.deps.db
      .insertInto('pay_notify_log')
      .values({
        provider,
        headers: JSON.stringify(flat(headers)),
        body: raw.slice(0, 64 * 1024),
        outcome: null,
        created_at: app.deps.now(),
      })
      .returning('id')
      .executeTakeFirst()
    return r?.id ?? null
  } catch (err) {
    app.log.error({ err, event: 'pay.notify.log_failed' }, 'raw notify log failed')
    return null
  }
}

async function finishLog(app: FastifyInstance, id: number | null, outcome: string): Promise<void> {
  if (id === null) return
  await app.deps.db
    .updateTable('pay_notify_log')
    .set({ outcome })
    .where('id', '=', id)
    .execute()
    .catch(() => undefined)
}

/** delivers a sandbox notify like a provider: an HTTP POST to this server's notify URL */
export async function deliverNotify(app: FastifyInstance, notify: SandboxNotify): Promise<void> {
  const addr = app.server.address()
  if (addr && typeof addr === 'object') {
    const host =
      addr.family === 'IPv6' ? `[${addr.address === '::' ? '::1' : addr.address}]` : addr.address === '0.0.0.0' ? '127.0.0.1' : addr.address
    try {
      const res = await fetch(`http://${host}:${addr.port}/pay-center/notify/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notify),
        signal: AbortSignal.timeout(10_000),
      })
      if (res.ok) return
      app.log.warn({ status: res.status }, 'sandbox notify not accepted')
      return
    } catch (err) {
      app.log.warn({ err }, 'sandbox notify delivery failed; applying in process')
    }
  }
  await handleNotify(app, 'sandbox', notify, {})
}

/** the sandbox settles a payment (cashier buttons, JSAPI bridge) and delivers its notify */
export async function settleSandbox(app: FastifyInstance, payNo: string, result: 'SUCCESS' | 'CLOSED' | 'FAIL') {
  const pay = await app.deps.db.selectFrom('payment').selectAll().where('pay_no', '=', payNo).executeTakeFirst()
  if (!pay) throw notFound(M.PAYMENT_NOT_FOUND)
  const notify = await payments(app.deps).sandbox.settle(payNo, result)
  if (!notify) throw notFound(M.PAYMENT_NOT_FOUND)
  await deliverNotify(app, notify)
  return { pay, payResult: notify.result }
}
