/**
 * /market-center points (SPEC §7 Points): balance and rules (getIntegral), history (getRecords),
 * exchangeable coupon batches (getCouponBatch) and the exchange (POST conversion). All need login.
 * The exchange is one transaction: the batch row is locked, the per-person limit and the stock
 * are checked, and the balance is taken with a guarded update (balance >= cost), so points never
 * go negative, even under concurrent exchanges (the column also has CHECK balance >= 0).
 */
import { sql } from 'kysely'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { badRequest, notFound, ok } from '../../lib/errors'
import type { ConversionRes, CouponBatch, IntegralRecord, IntegralRes } from '../../../contract/browse'
import { offsetOf, pageResult } from '../../lib/paging'
import { fmtReq } from '../../lib/time'
import { isNewUser, toCouponRule } from './service'
import { grantCoupon } from './user-coupons.service'
import { Envelope } from '../../../contract/lib'
import * as C from '../../../contract/browse'
import * as M from '../../../src/domain/messages'

const loginSchema = { tags: ['market-center'], security: [{ token: [] }] }

export const integralRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db

  const account = async (userId: number, hospitalId: number) =>
    (await db
      .selectFrom('integral_account')
      .selectAll()
      .where('user_id', '=', userId)
      .where('hospital_id', '=', hospitalId)
      .executeTakeFirst()) ?? {
      user_id: userId,
      hospital_id: hospitalId,
      balance: 0,
      total_earned: 0,
      total_spent: 0,
    }

  app.get(
    '/integral/getIntegral',
    { schema: { ...loginSchema, summary: 'Points balance and the earning rules', response: { 200: Envelope(C.IntegralRes) } } },
    async (req) => {
      const a = await account(req.user.userId, req.ctx.hospitalId)
      const rules = await db.selectFrom('integral_rule').selectAll().where('hospital_id', '=', req.ctx.hospitalId).orderBy('id').execute()
      const data: IntegralRes = {
        integral: a.balance,
        totalEarned: a.total_earned,
        totalSpent: a.total_spent,
        rules: rules.map((r) => ({ id: r.id, ruleName: r.rule_name, ruleDesc: r.rule_desc, integral: r.integral })),
      }
      return ok(data)
    },
  )

  app.get(
    '/integral/getRecords',
    {
      schema: {
        ...loginSchema,
        summary: 'Points history, newest first (changeType 1 earned, 2 spent)',
        querystring: C.IntegralRecordsReq,
        response: { 200: Envelope(C.IntegralRecordsRes) },
      },
    },
    async (req) => {
      const { pageNum, pageSize, changeType } = req.query
      let q = db.selectFrom('integral_record').where('user_id', '=', req.user.userId).where('hospital_id', '=', req.ctx.hospitalId)
      if (changeType !== undefined) q = q.where('change_type', '=', changeType)
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
      const rows = await q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(offsetOf(pageNum, pageSize))
        .execute()
      const list: IntegralRecord[] = rows.map((r) => ({
        id: r.id,
        changeType: r.change_type as 1 | 2,
        integral: r.integral,
        balance: r.balance,
        remark: r.remark,
        createTime: fmtReq(r.created_at),
      }))
      return ok(pageResult(list, total, pageNum, pageSize))
    },
  )

  app.get(
    '/integral/getCouponBatch',
    { schema: { ...loginSchema, summary: 'Coupon batches that can be bought with points', response: { 200: Envelope(C.CouponBatchRes) } } },
    async (req) => {
      const userId = req.user.userId
      const hospitalId = req.ctx.hospitalId
      const now = app.deps.now()
      const [items, a, fresh] = await Promise.all([
        db
          .selectFrom('integral_item as i')
          .innerJoin('coupon_rule as c', 'c.id', 'i.coupon_rule_id')
          .selectAll('c')
          .select(['i.id as item_id', 'i.integral', 'i.stock', 'i.exchanged_num', 'i.limit_num'])
          .where('i.hospital_id', '=', hospitalId)
          .orderBy('i.sort')
          .execute(),
        account(userId, hospitalId),
        isNewUser(db, userId, now),
      ])
      const mine = items.length
        ? await db
            .selectFrom('user_coupon')
            .select((eb) => ['coupon_batch', eb.fn.countAll<number>().as('n')])
            .where('user_id', '=', userId)
            .where(
              'coupon_batch',
              'in',
              items.map((i: any) => i.item_id),
            )
            .groupBy('coupon_batch')
            .execute()
        : []
      const data: CouponBatch[] = items.map((i: any) => {
        const used = Number(mine.find((m) => m.coupon_batch === i.item_id)?.n ?? 0)
        const reason =
          i.exchanged_num >= i.stock
            ? '已兑完'
            : i.limit_num > 0 && used >= i.limit_num
              ? '已达兑换上限'
              : a.balance < i.integral
                ? '积分不足'
                : null
        return {
          couponBatch: i.item_id,
          integral: i.integral,
          stock: Math.max(0, i.stock - i.exchanged_num),
          exchangedNum: i.exchanged_num,
          limitNum: i.limit_num,
          userExchangedNum: used,
          canExchange: reason === null,
          reason,
          coupon: { ...toCouponRule(i, now, 0, fresh), userCouponFail: null },
        }
      })
      return ok(data)
    },
  )

  app.post(
    '/integral/conversion',
    {
      schema: {
        ...loginSchema,
        summary: 'Exchange points for a coupon batch (atomic; points never go negative)',
        body: C.ConversionReq,
        response: { 200: Envelope(C.ConversionRes) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const hospitalId = req.ctx.hospitalId
      const now = app.deps.now()
      const data = await db.transaction().execute(async (trx): Promise<ConversionRes> => {
        const item = await trx
          .selectFrom('integral_item')
          .selectAll()
          .where('id', '=', req.body.couponBatch)
          .where('hospital_id', '=', hospitalId)
          .forUpdate()
          .executeTakeFirst()
        if (!item) throw notFound(M.POINTS_ITEM_NOT_FOUND)
        if (item.limit_num > 0) {
          const used = Number(
            (
              await trx
                .selectFrom('user_coupon')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('user_id', '=', userId)
                .where('coupon_batch', '=', item.id)
                .executeTakeFirst()
            )?.n ?? 0,
          )
          if (used >= item.limit_num) throw badRequest(M.pointsExchangeLimit(item.limit_num))
        }
        const stock = await trx
          .updateTable('integral_item')
          .set({ exchanged_num: sql`exchanged_num + 1` })
          .where('id', '=', item.id)
          .where('exchanged_num', '<', sql<number>`stock`)
          .executeTakeFirst()
        if (Number(stock.numUpdatedRows) === 0) throw badRequest(M.POINTS_ITEM_EXCHANGED_OUT)
        const paid = await trx
          .updateTable('integral_account')
          .set({ balance: sql`balance - ${item.integral}`, total_spent: sql`total_spent + ${item.integral}` })
          .where('user_id', '=', userId)
          .where('hospital_id', '=', hospitalId)
          .where('balance', '>=', item.integral)
          .returning('balance')
          .executeTakeFirst()
        if (!paid) throw badRequest(M.POINTS_NOT_ENOUGH)
        const rule = await trx
          .selectFrom('coupon_rule')
          .selectAll()
          .where('id', '=', item.coupon_rule_id)
          .forUpdate()
          .executeTakeFirstOrThrow()
        const userCouponId = await grantCoupon(trx, rule, { userId, hospitalId, now, source: 2, couponBatch: item.id })
        await trx
          .insertInto('integral_record')
          .values({
            user_id: userId,
            hospital_id: hospitalId,
            change_type: 2,
            integral: -item.integral,
            balance: paid.balance,
            remark: `兑换${rule.coupon_name}`,
            created_at: now,
          })
          .execute()
        return { userCouponId, integral: paid.balance }
      })
      return ok(data)
    },
  )
}
