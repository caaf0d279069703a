/**
 * /order-center invoices (SPEC §7 Invoices; §2 /bill…; §3 Bills; §9 only electronic ordinary
 * invoices): invoiceOrderRel/new/* (which of the caller's orders can be invoiced), invoiceInfo/new/*
 * (apply, list, detail, deliver again) and invoiceData/new/* (invoice headers: personal or company
 * with a validated tax number). An order is invoiced once (unique invoice_order_rel.order_id); only
 * paid orders; every header / invoice / order is the caller's (404 otherwise).
 *
 * An application waits (1 开票中) until the hospital's finance issues it in the staff console with the electronic
 * invoice's PDF (2 已开票; invoiceInfo/new/pdf serves it to its owner) or refuses it with a reason (3 开票失败;
 * staff.routes.ts); deliveryInvoice records the e-mail send time (no mail provider on this server).
 */
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { registerUserDataDeleter } from '../user'
import * as I from '../../../contract/invoice'
import { DeleteRes } from '../../../contract/account'
import { Envelope, Type } from '../../../contract/lib'
import {
  canInvoiceDetail,
  canInvoiceOrders,
  cantInvoiceOrders,
  checkRepeat,
  deleteHeaders,
  deliverInvoice,
  invoiceDetail,
  invoicePdf,
  listHeaders,
  listInvoices,
  relatedOrders,
  requireHeader,
  saveHeader,
  submitApply,
  toHeader,
} from './service'
import { requireOrders, toInvoiceGoods } from '../order'

registerUserDataDeleter('invoices', async (trx, user) => {
  await trx
    .deleteFrom('invoice_pdf')
    .where('invoice_id', 'in', (eb) => eb.selectFrom('invoice_apply').select('id').where('user_id', '=', user.id))
    .execute()
  await trx.deleteFrom('invoice_order_rel').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('invoice_apply').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('invoice_header').where('user_id', '=', user.id).execute()
})

// ------------------------------------------------------------------ routes

export const invoiceRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db
  const tags = ['order-center']
  const security = [{ token: [] }]

  // ---------------------------------------------------------------- which orders
  app.post(
    '/invoiceOrderRel/new/canInvoice',
    {
      schema: {
        tags,
        security,
        summary: "The caller's paid, not yet invoiced orders (this hospital)",
        body: I.InvoicePageReq,
        response: { 200: Envelope(I.CanInvoiceRes) },
      },
    },
    async (req) => ok(await canInvoiceOrders(app, req.user.userId, req.ctx.hospitalId, req.body)),
  )
  app.post(
    '/invoiceOrderRel/new/cantInvoice',
    {
      schema: {
        tags,
        security,
        summary: "The caller's orders that cannot be invoiced, with the reason",
        body: I.InvoicePageReq,
        response: { 200: Envelope(I.CanInvoiceRes) },
      },
    },
    async (req) => ok(await cantInvoiceOrders(app, req.user.userId, req.ctx.hospitalId, req.body)),
  )
  app.post(
    '/invoiceOrderRel/new/canInvoiceDetail',
    {
      schema: {
        tags,
        security,
        summary: 'Bills detail of chosen orders: orderList and totalPrice (?orderIdList=1,2 or body)',
        querystring: I.CanInvoiceDetailQuery,
        body: I.CanInvoiceDetailReq,
        response: { 200: Envelope(I.CanInvoiceDetailRes) },
      },
    },
    async (req) => ok(await canInvoiceDetail(app, req.user.userId, req.body, req.query)),
  )
  app.get(
    '/invoiceOrderRel/new/queryRelOrderList',
    {
      schema: {
        tags,
        security,
        summary: "The orders of one of the caller's invoices",
        querystring: I.RelOrderListQuery,
        response: { 200: Envelope(I.QueryRelOrderListRes) },
      },
    },
    async (req) => ok(await relatedOrders(app, req.user.userId, req.query)),
  )

  // ---------------------------------------------------------------- invoices
  app.post(
    '/invoiceInfo/new/submitApply',
    {
      schema: {
        tags,
        security,
        summary: 'Apply for an electronic ordinary invoice for paid orders (each order once); header saved (invoiceDataId) or inline',
        body: I.SubmitInvoiceApplyReq,
        response: { 200: Envelope(I.InvoiceInfo) },
      },
    },
    async (req) => ok(await submitApply(app, req.user.userId, req.ctx.hospitalId, req.body)),
  )

  app.post(
    '/invoiceInfo/new/list',
    {
      schema: {
        tags,
        security,
        summary: "The caller's invoices, newest first",
        body: I.InvoiceListReq,
        response: { 200: Envelope(I.InvoiceListRes) },
      },
    },
    async (req) => ok(await listInvoices(app, req.user.userId, req.body)),
  )

  app.post(
    '/invoiceInfo/new/queryGoodsDetailsByOrderIdList',
    {
      schema: {
        tags,
        security,
        summary: "Goods lines of the caller's orders",
        body: I.GoodsDetailsByOrdersReq,
        response: { 200: Envelope(I.QueryGoodsDetailsRes) },
      },
    },
    async (req) =>
      ok((await requireOrders(db, req.user.userId, req.body.orderIdList)).flatMap((o) => o.lines.map((l) => toInvoiceGoods(app, l)))),
  )

  app.get(
    '/invoiceInfo/new/deliveryInvoice',
    {
      schema: {
        tags,
        security,
        summary: 'Send an issued invoice again by e-mail (sandbox: the time is recorded)',
        querystring: I.DeliveryInvoiceQuery,
        response: { 200: Envelope(I.InvoiceInfo) },
      },
    },
    async (req) => ok(await deliverInvoice(app, req.user.userId, req.query)),
  )

  app.get(
    I.INVOICE_PDF_PATH.slice('/order-center'.length),
    {
      schema: {
        tags,
        security,
        summary: "The issued invoice's PDF (404 unless issued and the caller's)",
        querystring: I.InvoicePdfQuery,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }) },
      },
    },
    async (req, reply) => {
      const pdf = await invoicePdf(app, req.user.userId, req.query.invoiceId)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${pdf.invoiceNo.replace(/[^0-9A-Za-z-]/g, '')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.bytes)
    },
  )

  app.get(
    '/invoiceInfo/new/detail',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's invoices with its orders (?invoiceId= or ?id=)",
        querystring: I.InvoiceDetailQuery,
        response: { 200: Envelope(I.InvoiceDetailRes) },
      },
    },
    async (req) => ok(await invoiceDetail(app, req.user.userId, req.query)),
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
    async (req) => ok(await listHeaders(app, req.user.userId)),
  )

  app.post(
    '/invoiceData/new/saveOrUpdate',
    {
      schema: {
        tags,
        security,
        summary: 'Create (no id) or update (id) an invoice header: personal or company (valid tax number)',
        body: I.SaveInvoiceHeaderReq,
        response: { 200: Envelope(I.InvoiceHeader) },
      },
    },
    async (req) => ok(await saveHeader(app, req.user.userId, req.body)),
  )

  app.delete(
    '/invoiceData/new/delete',
    {
      schema: {
        tags,
        security,
        summary: "Delete some of the caller's headers (?idList=1,2); 404 if any is not theirs",
        querystring: I.DeleteInvoiceHeaderQuery,
        response: { 200: Envelope(DeleteRes) },
      },
    },
    async (req) => ok(await deleteHeaders(app, req.user.userId, req.query)),
  )

  app.get(
    '/invoiceData/new/checkRepeat',
    {
      schema: {
        tags,
        security,
        summary: 'Does the caller already have a header with this title (and tax number)?',
        querystring: I.CheckRepeatQuery,
        response: { 200: Envelope(I.CheckRepeatRes) },
      },
    },
    async (req) => ok(await checkRepeat(app, req.user.userId, req.query)),
  )

  app.get(
    '/invoiceData/new/detail',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's invoice headers",
        querystring: I.InvoiceHeaderDetailQuery,
        response: { 200: Envelope(I.InvoiceHeader) },
      },
    },
    async (req) => ok(toHeader(await requireHeader(db, req.user.userId, req.query.id))),
  )
}
