/**
 * The report desk of the staff console (issue 32 item 2), under /staff: a check-up report entered for a booking of
 * the own hospital (report:enter: the PDF with the upload rules of server/lib/upload-file.ts, the items with their
 * flags from src/domain reportItemFlag — the rule the patient's screens read them with —, conclusions and advice),
 * reviewed by ANOTHER member of staff (report:review: 通过 entered -> reviewed, or 退回 with a reason -> returned,
 * fixed by the desk -> entered again), then published (reviewed -> published): only then does the patient's
 * /webReport list it (service.ts reads published reports only). Every transition is compare-and-set on the status
 * and the version the member saw (a stale one is a 409) and audited in its transaction; every read is an audited
 * health read (scope.readHealth). Critical values (危急值) are marked per item and listed for follow-up.
 *
 * The booking: a report is entered for a booking the check-up desk checked in (已到检, BOOKING_CHECKED_IN of
 * src/domain/checkup/bookings.ts, set by server/modules/checkup/desk.ts); the day's list offers only those.
 */
import type { Selectable } from 'kysely'
import { BOOKING_CHECKED_IN } from '../../../src/domain/checkup/bookings'
import { Envelope, Type } from '../../../contract/lib'
import {
  REPORT_DESK_PATHS,
  REPORT_DESK_PDF_MAX_BYTES,
  StaffCriticalFollowUpReq,
  StaffCriticalItem,
  StaffCriticalListRes,
  StaffCriticalQuery,
  StaffReport,
  StaffReportBookingListRes,
  StaffReportBookingQuery,
  StaffReportCreateReq,
  StaffReportIdQuery,
  StaffReportListRes,
  StaffReportQuery,
  StaffReportSendBackReq,
  StaffReportSummary,
  StaffReportUpdateReq,
  StaffReportVersionReq,
  type StaffReportItemInput,
} from '../../../contract/reportDesk'
import {
  REPORT_DESK_BOOKING_CANCELLED,
  REPORT_DESK_BOOKING_NOT_CHECKED_IN,
  REPORT_DESK_BOOKING_HAS_REPORT,
  REPORT_DESK_BOOKING_NOT_FOUND,
  REPORT_DESK_CHANGED,
  REPORT_DESK_CONCLUSION_REQUIRED,
  REPORT_DESK_CRITICAL_DONE,
  REPORT_DESK_CRITICAL_NOT_FOUND,
  REPORT_DESK_ITEM_NAME_REQUIRED,
  REPORT_DESK_ITEM_VALUE_REQUIRED,
  REPORT_DESK_ITEMS_REQUIRED,
  REPORT_DESK_NOT_FOUND,
  REPORT_DESK_NOTE_REQUIRED,
  REPORT_DESK_NOTE_TOO_LONG,
  REPORT_DESK_PDF_INVALID,
  REPORT_DESK_PDF_REQUIRED,
  REPORT_DESK_PDF_TOO_LARGE,
  REPORT_DESK_REASON_REQUIRED,
  REPORT_DESK_REASON_TOO_LONG,
  REPORT_DESK_SAME_REVIEWER,
} from '../../../src/domain/messages/reportDesk'
import { maskIdNumber } from '../../../src/domain/mask'
import { isAbnormalFlag, readReport, reportItemFlag, REPORT_FLAG_LABELS, type ReportFlag } from '../../../src/domain/report'
import {
  REPORT_DESK_LIMITS,
  REPORT_STATUS_LABELS,
  REPORT_TRANSITIONS,
  type ReportAction,
  type ReportStatus,
} from '../../../src/domain/reportDesk'
import { businessToday } from '../../../src/domain/time'
import type { ExamReportItemTable, ExamReportTable } from '../../lib/db/tables/report'
import { badRequest, conflict, notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { fmt } from '../../lib/time'
import { checkUpload } from '../../lib/upload-file'
import { decryptIdNumber, personAge } from '../person'
import { staffScope, type ScopedDb, type StaffScope } from '../staff'
import { personDigest } from './digest'
import { itemsOf as itemsOfReports } from './service'

type Row = Selectable<ExamReportTable>
type ItemRow = Selectable<ExamReportItemTable>
const rel = (p: string) => p.slice('/staff'.length)
const chars = (s: string) => Array.from(s).length

/** the PDF's bytes from the request's base64 (a data: URL prefix allowed): the upload rules, a PDF only; else a 400 */
export function reportPdfBytes(b64: string): Buffer {
  const raw = b64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '')
  if (!raw) throw badRequest(REPORT_DESK_PDF_REQUIRED)
  const check = checkUpload(Buffer.from(raw, 'base64'), REPORT_DESK_PDF_MAX_BYTES)
  if (!check.ok && check.reason === 'tooLarge') throw badRequest(REPORT_DESK_PDF_TOO_LARGE(REPORT_DESK_PDF_MAX_BYTES / 1024 / 1024))
  if (!check.ok && check.reason === 'empty') throw badRequest(REPORT_DESK_PDF_REQUIRED)
  if (!check.ok || check.kind !== 'pdf') throw badRequest(REPORT_DESK_PDF_INVALID)
  return check.bytes
}

interface Values {
  items: Array<Omit<ItemRow, 'id' | 'report_id' | 'followed_up_at' | 'followed_up_by_name' | 'follow_up_note'>>
  conclusions: string[]
  advice: Array<{ title: string; text: string }>
}

/** the structured values, trimmed and checked; each item's flag by src/domain reportItemFlag (its own flag wins) */
function values(b: { items: StaffReportItemInput[]; conclusions: string[]; advice: Array<{ title: string; text: string }> }): Values {
  const items = b.items.map((i, n) => {
    const name = i.name.trim()
    const value = i.value.trim()
    if (!name) throw badRequest(REPORT_DESK_ITEM_NAME_REQUIRED(n + 1))
    if (!value) throw badRequest(REPORT_DESK_ITEM_VALUE_REQUIRED(n + 1))
    const unit = i.unit?.trim() || null
    const range = i.referenceRange?.trim() || null
    return {
      seq: n,
      department: i.department.trim() || '其他',
      item_group: i.group.trim(),
      name,
      value,
      unit,
      reference_range: range,
      flag: reportItemFlag({ value, unit, referenceRange: range, flag: i.flag ?? null }),
      critical: i.critical === true,
    }
  })
  if (items.length === 0) throw badRequest(REPORT_DESK_ITEMS_REQUIRED)
  const conclusions = b.conclusions.map((c) => c.trim()).filter(Boolean)
  if (conclusions.length === 0) throw badRequest(REPORT_DESK_CONCLUSION_REQUIRED)
  const advice = b.advice.map((a) => ({ title: a.title.trim(), text: a.text.trim() })).filter((a) => a.title || a.text)
  return { items, conclusions, advice }
}

/** the items of reports this scope has already found (by their ids): the patient side's reader */
const itemsOf = (db: ScopedDb, ids: number[]): Promise<Map<number, ItemRow[]>> => itemsOfReports(db.unscoped, ids)

const domainItem = (i: ItemRow) => ({
  name: i.name,
  department: i.department,
  value: i.value,
  unit: i.unit,
  referenceRange: i.reference_range,
  flag: i.flag,
})

function summary(r: Row, items: ItemRow[]): StaffReportSummary {
  return {
    id: r.id,
    examNo: r.exam_no,
    examDate: r.exam_date,
    packageName: r.package_name,
    personName: r.person_name,
    status: r.status,
    statusStr: REPORT_STATUS_LABELS[r.status],
    version: r.version,
    enteredBy: r.entered_by_name,
    reviewedBy: r.reviewed_by_name,
    sentBackReason: r.status === 'returned' ? r.sent_back_reason : null,
    abnormalCount: readReport(items.map(domainItem)).abnormalCount,
    criticalCount: items.filter((i) => i.critical).length,
    updatedAt: fmt(r.updated_at ?? r.created_at),
  }
}

async function view(db: ScopedDb, r: Row): Promise<StaffReport> {
  const [items, pdf] = await Promise.all([
    itemsOf(db, [r.id]).then((m) => m.get(r.id) ?? []),
    db.selectFrom('report_pdf').select('report_id').where('report_id', '=', r.id).executeTakeFirst(),
  ])
  return {
    ...summary(r, items),
    appointmentId: r.appointment_id,
    person: {
      personKey: r.person_digest.slice(0, 16),
      name: r.person_name,
      sex: r.sex === 1 ? 1 : 0,
      sexStr: r.sex === 1 ? '男' : '女',
      age: r.age,
      idNumber: r.id_number_masked,
    },
    enteredById: r.entered_by,
    conclusions: r.conclusions,
    advice: r.advice,
    items: items.map((i) => {
      const flag = reportItemFlag(domainItem(i))
      return {
        id: i.id,
        department: i.department,
        group: i.item_group,
        name: i.name,
        value: i.value,
        unit: i.unit,
        referenceRange: i.reference_range,
        flag,
        flagLabel: flag ? REPORT_FLAG_LABELS[flag as ReportFlag] : '',
        abnormal: isAbnormalFlag(flag),
        critical: i.critical,
        followedUpAt: fmt(i.followed_up_at),
      }
    }),
    hasPdf: Boolean(pdf),
    publishedAt: fmt(r.published_at),
  }
}

/** the report of the own hospital, locked (in a write), or 404 */
async function requireReport(db: ScopedDb, id: number, lock = false): Promise<Row> {
  let q = db.selectFrom('exam_report').selectAll().where('id', '=', id)
  if (lock) q = q.forUpdate()
  const r = (await q.executeTakeFirst()) as Row | undefined
  if (!r) throw notFound(REPORT_DESK_NOT_FOUND)
  return r
}

/**
 * One transition, compare-and-set: the row moves only from a status the action allows and at the version the
 * member saw; anything else (another member was first, a stale screen) is a 409
 */
async function transition(
  tx: ScopedDb,
  scope: StaffScope,
  r: Row,
  action: ReportAction,
  version: number,
  set: Partial<
    Pick<
      Row,
      | 'reviewed_by'
      | 'reviewed_by_name'
      | 'reviewed_at'
      | 'published_at'
      | 'linked_at'
      | 'sent_back_reason'
      | 'chief_doctor'
      | 'entered_by'
      | 'entered_by_name'
    >
  >,
): Promise<Row> {
  const t = REPORT_TRANSITIONS[action]
  const moved = await tx
    .updateTable('exam_report')
    .set((eb) => ({ ...set, status: t.to, version: eb('version', '+', 1), updated_at: scope.now }))
    .where('id', '=', r.id)
    .where('status', 'in', t.from as readonly ReportStatus[])
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst()
  if (!moved) throw conflict(REPORT_DESK_CHANGED)
  return moved as Row
}

async function writeItems(tx: ScopedDb, reportId: number, v: Values): Promise<void> {
  await tx.unscoped.deleteFrom('exam_report_item').where('report_id', '=', reportId).execute()
  await tx.unscoped
    .insertInto('exam_report_item')
    .values(v.items.map((i) => ({ ...i, report_id: reportId })))
    .execute()
}

async function writePdf(tx: ScopedDb, scope: StaffScope, reportId: number, bytes: Buffer): Promise<void> {
  await tx.unscoped
    .insertInto('report_pdf')
    .values({ report_id: reportId, hospital_id: scope.hospitalId, bytes, created_at: scope.now })
    .onConflict((oc) => oc.column('report_id').doUpdateSet({ bytes, created_at: scope.now }))
    .execute()
}

const bodyLimit = Math.ceil((REPORT_DESK_PDF_MAX_BYTES * 4) / 3) + 256 * 1024

export const staffReportRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    rel(REPORT_DESK_PATHS.reports),
    {
      schema: { querystring: StaffReportQuery, response: { 200: Envelope(StaffReportListRes) } },
      config: { staff: { permission: 'health:read' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const { status, pageNum = 1, pageSize = 20 } = req.query
      const examNo = req.query.examNo?.trim().toUpperCase()
      return ok(
        await scope.readHealth({ action: 'report.list', objectType: 'report', objectId: status ?? 'all' }, async (db, audit) => {
          let q = db.selectFrom('exam_report')
          if (status) q = q.where('status', '=', status)
          // the exam number is letters and digits only: a prefix match, no pattern characters can slip in
          if (examNo) q = /^[A-Z0-9]+$/.test(examNo) ? q.where('exam_no', 'like', `${examNo}%`) : q.where('exam_no', '=', examNo)
          const [rows, count] = await Promise.all([
            q
              .selectAll()
              .orderBy('id', 'desc')
              .limit(pageSize)
              .offset((pageNum - 1) * pageSize)
              .execute() as Promise<Row[]>,
            q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
          ])
          audit.changes = { examNo: examNo ? true : undefined, count: rows.length }
          const items = await itemsOf(
            db,
            rows.map((r) => r.id),
          )
          return { list: rows.map((r) => summary(r, items.get(r.id) ?? [])), total: Number(count.n) }
        }),
      )
    },
  )

  app.get(
    rel(REPORT_DESK_PATHS.detail),
    {
      schema: { querystring: StaffReportIdQuery, response: { 200: Envelope(StaffReport) } },
      config: { staff: { permission: 'health:read' } },
    },
    async (req) => {
      const scope = staffScope(req)
      return ok(
        await scope.readHealth({ action: 'report.read', objectType: 'report', objectId: req.query.id }, async (db, audit) => {
          const r = await requireReport(db, req.query.id)
          audit.patientUserId = r.user_id
          return view(db, r)
        }),
      )
    },
  )

  app.get(
    rel(REPORT_DESK_PATHS.pdf),
    {
      schema: {
        querystring: StaffReportIdQuery,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }) },
      },
      config: { staff: { permission: 'health:read' } },
    },
    async (req, reply) => {
      const scope = staffScope(req)
      const bytes = await scope.readHealth({ action: 'report.pdf', objectType: 'report', objectId: req.query.id }, async (db, audit) => {
        const r = await requireReport(db, req.query.id)
        audit.patientUserId = r.user_id
        const pdf = await db.selectFrom('report_pdf').select('bytes').where('report_id', '=', r.id).executeTakeFirst()
        if (!pdf) throw notFound(REPORT_DESK_NOT_FOUND)
        return pdf.bytes
      })
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="report-${req.query.id}.pdf"`)
        .send(bytes)
    },
  )

  app.get(
    rel(REPORT_DESK_PATHS.bookings),
    {
      schema: { querystring: StaffReportBookingQuery, response: { 200: Envelope(StaffReportBookingListRes) } },
      config: { staff: { permission: 'report:enter' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const date = req.query.date ?? businessToday(scope.now)
      return ok(
        await scope.readHealth({ action: 'report.bookings', objectType: 'booking', objectId: date }, async (db) => {
          const rows = await db
            .selectFrom('pe_appointment')
            .innerJoin('pe_package as p', 'p.id', 'pe_appointment.package_id')
            .innerJoin('goods as g', 'g.id', 'p.goods_id')
            .innerJoin('user_person as up', 'up.id', 'pe_appointment.person_id')
            .select([
              'pe_appointment.id',
              'pe_appointment.appointed_date',
              'pe_appointment.appointed_time',
              'pe_appointment.status',
              'g.goods_name',
              'up.name',
              'up.id_number_masked',
            ])
            .where('pe_appointment.appointed_date', '=', date)
            .where('pe_appointment.status', '=', BOOKING_CHECKED_IN)
            .where((eb) =>
              eb.not(eb.exists(eb.selectFrom('exam_report as r').select('r.id').whereRef('r.appointment_id', '=', 'pe_appointment.id'))),
            )
            .orderBy('pe_appointment.appointed_time')
            .orderBy('pe_appointment.id')
            .limit(500)
            .execute()
          return rows.map((r) => ({
            appointmentId: r.id,
            appointedDate: r.appointed_date,
            appointedTime: r.appointed_time,
            packageName: r.goods_name,
            personName: r.name,
            idNumber: r.id_number_masked,
            status: r.status,
          }))
        }),
      )
    },
  )

  app.post(
    rel(REPORT_DESK_PATHS.create),
    {
      bodyLimit,
      schema: { body: StaffReportCreateReq, response: { 200: Envelope(StaffReport) } },
      config: { staff: { permission: 'report:enter' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const v = values(b)
      const bytes = reportPdfBytes(b.pdfBase64)
      const secret = req.server.deps.secret
      const row = await scope.write({ action: 'report.create', objectType: 'booking', objectId: b.appointmentId }, async (tx, audit) => {
        const a = await tx.selectFrom('pe_appointment').selectAll().where('id', '=', b.appointmentId).forUpdate().executeTakeFirst()
        if (!a) throw notFound(REPORT_DESK_BOOKING_NOT_FOUND)
        audit.patientUserId = a.user_id
        if (a.status === 2) throw badRequest(REPORT_DESK_BOOKING_CANCELLED)
        if (a.status !== BOOKING_CHECKED_IN) throw badRequest(REPORT_DESK_BOOKING_NOT_CHECKED_IN)
        const taken = await tx.selectFrom('exam_report').select('id').where('appointment_id', '=', a.id).executeTakeFirst()
        if (taken) throw conflict(REPORT_DESK_BOOKING_HAS_REPORT)
        // reached through the booking this scope found
        const [person, pkg] = await Promise.all([
          tx.unscoped.selectFrom('user_person').selectAll().where('id', '=', a.person_id).executeTakeFirstOrThrow(),
          tx.unscoped
            .selectFrom('pe_package as p')
            .innerJoin('goods as g', 'g.id', 'p.goods_id')
            .select(['g.goods_name', 'g.service_institution'])
            .where('p.id', '=', a.package_id)
            .executeTakeFirstOrThrow(),
        ])
        const idNumber = decryptIdNumber(secret, person.id_number_enc)
        const inserted = await tx.unscoped
          .insertInto('exam_report')
          .values({
            exam_no: `TJ${a.appointed_date.replace(/-/g, '')}${String(a.id).padStart(6, '0')}`,
            hospital_id: scope.hospitalId,
            user_id: a.user_id,
            person_name: person.name,
            sex: person.sex,
            age: personAge(person, scope.now),
            person_digest: personDigest(idNumber),
            id_number_masked: maskIdNumber(idNumber),
            exam_date: a.appointed_date,
            package_name: pkg.goods_name,
            institution: pkg.service_institution?.name ?? '',
            chief_doctor: '',
            conclusions: JSON.stringify(v.conclusions),
            advice: JSON.stringify(v.advice),
            linked_at: null,
            created_at: scope.now,
            status: 'entered',
            appointment_id: a.id,
            entered_by: scope.staff.staffId,
            entered_by_name: scope.staff.name,
            updated_at: scope.now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        await writeItems(tx, inserted.id, v)
        await writePdf(tx, scope, inserted.id, bytes)
        audit.changes = { report: inserted.id, status: [null, 'entered'], items: v.items.length, pdfBytes: bytes.length }
        return inserted as Row
      })
      return ok(await view(scope, row))
    },
  )

  app.post(
    rel(REPORT_DESK_PATHS.update),
    {
      bodyLimit,
      schema: { body: StaffReportUpdateReq, response: { 200: Envelope(StaffReport) } },
      config: { staff: { permission: 'report:enter' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const v = values(b)
      const bytes = b.pdfBase64 ? reportPdfBytes(b.pdfBase64) : null
      const row = await scope.write({ action: 'report.update', objectType: 'report', objectId: b.id }, async (tx, audit) => {
        const r = await requireReport(tx, b.id, true)
        audit.patientUserId = r.user_id
        // the member who fixes it is the one whose values the reviewer checks
        const moved = await transition(tx, scope, r, 'fix', b.version, {
          entered_by: scope.staff.staffId,
          entered_by_name: scope.staff.name,
          sent_back_reason: null,
        })
        await tx
          .updateTable('exam_report')
          .set({ conclusions: JSON.stringify(v.conclusions), advice: JSON.stringify(v.advice) })
          .where('id', '=', r.id)
          .execute()
        await writeItems(tx, r.id, v)
        if (bytes) await writePdf(tx, scope, r.id, bytes)
        audit.changes = { status: [r.status, 'entered'], items: v.items.length, pdfBytes: bytes?.length ?? null }
        return { ...moved, conclusions: v.conclusions, advice: v.advice }
      })
      return ok(await view(scope, row))
    },
  )

  app.post(
    rel(REPORT_DESK_PATHS.review),
    {
      schema: { body: StaffReportVersionReq, response: { 200: Envelope(StaffReport) } },
      config: { staff: { permission: 'report:review' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const row = await scope.write({ action: 'report.review', objectType: 'report', objectId: req.body.id }, async (tx, audit) => {
        const r = await requireReport(tx, req.body.id, true)
        audit.patientUserId = r.user_id
        if (r.entered_by === scope.staff.staffId) throw badRequest(REPORT_DESK_SAME_REVIEWER)
        const moved = await transition(tx, scope, r, 'review', req.body.version, {
          reviewed_by: scope.staff.staffId,
          reviewed_by_name: scope.staff.name,
          reviewed_at: scope.now,
          chief_doctor: scope.staff.name,
        })
        audit.changes = { status: [r.status, moved.status] }
        return moved
      })
      return ok(await view(scope, row))
    },
  )

  app.post(
    rel(REPORT_DESK_PATHS.sendBack),
    {
      schema: { body: StaffReportSendBackReq, response: { 200: Envelope(StaffReport) } },
      config: { staff: { permission: 'report:review' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const reason = req.body.reason.trim()
      if (!reason) throw badRequest(REPORT_DESK_REASON_REQUIRED)
      if (chars(reason) > REPORT_DESK_LIMITS.reason) throw badRequest(REPORT_DESK_REASON_TOO_LONG)
      const row = await scope.write({ action: 'report.send-back', objectType: 'report', objectId: req.body.id }, async (tx, audit) => {
        const r = await requireReport(tx, req.body.id, true)
        audit.patientUserId = r.user_id
        const moved = await transition(tx, scope, r, 'sendBack', req.body.version, {
          sent_back_reason: reason,
          reviewed_by: null,
          reviewed_by_name: null,
          reviewed_at: null,
          chief_doctor: '',
        })
        audit.changes = { status: [r.status, moved.status], reason }
        return moved
      })
      return ok(await view(scope, row))
    },
  )

  app.post(
    rel(REPORT_DESK_PATHS.publish),
    {
      schema: { body: StaffReportVersionReq, response: { 200: Envelope(StaffReport) } },
      config: { staff: { permission: 'report:review' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const row = await scope.write({ action: 'report.publish', objectType: 'report', objectId: req.body.id }, async (tx, audit) => {
        const r = await requireReport(tx, req.body.id, true)
        audit.patientUserId = r.user_id
        const moved = await transition(tx, scope, r, 'publish', req.body.version, {
          published_at: scope.now,
          linked_at: r.user_id === null ? null : scope.now,
        })
        audit.changes = { status: [r.status, moved.status] }
        return moved
      })
      return ok(await view(scope, row))
    },
  )

  const criticalRows = (db: ScopedDb) =>
    db
      .selectFrom('exam_report')
      .innerJoin('exam_report_item as i', 'i.report_id', 'exam_report.id')
      .select([
        'i.id as item_id',
        'exam_report.id as report_id',
        'exam_report.exam_no',
        'exam_report.exam_date',
        'exam_report.person_name',
        'exam_report.status',
        'exam_report.user_id',
        'i.name',
        'i.value',
        'i.unit',
        'i.reference_range',
        'i.flag',
        'i.followed_up_at',
        'i.followed_up_by_name',
        'i.follow_up_note',
      ])
      .where('i.critical', '=', true)
  type CriticalRow = Awaited<ReturnType<ReturnType<typeof criticalRows>['execute']>>[number]
  const criticalView = (c: CriticalRow): StaffCriticalItem => ({
    itemId: c.item_id,
    reportId: c.report_id,
    examNo: c.exam_no,
    examDate: c.exam_date,
    personName: c.person_name,
    reportStatus: c.status,
    name: c.name,
    value: c.value,
    unit: c.unit,
    referenceRange: c.reference_range,
    flag: reportItemFlag({ value: c.value, unit: c.unit, referenceRange: c.reference_range, flag: c.flag }),
    followedUpAt: fmt(c.followed_up_at),
    followedUpBy: c.followed_up_by_name,
    followUpNote: c.follow_up_note,
  })

  app.get(
    rel(REPORT_DESK_PATHS.critical),
    {
      schema: { querystring: StaffCriticalQuery, response: { 200: Envelope(StaffCriticalListRes) } },
      config: { staff: { permission: 'health:read' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const done = req.query.done
      return ok(
        await scope.readHealth(
          { action: 'report.critical', objectType: 'report', objectId: done === undefined ? 'all' : `done=${done}` },
          async (db) => {
            let q = criticalRows(db)
            if (done === 0) q = q.where('i.followed_up_at', 'is', null)
            if (done === 1) q = q.where('i.followed_up_at', 'is not', null)
            // waiting ones first, the oldest report first among them
            const rows = await q
              .orderBy((eb) => eb.case().when('i.followed_up_at', 'is', null).then(0).else(1).end())
              .orderBy('exam_report.id')
              .orderBy('i.seq')
              .limit(500)
              .execute()
            return rows.map(criticalView)
          },
        ),
      )
    },
  )

  app.post(
    rel(REPORT_DESK_PATHS.followUp),
    {
      schema: { body: StaffCriticalFollowUpReq, response: { 200: Envelope(StaffCriticalItem) } },
      config: { staff: { permission: 'report:review' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const note = req.body.note.trim()
      if (!note) throw badRequest(REPORT_DESK_NOTE_REQUIRED)
      if (chars(note) > REPORT_DESK_LIMITS.reason) throw badRequest(REPORT_DESK_NOTE_TOO_LONG)
      const item = await scope.write(
        { action: 'report.critical-follow-up', objectType: 'report-item', objectId: req.body.itemId },
        async (tx, audit) => {
          const c = await criticalRows(tx).where('i.id', '=', req.body.itemId).executeTakeFirst()
          if (!c) throw notFound(REPORT_DESK_CRITICAL_NOT_FOUND)
          audit.patientUserId = c.user_id
          // compare-and-set: followed up once
          const done = await tx.unscoped
            .updateTable('exam_report_item')
            .set({ followed_up_at: scope.now, followed_up_by_name: scope.staff.name, follow_up_note: note })
            .where('id', '=', c.item_id)
            .where('followed_up_at', 'is', null)
            .executeTakeFirst()
          if (Number(done.numUpdatedRows) !== 1) throw conflict(REPORT_DESK_CRITICAL_DONE)
          audit.changes = { report: c.report_id, followedUp: true }
          return { ...c, followed_up_at: scope.now, followed_up_by_name: scope.staff.name, follow_up_note: note }
        },
      )
      return ok(criticalView(item))
    },
  )
}
