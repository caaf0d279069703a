/**
 * /order-center invoices (SPEC §7 Invoices; §2 /bill…; §3 Bills; §9 only electronic ordinary
 * invoices): invoiceOrderRel/new/* (which of the caller's orders can be invoiced), invoiceInfo/new/*
 * (apply, list, detail, deliver again) and invoiceData/new/* (invoice headers: personal or company
 * with a validated tax number). An order is invoiced once (unique invoice_order_rel.order_id); only
 * paid orders; every header / invoice / order is the caller's (404 otherwise).
 *
 * Issuing is a sandbox: an application is issued at once with a generated invoice number and no PDF;
 * deliveryInvoice records the e-mail send time (no mail provider on this server).
 */
import crypto from 'node:crypto'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { Selectable } from 'kysely'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import type { InvoiceApplyTable, InvoiceHeaderTable } from '../../lib/db/tables/account'
import { badRequest, notFound, ok } from '../../lib/errors'
import { registerUserDataDeleter } from '../user'
import type { InvoiceHeader, InvoiceInfo, SaveInvoiceHeaderReq, SubmitInvoiceApplyReq } from '../../../contract/invoice'
import * as I from '../../../contract/invoice'
import { DeleteRes } from '../../../contract/account'
import { Envelope } from '../../../contract/lib'
import { validateEmail } from '../../../src/domain/validation'
import { formatBusiness } from '../../../src/domain/time'
import { isValidTaxNumber, normalizeTaxNumber } from '../../../src/domain/invoice'
import { idField, pageProps } from '../../lib/schemas'
import { pageResult, offsetOf } from '../../lib/paging'
import { fmt, fmtReq } from '../../lib/time'
import { yuan } from '../../lib/money'
import { cantInvoiceReason, invoiceableCents, loadOrders, requireOrders, toInvoiceGoods, toInvoiceOrder } from '../order'
import { INVOICE_MSG, MAX_INVOICE_HEADERS } from '../../../src/domain/messages/invoice'
import * as M from '../../../src/domain/messages'

export const MAX_HEADERS = MAX_INVOICE_HEADERS
export { INVOICE_MSG }

registerUserDataDeleter('invoices', async (trx, user) => {
  await trx.deleteFrom('invoice_order_rel').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('invoice_apply').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('invoice_header').where('user_id', '=', user.id).execute()
})

// ------------------------------------------------------------------ tax numbers

/** the tax-number rule of src/domain/invoice (USCC with its check character, or a 15/17/20-character number) */
export { isValidTaxNumber }

// ------------------------------------------------------------------ shapes

function toHeader(r: Selectable<InvoiceHeaderTable>): InvoiceHeader {
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
async function toInvoice(app: FastifyInstance, r: Selectable<InvoiceApplyTable>): Promise<InvoiceInfo> {
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
    invoiceUrl: r.invoice_url,
    orderCount: Number(n?.n ?? 0),
    applyTime: fmtReq(r.created_at),
    issueTime: fmt(r.issued_at),
    deliveryTime: fmt(r.delivered_at),
    remark: r.remark,
  }
}

const idListField = { type: 'string', pattern: '^\\d{1,10}(,\\d{1,10}){0,99}$', description: 'comma-separated ids' }
const parseIds = (s: string | undefined) => (s ?? '').split(',').filter(Boolean).map(Number)
const str = (max: number) => ({ type: 'string', maxLength: max })

// ------------------------------------------------------------------ routes

export const invoiceRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db
  const tags = ['order-center']
  const security = [{ token: [] }]

  async function requireHeader(userId: number, id: number) {
    const h = await db.selectFrom('invoice_header').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    if (!h) throw notFound(INVOICE_MSG.HEADER_NOT_FOUND)
    return h
  }
  async function requireInvoice(userId: number, id: number) {
    const r = await db.selectFrom('invoice_apply').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    if (!r) throw notFound(INVOICE_MSG.INVOICE_NOT_FOUND)
    return r
  }
  /** validated header fields (title, tax number for companies) */
  function headerFields(b: { headerType?: number; invoiceTitle?: string; taxNumber?: string }): {
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
  const pageBody = { type: 'object', properties: { ...pageProps } }

  // ---------------------------------------------------------------- which orders
  app.post<{ Body: { pageNum: number; pageSize: number } }>(
    '/invoiceOrderRel/new/canInvoice',
    {
      schema: {
        tags,
        security,
        summary: "The caller's paid, not yet invoiced orders (this hospital)",
        body: pageBody,
        response: { 200: Envelope(I.CanInvoiceRes) },
      },
    },
    async (req) => {
      const { pageNum, pageSize } = req.body
      const all = (await loadOrders(db, req.user.userId, { hospitalId: req.ctx.hospitalId })).filter((o) => cantInvoiceReason(o) === null)
      const start = offsetOf(pageNum, pageSize)
      return ok(
        pageResult(
          all.slice(start, start + pageSize).map((o) => toInvoiceOrder(app, o)),
          all.length,
          pageNum,
          pageSize,
        ),
      )
    },
  )
  app.post<{ Body: { pageNum: number; pageSize: number } }>(
    '/invoiceOrderRel/new/cantInvoice',
    {
      schema: {
        tags,
        security,
        summary: "The caller's orders that cannot be invoiced, with the reason",
        body: pageBody,
        response: { 200: Envelope(I.CanInvoiceRes) },
      },
    },
    async (req) => {
      const { pageNum, pageSize } = req.body
      const all = (await loadOrders(db, req.user.userId, { hospitalId: req.ctx.hospitalId })).filter((o) => cantInvoiceReason(o) !== null)
      const start = offsetOf(pageNum, pageSize)
      return ok(
        pageResult(
          all.slice(start, start + pageSize).map((o) => toInvoiceOrder(app, o, true)),
          all.length,
          pageNum,
          pageSize,
        ),
      )
    },
  )
  app.post<{ Querystring: { orderIdList?: string }; Body: { orderIdList?: number[] } }>(
    '/invoiceOrderRel/new/canInvoiceDetail',
    {
      schema: {
        tags,
        security,
        summary: 'Bills detail of chosen orders: orderList and totalPrice (?orderIdList=1,2 or body)',
        querystring: { type: 'object', properties: { orderIdList: idListField } },
        body: { type: 'object', properties: { orderIdList: { type: 'array', maxItems: 100, items: idField } } },
        response: { 200: Envelope(I.CanInvoiceDetailRes) },
      },
    },
    async (req) => {
      const ids = req.query.orderIdList !== undefined ? parseIds(req.query.orderIdList) : (req.body.orderIdList ?? [])
      if (ids.length === 0) throw badRequest(INVOICE_MSG.ORDERS_REQUIRED)
      const orders = await requireOrders(db, req.user.userId, ids)
      for (const o of orders) {
        const why = cantInvoiceReason(o)
        if (why) throw badRequest(`订单${o.orderNo}${why === '已开票' ? INVOICE_MSG.ALREADY.slice(2) : `：${why}`}`)
      }
      return ok({
        orderList: orders.map((o) => toInvoiceOrder(app, o)),
        totalPrice: yuan(orders.reduce((s, o) => s + invoiceableCents(o), 0)),
      })
    },
  )
  app.get<{ Querystring: { invoiceId: number } }>(
    '/invoiceOrderRel/new/queryRelOrderList',
    {
      schema: {
        tags,
        security,
        summary: "The orders of one of the caller's invoices",
        querystring: { type: 'object', required: ['invoiceId'], properties: { invoiceId: idField } },
        response: { 200: Envelope(I.QueryRelOrderListRes) },
      },
    },
    async (req) => {
      const inv = await requireInvoice(req.user.userId, req.query.invoiceId)
      const rels = await db.selectFrom('invoice_order_rel').select('order_id').where('invoice_id', '=', inv.id).execute()
      return ok((await loadOrders(db, req.user.userId, { ids: rels.map((r) => r.order_id) })).map((o) => toInvoiceOrder(app, o)))
    },
  )

  // ---------------------------------------------------------------- invoices
  app.post<{ Body: SubmitInvoiceApplyReq }>(
    '/invoiceInfo/new/submitApply',
    {
      schema: {
        tags,
        security,
        summary: 'Apply for an electronic ordinary invoice for paid orders (each order once); header saved (invoiceDataId) or inline',
        body: {
          type: 'object',
          required: ['orderIdList'],
          properties: {
            orderIdList: { type: 'array', minItems: 1, maxItems: 100, items: idField },
            invoiceDataId: idField,
            headerType: { type: 'integer', enum: [1, 2] },
            invoiceTitle: str(100),
            taxNumber: str(30),
            email: str(100),
            invoiceType: { type: 'integer' },
            remark: str(200),
          },
        },
        response: { 200: Envelope(I.InvoiceInfo) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const b = req.body
      if (b.invoiceType !== undefined && b.invoiceType !== 1) throw badRequest(INVOICE_MSG.ONLY_ELECTRONIC)
      let header: { header_type: number; title: string; tax_number: string }
      let email = (b.email ?? '').trim()
      if (b.invoiceDataId !== undefined) {
        const h = await requireHeader(userId, b.invoiceDataId)
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
          if (why) throw badRequest(why === '已开票' ? INVOICE_MSG.ALREADY : `订单${o.orderNo}：${why}`)
        }
        const amount = orders.reduce((s, o) => s + invoiceableCents(o), 0)
        const inv = await trx
          .insertInto('invoice_apply')
          .values({
            user_id: userId,
            hospital_id: req.ctx.hospitalId,
            invoice_type: 1,
            ...header,
            email,
            amount_cents: amount,
            // sandbox issuing: issued at once
            status: 2,
            invoice_no: `${formatBusiness(now, 'YYYY')}${crypto.randomInt(10 ** 9, 10 ** 10 - 1)}${crypto.randomInt(100000, 999999)}`,
            invoice_url: null,
            remark: (b.remark ?? '').trim(),
            created_at: now,
            issued_at: now,
            delivered_at: now,
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
      return ok(await toInvoice(app, row))
    },
  )

  app.post<{ Body: { pageNum: number; pageSize: number; status?: number } }>(
    '/invoiceInfo/new/list',
    {
      schema: {
        tags,
        security,
        summary: "The caller's invoices, newest first",
        body: { type: 'object', properties: { ...pageProps, status: { type: 'integer', enum: [1, 2, 3] } } },
        response: { 200: Envelope(I.InvoiceListRes) },
      },
    },
    async (req) => {
      const { pageNum, pageSize, status } = req.body
      let q = db.selectFrom('invoice_apply').where('user_id', '=', req.user.userId)
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
      return ok(pageResult(list, total, pageNum, pageSize))
    },
  )

  app.post<{ Body: { orderIdList: number[] } }>(
    '/invoiceInfo/new/queryGoodsDetailsByOrderIdList',
    {
      schema: {
        tags,
        security,
        summary: "Goods lines of the caller's orders",
        body: {
          type: 'object',
          required: ['orderIdList'],
          properties: { orderIdList: { type: 'array', minItems: 1, maxItems: 100, items: idField } },
        },
        response: { 200: Envelope(I.QueryGoodsDetailsRes) },
      },
    },
    async (req) =>
      ok((await requireOrders(db, req.user.userId, req.body.orderIdList)).flatMap((o) => o.lines.map((l) => toInvoiceGoods(app, l)))),
  )

  app.get<{ Querystring: { invoiceId: number; email?: string } }>(
    '/invoiceInfo/new/deliveryInvoice',
    {
      schema: {
        tags,
        security,
        summary: 'Send an issued invoice again by e-mail (sandbox: the time is recorded)',
        querystring: { type: 'object', required: ['invoiceId'], properties: { invoiceId: idField, email: str(100) } },
        response: { 200: Envelope(I.InvoiceInfo) },
      },
    },
    async (req) => {
      const inv = await requireInvoice(req.user.userId, req.query.invoiceId)
      if (inv.status !== 2) throw badRequest(INVOICE_MSG.NOT_ISSUED)
      const email = (req.query.email ?? '').trim() || inv.email
      const emailError = validateEmail(email)
      if (emailError) throw badRequest(emailError)
      const row = await db
        .updateTable('invoice_apply')
        .set({ email, delivered_at: app.deps.now() })
        .where('id', '=', inv.id)
        .returningAll()
        .executeTakeFirstOrThrow()
      return ok(await toInvoice(app, row))
    },
  )

  app.get<{ Querystring: { invoiceId?: number; id?: number } }>(
    '/invoiceInfo/new/detail',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's invoices with its orders (?invoiceId= or ?id=)",
        querystring: { type: 'object', properties: { invoiceId: idField, id: idField } },
        response: { 200: Envelope(I.InvoiceDetailRes) },
      },
    },
    async (req) => {
      const id = req.query.invoiceId ?? req.query.id
      if (id === undefined) throw badRequest(M.missingParamMessage('invoiceId'))
      const inv = await requireInvoice(req.user.userId, id)
      const rels = await db.selectFrom('invoice_order_rel').select('order_id').where('invoice_id', '=', inv.id).execute()
      const orders = await loadOrders(db, req.user.userId, { ids: rels.map((r) => r.order_id) })
      return ok({ ...(await toInvoice(app, inv)), orderList: orders.map((o) => toInvoiceOrder(app, o)) })
    },
  )

  // ---------------------------------------------------------------- headers
  app.post(
    '/invoiceData/new/list',
    {
      schema: {
        tags,
        security,
        summary: "The caller's invoice headers, the default first",
        response: { 200: Envelope(I.InvoiceHeaderListRes) },
      },
    },
    async (req) => {
      const rows = await db
        .selectFrom('invoice_header')
        .selectAll()
        .where('user_id', '=', req.user.userId)
        .orderBy('is_default', 'desc')
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
      return ok(rows.map(toHeader))
    },
  )

  app.post<{ Body: SaveInvoiceHeaderReq }>(
    '/invoiceData/new/saveOrUpdate',
    {
      schema: {
        tags,
        security,
        summary: 'Create (no id) or update (id) an invoice header: personal or company (valid tax number)',
        body: {
          type: 'object',
          required: ['headerType'],
          properties: {
            id: idField,
            headerType: { type: 'integer', enum: [1, 2] },
            invoiceTitle: str(100),
            taxNumber: str(30),
            companyAddress: str(200),
            companyPhone: str(30),
            bankName: str(100),
            bankAccount: str(40),
            email: str(100),
            defaultUse: { type: 'integer', enum: [0, 1] },
          },
        },
        response: { 200: Envelope(I.InvoiceHeader) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const b = req.body
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
          const count = Number(
            (
              await trx
                .selectFrom('invoice_header')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('user_id', '=', userId)
                .executeTakeFirst()
            )?.n ?? 0,
          )
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
        if (makeDefault)
          await trx
            .updateTable('invoice_header')
            .set({ is_default: false })
            .where('user_id', '=', userId)
            .where('id', '!=', id)
            .where('is_default', '=', true)
            .execute()
        return trx.selectFrom('invoice_header').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      })
      return ok(toHeader(row))
    },
  )

  app.delete<{ Querystring: { idList: string } }>(
    '/invoiceData/new/delete',
    {
      schema: {
        tags,
        security,
        summary: "Delete some of the caller's headers (?idList=1,2); 404 if any is not theirs",
        querystring: { type: 'object', required: ['idList'], properties: { idList: idListField } },
        response: { 200: Envelope(DeleteRes) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const ids = [...new Set(parseIds(req.query.idList))]
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
          const next = await trx
            .selectFrom('invoice_header')
            .select('id')
            .where('user_id', '=', userId)
            .orderBy('updated_at', 'desc')
            .orderBy('id', 'desc')
            .executeTakeFirst()
          if (next) await trx.updateTable('invoice_header').set({ is_default: true }).where('id', '=', next.id).execute()
        }
        return mine.length
      })
      return ok({ deleted })
    },
  )

  app.get<{ Querystring: { invoiceTitle: string; taxNumber?: string; id?: number } }>(
    '/invoiceData/new/checkRepeat',
    {
      schema: {
        tags,
        security,
        summary: 'Does the caller already have a header with this title (and tax number)?',
        querystring: {
          type: 'object',
          required: ['invoiceTitle'],
          properties: { invoiceTitle: str(100), taxNumber: str(30), id: idField },
        },
        response: { 200: Envelope(I.CheckRepeatRes) },
      },
    },
    async (req) => {
      let q = db
        .selectFrom('invoice_header')
        .select('id')
        .where('user_id', '=', req.user.userId)
        .where('title', '=', req.query.invoiceTitle.trim())
        .where('tax_number', '=', (req.query.taxNumber ?? '').replace(/\s+/g, '').toUpperCase())
      if (req.query.id !== undefined) q = q.where('id', '!=', req.query.id)
      return ok({ repeat: !!(await q.executeTakeFirst()) })
    },
  )

  app.get<{ Querystring: { id: number } }>(
    '/invoiceData/new/detail',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's invoice headers",
        querystring: { type: 'object', required: ['id'], properties: { id: idField } },
        response: { 200: Envelope(I.InvoiceHeader) },
      },
    },
    async (req) => ok(toHeader(await requireHeader(req.user.userId, req.query.id))),
  )
}
