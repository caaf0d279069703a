/**
 * The order's writes in ONE transaction (createOrder, create.ts): the order row first (idempotency key
 * unique per user: a duplicate stops here), the caller's unpaid-order caps under the user's row lock,
 * lines, atomic `UPDATE goods_sku SET stock = stock - n WHERE id = $1 AND stock >= n RETURNING`, the
 * same for activity stock, per-person activity counters, gift counters and appointment slots, the
 * coupon marked used, the cart lines removed. Any refusal rolls everything back.
 */
import type { Kysely, Selectable, Transaction } from 'kysely'
import { sql } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { PromotionTierJson } from '../../lib/db/tables/browse'
import type { ActivityDiscountInfo, OrderAddress, PeInfo, ServicePersonSnapshot } from '../../../contract/order'
import { badRequest } from '../../lib/errors'
import { isDeliveryLine } from '../../../src/domain/cart'
import { unpaidOrdersError } from '../../../src/domain/orders'
import * as M from '../../../src/domain/messages'
import { OFFLINE_CREATE_WAYS } from '../../../contract/offline'
import { bookSlot } from '../appointment'
import { priceLines, type LoadedLine } from '../checkout'
import { skuName } from '../catalog'
import type { CreateOrderInput } from './create-input'
import { newOrderNo, roleChoice } from './service'

type OrderRow = Selectable<DB['shop_order']>

/** a concurrent duplicate of the same user + request key: the caller finds the first order */
export class Duplicate extends Error {}

/** what createOrder computed before writing */
export interface OrderPlan {
  now: Date
  userId: number
  hospitalId: number
  classify: number
  closeAt: Date
  input: CreateOrderInput
  priced: ReturnType<typeof priceLines>
  payableCents: number
  addOnCents: number
  address: OrderAddress | null
  infos: ActivityDiscountInfo[]
  unitCount: number
  lines: LoadedLine[]
  units: PeInfo[][]
  addOns: Array<{ line: number; unit: number; id: number; name: string; cents: number }>
  giftLines: Array<{ promotionId: number; skuId: number; goodsId: number; stockTaken: boolean }>
  giftRows: any[]
  persons: Map<number, ServicePersonSnapshot>
  fromCart: boolean
  caps: { orders: number; units: number }
  /** last step inside the transaction (a group-buy place: order/team.ts); a throw rolls the order back */
  afterInsert?: (trx: Transaction<DB>, order: OrderRow) => Promise<void>
}

/** writes the order of a plan (one transaction) and returns its row */
export async function insertOrder(db: Kysely<DB>, plan: OrderPlan): Promise<OrderRow> {
  const {
    now,
    userId,
    hospitalId,
    classify,
    closeAt,
    input,
    priced,
    payableCents,
    addOnCents,
    address,
    infos,
    unitCount,
    lines,
    units,
    addOns,
    giftLines,
    giftRows,
    persons,
    fromCart,
    caps,
  } = plan
  return db.transaction().execute(async (trx) => {
    // 1. the order row first: a concurrent duplicate (same user + request key) stops here. The
    //    order number is random within the second: ON CONFLICT DO NOTHING (any unique key) and, when
    //    it was the number that clashed (not the request key), another number — never a 500.
    let o: OrderRow | undefined
    for (let attempt = 0; attempt < 5 && !o; attempt++) {
      o = await trx
        .insertInto('shop_order')
        .values({
          order_no: newOrderNo(now),
          user_id: userId,
          hospital_id: hospitalId,
          status: 101,
          order_classify: classify,
          pay_way: input.payWay ?? null,
          create_way: input.createWay ?? '',
          request_key: input.requestKey ?? null,
          goods_total_cents: Math.round(priced.goodsTotalMoney.toNumber() * 100),
          activity_discount_cents: Math.round(priced.activityTotalDiscountMoney.toNumber() * 100),
          coupon_discount_cents: Math.round(priced.couponDiscountMoney.toNumber() * 100),
          actual_cents: payableCents,
          add_item_cents: addOnCents,
          user_coupon_id: priced.coupon ? priced.coupon.coupon.userCouponId : null,
          address: address ? JSON.stringify(address) : null,
          remark: input.remark ?? '',
          promotions: JSON.stringify(infos),
          close_at: closeAt,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst()
      if (!o && input.requestKey) {
        const dup = await trx
          .selectFrom('shop_order')
          .select('id')
          .where('user_id', '=', userId)
          .where('request_key', '=', input.requestKey)
          .executeTakeFirst()
        if (dup) throw new Duplicate()
      }
    }
    if (!o) throw new Error('could not allocate an order number')
    // 1b. the caller's unpaid orders (src/domain unpaidOrdersError: 5 orders, 999 units), counted
    //     under a lock of the user's row so that parallel orders of one user count one by one. FOR NO KEY
    //     UPDATE, not FOR UPDATE: the order row inserted above already holds FOR KEY SHARE on the user (its
    //     foreign key); upgrading that to FOR UPDATE deadlocks two parallel orders of one user on PostgreSQL
    await trx.selectFrom('app_user').select('id').where('id', '=', userId).forNoKeyUpdate().execute()
    const held = await trx
      .selectFrom('shop_order as so')
      .leftJoin('order_goods as og', (j) => j.onRef('og.order_id', '=', 'so.id').on('og.is_gift', '=', false))
      .select((eb) => [
        eb.fn.count<number>('so.id').distinct().as('orders'),
        eb.fn.coalesce(eb.fn.sum<number>('og.goods_num'), eb.val(0)).as('units'),
      ])
      .where('so.user_id', '=', userId)
      .where('so.status', '=', 101)
      .where('so.close_at', '>', now)
      .where('so.id', '<>', o.id)
      .where('so.create_way', 'not in', [...OFFLINE_CREATE_WAYS]) // the hospital's counter / prescription orders are not the user's doing
      .executeTakeFirst()
    const unpaidError = unpaidOrdersError({ orders: Number(held?.orders ?? 0), units: Number(held?.units ?? 0) }, unitCount, caps)
    if (unpaidError) throw badRequest(unpaidError)
    // 2. lines, stock, activity stock and counters
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i]
      const g = l.goods!
      const s = l.sku!
      const p = priced.lines[i]
      const n = l.input.goodsNum
      const stockTaken = g.stock_flag === 1
      if (stockTaken) {
        const r = await trx
          .updateTable('goods_sku')
          .set((eb) => ({ stock: eb('stock', '-', n) }))
          .where('id', '=', s.id)
          .where('stock', '>=', n)
          .returning('stock')
          .executeTakeFirst()
        if (!r) throw badRequest(M.outOfStockMessage(g.goods_name))
      }
      if (l.activity) {
        const ag = l.activity.ag
        const r = await trx
          .updateTable('activity_goods')
          .set((eb) => ({ activity_num: eb('activity_num', '+', n) }))
          .where('id', '=', ag.id)
          .where((eb) => eb.or([eb('activity_stock_flag', '<>', 1), eb(eb('activity_stock_num', '-', eb.ref('activity_num')), '>=', n)]))
          .returning('activity_num')
          .executeTakeFirst()
        if (!r) throw badRequest(M.ACTIVITY_SOLD_OUT)
        if (l.activity.purchase_max > 0) {
          const max = l.activity.purchase_max
          const c = await trx
            .insertInto('activity_purchase')
            .values({ user_id: userId, activity_goods_id: ag.id, bought: n })
            .onConflict((oc) =>
              oc
                .columns(['user_id', 'activity_goods_id'])
                .doUpdateSet({ bought: sql`activity_purchase.bought + ${n}` })
                .where(sql<boolean>`activity_purchase.bought + ${n} <= ${max}`),
            )
            .returning('bought')
            .executeTakeFirst()
          if (!c || c.bought > max) throw badRequest(M.ACTIVITY_PURCHASE_CAP_REACHED)
        }
      }
      const og = await trx
        .insertInto('order_goods')
        .values({
          order_id: o.id,
          goods_id: g.id,
          goods_distribute_id: g.goods_distribute_id,
          sku_id: s.id,
          goods_name: g.goods_name,
          goods_type: g.goods_type,
          category_id: g.category_id,
          deal_type: g.deal_type,
          sku_name: skuName(s.sku_data as any),
          sku_data: JSON.stringify(s.sku_data),
          head_pic: s.sku_pic || g.goods_path,
          goods_num: n,
          price_cents: p.cents.unitPrice,
          max_price_cents: s.lined_price_cents || g.lined_price_cents,
          per_actual_cents: p.cents.activityUnitPrice,
          activity_discount_cents: p.cents.activityDiscount,
          promotion_discount_cents: p.cents.promotionDiscount,
          coupon_discount_cents: p.cents.couponDiscount,
          real_cents: p.cents.payable,
          activity_id: l.activity?.id ?? null,
          activity_goods_id: l.activity?.ag.id ?? null,
          activity_price_cents: l.activity?.ag.activity_price_cents ?? null,
          activity_discount_price_cents: l.activity?.ag.activity_discount_price_cents ?? null,
          promotion_id: l.promotion?.id ?? null,
          is_gift: false,
          is_support_refund: g.is_support_refund,
          stock_taken: stockTaken,
          service_data: JSON.stringify(isDeliveryLine({ dealType: g.deal_type }) ? l.input.serviceDataList : []),
          pe_info: JSON.stringify(units[i]),
          service_roles: JSON.stringify(
            Object.fromEntries(
              Object.entries(l.input.serviceRoles).map(([roleId, pid]) => {
                const role = ((g.service_list as unknown as Array<{ id: number; serviceRoleName: string; persons: string[] }>) ?? []).find(
                  (r) => String(r.id) === roleId,
                )
                return [roleId, role ? { serviceRoleName: role.serviceRoleName, person: roleChoice(role, pid, persons) } : null]
              }),
            ),
          ),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      // exam add-on items of this line's units, at the server's price
      const mineAdd = addOns.filter((a) => a.line === i)
      if (mineAdd.length)
        await trx
          .insertInto('order_add_item')
          .values(
            mineAdd.map((a) => ({
              order_id: o!.id,
              order_goods_id: og.id,
              unit_index: a.unit,
              add_item_id: a.id,
              item_name: a.name,
              price_cents: a.cents,
            })),
          )
          .execute()
      // 3. appointment slots (one per exam unit)
      for (let u = 0; u < units[i].length; u++) {
        const unit = units[i][u]
        let poolId: number | null = null
        if (g.need_appoint) poolId = await bookSlot(trx, g.id, unit.appointedDate, unit.appointedTime, now)
        await trx
          .insertInto('order_appoint')
          .values({
            order_id: o.id,
            order_goods_id: og.id,
            unit_index: u,
            goods_id: g.id,
            appointed_date: unit.appointedDate || null,
            appointed_time: unit.appointedTime || null,
            pool_id: poolId,
          })
          .execute()
      }
    }
    // 4. gifts (atomic against the tier's giftAmount)
    for (const gl of giftLines) {
      if (gl.stockTaken) {
        // the gift's own stock, atomically; sold out meanwhile = simply not given (no refusal)
        const st = await trx
          .updateTable('goods_sku')
          .set((eb) => ({ stock: eb('stock', '-', 1) }))
          .where('id', '=', gl.skuId)
          .where('stock', '>=', 1)
          .returning('id')
          .executeTakeFirst()
        if (!st) continue
      }
      const promo = lines.find((l) => l.promotion?.id === gl.promotionId)!.promotion!
      const amount =
        (promo.tiers as unknown as PromotionTierJson[]).flatMap((t) => t.gifts).find((x) => x.skuId === gl.skuId)?.giftAmount ?? 0
      const r = await trx
        .insertInto('gift_given')
        .values({ promotion_id: gl.promotionId, sku_id: gl.skuId, given: 1 })
        .onConflict((oc) =>
          oc
            .columns(['promotion_id', 'sku_id'])
            .doUpdateSet({ given: sql`gift_given.given + 1` })
            .where(sql<boolean>`gift_given.given + 1 <= ${amount}`),
        )
        .returning('given')
        .executeTakeFirst()
      if (!r || r.given > amount) throw badRequest(M.GIFT_INSUFFICIENT)
      const gr: any = giftRows.find((x: any) => x.sku_id === gl.skuId)
      await trx
        .insertInto('order_goods')
        .values({
          order_id: o.id,
          goods_id: gr.id,
          goods_distribute_id: gr.goods_distribute_id,
          sku_id: gl.skuId,
          goods_name: gr.goods_name,
          goods_type: gr.goods_type,
          category_id: gr.category_id,
          deal_type: gr.deal_type,
          sku_name: skuName(gr.sku_data),
          sku_data: JSON.stringify(gr.sku_data),
          head_pic: gr.goods_path,
          goods_num: 1,
          price_cents: gr.price_cents,
          max_price_cents: gr.price_cents,
          per_actual_cents: 0,
          activity_discount_cents: 0,
          promotion_discount_cents: 0,
          coupon_discount_cents: 0,
          real_cents: 0,
          promotion_id: gl.promotionId,
          is_gift: true,
          is_support_refund: false,
          stock_taken: gl.stockTaken,
        })
        .execute()
    }
    // 5. the coupon
    if (priced.coupon) {
      const r = await trx
        .updateTable('user_coupon')
        .set({ status: 1, used_at: now })
        .where('id', '=', priced.coupon.coupon.userCouponId)
        .where('user_id', '=', userId)
        .where('status', '=', 0)
        .returning('id')
        .executeTakeFirst()
      if (!r) throw badRequest(M.COUPON_ALREADY_USED)
    }
    // 6. the ordered cart lines
    if (fromCart) {
      const ids = lines.map((l) => l.input.cartId).filter((x): x is number => x !== null)
      if (ids.length) await trx.deleteFrom('cart').where('user_id', '=', userId).where('id', 'in', ids).execute()
    }
    // 7. what the caller adds (a group-buy place)
    if (plan.afterInsert) await plan.afterInsert(trx, o)
    return o
  })
}
