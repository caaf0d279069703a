/**
 * The payment steps shared by the confirm page and the pay pages: which channels apply here (server
 * payMethod ∩ platform payChannelsFor), prepay result → platform pay() parameters, paying a pending order
 * again, the server's word on a payment, and where to go after.
 */
import type { PayMethod } from '@contract/cart'
import type { PayChannelCode, PrepayRes } from '@contract/pay'
import { detectChannel, isH5, pay, payChannelsFor, toast, type PayParams } from '@/shared/platform'
import { navigate, redirect } from '@/shared/routes/navigate'
import { apiUrl } from '@/shared/request/request'
import { PAY_RETURN_PATH, type PayResult } from '@/domain'
import { orderQuery, payMethod, toPay } from './api'

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
    const list = (r?.list ?? [])
      .filter((m) => allowed.includes(m.payChannel))
      .map((m) => ({ payChannel: m.payChannel, label: m.label || CHANNEL_LABELS[m.payChannel] }))
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
      return {
        channel: 4,
        appId: w.appId,
        timeStamp: w.timeStamp,
        nonceStr: w.nonceStr,
        packageExt: w.packageExt,
        signType: w.signType,
        paySign: w.paySign,
      }
    }
    case 6:
      return { channel: 6, tradeNO: p.tradeNO || '' }
    case 3:
      return { channel: 3, redirectUrl: p.redirectUrl || '' }
    default:
      return (
        p.formHtml ? { channel: p.payChannel, formHtml: p.formHtml } : { channel: p.payChannel, redirectUrl: p.redirectUrl || '' }
      ) as PayParams
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

/** 继续支付: prepay the pending order again in this environment's default channel, then pay */
export async function payAgain(orderId: number, channel?: PayChannelCode | 'ali'): Promise<void> {
  const list = await loadPayChannels()
  const c =
    typeof channel === 'number'
      ? channel
      : channel === 'ali'
        ? list.find((x) => [1, 5, 6].includes(x.payChannel))?.payChannel
        : list[0]?.payChannel
  if (!c) return toast('暂无可用的支付方式')
  try {
    const prepay = await toPay({ orderId, payChannel: c, returnUrl: payReturnUrl() })
    await runPay(prepay, orderId)
  } catch (e: any) {
    if (e?.message) toast(e.message)
  }
}

/** how long to wait for the server to learn a payment's outcome */
export const QUERY_TRIES = 8
export const QUERY_INTERVAL = 1500

/**
 * The server's word on a payment (orderQuery by orderId / payNo), asked again while the payment is
 * still PAYING / UNPAID after a reported success. A cancelled or failed report is believed at once
 * unless the server already saw the money.
 */
export async function settlePayResult(
  p: { orderId?: number | null; payNo?: string | null; reported?: PayResult | null },
  wait = QUERY_INTERVAL,
): Promise<{ result: PayResult; orderId: number | null }> {
  let orderId = p.orderId ?? null
  for (let i = 0; i < QUERY_TRIES; i++) {
    try {
      const q = await orderQuery({ ...(orderId ? { orderId } : {}), ...(p.payNo ? { payNo: p.payNo } : {}) })
      orderId = q.orderId ?? orderId
      if (q.payResult === 'SUCCESS' || q.payState === 'SUCCESS') return { result: 'SUCCESS', orderId }
      if (q.payResult) return { result: q.payResult, orderId }
      if (p.reported && p.reported !== 'SUCCESS') return { result: p.reported, orderId }
    } catch {
      if (p.reported && p.reported !== 'SUCCESS') return { result: p.reported, orderId }
    }
    await new Promise((r) => setTimeout(r, wait))
  }
  return { result: p.reported === 'SUCCESS' ? 'FAIL' : (p.reported ?? 'FAIL'), orderId }
}

/** where a queried result leads: success and cancel have their own pages */
export function goToResult(result: PayResult, orderId: number | null) {
  if (result === 'SUCCESS') return redirect('/pay-success', { orderId: orderId ?? '' })
  if (result === 'CLOSED') return redirect('/pay/pay-close', { orderId: orderId ?? '' })
  return navigate('/h5PayResult', { orderId: orderId ?? '', payResult: 'FAIL', checked: 1 }, { replace: true })
}
