/**
 * The activity desk of the staff console (issue 33 item 2), under /staff, permission content:manage, always the
 * session's hospital: seckill, group-buy and special activities (the `activity` table, type 1 / 2 / 3, and their goods
 * lines) and full-reduction / gift promotions (`promotion`, its tiers and goods) — list, create, edit, end early.
 * A draft is checked by src/domain/staff/activities.ts with the checkout's own rules (the price cap of `priceOrder`,
 * one activity and one promotion per goods at a time, team rules, tiers walked by `fullReductionDiscount`): what
 * the checkout would refuse cannot be saved. Writes are audited in their transaction; the shop's reads (goods page,
 * seckill list, checkout) see them at once (the read cache drops what depends on a written table).
 */
import { sql, type Selectable } from 'kysely'
import {
  STAFF_ACTIVITY_PATHS,
  StaffActivity,
  StaffActivityListRes,
  StaffActivityQuery,
  StaffActivitySaveReq,
  StaffEndReq,
  StaffPromotion,
  StaffPromotionListRes,
  StaffPromotionQuery,
  StaffPromotionSaveReq,
} from '../../../contract/staffActivities'
import { Envelope } from '../../../contract/lib'
import * as M from '../../../src/domain/messages/staffActivity'
import { checkActivityDraft, checkPromotionDraft, overlapping, windowOf } from '../../../src/domain/staff/activities'
import type { ActivityTable, PromotionTable, PromotionTierJson } from '../../lib/db/tables/browse'
import { badRequest, notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { fmtReq, ms } from '../../lib/time'
import { staffScope, type ScopedDb } from '../staff'
import { statusOf } from './service'

const rel = (p: string) => p.slice('/staff'.length)
const like = (kw: string) => `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
type ActRow = Selectable<ActivityTable>
type PromoRow = Selectable<PromotionTable>

async function nextId(db: ScopedDb): Promise<number> {
  const r = await sql<{ id: string }>`select nextval('catalog_console_id_seq') as id`.execute(db.unscoped)
  return Number(r.rows[0].id)
}

const skuName = (d: unknown) => ((d ?? []) as Array<{ value: string }>).map((x) => x.value).join(' / ')
const dateOf = (d: Date) => new Date(ms(d) as number)

async function activityViews(db: ScopedDb, rows: ActRow[], now: Date): Promise<StaffActivity[]> {
  if (rows.length === 0) return []
  const lines = await db.unscoped
    .selectFrom('activity_goods as ag')
    .innerJoin('goods as g', 'g.id', 'ag.goods_id')
    .leftJoin('goods_sku as s', 's.id', 'ag.sku_id')
    .select(['ag.activity_id', 'ag.goods_id', 'ag.sku_id', 'ag.activity_price_cents', 'ag.activity_stock_num', 'ag.activity_num'])
    .select(['g.goods_name', 's.sku_data'])
    .where(
      'ag.activity_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('ag.status', '=', 1)
    .orderBy('ag.id')
    .execute()
  const goodsIds = [...new Set(lines.map((l) => l.goods_id))]
  const skus = goodsIds.length
    ? await db.unscoped.selectFrom('goods_sku').select(['id', 'goods_id', 'price_cents']).where('goods_id', 'in', goodsIds).execute()
    : []
  const priceOf = (goodsId: number, skuId: number | null) => {
    const list = skus.filter((s) => s.goods_id === goodsId && (skuId === null || s.id === skuId)).map((s) => s.price_cents)
    return list.length ? Math.min(...list) : 0
  }
  return rows.map((a) => ({
    id: a.id,
    type: a.type === 2 || a.type === 3 ? a.type : 1,
    activityName: a.activity_name,
    periodBegin: fmtReq(a.period_begin),
    periodEnd: fmtReq(a.period_end),
    status: statusOf(a, now),
    purchaseMax: a.purchase_max,
    singleLimit: a.single_limit,
    teamNum: a.team_num,
    teamHours: a.team_hours,
    activityDescribe: a.activity_describe,
    lines: lines
      .filter((l) => l.activity_id === a.id)
      .map((l) => ({
        goodsId: l.goods_id,
        skuId: l.sku_id,
        goodsName: l.goods_name,
        skuName: l.sku_id === null ? null : skuName(l.sku_data),
        priceFen: priceOf(l.goods_id, l.sku_id),
        activityPriceFen: l.activity_price_cents,
        stock: l.activity_stock_num,
        sold: l.activity_num,
      })),
  }))
}

async function ownActivity(db: ScopedDb, id: number, lock = false): Promise<ActRow> {
  let q = db.selectFrom('activity').selectAll().where('id', '=', id)
  if (lock) q = q.forUpdate()
  const r = (await q.executeTakeFirst()) as ActRow | undefined
  if (!r) throw notFound(M.STAFF_ACTIVITY_NOT_FOUND)
  return r
}

function promotionView(p: PromoRow, goodsIds: number[], now: Date): StaffPromotion {
  const tiers = p.tiers as unknown as PromotionTierJson[]
  return {
    id: p.id,
    activityName: p.activity_name,
    periodBegin: fmtReq(p.period_begin),
    periodEnd: fmtReq(p.period_end),
    status: statusOf(p, now),
    activityDescribe: p.activity_describe,
    tiers: tiers.map((t) => ({
      totalAmount: t.totalAmount,
      type: t.type === 2 ? 2 : 1,
      amount: t.amount,
      giftNum: t.giftNum,
      gifts: t.gifts,
      couponRuleIds: t.couponRuleIds,
    })),
    goodsIds,
  }
}

async function promotionViews(db: ScopedDb, rows: PromoRow[], now: Date): Promise<StaffPromotion[]> {
  if (rows.length === 0) return []
  const pg = await db.unscoped
    .selectFrom('promotion_goods')
    .selectAll()
    .where(
      'promotion_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('goods_id')
    .execute()
  return rows.map((p) =>
    promotionView(
      p,
      pg.filter((x) => x.promotion_id === p.id).map((x) => x.goods_id),
      now,
    ),
  )
}

async function ownPromotion(db: ScopedDb, id: number, lock = false): Promise<PromoRow> {
  let q = db.selectFrom('promotion').selectAll().where('id', '=', id)
  if (lock) q = q.forUpdate()
  const r = (await q.executeTakeFirst()) as PromoRow | undefined
  if (!r) throw notFound(M.STAFF_ACTIVITY_NOT_FOUND)
  return r
}

/** the own hospital's goods among these ids (all of them, or a 400) */
async function ownGoods(db: ScopedDb, ids: number[], message: string): Promise<void> {
  if (ids.length === 0) return
  const found = await db.selectFrom('goods').select('goods.id').where('goods.id', 'in', ids).execute()
  if (found.length !== new Set(ids).size) throw badRequest(message)
}

/** an end-early window: ends now; one that had not started yet starts (and ends) now */
function endedNow(begin: Date, now: Date): { period_begin: Date; period_end: Date } {
  const b = dateOf(begin)
  return { period_begin: b.getTime() > now.getTime() ? now : b, period_end: now }
}

export const staffActivityRoutes: TypedRoutePlugin = async (app) => {
  const access = { staff: { permission: 'content:manage' as const } }

  // ---------------------------------------------------------------- seckill, group buy, special

  app.get(
    rel(STAFF_ACTIVITY_PATHS.activities),
    { schema: { querystring: StaffActivityQuery, response: { 200: Envelope(StaffActivityListRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const pageSize = req.query.pageSize ?? 20
      let q = scope.selectFrom('activity')
      if (req.query.type) q = q.where('activity.type', '=', req.query.type)
      const kw = req.query.keyword?.trim()
      if (kw) q = q.where('activity.activity_name', 'ilike', like(kw))
      const [rows, count] = await Promise.all([
        q
          .selectAll()
          .orderBy('activity.id', 'desc')
          .limit(pageSize)
          .offset(((req.query.pageNum ?? 1) - 1) * pageSize)
          .execute() as Promise<ActRow[]>,
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow() as Promise<{ n: string }>,
      ])
      return ok({ list: await activityViews(scope, rows, scope.now), total: Number(count.n) })
    },
  )

  app.post(
    rel(STAFF_ACTIVITY_PATHS.activitySave),
    { schema: { body: StaffActivitySaveReq, response: { 200: Envelope(StaffActivity) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const now = scope.now
      const id = await scope.write(
        { action: b.id ? 'activity.update' : 'activity.create', objectType: 'activity', objectId: b.id },
        async (tx, audit) => {
          const old = b.id ? await ownActivity(tx, b.id, true) : null
          if (old && old.type !== b.type) throw notFound(M.STAFF_ACTIVITY_NOT_FOUND)
          const goodsIds = b.lines.map((l) => l.goodsId)
          await ownGoods(tx, goodsIds, M.STAFF_ACTIVITY_GOODS_UNKNOWN)
          const skus = goodsIds.length
            ? await tx.unscoped
                .selectFrom('goods_sku')
                .select(['id', 'goods_id', 'price_cents'])
                .where('goods_id', 'in', goodsIds)
                .execute()
            : []
          const oldLines = old
            ? await tx.unscoped.selectFrom('activity_goods').selectAll().where('activity_id', '=', old.id).forUpdate().execute()
            : []
          const lineOf = (goodsId: number, skuId: number | null) => oldLines.find((o) => o.goods_id === goodsId && o.sku_id === skuId)
          const lines = b.lines.map((l) => {
            const skuId = l.skuId ?? null
            return {
              goodsId: l.goodsId,
              skuId,
              activityPriceFen: l.activityPriceFen,
              stock: l.stock,
              skuPricesFen: skus.filter((s) => s.goods_id === l.goodsId && (skuId === null || s.id === skuId)).map((s) => s.price_cents),
              sold: lineOf(l.goodsId, skuId)?.activity_num ?? 0,
            }
          })
          const draft = {
            ...b,
            teamNum: b.type === 2 ? b.teamNum : 0,
            teamHours: b.type === 2 ? b.teamHours : 0,
            lines,
          }
          const problem = checkActivityDraft(draft, now)
          if (problem) throw badRequest(problem)
          const w = windowOf(b.periodBegin, b.periodEnd, now)
          if (typeof w === 'string') throw badRequest(w)
          // one activity per goods at a time: the goods page and the checkout use only one (pickActivity); only the
          // part of the windows still ahead matters
          const others = await tx
            .selectFrom('activity')
            .innerJoin('activity_goods as ag', 'ag.activity_id', 'activity.id')
            .select(['activity.id', 'activity.activity_name', 'activity.period_begin', 'activity.period_end', 'ag.goods_id'])
            .where('ag.status', '=', 1)
            .where('ag.goods_id', 'in', goodsIds)
            // an activity over by now can never be live together with this one
            .where('activity.period_end', '>', w.begin.getTime() > now.getTime() ? w.begin : now)
            .where('activity.period_begin', '<', w.end)
            .execute()
          const clash = overlapping(
            { id: old?.id ?? 0, begin: w.begin, end: w.end, goodsIds },
            others.map((o) => ({
              id: o.id,
              name: o.activity_name,
              begin: dateOf(o.period_begin),
              end: dateOf(o.period_end),
              goodsIds: [o.goods_id],
            })),
          )
          if (clash) throw badRequest(M.STAFF_ACTIVITY_OVERLAP(clash.name))
          const values = {
            type: b.type,
            activity_name: b.activityName.trim(),
            period_begin: w.begin,
            period_end: w.end,
            purchase_max: b.purchaseMax,
            single_limit: b.singleLimit,
            team_num: draft.teamNum ?? 0,
            team_hours: draft.teamHours ?? 0,
            activity_describe: (b.activityDescribe ?? '').trim(),
          }
          let actId: number
          if (old) {
            await tx.updateTable('activity').set(values).where('id', '=', old.id).execute()
            actId = old.id
          } else {
            actId = await nextId(tx)
            await tx.unscoped
              .insertInto('activity')
              .values({ ...values, id: actId, hospital_id: tx.hospitalId, time_before: 0, show_price: 1 })
              .execute()
          }
          // lines: kept ones change price and stock, new ones are added, dropped ones are switched off (status 0)
          // — their sales and the patients' purchase counts stay attached to them
          const kept = new Set<number>()
          for (const l of lines) {
            const o = lineOf(l.goodsId, l.skuId)
            if (o) {
              kept.add(o.id)
              await tx.unscoped
                .updateTable('activity_goods')
                .set({ activity_price_cents: l.activityPriceFen, activity_stock_num: l.stock, status: 1 })
                .where('id', '=', o.id)
                .execute()
            } else {
              await tx.unscoped
                .insertInto('activity_goods')
                .values({
                  id: await nextId(tx),
                  activity_id: actId,
                  goods_id: l.goodsId,
                  sku_id: l.skuId,
                  activity_price_cents: l.activityPriceFen,
                  activity_discount_price_cents: null,
                  activity_stock_num: l.stock,
                  activity_stock_flag: 1,
                  activity_num: 0,
                  status: 1,
                })
                .execute()
            }
          }
          const dropped = oldLines.filter((o) => !kept.has(o.id) && o.status === 1).map((o) => o.id)
          if (dropped.length) await tx.unscoped.updateTable('activity_goods').set({ status: 0 }).where('id', 'in', dropped).execute()
          audit.objectId = actId
          audit.changes = {
            before: old ? { name: old.activity_name, begin: fmtReq(old.period_begin), end: fmtReq(old.period_end) } : null,
            after: { ...values, lines: lines.map(({ skuPricesFen: _p, ...l }) => l) },
          }
          return actId
        },
      )
      return ok((await activityViews(scope, [await ownActivity(scope, id)], now))[0])
    },
  )

  app.post(
    rel(STAFF_ACTIVITY_PATHS.activityEnd),
    { schema: { body: StaffEndReq, response: { 200: Envelope(StaffActivity) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const now = scope.now
      await scope.write({ action: 'activity.end', objectType: 'activity', objectId: req.body.id }, async (tx, audit) => {
        const a = await ownActivity(tx, req.body.id, true)
        if (statusOf(a, now) === 3) throw badRequest(M.STAFF_ACTIVITY_ALREADY_ENDED)
        const w = endedNow(a.period_begin, now)
        await tx.updateTable('activity').set(w).where('id', '=', a.id).execute()
        audit.changes = { before: { end: fmtReq(a.period_end) }, after: { end: fmtReq(now) } }
      })
      return ok((await activityViews(scope, [await ownActivity(scope, req.body.id)], now))[0])
    },
  )

  // ---------------------------------------------------------------- full reduction / gifts

  app.get(
    rel(STAFF_ACTIVITY_PATHS.promotions),
    { schema: { querystring: StaffPromotionQuery, response: { 200: Envelope(StaffPromotionListRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const pageSize = req.query.pageSize ?? 20
      let q = scope.selectFrom('promotion')
      const kw = req.query.keyword?.trim()
      if (kw) q = q.where('promotion.activity_name', 'ilike', like(kw))
      const [rows, count] = await Promise.all([
        q
          .selectAll()
          .orderBy('promotion.id', 'desc')
          .limit(pageSize)
          .offset(((req.query.pageNum ?? 1) - 1) * pageSize)
          .execute() as Promise<PromoRow[]>,
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow() as Promise<{ n: string }>,
      ])
      return ok({ list: await promotionViews(scope, rows, scope.now), total: Number(count.n) })
    },
  )

  app.post(
    rel(STAFF_ACTIVITY_PATHS.promotionSave),
    { schema: { body: StaffPromotionSaveReq, response: { 200: Envelope(StaffPromotion) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const now = scope.now
      const goodsIds = [...new Set(b.goodsIds)]
      const problem = checkPromotionDraft({ ...b, goodsIds }, now)
      if (problem) throw badRequest(problem)
      const w = windowOf(b.periodBegin, b.periodEnd, now)
      if (typeof w === 'string') throw badRequest(w)
      const id = await scope.write(
        { action: b.id ? 'promotion.update' : 'promotion.create', objectType: 'promotion', objectId: b.id },
        async (tx, audit) => {
          const old = b.id ? await ownPromotion(tx, b.id, true) : null
          await ownGoods(tx, goodsIds, M.STAFF_ACTIVITY_GOODS_UNKNOWN)
          const gifts = b.tiers.flatMap((t) => t.gifts)
          if (gifts.length) {
            await ownGoods(
              tx,
              gifts.map((g) => g.goodsId),
              M.STAFF_PROMOTION_GIFT_UNKNOWN,
            )
            const skus = await tx.unscoped
              .selectFrom('goods_sku')
              .select(['id', 'goods_id'])
              .where(
                'id',
                'in',
                gifts.map((g) => g.skuId),
              )
              .execute()
            if (gifts.some((g) => !skus.some((s) => s.id === g.skuId && s.goods_id === g.goodsId)))
              throw badRequest(M.STAFF_PROMOTION_GIFT_UNKNOWN)
          }
          const couponIds = [...new Set(b.tiers.flatMap((t) => t.couponRuleIds))]
          if (couponIds.length) {
            const found = await tx.selectFrom('coupon_rule').select('coupon_rule.id').where('coupon_rule.id', 'in', couponIds).execute()
            if (found.length !== couponIds.length) throw badRequest(M.STAFF_PROMOTION_COUPON_UNKNOWN)
          }
          // one promotion per goods at a time: the checkout prices a line with the first one it finds
          const others = await tx
            .selectFrom('promotion')
            .innerJoin('promotion_goods as pg', 'pg.promotion_id', 'promotion.id')
            .select(['promotion.id', 'promotion.activity_name', 'promotion.period_begin', 'promotion.period_end', 'pg.goods_id'])
            .where('pg.goods_id', 'in', goodsIds)
            .where('promotion.period_end', '>', w.begin.getTime() > now.getTime() ? w.begin : now)
            .where('promotion.period_begin', '<', w.end)
            .execute()
          const clash = overlapping(
            { id: old?.id ?? 0, begin: w.begin, end: w.end, goodsIds },
            others.map((o) => ({
              id: o.id,
              name: o.activity_name,
              begin: dateOf(o.period_begin),
              end: dateOf(o.period_end),
              goodsIds: [o.goods_id],
            })),
          )
          if (clash) throw badRequest(M.STAFF_PROMOTION_OVERLAP(clash.name))
          const tiers: PromotionTierJson[] = b.tiers.map((t) => ({
            totalAmount: t.totalAmount,
            type: t.type,
            amount: t.amount,
            giftNum: t.giftNum,
            gifts: t.gifts.map((g) => ({ goodsId: g.goodsId, skuId: g.skuId, giftAmount: g.giftAmount })),
            couponRuleIds: t.couponRuleIds,
          }))
          const values = {
            activity_name: b.activityName.trim(),
            rule_type: 1,
            period_begin: w.begin,
            period_end: w.end,
            activity_describe: (b.activityDescribe ?? '').trim(),
            tiers: JSON.stringify(tiers),
          }
          let pid: number
          if (old) {
            await tx.updateTable('promotion').set(values).where('id', '=', old.id).execute()
            await tx.unscoped.deleteFrom('promotion_goods').where('promotion_id', '=', old.id).execute()
            pid = old.id
          } else {
            pid = await nextId(tx)
            await tx.unscoped
              .insertInto('promotion')
              .values({ ...values, id: pid, hospital_id: tx.hospitalId })
              .execute()
          }
          await tx.unscoped
            .insertInto('promotion_goods')
            .values(goodsIds.map((g) => ({ promotion_id: pid, goods_id: g })))
            .execute()
          audit.objectId = pid
          audit.changes = {
            before: old ? { name: old.activity_name, tiers: old.tiers } : null,
            after: { ...values, tiers, goodsIds },
          }
          return pid
        },
      )
      return ok((await promotionViews(scope, [await ownPromotion(scope, id)], now))[0])
    },
  )

  app.post(
    rel(STAFF_ACTIVITY_PATHS.promotionEnd),
    { schema: { body: StaffEndReq, response: { 200: Envelope(StaffPromotion) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const now = scope.now
      await scope.write({ action: 'promotion.end', objectType: 'promotion', objectId: req.body.id }, async (tx, audit) => {
        const p = await ownPromotion(tx, req.body.id, true)
        if (statusOf(p, now) === 3) throw badRequest(M.STAFF_ACTIVITY_ALREADY_ENDED)
        await tx.updateTable('promotion').set(endedNow(p.period_begin, now)).where('id', '=', p.id).execute()
        audit.changes = { before: { end: fmtReq(p.period_end) }, after: { end: fmtReq(now) } }
      })
      return ok((await promotionViews(scope, [await ownPromotion(scope, req.body.id)], now))[0])
    },
  )
}
