/**
 * Kysely table types of the account data (addresses, persons, exam packages and appointments,
 * invoices, after-sales). Money columns are integer cents. Merged into DB by declaration merging
 * (schema.ts imports this file).
 */
import type { ColumnType, Generated } from 'kysely'
import type { Json } from './browse'

export interface UserAddressTable {
  id: Generated<number>
  user_id: number
  recv_name: string
  contact_number: string
  province: string
  city: string
  area: string
  province_code: string
  city_code: string
  area_code: string
  address: string
  pick_up_mark_info: string
  is_default: boolean
  created_at: Date
  updated_at: Date
}

export interface UserPersonTable {
  id: Generated<number>
  user_id: number
  name: string
  /** 1 male, 0 female */
  sex: number
  /** base64 iv.tag.ciphertext (AES-256-GCM), never the number in clear */
  id_number_enc: string
  /** HMAC of the upper-cased ID number (duplicate check per user) */
  id_number_hash: string
  id_number_masked: string
  /** 'YYYY-MM-DD' from an 18-character ID number */
  birthday: string | null
  /** as entered (15-character IDs); 18-character IDs compute it from the birthday */
  age: number
  phone: string
  /** 1 married, 2 unmarried */
  marital_status: number
  is_default: boolean
  consent_at: Date
  created_at: Date
  updated_at: Date
}

export interface PePackageTable {
  id: number
  hospital_id: number
  goods_id: number
  /** 0 any, 1 male, 2 female */
  sex_limit: number
  min_age: number
  max_age: number
  sort: number
  /** the goods whose appointment-pool slots the package books (another package's pool); null = its own goods (migration 1440) */
  pool_goods_id: ColumnType<number | null, number | null | undefined, number | null>
}

export interface PeAddItemTable {
  id: number
  package_id: number
  item_name: string
  item_desc: string
  price_cents: number
  sex_limit: number
  sort: number
}

export interface PeAppointmentTable {
  id: Generated<number>
  user_id: number
  hospital_id: number
  package_id: number
  person_id: number
  /** appoint_pool.id (the one pool, server/appoint/pool.ts; migration 0410 moved pe_appoint_pool into it) */
  pool_id: number
  order_id: number | null
  /** the order unit whose place this is (order_goods.id, unit index; migration 0600): one booked appointment per unit */
  order_goods_id: ColumnType<number | null, number | null | undefined, number | null>
  unit_index: ColumnType<number | null, number | null | undefined, number | null>
  add_item_ids: Json<number[]>
  /** the order charging the add-ons of a company-paid group booking (migration 0950), else null */
  add_on_order_id: ColumnType<number | null, number | null | undefined, number | null>
  filed_info: Json<Array<{ fieldId: number; showName: string; value: string }>>
  appointed_date: string
  appointed_time: string
  total_cents: number
  /** 1 booked, 2 cancelled, 3 done */
  status: number
  reschedule_count: Generated<number>
  created_at: Date
  updated_at: Date
}

export interface InvoiceHeaderTable {
  id: Generated<number>
  user_id: number
  /** 1 personal, 2 company */
  header_type: number
  title: string
  tax_number: string
  company_address: string
  company_phone: string
  bank_name: string
  bank_account: string
  email: string
  is_default: boolean
  created_at: Date
  updated_at: Date
}

export interface InvoiceApplyTable {
  id: Generated<number>
  user_id: number
  hospital_id: number
  /** 1 electronic ordinary invoice (SPEC §9: the only kind issued) */
  invoice_type: number
  header_type: number
  title: string
  tax_number: string
  email: string
  amount_cents: number
  /** 1 issuing, 2 issued, 3 failed */
  status: number
  invoice_no: string | null
  invoice_url: string | null
  remark: string
  created_at: Date
  issued_at: Date | null
  delivered_at: Date | null
  /** the staff's reason of a refusal (status 3), migration 1210 */
  refuse_reason: ColumnType<string | null, string | null | undefined, string | null>
  /** the staff account that issued or refused it */
  issued_by: ColumnType<number | null, number | null | undefined, number | null>
  /** the issued invoice's date as printed on it ('YYYY-MM-DD') */
  invoice_date: ColumnType<string | null, string | null | undefined, string | null>
}

export interface InvoiceOrderRelTable {
  id: Generated<number>
  invoice_id: number
  order_id: number
  user_id: number
  amount_cents: number
}

export interface AfterSaleTable {
  id: Generated<number>
  after_sale_no: string
  user_id: number
  hospital_id: number
  order_id: number
  order_goods_id: number | null
  /** 1 refund only, 2 return and refund */
  type: number
  reason_id: number
  reason: string
  description: string
  pics: Json<string[]>
  refund_cents: number
  max_refund_cents: number
  goods_num: number
  /** 1 pending, 2 awaiting return, 3 refunding, 4 refunded, 5 cancelled, 6 refused */
  status: number
  logistics_code: string | null
  logistics_company: string | null
  logistics_no: string | null
  /** the staff's reason of a refusal (status 6), migration 1201 */
  refuse_reason: ColumnType<string | null, string | null | undefined, string | null>
  /** when a finance member started the refund (at most once: a conditional UPDATE), migration 1201 */
  refund_started_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  created_at: Date
  updated_at: Date
}

export interface AccountTables {
  user_address: UserAddressTable
  user_person: UserPersonTable
  pe_package: PePackageTable
  pe_add_item: PeAddItemTable
  pe_appointment: PeAppointmentTable
  invoice_header: InvoiceHeaderTable
  invoice_apply: InvoiceApplyTable
  invoice_order_rel: InvoiceOrderRelTable
  after_sale: AfterSaleTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends AccountTables {}
}
