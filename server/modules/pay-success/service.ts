/**
 * The pay-success page's configuration (issue 18; SPEC §7 shopConfig/paySuccessPage, /market/paySuccess): the
 * hospital's banner, tip, recommended goods and coupon gift; the gift is granted once per paid order, to its owner.
 */
import type { FastifyInstance } from 'fastify'
import type { GiftCoupon, PaySuccessGift, PaySuccessPageConfig } from '../../../contract/paySuccess'
import { asset } from '../../lib/assets'
import { badRequest } from '../../lib/errors'
import { goodsByIds, goodsCards } from '../catalog'
import { grantCoupon } from '../coupon'
import { requireOrders } from '../order'
import * as M from '../../../src/domain/messages'

async function configOf(app: FastifyInstance, hospitalId: number) {
  return app.deps.db.selectFrom('pay_success_config').selectAll().where('hospital_id', '=', hospitalId).executeTakeFirst()
}

async function giftRules(app: FastifyInstance, hospitalId: number, ids: number[]) {
  if (!ids.length) return []
  const rows = await app.deps.db
    .selectFrom('coupon_rule')
    .selectAll()
    .where('hospital_id', '=', hospitalId)
    .where('id', 'in', ids)
    .execute()
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is NonNullable<typeof r> => !!r)
}

export async function paySuccessPage(app: FastifyInstance, hospitalId: number): Promise<PaySuccessPageConfig> {
  const cfg = await configOf(app, hospitalId)
  if (!cfg) return { banner: null, tip: null, goods: [], giftCoupons: [] }
  const now = app.deps.now()
  const goods = await goodsCards(app, await goodsByIds(app.deps.db, hospitalId, cfg.goods_ids), hospitalId, now)
  const rules = await giftRules(app, hospitalId, cfg.gift_rule_ids)
  const giftCoupons: GiftCoupon[] = rules
    .filter((r) => r.received_num < r.coupon_total)
    .map((r) => ({
      couponRuleId: r.id,
      couponName: r.coupon_name,
      couponType: r.coupon_type,
      couponVal: r.coupon_val,
      couponDescribe: r.coupon_describe,
    }))
  return {
    banner: cfg.banner_path ? { imageUrl: asset(app, cfg.banner_path), link: cfg.banner_link } : null,
    tip: cfg.tip,
    goods,
    giftCoupons,
  }
}

/**
 * The gift of a paid order: granted on the first call (one row per order, inserted first in the transaction, so
 * concurrent calls grant once), read back on later ones. A rule that has run out is skipped.
 */
export async function paySuccessGift(app: FastifyInstance, userId: number, hospitalId: number, orderId: number): Promise<PaySuccessGift> {
  const [order] = await requireOrders(app.deps.db, userId, [orderId]) // another user's order: 404
  if (!order.payTime) throw badRequest(M.PAY_SUCCESS_GIFT_NOT_PAID)
  const names = async (ids: number[]) => {
    if (!ids.length) return []
    const rows = await app.deps.db
      .selectFrom('user_coupon')
      .innerJoin('coupon_rule', 'coupon_rule.id', 'user_coupon.coupon_rule_id')
      .select(['user_coupon.id', 'coupon_rule.id as ruleId', 'coupon_rule.coupon_name'])
      .where('user_coupon.id', 'in', ids)
      .where('user_coupon.user_id', '=', userId)
      .execute()
    return ids
      .map((id) => rows.find((r) => r.id === id))
      .filter((r): r is NonNullable<typeof r> => !!r)
      .map((r) => ({ userCouponId: r.id, couponRuleId: r.ruleId, couponName: r.coupon_name }))
  }
  const before = await app.deps.db.selectFrom('pay_success_gift').selectAll().where('order_id', '=', orderId).executeTakeFirst()
  if (before) return { granted: false, coupons: await names(before.user_coupon_ids) }
  const cfg = await configOf(app, order.hospitalId)
  const ids = cfg?.gift_rule_ids ?? []
  if (!ids.length) return { granted: false, coupons: [] }
  const now = app.deps.now()
  const granted = await app.deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('pay_success_gift')
      .values({ order_id: orderId, user_id: userId, user_coupon_ids: '[]', created_at: now })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('order_id')
      .executeTakeFirst()
    if (!claimed) return null // another call won the race
    const out: number[] = []
    for (const rule of await trx
      .selectFrom('coupon_rule')
      .selectAll()
      .where('hospital_id', '=', order.hospitalId)
      .where('id', 'in', ids)
      .execute()) {
      if (rule.received_num >= rule.coupon_total) continue
      try {
        out.push(await grantCoupon(trx, rule, { userId, hospitalId: order.hospitalId, now, source: 3 }))
      } catch {
        // ran out meanwhile (grantCoupon's guarded update touched no row, the transaction is intact): skipped
      }
    }
    await trx
      .updateTable('pay_success_gift')
      .set({ user_coupon_ids: JSON.stringify(out) })
      .where('order_id', '=', orderId)
      .execute()
    return out
  })
  if (!granted) {
    const row = await app.deps.db.selectFrom('pay_success_gift').selectAll().where('order_id', '=', orderId).executeTakeFirst()
    return { granted: false, coupons: await names(row?.user_coupon_ids ?? []) }
  }
  return { granted: granted.length > 0, coupons: await names(granted) }
}
