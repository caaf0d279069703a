/** Kysely table types of the pay-success configuration (server/modules/pay-success, issue 18). Merged into DB. */
import type { Json } from './browse'

export interface PaySuccessConfigTable {
  hospital_id: number
  /** /assets/... path; null = no banner */
  banner_path: string | null
  /** route path with query the banner opens; null = not a link */
  banner_link: string | null
  tip: string | null
  goods_ids: Json<number[]>
  /** coupon rules a paid order brings */
  gift_rule_ids: Json<number[]>
  updated_at: Date
}

/** one row per order whose gift was granted (the primary key makes the grant happen once) */
export interface PaySuccessGiftTable {
  order_id: number
  user_id: number
  user_coupon_ids: Json<number[]>
  created_at: Date
}

export interface PaySuccessTables {
  pay_success_config: PaySuccessConfigTable
  pay_success_gift: PaySuccessGiftTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the pay-success tables to DB
  interface DB extends PaySuccessTables {}
}
