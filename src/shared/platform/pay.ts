// default for: h5 — weapp and alipay have their own file (pay.weapp.ts, pay.alipay.ts)
/**
 * Payment adapter, H5: messaging-app browser JSAPI (WeixinJSBridge), payment-app browser
 * (AlipayJSBridge tradePay), and redirect / form channels (3 WX_H5, 5 ALI_H5, 1 and 2 bank).
 * Redirect and form channels leave the page: they resolve SUCCESS with needsQuery, and the order is
 * queried when the browser comes back.
 */
import { redirect, submitForm, submitFormHtml } from './browser'
import { detectChannel } from './channel'
import { payChannelsFor, tradePayResult, unsupportedPayChannel, wxBridgeResult } from './payRules'
import type { PayParams, PayResult, RedirectOrForm } from './types'

export { payChannelsFor }

/** how long to wait for a JS bridge that is not ready yet */
const BRIDGE_READY_TIMEOUT = 5000

function waitForBridge(name: 'WeixinJSBridge' | 'AlipayJSBridge'): Promise<any> {
  const w = window as any
  if (w[name]) return Promise.resolve(w[name])
  return new Promise((resolve, reject) => {
    const event = `${name}Ready`
    const onReady = () => {
      clearTimeout(timer)
      resolve(w[name])
    }
    const timer = setTimeout(() => {
      document.removeEventListener(event, onReady)
      reject(new Error(`${name} 未就绪，无法发起支付`))
    }, BRIDGE_READY_TIMEOUT)
    document.addEventListener(event, onReady, { once: true } as any)
  })
}

function leavePage(p: RedirectOrForm): PayResult {
  if ('redirectUrl' in p && p.redirectUrl) redirect(p.redirectUrl)
  else if ('form' in p && p.form) submitForm(p.form)
  else if ('formHtml' in p && p.formHtml) submitFormHtml(p.formHtml)
  else throw new Error('支付参数缺少 redirectUrl / form / formHtml')
  return { result: 'SUCCESS', needsQuery: true }
}

export async function pay(params: PayParams): Promise<PayResult> {
  const channel = detectChannel()
  if (!payChannelsFor(channel).includes(params.channel)) throw unsupportedPayChannel(params.channel, channel)
  switch (params.channel) {
    case 4: {
      const bridge = await waitForBridge('WeixinJSBridge')
      const { appId, timeStamp, nonceStr, packageExt, signType, paySign } = params
      return new Promise<PayResult>((resolve) => {
        bridge.invoke('getBrandWCPayRequest', { appId, timeStamp, nonceStr, package: packageExt, signType, paySign }, (res: any) =>
          resolve(wxBridgeResult(res?.err_msg)),
        )
      })
    }
    case 6: {
      const bridge = await waitForBridge('AlipayJSBridge')
      return new Promise<PayResult>((resolve) => {
        bridge.call('tradePay', { tradeNO: params.tradeNO }, (res: any) => resolve(tradePayResult(res?.resultCode, res?.memo)))
      })
    }
    case 3:
      return leavePage({ redirectUrl: params.redirectUrl })
    case 1:
    case 2:
    case 5:
      return leavePage(params)
    default:
      throw unsupportedPayChannel((params as any).channel, channel)
  }
}
