/** Kysely table types of the WeChat identity (issue 30: login, shared tokens, shipping information). Merged into DB. */
import type { ColumnType } from 'kysely'

/** the mini-program session_key of a user_third row (AES-256-GCM with a key derived from the server secret) */
export interface WechatSessionTable {
  third_id: number
  session_key: string
  updated_at: Date
}

/** the access token ('access_token') or JS-SDK ticket ('jsapi_ticket') of an appid, shared by every instance */
export interface WechatCredentialTable {
  app_id: string
  kind: string
  value: string | null
  expires_at: Date | null
  /** an instance is fetching a new value until then (a conditional UPDATE takes it) */
  lock_until: Date | null
  /** how many values were fetched from WeChat (stable_token and getticket are limited per day) */
  fetched_count: ColumnType<number, number | undefined, number>
  updated_at: Date
}

/** a shipping-information upload owed to WeChat for a paid order (PENDING until accepted, then DONE) */
export interface WechatShippingTable {
  order_id: number
  /** PENDING | DONE */
  status: string
  /** the upload_shipping_info body without upload_time (set at each attempt) */
  body: string
  attempts: ColumnType<number, number | undefined, number>
  next_at: Date
  last_error: string | null
  created_at: Date
  updated_at: Date
}

/** an H5 OAuth `state` (sha256 hex of it and of the browser's binding cookie), single-use until expires_at */
export interface OauthStateTable {
  state_hash: string
  binding_hash: string
  /** 'wechat' */
  provider: string
  redirect_uri: string
  expires_at: Date
  used_at: Date | null
  created_at: Date
}

export interface WechatTables {
  oauth_state: OauthStateTable
  wechat_session: WechatSessionTable
  wechat_credential: WechatCredentialTable
  wechat_shipping: WechatShippingTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the WeChat tables to DB
  interface DB extends WechatTables {}
}
