/**
 * /market-center coupons (SPEC §3 Coupon, §4 coupon claim, §7 Coupons and activity): the coupon
 * centre and popup lists (POST coupons), claiming (GET acquireCoupon, atomic against the
 * per-person limit reqNum and the total couponTotal), the user's coupons (GET myCoupon) and the
 * new-user coupons (GET coupon/newUser).
 */
import type { FastifyInstance } from 'fastify'
import { sql, type Selectable, type Transaction } from 'kysely'

import type { DB } from '../../lib/db/schema'
import type { CouponRuleTable } from '../../lib/db/tables/browse'
import { badRequest } from '../../lib/errors'

import type { MyCouponRes, UserCoupon } from '../../../contract/browse'

import { offsetOf, pageResult } from '../../lib/paging'
import { fmtReq } from '../../lib/time'
import { toCouponRule } from './service'

import * as M from '../../../src/domain/messages'

export const DAY = 86_400_000

/** the use period of a coupon given now: the rule's fixed period, or periodDays from now (end of that day is not rounded) */
export function couponPeriod(c: Selectable<CouponRuleTable>, now: Date): { begin: Date | null; end: Date | null } {
  if (c.period_begin || c.period_end) return { begin: c.period_begin, end: c.period_end }
  if (c.period_days) return { begin: now, end: new Date(now.getTime() + c.period_days * DAY) }
  return { begin: null, end: null }
}

/** gives the user one coupon of the rule inside `trx` (the rule's received_num is bumped atomically) */
export async function grantCoupon(
  trx: Transaction<DB>,
  c: Selectable<CouponRuleTable>,
  args: { userId: number; hospitalId: number; now: Date; source: number; couponBatch?: number | null },
): Promise<number> {
  const upd = await trx
    .updateTable('coupon_rule')
    .set({ received_num: sql`received_num + 1` })
    .where('id', '=', c.id)
    .where('received_num', '<', sql<number>`coupon_total`)
    .executeTakeFirst()
  if (Number(upd.numUpdatedRows) === 0) throw badRequest(M.COUPON_ALL_GONE)
  const { begin, end } = couponPeriod(c, args.now)
  const row = await trx
    .insertInto('user_coupon')
    .values({
      user_id: args.userId,
      hospital_id: args.hospitalId,
      coupon_rule_id: c.id,
      status: 0,
      source: args.source,
      coupon_batch: args.couponBatch ?? null,
      period_begin: begin,
      period_end: end,
      received_at: args.now,
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function myCoupons(
  app: FastifyInstance,
  userId: number,
  hospitalId: number,
  status: 0 | 1 | 2,
  pageNum: number,
  pageSize: number,
): Promise<MyCouponRes> {
  const db = app.deps.db
  const now = app.deps.now()
  const base = db
    .selectFrom('user_coupon as uc')
    .innerJoin('coupon_rule as c', 'c.id', 'uc.coupon_rule_id')
    .where('uc.user_id', '=', userId)
    .where('uc.hospital_id', '=', hospitalId)
  const byStatus = (s: 0 | 1 | 2) => {
    if (s === 1) return base.where('uc.status', '=', 1)
    if (s === 2) return base.where('uc.status', '=', 0).where('uc.period_end', '<', now)
    return base.where('uc.status', '=', 0).where((eb) => eb.or([eb('uc.period_end', 'is', null), eb('uc.period_end', '>=', now)]))
  }
  const count = async (s: 0 | 1 | 2) =>
    Number(
      (
        await byStatus(s)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    )
  const [unused, used, expired] = await Promise.all([count(0), count(1), count(2)])
  const rows = await byStatus(status)
    .selectAll('c')
    .select([
      'uc.id as uc_id',
      'uc.status as uc_status',
      'uc.source',
      'uc.coupon_batch',
      'uc.period_begin as uc_begin',
      'uc.period_end as uc_end',
      'uc.received_at',
    ])
    .orderBy('uc.received_at', 'desc')
    .orderBy('uc.id', 'desc')
    .limit(pageSize)
    .offset(offsetOf(pageNum, pageSize))
    .execute()
  const list: UserCoupon[] = rows.map((r: any) => {
    const rule = toCouponRule(r, now, 0, false)
    return {
      ...rule,
      periodBegin: r.uc_begin ? fmtReq(r.uc_begin) : null,
      periodEnd: r.uc_end ? fmtReq(r.uc_end) : null,
      userCouponFail: null,
      userCouponId: r.uc_id,
      status: status,
      receiveTime: fmtReq(r.received_at),
      couponBatch: r.coupon_batch,
      source: r.source,
    }
  })
  const total = status === 0 ? unused : status === 1 ? used : expired
  return { ...pageResult(list, total, pageNum, pageSize), counts: { unused, used, expired } }
}

/** the user's own coupons: claiming and the list (inside the authenticated scope: req.user) */
