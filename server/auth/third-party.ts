/**
 * Third-party login (WeChat, Alipay, the /njglyy hospital entry) and the hospital identity check
 * behind interfaces.
 *
 * Sandbox (development only: SANDBOX_PROVIDERS=1, refused in production mode): a code of the form
 * `sandbox-<anything>` is accepted and mapped to a stable openId derived from the channel and the
 * code. Without the sandbox, a channel with no configured provider refuses every code. Real
 * providers need only configuration: set WX_APPID + WX_SECRET (mini-program and H5 OAuth of the
 * same WeChat open-platform account; WX_OA_APPID + WX_OA_SECRET for a separate official account) and/or
 * ALIPAY_APPID + ALIPAY_PRIVATE_KEY + the Alipay key; see
 * createThirdPartyProvider. The /njglyy channel (gl) has only the sandbox so far.
 */
import crypto from 'node:crypto'
import { WX_DEFAULT_API_BASE, type Config } from '../lib/config'
import { CODE_INVALID, WechatApi, WechatApiError } from '../lib/wechat-api'
import { AlipayCodeRefusedError, AlipayLogin } from './alipay-login'

export type ThirdChannel = 'wx' | 'ali' | 'gl'

export interface ThirdPartyIdentity {
  openId: string
  unionId?: string
  /** the app the openId belongs to (WeChat: the mini-program's or the official account's appid) */
  appId?: string
  /** WeChat mini-program login: the session key, kept on the server only (never in a reply or a log) */
  sessionKey?: string
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
 * The WeChat login (WX_APPID + WX_SECRET; WX_API_BASE): a mini-program `wx.login` code through `sns/jscode2session`
 * (openid, unionid when the app is bound to an open-platform account, session_key); with a redirectUri, the H5 OAuth
 * code of the WeChat browser through `sns/oauth2/access_token` of the official account (WX_OA_APPID + WX_OA_SECRET,
 * else WX_APPID's), where a snapshot-page virtual account (is_snapshotuser) is refused. A wrong, expired or used code
 * (40029, 40163) is an InvalidAuthCodeError; anything else (a wrong secret, WeChat unreachable) a plain Error. The
 * session_key goes back to the login service only, which keeps it in the database (never in a reply or a log).
 * Tested against test-support/gateways/wechat-api.ts (server/modules/auth/wechat-login.test.ts).
 */
export class WechatAuthProvider {
  private readonly oa: { appId: string; secret: string }
  constructor(
    private readonly appId: string,
    private readonly secret: string,
    private readonly api: WechatApi = new WechatApi(WX_DEFAULT_API_BASE),
    oa?: { appId: string; secret: string } | null,
  ) {
    this.oa = oa ?? { appId, secret }
  }

  async exchange(code: string, opts?: { redirectUri?: string }): Promise<ThirdPartyIdentity> {
    try {
      if (opts?.redirectUri) {
        const r = await this.api.oauthAccessToken(this.oa.appId, this.oa.secret, code)
        if (r.is_snapshotuser === 1) throw new InvalidAuthCodeError('wechat: a snapshot-page virtual account')
        return { openId: r.openid, unionId: r.unionid, appId: this.oa.appId }
      }
      const r = await this.api.code2Session(this.appId, this.secret, code)
      return { openId: r.openid, unionId: r.unionid, appId: this.appId, sessionKey: r.session_key }
    } catch (err) {
      if (err instanceof WechatApiError && CODE_INVALID.has(err.errcode)) throw new InvalidAuthCodeError(err.message)
      throw err
    }
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
  opts: { sandbox?: boolean; now?: () => Date; wxApiBase?: string } = {},
): ThirdPartyAuthProvider {
  const wechat = configured.wechat
    ? new WechatAuthProvider(
        configured.wechat.appId,
        configured.wechat.secret,
        new WechatApi(opts.wxApiBase ?? WX_DEFAULT_API_BASE),
        configured.wechatOa,
      )
    : undefined
  const alipay = configured.alipay ? new AlipayLogin(configured.alipay, opts.now) : undefined
  return new ConfiguredThirdPartyAuthProvider(wechat, alipay, opts)
}
