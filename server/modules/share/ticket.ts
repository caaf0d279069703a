/**
 * Where the WeChat JS-SDK jsapi_ticket comes from (issue 18). Sandbox (development: SANDBOX_PROVIDERS=1, never in
 * production mode): a fixed appid and ticket, so the signature is computed by the real algorithm over a known ticket.
 * Real (the official account of the H5: WX_OA_APPID + WX_OA_SECRET, else WX_APPID + WX_SECRET): the shared access token
 * then cgi-bin/ticket/getticket?type=jsapi, both kept in the database for every instance until five minutes before they
 * expire (server/lib/wechat-token.ts; WeChat limits how often they may be fetched). Tested against the local gateway
 * (server/modules/share/wechat-ticket.test.ts).
 */
import type { AppDeps } from '../../lib/deps'
import { wechatCredentials, type WechatCredentials } from '../../lib/wechat-token'

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

/** the official account's ticket, shared by every instance through the database (server/lib/wechat-token.ts) */
export class WechatTicketSource implements JsapiTicketSource {
  readonly name = 'wechat'
  constructor(
    readonly appId: string,
    private readonly credentials: WechatCredentials,
  ) {}

  ticket(): Promise<string> {
    return this.credentials.jsapiTicket(this.appId)
  }
}

/** the configured source: WX_APPID/WX_SECRET, else the sandbox when enabled, else none */
export function ticketSource(deps: Pick<AppDeps, 'config' | 'sandboxProviders' | 'production' | 'db' | 'now'>): JsapiTicketSource | null {
  const wx = deps.config.thirdParty.wechatOa ?? deps.config.thirdParty.wechat
  if (wx) return new WechatTicketSource(wx.appId, wechatCredentials(deps))
  if (deps.sandboxProviders && !deps.production) return new SandboxTicketSource()
  return null
}
