/**
 * Provider notifies (signature AND amount verified, applied once through the pay service) and the
 * sandbox's delivery of them: settleSandbox settles the sandbox ledger and POSTs the signed notify to
 * this server's notify/sandbox like a provider would (in process when the server does not listen).
 */
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../lib/errors'
import { payments } from '../../payments'
import type { SandboxNotify } from '../../payments/sandbox'
import { applyPayResult } from './service'
import * as M from '../../../src/domain/messages'

/** the cashier without its link's valid token or the payer's session */
export const CASHIER_DENIED = M.CASHIER_LINK_INVALID

/** verifies a provider's notify and applies it; returns the ack the provider expects */
export async function handleNotify(
  app: FastifyInstance,
  providerName: string,
  body: unknown,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ status: number; contentType: string; body: string }> {
  const provider = payments(app.deps).byName(providerName)
  if (!provider)
    return { status: 404, contentType: 'application/json', body: JSON.stringify({ code: 404, msg: M.PAY_PROVIDER_NOT_FOUND, data: null }) }
  const n = await provider.verifyNotify(body, headers)
  if (!n) {
    app.log.warn({ provider: providerName }, 'payment notify refused: bad signature')
    const a = provider.ack(false, body)
    return { status: 400, contentType: a.contentType, body: a.body }
  }
  try {
    await applyPayResult(app, n)
  } catch (err: any) {
    if (err?.statusCode === 400 || err?.statusCode === 404) {
      app.log.warn({ provider: providerName, payNo: n.payNo, reason: err.message }, 'payment notify refused')
      const a = provider.ack(false, body)
      return { status: err.statusCode, contentType: a.contentType, body: a.body }
    }
    throw err
  }
  const a = provider.ack(true, body)
  return { status: 200, contentType: a.contentType, body: a.body }
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
