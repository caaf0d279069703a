/**
 * WeChat's open API (api.weixin.qq.com, WX_API_BASE): plain fetch calls with WeChat's error shape. Every failure is a
 * `WechatApiError` with the errcode (HTTP 200 `{ errcode, errmsg }`; a network failure, a time-out, a non-JSON reply
 * or an HTTP error is errcode -1, like WeChat's own "system busy"). The app secret travels in the query of the sns/*
 * and cgi-bin/token calls (WeChat's protocol): never log a request URL, only `path` and the errcode.
 *
 * The calls that need the access token take it as an argument: the token itself is shared by every server instance
 * through the database (server/lib/wechat-token.ts), which also retries once on 40001 / 42001.
 */

export class WechatApiError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
    readonly path: string,
  ) {
    super(`wechat ${path}: ${errcode} ${errmsg}`)
    this.name = 'WechatApiError'
  }
}

/** the access token is not (or no longer) valid: 40001 invalid credential, 42001 expired, 40014 invalid access_token */
export const ACCESS_TOKEN_INVALID = new Set([40001, 40014, 42001])
/** a login or phone code that is wrong, expired or used (40029 invalid code, 40163 code been used) */
export const CODE_INVALID = new Set([40029, 40163])

export interface Code2Session {
  openid: string
  unionid?: string
  /** the session key of the mini-program login: kept on the server only (never sent, never logged) */
  session_key: string
}

export interface OAuthAccessToken {
  openid: string
  unionid?: string
  scope?: string
  /** 1: a virtual account of a "snapshot page" (朋友圈快照页), not a real user */
  is_snapshotuser?: number
}

export interface PhoneInfo {
  phoneNumber: string
  purePhoneNumber: string
  countryCode: string
  watermark: { timestamp: number; appid: string }
}

export class WechatApi {
  constructor(
    readonly base: string,
    private readonly timeoutMs = 10_000,
  ) {}

  private async call<T>(method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: unknown): Promise<T> {
    let res: Response
    try {
      res = await fetch(`${this.base}${path}?${new URLSearchParams(query)}`, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (err) {
      throw new WechatApiError(-1, `unreachable: ${(err as Error).name}`, path)
    }
    if (!res.ok) throw new WechatApiError(-1, `HTTP ${res.status}`, path)
    let json: Record<string, unknown>
    try {
      json = (await res.json()) as Record<string, unknown>
    } catch {
      throw new WechatApiError(-1, 'reply is not JSON', path)
    }
    if (typeof json.errcode === 'number' && json.errcode !== 0) throw new WechatApiError(json.errcode, String(json.errmsg ?? ''), path)
    return json as T
  }

  /** mini-program login: the wx.login code → openid, unionid (when the app is bound to an open-platform account), session_key */
  async code2Session(appId: string, secret: string, code: string): Promise<Code2Session> {
    const r = await this.call<Partial<Code2Session>>('GET', '/sns/jscode2session', {
      appid: appId,
      secret,
      js_code: code,
      grant_type: 'authorization_code',
    })
    if (!r.openid || !r.session_key) throw new WechatApiError(-1, 'no openid in the reply', '/sns/jscode2session')
    return { openid: r.openid, session_key: r.session_key, ...(r.unionid ? { unionid: r.unionid } : {}) }
  }

  /** H5 OAuth in the WeChat browser (official account): the redirect's code → openid (+ unionid) */
  async oauthAccessToken(appId: string, secret: string, code: string): Promise<OAuthAccessToken> {
    const r = await this.call<Partial<OAuthAccessToken>>('GET', '/sns/oauth2/access_token', {
      appid: appId,
      secret,
      code,
      grant_type: 'authorization_code',
    })
    if (!r.openid) throw new WechatApiError(-1, 'no openid in the reply', '/sns/oauth2/access_token')
    return { openid: r.openid, unionid: r.unionid, scope: r.scope, is_snapshotuser: r.is_snapshotuser }
  }

  /** the app's access token (stable_token without force_refresh: every caller gets the same token while it is valid) */
  async stableToken(appId: string, secret: string): Promise<{ value: string; expiresIn: number }> {
    const r = await this.call<{ access_token?: string; expires_in?: number }>(
      'POST',
      '/cgi-bin/stable_token',
      {},
      { grant_type: 'client_credential', appid: appId, secret, force_refresh: false },
    )
    if (!r.access_token) throw new WechatApiError(-1, 'no access_token in the reply', '/cgi-bin/stable_token')
    return { value: r.access_token, expiresIn: r.expires_in ?? 7200 }
  }

  /** the JS-SDK ticket of the official account */
  async jsapiTicket(accessToken: string): Promise<{ value: string; expiresIn: number }> {
    const r = await this.call<{ ticket?: string; expires_in?: number }>('GET', '/cgi-bin/ticket/getticket', {
      access_token: accessToken,
      type: 'jsapi',
    })
    if (!r.ticket) throw new WechatApiError(-1, 'no ticket in the reply', '/cgi-bin/ticket/getticket')
    return { value: r.ticket, expiresIn: r.expires_in ?? 7200 }
  }

  /** the getPhoneNumber button's code → the phone number (watermark.appid to be compared by the caller) */
  async userPhoneNumber(accessToken: string, code: string): Promise<PhoneInfo> {
    const r = await this.call<{ phone_info?: PhoneInfo }>(
      'POST',
      '/wxa/business/getuserphonenumber',
      { access_token: accessToken },
      { code },
    )
    if (!r.phone_info?.purePhoneNumber) throw new WechatApiError(-1, 'no phone_info in the reply', '/wxa/business/getuserphonenumber')
    return r.phone_info
  }

  /** the mini-program's order shipping management: delivery (or "no shipping needed") of a paid order */
  async uploadShippingInfo(accessToken: string, body: Record<string, unknown>): Promise<void> {
    await this.call('POST', '/wxa/sec/order/upload_shipping_info', { access_token: accessToken }, body)
  }
}
