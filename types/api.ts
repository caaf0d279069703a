/**
 * The API contract shared by the app (src/services) and the reference server (server/).
 * Reply envelope, header names and the entities both sides exchange.
 */

/** Every reply is this envelope. code 200 is success (SPEC section 8); 401 means not logged in. */
export interface ApiEnvelope<T = unknown> {
  code: number
  msg: string
  data: T
  /** login/bind/verifyCode replies also carry errCode/errMsg (0 ok, 2 captcha failed) */
  errCode?: number
  errMsg?: string
}

// header names and API prefixes are runtime constants of the app: they live in src/domain/wire
export { HEADERS, API_PREFIXES } from '../src/domain/wire'
export type { ApiPrefix } from '../src/domain/wire'

export interface HospitalInfo {
  hospitalId: number
  hospitalName: string
  shortName: string
  logoUrl: string
  /** theme colours used to theme NutUI per hospital */
  primaryColor: string
  primaryColorEnd: string
  address: string
  phone: string
  /** grey the home page out (global flag) */
  greyMode: boolean
  /** the magic page id of this hospital's home page */
  homeMagicPageId: number
}

export interface UserBase {
  id: number
  username: string
  /** masked on the wire unless the caller is the owner */
  phone: string
  registerHospitalId: number
  registerChannel: string
  avatarUrl?: string
  hasPassword?: boolean
}

export interface UserInfo {
  userBase: UserBase | null
  userThird: { id: number; openId?: string; channel?: string } | null
  subscribe?: boolean
  token: string
}
