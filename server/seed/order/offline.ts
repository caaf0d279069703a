/**
 * Offline orders of the demo user (not in production): orders hospital 6 made for the patient at the
 * counter (窗口开单) or from a doctor's prescription (医生处方), one per status tab: two pending
 * (101, payable for 3 days), one paid (104, with its verification code), one completed (102) and one
 * closed unpaid (103). Lines copy the seeded goods (prices from their first sku); no stock is taken.
 *
 * Runs once per database: the marker server_kv 'order.offlineSeededAt' is written in the same
 * transaction, so a restart never duplicates them nor moves their dates.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { OfflineCreateWay } from '../../../contract/offline'

export const OFFLINE_SEED_MARKER = 'order.offlineSeededAt'
/** a pending offline order can be paid this long (the hospital keeps prescriptions for 3 days) */
export const OFFLINE_PAY_DAYS = 3

interface SeedOffline {
  orderNo: string
  createWay: OfflineCreateWay
  status: 101 | 102 | 103 | 104
  /** days before the seed time */
  ageDays: number
  remark: string
  lines: Array<[goodsId: number, goodsNum: number]>
  verifyCode?: string
}

/** the demo user's offline orders at hospital 6 (goods ids of server/seed/browse: 6000 + n) */
export const OFFLINE_SEED: SeedOffline[] = [
  {
    orderNo: 'LX2026060100101',
    createWay: 'prescription',
    status: 101,
    ageDays: 0,
    remark: '处方号 CF0601-0387 · 内分泌科 李明 主治医师 · 门诊一楼药房取药',
    lines: [
      [6003, 1],
      [6009, 2],
    ],
  },
  {
    orderNo: 'LX2026060100102',
    createWay: 'counter',
    status: 101,
    ageDays: 0,
    remark: '门诊收费处开单 · 护理部 上门采血',
    lines: [[6030, 1]],
  },
  {
    orderNo: 'LX2026060100104',
    createWay: 'counter',
    status: 104,
    ageDays: 2,
    remark: '中医科诊室开单 · 凭核销码到中医科治疗室',
    lines: [[6032, 2]],
    verifyCode: '600601000104',
  },
  {
    orderNo: 'LX2026060100105',
    createWay: 'prescription',
    status: 102,
    ageDays: 9,
    remark: '处方号 CF0523-1120 · 呼吸科 王芳 副主任医师',
    lines: [
      [6012, 1],
      [6008, 1],
    ],
  },
  { orderNo: 'LX2026060100103', createWay: 'counter', status: 103, ageDays: 15, remark: '体检中心前台开单', lines: [[6023, 1]] },
]

export async function seedOfflineOrders(db: Kysely<DB>, opts: { production: boolean; now?: Date; phone: string }): Promise<boolean> {
  if (opts.production) return false
  const now = opts.now ?? new Date()
  const done = await db.selectFrom('server_kv').select('value').where('key', '=', OFFLINE_SEED_MARKER).executeTakeFirst()
  if (done) return false
  const user = await db.selectFrom('app_user').select('id').where('phone', '=', opts.phone).executeTakeFirst()
  if (!user) return false
  const goodsIds = [...new Set(OFFLINE_SEED.flatMap((o) => o.lines.map(([id]) => id)))]
  const goods = await db.selectFrom('goods').selectAll().where('id', 'in', goodsIds).execute()
  const skus = await db.selectFrom('goods_sku').selectAll().where('goods_id', 'in', goodsIds).orderBy('id').execute()
  await db.transaction().execute(async (trx) => {
    for (const s of OFFLINE_SEED) {
      const lines = s.lines
        .map(([id, n]) => ({ g: goods.find((x) => x.id === id), sku: skus.find((x) => x.goods_id === id), n }))
        .filter((l): l is { g: NonNullable<typeof l.g>; sku: NonNullable<typeof l.sku>; n: number } => !!l.g && !!l.sku)
      if (lines.length === 0) continue
      const total = lines.reduce((a, l) => a + l.sku.price_cents * l.n, 0)
      const created = new Date(now.getTime() - s.ageDays * 86400_000 - 3600_000)
      const closeAt = s.status === 101 ? new Date(now.getTime() + OFFLINE_PAY_DAYS * 86400_000) : new Date(created.getTime() + 30 * 60_000)
      const paid = s.status === 104 || s.status === 102
      const o = await trx
        .insertInto('shop_order')
        .values({
          order_no: s.orderNo,
          user_id: user.id,
          hospital_id: 6,
          status: s.status,
          order_classify: lines.every((l) => l.g.goods_type !== 1) ? 1 : 0,
          pay_way: paid ? 1 : null,
          create_way: s.createWay,
          request_key: null,
          goods_total_cents: total,
          activity_discount_cents: 0,
          coupon_discount_cents: 0,
          actual_cents: total,
          user_coupon_id: null,
          address: null,
          remark: s.remark,
          promotions: '[]',
          pay_channel: null,
          pay_no: null,
          pay_state: paid ? 'SUCCESS' : s.status === 103 ? 'CLOSED' : 'UNPAID',
          pay_time: paid ? new Date(created.getTime() + 10 * 60_000) : null,
          close_at: closeAt,
          cancel_reason: s.status === 103 ? '超时未支付，订单已自动关闭' : null,
          cancel_time: s.status === 103 ? closeAt : null,
          finish_time: s.status === 102 ? new Date(created.getTime() + 86400_000) : null,
          verify_code: s.verifyCode ?? null,
          created_at: created,
          updated_at: created,
        })
        .onConflict((oc) => oc.column('order_no').doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!o) continue
      for (const l of lines) {
        await trx
          .insertInto('order_goods')
          .values({
            order_id: o.id,
            goods_id: l.g.id,
            goods_distribute_id: l.g.goods_distribute_id,
            sku_id: l.sku.id,
            goods_name: l.g.goods_name,
            goods_type: l.g.goods_type,
            category_id: l.g.category_id,
            deal_type: l.g.deal_type,
            sku_name: (l.sku.sku_data as unknown as Array<{ value: string }>).map((d) => d.value).join(' / '),
            sku_data: JSON.stringify(l.sku.sku_data),
            head_pic: l.sku.sku_pic || l.g.goods_path,
            goods_num: l.n,
            price_cents: l.sku.price_cents,
            max_price_cents: l.sku.lined_price_cents || l.g.lined_price_cents,
            per_actual_cents: l.sku.price_cents,
            activity_discount_cents: 0,
            promotion_discount_cents: 0,
            coupon_discount_cents: 0,
            real_cents: l.sku.price_cents * l.n,
            is_gift: false,
            is_support_refund: l.g.is_support_refund,
            stock_taken: false,
            used_num: s.status === 102 ? l.n : 0,
          })
          .execute()
      }
    }
    await trx
      .insertInto('server_kv')
      .values({ key: OFFLINE_SEED_MARKER, value: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
  })
  return true
}
