/**
 * /order-center cart endpoints of the buy journey (SPEC §7 Cart), on top of cart.ts (addCart,
 * sumCart, queryGoodsNum): queryCart (grouped lines, lost-efficacy lines, promotions with gifts,
 * totals by src/domain priceOrder), updateCart, delCart, queryStatus, saveCartBatch, queryPrice,
 * orderRule, combineGoodsOrderRule, payMethod (src/domain payChannelsFor), and the older
 * shoppingCart/* names as aliases. Every cart line is the caller's: other users' ids are 404.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { badRequest, notFound, ok } from '../../lib/errors'
import { requireUser } from '../../lib/auth-scope'
import { clientEnv } from '../../lib/request-context'
import { Envelope } from '../../../contract/lib'
import {
  CartCountRes,
  CombineGoodsOrderRuleRes,
  DelCartRes,
  OrderRuleRes,
  PayMethodRes,
  PriceRes,
  QueryCartRes,
  QueryStatusRes,
  SaveCartBatchRes,
  type CartGroup,
  type CartLineStatus,
} from '../../../contract/cart'
import type { RuleField } from '../../../contract/browse'
import { allChecked } from '../../../src/domain/cart'
import { payChannelsFor, payChannelName, type ClientChannel } from '../../../src/domain/orders'
import { businessToday } from '../../../src/domain/time'
import { addToCart, cartCount } from './routes'
import { roleChoice } from '../order'
import { personSnapshots } from '../person'
import { cartInputs, cartLineView, discountInfos, heldCoupons, loadLines, priceLines, priceRes, type LoadedLine } from '../checkout'
import { idList, peInfoListSchema, serviceDataListSchema, serviceRolesSchema } from '../checkout'
import { idField } from '../../lib/schemas'
import { ApiError } from '../../lib/errors'
import * as M from '../../../src/domain/messages'

const tags = ['order-center']
const security = [{ token: [] }]

// ------------------------------------------------------------------ queryCart

export async function queryCart(app: FastifyInstance, userId: number, hospitalId: number): Promise<QueryCartRes> {
  const db = app.deps.db
  const now = app.deps.now()
  // a view: every read through the read cache (server/lib/cache); order creation reads the database
  const cachedReads = { cached: true }
  const lines = await loadLines(db, hospitalId, userId, await cartInputs(db, userId, hospitalId, undefined, cachedReads), now, cachedReads)
  const priced = priceLines(lines, [], 0, now)
  const valid = lines.filter((l) => !l.lostEfficacy)
  const groups = new Map<string, CartGroup>()
  for (const l of valid) {
    const g = l.goods!
    const inst = (g.service_institution as unknown as { name: string; address: string; phone?: string } | null) ?? null
    const groupType: 1 | 2 | 3 = g.goods_type === 1 || !inst ? 1 : g.deal_type === '01' ? 3 : 2
    const key = groupType === 1 ? 'goods' : `${groupType === 3 ? 'team' : 'inst'}:${inst!.name}`
    let group = groups.get(key)
    if (!group) {
      group = {
        groupKey: key,
        groupType,
        name: groupType === 1 ? '' : inst!.name,
        address: groupType === 1 ? '' : inst!.address,
        serviceInstitution: groupType === 1 ? null : inst,
        goodsList: [],
      }
      groups.set(key, group)
    }
    group.goodsList.push(cartLineView(app, l, priced, now))
  }
  const views = valid.map((l) => ({ checked: l.input.checked, lostEfficacy: false }))
  const count = await cartCount(app, userId, hospitalId)
  return {
    cartRespList: [...groups.values()],
    lostEfficacyList: lines.filter((l) => l.lostEfficacy).map((l) => cartLineView(app, l, null, now)),
    activityDiscountInfos: await discountInfos(app, db, lines, priced, undefined, true, cachedReads),
    goodsTotalMoney: priced.goodsTotalMoney.toNumber(),
    activityTotalDiscountMoney: priced.activityTotalDiscountMoney.toNumber(),
    couponDiscountMoney: priced.couponDiscountMoney.toNumber(),
    actualPrice: priced.payable.toNumber(),
    checkedNum: valid.filter((l) => l.input.checked).reduce((n, l) => n + l.input.goodsNum, 0),
    allChecked: allChecked(views),
    total: count.total,
  }
}

/** the caller's cart line or 404 */
async function ownLine(app: FastifyInstance, userId: number, hospitalId: number, cartId: number): Promise<LoadedLine> {
  const inputs = await cartInputs(app.deps.db, userId, hospitalId, [cartId])
  if (inputs.length === 0) throw notFound(M.CART_LINE_NOT_FOUND)
  const [line] = await loadLines(app.deps.db, hospitalId, userId, inputs, app.deps.now())
  return line
}

/** SPEC §4 service roles: each chosen person must belong to its role of the goods */
export async function checkServiceRoles(
  app: FastifyInstance,
  userId: number,
  line: LoadedLine,
  roles: Record<string, number>,
): Promise<void> {
  const list = (line.goods?.service_list as unknown as Array<{ id: number; serviceRoleName: string; persons: string[] }> | null) ?? []
  const persons = await personSnapshots(app.deps, userId, Object.values(roles))
  for (const [roleId, personId] of Object.entries(roles)) {
    const role = list.find((r) => String(r.id) === roleId)
    if (!role) throw badRequest(M.serviceRoleNotFoundMessage(roleId))
    if (!roleChoice(role, personId, persons)) throw badRequest(M.selectNamedMessage(role.serviceRoleName))
  }
}

// ------------------------------------------------------------------ pay method

const CHANNEL_LABELS: Record<number, string> = {
  1: '招行支付宝支付',
  2: '招行微信支付',
  3: '微信支付',
  4: '微信支付',
  5: '支付宝支付',
  6: '支付宝支付',
}

export function payMethods(env: ClientChannel): PayMethodRes {
  const list = payChannelsFor(env).map((c, i) => ({
    payChannel: c,
    payChannelName: payChannelName(c)!,
    label: CHANNEL_LABELS[c],
    isDefault: i === 0,
  }))
  return { env, list }
}

// ------------------------------------------------------------------ order rule form

async function orderRule(
  app: FastifyInstance,
  hospitalId: number,
  q: { goodsId?: number; categoryId?: number; goodsType?: number; dealType?: string },
): Promise<OrderRuleRes> {
  const db = app.deps.db
  const now = app.deps.now()
  let g = null
  if (q.goodsId !== undefined) {
    g = await db.selectFrom('goods').selectAll().where('id', '=', q.goodsId).where('hospital_id', '=', hospitalId).executeTakeFirst()
    if (!g) throw notFound(M.GOODS_NOT_FOUND)
  } else {
    // the form of the category / kind: the first goods of this hospital that matches
    let gq = db
      .selectFrom('goods')
      .selectAll()
      .where('hospital_id', '=', hospitalId)
      .where('status', '=', 1)
      .where('need_appoint', '=', true)
    if (q.categoryId !== undefined) gq = gq.where('category_id', '=', q.categoryId)
    if (q.goodsType !== undefined) gq = gq.where('goods_type', '=', q.goodsType)
    if (q.dealType !== undefined) gq = gq.where('deal_type', '=', q.dealType)
    g = (await gq.orderBy('id').executeTakeFirst()) ?? null
  }
  const fields = ((g?.rule_fields as unknown as RuleField[] | undefined) ?? []).map((f) => ({ ...f, value: f.value ?? '' }))
  let appointPool: OrderRuleRes['appointPool'] = []
  if (g?.need_appoint) {
    const today = businessToday(now)
    const rows = await db
      .selectFrom('appoint_pool')
      .selectAll()
      .where('goods_id', '=', g.id)
      .where('appointed_date', '>', today)
      .orderBy('appointed_date')
      .orderBy('appointed_time')
      .execute()
    const days = new Map<string, OrderRuleRes['appointPool'][number]>()
    for (const r of rows) {
      const d = days.get(r.appointed_date) ?? { appointedDate: r.appointed_date, poolList: [] }
      d.poolList.push({
        appointedTime: r.appointed_time,
        total: r.total,
        booked: r.booked,
        left: r.total - r.booked,
        full: r.booked >= r.total,
      })
      days.set(r.appointed_date, d)
    }
    appointPool = [...days.values()]
  }
  return { goodsId: g?.id ?? null, ruleFieldRelList: fields, needAppoint: !!g?.need_appoint, appointPool }
}

// ------------------------------------------------------------------ routes

export const cartJourneyRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db

  for (const url of ['/cart/queryCart', '/shoppingCart/queryCart']) {
    app.get(
      url,
      {
        preHandler: requireUser,
        schema: {
          tags,
          security,
          summary:
            'The cart: lines grouped by institution / service team, lost-efficacy lines, promotions with gifts, totals of the checked lines',
          response: { 200: Envelope(QueryCartRes) },
        },
      },
      async (req) => ok(await queryCart(app, req.user.userId, req.ctx.hospitalId)),
    )
  }
  app.get(
    '/shoppingCart/queryGoodsNum',
    {
      preHandler: requireUser,
      schema: { tags, security, summary: 'Cart badge count (older name)', response: { 200: Envelope(CartCountRes) } },
    },
    async (req) => ok(await cartCount(app, req.user.userId, req.ctx.hospitalId)),
  )

  type UpdateBody = {
    cartId?: number
    cartIds?: number[]
    goodsNum?: number
    skuId?: number
    checked?: boolean
    serviceDataList?: unknown[]
    serviceRoles?: Record<string, number>
    peInfoList?: unknown[]
  }
  for (const url of ['/cart/updateCart', '/shoppingCart/updateCart']) {
    app.post<{ Body: UpdateBody }>(
      url,
      {
        preHandler: requireUser,
        schema: {
          tags,
          security,
          summary:
            'Change a line (quantity re-limited by maxQuantity, sku, service data, service persons, exam info, checked) or check/uncheck many (cartIds)',
          body: {
            type: 'object',
            properties: {
              cartId: idField,
              cartIds: idList(),
              goodsNum: { type: 'integer', minimum: 1, maximum: 999 },
              skuId: idField,
              checked: { type: 'boolean' },
              serviceDataList: serviceDataListSchema,
              serviceRoles: serviceRolesSchema,
              peInfoList: peInfoListSchema,
            },
          },
          response: { 200: Envelope(QueryCartRes) },
        },
      },
      async (req) => {
        const userId = req.user.userId
        const hospitalId = req.ctx.hospitalId
        const now = app.deps.now()
        const b = req.body
        if (b.cartId === undefined && b.cartIds === undefined) throw badRequest(M.missingParamMessage('cartId'))
        if (b.cartIds) {
          if (b.checked === undefined) throw badRequest(M.missingParamMessage('checked'))
          const mine = await cartInputs(db, userId, hospitalId, b.cartIds)
          if (mine.length !== new Set(b.cartIds).size) throw notFound(M.CART_LINE_NOT_FOUND)
          // SPEC §4: a line that lost efficacy cannot be checked
          const lines = await loadLines(db, hospitalId, userId, mine, now)
          const ids = lines.filter((l) => !b.checked || !l.lostEfficacy).map((l) => l.input.cartId!)
          if (ids.length)
            await db
              .updateTable('cart')
              .set({ checked: b.checked, updated_at: now })
              .where('user_id', '=', userId)
              .where('id', 'in', ids)
              .execute()
          return ok(await queryCart(app, userId, hospitalId))
        }
        let line = await ownLine(app, userId, hospitalId, b.cartId!)
        const set: Record<string, unknown> = { updated_at: now }
        if (b.skuId !== undefined && b.skuId !== line.input.skuId) {
          const sku = await db
            .selectFrom('goods_sku')
            .select('id')
            .where('id', '=', b.skuId)
            .where('goods_id', '=', line.input.goodsId)
            .executeTakeFirst()
          if (!sku) throw badRequest(M.SKU_NOT_FOUND)
          let dq = db
            .selectFrom('cart')
            .select(['id', 'goods_num'])
            .where('user_id', '=', userId)
            .where('hospital_id', '=', hospitalId)
            .where('goods_id', '=', line.input.goodsId)
            .where('sku_id', '=', b.skuId)
          dq = line.input.activityId === null ? dq.where('activity_id', 'is', null) : dq.where('activity_id', '=', line.input.activityId)
          const dup = await dq.executeTakeFirst()
          const [re] = await loadLines(
            db,
            hospitalId,
            userId,
            [{ ...line.input, skuId: b.skuId, goodsNum: (b.goodsNum ?? line.input.goodsNum) + (dup?.goods_num ?? 0) }],
            now,
          )
          if (re.lostEfficacy) throw badRequest(re.lostReason)
          if (re.input.goodsNum > re.limit.max) throw badRequest(re.limit.message)
          if (dup) {
            await db.transaction().execute(async (trx) => {
              await trx.updateTable('cart').set({ goods_num: re.input.goodsNum, updated_at: now }).where('id', '=', dup.id).execute()
              await trx.deleteFrom('cart').where('id', '=', line.input.cartId!).where('user_id', '=', userId).execute()
            })
            return ok(await queryCart(app, userId, hospitalId))
          }
          set.sku_id = b.skuId
          line = re
        }
        if (b.goodsNum !== undefined) {
          if (line.lostEfficacy) throw badRequest(line.lostReason)
          if (b.goodsNum > line.limit.max) throw badRequest(line.limit.message)
          set.goods_num = b.goodsNum
        }
        if (b.checked !== undefined) {
          if (b.checked && line.lostEfficacy) throw badRequest(M.cannotCheckLineMessage(line.lostReason))
          set.checked = b.checked
        }
        if (b.serviceDataList !== undefined) set.service_data = JSON.stringify(b.serviceDataList)
        if (b.peInfoList !== undefined) set.pe_info = JSON.stringify(b.peInfoList)
        if (b.serviceRoles !== undefined) {
          await checkServiceRoles(app, userId, line, b.serviceRoles)
          set.service_roles = JSON.stringify(b.serviceRoles)
        }
        await db
          .updateTable('cart')
          .set(set as any)
          .where('id', '=', line.input.cartId!)
          .where('user_id', '=', userId)
          .execute()
        return ok(await queryCart(app, userId, hospitalId))
      },
    )
  }

  for (const url of ['/cart/delCart', '/shoppingCart/deleteCart']) {
    app.post<{ Body: { cartIds?: number[]; cartId?: number } }>(
      url,
      {
        preHandler: requireUser,
        schema: {
          tags,
          security,
          summary: 'Remove lines of the caller',
          body: { type: 'object', properties: { cartIds: idList(), cartId: idField } },
          response: { 200: Envelope(DelCartRes) },
        },
      },
      async (req) => {
        const userId = req.user.userId
        const ids = req.body.cartIds ?? (req.body.cartId !== undefined ? [req.body.cartId] : undefined)
        if (!ids) throw badRequest(M.missingParamMessage('cartIds'))
        const r = await db
          .deleteFrom('cart')
          .where('user_id', '=', userId)
          .where('hospital_id', '=', req.ctx.hospitalId)
          .where('id', 'in', ids)
          .executeTakeFirst()
        const deleted = Number(r.numDeletedRows)
        if (deleted === 0) throw notFound(M.CART_LINE_NOT_FOUND)
        return ok({ deleted, total: (await cartCount(app, userId, req.ctx.hospitalId)).total })
      },
    )
  }

  for (const url of ['/cart/queryStatus', '/shoppingCart/queryStatus']) {
    app.post<{ Body: { cartIds?: number[] } }>(
      url,
      {
        preHandler: requireUser,
        schema: {
          tags,
          security,
          summary: 'Validity and limits of lines (default: the checked ones) before confirming',
          body: { type: 'object', properties: { cartIds: idList() } },
          response: { 200: Envelope(QueryStatusRes) },
        },
      },
      async (req) => {
        const userId = req.user.userId
        const hospitalId = req.ctx.hospitalId
        let inputs = await cartInputs(db, userId, hospitalId, req.body.cartIds)
        if (req.body.cartIds && inputs.length !== new Set(req.body.cartIds).size) throw notFound(M.CART_LINE_NOT_FOUND)
        if (!req.body.cartIds) inputs = inputs.filter((i) => i.checked)
        const lines = await loadLines(db, hospitalId, userId, inputs, app.deps.now())
        const list: CartLineStatus[] = lines.map((l) => ({
          cartId: l.input.cartId!,
          lostEfficacy: l.lostEfficacy,
          lostReason: l.lostReason,
          maxNum: Math.max(0, l.limit.max),
          goodsNum: l.input.goodsNum,
          overLimit: l.input.goodsNum > l.limit.max,
          limitMessage: l.limit.message,
        }))
        return ok({ ok: list.length > 0 && list.every((x) => !x.lostEfficacy && !x.overLimit), list })
      },
    )
  }

  for (const url of ['/cart/saveCartBatch', '/shoppingCart/saveCartBatch']) {
    app.post<{
      Body: {
        list: Array<{
          goodsId: number
          skuId: number
          goodsNum: number
          activityId?: number
          serviceData?: Array<{ key: string; value: string }>
        }>
      }
    }>(
      url,
      {
        preHandler: requireUser,
        schema: {
          tags,
          security,
          summary: 'Add many lines (buy again); each item is added or refused with its message',
          body: {
            type: 'object',
            required: ['list'],
            properties: {
              list: {
                type: 'array',
                minItems: 1,
                maxItems: 50,
                items: {
                  type: 'object',
                  required: ['goodsId', 'skuId', 'goodsNum'],
                  properties: {
                    goodsId: idField,
                    skuId: idField,
                    goodsNum: { type: 'integer', minimum: 1, maximum: 999 },
                    activityId: idField,
                    serviceData: { type: 'array', maxItems: 50 },
                  },
                },
              },
            },
          },
          response: { 200: Envelope(SaveCartBatchRes) },
        },
      },
      async (req) => {
        const userId = req.user.userId
        const results: SaveCartBatchRes['results'] = []
        for (const item of req.body.list) {
          try {
            const r = await addToCart(app, userId, req.ctx.hospitalId, item as any)
            results.push({ goodsId: item.goodsId, skuId: item.skuId, cartId: r.cartId, message: null })
          } catch (e) {
            if (!(e instanceof ApiError)) throw e
            results.push({ goodsId: item.goodsId, skuId: item.skuId, cartId: null, message: e.message })
          }
        }
        return ok({ results, total: (await cartCount(app, userId, req.ctx.hospitalId)).total })
      },
    )
  }

  app.post<{ Body: { cartIds?: number[]; userCouponId?: number } }>(
    '/cart/queryPrice',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Totals of the checked (or given) lines with a coupon: best by default, 0 none (src/domain priceOrder)',
        body: { type: 'object', properties: { cartIds: idList(), userCouponId: { type: 'integer', minimum: 0 } } },
        response: { 200: Envelope(PriceRes) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const hospitalId = req.ctx.hospitalId
      const now = app.deps.now()
      let inputs = await cartInputs(db, userId, hospitalId, req.body.cartIds)
      if (req.body.cartIds) {
        if (inputs.length !== new Set(req.body.cartIds).size) throw notFound(M.CART_LINE_NOT_FOUND)
        inputs = inputs.map((i) => ({ ...i, checked: true }))
      } else inputs = inputs.filter((i) => i.checked)
      const lines = await loadLines(db, hospitalId, userId, inputs, now)
      const coupons = await heldCoupons(db, userId, hospitalId, now)
      const uc = req.body.userCouponId
      if (uc && !coupons.some((c) => c.userCouponId === uc)) throw badRequest(M.COUPON_NOT_USABLE)
      const res = await priceRes(app, db, lines, coupons, uc, now)
      if (uc && res.userCouponId !== uc) throw badRequest(M.COUPON_CONDITION_NOT_MET)
      return ok(res)
    },
  )

  const ruleQuery = {
    type: 'object',
    properties: {
      goodsId: idField,
      categoryId: idField,
      goodsType: { type: 'integer', enum: [1, 2, 3] },
      dealType: { type: 'string', maxLength: 10 },
    },
  }
  app.get<{ Querystring: { goodsId?: number; categoryId?: number; goodsType?: number; dealType?: string } }>(
    '/cart/orderRule',
    {
      schema: {
        tags,
        summary: 'The pre-appointment rule form (ruleFieldRelList) and appointment pool of a goods or category/kind',
        querystring: ruleQuery,
        response: { 200: Envelope(OrderRuleRes) },
      },
    },
    async (req) => ok(await orderRule(app, req.ctx.hospitalId, req.query)),
  )
  app.get<{ Querystring: { goodsIds: string } }>(
    '/cart/combineGoodsOrderRule',
    {
      schema: {
        tags,
        summary: 'Rule forms of several goods (goodsIds=1,2,3)',
        querystring: {
          type: 'object',
          required: ['goodsIds'],
          properties: { goodsIds: { type: 'string', pattern: '^\\d{1,10}(,\\d{1,10}){0,49}$' } },
        },
        response: { 200: Envelope(CombineGoodsOrderRuleRes) },
      },
    },
    async (req) => {
      const ids = [...new Set(req.query.goodsIds.split(',').map(Number))]
      const out: OrderRuleRes[] = []
      for (const id of ids) out.push(await orderRule(app, req.ctx.hospitalId, { goodsId: id }))
      return ok(out)
    },
  )

  app.get<{ Querystring: { channel?: string } }>(
    '/cart/payMethod',
    {
      schema: {
        tags,
        summary: "Payment channels for the caller's environment (src/domain payChannelsFor; appTag header or ?channel=)",
        querystring: {
          type: 'object',
          properties: { channel: { type: 'string', enum: ['wechat', 'miniProgram', 'alipay', 'alipayMiniProgram', 'none'] } },
        },
        response: { 200: Envelope(PayMethodRes) },
      },
    },
    async (req) => ok(payMethods(clientEnv(req, req.query.channel))),
  )
}
