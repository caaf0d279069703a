/**
 * API contract of sharing (SPEC §7, issue 18):
 *  - GET /user-center/user/shareAddrSign?url=: the WeChat JS-SDK configuration of the H5 page at url (the share
 *    signature call with the entry url): sha1 of the sorted jsapi_ticket/noncestr/timestamp/url (src/domain/share.ts);
 *  - POST /common/wxMiniProgram/createQrCode: a QR code (PNG data URL) that opens an app page with a scene;
 *  - GET /zeus/activity/getShareQrPic: a share poster of a goods, coupon or group buy: its card and the QR code of its
 *    link carrying the sharer's id.
 */
import { Enum, Id, Int4, Money, Nullable, StrictObject, Type, UnixSeconds, type Static } from './lib'

export const ShareSignReq = StrictObject({ url: Type.String({ minLength: 1, maxLength: 1000 }) })
export type ShareSignReq = Static<typeof ShareSignReq>
/** what wx.config needs (src/shared/platform WechatSignature) */
export const ShareSignRes = StrictObject({
  appid: Type.String(),
  timestamp: UnixSeconds(),
  noncestr: Type.String(),
  sign: Type.String(),
  /** the URL signed (the page's URL without '#') */
  url: Type.String(),
  /** 'sandbox' in development, 'wechat' with WX_APPID/WX_SECRET */
  provider: Type.String(),
})
export type ShareSignRes = Static<typeof ShareSignRes>

export const CreateQrCodeReq = StrictObject({
  /** an app route, e.g. /productionDetail */
  page: Type.String({ minLength: 1, maxLength: 200 }),
  /** its query (key=value&...), at most 32 characters as WeChat's scene */
  scene: Type.String({ maxLength: 32 }),
  /** edge of the PNG in pixels */
  width: Type.Optional(Type.Integer({ minimum: 200, maximum: 1280 })),
})
export type CreateQrCodeReq = Static<typeof CreateQrCodeReq>
export const QrCodeRes = StrictObject({
  /** data:image/png;base64,... */
  qrCode: Type.String(),
  /** what the code opens: the mini-program page with its scene (wechat, sandbox), or the page's H5 link (h5) */
  link: Type.String(),
  width: Int4(),
  /** who drew it: WeChat's wxacode.getUnlimited, the development sandbox, or a QR code of the H5 link (no mini-program configured) */
  provider: Enum(['wechat', 'sandbox', 'h5'] as const),
})
export type QrCodeRes = Static<typeof QrCodeRes>

export const SharePosterType = Enum(['goods', 'coupon', 'groupBuy'] as const)
export const SharePosterReq = StrictObject({ type: SharePosterType, id: Type.Integer({ minimum: 1, maximum: 2147483647 }) })
export type SharePosterReq = Static<typeof SharePosterReq>
export const SharePosterRes = StrictObject({
  type: SharePosterType,
  id: Id(),
  title: Type.String(),
  subTitle: Type.String(),
  /** null: no price shown (hidden price, a coupon or a group buy without one) */
  price: Nullable(Money()),
  imageUrl: Type.String(),
  hospitalName: Type.String(),
  /** the shared page's link (with shareUserId when the sharer is logged in) */
  link: Type.String(),
  /** data:image/png;base64,... of link */
  qrPic: Type.String(),
})
export type SharePosterRes = Static<typeof SharePosterRes>
