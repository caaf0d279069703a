/**
 * The pay-success page (支付有礼) in the staff console (issue 33 item 2: "coupon rules and grants … the pay-success
 * gift"), under /staff, permission content:manage, always the session's hospital: the banner (an uploaded picture),
 * the app page it opens (a path of the route table, src/domain/appPages), the tip, the recommended goods and the coupon
 * rules every paid order brings. Goods and coupons must be the hospital's own; the write is audited in its
 * transaction; the patient's /paySuccess reads the same row (shopConfig/paySuccessPage, market/paySuccess).
 */
import { STAFF_GOODS_PATHS, StaffPaySuccessConfig, StaffPaySuccessSaveReq } from '../../../contract/staffGoods'
import { Envelope } from '../../../contract/lib'
import { APP_PAGE_PATHS } from '../../../src/domain/appPages'
import * as M from '../../../src/domain/messages/staffGoods'
import { asset } from '../../lib/assets'
import { badRequest, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { fmt } from '../../lib/time'
import { staffScope, type ScopedDb } from '../staff'
import { isOwnUpload } from '../catalog/images'

const rel = (p: string) => p.slice('/staff'.length)
const access = { staff: { permission: 'content:manage' as const } }
const TIP_MAX = 100

async function configOf(db: ScopedDb) {
  return db.selectFrom('pay_success_config').selectAll().where('hospital_id', '=', db.hospitalId).executeTakeFirst()
}

export const staffPaySuccessRoutes: TypedRoutePlugin = async (app) => {
  const view = (row: Awaited<ReturnType<typeof configOf>>): StaffPaySuccessConfig =>
    row
      ? {
          bannerPath: row.banner_path,
          bannerUrl: row.banner_path ? asset(app, row.banner_path) : null,
          bannerLink: row.banner_link,
          tip: row.tip,
          goodsIds: row.goods_ids as unknown as number[],
          giftRuleIds: row.gift_rule_ids as unknown as number[],
          updatedAt: fmt(row.updated_at),
        }
      : { bannerPath: null, bannerUrl: null, bannerLink: null, tip: null, goodsIds: [], giftRuleIds: [], updatedAt: null }

  app.get(
    rel(STAFF_GOODS_PATHS.paySuccess),
    { schema: { response: { 200: Envelope(StaffPaySuccessConfig) } }, config: access },
    async (req) => ok(view(await configOf(staffScope(req)))),
  )

  app.post(
    rel(STAFF_GOODS_PATHS.paySuccessSave),
    { schema: { body: StaffPaySuccessSaveReq, response: { 200: Envelope(StaffPaySuccessConfig) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const tip = (b.tip ?? '').trim()
      if ([...tip].length > TIP_MAX) throw badRequest(M.STAFF_PAY_SUCCESS_TIP_TOO_LONG)
      const link = (b.bannerLink ?? '').trim()
      const linkPath = link.split('?')[0]
      if (link && !APP_PAGE_PATHS.has(linkPath)) throw badRequest(M.STAFF_PAY_SUCCESS_LINK_UNKNOWN(linkPath))
      const goodsIds = [...new Set(b.goodsIds)]
      const giftRuleIds = [...new Set(b.giftRuleIds)]
      await scope.write({ action: 'pay-success.update', objectType: 'pay-success' }, async (tx, audit) => {
        const old = await tx
          .selectFrom('pay_success_config')
          .selectAll()
          .where('hospital_id', '=', tx.hospitalId)
          .forUpdate()
          .executeTakeFirst()
        const banner = (b.bannerPath ?? '').trim()
        if (banner && banner !== old?.banner_path) {
          // a new picture: one this hospital uploaded (the stored one may also be a seeded /assets/ path)
          if (!(await isOwnUpload(tx, banner))) throw badRequest(M.STAFF_PAY_SUCCESS_IMAGE_UNKNOWN)
        }
        if (goodsIds.length) {
          const found = await tx.selectFrom('goods').select('id').where('id', 'in', goodsIds).execute()
          if (found.length !== goodsIds.length) throw badRequest(M.STAFF_PAY_SUCCESS_GOODS_UNKNOWN)
        }
        if (giftRuleIds.length) {
          const found = await tx.selectFrom('coupon_rule').select('id').where('id', 'in', giftRuleIds).execute()
          if (found.length !== giftRuleIds.length) throw badRequest(M.STAFF_PAY_SUCCESS_GIFT_UNKNOWN)
        }
        const values = {
          banner_path: banner || null,
          banner_link: link || null,
          tip: tip || null,
          goods_ids: JSON.stringify(goodsIds),
          gift_rule_ids: JSON.stringify(giftRuleIds),
          updated_at: scope.now,
        }
        if (old) await tx.updateTable('pay_success_config').set(values).execute()
        else
          await tx.unscoped
            .insertInto('pay_success_config')
            .values({ ...values, hospital_id: tx.hospitalId })
            .execute()
        audit.changes = {
          before: old
            ? {
                bannerPath: old.banner_path,
                bannerLink: old.banner_link,
                tip: old.tip,
                goodsIds: old.goods_ids,
                giftRuleIds: old.gift_rule_ids,
              }
            : null,
          after: { bannerPath: values.banner_path, bannerLink: values.banner_link, tip: values.tip, goodsIds, giftRuleIds },
        }
      })
      return ok(view(await configOf(scope)))
    },
  )
}
