/**
 * Sharing (issue 18): the WeChat JS-SDK signature of an H5 page, QR codes of app pages (PNG, the kept `qrcode`
 * package, server-side only) and share posters (a card of the shared object with the QR code of its link).
 */
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import QRCode from 'qrcode'
import type { QrCodeRes, SharePosterReq, SharePosterRes, ShareSignRes } from '../../../contract/share'
import { H5_BASE, jsapiSignString, QR_PAGES, sharePath, signableUrl } from '../../../src/domain/share'
import { ApiError, badRequest, notFound } from '../../lib/errors'
import { asset } from '../../lib/assets'
import { goodsCards, findGoods } from '../catalog'
import * as M from '../../../src/domain/messages'
import { ticketSource, type JsapiTicketSource } from './ticket'
import { miniCodeProvider, type MiniCodeProvider } from './minicode'

const NONCE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
function nonce(n = 16): string {
  const bytes = crypto.randomBytes(n)
  return Array.from(bytes, (b) => NONCE_CHARS[b % NONCE_CHARS.length]).join('')
}

/** the signature wx.config needs for the page at `url` (its '#' part dropped) */
export async function shareSign(
  app: FastifyInstance,
  url: string,
  source: JsapiTicketSource | null = ticketSource(app.deps),
): Promise<ShareSignRes> {
  const signed = signableUrl(url)
  if (!signed) throw badRequest(M.SHARE_URL_INVALID)
  if (!source) throw new ApiError(503, M.SHARE_SIGN_UNAVAILABLE)
  const now = app.deps.now()
  let ticket: string
  try {
    ticket = await source.ticket(now)
  } catch (err) {
    app.log.warn({ err }, 'jsapi ticket unavailable')
    throw new ApiError(503, M.SHARE_SIGN_UNAVAILABLE)
  }
  const timestamp = Math.floor(now.getTime() / 1000)
  const noncestr = nonce()
  const sign = crypto
    .createHash('sha1')
    .update(jsapiSignString({ jsapi_ticket: ticket, noncestr, timestamp, url: signed }))
    .digest('hex')
  return { appid: source.appId, timestamp, noncestr, sign, url: signed, provider: source.name }
}

/** a PNG QR code of `text` as a data URL */
export async function qrPng(text: string, width = 430): Promise<string> {
  const png = await QRCode.toBuffer(text, { type: 'png', width, margin: 1, errorCorrectionLevel: 'M' })
  return `data:image/png;base64,${png.toString('base64')}`
}

/** the absolute H5 link of an app path (origin of the request, under /hospital) */
export function h5Link(origin: string, path: string): string {
  return `${origin}${H5_BASE}${path}`
}

const SCENE = /^[A-Za-z0-9=&_.-]*$/

/**
 * POST common/wxMiniProgram/createQrCode: a code opening `page` with `scene` as its query, drawn by the configured
 * mini-program code provider (./minicode.ts: WeChat's wxacode.getUnlimited, or the sandbox in development); without
 * one, a standard QR code of the page's H5 link (it opens in WeChat's scanner and any camera).
 */
export async function createQrCode(
  app: FastifyInstance,
  origin: string,
  b: { page: string; scene: string; width?: number },
  provider: MiniCodeProvider | null = miniCodeProvider(app.deps),
): Promise<QrCodeRes> {
  if (!(QR_PAGES as readonly string[]).includes(b.page)) throw badRequest(M.QR_PAGE_INVALID)
  if (!SCENE.test(b.scene)) throw badRequest(M.QR_SCENE_INVALID)
  const width = b.width ?? 430
  if (provider) {
    try {
      const c = await provider.code({ route: b.page, scene: b.scene, width }, app.deps.now())
      return { qrCode: c.image, link: c.link, width, provider: provider.name }
    } catch (err) {
      app.log.warn({ err }, 'mini-program code unavailable')
      throw new ApiError(503, M.QR_MINI_CODE_UNAVAILABLE)
    }
  }
  const link = h5Link(origin, `${b.page}${b.scene ? `?${b.scene}` : ''}`)
  return { qrCode: await qrPng(link, width), link, width, provider: 'h5' }
}

/** GET zeus/activity/getShareQrPic: the poster of a goods, coupon or group buy of the hospital, with the sharer's id */
export async function sharePoster(
  app: FastifyInstance,
  origin: string,
  hospitalId: number,
  q: SharePosterReq,
  sharerId: number | null,
): Promise<SharePosterRes> {
  const db = app.deps.db
  const hospital = await db
    .selectFrom('hospital')
    .select(['short_name', 'name', 'logo_path'])
    .where('id', '=', hospitalId)
    .executeTakeFirst()
  if (!hospital) throw notFound(M.SHARE_OBJECT_NOT_FOUND)
  let card: Pick<SharePosterRes, 'title' | 'subTitle' | 'price' | 'imageUrl'>
  if (q.type === 'goods') {
    const g = await findGoods(app, hospitalId, { goodsId: q.id }).catch(() => {
      throw notFound(M.SHARE_OBJECT_NOT_FOUND)
    })
    const [c] = await goodsCards(app, [g], hospitalId, app.deps.now())
    card = { title: c.goodsName, subTitle: c.sellPoint ?? '', price: c.priceShowMode === 1 ? null : Number(c.price), imageUrl: c.goodsUrl }
  } else if (q.type === 'coupon') {
    const r = await db
      .selectFrom('coupon_rule')
      .select(['coupon_name', 'coupon_describe'])
      .where('id', '=', q.id)
      .where('hospital_id', '=', hospitalId)
      .executeTakeFirst()
    if (!r) throw notFound(M.SHARE_OBJECT_NOT_FOUND)
    card = { title: r.coupon_name, subTitle: r.coupon_describe, price: null, imageUrl: asset(app, hospital.logo_path) }
  } else {
    const a = await db
      .selectFrom('activity')
      .select(['id', 'activity_name', 'activity_describe', 'type'])
      .where('id', '=', q.id)
      .where('hospital_id', '=', hospitalId)
      .where('type', '=', 2)
      .executeTakeFirst()
    if (!a) throw notFound(M.SHARE_OBJECT_NOT_FOUND)
    const first = await db
      .selectFrom('activity_goods as ag')
      .innerJoin('goods as g', 'g.id', 'ag.goods_id')
      .select('g.goods_path')
      .where('ag.activity_id', '=', a.id)
      .orderBy('ag.goods_id')
      .executeTakeFirst()
    card = {
      title: a.activity_name,
      subTitle: a.activity_describe,
      price: null,
      imageUrl: asset(app, first?.goods_path ?? hospital.logo_path),
    }
  }
  const link = h5Link(origin, sharePath(q.type, q.id, hospitalId, sharerId))
  return { type: q.type, id: q.id, ...card, hospitalName: hospital.short_name || hospital.name, link, qrPic: await qrPng(link) }
}
