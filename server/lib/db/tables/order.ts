/**
 * Kysely table types of the buy journey (orders, lines, appointments, payments, refunds, counters,
 * sandbox ledger). Money columns are integer cents. Merged into DB by declaration merging; the
 * cart's extra columns are merged into CartTable of ./browse.
 */
import type { ColumnType, Generated } from 'kysely'
import type { Json } from './browse'

export interface ShopOrderTable {
  id: Generated<number>
  order_no: string
  user_id: number
  hospital_id: number
  /** SPEC §4 101..105 */
  status: number
  /** 1 service package (/serPackageOrderDetail), 0 otherwise */
  order_classify: number
  pay_way: number | null
  create_way: string
  /** the client's idempotency key (unique per user) */
  request_key: string | null
  goods_total_cents: number
  activity_discount_cents: number
  coupon_discount_cents: number
  actual_cents: number
  /** exam add-on items (加项) of the order, at list price; included in actual_cents (migration 0410) */
  add_item_cents: ColumnType<number, number | undefined, number>
  user_coupon_id: number | null
  address: Json<Record<string, unknown> | null> | null
  remark: Generated<string>
  promotions: ColumnType<unknown[], string | undefined, string>
  pay_channel: number | null
  pay_no: string | null
  /** UNPAID | PAYING | SUCCESS | CLOSED | FAIL | REFUNDED */
  pay_state: Generated<string>
  pay_time: Date | null
  close_at: Date
  cancel_reason: string | null
  cancel_time: Date | null
  finish_time: Date | null
  refund_time: Date | null
  refund_no: string | null
  verify_code: string | null
  /** the courier of a shipped order (staff console, migration 1210) */
  ship_company: ColumnType<string | null, string | null | undefined, string | null>
  ship_no: ColumnType<string | null, string | null | undefined, string | null>
  shipped_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  deleted: Generated<boolean>
  created_at: Date
  updated_at: Date
}

export interface OrderGoodsTable {
  id: Generated<number>
  order_id: number
  goods_id: number
  goods_distribute_id: number
  sku_id: number
  goods_name: string
  goods_type: number
  category_id: number
  deal_type: string
  sku_name: string
  sku_data: Json<Array<{ key: string; value: string }>>
  head_pic: string
  goods_num: number
  price_cents: number
  max_price_cents: number
  per_actual_cents: number
  activity_discount_cents: number
  promotion_discount_cents: number
  coupon_discount_cents: number
  real_cents: number
  activity_id: number | null
  activity_goods_id: number | null
  activity_price_cents: number | null
  activity_discount_price_cents: number | null
  promotion_id: number | null
  is_gift: boolean
  is_support_refund: boolean
  /** goods_sku.stock was decremented (stock_flag 1): give it back on cancel */
  stock_taken: boolean
  service_data: ColumnType<unknown[], string | undefined, string>
  pe_info: ColumnType<unknown[], string | undefined, string>
  service_roles: ColumnType<Record<string, unknown>, string | undefined, string>
  used_num: ColumnType<number, number | undefined, number>
}

export interface OrderAppointTable {
  id: Generated<number>
  order_id: number
  order_goods_id: number
  unit_index: number
  goods_id: number
  appointed_date: string | null
  appointed_time: string | null
  pool_id: number | null
  reschedule_count: ColumnType<number, number | undefined, number>
}

export interface PaymentTable {
  id: Generated<number>
  pay_no: string
  user_id: number
  order_ids: Json<number[]>
  pay_way: number
  pay_channel: number
  provider: string
  amount_cents: number
  /** PAYING | SUCCESS | CLOSED | FAIL | REFUNDED */
  status: string
  trade_no: string | null
  return_url: string
  notify_count: ColumnType<number, number | undefined, number>
  created_at: Date
  paid_at: Date | null
}

export interface OrderRefundTable {
  id: Generated<number>
  refund_no: string
  order_id: number
  pay_no: string
  amount_cents: number
  status: string
  reason: string
  created_at: Date
}

export interface ActivityPurchaseTable {
  user_id: number
  activity_goods_id: number
  bought: number
}

export interface GiftGivenTable {
  promotion_id: number
  sku_id: number
  given: number
}

export interface OrderVerificationTable {
  id: Generated<number>
  order_id: number
  order_goods_id: number
  used_num: number
  verifier: string
  created_at: Date
}

export interface SellOutApplyTable {
  id: Generated<number>
  user_id: number
  hospital_id: number
  goods_id: number
  sku_id: number
  phone: string
  created_at: Date
}

export interface SandboxPaymentTable {
  pay_no: string
  channel: number
  amount_cents: number
  /** WAITING | SUCCESS | CLOSED | FAIL | REFUNDED */
  status: string
  trade_no: string
  return_url: string
  refunded_cents: ColumnType<number, number | undefined, number>
  created_at: Date
  updated_at: Date
}

/** an exam add-on item (加项) chosen for one unit of an exam line, priced by the server (migration 0410) */
export interface OrderAddItemTable {
  id: Generated<number>
  order_id: number
  order_goods_id: number
  unit_index: number
  /** pe_add_item.id */
  add_item_id: number
  item_name: string
  price_cents: number
}

export interface OrderTables {
  shop_order: ShopOrderTable
  order_goods: OrderGoodsTable
  order_appoint: OrderAppointTable
  order_add_item: OrderAddItemTable
  payment: PaymentTable
  order_refund: OrderRefundTable
  activity_purchase: ActivityPurchaseTable
  gift_given: GiftGivenTable
  order_verification: OrderVerificationTable
  sell_out_apply: SellOutApplyTable
  sandbox_payment: SandboxPaymentTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends OrderTables {}
}

declare module './browse' {
  interface CartTable {
    /** exam info per unit (exam lines) */
    pe_info: ColumnType<unknown[] | null, string | null | undefined, string | null>
    /** role id -> chosen service person id (service-person lines) */
    service_roles: ColumnType<Record<string, number> | null, string | null | undefined, string | null>
  }
}
