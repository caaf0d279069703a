/**
 * /market-center coupons (SPEC §3 Coupon, §4 coupon claim, §7 Coupons and activity): the coupon
 * centre and popup lists (POST coupons), claiming (GET acquireCoupon, atomic against the
 * per-person limit reqNum and the total couponTotal), the user's coupons (GET myCoupon) and the
 * new-user coupons (GET coupon/newUser).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { sql, type Selectable, type Transaction } from 'kysely'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import type { DB } from '../../lib/db/schema'
import type { CouponRuleTable } from '../../lib/db/tables/browse'
import { badRequest, notFound, ok } from '../../lib/errors'
import { loadViewer } from '../../lib/auth-scope'
import type { AcquireCouponRes, CouponsRes, MyCouponRes, NewUserCouponRes, UserCoupon } from '../../../contract/browse'
import { COUPON_CLAIMED } from '../../../src/domain/messages'
import { couponClaimState } from '../../../src/domain/coupons'
import { idField, pageProps } from '../../lib/schemas'
import { offsetOf, pageResult } from '../../lib/paging'
import { fmtReq } from '../../lib/time'
import { claimFail, claimRefusal, couponRules, isNewUser, toCouponRule } from './service'
import { Envelope } from '../../../contract/lib'
import * as C from '../../../contract/browse'
import * as M from '../../../src/domain/messages'

const DAY = 86_400_000

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
    .values({ user_id: args.userId, hospital_id: args.hospitalId, coupon_rule_id: c.id, status: 0, source: args.source, coupon_batch: args.couponBatch ?? null, period_begin: begin, period_end: end, received_at: args.now, used_at: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function myCoupons(app: FastifyInstance, userId: number, hospitalId: number, status: 0 | 1 | 2, pageNum: number, pageSize: number): Promise<MyCouponRes> {
  const db = app.deps.db
  const now = app.deps.now()
  const base = db.selectFrom('user_coupon as uc').innerJoin('coupon_rule as c', 'c.id', 'uc.coupon_rule_id').where('uc.user_id', '=', userId).where('uc.hospital_id', '=', hospitalId)
  const byStatus = (s: 0 | 1 | 2) => {
    if (s === 1) return base.where('uc.status', '=', 1)
    if (s === 2) return base.where('uc.status', '=', 0).where('uc.period_end', '<', now)
    return base.where('uc.status', '=', 0).where((eb) => eb.or([eb('uc.period_end', 'is', null), eb('uc.period_end', '>=', now)]))
  }
  const count = async (s: 0 | 1 | 2) => Number((await byStatus(s).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
  const [unused, used, expired] = await Promise.all([count(0), count(1), count(2)])
  const rows = await byStatus(status)
    .selectAll('c')
    .select(['uc.id as uc_id', 'uc.status as uc_status', 'uc.source', 'uc.coupon_batch', 'uc.period_begin as uc_begin', 'uc.period_end as uc_end', 'uc.received_at'])
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

export const couponRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db

  app.post<{ Body: { useTag: 0 | 1; packageId?: number; goodsIdList?: number[] } }>(
    '/coupons',
    {
      preHandler: loadViewer,
      schema: {
        tags: ['market-center'],
        summary: 'Coupon list: useTag 0 the coupon centre (optionally for goodsIdList), useTag 1 the popup list of a package/goods (packageId); claim states when logged in',
        body: {
          type: 'object',
          properties: {
            useTag: { type: 'integer', enum: [0, 1], default: 0 },
            packageId: idField,
            goodsIdList: { type: 'array', maxItems: 200, items: idField },
          },
        },
        response: { 200: Envelope(C.CouponsRes) },
      },
    },
    async (req): Promise<{ code: number; msg: string; data: CouponsRes }> => {
      const { useTag, packageId, goodsIdList } = req.body
      if (useTag === 1 && packageId === undefined) throw badRequest(M.missingParam('packageId'))
      const goodsIds = useTag === 1 ? [packageId as number] : goodsIdList && goodsIdList.length ? goodsIdList : undefined
      const list = await couponRules(app, db, { hospitalId: req.ctx.hospitalId, inCenter: true, goodsIds, now: app.deps.now(), userId: req.viewer?.userId })
      return ok(list)
    },
  )

  app.get(
    '/coupon/newUser',
    {
      preHandler: loadViewer,
      schema: { tags: ['market-center'], summary: 'New-user coupons with claim states; isNewUser false for accounts older than 30 days', response: { 200: Envelope(C.NewUserCouponRes) } },
    },
    async (req): Promise<{ code: number; msg: string; data: NewUserCouponRes }> => {
      const now = app.deps.now()
      const userId = req.viewer?.userId
      const list = await couponRules(app, db, { hospitalId: req.ctx.hospitalId, newUser: true, now, userId })
      return ok({ isNewUser: await isNewUser(db, userId, now), list })
    },
  )
}

/** the user's own coupons: claiming and the list (inside the authenticated scope: req.user) */
export const myCouponRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db

  app.get<{ Querystring: { couponRuleId: number } }>(
    '/acquireCoupon',
    {
      schema: {
        tags: ['market-center'],
        summary: 'Claim a coupon (login). Success: code 200 msg 已领取. Refused with a clear message when not claimable, all claimed or the per-person limit is reached',
        security: [{ token: [] }],
        querystring: { type: 'object', required: ['couponRuleId'], properties: { couponRuleId: idField } },
        response: { 200: Envelope(C.AcquireCouponRes) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const hospitalId = req.ctx.hospitalId
      const now = app.deps.now()
      const fresh = await isNewUser(db, userId, now)
      const data = await db.transaction().execute(async (trx): Promise<AcquireCouponRes> => {
        // the row lock serialises claims of one rule (PostgreSQL); PGlite runs one transaction at a time
        const c = await trx.selectFrom('coupon_rule').selectAll().where('id', '=', req.query.couponRuleId).where('hospital_id', '=', hospitalId).forUpdate().executeTakeFirst()
        if (!c) throw notFound(M.COUPON_NOT_FOUND)
        if (!c.in_center && !c.new_user) throw badRequest(M.COUPON_NOT_DIRECTLY_CLAIMABLE)
        const mine = Number((await trx.selectFrom('user_coupon').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('coupon_rule_id', '=', c.id).where('source', '=', 1).executeTakeFirst())?.n ?? 0)
        const fail = claimFail(c, now, mine, fresh)
        if (couponClaimState(fail) !== 'claimable') throw badRequest(claimRefusal(c, now, fail) as string)
        const userCouponId = await grantCoupon(trx, c, { userId, hospitalId, now, source: 1 })
        const after = { ...c, received_num: c.received_num + 1 }
        return { userCouponId, couponRuleId: c.id, userCouponFail: claimFail(after, now, mine + 1, fresh), userReceivedNum: mine + 1 }
      })
      return { code: 200, msg: COUPON_CLAIMED, data }
    },
  )

  app.get<{ Querystring: { status: 0 | 1 | 2; pageNum: number; pageSize: number } }>(
    '/myCoupon',
    {
      schema: {
        tags: ['market-center'],
        summary: "The user's coupons by status: 0 unused (default), 1 used, 2 expired; with the counts of each",
        security: [{ token: [] }],
        querystring: { type: 'object', properties: { status: { type: 'integer', enum: [0, 1, 2], default: 0 }, ...pageProps } },
        response: { 200: Envelope(C.MyCouponRes) },
      },
    },
    async (req) => ok(await myCoupons(app, req.user.userId, req.ctx.hospitalId, req.query.status, req.query.pageNum, req.query.pageSize)),
  )
}
