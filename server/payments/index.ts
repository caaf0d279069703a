/**
 * The payment providers of a server, per SPEC §4 channel: the real provider when configured
 * (server/payments/real.ts); otherwise the sandbox when the development sandbox is enabled
 * (SANDBOX_PROVIDERS=1, deps.sandboxProviders; refused in production mode), else the channel is
 * not available: not offered by the pay-method list (`offered`), and prepay answers 400. Kept per AppDeps (one per
 * server).
 */
import type { AppDeps } from '../lib/deps'
import type { PayChannel } from '../../src/domain/orders'
import type { PaymentProvider, PrepayParams, ProviderPayState, VerifiedNotify } from './types'
import { badRequest } from '../lib/errors'
import { SandboxPaymentProvider } from './sandbox'
import { AlipayProvider, WechatPayProvider } from './real'
import * as M from '../../src/domain/messages'

export type { PaymentProvider, PrepayInput, PrepayParams, VerifiedNotify } from './types'
export { SandboxPaymentProvider } from './sandbox'

/** A channel with neither a configured provider nor the sandbox: nothing can be paid through it. */
export class UnavailablePaymentProvider implements PaymentProvider {
  readonly name = 'none'
  async prepay(): Promise<PrepayParams> {
    throw badRequest(M.PAY_CHANNEL_UNAVAILABLE)
  }
  async verifyNotify(): Promise<VerifiedNotify | null> {
    return null
  }
  async query(): Promise<{ state: ProviderPayState }> {
    return { state: 'NOT_FOUND' }
  }
  async refund(): Promise<{ refundNo: string; status: 'SUCCESS' | 'PENDING' }> {
    throw new Error('no payment provider configured for this channel')
  }
  async close(): Promise<void> {}
  ack(ok: boolean) {
    return { contentType: 'text/plain', body: ok ? 'success' : 'fail' }
  }
}

export interface Payments {
  /** the sandbox provider object; in use only when deps.sandboxProviders (see forChannel / byName) */
  sandbox: SandboxPaymentProvider
  forChannel(channel: number): PaymentProvider
  /** does the channel have a provider (real, or the sandbox when enabled)? a channel without one is not offered */
  offered(channel: number): boolean
  byName(name: string): PaymentProvider | null
}

const cache = new WeakMap<AppDeps, Payments>()

export function payments(deps: AppDeps): Payments {
  let p = cache.get(deps)
  if (p) return p
  const configured = deps.config.payments
  const sandbox = new SandboxPaymentProvider(deps.db, deps.secret, deps.now)
  const wechat = configured.wechat ? new WechatPayProvider(configured.wechat, deps.now) : null
  const alipay = configured.alipay ? new AlipayProvider(configured.alipay, deps.now) : null
  // CMB has no real provider (its protocol is not public): channels 1 and 2 run on the sandbox or are not offered
  const cmb: PaymentProvider | null = null
  const fallback: PaymentProvider = deps.sandboxProviders ? sandbox : new UnavailablePaymentProvider()
  const byChannel: Record<PayChannel, PaymentProvider> = {
    1: cmb ?? fallback,
    2: cmb ?? fallback,
    3: wechat ?? fallback,
    4: wechat ?? fallback,
    5: alipay ?? fallback,
    6: alipay ?? fallback,
  }
  const all = [deps.sandboxProviders ? sandbox : null, wechat, alipay, cmb].filter((x) => !!x) as PaymentProvider[]
  p = {
    sandbox,
    forChannel: (c) => byChannel[c as PayChannel] ?? fallback,
    offered: (c) => (byChannel[c as PayChannel] ?? fallback).name !== 'none',
    byName: (name) => all.find((x) => x.name === name) ?? null,
  }
  cache.set(deps, p)
  return p
}
