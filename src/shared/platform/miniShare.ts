/**
 * Share on mini-programs (weapp and alipay): enables the share menu and keeps the info for the page's
 * onShareAppMessage (`currentShare()`). `path` must be the mini-program page URL here.
 */
import Taro from '@tarojs/taro'
import type { ShareInfo, ShareMode, WechatSignature } from './types'

let current: ShareInfo | null = null

export function currentShare(): ShareInfo | null {
  return current
}

export async function enableShare(info: ShareInfo, _signature?: WechatSignature): Promise<ShareMode> {
  current = info
  const show = (Taro as any).showShareMenu
  if (typeof show === 'function') {
    try {
      await show({ withShareTicket: true, menus: ['shareAppMessage', 'shareTimeline'] })
    } catch {
      /* Alipay enables sharing through onShareAppMessage alone */
    }
  }
  return 'menu'
}
