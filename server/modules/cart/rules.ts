/**
 * The confirm page's look-ups of the cart module: the pay methods of the caller's environment
 * (src/domain payChannelsFor) and the pre-appointment rule forms of goods (with their free slots).
 */
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../lib/errors'
import type { CombineGoodsOrderRuleReq, OrderRuleReq, OrderRuleRes, PayMethodRes } from '../../../contract/cart'
import type { RuleField } from '../../../contract/browse'
import { payChannelsFor, payChannelName, type ClientChannel } from '../../../src/domain/orders'
import { businessToday } from '../../../src/domain/time'
import * as M from '../../../src/domain/messages'

// ------------------------------------------------------------------ pay method

const CHANNEL_LABELS: Record<number, string> = {
  1: '招行支付宝支付',
  2: '招行微信支付',
  3: '微信支付',
  4: '微信支付',
  5: '支付宝支付',
  6: '支付宝支付',
}

/** the channels of the environment that have a provider (`offered`: server/payments offered; a channel without one is not listed) */
export function payMethods(env: ClientChannel, offered: (channel: number) => boolean = () => true): PayMethodRes {
  const list = payChannelsFor(env)
    .filter(offered)
    .map((c, i) => ({
      payChannel: c,
      payChannelName: payChannelName(c)!,
      label: CHANNEL_LABELS[c],
      isDefault: i === 0,
    }))
  return { env, list }
}

// ------------------------------------------------------------------ order rule form

export async function orderRule(app: FastifyInstance, hospitalId: number, q: OrderRuleReq): Promise<OrderRuleRes> {
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
      .where('closed', '=', false) // closed by the check-up desk
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

/** change a line or check / uncheck many; the cart view after it */
export async function combineOrderRules(app: FastifyInstance, hospitalId: number, q: CombineGoodsOrderRuleReq) {
  const ids = [...new Set(q.goodsIds.split(',').map(Number))]
  const out: OrderRuleRes[] = []
  for (const id of ids) out.push(await orderRule(app, hospitalId, { goodsId: id }))
  return out
}
