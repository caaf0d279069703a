/**
 * The payment steps shared by the confirm page and the pay pages: which channels apply here (server
 * payMethod ∩ platform payChannelsFor), prepay result → platform pay() parameters, and where to go after.
 */
import type { PayChannelCode, PrepayRes } from '@contract/pay'
import type { PayMethod } from '@contract/cart'
import { detectChannel, isH5, pay, payChannelsFor, type PayParams } from '@/shared/platform'
import { payMethod } from '@/features/cart'
import { redirect } from '@/shared/routes/navigate'
import { apiUrl } from '@/shared/request/request'
import { PAY_RETURN_PATH } from '@/domain'

export const CHANNEL_LABELS: Record<PayChannelCode, string> = {
  1: '招行支付宝支付',
  2: '招行微信支付',
  3: '微信支付',
  4: '微信支付',
  5: '支付宝支付',
  6: '支付宝支付',
}

export type ChannelOption = Pick<PayMethod, 'payChannel' | 'label'>

/** the channels of this environment: the server's list (its order, first = default) kept to what the platform can pay with */
export async function loadPayChannels(): Promise<ChannelOption[]> {
  const allowed = payChannelsFor(detectChannel()) as PayChannelCode[]
  const fallback = allowed.map((c) => ({ payChannel: c, label: CHANNEL_LABELS[c] }))
  try {
    const r = await payMethod(detectChannel())
    const list = (r?.list ?? []).filter((m) => allowed.includes(m.payChannel)).map((m) => ({ payChannel: m.payChannel, label: m.label || CHANNEL_LABELS[m.payChannel] }))
    return list.length ? list : fallback
  } catch {
    return fallback
  }
}

/**
 * where an H5 cashier comes back to (the cashier appends payNo, payResult and orderId): the shop's
 * page as a path when the pay-center is on this origin (the server accepts only shop pages, src/domain
 * checkPayReturnUrl), else this origin's page (the server must list it in PAY_RETURN_ORIGINS)
 */
export function payReturnUrl(): string | undefined {
  if (!isH5 || typeof window === 'undefined') return undefined
  const cashierBase = apiUrl('pay-center', '')
  const sameOrigin = cashierBase.startsWith('/') || cashierBase.startsWith(`${window.location.origin}/`)
  return sameOrigin ? PAY_RETURN_PATH : `${window.location.origin}${PAY_RETURN_PATH}`
}

/** the platform pay() parameters of a prepay */
export function payParamsOf(p: PrepayRes): PayParams {
  switch (p.payChannel) {
    case 4: {
      const w = p.wxJsapi!
      return { channel: 4, appId: w.appId, timeStamp: w.timeStamp, nonceStr: w.nonceStr, packageExt: w.packageExt, signType: w.signType, paySign: w.paySign }
    }
    case 6:
      return { channel: 6, tradeNO: p.tradeNO || '' }
    case 3:
      return { channel: 3, redirectUrl: p.redirectUrl || '' }
    default:
      return (p.formHtml ? { channel: p.payChannel, formHtml: p.formHtml } : { channel: p.payChannel, redirectUrl: p.redirectUrl || '' }) as PayParams
  }
}

/** channels that leave the page for a cashier (the result comes back to /h5PayResult) */
export const LEAVES_PAGE: readonly PayChannelCode[] = [1, 2, 3, 5]

/**
 * Pays a prepay through the platform adapter. Cashier channels leave the page; JSAPI channels come
 * back with a result, and /pay/transition confirms it with the server (orderQuery).
 */
export async function runPay(prepay: PrepayRes, orderId: number): Promise<void> {
  const r = await pay(payParamsOf(prepay))
  if (LEAVES_PAGE.includes(prepay.payChannel) && isH5) return
  await redirect('/pay/transition', { orderId, payNo: prepay.payNo, payResult: r.result })
}
