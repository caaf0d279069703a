/**
 * Third-party login (WeChat, Alipay, the /njglyy hospital entry) and the hospital identity check
 * behind interfaces.
 *
 * Sandbox (development only: SANDBOX_PROVIDERS=1, refused in production mode): a code of the form
 * `sandbox-<anything>` is accepted and mapped to a stable openId derived from the channel and the
 * code. Without the sandbox, a channel with no configured provider refuses every code. Real
 * providers need only configuration: set WX_APPID + WX_SECRET (mini-program and H5 OAuth of the
 * same WeChat open-platform account) and/or ALIPAY_APPID + ALIPAY_PRIVATE_KEY + the Alipay key; see
 * createThirdPartyProvider. The /njglyy channel (gl) has only the sandbox so far.
 */
import crypto from 'node:crypto'
import type { Config } from '../lib/config'
import { AlipayCodeRefusedError, AlipayLogin } from './alipay-login'

export type ThirdChannel = 'wx' | 'ali' | 'gl'

export interface ThirdPartyIdentity {
  openId: string
  unionId?: string
  nickname?: string
  avatarUrl?: string
}

export class InvalidAuthCodeError extends Error {
  constructor(message = 'invalid third-party auth code') {
    super(message)
    this.name = 'InvalidAuthCodeError'
  }
}

export interface ThirdPartyAuthProvider {
  readonly name: string
  /** true when any channel runs on the development sandbox (refused in production mode) */
  readonly sandbox?: boolean
  /** exchanges a login code for the user's identity on that channel; throws InvalidAuthCodeError */
  exchange(channel: ThirdChannel, code: string, opts?: { redirectUri?: string }): Promise<ThirdPartyIdentity>
}

export const SANDBOX_CODE = /^sandbox-[\w.-]{1,100}$/

export class SandboxThirdPartyAuthProvider implements ThirdPartyAuthProvider {
  readonly name = 'sandbox'
  readonly sandbox = true
  async exchange(channel: ThirdChannel, code: string): Promise<ThirdPartyIdentity> {
    if (!SANDBOX_CODE.test(code)) throw new InvalidAuthCodeError()
    const digest = crypto.createHash('sha256').update(`${channel}:${code}`).digest('hex')
    return { openId: `sb-${channel}-${digest.slice(0, 24)}`, nickname: `${channel === 'ali' ? '支付宝' : '微信'}用户` }
  }
}

// ------------------------------------------------------------------ real providers (configuration only)

/**
 * REAL PROVIDER — not used unless WX_APPID/WX_SECRET are set. Calls WeChat's endpoints:
 * mini-program `sns/jscode2session` for wx codes from Taro.login, and `sns/oauth2/access_token`
 * when a redirectUri is given (H5 OAuth code from the WeChat browser). Untested here (no network).
 */
export class WechatAuthProvider {
  constructor(
    private readonly appId: string,
    private readonly secret: string,
  ) {}

  async exchange(code: string, opts?: { redirectUri?: string }): Promise<ThirdPartyIdentity> {
    const q = new URLSearchParams({ appid: this.appId, secret: this.secret, code, grant_type: 'authorization_code' })
    const url = opts?.redirectUri
      ? `https://api.weixin.qq.com/sns/oauth2/access_token?${q}`
      : `https://api.weixin.qq.com/sns/jscode2session?${new URLSearchParams({ appid: this.appId, secret: this.secret, js_code: code, grant_type: 'authorization_code' })}`
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    const body = (await res.json()) as { openid?: string; unionid?: string; errcode?: number; errmsg?: string }
    if (!body.openid) throw new InvalidAuthCodeError(`wechat: ${body.errcode ?? res.status} ${body.errmsg ?? ''}`)
    return { openId: body.openid, unionId: body.unionid }
  }
}

/**
 * The Alipay login: `alipay.system.oauth.token` through alipay-sdk with the reply's signature verified
 * (server/auth/alipay-login.ts; tested against test-support/gateways/alipay.ts), and my.getPhoneNumber's
 * verified, decrypted number.
 */
export type AlipayAuthProvider = Pick<AlipayLogin, 'exchange' | 'phoneNumber'>

/**
 * Chooses per channel: the real provider when configured; otherwise the sandbox when it is enabled
 * (development), else the channel refuses every code.
 */
export class ConfiguredThirdPartyAuthProvider implements ThirdPartyAuthProvider {
  readonly name: string
  readonly sandbox: boolean
  private readonly fallback: SandboxThirdPartyAuthProvider | null
  constructor(
    private readonly wechat?: WechatAuthProvider,
    private readonly alipay?: AlipayAuthProvider,
    opts: { sandbox?: boolean } = {},
  ) {
    this.fallback = opts.sandbox ? new SandboxThirdPartyAuthProvider() : null
    const other = this.fallback ? 'sandbox' : 'none'
    this.name = `wx:${wechat ? 'real' : other},ali:${alipay ? 'real' : other},gl:${other}`
    // the gl channel has no real provider: with the sandbox enabled it is always in use
    this.sandbox = !!this.fallback
  }

  exchange(channel: ThirdChannel, code: string, opts?: { redirectUri?: string }): Promise<ThirdPartyIdentity> {
    if (channel === 'wx' && this.wechat) return this.wechat.exchange(code, opts)
    if (channel === 'ali' && this.alipay)
      return this.alipay.exchange(code).catch((err: unknown) => {
        throw err instanceof AlipayCodeRefusedError ? new InvalidAuthCodeError(err.message) : err
      })
    if (this.fallback) return this.fallback.exchange(channel, code)
    return Promise.reject(new InvalidAuthCodeError(`no ${channel} login provider configured`))
  }
}

/** the login providers of a configuration (config.thirdParty: WX_APPID + WX_SECRET, ALIPAY_APPID + ALIPAY_PRIVATE_KEY); the sandbox for the rest when enabled */
export function createThirdPartyProvider(
  configured: Config['thirdParty'],
  opts: { sandbox?: boolean; now?: () => Date } = {},
): ThirdPartyAuthProvider {
  const wechat = configured.wechat ? new WechatAuthProvider(configured.wechat.appId, configured.wechat.secret) : undefined
  const alipay = configured.alipay ? new AlipayLogin(configured.alipay, opts.now) : undefined
  return new ConfiguredThirdPartyAuthProvider(wechat, alipay, opts)
}
