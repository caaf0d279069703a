/**
 * Runtime constants of the wire protocol the app needs at run time (SPEC §1, §7): request header names, API
 * prefixes, the account endpoints' errCode values and the entry types. Plain `as const` objects (no schema code):
 * the app and the server take them from here, the API's shapes from the contract (contract/*.ts; the app by
 * type-only imports).
 */

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

/** errCode of the account endpoints */
export const ACCOUNT_ERR_CODE = {
  OK: 0,
  /** wrong/expired SMS code, wrong password, invalid third-party code */
  CODE_OR_CREDENTIALS: 1,
  /** image captcha wrong or expired (SPEC §8) */
  CAPTCHA: 2,
  /** code requested within 120 s (data.retryAfter), or password login locked (HTTP 429) */
  TOO_FREQUENT: 3,
  /** daily SMS cap per phone or per client IP */
  DAILY_CAP: 4,
  /** phone already registered (register) / not registered (reset) / bound to another account (bind) */
  PHONE_STATE: 5,
  /** the SMS provider failed */
  SMS_FAILED: 6,
} as const

/** Entry types with their own route sets (SPEC §1) */
export const ENTRY_TYPES = ['shop', 'chronic', 'consult', 'studioDoctor', 'studioDigit', 'studioBeauty'] as const
export type EntryType = (typeof ENTRY_TYPES)[number]
export const DEFAULT_ENTRY_TYPE: EntryType = 'shop'

/**
 * The request layer's failures (SPEC §8), the same in the patient app (src/shared/request) and the staff console
 * (console/src/shared/request): the messages verbatim, the time-out, the kinds of failure.
 */
/** SPEC §8 messages, verbatim */
export const REQUEST_MESSAGES = {
  format: '返回格式错误',
  unauthorized: '未登录',
  defaultFail: '请求接口失败',
  offline: '当前网络不可用，需检查你的网络设置',
  timeout: '请求超时错误',
  server: '服务器处理错误',
  other: '请求处理错误',
} as const

/** a request's time-out, ms (SPEC §8) */
export const REQUEST_TIMEOUT = 60_000

/**
 * business: the envelope said no; unauthorized: 401; format: non-object body;
 * offline / timeout / server / network: transport failures (code -1, statusCode when the server answered)
 */
export type ApiErrorKind = 'business' | 'unauthorized' | 'format' | 'offline' | 'timeout' | 'server' | 'network'
