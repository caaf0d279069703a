/**
 * /zeus page builder (SPEC §7 Page builder): page configs with resolved blocks, resources, goods,
 * articles (HTML sanitised with sanitize-html), doctors, departments, groups, forms and ads.
 * Block item counts follow src/domain/blocks (command 3/6, famous doctors 3/6, news showNum) and ad
 * windows src/domain/ads.
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import sanitizeHtml from 'sanitize-html'

import type { DB } from '../../lib/db/schema'
import type { BlockJson } from '../../lib/db/tables/browse'
import { notFound } from '../../lib/errors'
import type { Validated } from '../../lib/route-plugin'
import type {
  AdItem,
  Block,
  BlockTab,
  Department,
  Doctor,
  GetArticleReq,
  GoodsCard,
  NewsItem,
  PageConfig,
  ResourceItem,
  Studio,
} from '../../../contract/browse'
import { commandBlockCount, famousDoctorCount, takeShowNum } from '../../../src/domain/blocks'
import { isAdInWindow } from '../../../src/domain/ads'
import { businessDayNumber } from '../../../src/domain/time'
import { institutionName } from '../../../src/domain/hospital'
import { offsetOf, pageResult } from '../../lib/paging'
import { fmtReq, ms } from '../../lib/time'
import { yuan } from '../../lib/money'
import { asset } from '../../lib/assets'
import { goodsByIds, goodsCards, type GoodsRow } from '../../modules/catalog'
import { findHospital } from '../../modules/hospital'
import { cached, composedReply } from '../../lib/cache'

import * as M from '../../../src/domain/messages'

// ------------------------------------------------------------------ views

export function toResource(app: FastifyInstance, r: Selectable<DB['magic_resource']>): ResourceItem {
  return {
    id: r.id,
    photo: asset(app, r.photo_path),
    name: r.name,
    subTitle: r.sub_title,
    badge: r.badge,
    sort: r.sort,
    ...(r.jump as object),
  }
}

export function toNews(app: FastifyInstance, a: Selectable<DB['article']>): NewsItem {
  return {
    id: a.id,
    title: a.title,
    author: a.author,
    publishTime: fmtReq(a.publish_time),
    coverPhoto: asset(app, a.cover_path),
    groupId: a.group_id,
    summary: a.summary,
    readNum: a.read_num,
  }
}

export function toAd(app: FastifyInstance, a: Selectable<DB['advertisement']>): AdItem {
  return {
    id: a.id,
    pageId: a.page_id,
    goodsId: a.goods_id,
    hospitalId: a.hospital_id,
    showType: a.show_type as 1 | 2,
    showFrequency: a.show_frequency as 1 | 2,
    startTime: a.start_time ? fmtReq(a.start_time) : null,
    endTime: a.end_time ? fmtReq(a.end_time) : null,
    picUrl: asset(app, a.pic_path),
    floor: a.floor,
    title: a.title,
    ...(a.jump as object),
  }
}

export async function doctorsView(app: FastifyInstance, rows: Array<Selectable<DB['doctor']>>): Promise<Doctor[]> {
  if (rows.length === 0) return []
  const db = app.deps.db
  const depIds = [...new Set(rows.map((r) => r.department_id))].sort((a, b) => a - b)
  const hospitalIds = [...new Set(rows.map((r) => r.hospital_id))].sort((a, b) => a - b)
  const [deps, titles, hospitals] = await Promise.all([
    departmentNames(app, depIds),
    cached(db, 'dict:doctor_title', ['dict_item'], () =>
      db.selectFrom('dict_item').select(['value', 'label']).where('dict_code', '=', 'doctor_title').execute(),
    ),
    cached(db, `hospitalNames:${hospitalIds.join(',')}`, ['hospital'], () =>
      db.selectFrom('hospital').select(['id', 'name']).where('id', 'in', hospitalIds).execute(),
    ),
  ])
  return rows.map((d) => ({
    doctorId: d.id,
    doctorName: d.name,
    coverUrl: asset(app, d.avatar_path),
    departmentNames: deps.find((x) => x.id === d.department_id)?.department_name ?? '',
    // the hospital the doctor works at, not its shop (issue 35)
    hospitalName: institutionName(hospitals.find((h) => h.id === d.hospital_id)?.name ?? ''),
    hospitalId: d.hospital_id,
    doctorTitle: d.title_code,
    doctorTitleName: titles.find((t) => t.value === d.title_code)?.label ?? '',
    goodAt: d.good_at,
    intro: d.intro,
    departmentId: d.department_id,
    famous: d.famous,
    consultPrice: yuan(d.consult_price_cents),
  }))
}

export async function studiosView(app: FastifyInstance, rows: Array<Selectable<DB['studio']>>): Promise<Studio[]> {
  if (rows.length === 0) return []
  const deps = await departmentNames(
    app,
    [...new Set(rows.map((r) => r.department_id))].sort((a, b) => a - b),
  )
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    great: s.great,
    headImgUrl: asset(app, s.head_img_path),
    departmentId: s.department_id,
    departmentName: deps.find((d) => d.id === s.department_id)?.department_name ?? '',
    intro: s.intro,
    chronic: s.chronic,
    memberNum: s.member_num,
  }))
}

/** id and name of the departments `ids` (sorted, distinct), through the read cache */
function departmentNames(app: FastifyInstance, ids: number[]): Promise<Array<{ id: number; department_name: string }>> {
  const db = app.deps.db
  return cached(db, `departmentNames:${ids.join(',')}`, ['department'], () =>
    db.selectFrom('department').select(['id', 'department_name']).where('id', 'in', ids).execute(),
  )
}

export const toDepartment = (app: FastifyInstance, d: Selectable<DB['department']>): Department => ({
  id: d.id,
  departmentName: d.department_name,
  iconUrl: asset(app, d.icon_path),
  intro: d.intro,
})

// ------------------------------------------------------------------ loaders

export async function groupResources(app: FastifyInstance, groupId: number): Promise<ResourceItem[]> {
  const db = app.deps.db
  const rows = await cached(db, `magicResources:${groupId}`, ['magic_resource'], () =>
    db.selectFrom('magic_resource').selectAll().where('group_id', '=', groupId).orderBy('sort').orderBy('id').execute(),
  )
  return rows.map((r) => toResource(app, r))
}

export async function groupGoods(
  app: FastifyInstance,
  hospitalId: number,
  groupId: number,
  limit?: number,
  offset = 0,
): Promise<{ list: GoodsCard[]; total: number }> {
  const db = app.deps.db
  const links = await cached(db, `magicGroupGoods:${groupId}`, ['magic_group_goods'], () =>
    db.selectFrom('magic_group_goods').select('goods_id').where('group_id', '=', groupId).orderBy('sort').orderBy('goods_id').execute(),
  )
  const rows = await goodsByIds(
    db,
    hospitalId,
    links.map((l) => l.goods_id),
  )
  const page = rows.slice(offset, limit === undefined ? undefined : offset + limit)
  return { list: await goodsCards(app, page, hospitalId, app.deps.now()), total: rows.length }
}

/** the group and its children (articles of a parent group are those of its children too) */
export async function groupAndChildren(app: FastifyInstance, groupId: number): Promise<number[]> {
  const kids = await groupChildren(app, groupId)
  return [groupId, ...kids.map((k) => k.id)]
}

/** the child groups of a group, in their order, through the read cache */
function groupChildren(app: FastifyInstance, groupId: number): Promise<Array<{ id: number; name: string }>> {
  const db = app.deps.db
  return cached(db, `magicGroupChildren:${groupId}`, ['magic_group'], () =>
    db.selectFrom('magic_group').select(['id', 'name']).where('parent_id', '=', groupId).orderBy('sort').orderBy('id').execute(),
  )
}

export async function articles(app: FastifyInstance, hospitalId: number, q: Validated<typeof GetArticleReq>) {
  const db = app.deps.db
  // published (the console's 发布, migration 1410) and not deleted; its publish time come
  let base = db
    .selectFrom('article')
    .where('hospital_id', '=', hospitalId)
    .where('status', '=', 1)
    .where('deleted_at', 'is', null)
    .where('publish_time', '<=', app.deps.now())
  if (q.groupId !== undefined) base = base.where('group_id', 'in', await groupAndChildren(app, q.groupId))
  const kw = (q.keyword ?? '').trim()
  if (q.groupId !== undefined && !kw) {
    // a group's articles (the home page's blocks): all of them through the read cache, published ones picked at this request's clock
    const groups = await groupAndChildren(app, q.groupId)
    const all = await cached(db, `articles:${hospitalId}:${groups.join(',')}`, ['article'], () =>
      db
        .selectFrom('article')
        .selectAll()
        .where('hospital_id', '=', hospitalId)
        .where('group_id', 'in', groups)
        .where('status', '=', 1)
        .where('deleted_at', 'is', null)
        .orderBy('publish_time', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    )
    const now = app.deps.now().getTime()
    const published = all.filter((r) => new Date(r.publish_time).getTime() <= now)
    const offset = offsetOf(q.pageNum, q.pageSize)
    return pageResult(
      published.slice(offset, offset + q.pageSize).map((r) => toNews(app, r)),
      published.length,
      q.pageNum,
      q.pageSize,
    )
  }
  if (kw) base = base.where('title', 'ilike', `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
  const rows = await base
    .selectAll()
    .orderBy('publish_time', 'desc')
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute()
  return pageResult(
    rows.map((r) => toNews(app, r)),
    total,
    q.pageNum,
    q.pageSize,
  )
}

export async function famousDoctors(app: FastifyInstance, hospitalId: number, limit?: number): Promise<Doctor[]> {
  const db = app.deps.db
  const rows = await cached(db, `famousDoctors:${hospitalId}:${limit ?? ''}`, ['doctor'], () => {
    let q = db
      .selectFrom('doctor')
      .selectAll()
      .where('hospital_id', '=', hospitalId)
      .where('famous', '=', true)
      .where('listed', '=', true)
      .orderBy('famous_sort')
      .orderBy('sort')
      .orderBy('id')
    if (limit !== undefined) q = q.limit(limit)
    return q.execute()
  })
  return doctorsView(app, rows)
}

/** ads of a page or a goods in their time window (src/domain isAdInWindow) */
export async function pageAds(app: FastifyInstance, hospitalId: number, where: { pageId?: number; goodsId?: number }): Promise<AdItem[]> {
  const db = app.deps.db
  // every ad of the page or goods is cached; the time window is applied to each request's clock below
  const rows = await cached(db, `ads:${hospitalId}:${where.pageId ?? ''}:${where.goodsId ?? ''}`, ['advertisement'], () => {
    let q = db.selectFrom('advertisement').selectAll().where('hospital_id', '=', hospitalId)
    if (where.pageId !== undefined) q = q.where('page_id', '=', where.pageId)
    if (where.goodsId !== undefined) q = q.where('goods_id', '=', where.goodsId)
    return q.orderBy('show_type').orderBy('id').execute()
  })
  const now = app.deps.now()
  return rows.filter((a) => isAdInWindow({ startTime: ms(a.start_time), endTime: ms(a.end_time) }, now)).map((a) => toAd(app, a))
}

/** the goods of "today's recommendation": every on-sale goods of the hospital, rotated by the business date */
export async function todayGoods(app: FastifyInstance, hospitalId: number, pageNum: number, pageSize: number) {
  const db = app.deps.db
  const rows = (await cached(db, `onSaleGoods:${hospitalId}`, ['goods'], () =>
    db
      .selectFrom('goods')
      .selectAll()
      .where('hospital_id', '=', hospitalId)
      .where('status', '=', 1)
      .where('hidden_from_lists', '=', false)
      .orderBy('sales_num', 'desc')
      .orderBy('id')
      .execute(),
  )) as GoodsRow[]
  const day = businessDayNumber(app.deps.now())!
  const start = rows.length ? (day * 7) % rows.length : 0
  const rotated = [...rows.slice(start), ...rows.slice(0, start)]
  const page = rotated.slice((pageNum - 1) * pageSize, (pageNum - 1) * pageSize + pageSize)
  return pageResult(await goodsCards(app, page, hospitalId, app.deps.now()), rotated.length, pageNum, pageSize)
}

export async function resolveBlock(app: FastifyInstance, hospitalId: number, pageId: number, b: BlockJson): Promise<Block> {
  const db = app.deps.db
  const base = { id: b.id, type: b.type, settings: b.settings, ...(b.layout !== undefined ? { layout: b.layout } : {}) }
  const src = b.source
  let items: unknown[] = []
  let tabs: BlockTab[] | undefined
  switch (src?.kind) {
    case 'resource':
      items = src.groupId ? await groupResources(app, src.groupId) : []
      break
    case 'goods': {
      if (src.tabs?.length) {
        const tabIds = src.tabs
        const groups = await cached(db, `magicGroups:${tabIds.join(',')}`, ['magic_group'], () =>
          db.selectFrom('magic_group').select(['id', 'name']).where('id', 'in', tabIds).execute(),
        )
        tabs = src.tabs.map((id) => ({ groupId: id, name: groups.find((g) => g.id === id)?.name ?? '' }))
        items = (await groupGoods(app, hospitalId, src.tabs[0])).list
      } else if (src.groupId) {
        const limit = b.type === 'command' ? commandBlockCount(b.layout) : src.limit
        items = (await groupGoods(app, hospitalId, src.groupId, limit)).list
      }
      break
    }
    case 'article': {
      if (!src.groupId) break
      const showNum = (b.settings as { showNum?: number }).showNum
      if ((b.settings as { secondClassification?: number }).secondClassification === 1) {
        const kids = await groupChildren(app, src.groupId)
        tabs = kids.map((k) => ({ groupId: k.id, name: k.name }))
        const first = kids[0]?.id ?? src.groupId
        items = takeShowNum((await articles(app, hospitalId, { groupId: first, pageNum: 1, pageSize: 50 })).list, showNum).items
      } else {
        items = takeShowNum((await articles(app, hospitalId, { groupId: src.groupId, pageNum: 1, pageSize: 50 })).list, showNum).items
      }
      break
    }
    case 'famous':
      items = await famousDoctors(app, hospitalId, famousDoctorCount(b.layout))
      break
    case 'studio':
    case 'chronic': {
      const chronic = src.kind === 'chronic'
      const rows = await cached(db, `studios:${hospitalId}:${chronic}`, ['studio'], () => {
        let q = db.selectFrom('studio').selectAll().where('hospital_id', '=', hospitalId)
        if (chronic) q = q.where('chronic', '=', true)
        return q.orderBy('sort').orderBy('id').execute()
      })
      items = await studiosView(app, rows)
      break
    }
    case 'ads':
      items = (await pageAds(app, hospitalId, { pageId })).filter((a) => a.showType === 2)
      break
    case 'today':
      items = (await todayGoods(app, hospitalId, 1, src.limit ?? 10)).list
      break
    case 'video':
      items = b.video ? [{ id: b.id, title: b.video.title, videoUrl: b.video.videoUrl, coverPhoto: asset(app, b.video.coverPath) }] : []
      break
    default:
      items = []
  }
  const settings = { ...b.settings } as Record<string, unknown>
  for (const k of ['backgroundImage', 'titleImage', 'titleBackgroundImage', 'posterUrl']) {
    if (typeof settings[k] === 'string' && settings[k]) settings[k] = asset(app, settings[k] as string)
  }
  return { ...base, settings, items, ...(tabs ? { tabs } : {}) } as Block
}

/** a page config with resolved blocks; the hospital's home when magicPageId is absent */
export function pageConfig(app: FastifyInstance, hospitalId: number, magicPageId?: number): Promise<PageConfig> {
  // the composed page (the same for every viewer) through the read cache for the current second of the request
  // clock, as long as nothing at all was written (ALL_TABLES): a time window (ad, activity) shows at most 1 s late
  return composedReply(app.deps.db, `pageConfig:${hospitalId}:${magicPageId ?? ''}`, app.deps.now(), () =>
    composePageConfig(app, hospitalId, magicPageId),
  )
}

async function composePageConfig(app: FastifyInstance, hospitalId: number, magicPageId?: number): Promise<PageConfig> {
  const hospital = await findHospital(app, hospitalId)
  if (!hospital) throw notFound(M.hospitalNotFound(hospitalId))
  const id = magicPageId ?? hospital.home_magic_page_id
  const db = app.deps.db
  const page = await cached(
    db,
    `magicPage:${id}:${hospitalId}`,
    ['magic_page'],
    async () =>
      (await db.selectFrom('magic_page').selectAll().where('id', '=', id).where('hospital_id', '=', hospitalId).executeTakeFirst()) ?? null,
  )
  if (!page) throw notFound(M.pageNotFound(id))
  const blocks = await Promise.all((page.blocks as unknown as BlockJson[]).map((b) => resolveBlock(app, hospitalId, page.id, b)))
  return {
    id: page.id,
    hospitalId,
    title: page.title,
    backgroundColor: page.background_color,
    greyMode: page.grey_mode || hospital.grey_mode,
    magicPageType: page.magic_page_type as 1 | 2,
    blocks,
  }
}

export const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'tel', 'mailto'] },
  allowProtocolRelative: false,
}

export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML)
}

// ------------------------------------------------------------------ routes
