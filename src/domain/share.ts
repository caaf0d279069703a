/**
 * Sharing rules (issue 18), pure: used by the server (the WeChat JS-SDK signature, share links in QR codes and
 * posters) and the app (what it asks to be signed).
 */

/** the H5 app's base path (its links are <origin>/hospital/<route>) */
export const H5_BASE = '/hospital'

/** the app pages a QR code may open (common/wxMiniProgram/createQrCode): the shared pages and the entries */
export const QR_PAGES = [
  '/home',
  '/productionDetail',
  '/shareProduction',
  '/shareCouponsDetail',
  '/groupActivity',
  '/pediatric-services',
] as const

export type QrPage = (typeof QR_PAGES)[number]

/**
 * The mini-program page file of each QR page (what WeChat's wxacode `page` names): the route table's page of the route
 * (src/shared/routes, which the server cannot import; src/domain/share.test.ts checks this list against it).
 */
export const QR_MINI_PAGES: Record<QrPage, string> = {
  '/home': 'pages/main/home/index',
  '/productionDetail': 'pages/goods/goodsDetail/index',
  '/shareProduction': 'pages/goods/shareGoods/index',
  '/shareCouponsDetail': 'pages/goods/shareCouponsDetail/index',
  '/groupActivity': 'pages/goods/groupActivity/index',
  '/pediatric-services': 'pages/health/pediatricServices/index',
}

/**
 * The query a mini-program code carries: WeChat opens the page with `scene` (what createQrCode was given, e.g.
 * 'goodsId=6001&hospitalId=6'; URI-decoded by the caller) and the page reads it as its query. Pairs without a key are
 * dropped; a value is URI-decoded when it can be.
 */
export function sceneQuery(scene: string | undefined | null): Record<string, string> {
  const out: Record<string, string> = {}
  for (const pair of (scene ?? '').split('&')) {
    const i = pair.indexOf('=')
    const key = (i < 0 ? pair : pair.slice(0, i)).trim()
    if (!key) continue
    const raw = i < 0 ? '' : pair.slice(i + 1)
    let value = raw
    try {
      value = decodeURIComponent(raw)
    } catch {
      /* kept as sent */
    }
    out[key] = value
  }
  return out
}

/** the longest URL signed or put in a QR code */
export const SHARE_URL_MAX = 1000

/**
 * The URL the WeChat JS-SDK signature is computed over: the page's full URL without its '#' part (WeChat's rule);
 * null when it is not an absolute http(s) URL.
 */
export function signableUrl(url: string): string | null {
  const u = url.trim()
  if (!u || u.length > SHARE_URL_MAX || !/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(u)) return null
  const hash = u.indexOf('#')
  return hash < 0 ? u : u.slice(0, hash)
}

/**
 * The string WeChat's JS-SDK signature is the SHA-1 of: jsapi_ticket, noncestr, timestamp and url as key=value
 * pairs sorted by key (ASCII), joined with '&', values as they are (not URL-encoded).
 */
export function jsapiSignString(p: { jsapi_ticket: string; noncestr: string; timestamp: number | string; url: string }): string {
  const pairs: Array<[string, string]> = [
    ['jsapi_ticket', p.jsapi_ticket],
    ['noncestr', p.noncestr],
    ['timestamp', String(p.timestamp)],
    ['url', p.url],
  ]
  return pairs
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
}

/** what a share poster or QR code is about, and the app route it opens */
export const SHARE_POSTER_TYPES = ['goods', 'coupon', 'groupBuy'] as const
export type SharePosterType = (typeof SHARE_POSTER_TYPES)[number]

/** the app path (under /hospital on H5) a shared object opens, with the sharer's id when known */
export function sharePath(type: SharePosterType, id: number, hospitalId: number, sharerId?: number | null): string {
  const q = new URLSearchParams({ hospitalId: String(hospitalId) })
  const base: Record<SharePosterType, [string, string]> = {
    goods: ['/productionDetail', 'goodsId'],
    coupon: ['/shareCouponsDetail', 'couponRuleId'],
    groupBuy: ['/groupActivity', 'activityId'],
  }
  const [path, key] = base[type]
  q.set(key, String(id))
  if (sharerId) q.set('shareUserId', String(sharerId))
  return `${path}?${q.toString()}`
}
