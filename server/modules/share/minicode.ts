/**
 * The mini-program code of common/wxMiniProgram/createQrCode (issue 18), a provider picked by configuration as the SMS,
 * login and payment providers are:
 *  - wechat (WXA_APPID + WXA_SECRET, WXA_API_BASE): WeChat's wxacode.getUnlimited (POST /wxa/getwxacodeunlimit with
 *    scene, page, width, check_path false) with the app's access token from the shared token store
 *    (server/lib/wechat-token.ts, table wechat_credential: one token per appid for every server instance, fetched
 *    by one of them; a 40001 / 42001 answer marks it due, fetches once more and retries once); the image WeChat
 *    answers is passed on. Never enabled without that configuration.
 *  - sandbox (SANDBOX_PROVIDERS=1, never in production mode: the server refuses to start with the sandboxes): a
 *    standard QR code of what WeChat's code encodes, the mini-program page path and its scene
 *    (`pages/goods/detail/index?scene=goodsId%3D6001`), so a tester reads what the real code would open.
 *  - none of them: a QR code of the page's H5 link (any camera and WeChat's scanner open it).
 */
import QRCode from 'qrcode'
import type { AppDeps } from '../../lib/deps'
import { WechatApiError } from '../../lib/wechat-api'
import { wechatCredentials, type WechatCredentials } from '../../lib/wechat-token'
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
  constructor(
    private readonly appId: string,
    private readonly credentials: WechatCredentials,
    private readonly apiBase = 'https://api.weixin.qq.com',
    private readonly timeoutMs = 10_000,
  ) {}

  /** one wxacode call with this token: the image, or a WechatApiError with WeChat's errcode (-1: no answer) */
  private async fetchCode(token: string, body: Record<string, unknown>): Promise<{ type: string; image: Buffer }> {
    const path = '/wxa/getwxacodeunlimit'
    let res: Response
    try {
      res = await fetch(`${this.apiBase}${path}?access_token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (err) {
      throw new WechatApiError(-1, `unreachable: ${(err as Error).name}`, path)
    }
    const type = (res.headers.get('content-type') ?? '').split(';')[0].trim()
    if (res.ok && type.startsWith('image/')) return { type, image: Buffer.from(await res.arrayBuffer()) }
    const e = (await res.json().catch(() => ({}))) as { errcode?: number; errmsg?: string }
    throw new WechatApiError(typeof e.errcode === 'number' ? e.errcode : -1, e.errmsg ?? `HTTP ${res.status}`, path)
  }

  async code(req: MiniCodeRequest): Promise<MiniCode> {
    const page = miniProgramPage(req.route)
    // WeChat's scene may not be empty
    const scene = req.scene || 'from=qr'
    // check_path false: the page need not be published yet (a trial or development version)
    const body = { scene, page, width: req.width, check_path: false }
    let got: { type: string; image: Buffer }
    try {
      got = await this.credentials.withAccessToken(this.appId, (token) => this.fetchCode(token, body))
    } catch (err) {
      throw new MiniCodeUnavailable(`wechat wxacode: ${(err as Error).message}`)
    }
    return { image: `data:${got.type};base64,${got.image.toString('base64')}`, link: miniCodeLink(req.route, scene) }
  }
}

// one provider per server (the token itself is the shared store's)
const chosen = new WeakMap<object, MiniCodeProvider | null>()

/** the configured provider: WXA_APPID/WXA_SECRET, else the sandbox when enabled (never in production), else none */
export function miniCodeProvider(
  deps: Pick<AppDeps, 'config' | 'sandboxProviders' | 'production' | 'db' | 'now'>,
): MiniCodeProvider | null {
  if (chosen.has(deps)) return chosen.get(deps) ?? null
  const wxa = deps.config.wxaCode
  const p: MiniCodeProvider | null = wxa
    ? new WechatMiniCodeProvider(wxa.appId, wechatCredentials(deps), wxa.apiBase)
    : deps.sandboxProviders && !deps.production
      ? new SandboxMiniCodeProvider()
      : null
  chosen.set(deps, p)
  return p
}
