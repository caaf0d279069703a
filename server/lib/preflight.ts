/**
 * The go-live check (`npm run preflight`, server/preflight.ts): what a hospital runs before launch with the
 * production environment. It loads the configuration like the server (every wrong variable is a problem), then:
 * production mode and no sandbox; the business time zone known; per real payment provider its keys parsed (config)
 * and, online, one signed request to its gateway — the merchant key must match its serial (WeChat Pay answers 401
 * otherwise, and also when our time stamp is more than 300 s off its clock), the reply must verify with the
 * configured WeChat Pay key (and its time stamp be within 300 s of ours); for Alipay one signed trade query (the
 * app key, the Alipay key or certificates, the clock within Alipay's 15 minutes); the notify URLs https without a query;
 * the SMS provider (SMS_PROVIDER: sandbox or a half-configured one is refused by the configuration) loads and, online,
 * accepts our key and knows every configured template (and, on Aliyun, the signature) as approved. It lists the
 * channels and login methods that will be
 * offered. Each problem is one line in Chinese and English; `problems` empty = ready.
 */
import { ConfigError, loadConfig, type Config } from './config'
import { wechatLoginPreflight } from './wechat-preflight'
import { WechatPayError, WechatPayProvider } from '../payments/wechatpay'
import { AlipayError, AlipayProvider } from '../payments/alipay'
import { payChannelName, type PayChannel } from '../../src/domain/orders'
import { createSmsProvider } from '../auth/sms'

export interface PreflightReport {
  problems: string[]
  warnings: string[]
  /** what will be offered: channel lines and login lines */
  offered: string[]
}

type Env = Record<string, string | undefined>

export async function preflight(env: Env, opts: { cwd?: string; online?: boolean; now?: () => Date } = {}): Promise<PreflightReport> {
  const problems: string[] = []
  const warnings: string[] = []
  const offered: string[] = []
  const now = opts.now ?? (() => new Date())
  let config: Config
  try {
    config = loadConfig(env, opts.cwd)
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    for (const p of err.problems) problems.push(`配置错误 / configuration error: ${p}`)
    return { problems, warnings, offered }
  }
  if (!config.production) problems.push('NODE_ENV 不是 production / NODE_ENV is not production: the server would run in development mode')
  if (config.sandboxProviders)
    problems.push('沙箱已开启 / sandbox enabled: unset SANDBOX_PROVIDERS and PAY_SANDBOX (production refuses to start with them)')

  const wx = config.payments.wechat
  if (wx) {
    if (!/^https:\/\/[^?#]+$/i.test(wx.notifyBaseUrl))
      problems.push(
        `通知地址须为 https 且不带参数 / the notify URL must be https without a query: ${wx.notifyBaseUrl}/pay-center/notify/wechat`,
      )
    if (opts.online !== false) {
      const provider = new WechatPayProvider(wx, now)
      try {
        // an order that does not exist: a verified 404 ORDER_NOT_EXIST means key, serial, mchid and clock are right
        await provider.request('GET', `/v3/pay/transactions/out-trade-no/PREFLIGHT${now().getTime()}?mchid=${encodeURIComponent(wx.mchId)}`)
      } catch (err) {
        if (err instanceof WechatPayError && err.status === 401)
          problems.push(
            `微信支付商户私钥与证书序列号或商户号不匹配 / WeChat Pay refused our signature (WXPAY_PRIVATE_KEY, WXPAY_SERIAL_NO, WXPAY_MCHID): ${err.message}`,
          )
        else if (err instanceof WechatPayError && err.code === 'REPLY_NOT_VERIFIED')
          problems.push(`微信支付应答验签失败 / WeChat Pay's reply does not verify (WXPAY_PUBLIC_KEY(_ID), clock): ${err.message}`)
        else if (!(err instanceof WechatPayError && err.code === 'ORDER_NOT_EXIST'))
          problems.push(`微信支付网关不可达 / WeChat Pay gateway unreachable (WXPAY_API_BASE ${wx.apiBase}): ${(err as Error).message}`)
      }
    }
    offered.push(
      `channel 3 ${payChannelName(3 as PayChannel)} (WeChat Pay H5), channel 4 ${payChannelName(4 as PayChannel)} (WeChat Pay JSAPI)`,
    )
  }
  const ali = config.payments.alipay
  if (ali) {
    if (!/^https:\/\/[^?#]+$/i.test(ali.notifyBaseUrl))
      problems.push(
        `通知地址须为 https 且不带参数 / the notify URL must be https without a query: ${ali.notifyBaseUrl}/pay-center/notify/alipay`,
      )
    if (opts.online !== false) {
      try {
        // a trade that does not exist: a verified ACQ.TRADE_NOT_EXIST means app id, keys, certificates and clock are right
        const q = await new AlipayProvider(ali, now).query(`PREFLIGHT${now().getTime()}`)
        if (q.state !== 'NOT_FOUND')
          problems.push(`支付宝网关应答异常 / Alipay's gateway answered a trade that should not exist: ${q.state}`)
      } catch (err) {
        const e = err as AlipayError
        if (e instanceof AlipayError && e.subCode === 'isv.invalid-signature')
          problems.push(
            `支付宝拒绝了我们的签名 / Alipay refused our signature (ALIPAY_PRIVATE_KEY does not match the app's key): ${e.message}`,
          )
        else if (e instanceof AlipayError && e.subCode === 'isv.invalid-timestamp')
          problems.push(`服务器时钟与支付宝相差过大 / the clock is off Alipay's by more than 15 minutes (NTP): ${e.message}`)
        else if (e instanceof AlipayError && e.code === 'REPLY_NOT_VERIFIED')
          problems.push(
            `支付宝应答验签失败 / Alipay's reply does not verify (ALIPAY_APPID, ALIPAY_PUBLIC_KEY or the certificates): ${e.message.slice(0, 200)}`,
          )
        else if (e instanceof AlipayError && e.code !== 'REQUEST_FAILED')
          problems.push(`支付宝拒绝了请求 / Alipay refused the request (ALIPAY_APPID, certificates): ${e.message}`)
        else problems.push(`支付宝网关不可达 / Alipay gateway unreachable (ALIPAY_GATEWAY ${ali.gateway}): ${(err as Error).message}`)
      }
    }
    offered.push(
      `channel 5 ${payChannelName(5 as PayChannel)} (Alipay wap), channel 6 ${payChannelName(6 as PayChannel)} (Alipay mini-program)`,
    )
  } else if (config.thirdParty.alipay)
    warnings.push('支付宝支付未开启 / Alipay payments are off: set ALIPAY_SELLER_ID (and NOTIFY_BASE_URL) for channels 5 and 6')
  if (config.payments.cmb) warnings.push('招行支付无实现 / CMB payments have no provider: channels 1 and 2 are not offered')
  if (!wx && !ali) problems.push('没有可用的支付渠道 / no payment channel would be offered (configure WeChat Pay or Alipay)')
  const wxLogin = await wechatLoginPreflight(config, { online: opts.online })
  problems.push(...wxLogin.problems)
  offered.push(...wxLogin.offered)
  if (config.thirdParty.alipay)
    offered.push(`login: Alipay (ALIPAY_APPID)${config.thirdParty.alipay.aesKey ? ', phone number (ALIPAY_AES_KEY)' : ''}`)
  const sms = config.sms
  if (sms && sms.provider !== 'sandbox') {
    // the SDK is loaded and the client built now, not at the first code (config has checked every key)
    try {
      const provider = createSmsProvider(sms, { sandbox: false })
      if (opts.online !== false && provider.check)
        for (const p of await provider.check())
          problems.push(`短信模板、签名或密钥未通过 / the SMS provider (${sms.provider}) refused the configuration: ${p}`)
      const label = sms.provider === 'tencent' ? `Tencent Cloud SMS, SdkAppId ${sms.sdkAppId}` : 'Aliyun SMS'
      offered.push(
        `login: SMS codes (${label}, signature 【${sms.signName}】, templates ${[...new Set(Object.values(sms.templates))].join(', ')})`,
      )
    } catch (err) {
      problems.push(`短信通道无法加载 / the SMS provider (${sms.provider}) does not load: ${(err as Error).message}`)
    }
  } else warnings.push('短信登录未配置 / no SMS provider (SMS_PROVIDER): SMS codes cannot be sent (password and third-party logins only)')
  return { problems, warnings, offered }
}
