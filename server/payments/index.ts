/**
 * The payment providers of a server, per SPEC §4 channel: the sandbox for every channel unless a
 * real provider is configured (server/payments/real.ts). Kept per AppDeps (one per server).
 */
import type { AppDeps } from '../context'
import type { PayChannel } from '../../src/domain/orders'
import type { PaymentProvider } from './types'
import { SandboxPaymentProvider } from './sandbox'
import { AlipayProvider, CmbPayProvider, WechatPayProvider } from './real'

export type { PaymentProvider, PrepayInput, PrepayParams, VerifiedNotify } from './types'
export { SandboxPaymentProvider } from './sandbox'

export interface Payments {
  sandbox: SandboxPaymentProvider
  forChannel(channel: number): PaymentProvider
  byName(name: string): PaymentProvider | null
}

const cache = new WeakMap<AppDeps, Payments>()

export function payments(deps: AppDeps): Payments {
  let p = cache.get(deps)
  if (p) return p
  const env = process.env
  const sandbox = new SandboxPaymentProvider(deps.db, deps.secret, deps.now)
  const wechat = env.WXPAY_MCHID && env.WXPAY_APPID && env.WXPAY_API_V3_KEY && env.WXPAY_SERIAL_NO && env.WXPAY_PRIVATE_KEY
    ? new WechatPayProvider({ mchId: env.WXPAY_MCHID, appId: env.WXPAY_APPID, apiV3Key: env.WXPAY_API_V3_KEY, serialNo: env.WXPAY_SERIAL_NO, privateKey: env.WXPAY_PRIVATE_KEY })
    : null
  const alipay = env.ALIPAY_APPID && env.ALIPAY_PRIVATE_KEY && env.ALIPAY_PUBLIC_KEY
    ? new AlipayProvider({ appId: env.ALIPAY_APPID, privateKey: env.ALIPAY_PRIVATE_KEY, alipayPublicKey: env.ALIPAY_PUBLIC_KEY, gateway: env.ALIPAY_GATEWAY ?? 'https://openapi.alipay.com/gateway.do' })
    : null
  const cmb = env.CMB_MER_ID && env.CMB_USER_ID && env.CMB_SM2_KEY ? new CmbPayProvider({ merId: env.CMB_MER_ID, userId: env.CMB_USER_ID, sm2Key: env.CMB_SM2_KEY }) : null
  const byChannel: Record<PayChannel, PaymentProvider> = { 1: cmb ?? sandbox, 2: cmb ?? sandbox, 3: wechat ?? sandbox, 4: wechat ?? sandbox, 5: alipay ?? sandbox, 6: alipay ?? sandbox }
  const all = [sandbox, wechat, alipay, cmb].filter((x) => !!x) as PaymentProvider[]
  p = {
    sandbox,
    forChannel: (c) => byChannel[c as PayChannel] ?? sandbox,
    byName: (name) => all.find((x) => x.name === name) ?? null,
  }
  cache.set(deps, p)
  return p
}
