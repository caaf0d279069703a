/**
 * Orders inserted straight into the order module's tables (shop_order, order_goods) for the server
 * tests of the modules that only READ orders (invoice, after-sale, user deletion): two lines (100 + 60
 * paid of ¥160), status 104 paid by default.
 */
import type { Database } from '../../server/lib/db'
import type { TestApp } from './index'

export interface TestOrderOptions {
  status?: number
  paid?: boolean
  actual?: number
  noRefundLine?: boolean
  /** the 12-digit 核销 code the patient's order shows (a service order's) */
  verifyCode?: string
  /** SPEC §3 goodsType of both lines (1 physical by default; 2 service) */
  goodsType?: number
  address?: Record<string, unknown>
  hospitalId?: number
}

/** `const order = paidOrders(() => ({ database, t }))`, then `await order(userId, { status: 101 })` */
export function paidOrders(ctx: () => { database: Database; t: TestApp }) {
  let orderSeq = 0
  return async function order(userId: number, o: TestOrderOptions = {}): Promise<{ id: number; lineIds: number[]; orderNo: string }> {
    const { database, t } = ctx()
    const now = new Date(t.clock.now)
    const paid = o.paid ?? (o.status ?? 104) !== 101
    const actual = o.actual ?? 16000
    const orderNo = `T${Date.now()}${++orderSeq}`
    const row = await database.db
      .insertInto('shop_order')
      .values({
        order_no: orderNo,
        user_id: userId,
        hospital_id: o.hospitalId ?? 6,
        status: o.status ?? 104,
        order_classify: 0,
        pay_way: 1,
        create_way: '',
        request_key: null,
        goods_total_cents: actual,
        activity_discount_cents: 0,
        coupon_discount_cents: 0,
        actual_cents: actual,
        user_coupon_id: null,
        address: o.address ? JSON.stringify(o.address) : null,
        remark: '',
        promotions: '[]',
        pay_channel: paid ? 3 : null,
        pay_no: paid ? `P${orderNo}` : null,
        pay_state: paid ? 'SUCCESS' : 'UNPAID',
        pay_time: paid ? now : null,
        close_at: new Date(now.getTime() + 1800_000),
        cancel_reason: null,
        cancel_time: null,
        finish_time: null,
        refund_time: null,
        refund_no: null,
        verify_code: o.verifyCode ?? null,
        deleted: false,
        created_at: now,
        updated_at: now,
      } as any)
      .returning('id')
      .executeTakeFirstOrThrow()
    const line = (goodsId: number, real: number, refund = true) => ({
      order_id: row.id,
      goods_id: goodsId,
      goods_distribute_id: 100000 + goodsId,
      sku_id: goodsId * 10 + 1,
      goods_name: `商品${goodsId}`,
      goods_type: o.goodsType ?? 1,
      category_id: 611,
      deal_type: '',
      sku_name: '标准',
      sku_data: '[]',
      head_pic: '/assets/browse/goods-bp.svg',
      goods_num: 1,
      price_cents: real,
      max_price_cents: real,
      per_actual_cents: real,
      activity_discount_cents: 0,
      promotion_discount_cents: 0,
      coupon_discount_cents: 0,
      real_cents: real,
      is_support_refund: refund,
    })
    const lines = await database.db
      .insertInto('order_goods')
      .values([line(6001, Math.round(actual * 0.625)), line(6002, actual - Math.round(actual * 0.625), !o.noRefundLine)] as any)
      .returning('id')
      .execute()
    return { id: row.id, lineIds: lines.map((l) => l.id), orderNo }
  }
}
