/**
 * The home-page editor's service (issue 33 item 3): a page's draft (made from the published page when there is
 * none: its blocks with the resources of their groups, its ads), publishing a draft (checked with
 * src/domain/pageDraft draftProblems; the live page, fresh resource groups and the page's ads written in the
 * caller's one transaction; a numbered version kept), and the preview: a page config composed from the draft for a
 * valid preview token, never through the read cache.
 *
 * Publishing writes magic_page, magic_group, magic_resource and advertisement: the read cache and the server-drawn
 * first screen (shell.ts, keyed by the composed config) follow at once on every instance through the cache's
 * NOTIFY of those tables.
 */
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql, type Selectable } from 'kysely'
import type { AdItem, Block, PageConfig, ResourceItem } from '../../../contract/browse'
import { PREVIEW_TTL_SECONDS } from '../../../contract/pageEditor'
import { isAdInWindow } from '../../../src/domain/ads'
import { BLOCK_KINDS, draftProblems, type DraftBlock, type DraftResource, type PageDraft } from '../../../src/domain/pageDraft'
import { formatDateTime, parseDateTime } from '../../../src/domain/time'
import * as M from '../../../src/domain/messages'
import type { DB } from '../../lib/db/schema'
import type { BlockJson, JumpJson } from '../../lib/db/tables/browse'
import { asset } from '../../lib/assets'
import { ApiError, badRequest, notFound } from '../../lib/errors'
import { findHospital } from '../../modules/hospital'
import type { ScopedDb } from '../staff'
import { resolveBlock, sanitizeArticle } from './service'

type PageRow = Selectable<DB['magic_page']>

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex')
const jumpOf = (j: unknown): JumpJson => (j && typeof j === 'object' ? (j as JumpJson) : {})

/** a page of the scope's hospital, or 404 */
export async function pageOf(db: ScopedDb, pageId: number): Promise<PageRow> {
  const page = await db.selectFrom('magic_page').selectAll().where('id', '=', pageId).executeTakeFirst()
  if (!page) throw notFound(M.pageNotFound(pageId))
  return page as PageRow
}

/** the published page as a draft: resource blocks carry their group's resources, the page's ads come along */
export async function draftOfPublished(db: ScopedDb, page: PageRow, now: Date): Promise<PageDraft> {
  const blocks = page.blocks as unknown as BlockJson[]
  const groupIds = blocks.map((b) => (b.source?.kind === 'resource' ? b.source.groupId : undefined)).filter((g): g is number => !!g)
  const owned = groupIds.length
    ? (await db.selectFrom('magic_group').select('id').where('id', 'in', groupIds).execute()).map((g) => g.id)
    : []
  const resources = owned.length
    ? await db.unscoped.selectFrom('magic_resource').selectAll().where('group_id', 'in', owned).orderBy('sort').orderBy('id').execute()
    : []
  // an ad whose window has ended shows to no one and cannot be published again: it stays in the table, out of the draft
  const ads = await db
    .selectFrom('advertisement')
    .selectAll()
    .where('page_id', '=', page.id)
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>=', now)]))
    .orderBy('id')
    .execute()
  return {
    title: page.title,
    backgroundColor: page.background_color,
    greyMode: page.grey_mode,
    blocks: blocks.map((b): DraftBlock => {
      const d: DraftBlock = { id: b.id, type: b.type, settings: { ...b.settings } }
      if (b.layout !== undefined && b.layout !== null) d.layout = b.layout
      const src = b.source
      if (src?.kind === 'resource') {
        d.resources = resources
          .filter((r) => r.group_id === src.groupId)
          .map((r) => ({
            photo: r.photo_path,
            name: r.name,
            subTitle: r.sub_title,
            badge: r.badge,
            jump: jumpOf(r.jump),
          }))
      }
      if ((src?.kind === 'goods' || src?.kind === 'article') && src.groupId) d.groupId = src.groupId
      if (src?.tabs?.length) d.tabs = [...src.tabs]
      if (src?.limit !== undefined) d.limit = src.limit
      if (b.video) d.video = { ...b.video }
      return d
    }),
    ads: ads.map((a) => ({
      showType: a.show_type,
      showFrequency: a.show_frequency,
      floor: a.floor,
      startTime: a.start_time ? formatDateTime(a.start_time) : null,
      endTime: a.end_time ? formatDateTime(a.end_time) : null,
      picPath: a.pic_path,
      title: a.title,
      jump: jumpOf(a.jump),
    })),
  }
}

/** the saved draft, or the published page as one */
export async function currentDraft(
  db: ScopedDb,
  page: PageRow,
  now: Date,
): Promise<{ draft: PageDraft; savedAt: Date | null; savedBy: string | null }> {
  const row = await db.selectFrom('magic_page_draft').selectAll().where('page_id', '=', page.id).executeTakeFirst()
  if (row) return { draft: row.draft as unknown as PageDraft, savedAt: row.saved_at, savedBy: row.saved_by_name }
  return { draft: await draftOfPublished(db, page, now), savedAt: null, savedBy: null }
}

/** the problems of a draft against what exists in the hospital (src/domain/pageDraft) */
export async function problemsOf(db: ScopedDb, draft: PageDraft, now: Date): Promise<string[]> {
  const [goods, articles, pages, groups] = await Promise.all([
    db.selectFrom('goods').select('id').execute(),
    db.selectFrom('article').select('id').execute(),
    db.selectFrom('magic_page').select('id').execute(),
    db.selectFrom('magic_group').select(['id', 'group_type']).execute(),
  ])
  return draftProblems(draft, {
    goodsIds: new Set(goods.map((g) => g.id)),
    articleIds: new Set(articles.map((a) => a.id)),
    pageIds: new Set(pages.map((p) => p.id)),
    groups: new Map(groups.map((g) => [g.id, g.group_type])),
    now,
  })
}

async function nextId(db: ScopedDb): Promise<number> {
  const r = await sql<{ id: string }>`select nextval('page_editor_id_seq') as id`.execute(db.unscoped)
  return Number(r.rows[0].id)
}

/** the published block of a draft block (resources already written to `groupId`) */
function blockJson(b: DraftBlock, resourceGroup?: number): BlockJson {
  const kind = BLOCK_KINDS[b.type]
  const out: BlockJson = { id: b.id, type: b.type, settings: { ...b.settings } }
  if (b.layout !== undefined) out.layout = b.layout
  switch (kind?.source) {
    case 'resource':
      out.source = { kind: 'resource', groupId: resourceGroup }
      break
    case 'goods':
      out.source = {
        kind: 'goods',
        ...(b.tabs?.length ? { tabs: b.tabs } : { groupId: b.groupId }),
        ...(b.limit ? { limit: b.limit } : {}),
      }
      break
    case 'article':
      out.source = { kind: 'article', groupId: b.groupId }
      break
    case 'famous':
    case 'studio':
    case 'chronic':
    case 'ads':
    case 'video':
      out.source = { kind: kind.source }
      break
    case 'today':
      out.source = { kind: 'today', ...(b.limit ? { limit: b.limit } : {}) }
      break
  }
  if (b.video) out.video = b.video
  return out
}

export interface PublishedBy {
  staffId: number | null
  name: string
}

/**
 * publishes `draft` as page `page` in the transaction `tx`: checked first (400 with the first reason, all of them
 * in data.problems), then the live page, a fresh resource group per resource block, the page's ads, and version n+1.
 * The first publish from the console keeps the page as it was as version 1 (首次发布前的页面), so it can be rolled
 * back to.
 */
/**
 * A draft as it may be stored: the confirm-agreement text of every jump (promptWindow's `customContent`, rich text the
 * app renders before the jump) through the articles' sanitizer; everything else as sent (checked on publish).
 */
export function cleanDraft(d: PageDraft): PageDraft {
  const clean = <J extends { customContent?: string | null }>(j: J): J =>
    j && typeof j.customContent === 'string' ? { ...j, customContent: sanitizeArticle(j.customContent) } : j
  return {
    ...d,
    blocks: d.blocks.map((b) => (b.resources ? { ...b, resources: b.resources.map((r) => ({ ...r, jump: clean(r.jump) })) } : b)),
    ads: d.ads.map((a) => ({ ...a, jump: clean(a.jump) })),
  }
}

export async function publish(
  tx: ScopedDb,
  page: PageRow,
  draft: PageDraft,
  by: PublishedBy,
  now: Date,
  note: string,
): Promise<{ version: number }> {
  const problems = await problemsOf(tx, draft, now)
  if (problems.length) throw badRequest(problems[0], { data: { problems } })
  // one publish of a page at a time: the version numbers and the page's rows are written under this lock
  await tx.selectFrom('magic_page').select('id').where('id', '=', page.id).forUpdate().execute()
  const last = await tx
    .selectFrom('magic_page_version')
    .select('version')
    .where('page_id', '=', page.id)
    .orderBy('version', 'desc')
    .executeTakeFirst()
  let version = last?.version ?? 0
  const keep = async (d: PageDraft, n: string, at: Date, who: PublishedBy) => {
    version += 1
    await tx.unscoped
      .insertInto('magic_page_version')
      .values({
        page_id: page.id,
        hospital_id: tx.hospitalId,
        version,
        draft: JSON.stringify(d),
        note: n,
        published_at: at,
        published_by: who.staffId,
        published_by_name: who.name,
      })
      .execute()
  }
  if (!last) await keep(await draftOfPublished(tx, page, now), M.PAGE_VERSION_BEFORE_EDITOR, now, { staffId: null, name: '' })

  const blocks: BlockJson[] = []
  for (const b of draft.blocks) {
    if (BLOCK_KINDS[b.type]?.source !== 'resource') {
      blocks.push(blockJson(b))
      continue
    }
    const groupId = await nextId(tx)
    await tx.unscoped
      .insertInto('magic_group')
      .values({
        id: groupId,
        hospital_id: tx.hospitalId,
        name: `${draft.title}·${BLOCK_KINDS[b.type].label}`,
        parent_id: 0,
        group_type: 'resource',
        sort: 0,
      })
      .execute()
    const items = b.resources ?? []
    for (const [i, r] of items.entries()) {
      await tx.unscoped
        .insertInto('magic_resource')
        .values({
          id: await nextId(tx),
          group_id: groupId,
          photo_path: r.photo,
          name: r.name,
          sub_title: r.subTitle ?? null,
          badge: r.badge ?? null,
          jump: JSON.stringify(r.jump ?? {}),
          sort: i + 1,
        })
        .execute()
    }
    blocks.push(blockJson(b, groupId))
  }
  await tx
    .updateTable('magic_page')
    .set({ title: draft.title, background_color: draft.backgroundColor, grey_mode: draft.greyMode, blocks: JSON.stringify(blocks) })
    .where('id', '=', page.id)
    .execute()
  // the page's ads are the draft's now; the ended ones (out of every draft) stay as they were
  await tx.unscoped
    .deleteFrom('advertisement')
    .where('hospital_id', '=', tx.hospitalId)
    .where('page_id', '=', page.id)
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>=', now)]))
    .execute()
  for (const a of draft.ads) {
    await tx.unscoped
      .insertInto('advertisement')
      .values({
        id: await nextId(tx),
        hospital_id: tx.hospitalId,
        page_id: page.id,
        goods_id: null,
        show_type: a.showType,
        show_frequency: a.showFrequency,
        start_time: parseDateTime(a.startTime),
        end_time: parseDateTime(a.endTime, { endOfDay: true }),
        pic_path: a.picPath,
        floor: a.floor ?? 0,
        title: a.title,
        jump: JSON.stringify(a.jump ?? {}),
      })
      .execute()
  }
  await keep(draft, note, now, by)
  // the draft is what is live now
  await tx.unscoped.deleteFrom('magic_page_draft').where('page_id', '=', page.id).execute()
  return { version }
}

// ------------------------------------------------------------------ preview

/** a new preview token of a page for the staff member (its sha256 kept, valid PREVIEW_TTL_SECONDS) */
export async function issuePreviewToken(
  db: ScopedDb,
  pageId: number,
  staffId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_SECONDS * 1000)
  // the expired tokens of the hospital go with each new one
  await db.unscoped.deleteFrom('page_preview_token').where('hospital_id', '=', db.hospitalId).where('expires_at', '<', now).execute()
  await db.unscoped
    .insertInto('page_preview_token')
    .values({ token_hash: sha256(token), hospital_id: db.hospitalId, page_id: pageId, staff_id: staffId, expires_at: expiresAt })
    .execute()
  return { token, expiresAt }
}

function previewResource(app: FastifyInstance, r: DraftResource, i: number): ResourceItem {
  return {
    id: i + 1,
    photo: asset(app, r.photo),
    name: r.name,
    subTitle: r.subTitle ?? null,
    badge: r.badge ?? null,
    sort: i + 1,
    ...jumpOf(r.jump),
  } as ResourceItem
}

/**
 * the page config of a preview token: the page's current draft (saved, else the published page), composed at this
 * request (no read cache). A token that is unknown, expired, or of another hospital is a 403 (PAGE_PREVIEW_INVALID).
 */
export async function previewPageConfig(app: FastifyInstance, token: string, hospitalId: number | undefined): Promise<PageConfig> {
  const db = app.deps.db
  const now = app.deps.now()
  const row = await db.selectFrom('page_preview_token').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst()
  if (!row || row.expires_at.getTime() <= now.getTime() || (hospitalId !== undefined && hospitalId !== row.hospital_id)) {
    throw new ApiError(403, M.PAGE_PREVIEW_INVALID)
  }
  const hospital = await findHospital(app, row.hospital_id)
  if (!hospital) throw notFound(M.hospitalNotFound(row.hospital_id))
  const page = await db
    .selectFrom('magic_page')
    .selectAll()
    .where('id', '=', row.page_id)
    .where('hospital_id', '=', row.hospital_id)
    .executeTakeFirst()
  if (!page) throw notFound(M.pageNotFound(row.page_id))
  const saved = await db.selectFrom('magic_page_draft').select('draft').where('page_id', '=', page.id).executeTakeFirst()
  const draft = saved ? (saved.draft as unknown as PageDraft) : null
  if (!draft) {
    // nothing saved: the published page, composed without the cache all the same
    const blocks = await Promise.all((page.blocks as unknown as BlockJson[]).map((b) => resolveBlock(app, row.hospital_id, page.id, b)))
    return {
      id: page.id,
      hospitalId: row.hospital_id,
      title: page.title,
      backgroundColor: page.background_color,
      greyMode: page.grey_mode || hospital.grey_mode,
      magicPageType: page.magic_page_type as 1 | 2,
      blocks,
    }
  }
  const inlineAds: AdItem[] = draft.ads
    .filter((a) => a.showType === 2 && isAdInWindow({ startTime: a.startTime, endTime: a.endTime }, now))
    .map((a, i) => ({
      id: i + 1,
      pageId: page.id,
      goodsId: null,
      hospitalId: row.hospital_id,
      showType: 2,
      showFrequency: a.showFrequency === 2 ? 2 : 1,
      startTime: a.startTime ? String(a.startTime) : null,
      endTime: a.endTime ? String(a.endTime) : null,
      picUrl: asset(app, a.picPath),
      floor: a.floor ?? 0,
      title: a.title,
      ...jumpOf(a.jump),
    })) as AdItem[]
  const blocks: Block[] = []
  for (const b of draft.blocks) {
    const kind = BLOCK_KINDS[b.type]
    if (!kind) continue
    if (kind.source === 'resource') {
      blocks.push({
        ...(await resolveBlock(app, row.hospital_id, page.id, blockJson(b))),
        items: (b.resources ?? []).map((r, i) => previewResource(app, r, i)),
      } as Block)
    } else if (kind.source === 'ads') {
      blocks.push({
        ...(await resolveBlock(app, row.hospital_id, page.id, { id: b.id, type: b.type, settings: b.settings })),
        items: inlineAds,
      } as Block)
    } else {
      blocks.push(await resolveBlock(app, row.hospital_id, page.id, blockJson(b)))
    }
  }
  return {
    id: page.id,
    hospitalId: row.hospital_id,
    title: draft.title,
    backgroundColor: draft.backgroundColor,
    greyMode: draft.greyMode || hospital.grey_mode,
    magicPageType: page.magic_page_type as 1 | 2,
    blocks,
  }
}
