/**
 * The cart (SPEC §7 Cart): add a sku (sku, stock, price display and activity checked, quantity limited
 * by src/domain/cart maxQuantity), the badge count (visitors 0), the cart view (grouped lines,
 * lost-efficacy lines, promotions with gifts, totals by src/domain priceOrder through the checkout
 * service), line changes, batch add, prices, the order rule forms and the pay methods. Every cart line
 * is the caller's: other users' ids are 404. SQL of the cart rows: repository.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ApiError, badRequest, notFound } from '../../lib/errors'
import { AddCartRes, CartCountRes } from '../../../contract/cart'
import type {
  AddCartReq,
  CartGroup,
  CartLineStatus,
  DelCartReq,
  QueryCartRes,
  QueryPriceReq,
  QueryStatusReq,
  SaveCartBatchReq,
  SaveCartBatchRes,
  UpdateCartReq,
} from '../../../contract/cart'
import { allChecked, maxQuantity } from '../../../src/domain/cart'
import { showSkuConfirm } from '../../../src/domain/pricing'
import { activityCardMessage } from '../../../src/domain/activity'
import * as M from '../../../src/domain/messages'
import { cartRows } from './repository'
import { statusOf } from '../promotion'
import { findGoods, requireSku } from '../catalog'
import { roleChoice } from '../order'
import { personSnapshots } from '../person'
import { cartInputs, cartLineView, discountInfos, heldCoupons, loadLines, priceLines, priceRes, type LoadedLine } from '../checkout'

export async function cartCount(app: FastifyInstance, userId: number | undefined, hospitalId: number): Promise<CartCountRes> {
  if (!userId) return { total: 0, kinds: 0 }
  const rows = await cartRows(app.deps.db, userId, hospitalId)
  return { total: rows.reduce((n, r) => n + r.goods_num, 0), kinds: rows.length }
}

/** addCart's rule set (also used by saveCartBatch): merges with the same goods/sku/activity line */
export async function addToCart(app: FastifyInstance, userId: number, hospitalId: number, b: AddCartReq): Promise<AddCartRes> {
  const db = app.deps.db
  const now = app.deps.now()
  const g = await findGoods(app, hospitalId, { goodsId: b.goodsId })
  if (b.goodsDistributeId !== undefined && b.goodsDistributeId !== g.goods_distribute_id) throw badRequest(M.GOODS_MISMATCH)
  const sku = await requireSku(app, g.id, b.skuId)
  if (!showSkuConfirm({ skuResolved: true, action: 'cart', priceShowMode: g.price_show_mode })) throw badRequest(M.CONSULT_BEFORE_CART)

  let activity: Parameters<typeof maxQuantity>[0]['activity'] = null
  if (b.activityId !== undefined) {
    const line = await db
      .selectFrom('activity_goods as ag')
      .innerJoin('activity as a', 'a.id', 'ag.activity_id')
      .selectAll('a')
      .select(['ag.id as ag_id', 'ag.sku_id', 'ag.activity_stock_num', 'ag.activity_stock_flag', 'ag.activity_num'])
      .where('a.id', '=', b.activityId)
      .where('a.hospital_id', '=', hospitalId)
      .where('ag.goods_id', '=', g.id)
      .where('ag.status', '=', 1)
      .where((eb) => eb.or([eb('ag.sku_id', 'is', null), eb('ag.sku_id', '=', sku.id)]))
      .executeTakeFirst()
    if (!line) throw badRequest(M.GOODS_NOT_IN_ACTIVITY)
    const status = statusOf(line, now)
    if (status === 1) throw badRequest(M.activityStateMessage(M.ACTIVITY_NOT_STARTED))
    if (status === 3) throw badRequest(M.activityStateMessage(M.ACTIVITY_ENDED))
    if (line.type === 2) throw badRequest(M.GROUP_BUY_ONLY_ON_ITS_PAGE)
    activity = {
      type: line.type,
      status,
      purchaseMax: line.purchase_max,
      hasBuyNum: 0, // no orders yet on this server; the buy journey counts bought quantities here
      singleLimit: line.single_limit,
      activityStockFlag: line.activity_stock_flag,
      activityStockNum: Math.max(0, line.activity_stock_num - line.activity_num),
    }
    const soldOut = activityCardMessage(activity)
    if (soldOut) throw badRequest(soldOut)
  }

  let q = db
    .selectFrom('cart')
    .select(['id', 'goods_num'])
    .where('user_id', '=', userId)
    .where('hospital_id', '=', hospitalId)
    .where('goods_id', '=', g.id)
    .where('sku_id', '=', sku.id)
  q = b.activityId === undefined ? q.where('activity_id', 'is', null) : q.where('activity_id', '=', b.activityId)
  const existing = await q.executeTakeFirst()
  const total = (existing?.goods_num ?? 0) + b.goodsNum
  const limit = maxQuantity({ goodsType: g.goods_type, stock: sku.stock, stockFlag: g.stock_flag, activity })
  if (limit.max <= 0) throw badRequest(limit.limit === 'stock' ? M.GOODS_SOLD_OUT : limit.message)
  if (total > limit.max) throw badRequest(limit.message)

  let cartId: number
  if (existing) {
    await db
      .updateTable('cart')
      .set({ goods_num: total, updated_at: now, ...(b.serviceData ? { service_data: JSON.stringify(b.serviceData) } : {}) })
      .where('id', '=', existing.id)
      .execute()
    cartId = existing.id
  } else {
    const row = await db
      .insertInto('cart')
      .values({
        user_id: userId,
        hospital_id: hospitalId,
        goods_id: g.id,
        goods_distribute_id: g.goods_distribute_id,
        sku_id: sku.id,
        goods_num: b.goodsNum,
        checked: true,
        activity_id: b.activityId ?? null,
        service_data: b.serviceData ? JSON.stringify(b.serviceData) : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    cartId = row.id
  }
  return { cartId, goodsNum: total, total: (await cartCount(app, userId, hospitalId)).total }
}

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

export async function updateCart(app: FastifyInstance, userId: number, hospitalId: number, b: UpdateCartReq) {
  const db = app.deps.db
  const now = app.deps.now()
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
    return await queryCart(app, userId, hospitalId)
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
      return await queryCart(app, userId, hospitalId)
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
  return await queryCart(app, userId, hospitalId)
}

/** remove lines of the caller's cart */
export async function deleteCartLines(app: FastifyInstance, userId: number, hospitalId: number, b: DelCartReq) {
  const db = app.deps.db
  const ids = b.cartIds ?? (b.cartId !== undefined ? [b.cartId] : undefined)
  if (!ids) throw badRequest(M.missingParamMessage('cartIds'))
  const r = await db
    .deleteFrom('cart')
    .where('user_id', '=', userId)
    .where('hospital_id', '=', hospitalId)
    .where('id', 'in', ids)
    .executeTakeFirst()
  const deleted = Number(r.numDeletedRows)
  if (deleted === 0) throw notFound(M.CART_LINE_NOT_FOUND)
  return { deleted, total: (await cartCount(app, userId, hospitalId)).total }
}

/** whether the chosen lines can be ordered, line by line */
export async function cartStatus(app: FastifyInstance, userId: number, hospitalId: number, b: QueryStatusReq) {
  const db = app.deps.db
  let inputs = await cartInputs(db, userId, hospitalId, b.cartIds)
  if (b.cartIds && inputs.length !== new Set(b.cartIds).size) throw notFound(M.CART_LINE_NOT_FOUND)
  if (!b.cartIds) inputs = inputs.filter((i) => i.checked)
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
  return { ok: list.length > 0 && list.every((x) => !x.lostEfficacy && !x.overLimit), list }
}

/** add many lines (buy again); each item added or refused with its message */
export async function saveCartBatch(app: FastifyInstance, userId: number, hospitalId: number, b: SaveCartBatchReq) {
  const results: SaveCartBatchRes['results'] = []
  for (const item of b.list) {
    try {
      // an item's serviceData is only checked as a list of at most 50 (SaveCartBatchReq), as before
      const r = await addToCart(app, userId, hospitalId, item as AddCartReq)
      results.push({ goodsId: item.goodsId, skuId: item.skuId, cartId: r.cartId, message: null })
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      results.push({ goodsId: item.goodsId, skuId: item.skuId, cartId: null, message: e.message })
    }
  }
  return { results, total: (await cartCount(app, userId, hospitalId)).total }
}

/** prices of the chosen (default: the checked) lines with a coupon */
export async function cartPrice(app: FastifyInstance, userId: number, hospitalId: number, b: QueryPriceReq) {
  const db = app.deps.db
  const now = app.deps.now()
  let inputs = await cartInputs(db, userId, hospitalId, b.cartIds)
  if (b.cartIds) {
    if (inputs.length !== new Set(b.cartIds).size) throw notFound(M.CART_LINE_NOT_FOUND)
    inputs = inputs.map((i) => ({ ...i, checked: true }))
  } else inputs = inputs.filter((i) => i.checked)
  const lines = await loadLines(db, hospitalId, userId, inputs, now)
  const coupons = await heldCoupons(db, userId, hospitalId, now)
  const uc = b.userCouponId
  if (uc && !coupons.some((c) => c.userCouponId === uc)) throw badRequest(M.COUPON_NOT_USABLE)
  const res = await priceRes(app, db, lines, coupons, uc, now)
  if (uc && res.userCouponId !== uc) throw badRequest(M.COUPON_CONDITION_NOT_MET)
  return res
}

/** rule forms of several goods */
