/**
 * Medical-record uploads (issue 13 item 7): a family member's reports (createHealthRecord) and case documents
 * (addCasesInfo), one image or PDF each.
 *
 * - The file: kind from the content, size cap, image metadata (location, camera) stripped — server/lib/upload-file.ts;
 *   the bytes are kept in the row (migration 0890_records_: outside any web root, owned, deleted with the row).
 * - Privacy (PIPL art. 28–29, 47): stored only while the member's separate health consent stands; withdrawing it
 *   deletes them (registerMemberHealthDataDeleter), like deleting the member (foreign-key cascade) or the account.
 * - Every object is read with its owner's id (another account gets a 404); titles and bytes are never logged.
 */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { HealthRecordFileTable } from '../../lib/db/tables/records'
import type { HealthRecordFile, HealthRecordListRes } from '../../../contract/records'
import type { AppDeps } from '../../lib/deps'
import { badRequest, notFound } from '../../lib/errors'
import { fmtReq } from '../../lib/time'
import { offsetOf, pageResult } from '../../lib/paging'
import { checkUpload, UPLOAD_MIME, type UploadKind } from '../../lib/upload-file'
import {
  formatFileSize,
  MAX_RECORDS_PER_MEMBER,
  RECORD_CATEGORY_LABELS,
  validateRecordFields,
  type RecordCategory,
  type RecordFields,
} from '../../../src/domain/records'
import { businessToday } from '../../../src/domain/time'
import { HEALTH_CONSENT_REQUIRED } from '../../../src/domain/messages/health'
import {
  RECORD_FILE_CORRUPT,
  RECORD_FILE_EMPTY,
  RECORD_FILE_REQUIRED,
  RECORD_FILE_TOO_LARGE,
  RECORD_FILE_TYPE,
  RECORD_MEMBER_REQUIRED,
  RECORD_NOT_FOUND,
  RECORD_TOO_MANY,
} from '../../../src/domain/messages/records'
import { registerMemberHealthDataDeleter, registerMemberHealthDataExporter, requireMember } from '../health'
import { registerUserDataDeleter } from '../user'

type Q = Kysely<DB> | Transaction<DB>
type Deps = Pick<AppDeps, 'db' | 'now'>
type RecordRow = Omit<Selectable<HealthRecordFileTable>, 'file_data'>

registerMemberHealthDataDeleter('records', async (trx, userId, memberId) => {
  await trx.deleteFrom('health_record_file').where('user_id', '=', userId).where('member_id', '=', memberId).execute()
})
/** the uploads' descriptions in the member's copy of its health data (the files: healthRecordFile one by one) */
registerMemberHealthDataExporter('records', async (db, userId, memberId) => {
  const rows = await db
    .selectFrom('health_record_file')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute()
  return {
    records: rows.map((r) => ({
      id: r.id,
      category: r.category,
      title: r.title,
      recordDate: r.record_date,
      hospital: r.hospital,
      note: r.note,
      fileKind: r.file_kind,
      fileSize: r.file_size,
      createTime: fmtReq(r.created_at),
    })),
  }
})
registerUserDataDeleter('records', async (trx, user) => {
  await trx.deleteFrom('health_record_file').where('user_id', '=', user.id).execute()
})

/** every column but the bytes (lists and details never read them) */
const COLUMNS = [
  'id',
  'user_id',
  'member_id',
  'category',
  'title',
  'record_date',
  'hospital',
  'note',
  'file_kind',
  'file_size',
  'created_at',
] as const

export const FILE_ROUTE = 'healthRecordFile'

export function toRecord(r: RecordRow): HealthRecordFile {
  const category = r.category as RecordCategory
  const fileKind = r.file_kind as UploadKind
  return {
    id: r.id,
    memberId: r.member_id,
    category,
    categoryStr: RECORD_CATEGORY_LABELS[category] ?? '',
    title: r.title,
    recordDate: r.record_date,
    hospital: r.hospital,
    note: r.note,
    fileKind,
    isImage: fileKind !== 'pdf',
    fileSize: r.file_size,
    fileSizeStr: formatFileSize(r.file_size),
    filePath: `health-ws/${FILE_ROUTE}?id=${r.id}`,
    createTime: fmtReq(r.created_at),
  }
}

/** what the route read from the multipart body: the text fields and the one file (null when none came) */
export interface RecordUpload {
  fields: Record<string, string>
  file: Buffer | null
}

const UPLOAD_MESSAGES = { empty: RECORD_FILE_EMPTY, tooLarge: RECORD_FILE_TOO_LARGE, type: RECORD_FILE_TYPE, corrupt: RECORD_FILE_CORRUPT }

/**
 * Stores one report or case: fields (validateRecordFields), the member (404 when not the caller's), the member's
 * health consent (400), the per-member cap, then the file (kind from its bytes, metadata stripped).
 */
export async function createRecord(deps: Deps, userId: number, category: RecordCategory, upload: RecordUpload): Promise<RecordRow> {
  const now = deps.now()
  const memberId = Number((upload.fields.memberId ?? '').trim())
  if (!Number.isInteger(memberId) || memberId < 1 || memberId > 2147483647) throw badRequest(RECORD_MEMBER_REQUIRED)
  const f: RecordFields = {
    title: upload.fields.title,
    recordDate: upload.fields.recordDate,
    hospital: upload.fields.hospital,
    note: upload.fields.note,
  }
  const e = validateRecordFields(f, businessToday(now))
  if (e) throw badRequest(e)
  if (!upload.file) throw badRequest(RECORD_FILE_REQUIRED)
  const checked = checkUpload(upload.file)
  if (!checked.ok) throw badRequest(UPLOAD_MESSAGES[checked.reason])
  return deps.db.transaction().execute(async (trx) => {
    // the member row locks this member's uploads (the cap below) and stands for the consent read in the same step
    const member = await requireMember(trx, userId, memberId)
    await trx.selectFrom('health_member').select('id').where('id', '=', member.id).forUpdate().executeTakeFirst()
    if (member.health_consent_at === null) throw badRequest(HEALTH_CONSENT_REQUIRED)
    const { count } = await trx
      .selectFrom('health_record_file')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow()
    if (Number(count) >= MAX_RECORDS_PER_MEMBER) throw badRequest(RECORD_TOO_MANY)
    return trx
      .insertInto('health_record_file')
      .values({
        user_id: userId,
        member_id: member.id,
        category,
        title: (f.title ?? '').trim(),
        record_date: (f.recordDate ?? '').trim(),
        hospital: (f.hospital ?? '').trim(),
        note: (f.note ?? '').trim(),
        file_kind: checked.kind,
        file_size: checked.bytes.length,
        file_data: checked.bytes,
        created_at: now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow()
  })
}

export async function listRecords(
  deps: Deps,
  userId: number,
  category: RecordCategory,
  q: { memberId: number; pageNum: number; pageSize: number },
): Promise<HealthRecordListRes> {
  const member = await requireMember(deps.db, userId, q.memberId)
  const base = deps.db
    .selectFrom('health_record_file')
    .where('user_id', '=', userId)
    .where('member_id', '=', member.id)
    .where('category', '=', category)
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()
  const rows = await base
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute()
  return pageResult(rows.map(toRecord), Number(count), q.pageNum, q.pageSize)
}

/** the caller's record or 404 */
export async function requireRecord(db: Q, userId: number, id: number): Promise<RecordRow> {
  const r = await db.selectFrom('health_record_file').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (!r) throw notFound(RECORD_NOT_FOUND)
  return r
}

/** the caller's file: its MIME type and bytes, or 404 */
export async function recordFile(db: Q, userId: number, id: number): Promise<{ mime: string; ext: string; bytes: Buffer }> {
  const r = await db
    .selectFrom('health_record_file')
    .select(['file_kind', 'file_data'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!r) throw notFound(RECORD_NOT_FOUND)
  const kind = r.file_kind as UploadKind
  return { mime: UPLOAD_MIME[kind], ext: kind === 'jpeg' ? 'jpg' : kind, bytes: Buffer.from(r.file_data) }
}

/** deletes the record and its bytes (one row) */
export async function deleteRecord(deps: Deps, userId: number, id: number): Promise<number> {
  const r = await deps.db.deleteFrom('health_record_file').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (!Number(r.numDeletedRows)) throw notFound(RECORD_NOT_FOUND)
  return Number(r.numDeletedRows)
}
