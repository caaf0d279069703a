/**
 * Share through the platform adapter (src/shared/platform enableShare) with, inside the WeChat browser, the JS-SDK
 * configured from the server's signature of this page's URL (user/shareAddrSign). Elsewhere the adapter shares
 * without one (mini-program menu, Web Share API, copied link).
 */
import { detectChannel, enableShare, isH5 } from '@/shared/platform'
import type { ShareInfo, ShareMode, WechatSignature } from '@/shared/platform/types'
import { shareAddrSign } from './api'

export async function shareNow(info: ShareInfo): Promise<ShareMode> {
  let signature: WechatSignature | undefined
  if (isH5 && detectChannel() === 'wechat' && typeof window !== 'undefined') {
    const s = await shareAddrSign(window.location.href)
    signature = { appid: s.appid, timestamp: s.timestamp, noncestr: s.noncestr, sign: s.sign }
  }
  return enableShare(info, signature)
}
