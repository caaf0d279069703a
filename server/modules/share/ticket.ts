/**
 * Where the WeChat JS-SDK jsapi_ticket comes from (issue 18). Sandbox (development: SANDBOX_PROVIDERS=1, never in
 * production mode): a fixed appid and ticket, so the signature is computed by the real algorithm over a known ticket.
 * Real (WX_APPID + WX_SECRET, the official account of the H5): cgi-bin/token then cgi-bin/ticket/getticket?type=jsapi,
 * kept until five minutes before it expires (WeChat limits how often they may be fetched). Untested here (no network).
 */
import type { AppDeps } from '../../lib/deps'

export interface JsapiTicketSource {
  readonly name: 'sandbox' | 'wechat'
  readonly appId: string
  ticket(now: Date): Promise<string>
}

export const SANDBOX_APPID = 'wxsandbox0000000000'
export const SANDBOX_JSAPI_TICKET = 'sandbox-jsapi-ticket'

export class SandboxTicketSource implements JsapiTicketSource {
  readonly name = 'sandbox'
  readonly appId = SANDBOX_APPID
  async ticket(): Promise<string> {
    return SANDBOX_JSAPI_TICKET
  }
}

export class WechatTicketSource implements JsapiTicketSource {
  readonly name = 'wechat'
  private cached: { ticket: string; until: number } | null = null
  constructor(
    readonly appId: string,
    private readonly secret: string,
  ) {}

  async ticket(now: Date): Promise<string> {
    if (this.cached && this.cached.until > now.getTime()) return this.cached.ticket
    const t = new URLSearchParams({ grant_type: 'client_credential', appid: this.appId, secret: this.secret })
    const tokenRes = (await (
      await fetch(`https://api.weixin.qq.com/cgi-bin/token?${t}`, { signal: AbortSignal.timeout(10_000) })
    ).json()) as {
      access_token?: string
      errcode?: number
      errmsg?: string
    }
    if (!tokenRes.access_token) throw new Error(`wechat token: ${tokenRes.errcode ?? ''} ${tokenRes.errmsg ?? ''}`)
    const q = new URLSearchParams({ access_token: tokenRes.access_token, type: 'jsapi' })
    const ticketRes = (await (
      await fetch(`https://api.weixin.qq.com/cgi-bin/ticket/getticket?${q}`, { signal: AbortSignal.timeout(10_000) })
    ).json()) as { ticket?: string; expires_in?: number; errcode?: number; errmsg?: string }
    if (!ticketRes.ticket) throw new Error(`wechat jsapi ticket: ${ticketRes.errcode ?? ''} ${ticketRes.errmsg ?? ''}`)
    this.cached = { ticket: ticketRes.ticket, until: now.getTime() + Math.max(60, (ticketRes.expires_in ?? 7200) - 300) * 1000 }
    return ticketRes.ticket
  }
}

/** the configured source: WX_APPID/WX_SECRET, else the sandbox when enabled, else none */
export function ticketSource(deps: Pick<AppDeps, 'config' | 'sandboxProviders' | 'production'>): JsapiTicketSource | null {
  const wx = deps.config.thirdParty.wechat
  if (wx) return new WechatTicketSource(wx.appId, wx.secret)
  if (deps.sandboxProviders && !deps.production) return new SandboxTicketSource()
  return null
}
