/**
 * The one interface of the platform adapters. Every per-target file (`x.ts` = H5/default,
 * `x.weapp.ts`, `x.alipay.ts`) exports exactly the names and signatures of the `XModule`
 * interface below; src/shared/platform/conformance.test.ts makes tsc check every variant
 * against it (tsc itself only ever resolves `./x` to `x.ts`).
 */
import type { OrderAddress } from '@contract/account'

// ------------------------------------------------------------------ channel
/** SPEC §6 channel detection */
export type Channel = 'wechat' | 'miniProgram' | 'alipay' | 'alipayMiniProgram' | 'none'
export type Target = 'weapp' | 'alipay' | 'h5'

export interface ChannelModule {
  /** the build target this variant was compiled for */
  target: Target
  /** H5 build (a browser, including web-views) */
  isH5: boolean
  /** mini-program build (weapp or alipay) */
  isMiniProgram: boolean
  detectChannel(): Channel
  /** an Android in-app browser (messaging app, payment app, the hospital's own app); false on mini-programs */
  isAndroidInAppBrowser(): boolean
}

// ------------------------------------------------------------------ storage
/** a type guard for stored values: a value failing it counts as corrupted (removed, null returned) */
export type StoredShape<T> = (value: unknown) => value is T

export interface KeyValueStore {
  getItem<T = unknown>(key: string, shape?: StoredShape<T>): T | null
  /** throws an Error (and keeps the old value) when the JSON is over 1 MB or the platform refuses it */
  setItem(key: string, value: unknown): void
  removeItem(key: string): void
  getItemAsync<T = unknown>(key: string, shape?: StoredShape<T>): Promise<T | null>
  setItemAsync(key: string, value: unknown): Promise<void>
  removeItemAsync(key: string): Promise<void>
  /** keys currently stored */
  keys(): string[]
}

/** the raw key/value backend a KeyValueStore is built on; get returns null/undefined/'' when absent */
export interface RawBackend {
  get(key: string): unknown
  set(key: string, raw: string): void
  remove(key: string): void
  keys(): string[]
  getAsync?(key: string): Promise<unknown>
  setAsync?(key: string, raw: string): Promise<void>
  removeAsync?(key: string): Promise<void>
}

export interface SessionBackendModule {
  sessionBackend: RawBackend
}

// ------------------------------------------------------------------ login
export interface OAuthOptions {
  /** default: <user-center base>/user-center/oauth/wechat/authorize */
  authorizeUrl?: string
  state?: string
}

export interface LoginModule {
  /** weapp: Taro.login code; alipay: my.getAuthCode authCode; H5 rejects 'H5 无平台登录' */
  getLoginCode(): Promise<string>
  /** H5 (messaging-app browser): send the browser to the authorisation URL; mini-programs throw */
  oauthRedirect(returnUrl: string, options?: OAuthOptions): void
  /** the `code` of the current URL after an OAuth return (H5), else null */
  readOAuthCode(search?: string): string | null
}

// ------------------------------------------------------------------ payment
/** SPEC §4 payment channels */
export const PAY_CHANNEL = {
  CMB_ALI_PAY: 1,
  CMB_WX_PAY: 2,
  WX_H5_PAY: 3,
  WX_JSAPI_PAY: 4,
  ALI_H5_PAY: 5,
  ALI_JSAPI_PAY: 6,
} as const
export type PayChannelId = (typeof PAY_CHANNEL)[keyof typeof PAY_CHANNEL]

export type PayResultCode = 'SUCCESS' | 'CLOSED' | 'FAIL'
export interface PayResult {
  result: PayResultCode
  message?: string
  /** the outcome is not final: ask the server (orderQuery) before showing success or failure */
  needsQuery?: boolean
}

export interface PayForm {
  action: string
  method?: 'GET' | 'POST' | 'get' | 'post'
  fields: Record<string, string | number>
}
/** a payment page reached by redirect, by a form built from fields, or by a server-rendered form */
export type RedirectOrForm = { redirectUrl: string } | { form: PayForm } | { formHtml: string }

/** messaging-app JSAPI payment request (SPEC §3 "Messaging-app payment request") */
export interface WxJsapiPayParams {
  appId: string
  timeStamp: string
  nonceStr: string
  packageExt: string
  signType: string
  paySign: string
}

export type PayParams =
  | ({ channel: 1 } & RedirectOrForm)
  | ({ channel: 2 } & RedirectOrForm)
  | { channel: 3; redirectUrl: string }
  | ({ channel: 4 } & WxJsapiPayParams)
  | ({ channel: 5 } & RedirectOrForm)
  | { channel: 6; tradeNO: string }

export interface PayModule {
  pay(params: PayParams): Promise<PayResult>
  /** channel ids usable in an environment */
  payChannelsFor(channel: Channel): PayChannelId[]
}

// ------------------------------------------------------------------ address
export interface AddressModule {
  addressImportSupported(): boolean
  importAddress(): Promise<OrderAddress>
}

// ------------------------------------------------------------------ location
export interface GeoPoint {
  latitude: number
  longitude: number
}
export interface LocationModule {
  getLocation(): Promise<GeoPoint>
}

// ------------------------------------------------------------------ share
export interface ShareInfo {
  title: string
  /** app path with query, e.g. '/productionDetail?goodsId=1' (absolute URLs are kept on H5) */
  path: string
  imageUrl?: string
  desc?: string
}
/** JS-SDK signature from the server (SPEC §3 "Wechat signature") */
export interface WechatSignature {
  appid: string
  timestamp: string | number
  noncestr: string
  sign: string
}
/** how the share was enabled: mini-program menu, messaging-app JS-SDK, or the link copied */
/** 'shared': the browser's share sheet (Web Share API) was used; 'cancelled': the user closed it */
export type ShareMode = 'menu' | 'wechat' | 'copied' | 'shared' | 'cancelled'

export interface ShareModule {
  enableShare(info: ShareInfo, signature?: WechatSignature): Promise<ShareMode>
  /** the last info given to enableShare (pages return it from onShareAppMessage) */
  currentShare(): ShareInfo | null
}

// ------------------------------------------------------------------ network
export interface NetworkModule {
  isOnline(): Promise<boolean>
  /** returns the unsubscribe function */
  onNetworkChange(cb: (online: boolean) => void): () => void
}
