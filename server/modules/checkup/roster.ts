/**
 * Company batches made by the check-up desk (issue 32 part A): a roster imported from an Excel file (exceljs; the
 * template is served as a file), every row checked with the spec's messages (name, sex, age, ID number, phone,
 * marital status, package and the package's own sex / age rule) — a file with any bad row is refused whole with
 * every bad row named (data.rowErrors), nothing imported. A clean file makes the company (found by name or new), the
 * batch (待审批: not offered to employees yet), its allowed packages and the roster (identity kept as salted digests
 * and masked values, as the seeded rosters are). A second member of staff — never the uploader — approves it
 * (compare-and-set on 待审批), which issues each employee's card number; the employees then verify themselves and
 * book through the patient's group flow (/medical), and the desk checks them in by that card number.
 */
import ExcelJS from 'exceljs'
import { sql } from 'kysely'
import {
  DESK_ROSTER_COLUMNS,
  DESK_ROSTER_MAX_BYTES,
  DESK_ROSTER_MAX_ROWS,
  type DeskBatch,
  type DeskBatchImportReq,
  type DeskRosterRes,
  type DeskRowError,
} from '../../../contract/checkup-desk'
import { eligibilityMessage } from '../../../src/domain/checkup'
import { maskIdNumber, maskPhone } from '../../../src/domain/mask'
import { AGE_INVALID, AGE_REQUIRED, MARITAL_STATUS_REQUIRED, PERSON_SEX_MISMATCH, SEX_REQUIRED } from '../../../src/domain/messages/person'
import { inputInvalidMessage, inputRequiredMessage } from '../../../src/domain/messages/validation'
import { CHECKUP_MSG } from '../../../src/domain/messages/checkup'
import {
  DESK_BATCH_COMPANY_REQUIRED,
  DESK_BATCH_NAME_REQUIRED,
  DESK_BATCH_NOT_FOUND,
  DESK_BATCH_NOT_PENDING,
  DESK_BATCH_SELF_APPROVE,
  DESK_BATCH_STATUS_TEXT,
  DESK_BATCH_WINDOW_INVALID,
  DESK_DAY_PAST,
  DESK_ROSTER_AGE_MISMATCH,
  DESK_ROSTER_EMPTY,
  DESK_ROSTER_FILE_INVALID,
  DESK_ROSTER_FILE_REQUIRED,
  DESK_ROSTER_FILE_TOO_LARGE,
  DESK_ROSTER_HEADER_INVALID,
  DESK_ROSTER_ID_18,
  DESK_ROSTER_ID_DUPLICATE,
  DESK_ROSTER_MARITAL_INVALID,
  DESK_ROSTER_PACKAGE_REQUIRED,
  DESK_ROSTER_PACKAGE_UNKNOWN,
  DESK_ROSTER_REFUSED,
  DESK_ROSTER_ROW,
  DESK_ROSTER_SEX_INVALID,
  DESK_ROSTER_TOO_MANY,
} from '../../../src/domain/messages/checkupDesk'
import { businessToday, formatBusiness, fullYearsOn, startOfBusinessDay } from '../../../src/domain/time'
import {
  birthDateFromIdNumber,
  isValidName,
  normalizeIdNumber,
  sexFromIdNumber,
  validateIdNumber,
  validatePhone,
} from '../../../src/domain/validation'
import { ApiError, badRequest, notFound } from '../../lib/errors'
import type { AuditNote, ScopedDb } from '../staff'
import { hospitalPackages } from './desk'
import { digest } from './digest'

const SEX_TEXT = ['女', '男']
const MARITAL: Record<string, number> = { 已婚: 1, 未婚: 2 }

/** the template: the header row, one example row, text-formatted ID and phone columns, the packages listed */
export async function rosterTemplate(db: ScopedDb): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('名单')
  ws.columns = DESK_ROSTER_COLUMNS.map((h) => ({ header: h, key: h, width: h === '身份证号' ? 22 : h === '体检套餐' ? 28 : 12 }))
  for (const key of ['身份证号', '手机号']) ws.getColumn(key).numFmt = '@'
  ws.getRow(1).font = { bold: true }
  const packages = await hospitalPackages(db)
  const info = wb.addWorksheet('可选套餐')
  info.columns = [{ header: '体检套餐', key: 'name', width: 36 }]
  for (const p of packages) info.addRow({ name: p.goods_name })
  return Buffer.from(await wb.xlsx.writeBuffer())
}

interface CleanRow {
  row: number
  name: string
  sex: number
  birthday: string
  idNumber: string
  phone: string
  marital: number
  packageId: number
}

const cellText = (v: ExcelJS.Cell | undefined) => (v ? String(v.text ?? '').trim() : '')

/** parses and checks the file: the clean rows, or every bad row (nothing is imported then) */
export async function checkRoster(db: ScopedDb, bytes: Buffer, now: Date): Promise<{ rows: CleanRow[]; errors: DeskRowError[] }> {
  // an .xlsx is a zip archive: PK\x03\x04 (a renamed .xls, CSV or anything else is refused before parsing)
  if (bytes.length < 4 || bytes.readUInt32BE(0) !== 0x504b0304) throw badRequest(DESK_ROSTER_FILE_INVALID)
  const wb = new ExcelJS.Workbook()
  try {
    await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer)
  } catch {
    throw badRequest(DESK_ROSTER_FILE_INVALID)
  }
  const ws = wb.worksheets[0]
  if (!ws) throw badRequest(DESK_ROSTER_FILE_INVALID)
  const header = ws.getRow(1)
  const col: Record<string, number> = {}
  header.eachCell((c, i) => {
    col[cellText(c)] = i
  })
  const missing = DESK_ROSTER_COLUMNS.find((h) => !col[h])
  if (missing) throw badRequest(DESK_ROSTER_HEADER_INVALID(missing))
  const packages = await db
    .selectFrom('pe_package')
    .innerJoin('goods as g', 'g.id', 'pe_package.goods_id')
    .leftJoin('pe_package_profile as f', 'f.package_id', 'pe_package.id')
    .select([
      'pe_package.id',
      'g.goods_name',
      'pe_package.sex_limit',
      'pe_package.min_age',
      'pe_package.max_age',
      'f.requires_sexual_history',
    ])
    .execute()
  const rows: CleanRow[] = []
  const errors: DeskRowError[] = []
  const seen = new Map<string, number>()
  let count = 0
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = ws.getRow(r)
    const v = Object.fromEntries(DESK_ROSTER_COLUMNS.map((h) => [h, cellText(row.getCell(col[h]))])) as Record<
      (typeof DESK_ROSTER_COLUMNS)[number],
      string
    >
    if (DESK_ROSTER_COLUMNS.every((h) => !v[h])) continue // an empty row
    if (++count > DESK_ROSTER_MAX_ROWS) throw badRequest(DESK_ROSTER_TOO_MANY(DESK_ROSTER_MAX_ROWS))
    const bad = (message: string) => errors.push({ row: r, message })
    const before = errors.length
    const name = v['姓名'].replace(/\s+/g, '')
    if (!name) bad(inputRequiredMessage('姓名'))
    else if (!isValidName(name) || Array.from(name).length > 20) bad(inputInvalidMessage('姓名'))
    const id = normalizeIdNumber(v['身份证号'].replace(/\s+/g, ''))
    const idError = validateIdNumber(id, now)
    if (idError) bad(idError)
    else if (id.length !== 18) bad(DESK_ROSTER_ID_18)
    else if (seen.has(id)) bad(DESK_ROSTER_ID_DUPLICATE(seen.get(id)!))
    else seen.set(id, r)
    const idOk = !idError && id.length === 18
    const sex = v['性别'] === '男' ? 1 : v['性别'] === '女' ? 0 : null
    if (!v['性别']) bad(SEX_REQUIRED)
    else if (sex === null) bad(DESK_ROSTER_SEX_INVALID)
    else if (idOk && sexFromIdNumber(id, now) !== sex) bad(PERSON_SEX_MISMATCH)
    const birthday = idOk ? birthDateFromIdNumber(id, now)! : ''
    const age = birthday ? fullYearsOn(birthday, now) : 0
    if (!v['年龄']) bad(AGE_REQUIRED)
    else if (!/^\d{1,3}$/.test(v['年龄'])) bad(AGE_INVALID)
    // a file made shortly before an employee's birthday still matches (one year less)
    else if (idOk && Number(v['年龄']) !== age && Number(v['年龄']) !== age - 1) bad(DESK_ROSTER_AGE_MISMATCH)
    const phoneError = validatePhone(v['手机号'])
    if (phoneError) bad(phoneError)
    const marital = MARITAL[v['婚姻状况']]
    if (!v['婚姻状况']) bad(MARITAL_STATUS_REQUIRED)
    else if (!marital) bad(DESK_ROSTER_MARITAL_INVALID)
    const pkgName = v['体检套餐']
    const pkg = packages.find((p) => p.goods_name === pkgName)
    if (!pkgName) bad(DESK_ROSTER_PACKAGE_REQUIRED)
    else if (!pkg) bad(DESK_ROSTER_PACKAGE_UNKNOWN(pkgName))
    else if (idOk && sex !== null && marital) {
      const why = eligibilityMessage(
        { sexLimit: pkg.sex_limit, minAge: pkg.min_age, maxAge: pkg.max_age, requiresSexualHistory: pkg.requires_sexual_history ?? false },
        { sex, age, maritalStatus: marital },
      )
      if (why) bad(why)
    }
    if (errors.length === before)
      rows.push({ row: r, name, sex: sex!, birthday, idNumber: id, phone: v['手机号'].trim(), marital, packageId: pkg!.id })
  }
  if (!rows.length && !errors.length) throw badRequest(DESK_ROSTER_EMPTY)
  return { rows, errors }
}

function fileBytes(b64: string): Buffer {
  const raw = b64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '')
  if (!raw) throw badRequest(DESK_ROSTER_FILE_REQUIRED)
  const bytes = Buffer.from(raw, 'base64')
  if (bytes.length > DESK_ROSTER_MAX_BYTES) throw badRequest(DESK_ROSTER_FILE_TOO_LARGE(DESK_ROSTER_MAX_BYTES / 1024 / 1024))
  return bytes
}

const validDate = (d: string) => {
  const day = startOfBusinessDay(d)
  return Boolean(day) && formatBusiness(day!, 'YYYY-MM-DD') === d
}

/** checks the request and the file; a bad file is a 400 whose data.rowErrors name every bad row */
export async function checkImport(db: ScopedDb, b: DeskBatchImportReq, now: Date) {
  const companyName = b.companyName.trim()
  const batchName = b.batchName.trim()
  if (!companyName) throw badRequest(DESK_BATCH_COMPANY_REQUIRED)
  if (!batchName) throw badRequest(DESK_BATCH_NAME_REQUIRED)
  if (!validDate(b.startDate) || !validDate(b.endDate) || b.startDate > b.endDate) throw badRequest(DESK_BATCH_WINDOW_INVALID)
  if (b.endDate < businessToday(now)) throw badRequest(DESK_DAY_PAST(b.endDate))
  const { rows, errors } = await checkRoster(db, fileBytes(b.fileBase64), now)
  if (errors.length) {
    const bad = new Set(errors.map((e) => e.row)).size
    const named = errors.slice(0, 5).map((e) => DESK_ROSTER_ROW(e.row, e.message))
    throw badRequest(`${DESK_ROSTER_REFUSED(bad)}：${named.join('；')}${errors.length > 5 ? '……' : ''}`, { data: { rowErrors: errors } })
  }
  return { companyName, batchName, rows }
}

/** writes the checked batch (待审批) inside the caller's audited transaction */
export async function importBatch(
  tx: ScopedDb,
  staffId: number,
  b: DeskBatchImportReq,
  checked: Awaited<ReturnType<typeof checkImport>>,
  now: Date,
  audit: AuditNote,
): Promise<number> {
  const hospitalId = tx.hospitalId
  const company =
    (await tx.selectFrom('pe_company').select('id').where('name', '=', checked.companyName).executeTakeFirst()) ??
    (await tx.unscoped
      .insertInto('pe_company')
      .values({ id: sql<number>`nextval('pe_company_id_seq')`, hospital_id: hospitalId, name: checked.companyName })
      .returning('id')
      .executeTakeFirstOrThrow())
  const batch = await tx.unscoped
    .insertInto('pe_group_batch')
    .values({
      id: sql<number>`nextval('pe_group_batch_id_seq')`,
      company_id: company.id,
      hospital_id: hospitalId,
      name: checked.batchName,
      start_date: b.startDate,
      end_date: b.endDate,
      payer: b.payer,
      status: 'pending',
      uploaded_by: staffId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const packageIds = [...new Set(checked.rows.map((r) => r.packageId))]
  await tx.unscoped
    .insertInto('pe_group_package')
    .values(packageIds.map((id) => ({ batch_id: batch.id, package_id: id, sex_limit: 0, min_age: null, max_age: null })))
    .execute()
  for (let i = 0; i < checked.rows.length; i += 200)
    await tx.unscoped
      .insertInto('pe_group_roster')
      .values(
        checked.rows.slice(i, i + 200).map((r) => ({
          batch_id: batch.id,
          name: r.name,
          id_digest: digest(r.idNumber),
          phone_digest: digest(r.phone),
          id_number_masked: maskIdNumber(r.idNumber),
          phone_masked: maskPhone(r.phone),
          sex: r.sex,
          birthday: r.birthday,
          marital_status: r.marital,
          package_id: r.packageId,
          row_no: r.row,
        })),
      )
      .execute()
  audit.objectId = batch.id
  audit.changes = { company: checked.companyName, batch: checked.batchName, employees: checked.rows.length, packages: packageIds.length }
  return batch.id
}

/** the hospital's batches (or one), as the desk lists them */
export async function deskBatches(db: ScopedDb, viewerId: number, batchId?: number): Promise<DeskBatch[]> {
  let q = db
    .selectFrom('pe_group_batch')
    .innerJoin('pe_company as c', 'c.id', 'pe_group_batch.company_id')
    .leftJoin('staff_account as up', 'up.id', 'pe_group_batch.uploaded_by')
    .leftJoin('staff_account as ap', 'ap.id', 'pe_group_batch.approved_by')
    .select((eb) => [
      'pe_group_batch.id',
      'pe_group_batch.name',
      'pe_group_batch.start_date',
      'pe_group_batch.end_date',
      'pe_group_batch.payer',
      'pe_group_batch.status',
      'pe_group_batch.uploaded_by',
      'c.name as company_name',
      'up.name as uploader',
      'ap.name as approver',
      eb
        .selectFrom('pe_group_roster as r')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('r.batch_id', '=', 'pe_group_batch.id')
        .as('employees'),
      eb
        .selectFrom('pe_group_roster as r')
        .innerJoin('pe_appointment as a', 'a.id', 'r.appointment_id')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('r.batch_id', '=', 'pe_group_batch.id')
        .where('a.status', '!=', 2)
        .as('booked'),
    ])
    .orderBy('pe_group_batch.id', 'desc')
  if (batchId !== undefined) q = q.where('pe_group_batch.id', '=', batchId)
  const rows = await q.execute()
  return rows.map((r) => ({
    batchId: r.id,
    companyName: r.company_name,
    batchName: r.name,
    startDate: r.start_date,
    endDate: r.end_date,
    payer: r.payer,
    status: r.status,
    statusText: DESK_BATCH_STATUS_TEXT[r.status],
    employees: Number(r.employees ?? 0),
    booked: Number(r.booked ?? 0),
    uploadedBy: r.uploader ?? null,
    approvedBy: r.approver ?? null,
    canApprove: r.status === 'pending' && r.uploaded_by !== viewerId,
  }))
}

async function requireBatch(db: ScopedDb, viewerId: number, batchId: number): Promise<DeskBatch> {
  const [b] = await deskBatches(db, viewerId, batchId)
  if (!b) throw notFound(DESK_BATCH_NOT_FOUND)
  return b
}

/** the roster of a batch of the hospital (masked), for an audited read */
export async function deskRoster(db: ScopedDb, viewerId: number, batchId: number, now: Date, audit: AuditNote): Promise<DeskRosterRes> {
  audit.objectId = batchId
  const batch = await requireBatch(db, viewerId, batchId)
  const rows = await db.unscoped
    .selectFrom('pe_group_roster as r')
    .leftJoin('pe_package as p', 'p.id', 'r.package_id')
    .leftJoin('goods as g', 'g.id', 'p.goods_id')
    .leftJoin('pe_appointment as a', 'a.id', 'r.appointment_id')
    .select([
      'r.id',
      'r.row_no',
      'r.name',
      'r.sex',
      'r.birthday',
      'r.id_number_masked',
      'r.phone_masked',
      'r.card_no',
      'g.goods_name',
      'a.status as booking_status',
    ])
    .where('r.batch_id', '=', batchId)
    .orderBy('r.id')
    .execute()
  audit.changes = { employees: rows.length }
  return {
    batch,
    list: rows.map((r) => ({
      rosterId: r.id,
      row: r.row_no ?? null,
      name: r.name,
      sexText: SEX_TEXT[r.sex] ?? '',
      age: fullYearsOn(r.birthday, now),
      idNumber: r.id_number_masked,
      phone: r.phone_masked,
      packageName: r.goods_name ?? '',
      cardNo: r.card_no ?? null,
      bookingText: r.booking_status ? (CHECKUP_MSG.BOOKING_STATUS_TEXT[r.booking_status] ?? '') : '',
    })),
  }
}

/** the card number issued to a roster entry on approval: TT + the batch id + a 4-digit sequence */
export const rosterCardNo = (batchId: number, i: number) => `TT${batchId}${String(i).padStart(4, '0')}`

/** approval by a second person (never the uploader: 403), compare-and-set on 待审批; cards issued */
export async function approveBatch(tx: ScopedDb, staffId: number, batchId: number, now: Date, audit: AuditNote): Promise<void> {
  audit.objectId = batchId
  const b = await tx
    .selectFrom('pe_group_batch')
    .select(['id', 'status', 'uploaded_by'])
    .where('id', '=', batchId)
    .forUpdate()
    .executeTakeFirst()
  if (!b) throw notFound(DESK_BATCH_NOT_FOUND)
  if (b.uploaded_by === staffId) throw new ApiError(403, DESK_BATCH_SELF_APPROVE)
  const done = await tx
    .updateTable('pe_group_batch')
    .set({ status: 'approved', approved_by: staffId, approved_at: now })
    .where('id', '=', batchId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst()
  if (!done) throw badRequest(DESK_BATCH_NOT_PENDING)
  const roster = await tx.unscoped.selectFrom('pe_group_roster').select('id').where('batch_id', '=', batchId).orderBy('id').execute()
  for (const [i, r] of roster.entries())
    await tx.unscoped
      .updateTable('pe_group_roster')
      .set({ card_no: rosterCardNo(batchId, i + 1) })
      .where('id', '=', r.id)
      .execute()
  audit.changes = { status: ['pending', 'approved'], cards: roster.length }
}
