/**
 * The pay-success page's configuration of hospital 6 (issue 18): the check-up banner, a tip, three recommended goods
 * and a gift coupon (支付有礼 5元券, not listed in the coupon centre) for every paid order. Idempotent.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'

export const PAY_GIFT_RULE_ID = 6840
export const PAY_SUCCESS_GOODS_6 = [6001, 6010, 6023]

export async function seedPaySuccess(db: Kysely<DB>, opts: { now: Date }): Promise<void> {
  await db
    .insertInto('coupon_rule')
    .values({
      id: PAY_GIFT_RULE_ID,
      hospital_id: 6,
      coupon_name: '支付有礼 5元券',
      coupon_type: 1,
      coupon_val: 500,
      reach_type: 0,
      reach_val: 0,
      acquire_begin: null,
      acquire_end: null,
      period_begin: null,
      period_end: null,
      period_days: 30,
      req_num: 1000,
      coupon_total: 100000,
      received_num: 0,
      goods_ids: '[]',
      new_user: false,
      in_center: false,
      coupon_describe: '支付成功赠送，全场通用，30天内有效。',
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  await db
    .insertInto('pay_success_config')
    .values({
      hospital_id: 6,
      banner_path: '/assets/browse/banner-6-1.svg',
      banner_link: '/checkup/packageList',
      tip: '订单可在“我的订单”中查看；服务类商品请按预约时间到院。',
      goods_ids: JSON.stringify(PAY_SUCCESS_GOODS_6),
      gift_rule_ids: JSON.stringify([PAY_GIFT_RULE_ID]),
      updated_at: opts.now,
    })
    .onConflict((oc) => oc.column('hospital_id').doNothing())
    .execute()
}
