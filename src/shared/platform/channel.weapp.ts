/** Channel adapter, WeChat mini-program build. */
import type { Channel, Target } from './types'

export const target: Target = 'weapp'
export const isH5 = false
export const isMiniProgram = true

export function detectChannel(): Channel {
  return 'miniProgram'
}

export function isAndroidInAppBrowser(): boolean {
  return false
}
