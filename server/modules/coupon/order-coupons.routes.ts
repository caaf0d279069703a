/**
 * /market-center coupons for an order (SPEC §7 Coupons and activity): bestCoupons, bestCouponsPe,
 * canUseCoupons (PUT), canUseCouponsPE, compCoupon (PUT), compCouponPE, couponGoodsList (PUT).
 * The lines are the caller's cart lines (cartIds; default the checked ones) or a buy-now line
 * (goodsList); prices come from the server (order-center/lines.ts → src/domain priceOrder) and the
 * coupons are the caller's own, evaluated with src/domain evaluateCoupon / chooseBestCoupon.
 */
import type { FastifyInstance } from 'fastify'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { badRequest, notFound, ok } from '../../lib/errors'
import type { BestCouponsRes, CanUseCouponsRes } from '../../../contract/browse'
import { cartInputs, evaluateHeld, heldCoupons, loadLines, priceLines, priceRes, type LineInput } from '../checkout'
import { CompCouponReq, CouponGoodsListReq, OrderLinesReq } from '../../../contract/order'
import { Envelope } from '../../../contract/lib'
import * as C from '../../../contract/browse'
import { PriceRes } from '../../../contract/cart'
import { pageResult, offsetOf } from '../../lib/paging'
import { goodsCards } from '../../modules/catalog'
import * as M from '../../../src/domain/messages'

const tags = ['market-center']
const security = [{ token: [] }]

async function linesOf(app: FastifyInstance, userId: number, hospitalId: number, b: OrderLinesReq) {
  const db = app.deps.db
  const now = app.deps.now()
  let inputs: LineInput[]
  if (b.goodsList) {
    inputs = b.goodsList.map((g, i) => ({
      key: -(i + 1),
      cartId: null,
      goodsId: g.goodsId,
      skuId: g.skuId,
      goodsNum: g.goodsNum,
      activityId: g.activityId ?? null,
      checked: true,
      serviceDataList: [],
      peInfoList: [],
      serviceRoles: {},
    }))
  } else {
    inputs = await cartInputs(db, userId, hospitalId, b.cartIds)
    if (b.cartIds && inputs.length !== new Set(b.cartIds).size) throw notFound(M.ORDER_COUPON_CART_LINE_NOT_FOUND)
    inputs = b.cartIds ? inputs.map((i) => ({ ...i, checked: true })) : inputs.filter((i) => i.checked)
  }
  const lines = await loadLines(db, hospitalId, userId, inputs, now)
  const coupons = await heldCoupons(db, userId, hospitalId, now)
  return { lines, coupons, now }
}

export const orderCouponRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db

  const best = async (userId: number, hospitalId: number, b: OrderLinesReq): Promise<BestCouponsRes> => {
    const { lines, coupons, now } = await linesOf(app, userId, hospitalId, b)
    const priced = priceLines(lines, coupons, undefined, now)
    const list = evaluateHeld(coupons, priced, now)
    const bestId = priced.bestCoupon?.coupon.userCouponId
    return { best: list.find((c) => c.userCouponId === bestId) ?? null, list }
  }
  const canUse = async (userId: number, hospitalId: number, b: OrderLinesReq): Promise<CanUseCouponsRes> => {
    const { list } = await best(userId, hospitalId, b)
    return { usable: list.filter((c) => c.usable), unusable: list.filter((c) => !c.usable) }
  }
  const comp = async (userId: number, hospitalId: number, b: CompCouponReq) => {
    const { lines, coupons, now } = await linesOf(app, userId, hospitalId, b)
    if (b.userCouponId && !coupons.some((c) => c.userCouponId === b.userCouponId)) throw badRequest(M.COUPON_UNAVAILABLE)
    const res = await priceRes(app, db, lines, coupons, b.userCouponId, now)
    if (b.userCouponId && res.userCouponId !== b.userCouponId) throw badRequest(M.COUPON_CONDITION_NOT_MET)
    return res
  }

  for (const url of ['/bestCoupons', '/bestCouponsPe']) {
    app.post(
      url,
      {
        schema: {
          tags,
          security,
          summary: "The best of the caller's coupons for the lines, and every coupon evaluated",
          body: OrderLinesReq,
          response: { 200: Envelope(C.BestCouponsRes) },
        },
      },
      async (req) => ok(await best(req.user.userId, req.ctx.hospitalId, req.body)),
    )
  }
  app.put(
    '/canUseCoupons',
    {
      schema: {
        tags,
        security,
        summary: "The caller's coupons split into usable / unusable (with reasons) for the lines",
        body: OrderLinesReq,
        response: { 200: Envelope(C.CanUseCouponsRes) },
      },
    },
    async (req) => ok(await canUse(req.user.userId, req.ctx.hospitalId, req.body)),
  )
  app.post(
    '/canUseCouponsPE',
    {
      schema: {
        tags,
        security,
        summary: 'canUseCoupons for exam packages',
        body: OrderLinesReq,
        response: { 200: Envelope(C.CanUseCouponsRes) },
      },
    },
    async (req) => ok(await canUse(req.user.userId, req.ctx.hospitalId, req.body)),
  )
  app.put(
    '/compCoupon',
    {
      schema: {
        tags,
        security,
        summary: 'Totals of the lines with a chosen coupon (0 none)',
        body: CompCouponReq,
        response: { 200: Envelope(PriceRes) },
      },
    },
    async (req) => ok(await comp(req.user.userId, req.ctx.hospitalId, req.body)),
  )
  app.post(
    '/compCouponPE',
    { schema: { tags, security, summary: 'compCoupon for exam packages', body: CompCouponReq, response: { 200: Envelope(PriceRes) } } },
    async (req) => ok(await comp(req.user.userId, req.ctx.hospitalId, req.body)),
  )

  app.put(
    '/couponGoodsList',
    {
      schema: {
        tags,
        security,
        summary: 'Goods a coupon applies to (a held userCouponId or a couponRuleId of this hospital)',
        body: CouponGoodsListReq,
        response: { 200: Envelope(C.GoodsCardPage) },
      },
    },
    async (req) => {
      const hospitalId = req.ctx.hospitalId
      const { userCouponId, couponRuleId, pageNum, pageSize } = req.body
      let ruleId = couponRuleId
      if (userCouponId !== undefined) {
        const uc = await db
          .selectFrom('user_coupon')
          .select('coupon_rule_id')
          .where('id', '=', userCouponId)
          .where('user_id', '=', req.user.userId)
          .executeTakeFirst()
        if (!uc) throw notFound(M.COUPON_NOT_FOUND)
        ruleId = uc.coupon_rule_id
      }
      if (ruleId === undefined) throw badRequest(M.missingParam('couponRuleId'))
      const rule = await db
        .selectFrom('coupon_rule')
        .select('goods_ids')
        .where('id', '=', ruleId)
        .where('hospital_id', '=', hospitalId)
        .executeTakeFirst()
      if (!rule) throw notFound(M.COUPON_NOT_FOUND)
      const ids = (rule.goods_ids as unknown as number[]) ?? []
      let q = db.selectFrom('goods').where('hospital_id', '=', hospitalId).where('status', '=', 1).where('hidden_from_lists', '=', false)
      if (ids.length) q = q.where('id', 'in', ids)
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
      const rows = await q.selectAll().orderBy('sort').orderBy('id').limit(pageSize).offset(offsetOf(pageNum, pageSize)).execute()
      return ok(pageResult(await goodsCards(app, rows, hospitalId, app.deps.now()), total, pageNum, pageSize))
    },
  )
}
