/**
 * Invoices of the caller (SPEC §7 Invoices; §9 only electronic ordinary invoices): which orders can be
 * invoiced (through the order module's read model), applications (issued at once by the sandbox with a
 * generated number), headers (personal or company with a validated tax number). An order is invoiced
 * once (unique invoice_order_rel.order_id); every header / invoice / order is the caller's (404 otherwise).
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { Q } from '../../lib/db'
import type { InvoiceApplyTable, InvoiceHeaderTable } from '../../lib/db/tables/account'
import { badRequest, notFound } from '../../lib/errors'
import type {
  CanInvoiceDetailQuery,
  CanInvoiceDetailReq,
  CheckRepeatQuery,
  DeleteInvoiceHeaderQuery,
  DeliveryInvoiceQuery,
  InvoiceDetailQuery,
  InvoiceHeader,
  InvoiceInfo,
  InvoiceListReq,
  InvoicePageReq,
  RelOrderListQuery,
  SaveInvoiceHeaderReq,
  SubmitInvoiceApplyReq,
} from '../../../contract/invoice'
import type { Validated } from '../../lib/route-plugin'
import { validateEmail } from '../../../src/domain/validation'
import { isValidTaxNumber, normalizeTaxNumber } from '../../../src/domain/invoice'
import { pageResult, offsetOf } from '../../lib/paging'
import { fmt, fmtReq } from '../../lib/time'
import { yuan } from '../../lib/money'
import { cantInvoiceReason, invoiceableCents, loadOrders, requireOrders, toInvoiceOrder } from '../order'
import { CANT_INVOICE_REASONS, INVOICE_MSG, MAX_INVOICE_HEADERS, orderCantInvoiceMessage } from '../../../src/domain/messages/invoice'
import * as M from '../../../src/domain/messages'
import { INVOICE_PDF_NOT_READY } from '../../../src/domain/messages/staffDesk'
import { countOwnRows, keepOnlyDefault, promoteNewestToDefault } from '../../lib/db/default-row'

export const MAX_HEADERS = MAX_INVOICE_HEADERS
export { INVOICE_MSG }

export function toHeader(r: Selectable<InvoiceHeaderTable>): InvoiceHeader {
  return {
    id: r.id,
    headerType: r.header_type === 2 ? 2 : 1,
    headerTypeStr: r.header_type === 2 ? '单位' : '个人',
    invoiceTitle: r.title,
    taxNumber: r.tax_number,
    companyAddress: r.company_address,
    companyPhone: r.company_phone,
    bankName: r.bank_name,
    bankAccount: r.bank_account,
    email: r.email,
    defaultUse: r.is_default ? 0 : 1,
    updateTime: fmtReq(r.updated_at),
  }
}

const STATUS_STR: Record<number, string> = { 1: '开票中', 2: '已开票', 3: '开票失败' }
export async function toInvoice(app: FastifyInstance, r: Selectable<InvoiceApplyTable>): Promise<InvoiceInfo> {
  const n = await app.deps.db
    .selectFrom('invoice_order_rel')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('invoice_id', '=', r.id)
    .executeTakeFirst()
  return {
    invoiceId: r.id,
    invoiceType: 1,
    invoiceTypeStr: '电子普通发票',
    headerType: r.header_type === 2 ? 2 : 1,
    invoiceTitle: r.title,
    taxNumber: r.tax_number,
    email: r.email,
    amount: yuan(r.amount_cents),
    status: r.status as 1 | 2 | 3,
    statusStr: STATUS_STR[r.status] ?? '',
    invoiceNo: r.invoice_no,
    invoiceUrl: r.status === 2 ? r.invoice_url : null,
    refuseReason: r.status === 3 ? (r.refuse_reason ?? null) : null,
    orderCount: Number(n?.n ?? 0),
    applyTime: fmtReq(r.created_at),
    issueTime: fmt(r.issued_at),
    deliveryTime: fmt(r.delivered_at),
    remark: r.remark,
  }
}

export const parseIds = (s: string | undefined) => (s ?? '').split(',').filter(Boolean).map(Number)

export async function requireHeader(db: Q, userId: number, id: number) {
  const h = await db.selectFrom('invoice_header').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (!h) throw notFound(INVOICE_MSG.HEADER_NOT_FOUND)
  return h
}
export async function requireInvoice(db: Q, userId: number, id: number) {
  const r = await db.selectFrom('invoice_apply').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (!r) throw notFound(INVOICE_MSG.INVOICE_NOT_FOUND)
  return r
}
/** validated header fields (title, tax number for companies) */
export function headerFields(b: { headerType?: number; invoiceTitle?: string; taxNumber?: string }): {
  header_type: number
  title: string
  tax_number: string
} {
  const title = (b.invoiceTitle ?? '').trim()
  if (!title) throw badRequest(INVOICE_MSG.TITLE_REQUIRED)
  const type = b.headerType === 2 ? 2 : 1
  let tax = ''
  if (type === 2) {
    tax = normalizeTaxNumber(b.taxNumber)
    if (!tax) throw badRequest(INVOICE_MSG.TAX_REQUIRED)
    if (!isValidTaxNumber(tax)) throw badRequest(INVOICE_MSG.TAX_INVALID)
  }
  return { header_type: type, title, tax_number: tax }
}

/** the caller's orders that can be invoiced, a page */
export async function canInvoiceOrders(app: FastifyInstance, userId: number, hospitalId: number, b: Validated<typeof InvoicePageReq>) {
  const db = app.deps.db
  const { pageNum, pageSize } = b
  const all = (await loadOrders(db, userId, { hospitalId: hospitalId })).filter((o) => cantInvoiceReason(o) === null)
  const start = offsetOf(pageNum, pageSize)
  return pageResult(
    all.slice(start, start + pageSize).map((o) => toInvoiceOrder(app, o)),
    all.length,
    pageNum,
    pageSize,
  )
}

/** the caller's paid orders that cannot be invoiced, with the reason */
export async function cantInvoiceOrders(app: FastifyInstance, userId: number, hospitalId: number, b: Validated<typeof InvoicePageReq>) {
  const db = app.deps.db
  const { pageNum, pageSize } = b
  const all = (await loadOrders(db, userId, { hospitalId: hospitalId })).filter((o) => cantInvoiceReason(o) !== null)
  const start = offsetOf(pageNum, pageSize)
  return pageResult(
    all.slice(start, start + pageSize).map((o) => toInvoiceOrder(app, o, true)),
    all.length,
    pageNum,
    pageSize,
  )
}

/** the chosen orders with the amount to invoice */
export async function canInvoiceDetail(app: FastifyInstance, userId: number, b: CanInvoiceDetailReq, q: CanInvoiceDetailQuery) {
  const db = app.deps.db
  const ids = q.orderIdList !== undefined ? parseIds(q.orderIdList) : (b.orderIdList ?? [])
  if (ids.length === 0) throw badRequest(INVOICE_MSG.ORDERS_REQUIRED)
  const orders = await requireOrders(db, userId, ids)
  for (const o of orders) {
    const why = cantInvoiceReason(o)
    if (why)
      throw badRequest(
        why === CANT_INVOICE_REASONS.INVOICED ? `订单${o.orderNo}${INVOICE_MSG.ALREADY.slice(2)}` : orderCantInvoiceMessage(o.orderNo, why),
      )
  }
  return {
    orderList: orders.map((o) => toInvoiceOrder(app, o)),
    totalPrice: yuan(orders.reduce((s, o) => s + invoiceableCents(o), 0)),
  }
}

/** the orders of one of the caller's invoices */
export async function relatedOrders(app: FastifyInstance, userId: number, q: RelOrderListQuery) {
  const db = app.deps.db
  const inv = await requireInvoice(db, userId, q.invoiceId)
  const rels = await db.selectFrom('invoice_order_rel').select('order_id').where('invoice_id', '=', inv.id).execute()
  return (await loadOrders(db, userId, { ids: rels.map((r) => r.order_id) })).map((o) => toInvoiceOrder(app, o))
}

/** apply for one invoice of the chosen orders (开票中 until the hospital issues or refuses it) */
export async function submitApply(app: FastifyInstance, userId: number, hospitalId: number, b: SubmitInvoiceApplyReq) {
  const db = app.deps.db
  if (b.invoiceType !== undefined && b.invoiceType !== 1) throw badRequest(INVOICE_MSG.ONLY_ELECTRONIC)
  let header: { header_type: number; title: string; tax_number: string }
  let email = (b.email ?? '').trim()
  if (b.invoiceDataId !== undefined) {
    const h = await requireHeader(db, userId, b.invoiceDataId)
    header = { header_type: h.header_type, title: h.title, tax_number: h.tax_number }
    email ||= h.email
  } else header = headerFields(b)
  const emailError = validateEmail(email)
  if (emailError) throw badRequest(emailError)
  const now = app.deps.now()
  const ids = [...new Set(b.orderIdList)]
  const row = await db.transaction().execute(async (trx) => {
    const orders = await requireOrders(trx, userId, ids)
    for (const o of orders) {
      const why = cantInvoiceReason(o)
      if (why) throw badRequest(why === CANT_INVOICE_REASONS.INVOICED ? INVOICE_MSG.ALREADY : orderCantInvoiceMessage(o.orderNo, why))
    }
    const amount = orders.reduce((s, o) => s + invoiceableCents(o), 0)
    const inv = await trx
      .insertInto('invoice_apply')
      .values({
        user_id: userId,
        hospital_id: hospitalId,
        invoice_type: 1,
        ...header,
        email,
        amount_cents: amount,
        // 开票中: the hospital's finance issues it in the staff console (uploads the PDF) or refuses it
        status: 1,
        invoice_no: null,
        invoice_url: null,
        remark: (b.remark ?? '').trim(),
        created_at: now,
        issued_at: null,
        delivered_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    // the unique order_id decides between concurrent applications: one wins, the other rolls back
    const rels = await trx
      .insertInto('invoice_order_rel')
      .values(orders.map((o) => ({ invoice_id: inv.id, order_id: o.id, user_id: userId, amount_cents: invoiceableCents(o) })))
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('id')
      .execute()
    if (rels.length !== orders.length) throw badRequest(INVOICE_MSG.ALREADY)
    return inv
  })
  return await toInvoice(app, row)
}

/** the caller's invoices, a page */
export async function listInvoices(app: FastifyInstance, userId: number, b: Validated<typeof InvoiceListReq>) {
  const db = app.deps.db
  const { pageNum, pageSize, status } = b
  let q = db.selectFrom('invoice_apply').where('user_id', '=', userId)
  if (status !== undefined) q = q.where('status', '=', status)
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
  const rows = await q
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset(offsetOf(pageNum, pageSize))
    .execute()
  const list: InvoiceInfo[] = []
  for (const r of rows) list.push(await toInvoice(app, r))
  return pageResult(list, total, pageNum, pageSize)
}

/** send an issued invoice again (records the send time) */
export async function deliverInvoice(app: FastifyInstance, userId: number, q: DeliveryInvoiceQuery) {
  const db = app.deps.db
  const inv = await requireInvoice(db, userId, q.invoiceId)
  if (inv.status !== 2) throw badRequest(INVOICE_MSG.NOT_ISSUED)
  const email = (q.email ?? '').trim() || inv.email
  const emailError = validateEmail(email)
  if (emailError) throw badRequest(emailError)
  const row = await db
    .updateTable('invoice_apply')
    .set({ email, delivered_at: app.deps.now() })
    .where('id', '=', inv.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return await toInvoice(app, row)
}

/** one of the caller's invoices with its orders */
export async function invoiceDetail(app: FastifyInstance, userId: number, q: InvoiceDetailQuery) {
  const db = app.deps.db
  const id = q.invoiceId ?? q.id
  if (id === undefined) throw badRequest(M.missingParamMessage('invoiceId'))
  const inv = await requireInvoice(db, userId, id)
  const rels = await db.selectFrom('invoice_order_rel').select('order_id').where('invoice_id', '=', inv.id).execute()
  const orders = await loadOrders(db, userId, { ids: rels.map((r) => r.order_id) })
  return { ...(await toInvoice(app, inv)), orderList: orders.map((o) => toInvoiceOrder(app, o)) }
}

/** the caller's invoice headers, the default first */
export async function listHeaders(app: FastifyInstance, userId: number) {
  const db = app.deps.db
  const rows = await db
    .selectFrom('invoice_header')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toHeader)
}

/** create or update an invoice header */
export async function saveHeader(app: FastifyInstance, userId: number, b: SaveInvoiceHeaderReq) {
  const db = app.deps.db
  const fields = headerFields(b)
  const email = (b.email ?? '').trim()
  if (email) {
    const e = validateEmail(email)
    if (e) throw badRequest(e)
  }
  const company = fields.header_type === 2
  const now = app.deps.now()
  const values = {
    ...fields,
    company_address: company ? (b.companyAddress ?? '').trim() : '',
    company_phone: company ? (b.companyPhone ?? '').trim() : '',
    bank_name: company ? (b.bankName ?? '').trim() : '',
    bank_account: company ? (b.bankAccount ?? '').replace(/\s+/g, '') : '',
    email,
    updated_at: now,
  }
  const row = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute()
    const existing =
      b.id !== undefined
        ? await trx
            .selectFrom('invoice_header')
            .select(['id', 'is_default'])
            .where('id', '=', b.id)
            .where('user_id', '=', userId)
            .executeTakeFirst()
        : undefined
    if (b.id !== undefined && !existing) throw notFound(INVOICE_MSG.HEADER_NOT_FOUND)
    let dq = trx
      .selectFrom('invoice_header')
      .select('id')
      .where('user_id', '=', userId)
      .where('title', '=', values.title)
      .where('tax_number', '=', values.tax_number)
    if (existing) dq = dq.where('id', '!=', existing.id)
    if (await dq.executeTakeFirst()) throw badRequest(INVOICE_MSG.HEADER_REPEAT)
    let makeDefault = b.defaultUse === 0
    let id: number
    if (existing) {
      id = existing.id
      await trx
        .updateTable('invoice_header')
        .set({ ...values, ...(b.defaultUse === undefined ? {} : { is_default: makeDefault }) })
        .where('id', '=', id)
        .execute()
    } else {
      const count = await countOwnRows(trx, 'invoice_header', userId)
      if (count >= MAX_HEADERS) throw badRequest(INVOICE_MSG.TOO_MANY)
      if (count === 0) makeDefault = true
      id = (
        await trx
          .insertInto('invoice_header')
          .values({ ...values, user_id: userId, is_default: makeDefault, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    }
    if (makeDefault) await keepOnlyDefault(trx, 'invoice_header', userId, id)
    return trx.selectFrom('invoice_header').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  })
  return toHeader(row)
}

/** delete invoice headers of the caller */
export async function deleteHeaders(app: FastifyInstance, userId: number, q: DeleteInvoiceHeaderQuery) {
  const db = app.deps.db
  const ids = [...new Set(parseIds(q.idList))]
  const deleted = await db.transaction().execute(async (trx) => {
    const mine = await trx
      .selectFrom('invoice_header')
      .select(['id', 'is_default'])
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute()
    if (mine.length !== ids.length) throw notFound(INVOICE_MSG.HEADER_NOT_FOUND)
    await trx.deleteFrom('invoice_header').where('user_id', '=', userId).where('id', 'in', ids).execute()
    if (mine.some((h) => h.is_default)) {
      await promoteNewestToDefault(trx, 'invoice_header', userId)
    }
    return mine.length
  })
  return { deleted }
}

/** whether the caller already has a header with this title / tax number */
export async function checkRepeat(app: FastifyInstance, userId: number, query: CheckRepeatQuery) {
  const db = app.deps.db
  let sel = db
    .selectFrom('invoice_header')
    .select('id')
    .where('user_id', '=', userId)
    .where('title', '=', query.invoiceTitle.trim())
    .where('tax_number', '=', (query.taxNumber ?? '').replace(/\s+/g, '').toUpperCase())
  if (query.id !== undefined) sel = sel.where('id', '!=', query.id)
  return { repeat: !!(await sel.executeTakeFirst()) }
}

/** the PDF of one of the caller's issued invoices (404 until issued) */
export async function invoicePdf(app: FastifyInstance, userId: number, invoiceId: number): Promise<{ bytes: Buffer; invoiceNo: string }> {
  const db = app.deps.db
  const inv = await requireInvoice(db, userId, invoiceId)
  const pdf =
    inv.status === 2 ? await db.selectFrom('invoice_pdf').select('bytes').where('invoice_id', '=', inv.id).executeTakeFirst() : undefined
  if (!pdf) throw notFound(INVOICE_PDF_NOT_READY)
  return { bytes: Buffer.from(pdf.bytes), invoiceNo: inv.invoice_no ?? String(inv.id) }
}
