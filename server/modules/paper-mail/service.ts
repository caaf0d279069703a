/**
 * Paper case-file mailing (/paperToHome, issue 14 item 5): a patient chooses one of their hospital stays, the
 * copies and a receiver address of their address book; the postage (per copy) is one order of the hospital's
 * postage goods made by the normal checkout (createOrder: server pricing, the address snapshot, idempotency),
 * and the request row is written in that order's transaction. Every read is the owner's (another user: 404).
 * Stays come from the hospital's HIS; with the sandbox providers a user without stays gets two demo stays.
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { CommitPayRes } from '../../../contract/order'
import type { HospitalStay, PaperMail, PaperMailReq, PaperStaysRes } from '../../../contract/paper-mail'
import { badRequest, notFound } from '../../lib/errors'
import { yuan } from '../../lib/money'
import { fmtReq } from '../../lib/time'
import { addDays, businessToday } from '../../../src/domain/time'
import { paperMailError } from '../../../src/domain/groupBuy'
import { maskPhone } from '../../../src/domain/mask'
import * as M from '../../../src/domain/messages'
import { createOrder } from '../order'

/** the postage goods of each hospital that mails case files (seeded by server/seed/groupbuy) */
export const PAPER_MAIL_GOODS: Record<number, { goodsId: number; skuId: number }> = { 6: { goodsId: 6090, skuId: 60901 } }

type StayRow = Selectable<DB['hospital_stay']>
const toStay = (s: StayRow): HospitalStay => ({
  id: s.id,
  inpatientNo: s.inpatient_no,
  department: s.department,
  admittedOn: s.admitted_on,
  dischargedOn: s.discharged_on,
})

/** two past stays of a user (the sandbox HIS and the seed) */
export function demoStays(userId: number, hospitalId: number, now: Date) {
  const today = businessToday(now)
  const at = (d: number) => addDays(today, d) ?? today
  return [
    { dept: '心血管内科', from: -48, to: -41 },
    { dept: '普通外科', from: -210, to: -198 },
  ].map((s, i) => ({
    user_id: userId,
    hospital_id: hospitalId,
    inpatient_no: `ZY${hospitalId}${String(userId).padStart(6, '0')}${i + 1}`,
    department: s.dept,
    admitted_on: at(s.from),
    discharged_on: at(s.to),
    created_at: now,
  }))
}

export async function myStays(app: FastifyInstance, userId: number, hospitalId: number): Promise<PaperStaysRes> {
  const db = app.deps.db
  const goods = PAPER_MAIL_GOODS[hospitalId]
  if (!goods) throw badRequest(M.PAPER_MAIL_UNAVAILABLE)
  const q = () =>
    db
      .selectFrom('hospital_stay')
      .selectAll()
      .where('user_id', '=', userId)
      .where('hospital_id', '=', hospitalId)
      .orderBy('admitted_on', 'desc')
      .execute()
  let rows = await q()
  if (!rows.length && app.deps.sandboxProviders) {
    await db
      .insertInto('hospital_stay')
      .values(demoStays(userId, hospitalId, app.deps.now()))
      .execute()
    rows = await q()
  }
  const sku = await db.selectFrom('goods_sku').select('price_cents').where('id', '=', goods.skuId).executeTakeFirst()
  return { stays: rows.map(toStay), pricePerCopy: yuan(sku?.price_cents ?? 0), maxCopies: M.PAPER_MAIL_MAX_COPIES }
}

export async function commitPaperMail(app: FastifyInstance, userId: number, hospitalId: number, req: PaperMailReq): Promise<CommitPayRes> {
  const goods = PAPER_MAIL_GOODS[hospitalId]
  if (!goods) throw badRequest(M.PAPER_MAIL_UNAVAILABLE)
  const stay = await app.deps.db
    .selectFrom('hospital_stay')
    .selectAll()
    .where('id', '=', req.stayId)
    .where('user_id', '=', userId)
    .where('hospital_id', '=', hospitalId)
    .executeTakeFirst()
  if (!stay) throw notFound(M.PAPER_STAY_NOT_FOUND)
  const why = paperMailError({ copies: req.copies, dischargedOn: stay.discharged_on, today: businessToday(app.deps.now()) })
  if (why) throw badRequest(why)
  const now = app.deps.now()
  return createOrder(app, {
    userId,
    hospitalId,
    requestKey: req.requestId ? `paper:${req.requestId}` : undefined,
    goodsList: [{ goodsId: goods.goodsId, skuId: goods.skuId, goodsNum: req.copies }],
    addressId: req.addressId,
    remark: `病案邮寄：住院号${stay.inpatient_no}，${req.copies}份`,
    afterInsert: async (trx, o) => {
      await trx
        .insertInto('paper_mail')
        .values({ user_id: userId, hospital_id: hospitalId, stay_id: stay.id, copies: req.copies, order_id: o.id, created_at: now })
        .execute()
    },
  })
}

async function loadMails(app: FastifyInstance, userId: number, hospitalId: number, id?: number): Promise<PaperMail[]> {
  let q = app.deps.db
    .selectFrom('paper_mail as p')
    .innerJoin('hospital_stay as s', 's.id', 'p.stay_id')
    .innerJoin('shop_order as o', 'o.id', 'p.order_id')
    .selectAll('s')
    .select([
      'p.id as mail_id',
      'p.copies',
      'p.order_id',
      'p.created_at as mail_created',
      'o.order_no',
      'o.status as order_status',
      'o.actual_cents',
      'o.address',
    ])
    .where('p.user_id', '=', userId)
    .where('p.hospital_id', '=', hospitalId)
  if (id !== undefined) q = q.where('p.id', '=', id)
  const rows = await q.orderBy('p.id', 'desc').limit(100).execute()
  return rows.map((r) => {
    const a = (r.address ?? {}) as Record<string, string>
    return {
      id: r.mail_id,
      stay: toStay(r),
      copies: r.copies,
      orderId: r.order_id,
      orderNo: r.order_no,
      orderStatus: r.order_status as PaperMail['orderStatus'],
      actualPrice: yuan(r.actual_cents),
      recvName: a.recvName ?? '',
      recvPhone: maskPhone(a.contactNumber ?? ''),
      recvAddress: `${a.recvProvince ?? ''}${a.recvCity ?? ''}${a.recvArea ?? ''}${a.recvAddress ?? ''}`,
      createTime: fmtReq(r.mail_created),
    }
  })
}

export const myPaperMails = (app: FastifyInstance, userId: number, hospitalId: number) => loadMails(app, userId, hospitalId)

export async function paperMailDetail(app: FastifyInstance, userId: number, hospitalId: number, id: number): Promise<PaperMail> {
  const [m] = await loadMails(app, userId, hospitalId, id)
  if (!m) throw notFound(M.PAPER_MAIL_NOT_FOUND)
  return m
}
