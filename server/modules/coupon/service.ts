/**
 * Coupon rules as the shop shows them: the claim state of a rule for a user (SPEC §4 userCouponFail),
 * why a claim is refused, new users, the user's claimed counts.
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { Q } from '../../lib/db'
import type { CouponRuleTable } from '../../lib/db/tables/browse'
import type { CouponRule } from '../../../contract/browse'
import { couponClaimState } from '../../../src/domain/coupons'
import { isWithinPeriod } from '../../../src/domain/time'
import { cached, TABLES } from '../../lib/cache'
import { fmt, ms } from '../../lib/time'
import { yuan } from '../../lib/money'
import * as M from '../../../src/domain/messages'

type CouponRow = Selectable<CouponRuleTable>

/** SPEC §4 claim state codes of a rule for a user: null claimable, 1 not claimable, 2 all claimed, 3 already claimed */
export function claimFail(c: CouponRow, now: Date, userReceivedNum: number, isNewUser: boolean): 1 | 2 | 3 | null {
  if (c.received_num >= c.coupon_total) return 2
  if (userReceivedNum >= c.req_num) return 3
  if (!isWithinPeriod(now, ms(c.acquire_begin), ms(c.acquire_end))) return 1
  if (c.new_user && !isNewUser) return 1
  return null
}

/** why a claim is refused (the message the app shows), from the claim state */
export function claimRefusal(c: CouponRow, now: Date, fail: 1 | 2 | 3 | null): string | null {
  switch (couponClaimState(fail)) {
    case 'claimable':
      return null
    case 'allClaimed':
      return M.COUPON_ALL_GONE
    case 'claimed':
      return M.couponClaimedLimit(c.req_num)
    default:
      if (c.acquire_begin && now < c.acquire_begin) return M.couponClaimNotStarted(fmt(c.acquire_begin) as string)
      if (c.acquire_end && now > c.acquire_end) return M.COUPON_CLAIM_ENDED
      if (c.new_user) return M.COUPON_NEW_USERS_ONLY
      return M.COUPON_CANNOT_CLAIM
  }
}

export function toCouponRule(c: CouponRow, now: Date, userReceivedNum: number, isNewUser: boolean): CouponRule {
  return {
    couponRuleId: c.id,
    couponName: c.coupon_name,
    couponType: c.coupon_type as 1 | 2 | 3,
    couponVal: c.coupon_val,
    reachType: c.reach_type as 0 | 1 | 2,
    reachVal: c.reach_type === 1 ? yuan(c.reach_val) : c.reach_val,
    acquireBegin: fmt(c.acquire_begin),
    acquireEnd: fmt(c.acquire_end),
    periodBegin: fmt(c.period_begin),
    periodEnd: fmt(c.period_end),
    // a coupon valid N days after claiming is not 长期有效 in the coupon centre (issue 35)
    periodDays: !c.period_begin && !c.period_end && c.period_days ? c.period_days : null,
    reqNum: c.req_num,
    couponTotal: c.coupon_total,
    receivedNum: c.received_num,
    userReceivedNum,
    userCouponFail: claimFail(c, now, userReceivedNum, isNewUser),
    goodsIdList: c.goods_ids as unknown as number[],
    newUser: c.new_user,
    couponDescribe: c.coupon_describe, // the validity line says 领取后N天内有效 (periodDays)
  }
}

/** how long an account counts as new (new-user coupons); the buy journey may add "and no paid order" */
export const NEW_USER_DAYS = 30

/** a new user: a visitor, or an account registered within NEW_USER_DAYS days */
export async function isNewUser(db: Q, userId: number | undefined, now: Date): Promise<boolean> {
  if (!userId) return true
  const u = await cached(
    db,
    `userCreated:${userId}`,
    TABLES.user,
    async () => (await db.selectFrom('app_user').select('created_at').where('id', '=', userId).executeTakeFirst()) ?? null,
  )
  if (!u) return false
  return now.getTime() - new Date(u.created_at).getTime() <= NEW_USER_DAYS * 86_400_000
}

export async function userReceived(db: Q, userId: number | undefined, ruleIds: number[]): Promise<Map<number, number>> {
  const m = new Map<number, number>()
  if (!userId || ruleIds.length === 0) return m
  // every rule of the user at once (cached per user), then the asked ones
  const all = await cached(db, `ucRecv:${userId}`, TABLES.userCoupon, async () =>
    (
      await db
        .selectFrom('user_coupon')
        .select((eb) => ['coupon_rule_id', eb.fn.countAll<number>().as('n')])
        .where('user_id', '=', userId)
        .where('source', '=', 1)
        .groupBy('coupon_rule_id')
        .execute()
    ).map((r) => [r.coupon_rule_id, Number(r.n)] as [number, number]),
  )
  const want = new Set(ruleIds)
  for (const [id, n] of all) if (want.has(id)) m.set(id, n)
  return m
}

/** coupon rules with the user's claim state; `ids` or a hospital filter */
export async function couponRules(
  app: FastifyInstance,
  db: Q,
  opts: { ids?: number[]; hospitalId?: number; inCenter?: boolean; newUser?: boolean; goodsIds?: number[]; now: Date; userId?: number },
): Promise<CouponRule[]> {
  if (opts.ids && opts.ids.length === 0) return []
  const ids = opts.ids ? [...new Set(opts.ids)].sort((a, b) => a - b) : undefined
  const key = `couponRules:${ids ? ids.join(',') : '*'}:${opts.hospitalId ?? '*'}:${opts.inCenter ?? '*'}:${opts.newUser ?? '*'}`
  let rows = await cached(db, key, TABLES.couponRule, () => {
    let q = db.selectFrom('coupon_rule').selectAll()
    if (ids) q = q.where('id', 'in', ids)
    if (opts.hospitalId !== undefined) q = q.where('hospital_id', '=', opts.hospitalId)
    if (opts.inCenter !== undefined) q = q.where('in_center', '=', opts.inCenter)
    if (opts.newUser !== undefined) q = q.where('new_user', '=', opts.newUser)
    return q.orderBy('id').execute()
  })
  if (opts.goodsIds) {
    const want = new Set(opts.goodsIds)
    rows = rows.filter((c) => {
      const ids = c.goods_ids as unknown as number[]
      return ids.length === 0 || ids.some((id) => want.has(id))
    })
  }
  const [received, fresh] = await Promise.all([
    userReceived(
      db,
      opts.userId,
      rows.map((r) => r.id),
    ),
    isNewUser(db, opts.userId, opts.now),
  ])
  return rows.map((c) => toCouponRule(c, opts.now, received.get(c.id) ?? 0, fresh))
}
