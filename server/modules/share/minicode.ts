/**
 * The mini-program code of common/wxMiniProgram/createQrCode (issue 18), a provider picked by configuration as the SMS,
 * login and payment providers are:
 *  - wechat (WXA_APPID + WXA_SECRET, WXA_API_BASE): WeChat's wxacode.getUnlimited (POST /wxa/getwxacodeunlimit with
 *    scene, page, width, check_path false) with the access token of /cgi-bin/token, kept until five minutes before
 *    it expires; the image WeChat answers is passed on. Never enabled without that configuration.
 *  - sandbox (SANDBOX_PROVIDERS=1, never in production mode: the server refuses to start with the sandboxes): a
 *    standard QR code of what WeChat's code encodes, the mini-program page path and its scene
 *    (`pages/goods/detail/index?scene=goodsId%3D6001`), so a tester reads what the real code would open.
 *  - none of them: a QR code of the page's H5 link (any camera and WeChat's scanner open it).
 */
import QRCode from 'qrcode'
import type { AppDeps } from '../../lib/deps'
import { QR_MINI_PAGES, QR_PAGES, type QrPage } from '../../../src/domain/share'

export interface MiniCodeRequest {
  /** the app route, e.g. /productionDetail (checked against QR_PAGES by the caller) */
  route: string
  /** its query as WeChat's scene (at most 32 characters) */
  scene: string
  width: number
}

export interface MiniCode {
  /** data:image/...;base64 */
  image: string
  /** what the code opens: the mini-program page path with its scene */
  link: string
}

export interface MiniCodeProvider {
  readonly name: 'wechat' | 'sandbox'
  code(req: MiniCodeRequest, now: Date): Promise<MiniCode>
}

/** the mini-program page file of an app route (pages/<area>/<page>/index), as WeChat's `page` wants it (no leading /) */
export function miniProgramPage(route: string): string {
  if (!(QR_PAGES as readonly string[]).includes(route)) throw new Error(`no QR page ${route}`)
  return QR_MINI_PAGES[route as QrPage]
}

/** what the mini-program code opens: the page and the scene its onLoad query receives (URI-encoded, as WeChat sends it) */
export function miniCodeLink(route: string, scene: string): string {
  const page = miniProgramPage(route)
  return scene ? `${page}?scene=${encodeURIComponent(scene)}` : page
}

export class SandboxMiniCodeProvider implements MiniCodeProvider {
  readonly name = 'sandbox'
  async code(req: MiniCodeRequest): Promise<MiniCode> {
    const link = miniCodeLink(req.route, req.scene)
    const png = await QRCode.toBuffer(link, { type: 'png', width: req.width, margin: 1, errorCorrectionLevel: 'M' })
    return { image: `data:image/png;base64,${png.toString('base64')}`, link }
  }
}

/** a failure of WeChat's side (token, wxacode, network): the route answers 503 with the catalogue message */
export class MiniCodeUnavailable extends Error {}

export class WechatMiniCodeProvider implements MiniCodeProvider {
  readonly name = 'wechat'
  private token: { value: string; until: number } | null = null
  constructor(
    private readonly appId: string,
    private readonly secret: string,
    private readonly apiBase = 'https://api.weixin.qq.com',
    private readonly timeoutMs = 10_000,
  ) {}

  private async accessToken(now: Date): Promise<string> {
    if (this.token && this.token.until > now.getTime()) return this.token.value
    const q = new URLSearchParams({ grant_type: 'client_credential', appid: this.appId, secret: this.secret })
    const res = await fetch(`${this.apiBase}/cgi-bin/token?${q}`, { signal: AbortSignal.timeout(this.timeoutMs) })
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; errcode?: number; errmsg?: string }
    if (!body.access_token) throw new MiniCodeUnavailable(`wechat token: ${body.errcode ?? res.status} ${body.errmsg ?? ''}`)
    this.token = { value: body.access_token, until: now.getTime() + Math.max(60, (body.expires_in ?? 7200) - 300) * 1000 }
    return body.access_token
  }

  async code(req: MiniCodeRequest, now: Date): Promise<MiniCode> {
    const page = miniProgramPage(req.route)
    // WeChat's scene may not be empty
    const scene = req.scene || 'from=qr'
    const token = await this.accessToken(now)
    const res = await fetch(`${this.apiBase}/wxa/getwxacodeunlimit?access_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // check_path false: the page need not be published yet (a trial or development version)
      body: JSON.stringify({ scene, page, width: req.width, check_path: false }),
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    const type = (res.headers.get('content-type') ?? '').split(';')[0].trim()
    if (!res.ok || !type.startsWith('image/')) {
      const body = (await res.json().catch(() => ({}))) as { errcode?: number; errmsg?: string }
      // 40001 / 42001: the token was revoked or expired early: fetch a new one next time
      if (body.errcode === 40001 || body.errcode === 42001) this.token = null
      throw new MiniCodeUnavailable(`wechat wxacode: ${body.errcode ?? res.status} ${body.errmsg ?? ''}`)
    }
    const image = Buffer.from(await res.arrayBuffer())
    return { image: `data:${type};base64,${image.toString('base64')}`, link: miniCodeLink(req.route, scene) }
  }
}

// one provider per server (its access token is cached across requests)
const chosen = new WeakMap<object, MiniCodeProvider | null>()

/** the configured provider: WXA_APPID/WXA_SECRET, else the sandbox when enabled (never in production), else none */
export function miniCodeProvider(deps: Pick<AppDeps, 'config' | 'sandboxProviders' | 'production'>): MiniCodeProvider | null {
  if (chosen.has(deps)) return chosen.get(deps) ?? null
  const wxa = deps.config.wxaCode
  const p: MiniCodeProvider | null = wxa
    ? new WechatMiniCodeProvider(wxa.appId, wxa.secret, wxa.apiBase)
    : deps.sandboxProviders && !deps.production
      ? new SandboxMiniCodeProvider()
      : null
  chosen.set(deps, p)
  return p
}
