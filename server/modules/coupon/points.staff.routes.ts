/**
 * The points desk of the staff console (issue 33 item 2), under /staff, permission content:manage, the session's
 * hospital: the earning rules the patient's points page lists (integral/getIntegral) and the exchange goods — coupon
 * rules bought with points (integral/getCouponBatch, POST integral/conversion). A draft is checked by
 * src/domain/staff/activities.ts with what the exchange checks (cost > 0, stock never below what was exchanged — the
 * table's own CHECK —, the per-person limit, 0 = none). Writes are audited in their transaction.
 */
import { sql } from 'kysely'
import {
  STAFF_ACTIVITY_PATHS,
  StaffEndReq,
  StaffPointsItemSaveReq,
  StaffPointsRes,
  StaffPointsRuleSaveReq,
} from '../../../contract/staffActivities'
import { Envelope } from '../../../contract/lib'
import * as M from '../../../src/domain/messages/staffActivity'
import { checkPointsItemDraft, checkPointsRuleDraft } from '../../../src/domain/staff/activities'
import { badRequest, notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { staffScope, type ScopedDb } from '../staff'

const rel = (p: string) => p.slice('/staff'.length)

async function nextId(db: ScopedDb): Promise<number> {
  const r = await sql<{ id: string }>`select nextval('catalog_console_id_seq') as id`.execute(db.unscoped)
  return Number(r.rows[0].id)
}

async function pointsOf(db: ScopedDb): Promise<StaffPointsRes> {
  const [rules, items] = await Promise.all([
    db.selectFrom('integral_rule').selectAll().orderBy('integral_rule.id').execute(),
    db
      .selectFrom('integral_item')
      .innerJoin('coupon_rule as c', 'c.id', 'integral_item.coupon_rule_id')
      .selectAll('integral_item')
      .select('c.coupon_name')
      .orderBy('integral_item.sort')
      .orderBy('integral_item.id')
      .execute(),
  ])
  return {
    rules: rules.map((r) => ({ id: r.id, ruleName: r.rule_name, ruleDesc: r.rule_desc, integral: r.integral })),
    items: items.map((i) => ({
      id: i.id,
      couponRuleId: i.coupon_rule_id,
      couponName: i.coupon_name,
      integral: i.integral,
      stock: i.stock,
      exchangedNum: i.exchanged_num,
      limitNum: i.limit_num,
      sort: i.sort,
    })),
  }
}

export const staffPointsRoutes: TypedRoutePlugin = async (app) => {
  const access = { staff: { permission: 'content:manage' as const } }

  app.get(rel(STAFF_ACTIVITY_PATHS.points), { schema: { response: { 200: Envelope(StaffPointsRes) } }, config: access }, async (req) =>
    ok(await pointsOf(staffScope(req))),
  )

  app.post(
    rel(STAFF_ACTIVITY_PATHS.pointsRuleSave),
    { schema: { body: StaffPointsRuleSaveReq, response: { 200: Envelope(StaffPointsRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const problem = checkPointsRuleDraft(b)
      if (problem) throw badRequest(problem)
      const values = { rule_name: b.ruleName.trim(), rule_desc: b.ruleDesc.trim(), integral: b.integral }
      await scope.write(
        { action: b.id ? 'points.rule.update' : 'points.rule.create', objectType: 'points_rule', objectId: b.id },
        async (tx, audit) => {
          if (b.id) {
            const old = await tx.selectFrom('integral_rule').selectAll().where('integral_rule.id', '=', b.id).forUpdate().executeTakeFirst()
            if (!old) throw notFound(M.STAFF_POINTS_RULE_NOT_FOUND)
            await tx.updateTable('integral_rule').set(values).where('integral_rule.id', '=', b.id).execute()
            audit.changes = { before: { ruleName: old.rule_name, integral: old.integral }, after: values }
          } else {
            const id = await nextId(tx)
            await tx.unscoped
              .insertInto('integral_rule')
              .values({ ...values, id, hospital_id: tx.hospitalId })
              .execute()
            audit.objectId = id
            audit.changes = values
          }
        },
      )
      return ok(await pointsOf(scope))
    },
  )

  app.post(
    rel(STAFF_ACTIVITY_PATHS.pointsRuleRemove),
    { schema: { body: StaffEndReq, response: { 200: Envelope(StaffPointsRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      await scope.write({ action: 'points.rule.remove', objectType: 'points_rule', objectId: req.body.id }, async (tx, audit) => {
        const old = await tx.selectFrom('integral_rule').selectAll().where('integral_rule.id', '=', req.body.id).executeTakeFirst()
        if (!old) throw notFound(M.STAFF_POINTS_RULE_NOT_FOUND)
        await tx.unscoped.deleteFrom('integral_rule').where('id', '=', old.id).where('hospital_id', '=', tx.hospitalId).execute()
        audit.changes = { before: { ruleName: old.rule_name, integral: old.integral } }
      })
      return ok(await pointsOf(scope))
    },
  )

  app.post(
    rel(STAFF_ACTIVITY_PATHS.pointsItemSave),
    { schema: { body: StaffPointsItemSaveReq, response: { 200: Envelope(StaffPointsRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      await scope.write(
        { action: b.id ? 'points.item.update' : 'points.item.create', objectType: 'points_item', objectId: b.id },
        async (tx, audit) => {
          const old = b.id
            ? await tx.selectFrom('integral_item').selectAll().where('integral_item.id', '=', b.id).forUpdate().executeTakeFirst()
            : null
          if (b.id && !old) throw notFound(M.STAFF_POINTS_ITEM_NOT_FOUND)
          const problem = checkPointsItemDraft({ ...b, exchanged: old?.exchanged_num ?? 0 })
          if (problem) throw badRequest(problem)
          const coupon = await tx
            .selectFrom('coupon_rule')
            .select('coupon_rule.id')
            .where('coupon_rule.id', '=', b.couponRuleId)
            .executeTakeFirst()
          if (!coupon) throw badRequest(M.STAFF_POINTS_ITEM_COUPON_UNKNOWN)
          const values = { coupon_rule_id: b.couponRuleId, integral: b.integral, stock: b.stock, limit_num: b.limitNum, sort: b.sort ?? 0 }
          if (old) {
            await tx.updateTable('integral_item').set(values).where('integral_item.id', '=', old.id).execute()
            audit.changes = { before: { integral: old.integral, stock: old.stock, limitNum: old.limit_num }, after: values }
          } else {
            const id = await nextId(tx)
            await tx.unscoped
              .insertInto('integral_item')
              .values({ ...values, id, hospital_id: tx.hospitalId, exchanged_num: 0 })
              .execute()
            audit.objectId = id
            audit.changes = values
          }
        },
      )
      return ok(await pointsOf(scope))
    },
  )

  app.post(
    rel(STAFF_ACTIVITY_PATHS.pointsItemEnd),
    { schema: { body: StaffEndReq, response: { 200: Envelope(StaffPointsRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      await scope.write({ action: 'points.item.end', objectType: 'points_item', objectId: req.body.id }, async (tx, audit) => {
        const old = await tx
          .selectFrom('integral_item')
          .selectAll()
          .where('integral_item.id', '=', req.body.id)
          .forUpdate()
          .executeTakeFirst()
        if (!old) throw notFound(M.STAFF_POINTS_ITEM_NOT_FOUND)
        // no more exchanges (the exchange refuses once exchanged_num reaches stock); the history stays
        await tx.updateTable('integral_item').set({ stock: old.exchanged_num }).where('integral_item.id', '=', old.id).execute()
        audit.changes = { before: { stock: old.stock }, after: { stock: old.exchanged_num } }
      })
      return ok(await pointsOf(scope))
    },
  )
}
