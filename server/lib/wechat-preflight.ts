/**
 * The go-live check of the WeChat login (part of server/lib/preflight.ts). WeChat Pay's JSAPI channel pays as the
 * patient's openid of WXPAY_APPID, which only the WeChat login (WX_APPID + WX_SECRET, the official account
 * WX_OA_APPID + WX_OA_SECRET) provides: with WeChat Pay configured the login is enabled and must be configured, and
 * WXPAY_APPID must be one of its appids. Online, the access token of each configured appid is fetched once through
 * WX_API_BASE (stable_token, not forced): a wrong appid or secret is named.
 */
import type { Config } from './config'
import { WechatApi, WechatApiError } from './wechat-api'

export async function wechatLoginPreflight(
  config: Config,
  opts: { online?: boolean } = {},
): Promise<{ problems: string[]; offered: string[] }> {
  const problems: string[] = []
  const offered: string[] = []
  const mini = config.thirdParty.wechat
  const oa = config.thirdParty.wechatOa ?? null
  const pay = config.payments.wechat
  if (pay && !mini)
    problems.push(
      "微信登录未配置 / the WeChat login is not configured: WeChat Pay (JSAPI) needs the payer's openid — set WX_APPID and WX_SECRET",
    )
  if (pay && mini && pay.appId !== mini.appId && pay.appId !== oa?.appId)
    problems.push(
      `微信支付 appid 与登录 appid 不一致 / WXPAY_APPID ${pay.appId} is neither WX_APPID nor WX_OA_APPID: the payer's openid would be of another app`,
    )
  if (mini) offered.push(`login: WeChat mini-program (WX_APPID ${mini.appId}), phone-number button`)
  if (mini) offered.push(`login: WeChat browser OAuth (${oa ? `WX_OA_APPID ${oa.appId}` : `WX_APPID ${mini.appId}`}), JS-SDK`)
  if (opts.online !== false) {
    const api = new WechatApi(config.wxApiBase)
    for (const [name, app] of [
      ['WX_APPID', mini],
      ['WX_OA_APPID', oa],
    ] as const) {
      if (!app) continue
      try {
        await api.stableToken(app.appId, app.secret)
      } catch (err) {
        const e = err as WechatApiError
        problems.push(
          e.errcode === 40013 || e.errcode === 40125 || e.errcode === 40164
            ? `微信 appid 或 secret 错误 / WeChat refused ${name} ${app.appId} or its secret: ${e.errcode} ${e.errmsg}`
            : `微信接口不可达 / WeChat's API unreachable (WX_API_BASE ${config.wxApiBase}): ${e.message}`,
        )
      }
    }
  }
  return { problems, offered }
}
