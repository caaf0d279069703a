// default for: h5 — weapp and alipay have their own file (share.weapp.ts, share.alipay.ts)
/**
 * Share adapter, H5. In the messaging-app browser: the JS-SDK (`window.wx`) share data, after
 * `wx.config` with the server's signature when one is given (rejects when the script is absent, SPEC §8).
 * In a mini-program web-view: the info is posted to the host mini-program. Elsewhere: the browser's share sheet
 * (Web Share API) where there is one, else the link is copied (call it from a tap: browsers only allow both on a
 * user gesture).
 */
import Taro from '@tarojs/taro'
import { detectChannel } from './channel'
import { shareLink } from './shareLink'
import type { ShareInfo, ShareMode, WechatSignature } from './types'

const WECHAT_SCRIPT_ABSENT = 'wechat script absent: 未加载微信 JS-SDK，无法设置分享'
const WECHAT_READY_TIMEOUT = 10000

let current: ShareInfo | null = null

export function currentShare(): ShareInfo | null {
  return current
}

function wechatReady(sdk: any, signature?: WechatSignature): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('微信 JS-SDK 配置超时')), WECHAT_READY_TIMEOUT)
    sdk.error?.((e: any) => {
      clearTimeout(timer)
      reject(new Error(`微信 JS-SDK 配置失败：${e?.errMsg || '未知错误'}`))
    })
    sdk.ready(() => {
      clearTimeout(timer)
      resolve()
    })
    if (signature) {
      sdk.config({
        debug: false,
        appId: signature.appid,
        timestamp: Number(signature.timestamp),
        nonceStr: signature.noncestr,
        signature: signature.sign,
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      })
    }
  })
}

async function copyLink(link: string): Promise<void> {
  const clip = typeof navigator === 'undefined' ? undefined : navigator.clipboard
  if (clip && typeof clip.writeText === 'function') {
    try {
      await clip.writeText(link)
      return
    } catch {
      /* fall back to Taro */
    }
  }
  await Taro.setClipboardData({ data: link })
}

export async function enableShare(info: ShareInfo, signature?: WechatSignature): Promise<ShareMode> {
  current = info
  const link = shareLink(info.path)
  const sdk = typeof window === 'undefined' ? undefined : (window as any).wx
  const channel = detectChannel()
  if (channel === 'wechat') {
    if (!sdk || typeof sdk.ready !== 'function' || typeof sdk.updateAppMessageShareData !== 'function')
      throw new Error(WECHAT_SCRIPT_ABSENT)
    await wechatReady(sdk, signature)
    const data = { title: info.title, desc: info.desc || '', link, imgUrl: info.imageUrl || '' }
    sdk.updateAppMessageShareData(data)
    if (typeof sdk.updateTimelineShareData === 'function') sdk.updateTimelineShareData({ title: info.title, link, imgUrl: data.imgUrl })
    return 'wechat'
  }
  if (channel === 'miniProgram' && sdk?.miniProgram?.postMessage) {
    sdk.miniProgram.postMessage({ data: { share: { ...info, link } } })
    return 'menu'
  }
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { share?: (d: ShareData) => Promise<void> })
  if (nav && typeof nav.share === 'function') {
    try {
      await nav.share({ title: info.title, text: info.desc || info.title, url: link })
      return 'shared'
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') return 'cancelled'
      /* not allowed here (e.g. no user gesture): copy the link instead */
    }
  }
  await copyLink(link)
  return 'copied'
}
