// default for: h5 — weapp and alipay have their own file (channel.weapp.ts, channel.alipay.ts)
/** Channel adapter, H5 (default): decided by the user agent and the web-view marker. */
import { channelFromUserAgent, isAndroidInAppUserAgent } from './channelRules'
import type { Channel, Target } from './types'

export const target: Target = 'h5'
export const isH5 = true
export const isMiniProgram = false

function win(): (Window & Record<string, any>) | undefined {
  return typeof window === 'undefined' ? undefined : (window as any)
}

export function detectChannel(): Channel {
  const w = win()
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
  return channelFromUserAgent(ua, w?.__wxjs_environment)
}

export function isAndroidInAppBrowser(): boolean {
  const w = win()
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
  const bridge = !!(w && w.android)
  return isAndroidInAppUserAgent(ua, bridge)
}
