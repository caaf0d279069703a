/** Login adapter, WeChat mini-program: Taro.login -> code. */
import Taro from '@tarojs/taro'
import type { OAuthOptions } from './types'

export async function getLoginCode(): Promise<string> {
  const res = await Taro.login()
  if (!res || !res.code) throw new Error(`微信登录失败：${(res as any)?.errMsg || '未获取到 code'}`)
  return res.code
}

export function oauthRedirect(_returnUrl: string, _options?: OAuthOptions): void {
  throw new Error('小程序内不支持网页授权，请使用 getLoginCode')
}

export function readOAuthCode(_search?: string): string | null {
  return null
}
