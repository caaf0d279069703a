/**
 * The home-page editor of the staff console (issue 33 item 3), under /staff, permission content:manage, the
 * session's hospital through the scoped layer: the hospital's pages, a page's draft (saved as is: a draft may be
 * unfinished), publish (checked by src/domain/pageDraft: 400 with the reason; the live page, its resources and ads
 * and a numbered version in one audited transaction), the versions, rollback (publishing an earlier version again
 * as a new one), and a preview token for the real H5 app (editor.ts).
 */
import {
  PAGE_EDITOR_PATHS,
  StaffDraftSaveReq,
  StaffPageDraftRes,
  StaffPageQuery,
  StaffPagesRes,
  StaffPreviewRes,
  StaffPublishRes,
  StaffRollbackReq,
  StaffVersionListRes,
  type PageDraftSchema,
  type StaffPage,
} from '../../../contract/pageEditor'
import { Envelope } from '../../../contract/lib'
import type { PageDraft } from '../../../src/domain/pageDraft'
import * as M from '../../../src/domain/messages'
import { notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { fmt, fmtReq } from '../../lib/time'
import { staffScope } from '../staff'
import { cleanDraft, currentDraft, issuePreviewToken, pageOf, publish } from './editor'

const rel = (p: string) => p.slice('/staff'.length)
const config = { staff: { permission: 'content:manage' as const } }

export const staffPageRoutes: TypedRoutePlugin = async (app) => {
  app.get(rel(PAGE_EDITOR_PATHS.pages), { schema: { response: { 200: Envelope(StaffPagesRes) } }, config }, async (req) => {
    const scope = staffScope(req)
    const [hospital, pages, entries, versions, drafts, groups, articles] = await Promise.all([
      scope.unscoped.selectFrom('hospital').select('home_magic_page_id').where('id', '=', scope.hospitalId).executeTakeFirst(),
      scope.selectFrom('magic_page').select(['id', 'title', 'magic_page_type']).orderBy('id').execute(),
      scope.selectFrom('entry_home').select(['magic_page_id', 'entry_type']).execute(),
      scope
        .selectFrom('magic_page_version')
        .select((eb) => ['page_id', eb.fn.max('version').as('v')])
        .groupBy('page_id')
        .execute(),
      scope.selectFrom('magic_page_draft').select('page_id').execute(),
      scope.selectFrom('magic_group').select(['id', 'name', 'group_type']).orderBy('sort').orderBy('id').execute(),
      scope.selectFrom('article').select(['id', 'title']).orderBy('publish_time', 'desc').orderBy('id', 'desc').limit(200).execute(),
    ])
    const home = hospital?.home_magic_page_id
    const list: StaffPage[] = pages.map((p) => {
      const entry = entries.find((e) => e.magic_page_id === p.id)
      return {
        id: p.id,
        title: p.title,
        kind: p.id === home ? 'home' : entry ? 'entry' : 'custom',
        entryType: entry?.entry_type ?? null,
        version: Number(versions.find((v) => v.page_id === p.id)?.v ?? 0),
        hasDraft: drafts.some((d) => d.page_id === p.id),
      }
    })
    const order = { home: 0, entry: 1, custom: 2 }
    list.sort((a, b) => order[a.kind] - order[b.kind] || a.id - b.id)
    return ok({
      hospitalId: scope.hospitalId,
      pages: list,
      groups: groups.map((g) => ({ id: g.id, name: g.name, groupType: g.group_type })),
      articles,
    })
  })

  app.get(
    rel(PAGE_EDITOR_PATHS.draft),
    { schema: { querystring: StaffPageQuery, response: { 200: Envelope(StaffPageDraftRes) } }, config },
    async (req) => {
      const scope = staffScope(req)
      const page = await pageOf(scope, req.query.pageId)
      const d = await currentDraft(scope, page, scope.now)
      return ok({ pageId: page.id, draft: d.draft as PageDraftSchema, savedAt: fmt(d.savedAt), savedBy: d.savedBy })
    },
  )

  app.post(
    rel(PAGE_EDITOR_PATHS.draftSave),
    { schema: { body: StaffDraftSaveReq, response: { 200: Envelope(StaffPageDraftRes) } }, config },
    async (req) => {
      const scope = staffScope(req)
      const { pageId } = req.body
      const draft = cleanDraft(req.body.draft as PageDraft)
      await scope.write({ action: 'page.draft.save', objectType: 'magic_page', objectId: pageId }, async (tx, audit) => {
        await pageOf(tx, pageId)
        const values = {
          draft: JSON.stringify(draft),
          saved_at: scope.now,
          saved_by: scope.staff.staffId,
          saved_by_name: scope.staff.name || scope.staff.username,
        }
        await tx.unscoped
          .insertInto('magic_page_draft')
          .values({ page_id: pageId, hospital_id: tx.hospitalId, ...values })
          .onConflict((oc) => oc.column('page_id').doUpdateSet(values))
          .execute()
        audit.changes = { blocks: draft.blocks.length, ads: draft.ads.length }
      })
      return ok({
        pageId,
        draft: draft as typeof req.body.draft,
        savedAt: fmtReq(scope.now),
        savedBy: scope.staff.name || scope.staff.username,
      })
    },
  )

  app.post(
    rel(PAGE_EDITOR_PATHS.publish),
    { schema: { body: StaffPageQuery, response: { 200: Envelope(StaffPublishRes) } }, config },
    async (req) => {
      const scope = staffScope(req)
      const { pageId } = req.body
      const r = await scope.write({ action: 'page.publish', objectType: 'magic_page', objectId: pageId }, async (tx, audit) => {
        const page = await pageOf(tx, pageId)
        const { draft } = await currentDraft(tx, page, scope.now)
        const done = await publish(
          tx,
          page,
          draft,
          { staffId: scope.staff.staffId, name: scope.staff.name || scope.staff.username },
          scope.now,
          M.PAGE_VERSION_PUBLISHED,
        )
        audit.changes = { version: done.version, blocks: draft.blocks.length, ads: draft.ads.length }
        return done
      })
      return ok({ pageId, version: r.version, publishedAt: fmtReq(scope.now) })
    },
  )

  app.get(
    rel(PAGE_EDITOR_PATHS.versions),
    { schema: { querystring: StaffPageQuery, response: { 200: Envelope(StaffVersionListRes) } }, config },
    async (req) => {
      const scope = staffScope(req)
      const page = await pageOf(scope, req.query.pageId)
      const rows = await scope
        .selectFrom('magic_page_version')
        .selectAll()
        .where('page_id', '=', page.id)
        .orderBy('version', 'desc')
        .limit(100)
        .execute()
      return ok({
        list: rows.map((v) => ({
          version: v.version,
          publishedAt: fmtReq(v.published_at),
          publishedBy: v.published_by_name,
          note: v.note,
          blocks: (v.draft as unknown as PageDraft).blocks.length,
        })),
      })
    },
  )

  app.post(
    rel(PAGE_EDITOR_PATHS.rollback),
    { schema: { body: StaffRollbackReq, response: { 200: Envelope(StaffPublishRes) } }, config },
    async (req) => {
      const scope = staffScope(req)
      const { pageId, version } = req.body
      const r = await scope.write({ action: 'page.rollback', objectType: 'magic_page', objectId: pageId }, async (tx, audit) => {
        const page = await pageOf(tx, pageId)
        const old = await tx
          .selectFrom('magic_page_version')
          .select('draft')
          .where('page_id', '=', page.id)
          .where('version', '=', version)
          .executeTakeFirst()
        if (!old) throw notFound(M.PAGE_VERSION_NOT_FOUND)
        const draft = old.draft as unknown as PageDraft
        const done = await publish(
          tx,
          page,
          draft,
          { staffId: scope.staff.staffId, name: scope.staff.name || scope.staff.username },
          scope.now,
          M.PAGE_VERSION_ROLLED_BACK(version),
        )
        audit.changes = { from: version, version: done.version }
        return done
      })
      return ok({ pageId, version: r.version, publishedAt: fmtReq(scope.now) })
    },
  )

  app.post(
    rel(PAGE_EDITOR_PATHS.preview),
    { schema: { body: StaffPageQuery, response: { 200: Envelope(StaffPreviewRes) } }, config },
    async (req) => {
      const scope = staffScope(req)
      const page = await pageOf(scope, req.body.pageId)
      const hospital = await scope.unscoped
        .selectFrom('hospital')
        .select('home_magic_page_id')
        .where('id', '=', scope.hospitalId)
        .executeTakeFirst()
      const { token, expiresAt } = await scope.write({ action: 'page.preview', objectType: 'magic_page', objectId: page.id }, (tx) =>
        issuePreviewToken(tx, page.id, scope.staff.staffId, scope.now),
      )
      const q = `hospitalId=${scope.hospitalId}&previewToken=${token}`
      const url = page.id === hospital?.home_magic_page_id ? `/hospital/home?${q}` : `/hospital/customPage?magicPageId=${page.id}&${q}`
      return ok({ token, url, expiresAt: fmtReq(expiresAt), hospitalId: scope.hospitalId })
    },
  )
}
