/**
 * Client-side types shared by src/shared/platform, src/services and src/store (not part of the wire contract
 * in ./api.ts, except where a reply shape of a service is described here).
 */
import type { UserInfo, UserBase } from './api'

/** Order / receiver address (SPEC §3 "Order address", "Wechat address") */
export interface OrderAddress {
  recvName: string
  contactNumber: string
  recvProvince: string
  recvCity: string
  recvArea: string
  recvAddress: string
  pickUpMarkInfo?: string
  /** 1 = not the default address; an imported address is never made the default by itself */
  defaultUse: number
}

/** Entry types with their own route sets (SPEC §1): runtime constants of the app, in src/domain/wire */
export { ENTRY_TYPES, DEFAULT_ENTRY_TYPE } from '../src/domain/wire'
export type { EntryType } from '../src/domain/wire'

/** SPEC §4: 1 for sms/password/register login, 0 for third-party login */
export type LoginType = 0 | 1

/** login replies: the user plus what the server says about it */
export type LoginResult = UserInfo & { needBindPhone?: boolean; loginType?: LoginType }

export interface CaptchaResult {
  captchaId: string
  /** SVG markup of the captcha image */
  svg: string
}

/** verifyCode type: 1 login, 2 bind, 3 register, 4 reset */
export type VerifyCodeType = 1 | 2 | 3 | 4

/** errCode 0 ok, 1 SMS send failed, 2 captcha failed, 3 too frequent, 4 daily cap, 5 phone state conflict */
export interface ErrCodeReply {
  errCode: number
  errMsg: string
}

export interface ConfItem {
  configKey: string
  configVal: string
}

export interface Protocol {
  code: number
  title: string
  /** HTML */
  content: string
  hospitalId?: number
}

export interface DictItem {
  label: string
  value: string
  [key: string]: unknown
}

export type { UserInfo, UserBase }
