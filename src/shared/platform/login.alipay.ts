/** Login adapter, Alipay mini-program: my.getAuthCode({ scopes: 'auth_base' }) -> authCode. */
import type { OAuthOptions } from './types'

export function getLoginCode(): Promise<string> {
  return new Promise((resolve, reject) => {
    if (typeof my === 'undefined' || typeof my.getAuthCode !== 'function') {
      reject(new Error('支付宝登录不可用：缺少 my.getAuthCode'))
      return
    }
    my.getAuthCode({
      scopes: 'auth_base',
      success: (res: { authCode?: string }) => {
        if (res && res.authCode) resolve(res.authCode)
        else reject(new Error('支付宝登录失败：未获取到 authCode'))
      },
      fail: (err: any) => reject(new Error(`支付宝登录失败：${err?.errorMessage || err?.errMsg || err?.error || '未知错误'}`)),
    })
  })
}

export function oauthRedirect(_returnUrl: string, _options?: OAuthOptions): void {
  throw new Error('小程序内不支持网页授权，请使用 getLoginCode')
}

export function readOAuthCode(_search?: string): string | null {
  return null
}
