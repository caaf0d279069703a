/** Pure channel rules (no window, no Taro): tested directly, used by the H5 channel adapter. */
import type { Channel } from './types'

/**
 * H5 channel from the user agent (SPEC §6):
 * AlipayClient + MiniProgram -> alipayMiniProgram, AlipayClient -> alipay,
 * MicroMessenger inside a mini-program web-view (window.__wxjs_environment === 'miniprogram' or
 * 'miniProgram' in the UA) -> miniProgram, MicroMessenger -> wechat, else none.
 */
export function channelFromUserAgent(ua: string, wxjsEnvironment?: string): Channel {
  const s = ua || ''
  if (/AlipayClient/i.test(s)) return /MiniProgram/i.test(s) ? 'alipayMiniProgram' : 'alipay'
  if (wxjsEnvironment === 'miniprogram') return 'miniProgram'
  if (/MicroMessenger/i.test(s)) return /miniProgram/i.test(s) ? 'miniProgram' : 'wechat'
  return 'none'
}

/** Android and an in-app browser: messaging app, payment app, a system web-view ("; wv)") or the hospital app bridge */
export function isAndroidInAppUserAgent(ua: string, hasNativeBridge = false): boolean {
  const s = ua || ''
  if (!/Android/i.test(s)) return false
  return hasNativeBridge || /MicroMessenger|AlipayClient|AliApp|; wv\)/i.test(s)
}
