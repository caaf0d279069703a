/**
 * createOrder (commitPay / payCart, the staff's offline orders): server pricing (the checkout
 * service → src/domain priceOrder), line checks (src/domain maxQuantity, validateDeliveryLine,
 * validateServiceRoles, validateRuleForm, validateAppointment, gifts), then the writes of
 * repository.ts in one transaction. Idempotent by the request key.
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { PromotionTierJson } from '../../lib/db/tables/browse'
import type { AppointDay, RuleField } from '../../../contract/browse'
import type { ActivityDiscountInfo, CommitPayRes, PeInfo, ServicePersonSnapshot } from '../../../contract/order'
import { badRequest, notFound } from '../../lib/errors'
import { isDeliveryLine, isExamLine, padLineForQuantity, validateDeliveryLine, validateServiceRoles } from '../../../src/domain/cart'
import { giftMaxCount, preselectGifts, validateGiftSelection } from '../../../src/domain/pricing'
import { needsDeliveryAddress, validateAppointment, orderSizeError } from '../../../src/domain/orders'
import { validateRuleForm } from '../../../src/domain/validation'
import * as M from '../../../src/domain/messages'
import { businessToday, startOfBusinessDay } from '../../../src/domain/time'
import {
  addOnConflictMessage,
  addOnSelectionMessage,
  eligibilityMessage,
  examPersonFromForm,
  type ExamPerson,
} from '../../../src/domain/checkup'
import { PE_MSG } from '../exam'
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
import { personAge, personSnapshots } from '../person'
import { giftSkuStatus } from '../catalog'
import { Duplicate, insertOrder } from './repository'
import type { CreateOrderInput } from './create-input'
import { closeMinutes, findByRequestKey, resolveAddress, roleChoice, unpaidCaps } from './service'
import { reserveTeamPlace } from './team'

type OrderRow = Selectable<DB['shop_order']>
export type { CreateOrderInput }

async function appointPools(app: FastifyInstance, goodsIds: number[], now: Date): Promise<Map<number, AppointDay[]>> {
  const m = new Map<number, AppointDay[]>()
  if (goodsIds.length === 0) return m
  const rows = await app.deps.db
    .selectFrom('appoint_pool')
    .selectAll()
    .where('closed', '=', false) // closed by the check-up desk
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
  userId: number,
  lines: LoadedLine[],
  units: PeInfo[][],
  now: Date,
): Promise<Array<{ line: number; unit: number; id: number; name: string; cents: number }>> {
  const out: Array<{ line: number; unit: number; id: number; name: string; cents: number }> = []
  for (let i = 0; i < lines.length; i++) {
    // a check-up package for a chosen exam person who does not fit it (sex, age band, sexual history): refused
    // here with the booking's own message (src/domain/checkup eligibilityMessage, as pe/checkIdentity)
    if (units[i].some((u) => typeof u.examPersonId === 'number')) {
      const pkg = await app.deps.db
        .selectFrom('pe_package as p')
        .leftJoin('pe_package_profile as f', 'f.package_id', 'p.id')
        .select(['p.sex_limit', 'p.min_age', 'p.max_age', 'f.requires_sexual_history'])
        .where('p.goods_id', '=', lines[i].goods!.id)
        .executeTakeFirst()
      for (const unit of pkg ? units[i] : []) {
        if (typeof unit.examPersonId !== 'number') continue
        const person = await recordPerson(app, userId, unit.examPersonId, unitExamDate(unit, now))
        const why =
          person &&
          eligibilityMessage(
            { sexLimit: pkg!.sex_limit, minAge: pkg!.min_age, maxAge: pkg!.max_age, requiresSexualHistory: pkg!.requires_sexual_history },
            person,
          )
        if (why) throw badRequest(why)
      }
    }
    const chosen = units[i].map((u) => [...new Set(u.addItemIds ?? [])])
    if (!chosen.some((c) => c.length)) continue
    const items = await app.deps.db
      .selectFrom('pe_add_item as a')
      .innerJoin('pe_package as p', 'p.id', 'a.package_id')
      .leftJoin('pe_add_item_rule as r', 'r.add_item_id', 'a.id')
      .select(['a.id', 'a.item_name', 'a.price_cents', 'a.sex_limit', 'r.min_age', 'r.max_age', 'r.requires_sexual_history', 'r.conflicts'])
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
      // two add-ons that cannot be done together (issue 33: the package's conflicts)
      const clash = addOnConflictMessage(
        ids.map((id) => items.find((x) => x.id === id)!).map((x) => ({ id: x.id, name: x.item_name, conflicts: x.conflicts })),
      )
      if (clash) throw badRequest(clash)
    })
    // the add-ons' age band and gynaecological rule for the unit's person (src/domain/checkup.ts)
    for (let u = 0; u < chosen.length; u++) {
      if (!chosen[u].length) continue
      const why = await addOnRuleMessage(
        app,
        userId,
        units[i][u],
        chosen[u].map((id) => items.find((x) => x.id === id)!),
        now,
      )
      if (why) throw badRequest(why)
    }
  }
  return out
}

/** the unit's exam date: its appointed day, else today */
const unitExamDate = (unit: PeInfo, now: Date): Date =>
  unit.appointedDate && /^\d{4}-\d{2}-\d{2}$/.test(unit.appointedDate) ? (startOfBusinessDay(unit.appointedDate) ?? now) : now

/** the caller's exam person's record as the rules see it (ages on `examDate`), or null when not theirs */
async function recordPerson(app: FastifyInstance, userId: number, personId: number, examDate: Date): Promise<ExamPerson | null> {
  const p = await app.deps.db
    .selectFrom('user_person')
    .select(['sex', 'birthday', 'age', 'marital_status'])
    .where('id', '=', personId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return p ? { sex: p.sex, age: personAge(p, examDate), maritalStatus: p.marital_status } : null
}

/**
 * The unit's person for the add-on rules: the chosen exam person's record (sex, birthday, marital
 * status) when there is one, else the unit's rule form (src/domain examPersonFromForm); ages on the
 * appointed date (today when none). null = the rules pass; else the domain's message.
 */
async function addOnRuleMessage(
  app: FastifyInstance,
  userId: number,
  unit: PeInfo,
  items: Array<{
    item_name: string
    sex_limit: number
    min_age: number | null
    max_age: number | null
    requires_sexual_history: boolean | null
  }>,
  now: Date,
): Promise<string | null> {
  const examDate = unitExamDate(unit, now)
  let person: ExamPerson | null = examPersonFromForm(unit.filedInfo ?? [], examDate)
  if (typeof unit.examPersonId === 'number') person = (await recordPerson(app, userId, unit.examPersonId, examDate)) ?? person
  if (!person) return null // no sex known: the sex check above already ran on the form
  return addOnSelectionMessage(
    items.map((it) => ({
      itemName: it.item_name,
      sexLimit: it.sex_limit,
      minAge: it.min_age,
      maxAge: it.max_age,
      requiresSexualHistory: it.requires_sexual_history,
    })),
    person,
  )
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
  if (input.team && (inputs.length !== 1 || inputs[0].goodsNum !== 1)) throw badRequest(M.TEAM_ONE_UNIT)
  const lines = await loadLines(db, hospitalId, userId, inputs, now)
  if (input.team && lines[0].activity?.id !== input.team.activityId && !lines[0].lostEfficacy) throw badRequest(M.TEAM_ACTIVITY_NOT_RUNNING)
  for (const l of lines) {
    if (l.lostEfficacy) throw badRequest(l.goods ? M.lineRefusedMessage(l.goods.goods_name, l.lostReason) : l.lostReason)
    if (l.goods!.goods_price_flag === 1)
      throw badRequest(M.consultBeforeOrderMessage(l.goods!.goods_name, l.goods!.custom_copy || M.CONSULT_BEFORE_PAYMENT))
    if (l.activity?.type === 2 && l.activity.id !== input.team?.activityId) throw badRequest(M.GROUP_BUY_ONLY_ON_ITS_PAGE)
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
  const addOns = await chargedAddItems(app, userId, lines, units, now)
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
    const order = await insertOrder(db, {
      now,
      userId,
      hospitalId,
      classify,
      closeAt,
      input,
      priced,
      payableCents,
      addOnCents,
      address,
      infos,
      unitCount,
      lines,
      units,
      addOns,
      giftLines,
      giftRows,
      persons,
      fromCart,
      caps: unpaidCaps(app.deps),
      afterInsert: async (trx, o) => {
        if (input.team) await reserveTeamPlace(trx, input.team, userId, o.id, now)
        if (input.afterInsert) await input.afterInsert(trx, o)
      },
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
