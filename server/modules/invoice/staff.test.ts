/**
 * The invoice desk of the staff console over HTTP (issue 31 item 7): applications wait (开票中); finance issues one
 * with its PDF (number, date and amount checked against the application, the bytes by their content), the patient
 * downloads exactly those bytes from /billDetail's call; or refuses with a reason the patient sees; each once;
 * another hospital's staff gets 404, a role without the permission 403; one audit row per write.
 */
import { STAFF_PATHS } from '../../../contract/staff'
import { STAFF_REASON_REQUIRED } from '../../../src/domain/messages/staff'
import {
  INVOICE_PDF_NOT_READY,
  STAFF_INVOICE_AMOUNT_MISMATCH,
  STAFF_INVOICE_DATE_FUTURE,
  STAFF_INVOICE_DATE_INVALID,
  STAFF_INVOICE_NO_INVALID,
  STAFF_INVOICE_NOT_FOUND,
  STAFF_INVOICE_PDF_INVALID,
  STAFF_INVOICE_WRONG_STATE,
} from '../../../src/domain/messages/staffDesk'
import { addDays, businessToday } from '../../../src/domain/time'
import { createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { paidOrders } from '../../../test-support/server/orders'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '134', 'iv')
const order = paidOrders(() => ({ database, t }))
let finance: StaffClient
let finance7: StaffClient
let agent: StaffClient
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n', 'latin1')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
  finance = await staffOfRole(t, 'finance', 6)
  finance7 = await staffOfRole(t, 'finance', 7)
  agent = await staffOfRole(t, 'cs-agent', 6)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

async function apply() {
  const u = await login()
  const o = await order(u.userId, { actual: 16000 })
  const r = await t.post(
    '/order-center/invoiceInfo/new/submitApply',
    { orderIdList: [o.id], headerType: 1, invoiceTitle: '张三', email: 'zs@example.com' },
    { token: u.token },
  )
  expect(r.body.data).toMatchObject({ status: 1, statusStr: '开票中', amount: 160 })
  const id: number = r.body.data.invoiceId
  const detail = async () => (await t.get('/order-center/invoiceInfo/new/detail', { token: u.token, query: { invoiceId: id } })).body.data
  return { u, o, id, detail }
}

const audits = async (objectId: number) =>
  (
    await database.db
      .selectFrom('staff_audit')
      .select(['action', 'result', 'hospital_id'])
      .where('object_type', '=', 'invoice')
      .where('object_id', '=', String(objectId))
      .orderBy('id')
      .execute()
  ).map((a) => `${a.action} ${a.result} @${a.hospital_id}`)

test('issue with the PDF: checked input; the patient downloads the same bytes; once', async () => {
  const a = await apply()
  const today = businessToday(t.clock.now)
  const good = { id: a.id, invoiceNo: '26320000000087654321', invoiceDate: today, amount: 160, pdfBase64: PDF.toString('base64') }
  const issue = (b: Record<string, unknown>, s = finance) => s.post(STAFF_PATHS.invoiceIssue, { ...good, ...b })
  expect((await issue({ invoiceNo: '12ab' })).body).toMatchObject({ code: 400, msg: STAFF_INVOICE_NO_INVALID })
  expect((await issue({ invoiceDate: '2026-02-30' })).body).toMatchObject({ code: 400, msg: STAFF_INVOICE_DATE_INVALID })
  expect((await issue({ invoiceDate: addDays(today, 1) })).body).toMatchObject({ code: 400, msg: STAFF_INVOICE_DATE_FUTURE })
  expect((await issue({ amount: 159.99 })).body).toMatchObject({ code: 400, msg: STAFF_INVOICE_AMOUNT_MISMATCH('160.00') })
  expect((await issue({ pdfBase64: Buffer.from('<html>not a pdf</html>').toString('base64') })).body).toMatchObject({
    code: 400,
    msg: STAFF_INVOICE_PDF_INVALID,
  })
  expect((await issue({}, agent)).status).toBe(403)
  expect((await issue({}, finance7)).body).toMatchObject({ code: 404, msg: STAFF_INVOICE_NOT_FOUND })
  // before it is issued the patient has nothing to download
  const early = await t.get('/order-center/invoiceInfo/new/pdf', { token: a.u.token, query: { invoiceId: a.id } })
  expect(early.body).toMatchObject({ code: 404, msg: INVOICE_PDF_NOT_READY })

  const r = await issue({})
  expect(r.status).toBe(200)
  expect(r.body.data).toMatchObject({
    status: 2,
    statusStr: '已开票',
    invoiceNo: '26320000000087654321',
    invoiceDate: today,
    hasPdf: true,
    email: 'z***@example.com',
  })
  expect((await issue({})).body).toMatchObject({ code: 409, msg: STAFF_INVOICE_WRONG_STATE })
  const d = await a.detail()
  expect(d).toMatchObject({ status: 2, statusStr: '已开票', invoiceNo: '26320000000087654321', refuseReason: null })
  expect(d.invoiceUrl).toBe(`/order-center/invoiceInfo/new/pdf?invoiceId=${a.id}`)
  const port = (t.app.server.address() as { port: number }).port
  const pdf = await fetch(`http://127.0.0.1:${port}/order-center/invoiceInfo/new/pdf?invoiceId=${a.id}`, { headers: { token: a.u.token } })
  expect(pdf.status).toBe(200)
  expect(pdf.headers.get('content-type')).toBe('application/pdf')
  expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true)
  // another patient cannot download it
  const bob = await login()
  expect((await t.get('/order-center/invoiceInfo/new/pdf', { token: bob.token, query: { invoiceId: a.id } })).status).toBe(404)
  // the queue lists it for hospital 6 only
  const mine = (await finance.get(STAFF_PATHS.invoices, { query: { status: 2 } })).body.data.list
  expect(mine.map((i: { invoiceId: number }) => i.invoiceId)).toContain(a.id)
  expect(mine.find((i: { invoiceId: number }) => i.invoiceId === a.id).orderNos).toEqual([a.o.orderNo])
  expect((await finance7.get(STAFF_PATHS.invoices)).body.data.list.map((i: { invoiceId: number }) => i.invoiceId)).not.toContain(a.id)
  expect(await audits(a.id)).toEqual([
    // the amount checked against the row (in the transaction), the other hospital's 404, issued, the second try
    'invoice.issue failed @6',
    'invoice.issue failed @7',
    'invoice.issue ok @6',
    'invoice.issue failed @6',
  ])
})

test('refuse with a reason: the patient sees it; then neither issue nor refuse', async () => {
  const a = await apply()
  expect((await finance.post(STAFF_PATHS.invoiceRefuse, { id: a.id, reason: '  ' })).body).toMatchObject({
    code: 400,
    msg: STAFF_REASON_REQUIRED,
  })
  expect((await finance7.post(STAFF_PATHS.invoiceRefuse, { id: a.id, reason: '抬头有误' })).status).toBe(404)
  const r = await finance.post(STAFF_PATHS.invoiceRefuse, { id: a.id, reason: '抬头与付款人不符，请重新申请' })
  expect(r.body.data).toMatchObject({ status: 3, statusStr: '开票失败', refuseReason: '抬头与付款人不符，请重新申请' })
  expect(await a.detail()).toMatchObject({
    status: 3,
    statusStr: '开票失败',
    refuseReason: '抬头与付款人不符，请重新申请',
    invoiceUrl: null,
  })
  expect((await finance.post(STAFF_PATHS.invoiceRefuse, { id: a.id, reason: '再次' })).status).toBe(409)
  expect(
    (
      await finance.post(STAFF_PATHS.invoiceIssue, {
        id: a.id,
        invoiceNo: '26320000000087654322',
        invoiceDate: businessToday(t.clock.now),
        amount: 160,
        pdfBase64: PDF.toString('base64'),
      })
    ).status,
  ).toBe(409)
})
