/**
 * /market-center coupons (SPEC §3 Coupon, §4 coupon claim, §7 Coupons and activity): the coupon
 * centre and popup lists (POST coupons), claiming (GET acquireCoupon, atomic against the
 * per-person limit reqNum and the total couponTotal), the user's coupons (GET myCoupon) and the
 * new-user coupons (GET coupon/newUser).
 */
import type { TypedRoutePlugin } from '../../lib/route-plugin'

import { badRequest, notFound, ok } from '../../lib/errors'
import { loadViewer } from '../../lib/auth-scope'
import type { AcquireCouponRes, CouponsRes, NewUserCouponRes } from '../../../contract/browse'
import { COUPON_CLAIMED } from '../../../src/domain/messages'
import { couponClaimState } from '../../../src/domain/coupons'

import { claimFail, claimRefusal, couponRules, isNewUser } from './service'
import { Envelope } from '../../../contract/lib'
import * as C from '../../../contract/browse'
import * as M from '../../../src/domain/messages'
import { grantCoupon, myCoupons } from './user-coupons.service'

export const couponRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db

  app.post(
    '/coupons',
    {
      preHandler: loadViewer,
      schema: {
        tags: ['market-center'],
        summary:
          'Coupon list: useTag 0 the coupon centre (optionally for goodsIdList), useTag 1 the popup list of a package/goods (packageId); claim states when logged in',
        body: C.CouponsReq,
        response: { 200: Envelope(C.CouponsRes) },
      },
    },
    async (req): Promise<{ code: number; msg: string; data: CouponsRes }> => {
      const { useTag, packageId, goodsIdList } = req.body
      if (useTag === 1 && packageId === undefined) throw badRequest(M.missingParam('packageId'))
      const goodsIds = useTag === 1 ? [packageId as number] : goodsIdList && goodsIdList.length ? goodsIdList : undefined
      const list = await couponRules(app, db, {
        hospitalId: req.ctx.hospitalId,
        inCenter: true,
        goodsIds,
        now: app.deps.now(),
        userId: req.viewer?.userId,
      })
      return ok(list)
    },
  )

  app.get(
    '/coupon/newUser',
    {
      preHandler: loadViewer,
      schema: {
        tags: ['market-center'],
        summary: 'New-user coupons with claim states; isNewUser false for accounts older than 30 days',
        response: { 200: Envelope(C.NewUserCouponRes) },
      },
    },
    async (req): Promise<{ code: number; msg: string; data: NewUserCouponRes }> => {
      const now = app.deps.now()
      const userId = req.viewer?.userId
      const list = await couponRules(app, db, { hospitalId: req.ctx.hospitalId, newUser: true, now, userId })
      return ok({ isNewUser: await isNewUser(db, userId, now), list })
    },
  )
}

export const myCouponRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db

  app.get(
    '/acquireCoupon',
    {
      schema: {
        tags: ['market-center'],
        summary:
          'Claim a coupon (login). Success: code 200 msg 已领取. Refused with a clear message when not claimable, all claimed or the per-person limit is reached',
        security: [{ token: [] }],
        querystring: C.AcquireCouponReq,
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
        const c = await trx
          .selectFrom('coupon_rule')
          .selectAll()
          .where('id', '=', req.query.couponRuleId)
          .where('hospital_id', '=', hospitalId)
          .forUpdate()
          .executeTakeFirst()
        if (!c) throw notFound(M.COUPON_NOT_FOUND)
        if (!c.in_center && !c.new_user) throw badRequest(M.COUPON_NOT_DIRECTLY_CLAIMABLE)
        const mine = Number(
          (
            await trx
              .selectFrom('user_coupon')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('user_id', '=', userId)
              .where('coupon_rule_id', '=', c.id)
              .where('source', '=', 1)
              .executeTakeFirst()
          )?.n ?? 0,
        )
        const fail = claimFail(c, now, mine, fresh)
        if (couponClaimState(fail) !== 'claimable') throw badRequest(claimRefusal(c, now, fail) as string)
        const userCouponId = await grantCoupon(trx, c, { userId, hospitalId, now, source: 1 })
        const after = { ...c, received_num: c.received_num + 1 }
        return { userCouponId, couponRuleId: c.id, userCouponFail: claimFail(after, now, mine + 1, fresh), userReceivedNum: mine + 1 }
      })
      return { code: 200, msg: COUPON_CLAIMED, data }
    },
  )

  app.get(
    '/myCoupon',
    {
      schema: {
        tags: ['market-center'],
        summary: "The user's coupons by status: 0 unused (default), 1 used, 2 expired; with the counts of each",
        security: [{ token: [] }],
        querystring: C.MyCouponReq,
        response: { 200: Envelope(C.MyCouponRes) },
      },
    },
    async (req) => ok(await myCoupons(app, req.user.userId, req.ctx.hospitalId, req.query.status, req.query.pageNum, req.query.pageSize)),
  )
}
