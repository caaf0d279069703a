/**
 * Medical-record uploads (issue 13 item 7; SPEC §7 "Reports and health records": POST multipart createHealthRecord,
 * GET queryHealthRecordList, delHealthRecord, POST multipart addCasesInfo, GET queryCasesList, all under health-ws).
 * A report (检查报告) or case (病历) of a family member: one image (JPEG, PNG) or PDF, its kind read from the content,
 * images stored without their metadata, served only to the owner (healthRecordFile). Field rules:
 * src/domain/records.ts.
 */
import { Count, DateTimeString, Default, Enum, Id, Paged, StrictObject, Type, type Static } from './lib'
import { RECORD_CATEGORIES } from '../src/domain/records'

export const RECORD_FILE_KINDS = ['jpeg', 'png', 'pdf'] as const

export const HealthRecordFile = StrictObject({
  id: Id(),
  memberId: Id(),
  category: Enum(RECORD_CATEGORIES),
  /** 检查报告 / 病历 */
  categoryStr: Type.String(),
  title: Type.String(),
  /** 'YYYY-MM-DD' or '' */
  recordDate: Type.String(),
  hospital: Type.String(),
  note: Type.String(),
  fileKind: Enum(RECORD_FILE_KINDS),
  isImage: Type.Boolean(),
  /** bytes as stored */
  fileSize: Count(),
  /** '1.2MB' */
  fileSizeStr: Type.String(),
  /** the file's API path (health-ws/healthRecordFile?id=…), fetched with the login headers */
  filePath: Type.String(),
  createTime: DateTimeString(),
})
export type HealthRecordFile = Static<typeof HealthRecordFile>

/**
 * POST multipart createHealthRecord / addCasesInfo — the form fields beside the one file part (`file`). Multipart
 * bodies are not validated by ajv: the route reads these fields and checks them with validateRecordFields.
 */
export const CreateHealthRecordFields = StrictObject({
  memberId: Type.String({ description: 'the family member (consultationer id)' }),
  title: Type.String({ maxLength: 30 }),
  recordDate: Type.Optional(Type.String({ description: "'YYYY-MM-DD', not after today" })),
  hospital: Type.Optional(Type.String({ maxLength: 40 })),
  note: Type.Optional(Type.String({ maxLength: 200 })),
  file: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'JPEG, PNG or PDF, at most 10 MB' }),
})
export type CreateHealthRecordFields = Static<typeof CreateHealthRecordFields>

/** GET queryHealthRecordList / queryCasesList — one member's reports (or cases), newest first */
export const HealthRecordListQuery = StrictObject({
  memberId: Id(),
  pageNum: Default(Type.Integer({ minimum: 1, maximum: 100000 }), 1),
  pageSize: Default(Type.Integer({ minimum: 1, maximum: 50 }), 20),
})
export type HealthRecordListQuery = Static<typeof HealthRecordListQuery>

export const HealthRecordListRes = Paged(HealthRecordFile)
export type HealthRecordListRes = Static<typeof HealthRecordListRes>

/** GET queryHealthRecordDetail (own name) / healthRecordFile (own name: the bytes) */
export const HealthRecordIdQuery = StrictObject({ id: Id() })
export type HealthRecordIdQuery = Static<typeof HealthRecordIdQuery>

/** POST delHealthRecord — a report or a case, with its file */
export const DelHealthRecordReq = StrictObject({ id: Id() })
export type DelHealthRecordReq = Static<typeof DelHealthRecordReq>
export const DelHealthRecordRes = StrictObject({ deleted: Count() })
export type DelHealthRecordRes = Static<typeof DelHealthRecordRes>
