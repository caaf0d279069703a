/**
 * The coupon desk of the staff console (issue 33 item 1), under /staff, permission content:manage, always the
 * session's hospital: coupon rules (amount / discount / per-threshold face, threshold, validity window or days
 * after claiming, claim window, per-user limit, total, the goods it applies to) and grants to a registered
 * patient by phone. A rule is checked by src/domain/staff/catalog.ts `checkCouponDraft`, which ends with the
 * checkout's own `evaluateCoupon`: a rule the checkout would refuse cannot be saved. Writes are audited in their
 * transaction; the shop's reads (coupon centre, claim, checkout) see them at once (the read cache's NOTIFY).
 */
import { sql, type Selectable, type Transaction } from 'kysely'
import {
  STAFF_GOODS_PATHS,
  StaffCoupon,
  StaffCouponGrantReq,
  StaffCouponGrantRes,
  StaffCouponListRes,
  StaffCouponQuery,
  StaffCouponSaveReq,
} from '../../../contract/staffGoods'
import { Envelope } from '../../../contract/lib'
import { couponConditionText, couponValueText } from '../../../src/domain/couponText'
import * as M from '../../../src/domain/messages/staffGoods'
import { checkCouponDraft, couponLikeOf } from '../../../src/domain/staff/catalog'
import { parseDateTime } from '../../../src/domain/time'
import { isValidPhone } from '../../../src/domain/validation'
import type { DB } from '../../lib/db'
import type { CouponRuleTable } from '../../lib/db/tables/browse'
import { badRequest, notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { fmt } from '../../lib/time'
import { staffScope, type ScopedDb } from '../staff'
import { grantCoupon } from './user-coupons.service'

type Row = Selectable<CouponRuleTable>
const rel = (p: string) => p.slice('/staff'.length)

function view(c: Row): StaffCoupon {
  const goodsIds = c.goods_ids as unknown as number[]
  const draft = {
    couponName: c.coupon_name,
    couponType: c.coupon_type,
    couponVal: c.coupon_val,
    reachType: c.reach_type,
    reachVal: c.reach_val,
    reqNum: c.req_num,
    couponTotal: c.coupon_total,
    goodsIds,
  }
  const like = couponLikeOf(draft)
  return {
    id: c.id,
    couponName: c.coupon_name,
    couponType: c.coupon_type === 2 || c.coupon_type === 3 ? c.coupon_type : 1,
    couponVal: c.coupon_val,
    reachType: c.reach_type === 1 || c.reach_type === 2 ? c.reach_type : 0,
    reachVal: c.reach_val,
    periodBegin: fmt(c.period_begin),
    periodEnd: fmt(c.period_end),
    periodDays: c.period_days,
    acquireBegin: fmt(c.acquire_begin),
    acquireEnd: fmt(c.acquire_end),
    reqNum: c.req_num,
    couponTotal: c.coupon_total,
    receivedNum: c.received_num,
    goodsIds,
    inCenter: c.in_center,
    newUser: c.new_user,
    couponDescribe: c.coupon_describe,
    conditionText: couponConditionText(like),
    valueText: couponValueText(like),
  }
}

async function ownRule(db: ScopedDb, id: number, lock = false): Promise<Row> {
  let q = db.selectFrom('coupon_rule').selectAll().where('id', '=', id)
  if (lock) q = q.forUpdate()
  const r = (await q.executeTakeFirst()) as Row | undefined
  if (!r) throw notFound(M.STAFF_COUPON_NOT_FOUND)
  return r
}

const at = (s: string | null | undefined): Date | null => (s && s.trim() ? parseDateTime(s.trim()) : null)

export const staffCouponRoutes: TypedRoutePlugin = async (app) => {
  const access = { staff: { permission: 'content:manage' as const } }

  app.get(
    rel(STAFF_GOODS_PATHS.coupons),
    { schema: { querystring: StaffCouponQuery, response: { 200: Envelope(StaffCouponListRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const pageSize = req.query.pageSize ?? 20
      let q = scope.selectFrom('coupon_rule')
      const kw = req.query.keyword?.trim()
      if (kw) q = q.where('coupon_rule.coupon_name', 'ilike', `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      const [rows, count] = await Promise.all([
        q
          .selectAll()
          .orderBy('coupon_rule.id', 'desc')
          .limit(pageSize)
          .offset(((req.query.pageNum ?? 1) - 1) * pageSize)
          .execute() as Promise<Row[]>,
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow() as Promise<{ n: string }>,
      ])
      return ok({ list: rows.map(view), total: Number(count.n) })
    },
  )

  app.post(
    rel(STAFF_GOODS_PATHS.couponSave),
    { schema: { body: StaffCouponSaveReq, response: { 200: Envelope(StaffCoupon) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const goodsIds = [...new Set(b.goodsIds)]
      const draft = { ...b, reachVal: b.reachType === 0 ? 0 : (b.reachVal ?? 0), goodsIds }
      const problem = checkCouponDraft(draft)
      if (problem) throw badRequest(problem)
      const fixed = b.periodDays === null || b.periodDays === undefined
      const values = {
        coupon_name: b.couponName.trim(),
        coupon_type: b.couponType,
        coupon_val: b.couponVal,
        reach_type: b.reachType,
        reach_val: draft.reachVal,
        period_begin: fixed ? at(b.periodBegin) : null,
        period_end: fixed ? at(b.periodEnd) : null,
        period_days: fixed ? null : (b.periodDays ?? null),
        acquire_begin: at(b.acquireBegin),
        acquire_end: at(b.acquireEnd),
        req_num: b.reqNum,
        coupon_total: b.couponTotal,
        goods_ids: JSON.stringify(goodsIds),
        in_center: b.inCenter ?? true,
        new_user: b.newUser ?? false,
        coupon_describe: (b.couponDescribe ?? '').trim(),
      }
      const id = await scope.write(
        { action: b.id ? 'coupon.update' : 'coupon.create', objectType: 'coupon', objectId: b.id },
        async (tx, audit) => {
          const old = b.id ? await ownRule(tx, b.id, true) : null
          if (goodsIds.length) {
            const found = await tx.selectFrom('goods').select('id').where('id', 'in', goodsIds).execute()
            if (found.length !== goodsIds.length) throw badRequest(M.STAFF_COUPON_GOODS_UNKNOWN)
          }
          const changes = { ...values, goods_ids: goodsIds }
          if (old) {
            if (b.couponTotal < old.received_num) throw badRequest(M.STAFF_COUPON_TOTAL_BELOW_RECEIVED(old.received_num))
            await tx.updateTable('coupon_rule').set(values).where('id', '=', old.id).execute()
            audit.changes = { before: { couponVal: old.coupon_val, reachVal: old.reach_val, total: old.coupon_total }, after: changes }
            return old.id
          }
          const r = await sql<{ id: string }>`select nextval('catalog_console_id_seq') as id`.execute(tx.unscoped)
          const newId = Number(r.rows[0].id)
          await tx.unscoped
            .insertInto('coupon_rule')
            .values({ ...values, id: newId, hospital_id: tx.hospitalId, received_num: 0 })
            .execute()
          audit.objectId = newId
          audit.changes = changes
          return newId
        },
      )
      return ok(view(await ownRule(scope, id)))
    },
  )

  app.post(
    rel(STAFF_GOODS_PATHS.couponGrant),
    { schema: { body: StaffCouponGrantReq, response: { 200: Envelope(StaffCouponGrantRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const phone = req.body.phone.replace(/\s+/g, '')
      const res = await scope.write({ action: 'coupon.grant', objectType: 'coupon', objectId: req.body.id }, async (tx, audit) => {
        const rule = await ownRule(tx, req.body.id, true)
        if (!isValidPhone(phone)) throw badRequest(M.STAFF_GRANT_PHONE_INVALID)
        const user = await tx.unscoped.selectFrom('app_user').select('id').where('phone', '=', phone).executeTakeFirst()
        if (!user) throw badRequest(M.STAFF_GRANT_USER_UNKNOWN)
        if (rule.received_num >= rule.coupon_total) throw badRequest(M.STAFF_GRANT_SOLD_OUT)
        audit.patientUserId = user.id
        // source 3: a gift (not counted against the patient's own claim limit)
        const userCouponId = await grantCoupon(tx.unscoped as Transaction<DB>, rule, {
          userId: user.id,
          hospitalId: tx.hospitalId,
          now: scope.now,
          source: 3,
        })
        audit.changes = { userCouponId }
        return { userCouponId, receivedNum: rule.received_num + 1 }
      })
      return ok(res)
    },
  )
}
