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
import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { registerUserDataDeleter } from '../user'
import type { SaveInvoiceHeaderReq, SubmitInvoiceApplyReq } from '../../../contract/invoice'
import * as I from '../../../contract/invoice'
import { DeleteRes } from '../../../contract/account'
import { Envelope } from '../../../contract/lib'
import { idField, pageProps } from '../../lib/schemas'
import {
  canInvoiceDetail,
  canInvoiceOrders,
  cantInvoiceOrders,
  checkRepeat,
  deleteHeaders,
  deliverInvoice,
  invoiceDetail,
  listHeaders,
  listInvoices,
  relatedOrders,
  requireHeader,
  saveHeader,
  submitApply,
  toHeader,
} from './service'
import { requireOrders, toInvoiceGoods } from '../order'

const idListField = { type: 'string', pattern: '^\\d{1,10}(,\\d{1,10}){0,99}$', description: 'comma-separated ids' }
const str = (max: number) => ({ type: 'string', maxLength: max })

registerUserDataDeleter('invoices', async (trx, user) => {
  await trx.deleteFrom('invoice_order_rel').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('invoice_apply').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('invoice_header').where('user_id', '=', user.id).execute()
})

// ------------------------------------------------------------------ routes

export const invoiceRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db
  const tags = ['order-center']
  const security = [{ token: [] }]

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
    async (req) => ok(await canInvoiceOrders(app, req.user.userId, req.ctx.hospitalId, req.body)),
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
    async (req) => ok(await cantInvoiceOrders(app, req.user.userId, req.ctx.hospitalId, req.body)),
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
    async (req) => ok(await canInvoiceDetail(app, req.user.userId, req.body, req.query)),
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
    async (req) => ok(await relatedOrders(app, req.user.userId, req.query)),
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
    async (req) => ok(await submitApply(app, req.user.userId, req.ctx.hospitalId, req.body)),
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
    async (req) => ok(await listInvoices(app, req.user.userId, req.body)),
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
    async (req) => ok(await deliverInvoice(app, req.user.userId, req.query)),
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
    async (req) => ok(await saveHeader(app, req.user.userId, req.body)),
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
    async (req) => ok(await deleteHeaders(app, req.user.userId, req.query)),
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
    async (req) => ok(await checkRepeat(app, req.user.userId, req.query)),
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
    async (req) => ok(toHeader(await requireHeader(db, req.user.userId, req.query.id))),
  )
}
