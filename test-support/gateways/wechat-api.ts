/**
 * A local fake of WeChat's open API (api.weixin.qq.com) on 127.0.0.1 (a random port), for the server's WeChat
 * identity code (server/lib/wechat-*.ts through WX_API_BASE). It answers like the real one:
 * - errors as HTTP 200 with `{ errcode, errmsg }` (40013 invalid appid, 40125 invalid appsecret, 40029 invalid code,
 *   40163 code been used, 40001 invalid credential (a revoked access_token), 42001 access_token expired, 1400001 the
 *   phone-number quota used up); success of the sns/* calls without an errcode, of the others with `errcode: 0`;
 * - login codes issued by the test (`loginCode`, `oauthCode`, `phoneCode`), each good once and for 5 minutes;
 * - access tokens (`POST /cgi-bin/stable_token`, `GET /cgi-bin/token`) valid 7200 s on the gateway's clock:
 *   stable_token without force_refresh answers the current token while more than 300 s are left (the same token to
 *   every caller), else a new one (the old one stays valid until it expires); `tokenFetches` counts every fetch;
 * - `cgi-bin/ticket/getticket?type=jsapi` (the JS-SDK ticket, `ticketFetches`), `wxa/business/getuserphonenumber`
 *   (`phone_info` with its `watermark.appid`) and `wxa/sec/order/upload_shipping_info` (the fields the real one
 *   requires, checked; `shippingUploads` keeps the accepted ones; a second upload of the same order answers 10060003),
 *   each refusing an unknown (40001) or expired (42001) access_token;
 * - `wxa/getwxacodeunlimit` (the share mini-code): an image/png of the scene and page (the required fields checked,
 *   `wxaCodeFailures` for the next n), errors as JSON like the others.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeWechatUser {
  openid: string
  unionid?: string
}

interface IssuedCode {
  appid: string
  kind: 'login' | 'oauth' | 'phone'
  user?: FakeWechatUser & { snapshot?: boolean }
  phone?: string
  issuedAt: number
  used: boolean
}

interface IssuedToken {
  appid: string
  expiresAt: number
  revoked: boolean
}

export interface ShippingUpload {
  appid: string
  body: Record<string, any>
}

export interface LoggedCall {
  method: string
  path: string
  query: Record<string, string>
  body: string
  reply: Record<string, unknown>
}

export interface FakeWechatApiOptions {
  /** appid → secret of the apps the gateway knows (mini-program, official account) */
  apps?: Record<string, string>
  /** the gateway's clock (ms): the test's clock */
  now?: () => number
  /** milliseconds every reply waits (lets parallel callers overlap) */
  latencyMs?: number
}

/** the mini-program and the official account of the tests */
export const MINI_APP = { appId: 'wx1111111111111111', secret: 'mini-secret-0123456789abcdef0123' }
export const OA_APP = { appId: 'wx2222222222222222', secret: 'oa-secret-0123456789abcdef012345' }

const CODE_LIFE_MS = 5 * 60_000
/** the first bytes of the fake mini-code images (a PNG signature) */
export const FAKE_PNG = Buffer.from('89504e470d0a1a0a', 'hex')
const TOKEN_LIFE_S = 7200

export class FakeWechatApi {
  readonly apps: Record<string, string>
  readonly now: () => number
  latencyMs: number
  origin = ''
  readonly calls: LoggedCall[] = []
  readonly shippingUploads: ShippingUpload[] = []
  /** appid → access tokens fetched (stable_token or token) */
  readonly tokenFetches = new Map<string, number>()
  readonly ticketFetches = new Map<string, number>()
  /** the next n phone-number calls answer this errcode (1400001 quota, -1 busy) */
  phoneFailures: { n: number; errcode: number; errmsg: string } | null = null
  /** the next n shipping uploads answer this errcode (-1 system busy) */
  shippingFailures: { n: number; errcode: number; errmsg: string } | null = null
  /** the next n mini-code calls answer this errcode (40001 as if the token were revoked, 45009 quota) */
  wxaCodeFailures: { n: number; errcode: number; errmsg: string } | null = null
  /** a phone number answered with another appid in its watermark (a forged or crossed reply) */
  phoneWatermarkAppid: string | null = null
  private readonly codes = new Map<string, IssuedCode>()
  private readonly tokens = new Map<string, IssuedToken>()
  private readonly current = new Map<string, string>()
  private readonly tickets = new Map<string, { ticket: string; expiresAt: number }>()
  private readonly shippedOrders = new Set<string>()
  private server: http.Server | null = null

  constructor(opts: FakeWechatApiOptions = {}) {
    this.apps = opts.apps ?? { [MINI_APP.appId]: MINI_APP.secret, [OA_APP.appId]: OA_APP.secret }
    this.now = opts.now ?? (() => Date.now())
    this.latencyMs = opts.latencyMs ?? 0
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const url = new URL(req.url ?? '/', 'http://gateway')
        const query = Object.fromEntries(url.searchParams)
        let reply: Record<string, unknown>
        try {
          reply = this.handle(req.method ?? 'GET', url.pathname, query, body)
        } catch (err) {
          reply = { errcode: -1, errmsg: `system error: ${(err as Error).message}` }
        }
        this.calls.push({ method: req.method ?? '', path: url.pathname, query, body, reply })
        setTimeout(() => {
          if (typeof reply.__png === 'string') {
            res.writeHead(200, { 'content-type': 'image/png' })
            return res.end(Buffer.from(reply.__png, 'base64'))
          }
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
          res.end(JSON.stringify(reply))
        }, this.latencyMs)
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  // ------------------------------------------------------------------ what the test hands the client

  private issue(code: IssuedCode): string {
    const c = `${code.kind}-${crypto.randomBytes(12).toString('hex')}`
    this.codes.set(c, code)
    return c
  }
  /** a wx.login code of the mini-program `appid` for this user */
  loginCode(appid: string, user: FakeWechatUser): string {
    return this.issue({ appid, kind: 'login', user, issuedAt: this.now(), used: false })
  }
  /** an OAuth code of the official account `appid` (redirect of connect/oauth2/authorize); snapshot = is_snapshotuser */
  oauthCode(appid: string, user: FakeWechatUser & { snapshot?: boolean }): string {
    return this.issue({ appid, kind: 'oauth', user, issuedAt: this.now(), used: false })
  }
  /** the getPhoneNumber button's detail.code for this phone */
  phoneCode(appid: string, phone: string): string {
    return this.issue({ appid, kind: 'phone', phone, issuedAt: this.now(), used: false })
  }
  /** 40001 from now on for this token (as when another party force-refreshed it) */
  revokeToken(token: string): void {
    const t = this.tokens.get(token)
    if (t) t.revoked = true
    for (const [appid, cur] of this.current) if (cur === token) this.current.delete(appid)
  }
  currentToken(appid: string): string | undefined {
    return this.current.get(appid)
  }
  fetchesOf(appid: string): number {
    return this.tokenFetches.get(appid) ?? 0
  }
  callsTo(path: string): LoggedCall[] {
    return this.calls.filter((c) => c.path === path)
  }

  // ------------------------------------------------------------------ the gateway

  private appError(appid: string | undefined, secret: string | undefined): Record<string, unknown> | null {
    if (!appid || !(appid in this.apps)) return { errcode: 40013, errmsg: 'invalid appid' }
    if (secret !== this.apps[appid]) return { errcode: 40125, errmsg: 'invalid appsecret' }
    return null
  }

  private useCode(appid: string, code: string | undefined, kind: IssuedCode['kind']): IssuedCode | Record<string, unknown> {
    const c = code ? this.codes.get(code) : undefined
    if (!c || c.kind !== kind || c.appid !== appid || this.now() - c.issuedAt > CODE_LIFE_MS)
      return { errcode: 40029, errmsg: 'invalid code' }
    if (c.used) return { errcode: 40163, errmsg: 'code been used' }
    c.used = true
    return c
  }

  private tokenError(token: string | undefined): { appid: string } | Record<string, unknown> {
    const t = token ? this.tokens.get(token) : undefined
    if (!t || t.revoked) return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' }
    if (t.expiresAt <= this.now()) return { errcode: 42001, errmsg: 'access_token expired' }
    return { appid: t.appid }
  }

  private newToken(appid: string): { access_token: string; expires_in: number } {
    const token = `AT_${crypto.randomBytes(24).toString('base64url')}`
    this.tokens.set(token, { appid, expiresAt: this.now() + TOKEN_LIFE_S * 1000, revoked: false })
    this.current.set(appid, token)
    this.tokenFetches.set(appid, this.fetchesOf(appid) + 1)
    return { access_token: token, expires_in: TOKEN_LIFE_S }
  }

  private handle(method: string, path: string, query: Record<string, string>, raw: string): Record<string, unknown> {
    const body = method === 'POST' && raw ? (JSON.parse(raw) as Record<string, any>) : {}
    switch (`${method} ${path}`) {
      case 'GET /sns/jscode2session': {
        if (query.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' }
        const bad = this.appError(query.appid, query.secret)
        if (bad) return bad
        const c = this.useCode(query.appid, query.js_code, 'login')
        if (!isIssued(c)) return c
        return {
          openid: c.user!.openid,
          session_key: crypto.randomBytes(16).toString('base64'),
          ...(c.user!.unionid ? { unionid: c.user!.unionid } : {}),
        }
      }
      case 'GET /sns/oauth2/access_token': {
        if (query.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' }
        const bad = this.appError(query.appid, query.secret)
        if (bad) return bad
        const c = this.useCode(query.appid, query.code, 'oauth')
        if (!isIssued(c)) return c
        return {
          access_token: `OAUTH_${crypto.randomBytes(16).toString('hex')}`,
          expires_in: 7200,
          refresh_token: `REFRESH_${crypto.randomBytes(16).toString('hex')}`,
          openid: c.user!.openid,
          scope: 'snsapi_base',
          ...(c.user!.snapshot ? { is_snapshotuser: 1 } : {}),
          ...(c.user!.unionid ? { unionid: c.user!.unionid } : {}),
        }
      }
      case 'POST /cgi-bin/stable_token': {
        if (body.grant_type !== 'client_credential') return { errcode: 40002, errmsg: 'invalid grant_type' }
        const bad = this.appError(body.appid, body.secret)
        if (bad) return bad
        const cur = this.current.get(body.appid)
        const t = cur ? this.tokens.get(cur) : undefined
        if (!body.force_refresh && cur && t && !t.revoked && t.expiresAt - this.now() > 300_000) {
          this.tokenFetches.set(body.appid, this.fetchesOf(body.appid) + 1)
          return { access_token: cur, expires_in: Math.floor((t.expiresAt - this.now()) / 1000) }
        }
        return this.newToken(body.appid)
      }
      case 'GET /cgi-bin/token': {
        if (query.grant_type !== 'client_credential') return { errcode: 40002, errmsg: 'invalid grant_type' }
        const bad = this.appError(query.appid, query.secret)
        return bad ?? this.newToken(query.appid)
      }
      case 'GET /cgi-bin/ticket/getticket': {
        const t = this.tokenError(query.access_token)
        if (!('appid' in t)) return t
        if (query.type !== 'jsapi') return { errcode: 40097, errmsg: 'invalid args' }
        const ticket = `TICKET_${crypto.randomBytes(24).toString('base64url')}`
        this.tickets.set(t.appid as string, { ticket, expiresAt: this.now() + 7200_000 })
        this.ticketFetches.set(t.appid as string, (this.ticketFetches.get(t.appid as string) ?? 0) + 1)
        return { errcode: 0, errmsg: 'ok', ticket, expires_in: 7200 }
      }
      case 'POST /wxa/business/getuserphonenumber': {
        const t = this.tokenError(query.access_token)
        if (!('appid' in t)) return t
        if (this.phoneFailures && this.phoneFailures.n > 0) {
          this.phoneFailures.n--
          return { errcode: this.phoneFailures.errcode, errmsg: this.phoneFailures.errmsg }
        }
        const c = this.useCode(t.appid as string, body.code, 'phone')
        if (!isIssued(c)) return c
        return {
          errcode: 0,
          errmsg: 'ok',
          phone_info: {
            phoneNumber: c.phone,
            purePhoneNumber: c.phone,
            countryCode: '86',
            watermark: { timestamp: Math.floor(this.now() / 1000), appid: this.phoneWatermarkAppid ?? t.appid },
          },
        }
      }
      case 'POST /wxa/sec/order/upload_shipping_info': {
        const t = this.tokenError(query.access_token)
        if (!('appid' in t)) return t
        if (this.shippingFailures && this.shippingFailures.n > 0) {
          this.shippingFailures.n--
          return { errcode: this.shippingFailures.errcode, errmsg: this.shippingFailures.errmsg }
        }
        const problem = shippingProblem(body)
        if (problem) return { errcode: 47001, errmsg: `data format error: ${problem}` }
        const key = JSON.stringify(body.order_key)
        if (this.shippedOrders.has(key)) return { errcode: 10060003, errmsg: '支付单已完成发货，无法继续发货' }
        this.shippedOrders.add(key)
        this.shippingUploads.push({ appid: t.appid as string, body })
        return { errcode: 0, errmsg: 'ok' }
      }
      case 'POST /wxa/getwxacodeunlimit': {
        const t = this.tokenError(query.access_token)
        if (!('appid' in t)) return t
        if (this.wxaCodeFailures && this.wxaCodeFailures.n > 0) {
          this.wxaCodeFailures.n--
          return { errcode: this.wxaCodeFailures.errcode, errmsg: this.wxaCodeFailures.errmsg }
        }
        if (typeof body.scene !== 'string' || !body.scene || body.scene.length > 32) return { errcode: 40097, errmsg: 'invalid scene' }
        if (typeof body.page !== 'string' || body.page.startsWith('/')) return { errcode: 41030, errmsg: 'invalid page' }
        // a stand-in image: a PNG signature followed by what the code encodes
        return { __png: Buffer.concat([FAKE_PNG, Buffer.from(`${body.page}?scene=${body.scene}`)]).toString('base64') }
      }
      default:
        return { errcode: 40066, errmsg: `invalid url ${method} ${path}` }
    }
  }
}

function isIssued(c: IssuedCode | Record<string, unknown>): c is IssuedCode {
  return 'kind' in c
}

/** what the real upload_shipping_info refuses (its document's required fields) */
export function shippingProblem(b: Record<string, any>): string | null {
  const k = b.order_key
  if (!k || ![1, 2].includes(k.order_number_type)) return 'order_key.order_number_type'
  if (k.order_number_type === 1 && (!k.mchid || !k.out_trade_no)) return 'order_key.mchid/out_trade_no'
  if (k.order_number_type === 2 && !k.transaction_id) return 'order_key.transaction_id'
  if (![1, 2, 3, 4].includes(b.logistics_type)) return 'logistics_type'
  if (![1, 2].includes(b.delivery_mode)) return 'delivery_mode'
  if (!Array.isArray(b.shipping_list) || b.shipping_list.length < 1 || b.shipping_list.length > 10) return 'shipping_list'
  for (const s of b.shipping_list) {
    if (typeof s.item_desc !== 'string' || !s.item_desc || s.item_desc.length > 120) return 'shipping_list.item_desc'
    if (b.logistics_type === 1 && (!s.tracking_no || !s.express_company)) return 'shipping_list.tracking_no/express_company'
  }
  if (typeof b.upload_time !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?[+-]\d\d:\d\d$/.test(b.upload_time))
    return 'upload_time'
  if (!b.payer?.openid) return 'payer.openid'
  return null
}

/** the server settings (testConfig overrides) of the WeChat login pointed at this gateway: WX_APPID/WX_SECRET, WX_OA_*, WX_API_BASE */
export function wechatLoginConfig(gw: FakeWechatApi, opts: { oa?: boolean } = {}) {
  return {
    thirdParty: { wechat: { ...MINI_APP }, wechatOa: opts.oa === false ? null : { ...OA_APP }, alipay: null },
    wxApiBase: gw.origin,
  }
}
