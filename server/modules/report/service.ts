/**
 * Check-up reports (issue 12 item 9; SPEC §7 Reports): the caller's reports by person and year, one report
 * read as a patient reads it (src/domain/report readReport: abnormal items first, then every department;
 * the same item across the person's earlier reports as a trend), its PDF, and linking a report that is not
 * on any account yet by exam number + identity (/checkupReport), with attempts capped per account and per
 * client address.
 *
 * Access: a report is read with the caller's user id only (another user's report is a 404, whatever the
 * id); a family member's reports are on the account of the owner who added them. Health data is never
 * logged: bodies are redacted by server/lib/logging, ids travel in paths and never a name or ID number,
 * and error messages never contain report content.
 */
import crypto from 'node:crypto'
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { ExamReportItemTable, ExamReportTable } from '../../lib/db/tables/report'
import type { ReportDetail, ReportItem, ReportLinkReq, ReportListPage, ReportPerson, ReportSummary } from '../../../contract/report'
import { badRequest, notFound, tooManyRequests } from '../../lib/errors'
import { fmt } from '../../lib/time'
import { itemTrends, readReport, reportYear, REPORT_FLAG_LABELS, trendKey, type ReportFlag } from '../../../src/domain/report'
import { validateIdNumber } from '../../../src/domain/validation'
import { personDigest } from './digest'
import {
  REPORT_EXAM_NO_INVALID,
  REPORT_LINK_NO_MATCH,
  REPORT_LINK_TOO_MANY,
  REPORT_NAME_REQUIRED,
  REPORT_NOT_FOUND,
} from '../../../src/domain/messages/report'
import { registerUserDataDeleter } from '../user'

type Q = Kysely<DB> | Transaction<DB>
type ReportRow = Selectable<ExamReportTable>
type ItemRow = Selectable<ExamReportItemTable>

/**
 * the patient sees a report only once the hospital has published it (issue 32: staff-entered reports are entered,
 * reviewed, then published; the reports of before that workflow are published): every read below filters by it
 */
const PUBLISHED = 'published' as const

/** link attempts: per account and per client address, in a window of LINK_WINDOW_MS from the first attempt */
export const LINK_LIMITS = { perAccount: 5, perClient: 20, windowMs: 60 * 60 * 1000 }

// a deleted account's reports go back to "not on an account" (the hospital keeps them)
registerUserDataDeleter('exam_report', async (trx, user) => {
  await trx.updateTable('exam_report').set({ user_id: null, linked_at: null }).where('user_id', '=', user.id).execute()
  await trx.deleteFrom('report_link_guard').where('key', '=', `u:${user.id}`).execute()
})

/** the opaque key of a person in replies (16 hex characters of the digest) */
const personKeyOf = (digest: string) => digest.slice(0, 16)

function toPerson(r: ReportRow): ReportPerson {
  return {
    personKey: personKeyOf(r.person_digest),
    name: r.person_name,
    sex: r.sex === 1 ? 1 : 0,
    sexStr: r.sex === 1 ? '男' : '女',
    age: r.age,
    idNumber: r.id_number_masked,
  }
}

const toDomainItem = (i: ItemRow) => ({
  id: i.id,
  department: i.department,
  group: i.item_group,
  name: i.name,
  value: i.value,
  unit: i.unit,
  referenceRange: i.reference_range,
  flag: i.flag,
})

/** the items of these reports by report id, in their order (the patient's reads and the staff desk's) */
export async function itemsOf(db: Q, reportIds: number[]): Promise<Map<number, ItemRow[]>> {
  const m = new Map<number, ItemRow[]>()
  if (reportIds.length === 0) return m
  const rows = await db
    .selectFrom('exam_report_item')
    .selectAll()
    .where('report_id', 'in', reportIds)
    .orderBy('report_id')
    .orderBy('seq')
    .execute()
  for (const r of rows) {
    let l = m.get(r.report_id)
    if (!l) m.set(r.report_id, (l = []))
    l.push(r)
  }
  return m
}

function toSummary(r: ReportRow, items: ItemRow[]): ReportSummary {
  const read = readReport(items.map(toDomainItem))
  return {
    id: r.id,
    examNo: r.exam_no,
    examDate: r.exam_date,
    year: reportYear(r.exam_date),
    packageName: r.package_name,
    institution: r.institution,
    person: toPerson(r),
    abnormalCount: read.abnormalCount,
    itemCount: read.itemCount,
  }
}

/** the caller's reports, newest first, optionally of one person and one year */
async function ownReports(db: Q, userId: number, f: { personKey?: string; year?: number }): Promise<ReportRow[]> {
  let q = db.selectFrom('exam_report').selectAll().where('user_id', '=', userId).where('status', '=', PUBLISHED)
  if (f.personKey) q = q.where(sql<boolean>`left(person_digest, 16) = ${f.personKey}`)
  if (f.year) q = q.where('exam_date', '>=', `${f.year}-01-01`).where('exam_date', '<=', `${f.year}-12-31`)
  return q.orderBy('exam_date', 'desc').orderBy('id', 'desc').execute()
}

/** GET queryReportListByPage: one page, plus the persons and years for the filters */
export async function listReportPage(
  db: Q,
  userId: number,
  f: { personKey?: string; year?: number; pageNum?: number; pageSize?: number },
): Promise<ReportListPage> {
  const pageNum = f.pageNum ?? 1
  const pageSize = Math.min(f.pageSize ?? 10, 100)
  const all = await ownReports(db, userId, {})
  const persons = new Map<string, string>()
  for (const r of all) if (!persons.has(personKeyOf(r.person_digest))) persons.set(personKeyOf(r.person_digest), r.person_name)
  const ofPerson = f.personKey ? all.filter((r) => personKeyOf(r.person_digest) === f.personKey) : all
  const years = [...new Set(ofPerson.map((r) => reportYear(r.exam_date)))].sort((a, b) => b - a)
  const filtered = f.year ? ofPerson.filter((r) => reportYear(r.exam_date) === f.year) : ofPerson
  const page = filtered.slice((pageNum - 1) * pageSize, pageNum * pageSize)
  const items = await itemsOf(
    db,
    page.map((r) => r.id),
  )
  return {
    list: page.map((r) => toSummary(r, items.get(r.id) ?? [])),
    total: filtered.length,
    pageNum,
    pageSize,
    hasMore: pageNum * pageSize < filtered.length,
    persons: [...persons].map(([personKey, name]) => ({ personKey, name })),
    years,
  }
}

/** POST reportInfo/queryList: every report of the filter */
export async function listReports(db: Q, userId: number, f: { personKey?: string; year?: number }): Promise<ReportSummary[]> {
  const rows = await ownReports(db, userId, f)
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => toSummary(r, items.get(r.id) ?? []))
}

/** the caller's report or 404 */
async function requireReport(db: Q, userId: number, id: number): Promise<ReportRow> {
  const r = await db
    .selectFrom('exam_report')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', PUBLISHED)
    .executeTakeFirst()
  if (!r) throw notFound(REPORT_NOT_FOUND)
  return r
}

/** the PDF the hospital uploaded with a staff-entered report (of the caller's published report), else null (drawn) */
export async function uploadedReportPdf(db: Q, userId: number, id: number): Promise<Buffer | null> {
  const r = await db
    .selectFrom('report_pdf')
    .innerJoin('exam_report as r', 'r.id', 'report_pdf.report_id')
    .select('report_pdf.bytes')
    .where('r.id', '=', id)
    .where('r.user_id', '=', userId)
    .where('r.status', '=', PUBLISHED)
    .executeTakeFirst()
  return r ? r.bytes : null
}

/** the PDF path of a report (the app prefixes the zeus base) */
export const reportPdfPath = (id: number) => `/zeus/report/pdf/${id}`

/** one report, read as a patient reads it, with each numeric item's trend over the person's reports up to this one */
export async function reportDetail(db: Q, userId: number, id: number): Promise<ReportDetail> {
  const r = await requireReport(db, userId, id)
  const earlier = await db
    .selectFrom('exam_report')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', PUBLISHED)
    .where('person_digest', '=', r.person_digest)
    .where('exam_date', '<=', r.exam_date)
    .orderBy('exam_date')
    .orderBy('id')
    .execute()
  const items = await itemsOf(
    db,
    earlier.map((e) => e.id),
  )
  const own = (items.get(r.id) ?? []).map(toDomainItem)
  // the same date twice: this report wins (itemTrends keeps the later of a date)
  const series = [...earlier.filter((e) => e.id !== r.id), r].map((e) => ({
    examDate: e.exam_date,
    items: (items.get(e.id) ?? []).map(toDomainItem),
  }))
  const trends = itemTrends(series, r.exam_date)
  const read = readReport(own)
  const wire = (i: (typeof read.abnormal)[number]): ReportItem => {
    const t = trends.get(trendKey(i))
    const hasOwnPoint = t?.points.some((p) => p.date === r.exam_date) ?? false
    return {
      id: i.id,
      department: i.department,
      group: i.group,
      name: i.name,
      value: i.value,
      unit: i.unit,
      referenceRange: i.referenceRange,
      flag: i.flag,
      flagLabel: i.flag ? REPORT_FLAG_LABELS[i.flag as ReportFlag] : '',
      trend: hasOwnPoint && t ? t.points : [],
      trendDirection: hasOwnPoint && t ? t.direction : null,
    }
  }
  return {
    id: r.id,
    examNo: r.exam_no,
    examDate: r.exam_date,
    packageName: r.package_name,
    institution: r.institution,
    chiefDoctor: r.chief_doctor,
    person: toPerson(r),
    conclusions: r.conclusions,
    advice: r.advice,
    abnormal: read.abnormal.map(wire),
    departments: read.departments.map((d) => ({ department: d.department, items: d.items.map(wire) })),
    abnormalCount: read.abnormalCount,
    itemCount: read.itemCount,
    pdfPath: reportPdfPath(r.id),
    linkedAt: fmt(r.linked_at),
  }
}

// ------------------------------------------------------------------ linking (/checkupReport)

/** reserves one attempt of `key` (one statement: concurrent requests each get their own number); false when used up */
async function reserveAttempt(db: Q, key: string, max: number, now: Date): Promise<boolean> {
  const expired = new Date(now.getTime() - LINK_LIMITS.windowMs)
  const row = await db
    .insertInto('report_link_guard')
    .values({ key, window_start: now, attempts: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        window_start: sql<Date>`case when report_link_guard.window_start <= ${expired} then ${now} else report_link_guard.window_start end`,
        attempts: sql<number>`case when report_link_guard.window_start <= ${expired} then 1 else report_link_guard.attempts + 1 end`,
      }),
    )
    .returning('attempts')
    .executeTakeFirstOrThrow()
  return Number(row.attempts) <= max
}

const EXAM_NO = /^[A-Za-z0-9]{6,20}$/

/**
 * Finds the report with this exam number whose person has this name and ID number, not on another
 * account, and puts it on the caller's account (already on the caller's account: the same reply).
 * Bad input is a 400 before any attempt is spent; every check spends an attempt of the account and of
 * the client; a wrong number, name or ID number, or a report on another account, is the same 404.
 */
export async function linkReport(db: Kysely<DB>, userId: number, ip: string, b: ReportLinkReq, now: Date): Promise<ReportSummary> {
  const examNo = b.examNo.trim().toUpperCase()
  const name = b.name.trim()
  if (!EXAM_NO.test(examNo)) throw badRequest(REPORT_EXAM_NO_INVALID)
  if (!name) throw badRequest(REPORT_NAME_REQUIRED)
  const idError = validateIdNumber(b.idNumber, now)
  if (idError) throw badRequest(idError)
  const minutes = Math.round(LINK_LIMITS.windowMs / 60000)
  const okAccount = await reserveAttempt(db, `u:${userId}`, LINK_LIMITS.perAccount, now)
  const okClient = await reserveAttempt(db, `ip:${ip}`, LINK_LIMITS.perClient, now)
  if (!okAccount || !okClient) throw tooManyRequests(REPORT_LINK_TOO_MANY(minutes))
  const digest = personDigest(b.idNumber)
  const linked = await db.transaction().execute(async (trx) => {
    const r = await trx
      .selectFrom('exam_report')
      .selectAll()
      .where('exam_no', '=', examNo)
      .where('status', '=', PUBLISHED)
      .forUpdate()
      .executeTakeFirst()
    const match =
      r &&
      r.person_name === name &&
      crypto.timingSafeEqual(Buffer.from(r.person_digest), Buffer.from(digest)) &&
      (r.user_id === null || r.user_id === userId)
    if (!match) return null
    if (r.user_id === null) {
      await trx.updateTable('exam_report').set({ user_id: userId, linked_at: now }).where('id', '=', r.id).execute()
    }
    return r
  })
  if (!linked) throw notFound(REPORT_LINK_NO_MATCH)
  const [summary] = await listReportsByIds(db, userId, [linked.id])
  return summary
}

async function listReportsByIds(db: Q, userId: number, ids: number[]): Promise<ReportSummary[]> {
  const rows = await db
    .selectFrom('exam_report')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', PUBLISHED)
    .where('id', 'in', ids)
    .execute()
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => toSummary(r, items.get(r.id) ?? []))
}
