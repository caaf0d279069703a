/**
 * The home-page editor's draft (issue 33 item 3): the block kinds an operator may place with the shape of their
 * settings (what the console's property form is generated from), and the publish check of a draft — every block
 * kind known with its settings, every jump of every item and ad leading somewhere real (SPEC §2 five jump types: an
 * app page of the route table, an existing goods / article / page, a well-formed mini-program appid, an https link),
 * no ad whose window has already ended. Each problem is one message naming the block and the item.
 * The server passes in what exists (goods, articles, pages, groups of the hospital); the rule stays pure.
 */
import { APP_PAGE_PATHS } from './appPages'
import type { JumpConfig } from './ads'
import { parseDateTime } from './time'
import * as M from './messages/pageEditor'
import { AD_END_TIME_INVALID, AD_START_TIME_INVALID } from './messages/page'

// ------------------------------------------------------------------ block kinds and their settings

/** how a setting is edited and checked */
export type SettingKind = 'text' | 'color' | 'number' | 'boolean' | 'sides' | 'image' | 'choice' | 'choices'

export interface SettingField {
  key: string
  label: string
  kind: SettingKind
  /** choice / choices: the allowed values and their labels */
  options?: ReadonlyArray<{ value: number; label: string }>
}

/** where a block's items come from (the published BlockJson source.kind) */
export type SourceKind = 'resource' | 'goods' | 'article' | 'famous' | 'studio' | 'chronic' | 'ads' | 'today' | 'video' | 'none'

export interface BlockKind {
  label: string
  source: SourceKind
  /** the settings its property form offers, beside the box fields every block has (BOX_FIELDS) */
  fields: readonly SettingField[]
  /** allowed layouts (absent: none) */
  layouts?: readonly number[]
  /** resource blocks: every item needs a name (navigators and buttons show it) */
  itemNames?: boolean
  /** an operator may add it from the editor (the video block keeps its seeded video) */
  addable: boolean
}

const SIDES_HELP = [
  { value: 1, label: '上' },
  { value: 2, label: '右' },
  { value: 3, label: '下' },
  { value: 4, label: '左' },
]
const f = (key: string, label: string, kind: SettingKind, options?: SettingField['options']): SettingField =>
  options ? { key, label, kind, options } : { key, label, kind }

/** the box and title fields of every block (SPEC §3 Home block settings) */
export const BOX_FIELDS: readonly SettingField[] = [
  f('margin', '外边距', 'sides', SIDES_HELP),
  f('padding', '内边距', 'sides', SIDES_HELP),
  f('radius', '圆角', 'number'),
  f('backgroundColor', '背景色', 'color'),
  f('backgroundImage', '背景图', 'image'),
  f('fontColor', '文字颜色', 'color'),
  f('title', '标题', 'text'),
  f('titleType', '标题类型', 'choice', [
    { value: 1, label: '文字' },
    { value: 2, label: '图片' },
  ]),
  f('titleColor', '标题颜色', 'color'),
  f('titleImage', '标题图片', 'image'),
  f('titleBackgroundImage', '标题背景图', 'image'),
  f('hideTitle', '隐藏标题', 'boolean'),
  f('emptyText', '空状态文字', 'text'),
]

const GOODS_SHOW = f('showType', '展示方式', 'choice', [
  { value: 1, label: '列表' },
  { value: 2, label: '两列' },
  { value: 3, label: '横向滑动' },
])
const MORE = f('showMoreBtn', '显示更多按钮', 'boolean')
const SHOW_NUM = f('showNum', '显示条数', 'number')

export const BLOCK_KINDS: Readonly<Record<string, BlockKind>> = {
  search: {
    label: '搜索框',
    source: 'none',
    addable: true,
    fields: [
      f('placeholder', '占位文字', 'text'),
      f('round', '圆角样式', 'boolean'),
      f('showSearchBtn', '显示搜索按钮', 'boolean'),
      f('searchValue', '按钮文字', 'text'),
    ],
  },
  banner: {
    label: '轮播图',
    source: 'resource',
    addable: true,
    fields: [f('autoplay', '自动播放', 'boolean'), f('indicatorColor', '指示点颜色', 'color'), f('height', '高度(px)', 'number')],
  },
  iconNav: {
    label: '图标导航',
    source: 'resource',
    addable: true,
    itemNames: true,
    fields: [f('iconSize', '图标大小(px)', 'number'), f('hideName', '隐藏名称', 'boolean')],
  },
  blockNav: { label: '区块导航', source: 'resource', addable: true, itemNames: true, layouts: [1, 2, 3, 4, 5, 6, 7], fields: [] },
  imageList: { label: '图片列表', source: 'resource', addable: true, fields: [f('showType', '展示方式', 'number')] },
  floatIcons: {
    label: '悬浮图标',
    source: 'resource',
    addable: true,
    fields: [
      f('iconPosition', '位置', 'choice', [
        { value: 1, label: '右侧' },
        { value: 2, label: '左侧' },
      ]),
      f('iconPositionType', '高度', 'choice', [
        { value: 1, label: '底部' },
        { value: 2, label: '中部' },
      ]),
      f('iconSize', '图标大小(px)', 'number'),
    ],
  },
  buttonGroup: { label: '按钮组', source: 'resource', addable: true, itemNames: true, fields: [f('showType', '展示方式', 'number')] },
  advert: { label: '广告位', source: 'ads', addable: true, fields: [] },
  hotProducts: { label: '热销商品', source: 'goods', addable: true, fields: [GOODS_SHOW, MORE] },
  hotServices: { label: '热门服务', source: 'goods', addable: true, fields: [GOODS_SHOW, MORE] },
  command: { label: '推荐商品', source: 'goods', addable: true, layouts: [1, 2], fields: [MORE] },
  tabBestGoods: { label: '分类精选', source: 'goods', addable: false, fields: [GOODS_SHOW, MORE] },
  todayRecommend: { label: '今日推荐', source: 'today', addable: true, fields: [MORE] },
  news: {
    label: '资讯',
    source: 'article',
    addable: true,
    fields: [
      SHOW_NUM,
      f('showInfo', '显示信息', 'choices', [
        { value: 1, label: '作者' },
        { value: 2, label: '时间' },
      ]),
      f('secondClassification', '二级分类', 'choice', [
        { value: 1, label: '标签页' },
        { value: 2, label: '无' },
      ]),
      MORE,
    ],
  },
  famousDoctors: { label: '名医推荐', source: 'famous', addable: true, layouts: [1, 2], fields: [MORE] },
  studioList: { label: '工作室', source: 'studio', addable: true, fields: [SHOW_NUM, MORE] },
  chronic: { label: '慢病工作室', source: 'chronic', addable: true, fields: [SHOW_NUM, MORE] },
  video: {
    label: '视频',
    source: 'video',
    addable: false,
    fields: [f('videoUrl', '视频地址', 'text'), f('posterUrl', '封面', 'image')],
  },
  tipText: { label: '提示文字', source: 'none', addable: true, fields: [f('text', '文字', 'text')] },
}

/**
 * what a setting key means on a kind that does not offer it in its form (a page made before the editor may carry
 * one): the field of the kinds that do; a key two kinds read differently (showType) is any number
 */
const ANY_KIND_FIELDS: ReadonlyMap<string, SettingField> = (() => {
  const m = new Map<string, SettingField>()
  for (const k of Object.values(BLOCK_KINDS))
    for (const x of k.fields) {
      const seen = m.get(x.key)
      m.set(x.key, seen && seen.kind !== x.kind ? { key: x.key, label: x.label, kind: 'number' } : (seen ?? x))
    }
  return m
})()

/** the settings fields of a kind: the box fields then its own */
export function fieldsOf(type: string): SettingField[] {
  const k = BLOCK_KINDS[type]
  return k ? [...BOX_FIELDS, ...k.fields] : []
}

// ------------------------------------------------------------------ the draft

/** a picture with a name and a jump: a banner slide, a navigator icon, an image, a button */
export interface DraftResource {
  /** the stored picture path (an uploaded image's path, or /assets/…) */
  photo: string
  name: string
  subTitle?: string | null
  badge?: string | null
  jump: JumpConfig
}

export interface DraftBlock {
  id: number
  type: string
  settings: Record<string, unknown>
  layout?: number
  /** goods and article blocks: the magic group of their items; tabBestGoods: its tab groups */
  groupId?: number
  tabs?: number[]
  limit?: number
  /** resource blocks: their items, part of the draft */
  resources?: DraftResource[]
  /** the video block's video (kept as published) */
  video?: { title: string; videoUrl: string; coverPath: string }
}

/** a popup (showType 1) or inline (2) ad of the page */
export interface DraftAd {
  showType: number
  /** 1 once ever, 2 once per session */
  showFrequency: number
  /** inline ads: the index of the block after which it shows */
  floor?: number
  /** 'YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DD' (China time); null / absent: open */
  startTime?: string | null
  endTime?: string | null
  picPath: string
  title: string
  jump: JumpConfig
}

export interface PageDraft {
  title: string
  backgroundColor: string
  greyMode: boolean
  blocks: DraftBlock[]
  ads: DraftAd[]
}

/** what exists in the hospital, passed in by the server */
export interface DraftContext {
  goodsIds: ReadonlySet<number>
  articleIds: ReadonlySet<number>
  /** the hospital's magic pages (jump type 2) */
  pageIds: ReadonlySet<number>
  /** the hospital's magic groups and what each holds ('goods', 'article', 'resource', 'doctor') */
  groups: ReadonlyMap<number, string>
  now: Date
  /** the app's page paths (default: the route table's, APP_PAGE_PATHS) */
  pages?: ReadonlySet<string>
}

export const MAX_BLOCKS = 40
export const MAX_ITEMS = 30
export const MAX_ADS = 10

/** the goods detail page and the article page (jump type 3) whose object must exist */
export const GOODS_PAGE = '/productionDetail'
export const ARTICLE_PAGE = '/magicplatform/newsDetail'

/** a WeChat appid (wx + 16 hex) or an Alipay one (16 digits starting 20) */
export function isMiniProgramAppId(appId: string): boolean {
  return /^wx[0-9a-f]{16}$/.test(appId) || /^20\d{14}$/.test(appId)
}

const COLOR =
  /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{4}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|transparent|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/

function settingOk(field: SettingField, v: unknown): boolean {
  switch (field.kind) {
    case 'text':
      return typeof v === 'string' && v.length <= 200
    case 'image':
      return typeof v === 'string' && v.length <= 500 && (v === '' || /^(\/|https:\/\/)/.test(v))
    case 'color':
      return typeof v === 'string' && (v === '' || COLOR.test(v))
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 10_000
    case 'boolean':
      return typeof v === 'boolean'
    case 'sides':
    case 'choices': {
      const allowed = (field.options ?? []).map((o) => o.value)
      return Array.isArray(v) && v.every((x) => allowed.includes(x as number)) && new Set(v).size === v.length
    }
    case 'choice':
      return (field.options ?? []).some((o) => o.value === v)
  }
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '')

/** the id of a query value ('1001', 1001) or null */
function idOf(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null
}

function queryOf(url: string): Record<string, string> {
  const i = url.indexOf('?')
  const out: Record<string, string> = {}
  if (i < 0) return out
  for (const part of url.slice(i + 1).split('&')) {
    const [k, v = ''] = part.split('=')
    if (k) out[k] = v
  }
  return out
}

/** the first problem of a jump, or null; `where` names the block and item */
export function jumpProblem(jump: JumpConfig | null | undefined, where: string, ctx: DraftContext): string | null {
  if (!jump || blank(jump.jumpType)) return null
  const pages = ctx.pages ?? APP_PAGE_PATHS
  switch (Number(jump.jumpType)) {
    case 1:
      return null
    case 2: {
      if (blank(jump.magicPageId) || (Number(jump.magicPageType) !== 1 && Number(jump.magicPageType) !== 2))
        return M.PAGE_JUMP_LINK_REQUIRED(where)
      const id = idOf(jump.magicPageId)
      return id !== null && ctx.pageIds.has(id) ? null : M.PAGE_JUMP_MAGIC_PAGE_UNKNOWN(where, String(jump.magicPageId))
    }
    case 3: {
      const address = (jump.magicSysPage?.pageUrl || jump.pageUrl || '').trim()
      if (!address) return M.PAGE_JUMP_LINK_REQUIRED(where)
      const path = address.split('?')[0].replace(/^\/hospital(?=\/)/, '')
      if (!pages.has(path)) return M.PAGE_JUMP_PAGE_UNKNOWN(where, path)
      let data: Record<string, unknown> = {}
      if (!blank(jump.jsonData)) {
        let parsed: unknown
        try {
          parsed = typeof jump.jsonData === 'string' ? JSON.parse(jump.jsonData) : jump.jsonData
        } catch {
          return M.PAGE_JUMP_DATA_INVALID(where)
        }
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return M.PAGE_JUMP_DATA_INVALID(where)
        data = parsed as Record<string, unknown>
      }
      const q = { ...queryOf(address), ...data }
      if (path === GOODS_PAGE || q.goodsId !== undefined) {
        const id = idOf(q.goodsId)
        if (id === null || !ctx.goodsIds.has(id)) return M.PAGE_JUMP_GOODS_UNKNOWN(where, String(q.goodsId ?? ''))
      }
      if (path === ARTICLE_PAGE) {
        const id = idOf(q.id)
        if (id === null || !ctx.articleIds.has(id)) return M.PAGE_JUMP_ARTICLE_UNKNOWN(where, String(q.id ?? ''))
      }
      return null
    }
    case 4: {
      const appId = (jump.appId ?? '').trim()
      if (!appId || !isMiniProgramAppId(appId)) return M.PAGE_JUMP_APPID_INVALID(where)
      return blank(jump.pageUrl) ? M.PAGE_JUMP_LINK_REQUIRED(where) : null
    }
    case 5: {
      const link = (jump.linkUrl || jump.pageUrl || '').trim()
      if (!link) return M.PAGE_JUMP_LINK_REQUIRED(where)
      if (!/^https:\/\//i.test(link)) return M.PAGE_JUMP_LINK_NOT_HTTPS(where)
      try {
        const u = new URL(link)
        return u.protocol === 'https:' && u.hostname.includes('.') && !u.username && !u.password ? null : M.PAGE_JUMP_LINK_INVALID(where)
      } catch {
        return M.PAGE_JUMP_LINK_INVALID(where)
      }
    }
    default:
      return M.PAGE_JUMP_TYPE_UNKNOWN(where)
  }
}

function blockProblems(b: DraftBlock, n: number, ctx: DraftContext): string[] {
  const kind = BLOCK_KINDS[b.type]
  if (!kind) return [M.PAGE_BLOCK_KIND_UNKNOWN(n, String(b.type))]
  const where = M.pageBlockName(n, kind.label)
  const out: string[] = []
  const fields = new Map(fieldsOf(b.type).map((x) => [x.key, x]))
  for (const [key, v] of Object.entries(b.settings ?? {})) {
    const field = fields.get(key) ?? ANY_KIND_FIELDS.get(key)
    if (!field) out.push(M.PAGE_BLOCK_SETTING_UNKNOWN(where, key))
    else if (v !== undefined && !settingOk(field, v)) out.push(M.PAGE_BLOCK_SETTING_INVALID(where, field.label))
  }
  if (kind.layouts ? b.layout !== undefined && !kind.layouts.includes(b.layout) : b.layout !== undefined && b.layout !== null) {
    out.push(M.PAGE_BLOCK_LAYOUT_INVALID(where))
  }
  if (kind.source === 'goods' || kind.source === 'article') {
    const wanted = kind.source
    const ids = b.tabs?.length ? b.tabs : b.groupId !== undefined ? [b.groupId] : []
    if (!ids.length || ids.some((id) => ctx.groups.get(id) !== wanted)) out.push(M.PAGE_BLOCK_GROUP_REQUIRED(where))
  }
  if (kind.source === 'resource') {
    const items = b.resources ?? []
    if (!items.length) out.push(M.PAGE_BLOCK_ITEMS_REQUIRED(where))
    if (items.length > MAX_ITEMS) out.push(M.PAGE_BLOCK_TOO_MANY_ITEMS(where, MAX_ITEMS))
    items.slice(0, MAX_ITEMS).forEach((r, i) => {
      const at = M.pageItemName(where, i + 1)
      if (blank(r.photo)) out.push(M.PAGE_ITEM_PHOTO_REQUIRED(at))
      if (kind.itemNames && blank(r.name)) out.push(M.PAGE_ITEM_NAME_REQUIRED(at))
      const j = jumpProblem(r.jump, at, ctx)
      if (j) out.push(j)
    })
  }
  return out
}

function adProblems(ad: DraftAd, n: number, ctx: DraftContext): string[] {
  const where = M.pageAdName(n)
  const out: string[] = []
  const start = blank(ad.startTime) ? null : parseDateTime(ad.startTime)
  const end = blank(ad.endTime) ? null : parseDateTime(ad.endTime, { endOfDay: true })
  if (!blank(ad.startTime) && !start) out.push(`${where}：${AD_START_TIME_INVALID}`)
  if (!blank(ad.endTime) && !end) out.push(`${where}：${AD_END_TIME_INVALID}`)
  if (end && end.getTime() < ctx.now.getTime()) out.push(M.PAGE_AD_ENDED(where))
  if (start && end && start.getTime() > end.getTime()) out.push(M.PAGE_AD_WINDOW_INVALID(where))
  if (blank(ad.picPath)) out.push(M.PAGE_ITEM_PHOTO_REQUIRED(where))
  const j = jumpProblem(ad.jump, where, ctx)
  if (j) out.push(j)
  return out
}

/** every problem of a draft, one message each, in page order (blocks, then ads); [] = it may be published */
export function draftProblems(draft: PageDraft, ctx: DraftContext): string[] {
  const out: string[] = []
  if (draft.blocks.length > MAX_BLOCKS) out.push(M.PAGE_TOO_MANY_BLOCKS(MAX_BLOCKS))
  draft.blocks.forEach((b, i) => out.push(...blockProblems(b, i + 1, ctx)))
  draft.ads.forEach((a, i) => out.push(...adProblems(a, i + 1, ctx)))
  return out
}
