/**
 * Medical-record uploads under /health-ws (SPEC §7 "Reports and health records"; login: registered inside the
 * authenticated scope): POST multipart createHealthRecord (a report) and addCasesInfo (a case), GET
 * queryHealthRecordList and queryCasesList, POST delHealthRecord (either kind), and own names queryHealthRecordDetail
 * and healthRecordFile (the bytes, to the owner only).
 *
 * Multipart (@fastify/multipart, registered in this plugin only): one file part and a few short text fields; the
 * limits stop a large or many-part body while it streams, and every refusal is a 400 with a catalogue message.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { Envelope, Type } from '../../../contract/lib'
import {
  CreateHealthRecordFields,
  DelHealthRecordReq,
  DelHealthRecordRes,
  HealthRecordFile,
  HealthRecordIdQuery,
  HealthRecordListQuery,
  HealthRecordListRes,
} from '../../../contract/records'
import { badRequest, ok } from '../../lib/errors'
import { UPLOAD_MAX_BYTES } from '../../lib/upload-file'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import type { RecordCategory } from '../../../src/domain/records'
import { RECORD_FILE_TOO_LARGE, RECORD_FILE_TOO_MANY, RECORD_NOT_MULTIPART } from '../../../src/domain/messages/records'
import { createRecord, deleteRecord, FILE_ROUTE, listRecords, recordFile, requireRecord, toRecord, type RecordUpload } from './service'

const security = [{ token: [] }]

/**
 * @fastify/multipart is loaded untyped, with the little of it used here typed below: its types import
 * @fastify/busboy's, whose `declare module 'stream'` augmentation of Readable hides every other `.on(...)` overload
 * of node streams in the whole program (child.stdout.on('data') stops compiling in tests, e2e and bench).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: a CommonJS plugin whose types break node's
const multipart = require('@fastify/multipart') as FastifyPluginAsync<{
  limits: { fileSize: number; files: number; fields: number; fieldSize: number; parts: number; headerPairs: number }
}>
interface MultipartPart {
  type: 'file' | 'field'
  fieldname: string
  /** a field's value */
  value?: unknown
  /** a file's bytes (throws FST_REQ_FILE_TOO_LARGE past limits.fileSize) */
  toBuffer(): Promise<Buffer>
}
/** what @fastify/multipart adds to a request */
type MultipartRequest = FastifyRequest & { isMultipart(): boolean; parts(): AsyncIterableIterator<MultipartPart> }
const FIELD_NAMES = new Set(Object.keys(CreateHealthRecordFields.properties).filter((k) => k !== 'file'))

/** reads the multipart body: known text fields, the one `file` part; the plugin's limit errors become 400s */
async function readUpload(request: FastifyRequest): Promise<RecordUpload> {
  const req = request as MultipartRequest
  if (!req.isMultipart()) throw badRequest(RECORD_NOT_MULTIPART)
  const upload: RecordUpload = { fields: {}, file: null }
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // a second file part is refused by `files: 1` below; a file under another name is drained and ignored
        if (part.fieldname === 'file') upload.file = await part.toBuffer()
        else await part.toBuffer()
      } else if (FIELD_NAMES.has(part.fieldname)) {
        upload.fields[part.fieldname] = String(part.value ?? '')
      }
    }
  } catch (e: any) {
    switch (e?.code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw badRequest(RECORD_FILE_TOO_LARGE)
      case 'FST_FILES_LIMIT':
        throw badRequest(RECORD_FILE_TOO_MANY)
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_PROTO_VIOLATION':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw badRequest(RECORD_NOT_MULTIPART)
      default:
        // a body cut off or malformed while streaming (busboy): the client's fault, not a 500
        if (e instanceof Error && /multipart|boundary|Unexpected end/i.test(e.message)) throw badRequest(RECORD_NOT_MULTIPART)
        throw e
    }
  }
  return upload
}

export const userRecordRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  const tags = ['health-ws']
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 2048, parts: 12, headerPairs: 50 },
  })

  const create = (url: string, category: RecordCategory, summary: string) =>
    app.post(
      url,
      {
        schema: {
          tags,
          security,
          summary,
          consumes: ['multipart/form-data'],
          // documentation of the form (multipart bodies are read by readUpload, not by ajv)
          description: `multipart/form-data fields: ${Object.keys(CreateHealthRecordFields.properties).join(', ')}`,
          response: { 200: Envelope(HealthRecordFile) },
        },
      },
      async (req) => ok(toRecord(await createRecord(deps, req.user.userId, category, await readUpload(req)))),
    )
  create('/createHealthRecord', 'report', 'Upload a report (one JPEG, PNG or PDF ≤ 10 MB) for a member with health consent')
  create('/addCasesInfo', 'case', 'Upload a case document (one JPEG, PNG or PDF ≤ 10 MB) for a member with health consent')

  const list = (url: string, category: RecordCategory, summary: string) =>
    app.get(
      url,
      { schema: { tags, security, summary, querystring: HealthRecordListQuery, response: { 200: Envelope(HealthRecordListRes) } } },
      async (req) => ok(await listRecords(deps, req.user.userId, category, req.query)),
    )
  list('/queryHealthRecordList', 'report', "A member's uploaded reports, newest first")
  list('/queryCasesList', 'case', "A member's uploaded case documents, newest first")

  app.get(
    '/queryHealthRecordDetail',
    {
      schema: {
        tags,
        security,
        summary: 'One of the caller’s reports or cases (404 otherwise)',
        querystring: HealthRecordIdQuery,
        response: { 200: Envelope(HealthRecordFile) },
      },
    },
    async (req) => ok(toRecord(await requireRecord(deps.db, req.user.userId, req.query.id))),
  )
  app.get(
    `/${FILE_ROUTE}`,
    {
      schema: {
        tags,
        security,
        summary: 'The file of one of the caller’s reports or cases (404 otherwise), never cached',
        querystring: HealthRecordIdQuery,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/jpeg, image/png or application/pdf' }),
        },
      },
    },
    async (req, reply) => {
      const f = await recordFile(deps.db, req.user.userId, req.query.id)
      return reply
        .type(f.mime)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="record-${req.query.id}.${f.ext}"`)
        .send(f.bytes)
    },
  )
  app.post(
    '/delHealthRecord',
    {
      schema: {
        tags,
        security,
        summary: 'Delete one of the caller’s reports or cases with its file',
        body: DelHealthRecordReq,
        response: { 200: Envelope(DelHealthRecordRes) },
      },
    },
    async (req) => ok({ deleted: await deleteRecord(deps, req.user.userId, req.body.id) }),
  )
}
