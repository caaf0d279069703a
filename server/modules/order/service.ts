/**
 * Order lifecycle of the buy journey, shared by order-center and pay-center:
 * - createOrder (commitPay / payCart): server pricing (lines.ts → src/domain priceOrder), line
 *   checks (src/domain maxQuantity, validateDeliveryLine, validateServiceRoles, validateRuleForm,
 *   validateAppointment, gifts), then ONE transaction: the order row first (idempotency key unique
 *   per user: a duplicate waits for / finds the first), lines, atomic
 *   `UPDATE goods_sku SET stock = stock - n WHERE id = $1 AND stock >= n RETURNING`, the same for
 *   activity stock, per-person activity counters, gift counters and appointment slots, the coupon
 *   marked used, the cart lines removed. Any refusal rolls everything back.
 * - releaseOrder (cancel, close unpaid, refund): gives stock, activity stock, counters, gifts, slots
 *   and the coupon back, with the status change guarded by src/domain nextOrderStatus.
 * - the payment state (startPayment, applyPayResult, syncPayment, refundOrder) is the pay module's
 *   (modules/pay/service.ts); it calls releaseOrder here.
 * - closeMinutes: an unpaid order closes ORDER_CLOSE_MINUTES (default 30) after commitPay (the sweep,
 *   closeExpired, is the pay module's: it asks the provider about a paying order first).
 */
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Selectable, Transaction } from 'kysely'
import { sql } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { AppDeps } from '../../lib/deps'
import type { PromotionTierJson } from '../../lib/db/tables/browse'
import type { AppointDay, RuleField } from '../../../contract/browse'
import type { ActivityDiscountInfo, CommitPayRes, GiftChoice, OrderAddress, PeInfo, ServicePersonSnapshot } from '../../../contract/order'
import { badRequest, notFound } from '../../lib/errors'
import { isDeliveryLine, isExamLine, padLineForQuantity, validateDeliveryLine, validateServiceRoles } from '../../../src/domain/cart'
import { giftMaxCount, preselectGifts, validateGiftSelection } from '../../../src/domain/pricing'
import {
  needsDeliveryAddress,
  validateAppointment,
  nextOrderStatus,
  orderSizeError,
  unpaidOrdersError,
  type OrderEvent,
} from '../../../src/domain/orders'
import { validatePhone, validateRuleForm, isValidName } from '../../../src/domain/validation'
import * as M from '../../../src/domain/messages'
import { businessToday, formatBusiness } from '../../../src/domain/time'
import { payments } from '../../payments'
import { OFFLINE_CREATE_WAYS } from '../../../contract/offline'
import { bookSlot, releaseSlot } from '../appointment'
import { PE_MSG } from '../exam'
import { closeOpenAfterSales } from '../after-sale'
import {
  cartInputs,
  discountInfos,
  giftsGiven,
  heldCoupons,
  loadLines,
  priceLines,
  tierGifts,
  type LineInput,
  type LoadedLine,
} from '../checkout'
import { fmtReq } from '../../lib/time'
import { getOwnedAddress } from '../address'
import { personSnapshots } from '../person'
import { giftSkuStatus, skuName } from '../catalog'

type Trx = Transaction<DB>
type OrderRow = Selectable<DB['shop_order']>

/** the caps on a user's unpaid orders (src/domain unpaidOrdersError): config ORDER_MAX_UNPAID_ORDERS, ORDER_MAX_UNPAID_UNITS (defaults 5 and 999) */
export function unpaidCaps(deps: AppDeps): { orders: number; units: number } {
  return { orders: deps.config.orders.maxUnpaidOrders, units: deps.config.orders.maxUnpaidUnits }
}

/** minutes an unpaid order stays open (config ORDER_CLOSE_MINUTES, default 30) */
export function closeMinutes(deps: AppDeps): number {
  return deps.config.orders.closeMinutes
}

/** 'YYYYMMDDHHmmss' in the business time zone: order, payment and refund numbers start with it */
const stamp = (d: Date) => formatBusiness(d, 'YYYYMMDDHHmmss')
export const newOrderNo = (now: Date) => `${stamp(now)}${crypto.randomInt(100000, 999999)}`

class Duplicate extends Error {}

// ------------------------------------------------------------------ create

export interface CreateOrderInput {
  userId: number
  hospitalId: number
  requestKey?: string
  cartIds?: number[]
  goodsList?: Array<{
    goodsId: number
    skuId: number
    goodsNum: number
    activityId?: number
    serviceDataList?: any[]
    serviceRoles?: Record<string, number>
    peInfoList?: PeInfo[]
  }>
  userCouponId?: number
  addressId?: number
  address?: OrderAddress
  gifts?: GiftChoice[]
  remark?: string
  payWay?: number
  createWay?: string
}

async function appointPools(app: FastifyInstance, goodsIds: number[], now: Date): Promise<Map<number, AppointDay[]>> {
  const m = new Map<number, AppointDay[]>()
  if (goodsIds.length === 0) return m
  const rows = await app.deps.db
    .selectFrom('appoint_pool')
    .selectAll()
    .where('goods_id', 'in', goodsIds)
    .where('appointed_date', '>', businessToday(now))
    .orderBy('appointed_date')
    .orderBy('appointed_time')
    .execute()
  for (const r of rows) {
    const days = m.get(r.goods_id) ?? []
    let d = days.find((x) => x.appointedDate === r.appointed_date)
    if (!d) days.push((d = { appointedDate: r.appointed_date, poolList: [] }))
    if (r.booked < r.total) (d.poolList as any[]).push({ appointedTime: r.appointed_time })
    m.set(r.goods_id, days)
  }
  return m
}

export async function resolveAddress(
  app: FastifyInstance,
  userId: number,
  input: { addressId?: number; address?: OrderAddress },
): Promise<OrderAddress | null> {
  if (input.addressId !== undefined) {
    // the address module owns receiver addresses (read-only here)
    const row = await getOwnedAddress(app.deps, userId, input.addressId)
    if (!row) throw notFound(M.ADDRESS_NOT_FOUND)
    return {
      recvProvince: row.province,
      recvCity: row.city,
      recvArea: row.area,
      recvAddress: row.address,
      recvName: row.recv_name,
      contactNumber: row.contact_number,
      pickUpMarkInfo: row.pick_up_mark_info ?? '',
      defaultUse: row.is_default ? 0 : 1,
    }
  }
  if (!input.address) return null
  const a = input.address
  const phoneMsg = validatePhone(a.contactNumber)
  if (phoneMsg) throw badRequest(phoneMsg)
  if (!isValidName(a.recvName.replace(/\s/g, ''))) throw badRequest(M.RECV_NAME_SPECIAL_CHARS)
  return { ...a, pickUpMarkInfo: a.pickUpMarkInfo ?? '', defaultUse: a.defaultUse ?? 1 }
}

/** SPEC §5 line checks: delivery lines, service roles, exam units (rule form, appointment) */
/** SPEC §4 every service role must be chosen: a person of the role's own list, or one of the caller's service persons */
export function roleChoice(
  role: { id: number; persons: string[] },
  pid: number,
  persons: Map<number, ServicePersonSnapshot>,
): ServicePersonSnapshot | null {
  if (pid > role.id * 100 && pid <= role.id * 100 + role.persons.length)
    return { id: pid, name: role.persons[pid - role.id * 100 - 1], sex: 1, idNumber: '', phone: '' }
  return persons.get(pid) ?? null
}

function checkLineContent(l: LoadedLine, pools: Map<number, AppointDay[]>, persons: Map<number, ServicePersonSnapshot>): PeInfo[] {
  const g = l.goods!
  const roles = (g.service_list as unknown as Array<{ id: number; serviceRoleName: string; persons: string[] }>) ?? []
  const options = roles.map((r) => ({ id: r.id, serviceRoleName: r.serviceRoleName }))
  const chosen: Record<string, unknown> = {}
  for (const r of roles) {
    const pid = l.input.serviceRoles[String(r.id)]
    if (pid !== undefined) {
      const person = roleChoice(r, pid, persons)
      if (!person) throw badRequest(M.selectNamedMessage(r.serviceRoleName))
      chosen[String(r.id)] = person
    }
  }
  if (isDeliveryLine({ dealType: g.deal_type })) {
    const msg = validateDeliveryLine({ serviceDataList: l.input.serviceDataList, serviceOptions: options }, chosen)
    if (msg) throw badRequest(msg)
  } else if (options.length) {
    const msg = validateServiceRoles(options, chosen)
    if (msg) throw badRequest(msg)
  }
  if (!isExamLine({ goodsType: g.goods_type, dealType: g.deal_type })) return []
  const inst = (g.service_institution as unknown as { name: string; address: string } | null) ?? null
  const padded = padLineForQuantity<any>({
    dealType: g.deal_type,
    goodsType: g.goods_type,
    goodsNum: l.input.goodsNum,
    peInfoList: l.input.peInfoList.length ? l.input.peInfoList : [{ filedInfo: [], serviceInstitution: inst }],
  }).peInfoList as PeInfo[]
  const fields = (g.rule_fields as unknown as RuleField[]) ?? []
  const units = padded.slice(0, l.input.goodsNum)
  for (const unit of units) {
    const values = new Map((unit.filedInfo ?? []).map((f) => [Number(f.fieldId), f.value]))
    const msg = validateRuleForm(fields.map((f) => ({ ...f, value: values.get(Number(f.fieldId)) ?? '' })))
    if (msg) throw badRequest(msg)
    if (g.need_appoint) {
      const am = validateAppointment({
        pool: (pools.get(g.id) ?? []) as any,
        appointedDate: unit.appointedDate,
        appointedTime: unit.appointedTime,
      })
      if (am) throw badRequest(am)
    }
  }
  return units.map((u) => ({
    ...u,
    serviceInstitution: inst,
    filedInfo: fields.map((f) => ({
      fieldId: Number(f.fieldId),
      showName: f.showName,
      value: String((u.filedInfo ?? []).find((x) => Number(x.fieldId) === Number(f.fieldId))?.value ?? ''),
    })),
  }))
}

/** marks gifts whose goods keeps stock (stock_flag 1) and whose sku has none left as insufficient (giftStatus 1, unchecked) */
async function withGiftStock<G extends { skuId: number; giftStatus?: number | string | null; checked?: boolean }>(
  db: FastifyInstance['deps']['db'],
  gifts: G[],
): Promise<Array<G & { stockFlag: number }>> {
  if (gifts.length === 0) return []
  const rows = await db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id', 's.stock', 'g.stock_flag'])
    .where(
      's.id',
      'in',
      gifts.map((g) => g.skuId),
    )
    .execute()
  return gifts.map((g) => {
    const r = rows.find((x) => x.id === g.skuId)
    const out = { ...g, stockFlag: r?.stock_flag ?? 0 }
    return r && giftSkuStatus(1, r) === 1 ? { ...out, giftStatus: 1, checked: false } : out
  })
}

/**
 * Exam add-on items (加项) chosen per unit (PeInfo.addItemIds): each must be one of the line's
 * package add-ons (pe_add_item of the package whose goods is the line's goods) and fit the unit's sex
 * (rule-form field 16) — else 400 加项不属于该套餐 / 该加项不适用于体检人性别. Priced from the table;
 * whatever price the client sent is ignored. Charged at list price on top of the domain-priced goods
 * (activities and coupons apply to goods, not to add-ons).
 */
async function chargedAddItems(
  app: FastifyInstance,
  lines: LoadedLine[],
  units: PeInfo[][],
): Promise<Array<{ line: number; unit: number; id: number; name: string; cents: number }>> {
  const out: Array<{ line: number; unit: number; id: number; name: string; cents: number }> = []
  for (let i = 0; i < lines.length; i++) {
    const chosen = units[i].map((u) => [...new Set(u.addItemIds ?? [])])
    if (!chosen.some((c) => c.length)) continue
    const items = await app.deps.db
      .selectFrom('pe_add_item as a')
      .innerJoin('pe_package as p', 'p.id', 'a.package_id')
      .select(['a.id', 'a.item_name', 'a.price_cents', 'a.sex_limit'])
      .where('p.goods_id', '=', lines[i].goods!.id)
      .execute()
    chosen.forEach((ids, u) => {
      const sex = units[i][u].filedInfo.find((f) => Number(f.fieldId) === 16)?.value
      for (const id of ids) {
        const it = items.find((x) => x.id === id)
        if (!it) throw badRequest(`${lines[i].goods!.goods_name}：${PE_MSG.ADD_ITEM_INVALID}`)
        if ((it.sex_limit === 1 && sex === '女') || (it.sex_limit === 2 && sex === '男'))
          throw badRequest(`${it.item_name}：${PE_MSG.ADD_ITEM_SEX}`)
        out.push({ line: i, unit: u, id: it.id, name: it.item_name, cents: it.price_cents })
      }
    })
  }
  return out
}

export async function findByRequestKey(app: FastifyInstance, userId: number, key: string): Promise<OrderRow | undefined> {
  return app.deps.db.selectFrom('shop_order').selectAll().where('user_id', '=', userId).where('request_key', '=', key).executeTakeFirst()
}

function commitRes(o: OrderRow, duplicate: boolean): CommitPayRes {
  return {
    orderId: o.id,
    orderNo: o.order_no,
    status: o.status as 101,
    actualPrice: o.actual_cents / 100,
    closeTime: fmtReq(o.close_at),
    closeTimeMs: new Date(o.close_at).getTime(),
    duplicate,
  }
}

export async function createOrder(app: FastifyInstance, input: CreateOrderInput): Promise<CommitPayRes> {
  const db = app.deps.db
  const now = app.deps.now()
  const { userId, hospitalId } = input
  if (input.requestKey) {
    const existing = await findByRequestKey(app, userId, input.requestKey)
    if (existing) return commitRes(existing, true)
  }
  // ---- the lines
  let inputs: LineInput[]
  const fromCart = !input.goodsList
  if (input.goodsList) {
    inputs = input.goodsList.map((g, i) => ({
      key: -(i + 1),
      cartId: null,
      goodsId: g.goodsId,
      skuId: g.skuId,
      goodsNum: g.goodsNum,
      activityId: g.activityId ?? null,
      checked: true,
      serviceDataList: g.serviceDataList ?? [],
      peInfoList: g.peInfoList ?? [],
      serviceRoles: g.serviceRoles ?? {},
    }))
  } else {
    inputs = await cartInputs(db, userId, hospitalId, input.cartIds)
    if (input.cartIds && inputs.length !== new Set(input.cartIds).size) throw notFound(M.CART_LINE_NOT_FOUND)
    if (!input.cartIds) inputs = inputs.filter((i) => i.checked)
    inputs = inputs.map((i) => ({ ...i, checked: true }))
  }
  if (inputs.length === 0) throw badRequest(M.NOTHING_TO_SETTLE)
  const lines = await loadLines(db, hospitalId, userId, inputs, now)
  for (const l of lines) {
    if (l.lostEfficacy) throw badRequest(l.goods ? M.lineRefusedMessage(l.goods.goods_name, l.lostReason) : l.lostReason)
    if (l.goods!.goods_price_flag === 1)
      throw badRequest(M.consultBeforeOrderMessage(l.goods!.goods_name, l.goods!.custom_copy || M.CONSULT_BEFORE_PAYMENT))
    if (l.activity?.type === 2) throw badRequest(M.GROUP_BUY_ONLY_ON_ITS_PAGE)
    if (l.input.goodsNum > l.limit.max) throw badRequest(l.limit.message)
  }
  const pools = await appointPools(
    app,
    lines.filter((l) => l.goods!.need_appoint).map((l) => l.goods!.id),
    now,
  )
  const persons = await personSnapshots(app.deps, userId, [...new Set(lines.flatMap((l) => Object.values(l.input.serviceRoles)))])
  const units = lines.map((l) => checkLineContent(l, pools, persons))
  // an exam unit's person is one of the caller's own (as changePeInfo)
  const examPersonIds = [
    ...new Set(
      units
        .flat()
        .map((u) => u.examPersonId)
        .filter((x): x is number => typeof x === 'number'),
    ),
  ]
  if (examPersonIds.length && (await personSnapshots(app.deps, userId, examPersonIds)).size !== examPersonIds.length)
    throw notFound(M.EXAM_PERSON_NOT_FOUND)
  const addOns = await chargedAddItems(app, lines, units)
  const addOnCents = addOns.reduce((n, a) => n + a.cents, 0)
  const address = await resolveAddress(app, userId, input)
  if (needsDeliveryAddress(lines.map((l) => ({ goodsType: l.goods!.goods_type }))) && !address) throw badRequest(M.ADDRESS_REQUIRED)

  // ---- prices (the server's; the client's are ignored)
  const uc = input.userCouponId ?? 0
  const coupons = uc ? await heldCoupons(db, userId, hospitalId, now) : [] // omitted = no coupon (the app sends its choice)
  if (uc && !coupons.some((c) => c.userCouponId === uc)) throw badRequest(M.COUPON_NOT_USABLE)
  const priced = priceLines(lines, coupons, uc, now)
  if (uc && priced.coupon?.coupon.userCouponId !== uc) throw badRequest(M.COUPON_CONDITION_NOT_MET)
  // the order's size (src/domain orderSizeError: 999 units, ¥1,000,000): money columns are 32-bit cents
  const unitCount = lines.reduce((n, l) => n + l.input.goodsNum, 0)
  const goodsTotalCents = Math.round(priced.goodsTotalMoney.toNumber() * 100) + addOnCents
  const payableCents = Math.round(priced.payable.toNumber() * 100) + addOnCents
  const sizeError = orderSizeError({ units: unitCount, goodsTotalCents, payableCents })
  if (sizeError) throw badRequest(sizeError)

  // ---- gifts of the reached tiers (src/domain gift rules)
  const giftLines: Array<{ promotionId: number; skuId: number; goodsId: number; stockTaken: boolean }> = []
  const promoIds = priced.promotions.filter((p) => p.current && !p.inactive).map((p) => Number(p.promotionId))
  if (promoIds.length) {
    const given = await giftsGiven(db, promoIds)
    for (const pid of promoIds) {
      const promo = lines.find((l) => l.promotion?.id === pid)!.promotion!
      const pr = priced.promotions.find((p) => Number(p.promotionId) === pid)!
      const tier = (promo.tiers as unknown as PromotionTierJson[]).find((t) => t.totalAmount === Number(pr.current!.totalAmount)) ?? null
      if (!tier || tier.gifts.length === 0) continue
      const chosen = input.gifts?.filter((g) => g.activityId === pid)
      let gifts: any[] = await tierGifts(db, app, pid, tier, given, chosen && chosen.length ? chosen : undefined)
      // a gift whose goods keeps stock and has none left is insufficient (giftStatus 1): not given
      gifts = await withGiftStock(db, gifts)
      const max = giftMaxCount(tier.giftNum, gifts)
      if (!chosen || chosen.length === 0)
        gifts = preselectGifts(
          gifts.map((g) => ({ ...g, checked: false })),
          max,
        )
      const msg = validateGiftSelection(gifts, max)
      if (msg) throw badRequest(msg)
      for (const g of gifts)
        if (g.checked && g.giftStatus === 0)
          giftLines.push({ promotionId: pid, skuId: g.skuId, goodsId: g.goodsId, stockTaken: g.stockFlag === 1 })
    }
  }
  const infos: ActivityDiscountInfo[] = await discountInfos(
    app,
    db,
    lines,
    priced,
    giftLines.map((g) => ({ activityId: g.promotionId, skuId: g.skuId })),
    false,
  )
  const giftRows = giftLines.length
    ? await db
        .selectFrom('goods_sku as s')
        .innerJoin('goods as g', 'g.id', 's.goods_id')
        .selectAll('g')
        .select(['s.id as sku_id', 's.sku_data', 's.price_cents'])
        .where(
          's.id',
          'in',
          giftLines.map((g) => g.skuId),
        )
        .execute()
    : []

  const classify = lines.every((l) => l.goods!.goods_type !== 1) ? 1 : 0
  const closeAt = new Date(now.getTime() + closeMinutes(app.deps) * 60_000)
  try {
    const order = await db.transaction().execute(async (trx) => {
      // 1. the order row first: a concurrent duplicate (same user + request key) stops here. The
      //    order number is random within the second: ON CONFLICT DO NOTHING (any unique key) and, when
      //    it was the number that clashed (not the request key), another number — never a 500.
      let o: OrderRow | undefined
      for (let attempt = 0; attempt < 5 && !o; attempt++) {
        o = await trx
          .insertInto('shop_order')
          .values({
            order_no: newOrderNo(now),
            user_id: userId,
            hospital_id: hospitalId,
            status: 101,
            order_classify: classify,
            pay_way: input.payWay ?? null,
            create_way: input.createWay ?? '',
            request_key: input.requestKey ?? null,
            goods_total_cents: Math.round(priced.goodsTotalMoney.toNumber() * 100),
            activity_discount_cents: Math.round(priced.activityTotalDiscountMoney.toNumber() * 100),
            coupon_discount_cents: Math.round(priced.couponDiscountMoney.toNumber() * 100),
            actual_cents: payableCents,
            add_item_cents: addOnCents,
            user_coupon_id: priced.coupon ? priced.coupon.coupon.userCouponId : null,
            address: address ? JSON.stringify(address) : null,
            remark: input.remark ?? '',
            promotions: JSON.stringify(infos),
            close_at: closeAt,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.doNothing())
          .returningAll()
          .executeTakeFirst()
        if (!o && input.requestKey) {
          const dup = await trx
            .selectFrom('shop_order')
            .select('id')
            .where('user_id', '=', userId)
            .where('request_key', '=', input.requestKey)
            .executeTakeFirst()
          if (dup) throw new Duplicate()
        }
      }
      if (!o) throw new Error('could not allocate an order number')
      // 1b. the caller's unpaid orders (src/domain unpaidOrdersError: 5 orders, 999 units), counted
      //     under a lock of the user's row so that parallel orders of one user count one by one
      await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute()
      const held = await trx
        .selectFrom('shop_order as so')
        .leftJoin('order_goods as og', (j) => j.onRef('og.order_id', '=', 'so.id').on('og.is_gift', '=', false))
        .select((eb) => [
          eb.fn.count<number>('so.id').distinct().as('orders'),
          eb.fn.coalesce(eb.fn.sum<number>('og.goods_num'), eb.val(0)).as('units'),
        ])
        .where('so.user_id', '=', userId)
        .where('so.status', '=', 101)
        .where('so.close_at', '>', now)
        .where('so.id', '<>', o.id)
        .where('so.create_way', 'not in', [...OFFLINE_CREATE_WAYS]) // the hospital's counter / prescription orders are not the user's doing
        .executeTakeFirst()
      const unpaidError = unpaidOrdersError(
        { orders: Number(held?.orders ?? 0), units: Number(held?.units ?? 0) },
        unitCount,
        unpaidCaps(app.deps),
      )
      if (unpaidError) throw badRequest(unpaidError)
      // 2. lines, stock, activity stock and counters
      for (let i = 0; i < lines.length; i++) {
        const l = lines[i]
        const g = l.goods!
        const s = l.sku!
        const p = priced.lines[i]
        const n = l.input.goodsNum
        const stockTaken = g.stock_flag === 1
        if (stockTaken) {
          const r = await trx
            .updateTable('goods_sku')
            .set((eb) => ({ stock: eb('stock', '-', n) }))
            .where('id', '=', s.id)
            .where('stock', '>=', n)
            .returning('stock')
            .executeTakeFirst()
          if (!r) throw badRequest(M.outOfStockMessage(g.goods_name))
        }
        if (l.activity) {
          const ag = l.activity.ag
          const r = await trx
            .updateTable('activity_goods')
            .set((eb) => ({ activity_num: eb('activity_num', '+', n) }))
            .where('id', '=', ag.id)
            .where((eb) => eb.or([eb('activity_stock_flag', '<>', 1), eb(eb('activity_stock_num', '-', eb.ref('activity_num')), '>=', n)]))
            .returning('activity_num')
            .executeTakeFirst()
          if (!r) throw badRequest(M.ACTIVITY_SOLD_OUT)
          if (l.activity.purchase_max > 0) {
            const max = l.activity.purchase_max
            const c = await trx
              .insertInto('activity_purchase')
              .values({ user_id: userId, activity_goods_id: ag.id, bought: n })
              .onConflict((oc) =>
                oc
                  .columns(['user_id', 'activity_goods_id'])
                  .doUpdateSet({ bought: sql`activity_purchase.bought + ${n}` })
                  .where(sql<boolean>`activity_purchase.bought + ${n} <= ${max}`),
              )
              .returning('bought')
              .executeTakeFirst()
            if (!c || c.bought > max) throw badRequest(M.ACTIVITY_PURCHASE_CAP_REACHED)
          }
        }
        const og = await trx
          .insertInto('order_goods')
          .values({
            order_id: o.id,
            goods_id: g.id,
            goods_distribute_id: g.goods_distribute_id,
            sku_id: s.id,
            goods_name: g.goods_name,
            goods_type: g.goods_type,
            category_id: g.category_id,
            deal_type: g.deal_type,
            sku_name: skuName(s.sku_data as any),
            sku_data: JSON.stringify(s.sku_data),
            head_pic: s.sku_pic || g.goods_path,
            goods_num: n,
            price_cents: p.cents.unitPrice,
            max_price_cents: s.lined_price_cents || g.lined_price_cents,
            per_actual_cents: p.cents.activityUnitPrice,
            activity_discount_cents: p.cents.activityDiscount,
            promotion_discount_cents: p.cents.promotionDiscount,
            coupon_discount_cents: p.cents.couponDiscount,
            real_cents: p.cents.payable,
            activity_id: l.activity?.id ?? null,
            activity_goods_id: l.activity?.ag.id ?? null,
            activity_price_cents: l.activity?.ag.activity_price_cents ?? null,
            activity_discount_price_cents: l.activity?.ag.activity_discount_price_cents ?? null,
            promotion_id: l.promotion?.id ?? null,
            is_gift: false,
            is_support_refund: g.is_support_refund,
            stock_taken: stockTaken,
            service_data: JSON.stringify(isDeliveryLine({ dealType: g.deal_type }) ? l.input.serviceDataList : []),
            pe_info: JSON.stringify(units[i]),
            service_roles: JSON.stringify(
              Object.fromEntries(
                Object.entries(l.input.serviceRoles).map(([roleId, pid]) => {
                  const role = (
                    (g.service_list as unknown as Array<{ id: number; serviceRoleName: string; persons: string[] }>) ?? []
                  ).find((r) => String(r.id) === roleId)
                  return [roleId, role ? { serviceRoleName: role.serviceRoleName, person: roleChoice(role, pid, persons) } : null]
                }),
              ),
            ),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        // exam add-on items of this line's units, at the server's price
        const mineAdd = addOns.filter((a) => a.line === i)
        if (mineAdd.length)
          await trx
            .insertInto('order_add_item')
            .values(
              mineAdd.map((a) => ({
                order_id: o!.id,
                order_goods_id: og.id,
                unit_index: a.unit,
                add_item_id: a.id,
                item_name: a.name,
                price_cents: a.cents,
              })),
            )
            .execute()
        // 3. appointment slots (one per exam unit)
        for (let u = 0; u < units[i].length; u++) {
          const unit = units[i][u]
          let poolId: number | null = null
          if (g.need_appoint) poolId = await bookSlot(trx, g.id, unit.appointedDate, unit.appointedTime, now)
          await trx
            .insertInto('order_appoint')
            .values({
              order_id: o.id,
              order_goods_id: og.id,
              unit_index: u,
              goods_id: g.id,
              appointed_date: unit.appointedDate || null,
              appointed_time: unit.appointedTime || null,
              pool_id: poolId,
            })
            .execute()
        }
      }
      // 4. gifts (atomic against the tier's giftAmount)
      for (const gl of giftLines) {
        if (gl.stockTaken) {
          // the gift's own stock, atomically; sold out meanwhile = simply not given (no refusal)
          const st = await trx
            .updateTable('goods_sku')
            .set((eb) => ({ stock: eb('stock', '-', 1) }))
            .where('id', '=', gl.skuId)
            .where('stock', '>=', 1)
            .returning('id')
            .executeTakeFirst()
          if (!st) continue
        }
        const promo = lines.find((l) => l.promotion?.id === gl.promotionId)!.promotion!
        const amount =
          (promo.tiers as unknown as PromotionTierJson[]).flatMap((t) => t.gifts).find((x) => x.skuId === gl.skuId)?.giftAmount ?? 0
        const r = await trx
          .insertInto('gift_given')
          .values({ promotion_id: gl.promotionId, sku_id: gl.skuId, given: 1 })
          .onConflict((oc) =>
            oc
              .columns(['promotion_id', 'sku_id'])
              .doUpdateSet({ given: sql`gift_given.given + 1` })
              .where(sql<boolean>`gift_given.given + 1 <= ${amount}`),
          )
          .returning('given')
          .executeTakeFirst()
        if (!r || r.given > amount) throw badRequest(M.GIFT_INSUFFICIENT)
        const gr: any = giftRows.find((x: any) => x.sku_id === gl.skuId)
        await trx
          .insertInto('order_goods')
          .values({
            order_id: o.id,
            goods_id: gr.id,
            goods_distribute_id: gr.goods_distribute_id,
            sku_id: gl.skuId,
            goods_name: gr.goods_name,
            goods_type: gr.goods_type,
            category_id: gr.category_id,
            deal_type: gr.deal_type,
            sku_name: skuName(gr.sku_data),
            sku_data: JSON.stringify(gr.sku_data),
            head_pic: gr.goods_path,
            goods_num: 1,
            price_cents: gr.price_cents,
            max_price_cents: gr.price_cents,
            per_actual_cents: 0,
            activity_discount_cents: 0,
            promotion_discount_cents: 0,
            coupon_discount_cents: 0,
            real_cents: 0,
            promotion_id: gl.promotionId,
            is_gift: true,
            is_support_refund: false,
            stock_taken: gl.stockTaken,
          })
          .execute()
      }
      // 5. the coupon
      if (priced.coupon) {
        const r = await trx
          .updateTable('user_coupon')
          .set({ status: 1, used_at: now })
          .where('id', '=', priced.coupon.coupon.userCouponId)
          .where('user_id', '=', userId)
          .where('status', '=', 0)
          .returning('id')
          .executeTakeFirst()
        if (!r) throw badRequest(M.COUPON_ALREADY_USED)
      }
      // 6. the ordered cart lines
      if (fromCart) {
        const ids = lines.map((l) => l.input.cartId).filter((x): x is number => x !== null)
        if (ids.length) await trx.deleteFrom('cart').where('user_id', '=', userId).where('id', 'in', ids).execute()
      }
      return o
    })
    return commitRes(order, false)
  } catch (e) {
    if (e instanceof Duplicate && input.requestKey) {
      const existing = await findByRequestKey(app, userId, input.requestKey)
      if (existing) return commitRes(existing, true)
    }
    throw e
  }
}

// ------------------------------------------------------------------ release (cancel / close / refund)

/** gives back what the order took; the status change is guarded (returns null when not allowed) */
export async function releaseOrder(
  trx: Trx,
  orderId: number,
  event: OrderEvent,
  fields: { reason?: string; now: Date; refundNo?: string },
): Promise<OrderRow | null> {
  const cur = await trx.selectFrom('shop_order').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst()
  if (!cur) return null
  const to = nextOrderStatus(cur.status, event)
  if (to === null) return null
  const set: Record<string, unknown> = { status: to, updated_at: fields.now }
  if (event === 'refund')
    Object.assign(set, {
      refund_time: fields.now,
      refund_no: fields.refundNo ?? null,
      pay_state: 'REFUNDED',
      cancel_reason: fields.reason ?? '退款',
      cancel_time: fields.now,
    })
  else
    Object.assign(set, {
      cancel_reason: fields.reason ?? null,
      cancel_time: fields.now,
      pay_state: cur.pay_state === 'PAYING' ? 'CLOSED' : cur.pay_state,
    })
  const o = await trx
    .updateTable('shop_order')
    .set(set as any)
    .where('id', '=', orderId)
    .where('status', '=', cur.status)
    .returningAll()
    .executeTakeFirst()
  if (!o) return null
  const goods = await trx.selectFrom('order_goods').selectAll().where('order_id', '=', orderId).execute()
  for (const g of goods) {
    if (g.is_gift) {
      if (g.promotion_id !== null)
        await trx
          .updateTable('gift_given')
          .set((eb) => ({ given: eb('given', '-', g.goods_num) }))
          .where('promotion_id', '=', g.promotion_id)
          .where('sku_id', '=', g.sku_id)
          .where('given', '>=', g.goods_num)
          .execute()
      if (g.stock_taken)
        await trx
          .updateTable('goods_sku')
          .set((eb) => ({ stock: eb('stock', '+', g.goods_num) }))
          .where('id', '=', g.sku_id)
          .execute()
      continue
    }
    if (g.stock_taken)
      await trx
        .updateTable('goods_sku')
        .set((eb) => ({ stock: eb('stock', '+', g.goods_num) }))
        .where('id', '=', g.sku_id)
        .execute()
    if (g.activity_goods_id !== null) {
      await trx
        .updateTable('activity_goods')
        .set((eb) => ({ activity_num: eb('activity_num', '-', g.goods_num) }))
        .where('id', '=', g.activity_goods_id)
        .where('activity_num', '>=', g.goods_num)
        .execute()
      await trx
        .updateTable('activity_purchase')
        .set((eb) => ({ bought: eb('bought', '-', g.goods_num) }))
        .where('user_id', '=', o.user_id)
        .where('activity_goods_id', '=', g.activity_goods_id)
        .where('bought', '>=', g.goods_num)
        .execute()
    }
  }
  const appoints = await trx.selectFrom('order_appoint').select(['id', 'pool_id']).where('order_id', '=', orderId).execute()
  for (const a of appoints) await releaseSlot(trx, a.pool_id)
  if (appoints.length) await trx.updateTable('order_appoint').set({ pool_id: null }).where('order_id', '=', orderId).execute()
  // exam appointments booked on the order's units (/intserv/pe/appoint) lose what paid for them
  const exams = await trx
    .updateTable('pe_appointment')
    .set({ status: 2, updated_at: fields.now })
    .where('order_id', '=', orderId)
    .where('order_goods_id', 'is not', null)
    .where('status', '=', 1)
    .returning('pool_id')
    .execute()
  for (const e of exams) await releaseSlot(trx, e.pool_id)
  if (o.user_coupon_id !== null)
    await trx
      .updateTable('user_coupon')
      .set({ status: 0, used_at: null })
      .where('id', '=', o.user_coupon_id)
      .where('user_id', '=', o.user_id)
      .where('status', '=', 1)
      .execute()
  // refunded in full: its open after-sales can never be approved (a second refund)
  if (event === 'refund') await closeOpenAfterSales(trx, orderId, fields.now)
  return o
}

/** cancel (buyer, with a reason) or close (timeout) an unpaid order; closes its open payment */
export async function cancelOrder(
  app: FastifyInstance,
  orderId: number,
  event: 'cancel' | 'closeUnpaid',
  reason: string,
): Promise<OrderRow | null> {
  const now = app.deps.now()
  const o = await app.deps.db.transaction().execute((trx) => releaseOrder(trx, orderId, event, { reason, now }))
  if (o?.pay_no) {
    const pay = await app.deps.db.selectFrom('payment').selectAll().where('pay_no', '=', o.pay_no).executeTakeFirst()
    if (pay && pay.status === 'PAYING') {
      await app.deps.db
        .updateTable('payment')
        .set({ status: 'CLOSED' })
        .where('pay_no', '=', pay.pay_no)
        .where('status', '=', 'PAYING')
        .execute()
      await payments(app.deps)
        .forChannel(pay.pay_channel)
        .close(pay.pay_no)
        .catch((err) => app.log.warn({ err }, 'payment close failed'))
    }
  }
  return o
}
