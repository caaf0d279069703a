/** Channel adapter, Alipay mini-program build. */
import type { Channel, Target } from './types'

export const target: Target = 'alipay'
export const isH5 = false
export const isMiniProgram = true

export function detectChannel(): Channel {
  return 'alipayMiniProgram'
}

export function isAndroidInAppBrowser(): boolean {
  return false
}
