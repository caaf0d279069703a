/**
 * The order of a group check-up booking (issue 12 item 6). Company-paid batch: the employee's add-ons
 * only — one line of the package's goods at ¥0 (the package is the company's) carrying the chosen
 * add-ons (order_add_item, as createOrder writes them). Employee-paid batch: the same line at the
 * batch's price. Prices are the server's. No order_appoint unit: the place is the group booking's. Paid with pay-center toPay like any order, refunded with refundOrder, closed unpaid
 * like any order. Written inside the caller's transaction (the booking's).
 */
import type { Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { AppDeps } from '../../lib/deps'
import { skuName } from '../catalog'
import { closeMinutes, newOrderNo } from './service'

export async function insertAddOnOrder(
  trx: Transaction<DB>,
  deps: AppDeps,
  a: {
    userId: number
    hospitalId: number
    goodsId: number
    /** 0 when the company pays the package; the batch's price when the employee does */
    packageCents: number
    addOns: Array<{ id: number; name: string; cents: number }>
    now: Date
  },
): Promise<{ orderId: number; orderGoodsId: number }> {
  const addCents = a.addOns.reduce((n, x) => n + x.cents, 0)
  const cents = a.packageCents + addCents
  const g = await trx
    .selectFrom('goods as g')
    .innerJoin('goods_sku as s', 's.goods_id', 'g.id')
    .select([
      'g.id',
      'g.goods_distribute_id',
      'g.goods_name',
      'g.goods_type',
      'g.category_id',
      'g.deal_type',
      'g.goods_path',
      'g.lined_price_cents',
      's.id as sku_id',
      's.sku_data',
      's.sku_pic',
    ])
    .where('g.id', '=', a.goodsId)
    .orderBy('s.price_cents')
    .executeTakeFirstOrThrow()
  let orderId: number | undefined
  for (let attempt = 0; attempt < 5 && orderId === undefined; attempt++) {
    const o = await trx
      .insertInto('shop_order')
      .values({
        order_no: newOrderNo(a.now),
        user_id: a.userId,
        hospital_id: a.hospitalId,
        status: 101,
        order_classify: 1,
        pay_way: null,
        create_way: 'groupAddOn',
        request_key: null,
        goods_total_cents: a.packageCents,
        activity_discount_cents: 0,
        coupon_discount_cents: 0,
        actual_cents: cents,
        add_item_cents: addCents,
        user_coupon_id: null,
        address: null,
        remark: '',
        promotions: JSON.stringify([]),
        close_at: new Date(a.now.getTime() + closeMinutes(deps) * 60_000),
        created_at: a.now,
        updated_at: a.now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst()
    orderId = o?.id
  }
  if (orderId === undefined) throw new Error('could not allocate an order number')
  const og = await trx
    .insertInto('order_goods')
    .values({
      order_id: orderId,
      goods_id: g.id,
      goods_distribute_id: g.goods_distribute_id,
      sku_id: g.sku_id,
      goods_name: g.goods_name,
      goods_type: g.goods_type,
      category_id: g.category_id,
      deal_type: g.deal_type,
      sku_name: skuName(g.sku_data as any),
      sku_data: JSON.stringify(g.sku_data),
      head_pic: g.sku_pic || g.goods_path,
      goods_num: 1,
      price_cents: a.packageCents,
      max_price_cents: g.lined_price_cents,
      per_actual_cents: a.packageCents,
      activity_discount_cents: 0,
      promotion_discount_cents: 0,
      coupon_discount_cents: 0,
      real_cents: a.packageCents,
      activity_id: null,
      activity_goods_id: null,
      activity_price_cents: null,
      activity_discount_price_cents: null,
      promotion_id: null,
      is_gift: false,
      is_support_refund: true,
      stock_taken: false,
      service_data: JSON.stringify([]),
      pe_info: JSON.stringify([]),
      service_roles: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (a.addOns.length)
    await trx
      .insertInto('order_add_item')
      .values(
        a.addOns.map((x) => ({
          order_id: orderId!,
          order_goods_id: og.id,
          unit_index: 0,
          add_item_id: x.id,
          item_name: x.name,
          price_cents: x.cents,
        })),
      )
      .execute()
  return { orderId, orderGoodsId: og.id }
}
