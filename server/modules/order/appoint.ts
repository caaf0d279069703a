/**
 * The appointments and exam information of an order's units (SPEC §9 reschedule: src/domain
 * canReschedule, at most 3 times, at least 1 day before): the view with free slots, reschedule,
 * cancel, the exam person info. A unit booked through the exam module is rescheduled there.
 */
import * as M from '../../../src/domain/messages'
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { EXAM_BOOKED, examBookingOf, examBookings, orderDetail, ownOrder } from './views'
import { verifyOrderUnits } from './verify'
import { afterVerified } from './shipping'
import type {
  CancelAppointReq,
  ChangePeInfoReq,
  OrderAppoint,
  OrderIdReq,
  PeInfo,
  UpdateAppointDateReq,
  UpdateVerificationReq,
} from '../../../contract/order'
import { type RuleField } from '../../../contract/browse'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { bookSlot, releaseSlot } from '../appointment'
import { businessToday } from '../../../src/domain/time'
import { canReschedule, orderCan, validateAppointment } from '../../../src/domain/orders'
import { fmtReq } from '../../lib/time'
import { isIdNumberField, maskIdNumber } from '../../../src/domain/money'
import { validateRuleForm } from '../../../src/domain/validation'

type OrderRow = Selectable<DB['shop_order']>

export async function appointView(app: FastifyInstance, o: OrderRow): Promise<OrderAppoint[]> {
  const db = app.deps.db
  const now = app.deps.now()
  const rows = await db
    .selectFrom('order_appoint as a')
    .innerJoin('order_goods as g', 'g.id', 'a.order_goods_id')
    .selectAll('a')
    .select(['g.goods_name'])
    .where('a.order_id', '=', o.id)
    .orderBy('a.order_goods_id')
    .orderBy('a.unit_index')
    .execute()
  const goodsIds = [...new Set(rows.map((r) => r.goods_id))]
  const today = businessToday(now)
  const pools = goodsIds.length
    ? await db
        .selectFrom('appoint_pool')
        .selectAll()
        .where('closed', '=', false) // closed by the check-up desk
        .where('goods_id', 'in', goodsIds)
        .where('appointed_date', '>', today)
        .orderBy('appointed_date')
        .orderBy('appointed_time')
        .execute()
    : []
  const exams = await examBookings(db, [o.id])
  return rows.map((raw) => {
    const exam = exams.find((e) => e.order_goods_id === raw.order_goods_id && e.unit_index === raw.unit_index)
    // a unit booked through the exam module shows that booking; it is rescheduled there (pe/modifyAppointedDate)
    const r = exam
      ? { ...raw, appointed_date: exam.appointed_date, appointed_time: exam.appointed_time, reschedule_count: exam.reschedule_count }
      : raw
    const check = exam
      ? { ok: false as const, message: EXAM_BOOKED }
      : r.appointed_date
        ? canReschedule({ rescheduleCount: r.reschedule_count, appointedDate: r.appointed_date }, now)
        : { ok: false as const, message: M.NO_APPOINTMENT }
    const days = new Map<string, { appointedDate: string; poolList: any[] }>()
    for (const p of pools.filter((x) => x.goods_id === r.goods_id)) {
      const d = days.get(p.appointed_date) ?? { appointedDate: p.appointed_date, poolList: [] }
      d.poolList.push({ appointedTime: p.appointed_time, left: p.total - p.booked, full: p.booked >= p.total })
      days.set(p.appointed_date, d)
    }
    const expired = r.appointed_date !== null && r.appointed_date < today
    return {
      orderGoodsId: r.order_goods_id,
      index: r.unit_index,
      goodsName: (r as any).goods_name,
      appointedDate: r.appointed_date,
      appointedTime: r.appointed_time,
      rescheduleCount: r.reschedule_count,
      canReschedule: orderCan(o.status, 'reschedule') && check.ok,
      cannotRescheduleReason: check.ok ? null : check.message,
      appointFlag: expired ? 1 : null,
      appointPool: [...days.values()],
    }
  })
}

export async function ownAppoint(app: FastifyInstance, userId: number, b: CancelAppointReq) {
  const db = app.deps.db
  const o = await ownOrder(app, userId, b.orderId)
  const a = await db
    .selectFrom('order_appoint')
    .selectAll()
    .where('order_id', '=', o.id)
    .where('order_goods_id', '=', b.orderGoodsId)
    .where('unit_index', '=', b.index ?? 0)
    .executeTakeFirst()
  if (!a) throw notFound(M.APPOINTMENT_NOT_FOUND)
  if (!orderCan(o.status, 'reschedule')) throw conflict(M.ORDER_CANNOT_RESCHEDULE)
  return { o, a }
}

/** change the exam person info of one unit (rule form checked) */
export async function changePeInfo(app: FastifyInstance, userId: number, b: ChangePeInfoReq) {
  const db = app.deps.db
  const o = await ownOrder(app, userId, b.orderId)
  if (!orderCan(o.status, 'editExamInfo')) throw conflict(M.ORDER_CANNOT_EDIT_EXAM_INFO)
  const g = await db.selectFrom('order_goods').selectAll().where('id', '=', b.orderGoodsId).where('order_id', '=', o.id).executeTakeFirst()
  if (!g) throw notFound(M.ORDER_GOODS_NOT_FOUND)
  const units = (g.pe_info as unknown as PeInfo[]) ?? []
  const i = b.index ?? 0 // ajv fills the default
  if (i >= units.length) throw notFound(M.EXAM_PERSON_NOT_FOUND)
  const examPersonId = b.peInfo.examPersonId
  if (examPersonId !== undefined && examPersonId !== null) {
    // only one of the caller's own persons (user-center's table, read-only here)
    const mine = await db
      .selectFrom('user_person')
      .select('id')
      .where('id', '=', examPersonId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (!mine) throw notFound(M.EXAM_PERSON_NOT_FOUND)
  }
  const goods = await db.selectFrom('goods').select('rule_fields').where('id', '=', g.goods_id).executeTakeFirst()
  const fields = (goods?.rule_fields as unknown as RuleField[]) ?? []
  const stored = new Map((units[i].filedInfo ?? []).map((f) => [Number(f.fieldId), String(f.value ?? '')]))
  // replies show ID numbers masked: the masked value sent back unchanged keeps the stored number
  const values = new Map(
    (b.peInfo.filedInfo ?? []).map((f) => {
      const old = stored.get(Number(f.fieldId))
      const keep =
        isIdNumberField(fields.find((x) => Number(x.fieldId) === Number(f.fieldId)) ?? f) &&
        old !== undefined &&
        old !== '' &&
        f.value === maskIdNumber(old)
      return [Number(f.fieldId), keep ? old : f.value]
    }),
  )
  const msg = validateRuleForm(fields.map((f) => ({ ...f, value: values.get(Number(f.fieldId)) ?? '' })))
  if (msg) throw badRequest(msg)
  units[i] = {
    ...units[i],
    filedInfo: fields.map((f) => ({
      fieldId: Number(f.fieldId),
      showName: f.showName,
      value: String(values.get(Number(f.fieldId)) ?? ''),
    })),
    examPersonId: examPersonId ?? units[i].examPersonId ?? null,
  }
  await db
    .updateTable('order_goods')
    .set({ pe_info: JSON.stringify(units) })
    .where('id', '=', g.id)
    .execute()
  return await orderDetail(app, userId, o.id)
}

/** reschedule one unit (src/domain canReschedule) */
export async function updateAppointDate(app: FastifyInstance, userId: number, b: UpdateAppointDateReq) {
  const db = app.deps.db
  const now = app.deps.now()
  const { o, a } = await ownAppoint(app, userId, b)
  if (await examBookingOf(db, a)) throw badRequest(EXAM_BOOKED)
  if (a.appointed_date) {
    const check = canReschedule({ rescheduleCount: a.reschedule_count, appointedDate: a.appointed_date }, now)
    if (!check.ok) throw badRequest(check.message)
  }
  const view = await appointView(app, o)
  const pool = view.find((v) => v.orderGoodsId === a.order_goods_id && v.index === a.unit_index)?.appointPool ?? []
  const msg = validateAppointment({
    pool: pool.map((d) => ({ appointedDate: d.appointedDate, poolList: (d.poolList as any[]).filter((p) => !p.full) })),
    appointedDate: b.appointedDate,
    appointedTime: b.appointedTime,
  })
  if (msg) throw badRequest(msg)
  await db.transaction().execute(async (trx) => {
    // the order's row lock (as /intserv/pe/appoint): a unit holds one place, through one of the two
    await trx.selectFrom('shop_order').select('id').where('id', '=', o.id).forUpdate().execute()
    if (await examBookingOf(trx, a)) throw badRequest(EXAM_BOOKED)
    const slot = { id: await bookSlot(trx, a.goods_id, b.appointedDate, b.appointedTime, now) }
    await releaseSlot(trx, a.pool_id)
    const r = await trx
      .updateTable('order_appoint')
      .set((eb) => ({
        appointed_date: b.appointedDate,
        appointed_time: b.appointedTime,
        pool_id: slot.id,
        reschedule_count: a.appointed_date ? eb('reschedule_count', '+', 1) : eb.ref('reschedule_count'),
      }))
      .where('id', '=', a.id)
      .where('reschedule_count', '=', a.reschedule_count)
      .returning('id')
      .executeTakeFirst()
    if (!r) throw conflict(M.APPOINT_CHANGED_REFRESH)
  })
  return await appointView(app, o)
}

/** cancel one appointment (same rule as rescheduling); the slot is freed */
export async function cancelAppoint(app: FastifyInstance, userId: number, q: CancelAppointReq) {
  const db = app.deps.db
  const now = app.deps.now()
  const { o, a } = await ownAppoint(app, userId, q)
  if (await examBookingOf(db, a)) throw badRequest(EXAM_BOOKED)
  if (!a.appointed_date) throw conflict(M.NO_APPOINTMENT)
  const check = canReschedule({ rescheduleCount: a.reschedule_count, appointedDate: a.appointed_date }, now)
  if (!check.ok) throw badRequest(check.message)
  await db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('order_appoint')
      .set({ appointed_date: null, appointed_time: null, pool_id: null })
      .where('id', '=', a.id)
      .where('appointed_date', '=', a.appointed_date)
      .returning('id')
      .executeTakeFirst()
    if (r) await releaseSlot(trx, a.pool_id)
  })
  return await appointView(app, o)
}

/** verification (use) records of an order */
export async function verificationRecords(app: FastifyInstance, userId: number, b: OrderIdReq) {
  const db = app.deps.db
  const o = await ownOrder(app, userId, b.orderId)
  const rows = await db
    .selectFrom('order_verification as v')
    .innerJoin('order_goods as g', 'g.id', 'v.order_goods_id')
    .select(['v.id', 'v.order_goods_id', 'v.used_num', 'v.verifier', 'v.created_at', 'g.goods_name'])
    .where('v.order_id', '=', o.id)
    .orderBy('v.id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    orderGoodsId: r.order_goods_id,
    goodsName: r.goods_name,
    usedNum: r.used_num,
    verifyTime: fmtReq(r.created_at),
    verifier: r.verifier,
  }))
}

/** SANDBOX: verify units of a 104/105 order by its code (104 → 105 → 102) */
export async function sandboxVerify(app: FastifyInstance, b: UpdateVerificationReq) {
  const db = app.deps.db
  const now = app.deps.now()
  const res = await db.transaction().execute(async (trx) => {
    const o = await trx.selectFrom('shop_order').selectAll().where('verify_code', '=', b.verifyCode).forUpdate().executeTakeFirst()
    if (!o) throw notFound(M.VERIFY_CODE_INVALID)
    const r = await verifyOrderUnits(
      trx,
      o,
      { orderGoodsId: b.orderGoodsId, usedNum: b.usedNum, verifier: b.verifier ?? M.SANDBOX_VERIFIER },
      now,
    )
    return { orderId: r.orderId, status: r.status }
  })
  await afterVerified({ orderId: res.orderId, status: res.status, verifiedAt: now }, app.log, app.deps)
  return res
}
