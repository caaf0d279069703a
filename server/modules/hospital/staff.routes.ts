/**
 * The legal-text desk of the staff console (issue 33 item 4), under /staff/legal (permission content:manage; the
 * hospital is the session's): every code with its served version, its draft and its published versions; saving the
 * code's draft (HTML through the server's article sanitizer); publishing the draft as the next version, which
 * becomes the hospital's served text (`protocol`) — patients who accepted an older user agreement or privacy
 * policy are asked again by the app. Writes are audited in their transaction.
 */
import type { Selectable } from 'kysely'
import { PROTOCOL_CODE_VALUES } from '../../../contract/api'
import { Envelope } from '../../../contract/lib'
import {
  ACCEPTED_PROTOCOL_CODES,
  LEGAL_CONTENT_MAX,
  LEGAL_NOTE_MAX,
  LEGAL_STAFF_PATHS,
  LEGAL_TITLE_MAX,
  StaffLegalDraftReq,
  StaffLegalListRes,
  StaffLegalPublishReq,
  StaffLegalText,
} from '../../../contract/legal'
import * as M from '../../../src/domain/messages/legal'
import type { ProtocolVersionTable } from '../../lib/db/tables/legal'
import { badRequest, conflict, notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { fmtReq } from '../../lib/time'
import { sanitizeArticle } from '../page-builder'
import { staffScope, type ScopedDb } from '../staff'
import { servedProtocol } from './service'

type VersionRow = Selectable<ProtocolVersionTable>
const rel = (p: string) => p.slice('/staff'.length)
const chars = (s: string) => Array.from(s).length
const reconsent = (code: number) => (ACCEPTED_PROTOCOL_CODES as readonly number[]).includes(code)

/** the visible text of sanitised HTML (an editor's empty paragraph is no content) */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim()

async function usernames(db: ScopedDb, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const rows = await db.selectFrom('staff_account').select(['id', 'username']).where('id', 'in', unique).execute()
  return new Map(rows.map((r) => [r.id, r.username]))
}

async function textOf(db: ScopedDb, code: number): Promise<StaffLegalText> {
  const served = await servedProtocol({ db: db.unscoped }, code, db.hospitalId)
  const rows = (await db
    .selectFrom('protocol_version')
    .selectAll()
    .where('code', '=', code)
    .orderBy('id', 'desc')
    .execute()) as VersionRow[]
  const draft = rows.find((r) => r.status === 'draft')
  const published = rows.filter((r) => r.status === 'published').sort((a, b) => (b.version ?? 0) - (a.version ?? 0))
  const names = await usernames(
    db,
    rows.flatMap((r) => [r.updated_by, ...(r.published_by ? [r.published_by] : [])]),
  )
  const accepted = reconsent(code)
    ? await db
        .selectFrom('protocol_acceptance')
        .select((eb) => eb.fn.count<string>('user_id').distinct().as('n'))
        .where('code', '=', code)
        .where('version', '=', served.version)
        .executeTakeFirst()
    : undefined
  return {
    code: code as StaffLegalText['code'],
    title: served.title,
    content: served.content,
    version: served.version,
    note: served.note,
    inherited: served.inherited,
    reconsent: reconsent(code),
    acceptedCount: Number(accepted?.n ?? 0),
    draft: draft
      ? {
          id: draft.id,
          title: draft.title,
          content: draft.content,
          note: draft.note,
          updatedBy: names.get(draft.updated_by) ?? '',
          updatedAt: fmtReq(draft.updated_at),
        }
      : null,
    versions: published.map((r) => ({
      id: r.id,
      version: r.version ?? 0,
      title: r.title,
      note: r.note,
      publishedBy: (r.published_by && names.get(r.published_by)) || '',
      publishedAt: fmtReq(r.published_at ?? r.updated_at),
    })),
  }
}

export const staffLegalRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    rel(LEGAL_STAFF_PATHS.texts),
    { schema: { response: { 200: Envelope(StaffLegalListRes) } }, config: { staff: { permission: 'content:manage' } } },
    async (req) => {
      const scope = staffScope(req)
      return ok({ list: await Promise.all(PROTOCOL_CODE_VALUES.map((code) => textOf(scope, code))) })
    },
  )

  app.post(
    rel(LEGAL_STAFF_PATHS.draft),
    {
      bodyLimit: LEGAL_CONTENT_MAX * 8 + 64 * 1024,
      schema: { body: StaffLegalDraftReq, response: { 200: Envelope(StaffLegalText) } },
      config: { staff: { permission: 'content:manage' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const { code } = req.body
      const title = req.body.title.trim()
      const note = req.body.note.trim()
      const content = sanitizeArticle(req.body.content).trim()
      if (!title) throw badRequest(M.LEGAL_TITLE_REQUIRED)
      if (chars(title) > LEGAL_TITLE_MAX) throw badRequest(M.LEGAL_TITLE_TOO_LONG)
      if (!visibleText(content)) throw badRequest(M.LEGAL_CONTENT_REQUIRED)
      if (chars(content) > LEGAL_CONTENT_MAX) throw badRequest(M.legalContentTooLong(LEGAL_CONTENT_MAX))
      if (chars(note) > LEGAL_NOTE_MAX) throw badRequest(M.LEGAL_NOTE_TOO_LONG)
      await scope.write({ action: 'legal.draft', objectType: 'protocol', objectId: code }, async (tx, audit) => {
        const staffId = scope.staff.staffId
        const saved = await tx
          .updateTable('protocol_version')
          .set({ title, content, note, updated_by: staffId, updated_at: scope.now })
          .where('code', '=', code)
          .where('status', '=', 'draft')
          .returning('id')
          .executeTakeFirst()
        const id =
          saved?.id ??
          (
            await tx.unscoped
              .insertInto('protocol_version')
              .values({
                hospital_id: scope.hospitalId,
                code,
                version: null,
                status: 'draft',
                title,
                content,
                note,
                created_by: staffId,
                created_at: scope.now,
                updated_by: staffId,
                updated_at: scope.now,
                published_by: null,
                published_at: null,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        audit.changes = { draftId: id, title, contentChars: chars(content), note }
      })
      return ok(await textOf(scope, code))
    },
  )

  app.post(
    rel(LEGAL_STAFF_PATHS.publish),
    {
      schema: { body: StaffLegalPublishReq, response: { 200: Envelope(StaffLegalText) } },
      config: { staff: { permission: 'content:manage' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const { code, draftId, updatedAt } = req.body
      await scope.write({ action: 'legal.publish', objectType: 'protocol', objectId: code }, async (tx, audit) => {
        const draft = (await tx
          .selectFrom('protocol_version')
          .selectAll()
          .where('id', '=', draftId)
          .where('code', '=', code)
          .where('status', '=', 'draft')
          .forUpdate()
          .executeTakeFirst()) as VersionRow | undefined
        if (!draft) throw notFound(M.LEGAL_DRAFT_NOT_FOUND)
        if (fmtReq(draft.updated_at) !== updatedAt) throw conflict(M.LEGAL_DRAFT_CHANGED)
        if (reconsent(code) && !draft.note.trim()) throw badRequest(M.LEGAL_NOTE_REQUIRED)
        const served = await servedProtocol({ db: tx.unscoped }, code, scope.hospitalId)
        const last = await tx
          .selectFrom('protocol_version')
          .select((eb) => eb.fn.max('version').as('v'))
          .where('code', '=', code)
          .executeTakeFirst()
        const version = Math.max(served.version, Number(last?.v ?? 0)) + 1
        const staffId = scope.staff.staffId
        await tx
          .updateTable('protocol_version')
          .set({ status: 'published', version, published_by: staffId, published_at: scope.now })
          .where('id', '=', draft.id)
          .execute()
        await tx.unscoped
          .insertInto('protocol')
          .values({
            code,
            hospital_id: scope.hospitalId,
            title: draft.title,
            content: draft.content,
            version,
            note: draft.note,
            published_by: staffId,
            updated_at: scope.now,
          })
          .onConflict((oc) =>
            oc.columns(['code', 'hospital_id']).doUpdateSet({
              title: draft.title,
              content: draft.content,
              version,
              note: draft.note,
              published_by: staffId,
              updated_at: scope.now,
            }),
          )
          .execute()
        audit.changes = { version: [served.version, version], draftId: draft.id, title: draft.title, note: draft.note }
      })
      return ok(await textOf(scope, code))
    },
  )
}
