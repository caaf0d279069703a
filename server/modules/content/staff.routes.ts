/**
 * The content desk of the staff console (issue 33 item 4), under /staff, permission content:manage, always the
 * session's hospital (server/modules/staff/scope.ts): article groups (the page builder's `magic_group` rows of type
 * 'article': list, create, rename, order), articles and news (the `article` rows the home's news blocks,
 * /magicplatform/news and /magicplatform/newsDetail show: list with search and paging, create, edit, publish / take
 * back, delete), the pictures of a cover or a body (the goods pictures' byte rules and table, served publicly from
 * GOODS_IMAGE_PATH), and the hospital's videos (`hospital_video`: /hospital-video and the health classes).
 *
 * The body is sanitised on save with the page builder's own allow-list (`sanitizeArticle`): the stored HTML is the
 * sanitised one. Every write is audited in its transaction. The patient's reads go through the read cache, which
 * every write here invalidates by the tables' NOTIFY trigger: an edit shows at the patient's next GET. A delete
 * keeps the row (hidden) when the patient side still points at it: an article read by patients or named by a
 * resource's or an ad's jump, a video a health class opens or patients have played. Ids of what is created come
 * from the console's sequence (migration 1330).
 */
import { sql, type Selectable } from 'kysely'
import {
  ARTICLE_AUTHOR_MAX,
  ARTICLE_GROUP_NAME_MAX,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  STAFF_CONTENT_IMAGE_MAX_BYTES,
  STAFF_CONTENT_PATHS,
  StaffArticleDetail,
  StaffArticleGroupListRes,
  StaffArticleGroupOrderReq,
  StaffArticleGroupSaveReq,
  StaffArticleListRes,
  StaffArticlePublishReq,
  StaffArticleQuery,
  StaffArticleSaveReq,
  StaffContentIdQuery,
  StaffContentIdReq,
  StaffContentImageReq,
  StaffContentImageRes,
  StaffDeleteRes,
  StaffVideo,
  StaffVideoListRes,
  StaffVideoSaveReq,
  VIDEO_INTRO_MAX,
  type StaffArticle,
  type StaffArticleGroup,
} from '../../../contract/staffContent'
import { GOODS_IMAGE_PATH } from '../../../contract/staffGoods'
import { Envelope } from '../../../contract/lib'
import * as M from '../../../src/domain/messages/staffContent'
import { STAFF_IMAGE_CORRUPT, STAFF_IMAGE_REQUIRED, STAFF_IMAGE_TOO_LARGE, STAFF_IMAGE_TYPE } from '../../../src/domain/messages/staffGoods'
import type { ArticleTable } from '../../lib/db/tables/browse'
import type { HospitalVideoTable } from '../../lib/db/tables/content'
import { asset } from '../../lib/assets'
import { badRequest, notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { fmt, fmtReq } from '../../lib/time'
import { checkUpload } from '../../lib/upload-file'
import { sanitizeArticle } from '../../modules/page-builder'
import { staffScope, type ScopedDb } from '../staff'
import { isReorderOf } from '../../lib/reorder'
import { isOwnUpload } from '../catalog/images'

type ArticleRow = Selectable<ArticleTable>
type VideoRow = Selectable<HospitalVideoTable>
const rel = (p: string) => p.slice('/staff'.length)
/** characters as a reader counts them (a CJK character or an emoji is one) */
const chars = (s: string) => [...s].length

/** a new id of the console's sequence (migration 1330) */
async function nextId(db: ScopedDb): Promise<number> {
  const r = await sql<{ id: string }>`select nextval('catalog_console_id_seq') as id`.execute(db.unscoped)
  return Number(r.rows[0].id)
}

// ---------------------------------------------------------------- views

async function groupViews(db: ScopedDb): Promise<StaffArticleGroup[]> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('magic_group')
      .selectAll()
      .where('group_type', '=', 'article')
      .orderBy('parent_id')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('article')
      .select(['group_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('deleted_at', 'is', null)
      .groupBy('group_id')
      .execute(),
  ])
  const count = new Map(counts.map((c) => [c.group_id, Number(c.n)]))
  return rows.map((g) => ({ id: g.id, name: g.name, parentId: g.parent_id, sort: g.sort, articleCount: count.get(g.id) ?? 0 }))
}

async function articleViews(db: ScopedDb, rows: ArticleRow[], app: Parameters<typeof asset>[0]): Promise<StaffArticle[]> {
  const ids = [...new Set(rows.map((r) => r.group_id))]
  const groups = ids.length ? await db.selectFrom('magic_group').select(['id', 'name']).where('id', 'in', ids).execute() : []
  const name = new Map(groups.map((g) => [g.id, g.name]))
  return rows.map((a) => ({
    id: a.id,
    groupId: a.group_id,
    groupName: name.get(a.group_id) ?? '',
    title: a.title,
    summary: a.summary,
    author: a.author,
    coverPath: a.cover_path,
    coverUrl: asset(app, a.cover_path),
    status: a.status === 1 ? 1 : 0,
    publishTime: fmtReq(a.publish_time),
    updateTime: fmt(a.updated_at),
    readNum: a.read_num,
  }))
}

const videoView = (app: Parameters<typeof asset>[0], v: VideoRow) => ({
  id: v.id,
  title: v.title,
  intro: v.intro,
  coverPath: v.cover_path,
  coverUrl: asset(app, v.cover_path),
  videoUrl: asset(app, v.video_path),
  duration: v.duration_s,
  sort: v.sort,
  publishTime: fmtReq(v.publish_time),
  playNum: v.play_num,
})

// ---------------------------------------------------------------- look-ups of the own hospital

const ownGroup = (db: ScopedDb, id: number) =>
  db.selectFrom('magic_group').selectAll().where('id', '=', id).where('group_type', '=', 'article').executeTakeFirst()

async function ownArticle(db: ScopedDb, id: number): Promise<ArticleRow> {
  const a = await db.selectFrom('article').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
  if (!a) throw notFound(M.STAFF_ARTICLE_NOT_FOUND)
  return a as ArticleRow
}

async function ownVideo(db: ScopedDb, id: number): Promise<VideoRow> {
  const v = await db.selectFrom('hospital_video').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
  if (!v) throw notFound(M.STAFF_VIDEO_NOT_FOUND)
  return v as VideoRow
}

/** a cover: '' (none, when allowed), the row's own stored one, or a picture uploaded by this hospital; else 400 */
async function checkCover(db: ScopedDb, path: string, kept: string | null): Promise<void> {
  if (path === '' || path === kept) return
  if (!(await isOwnUpload(db, path))) throw badRequest(M.STAFF_CONTENT_COVER_INVALID)
}

/** the article's fields checked, with their messages */
function checkArticle(b: StaffArticleSaveReq) {
  const title = b.title.trim()
  if (!title) throw badRequest(M.STAFF_ARTICLE_TITLE_REQUIRED)
  if (chars(title) > ARTICLE_TITLE_MAX) throw badRequest(M.STAFF_ARTICLE_TITLE_TOO_LONG(ARTICLE_TITLE_MAX))
  const summary = (b.summary ?? '').trim()
  if (chars(summary) > ARTICLE_SUMMARY_MAX) throw badRequest(M.STAFF_ARTICLE_SUMMARY_TOO_LONG(ARTICLE_SUMMARY_MAX))
  const author = (b.author ?? '').trim()
  if (chars(author) > ARTICLE_AUTHOR_MAX) throw badRequest(M.STAFF_ARTICLE_AUTHOR_TOO_LONG(ARTICLE_AUTHOR_MAX))
  const content = sanitizeArticle(b.content).trim()
  // a body of nothing but tags the sanitiser dropped (or empty paragraphs) has nothing to read
  if (
    !/<img\b/i.test(content) &&
    !content
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, '')
      .trim()
  )
    throw badRequest(M.STAFF_ARTICLE_BODY_REQUIRED)
  return { title, summary, author, content }
}

/** an https URL with a host, nothing else (no http:, no javascript:, no relative path) */
export function isHttpsUrl(s: string): boolean {
  try {
    const u = new URL(s)
    return u.protocol === 'https:' && !!u.hostname && !u.username && !u.password
  } catch {
    return false
  }
}

export const staffContentRoutes: TypedRoutePlugin = async (app) => {
  const access = { staff: { permission: 'content:manage' as const } }

  // ---------------------------------------------------------------- groups
  app.get(
    rel(STAFF_CONTENT_PATHS.groups),
    { schema: { response: { 200: Envelope(StaffArticleGroupListRes) } }, config: access },
    async (req) => ok({ list: await groupViews(staffScope(req)) }),
  )

  app.post(
    rel(STAFF_CONTENT_PATHS.groupSave),
    { schema: { body: StaffArticleGroupSaveReq, response: { 200: Envelope(StaffArticleGroupListRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const name = b.name.trim()
      if (!name) throw badRequest(M.STAFF_ARTICLE_GROUP_NAME_REQUIRED)
      if (chars(name) > ARTICLE_GROUP_NAME_MAX) throw badRequest(M.STAFF_ARTICLE_GROUP_NAME_TOO_LONG(ARTICLE_GROUP_NAME_MAX))
      await scope.write(
        { action: b.id ? 'article_group.update' : 'article_group.create', objectType: 'article_group', objectId: b.id },
        async (tx, audit) => {
          if (b.id) {
            const g = await ownGroup(tx, b.id)
            if (!g) throw notFound(M.STAFF_ARTICLE_GROUP_NOT_FOUND)
            await tx.updateTable('magic_group').set({ name }).where('id', '=', g.id).execute()
            audit.changes = { name: [g.name, name] }
            return
          }
          const parentId = b.parentId ?? 0
          if (parentId) {
            const p = await ownGroup(tx, parentId)
            if (!p || p.parent_id !== 0) throw badRequest(M.STAFF_ARTICLE_GROUP_PARENT_INVALID)
          }
          const last = await tx
            .selectFrom('magic_group')
            .select((eb) => eb.fn.max('sort').as('m'))
            .where('group_type', '=', 'article')
            .where('parent_id', '=', parentId)
            .executeTakeFirst()
          const id = await nextId(tx)
          await tx.unscoped
            .insertInto('magic_group')
            .values({
              id,
              hospital_id: tx.hospitalId,
              name,
              parent_id: parentId,
              group_type: 'article',
              sort: Number((last as { m: number | null } | undefined)?.m ?? 0) + 1,
            })
            .execute()
          audit.objectId = id
          audit.changes = { name, parentId }
        },
      )
      return ok({ list: await groupViews(scope) })
    },
  )

  app.post(
    rel(STAFF_CONTENT_PATHS.groupOrder),
    { schema: { body: StaffArticleGroupOrderReq, response: { 200: Envelope(StaffArticleGroupListRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const { parentId, ids } = req.body
      await scope.write({ action: 'article_group.order', objectType: 'article_group', objectId: parentId }, async (tx, audit) => {
        if (parentId && !(await ownGroup(tx, parentId))) throw notFound(M.STAFF_ARTICLE_GROUP_NOT_FOUND)
        const siblings = await tx
          .selectFrom('magic_group')
          .select('id')
          .where('group_type', '=', 'article')
          .where('parent_id', '=', parentId)
          .execute()
        if (siblings.length === 0) throw notFound(M.STAFF_ARTICLE_GROUP_NOT_FOUND)
        if (
          !isReorderOf(
            ids,
            siblings.map((s) => s.id),
          )
        )
          throw badRequest(M.STAFF_ARTICLE_GROUP_ORDER_INVALID)
        for (const [i, id] of ids.entries())
          await tx
            .updateTable('magic_group')
            .set({ sort: i + 1 })
            .where('id', '=', id)
            .execute()
        audit.changes = { order: ids }
      })
      return ok({ list: await groupViews(scope) })
    },
  )

  // ---------------------------------------------------------------- articles
  app.get(
    rel(STAFF_CONTENT_PATHS.articles),
    { schema: { querystring: StaffArticleQuery, response: { 200: Envelope(StaffArticleListRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const { keyword, groupId, status } = req.query
      const pageNum = req.query.pageNum ?? 1
      const pageSize = req.query.pageSize ?? 20
      let q = scope.selectFrom('article').where('deleted_at', 'is', null)
      const kw = (keyword ?? '').trim()
      if (kw) {
        const like = `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        q = q.where((eb) => eb.or([eb('title', 'ilike', like), eb('summary', 'ilike', like), eb('author', 'ilike', like)]))
      }
      if (groupId !== undefined) {
        const kids = await scope.selectFrom('magic_group').select('id').where('parent_id', '=', groupId).execute()
        q = q.where('group_id', 'in', [groupId, ...kids.map((k) => k.id)])
      }
      if (status !== undefined) q = q.where('status', '=', status)
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
      const rows = await q
        .selectAll()
        .orderBy('publish_time', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute()
      return ok({ list: await articleViews(scope, rows as ArticleRow[], app), total })
    },
  )

  const detail = async (db: ScopedDb, id: number) => {
    const a = await ownArticle(db, id)
    const [view] = await articleViews(db, [a], app)
    return { ...view, content: a.content }
  }

  app.get(
    rel(STAFF_CONTENT_PATHS.articleDetail),
    { schema: { querystring: StaffContentIdQuery, response: { 200: Envelope(StaffArticleDetail) } }, config: access },
    async (req) => ok(await detail(staffScope(req), req.query.id)),
  )

  app.post(
    rel(STAFF_CONTENT_PATHS.articleSave),
    { schema: { body: StaffArticleSaveReq, response: { 200: Envelope(StaffArticleDetail) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const fields = checkArticle(b)
      const coverPath = (b.coverPath ?? '').trim()
      const id = await scope.write(
        { action: b.id ? 'article.update' : 'article.create', objectType: 'article', objectId: b.id },
        async (tx, audit) => {
          const existing = b.id ? await ownArticle(tx, b.id) : null
          if (!(await ownGroup(tx, b.groupId))) throw badRequest(M.STAFF_ARTICLE_GROUP_NOT_FOUND)
          await checkCover(tx, coverPath, existing?.cover_path ?? null)
          const values = {
            group_id: b.groupId,
            title: fields.title,
            summary: fields.summary,
            author: fields.author,
            cover_path: coverPath,
            content: fields.content,
            updated_at: scope.now,
          }
          if (existing) {
            await tx.updateTable('article').set(values).where('id', '=', existing.id).execute()
            // field names only: the body's text is not repeated in the log
            audit.changes = {
              changed: (Object.keys(values) as Array<keyof typeof values>).filter((k) => k !== 'updated_at' && existing[k] !== values[k]),
            }
            return existing.id
          }
          const newId = await nextId(tx)
          await tx.unscoped
            .insertInto('article')
            .values({ id: newId, hospital_id: tx.hospitalId, ...values, publish_time: scope.now, read_num: 0, status: b.publish ? 1 : 0 })
            .execute()
          audit.objectId = newId
          audit.changes = { groupId: b.groupId, status: b.publish ? 1 : 0 }
          return newId
        },
      )
      return ok(await detail(scope, id))
    },
  )

  app.post(
    rel(STAFF_CONTENT_PATHS.articlePublish),
    { schema: { body: StaffArticlePublishReq, response: { 200: Envelope(StaffArticleDetail) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const { id, published } = req.body
      await scope.write(
        { action: published ? 'article.publish' : 'article.unpublish', objectType: 'article', objectId: id },
        async (tx, audit) => {
          const a = await ownArticle(tx, id)
          const status = published ? 1 : 0
          if (a.status === status) return
          // a draft published for the first time (never read) takes the time it goes out
          const first = published && a.read_num === 0 && a.updated_at !== null
          await tx
            .updateTable('article')
            .set({ status, updated_at: scope.now, ...(first ? { publish_time: scope.now } : {}) })
            .where('id', '=', a.id)
            .execute()
          audit.changes = { status: [a.status, status] }
        },
      )
      return ok(await detail(scope, id))
    },
  )

  app.post(
    rel(STAFF_CONTENT_PATHS.articleDelete),
    { schema: { body: StaffContentIdReq, response: { 200: Envelope(StaffDeleteRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const { id } = req.body
      const deleted = await scope.write({ action: 'article.delete', objectType: 'article', objectId: id }, async (tx, audit) => {
        const a = await ownArticle(tx, id)
        const link = `newsDetail?id=${a.id}`
        const pointed = async (table: 'magic_resource' | 'advertisement') =>
          table === 'advertisement'
            ? tx
                .selectFrom('advertisement')
                .select('id')
                .where(sql<boolean>`position(${link} in jump::text) > 0`)
                .executeTakeFirst()
            : tx.unscoped
                .selectFrom('magic_resource')
                .innerJoin('magic_group', 'magic_group.id', 'magic_resource.group_id')
                .select('magic_resource.id')
                .where('magic_group.hospital_id', '=', tx.hospitalId)
                .where(sql<boolean>`position(${link} in magic_resource.jump::text) > 0`)
                .executeTakeFirst()
        const referenced = a.read_num > 0 || !!(await pointed('magic_resource')) || !!(await pointed('advertisement'))
        if (referenced)
          await tx.updateTable('article').set({ deleted_at: scope.now, status: 0, updated_at: scope.now }).where('id', '=', a.id).execute()
        else await tx.unscoped.deleteFrom('article').where('id', '=', a.id).where('hospital_id', '=', tx.hospitalId).execute()
        const how = referenced ? ('soft' as const) : ('hard' as const)
        audit.changes = { deleted: how, title: a.title }
        return how
      })
      return ok({ id, deleted })
    },
  )

  // ---------------------------------------------------------------- pictures
  app.post(
    rel(STAFF_CONTENT_PATHS.imageUpload),
    {
      bodyLimit: Math.ceil((STAFF_CONTENT_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: { body: StaffContentImageReq, response: { 200: Envelope(StaffContentImageRes) } },
      config: access,
    },
    async (req) => {
      const scope = staffScope(req)
      const raw = req.body.imageBase64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '')
      if (!raw) throw badRequest(STAFF_IMAGE_REQUIRED)
      const check = checkUpload(Buffer.from(raw, 'base64'), STAFF_CONTENT_IMAGE_MAX_BYTES)
      if (!check.ok) {
        if (check.reason === 'empty') throw badRequest(STAFF_IMAGE_REQUIRED)
        if (check.reason === 'tooLarge') throw badRequest(STAFF_IMAGE_TOO_LARGE(STAFF_CONTENT_IMAGE_MAX_BYTES / 1024 / 1024))
        throw badRequest(check.reason === 'corrupt' ? STAFF_IMAGE_CORRUPT : STAFF_IMAGE_TYPE)
      }
      if (check.kind === 'pdf') throw badRequest(STAFF_IMAGE_TYPE)
      const path = await scope.write({ action: 'content.image', objectType: 'content_image' }, async (tx, audit) => {
        const row = await tx.unscoped
          .insertInto('goods_image')
          .values({
            hospital_id: tx.hospitalId,
            kind: check.kind,
            bytes: check.bytes,
            staff_id: scope.staff.staffId,
            created_at: scope.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        audit.objectId = row.id
        audit.changes = { kind: check.kind, bytes: check.bytes.length }
        return `${GOODS_IMAGE_PATH}?id=${row.id}`
      })
      return ok({ path, url: asset(app, path) })
    },
  )

  // ---------------------------------------------------------------- videos
  app.get(rel(STAFF_CONTENT_PATHS.videos), { schema: { response: { 200: Envelope(StaffVideoListRes) } }, config: access }, async (req) => {
    const rows = await staffScope(req)
      .selectFrom('hospital_video')
      .selectAll()
      .where('deleted_at', 'is', null)
      .orderBy('sort')
      .orderBy('id')
      .execute()
    return ok({ list: (rows as VideoRow[]).map((v) => videoView(app, v)) })
  })

  app.post(
    rel(STAFF_CONTENT_PATHS.videoSave),
    { schema: { body: StaffVideoSaveReq, response: { 200: Envelope(StaffVideo) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const title = b.title.trim()
      if (!title) throw badRequest(M.STAFF_VIDEO_TITLE_REQUIRED)
      if (chars(title) > ARTICLE_TITLE_MAX) throw badRequest(M.STAFF_VIDEO_TITLE_TOO_LONG(ARTICLE_TITLE_MAX))
      const intro = (b.intro ?? '').trim()
      if (chars(intro) > VIDEO_INTRO_MAX) throw badRequest(M.STAFF_VIDEO_INTRO_TOO_LONG(VIDEO_INTRO_MAX))
      const videoUrl = b.videoUrl.trim()
      if (!isHttpsUrl(videoUrl)) throw badRequest(M.STAFF_VIDEO_URL_INVALID)
      const coverPath = b.coverPath.trim()
      if (!coverPath) throw badRequest(M.STAFF_VIDEO_COVER_REQUIRED)
      const id = await scope.write(
        { action: b.id ? 'video.update' : 'video.create', objectType: 'video', objectId: b.id },
        async (tx, audit) => {
          const existing = b.id ? await ownVideo(tx, b.id) : null
          await checkCover(tx, coverPath, existing?.cover_path ?? null)
          const values = {
            title,
            intro,
            cover_path: coverPath,
            video_path: videoUrl,
            duration_s: b.duration ?? existing?.duration_s ?? 0,
            sort: b.sort ?? existing?.sort ?? 0,
          }
          if (existing) {
            await tx.updateTable('hospital_video').set(values).where('id', '=', existing.id).execute()
            audit.changes = { changed: (Object.keys(values) as Array<keyof typeof values>).filter((k) => existing[k] !== values[k]) }
            return existing.id
          }
          const newId = await nextId(tx)
          await tx.unscoped
            .insertInto('hospital_video')
            .values({ id: newId, hospital_id: tx.hospitalId, ...values, publish_time: scope.now, play_num: 0 })
            .execute()
          audit.objectId = newId
          audit.changes = { title }
          return newId
        },
      )
      return ok(videoView(app, await ownVideo(scope, id)))
    },
  )

  app.post(
    rel(STAFF_CONTENT_PATHS.videoDelete),
    { schema: { body: StaffContentIdReq, response: { 200: Envelope(StaffDeleteRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const { id } = req.body
      const deleted = await scope.write({ action: 'video.delete', objectType: 'video', objectId: id }, async (tx, audit) => {
        const v = await ownVideo(tx, id)
        const course = await tx.selectFrom('health_course').select('id').where('video_id', '=', v.id).executeTakeFirst()
        const referenced = v.play_num > 0 || !!course
        if (referenced) await tx.updateTable('hospital_video').set({ deleted_at: scope.now }).where('id', '=', v.id).execute()
        else await tx.unscoped.deleteFrom('hospital_video').where('id', '=', v.id).where('hospital_id', '=', tx.hospitalId).execute()
        const how = referenced ? ('soft' as const) : ('hard' as const)
        audit.changes = { deleted: how, title: v.title }
        return how
      })
      return ok({ id, deleted })
    },
  )
}
