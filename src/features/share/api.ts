/** Sharing calls (contract/share.ts): the JS-SDK signature of the page, the share poster, a page's QR code. */
import type { CreateQrCodeReq, QrCodeRes, SharePosterReq, SharePosterRes, ShareSignRes } from '@contract/share'
import { request, type RequestOptions } from '@/shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>

/** GET user/shareAddrSign: wx.config for the page at url (its '#' part is dropped by the server) */
export const shareAddrSign = (url: string, extra: Extra = { silent: true }) =>
  request<ShareSignRes>({ prefix: 'user-center', url: 'user/shareAddrSign', method: 'GET', data: { url }, ...extra })

/** GET zeus activity/getShareQrPic: the poster of a goods, coupon or group buy */
export const getShareQrPic = (p: SharePosterReq, extra: Extra = { loading: true }) =>
  request<SharePosterRes>({ prefix: 'zeus', url: 'activity/getShareQrPic', method: 'GET', data: p, ...extra })

/** POST common wxMiniProgram/createQrCode */
export const createQrCode = (p: CreateQrCodeReq, extra: Extra = { loading: true }) =>
  request<QrCodeRes>({ prefix: 'common', url: 'wxMiniProgram/createQrCode', method: 'POST', data: p, ...extra })
