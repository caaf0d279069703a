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

/** Request header names (SPEC section 7). Fastify lower-cases them on the server side. */
export const HEADERS = {
  appTag: 'appTag',
  hospitalId: 'hospitalId',
  token: 'token',
  healthToken: 'healthAccessToken',
  studioDoctorToken: 'studioDoctorToken',
  orderPayWay: 'orderPayWay',
  orderCreateWay: 'orderCreateWay',
} as const

/** API prefixes (SPEC section 7). Each is mounted on the server at /<prefix>/... */
export const API_PREFIXES = [
  'zeus',
  'api',
  'goods-center',
  'user-center',
  'order-center',
  'market-center',
  'intserv',
  'studio-patient',
  'health-ws',
  'common',
  'chronic-disease',
  'pay-center',
] as const
export type ApiPrefix = (typeof API_PREFIXES)[number]

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
