/**
 * Sharing calls (SPEC §7, issue 18; contract/share.ts): user-center user/shareAddrSign (no login), common
 * wxMiniProgram/createQrCode (no login), zeus activity/getShareQrPic (visitor: a logged-in sharer's id goes into the
 * link). The QR PNGs are made here with the kept `qrcode` package (server-side only).
 */
import type { FastifyRequest } from 'fastify'
import { Envelope } from '../../../contract/lib'
import { CreateQrCodeReq, QrCodeRes, SharePosterReq, SharePosterRes, ShareSignReq, ShareSignRes } from '../../../contract/share'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { createQrCode, shareSign, sharePoster } from './service'

/** the origin the app was reached on (behind TRUST_PROXY, the forwarded one) */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`

/** user-center, no login */
export const shareSignRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/user/shareAddrSign',
    {
      schema: {
        tags: ['user-center'],
        summary:
          "The WeChat JS-SDK signature of the H5 page at url (sha1 of the sorted jsapi_ticket/noncestr/timestamp/url; the url's '#' part dropped)",
        querystring: ShareSignReq,
        response: { 200: Envelope(ShareSignRes) },
      },
    },
    async (req) => ok(await shareSign(app, req.query.url)),
  )
}

/** common, no login */
export const qrCodeRoutes: TypedRoutePlugin = async (app) => {
  app.post(
    '/wxMiniProgram/createQrCode',
    {
      schema: {
        tags: ['common'],
        summary:
          'The mini-program code of an app page with scene as its query (WeChat wxacode.getUnlimited; the sandbox in development; without either a QR code of the H5 link)',
        body: CreateQrCodeReq,
        response: { 200: Envelope(QrCodeRes) },
      },
    },
    async (req) => ok(await createQrCode(app, originOf(req), req.body)),
  )
}

/** zeus, visitor (optionalUser scope) */
export const sharePosterRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/activity/getShareQrPic',
    {
      schema: {
        tags: ['zeus'],
        summary: "A share poster of a goods, coupon or group buy: its card and the QR code (PNG) of its link with the sharer's id",
        querystring: SharePosterReq,
        response: { 200: Envelope(SharePosterRes) },
      },
    },
    async (req) => ok(await sharePoster(app, originOf(req), req.ctx.hospitalId, req.query, req.viewer?.userId ?? null)),
  )
}
