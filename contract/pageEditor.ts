/**
 * API contract of the staff console's home-page editor (issue 33 item 3), permission content:manage, the session's
 * hospital: its pages (home, entry homes, custom pages), a page's draft (blocks with their resources — banner slides,
 * navigator icons with names and jumps — and the page's ads), publishing it (checked by src/domain/pageDraft.ts: 400
 * with the reason), the numbered versions and rolling back to one, and a short-lived preview token with which the
 * real H5 app renders the draft (GET /zeus/magic/getPageConfig?previewToken=…).
 * Every reply is the envelope {code, msg, data} of SPEC §8. Stable: fields and paths are only ever added.
 */
import { BlockSettings, JumpFields } from './browse'
import { Count, Enum, Id, Nullable, StrictObject, Type, type Static } from './lib'

/** the endpoint paths, full (prefix included): the console calls exactly these */
export const PAGE_EDITOR_PATHS = {
  /** GET -> StaffPagesRes: the hospital's pages, and the groups and articles the editor's pickers offer */
  pages: '/staff/pages',
  /** GET StaffPageQuery -> StaffPageDraftRes: the page's draft (made from the published page when there is none) */
  draft: '/staff/pages/draft',
  /** POST StaffDraftSaveReq -> StaffPageDraftRes: save the draft (not checked: a draft may be unfinished) */
  draftSave: '/staff/pages/draft/save',
  /** POST StaffPageQuery -> StaffPublishRes: publish the saved draft (checked; 400 with the first reason) */
  publish: '/staff/pages/publish',
  /** GET StaffPageQuery -> StaffVersionListRes: the published versions, newest first */
  versions: '/staff/pages/versions',
  /** POST StaffRollbackReq -> StaffPublishRes: publish an earlier version again (a new version) */
  rollback: '/staff/pages/rollback',
  /** POST StaffPageQuery -> StaffPreviewRes: a preview token (PREVIEW_TTL_SECONDS) and the H5 address that uses it */
  preview: '/staff/pages/preview',
} as const

/** how long a preview token is good for */
export const PREVIEW_TTL_SECONDS = 15 * 60

const Text = (max: number) => Type.String({ maxLength: max })

export const DraftResource = StrictObject({
  /** the stored picture path (an uploaded goods picture's path or /assets/…) */
  photo: Text(500),
  name: Text(40),
  subTitle: Type.Optional(Nullable(Text(40))),
  badge: Type.Optional(Nullable(Text(10))),
  jump: JumpFields,
})
export type DraftResource = Static<typeof DraftResource>

export const DraftBlock = StrictObject({
  id: Id(),
  type: Text(40),
  /** the kind's settings (the page's BlockSettings; src/domain/pageDraft BLOCK_KINDS / fieldsOf checks them on publish) */
  settings: BlockSettings,
  layout: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 })),
  /** goods and article blocks: the magic group of their items */
  groupId: Type.Optional(Id()),
  /** tabBestGoods: the tab groups */
  tabs: Type.Optional(Type.Array(Id(), { maxItems: 10 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** resource blocks (banner, navigators, images, buttons, float icons): their items */
  resources: Type.Optional(Type.Array(DraftResource, { maxItems: 50 })),
  /** the video block's video, kept as published */
  video: Type.Optional(StrictObject({ title: Text(100), videoUrl: Text(500), coverPath: Text(500) })),
})
export type DraftBlock = Static<typeof DraftBlock>

export const DraftAd = StrictObject({
  /** 1 popup, 2 inline (the 广告位 block) */
  showType: Enum([1, 2]),
  /** 1 once ever, 2 once per session */
  showFrequency: Enum([1, 2]),
  /** inline ads: the index of the home block after which it shows (0 = top) */
  floor: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
  /** 'YYYY-MM-DD HH:mm:ss' (China time) or null: open */
  startTime: Type.Optional(Nullable(Text(19))),
  endTime: Type.Optional(Nullable(Text(19))),
  picPath: Text(500),
  title: Text(40),
  jump: JumpFields,
})
export type DraftAd = Static<typeof DraftAd>

export const PageDraftSchema = StrictObject({
  title: Text(40),
  backgroundColor: Text(40),
  greyMode: Type.Boolean(),
  blocks: Type.Array(DraftBlock, { maxItems: 60 }),
  ads: Type.Array(DraftAd, { maxItems: 20 }),
})
export type PageDraftSchema = Static<typeof PageDraftSchema>

export const StaffPageQuery = StrictObject({ pageId: Id() })
export type StaffPageQuery = Static<typeof StaffPageQuery>

export const StaffPage = StrictObject({
  id: Id(),
  title: Type.String(),
  /** home: the hospital's home; entry: an entry type's home (entryType); custom: a custom page */
  kind: Enum(['home', 'entry', 'custom']),
  entryType: Nullable(Type.String()),
  /** the latest published version (0: never published from the console) */
  version: Count(),
  /** a saved draft not yet published */
  hasDraft: Type.Boolean(),
})
export type StaffPage = Static<typeof StaffPage>

export const StaffPagesRes = StrictObject({
  hospitalId: Id(),
  pages: Type.Array(StaffPage),
  /** the magic groups (goods / article blocks pick one) */
  groups: Type.Array(StrictObject({ id: Id(), name: Type.String(), groupType: Type.String() })),
  /** the newest articles (jump targets) */
  articles: Type.Array(StrictObject({ id: Id(), title: Type.String() })),
})
export type StaffPagesRes = Static<typeof StaffPagesRes>

export const StaffPageDraftRes = StrictObject({
  pageId: Id(),
  draft: PageDraftSchema,
  /** when and by whom the draft was saved (null: made from the published page just now) */
  savedAt: Nullable(Type.String()),
  savedBy: Nullable(Type.String()),
})
export type StaffPageDraftRes = Static<typeof StaffPageDraftRes>

export const StaffDraftSaveReq = StrictObject({ pageId: Id(), draft: PageDraftSchema })
export type StaffDraftSaveReq = Static<typeof StaffDraftSaveReq>

export const StaffPublishRes = StrictObject({ pageId: Id(), version: Count(), publishedAt: Type.String() })
export type StaffPublishRes = Static<typeof StaffPublishRes>

export const StaffPageVersion = StrictObject({
  version: Count(),
  publishedAt: Type.String(),
  publishedBy: Type.String(),
  /** 发布 / 回滚到版本 n / 首次发布前的页面 */
  note: Type.String(),
  blocks: Count(),
})
export const StaffVersionListRes = StrictObject({ list: Type.Array(StaffPageVersion) })
export type StaffVersionListRes = Static<typeof StaffVersionListRes>

export const StaffRollbackReq = StrictObject({ pageId: Id(), version: Type.Integer({ minimum: 1, maximum: 1_000_000 }) })
export type StaffRollbackReq = Static<typeof StaffRollbackReq>

export const StaffPreviewRes = StrictObject({
  token: Type.String(),
  /** the H5 address (same origin) that renders the draft */
  url: Type.String(),
  expiresAt: Type.String(),
  hospitalId: Id(),
})
export type StaffPreviewRes = Static<typeof StaffPreviewRes>

/** GET /zeus/magic/getPageConfig's preview token (base64url of 32 bytes) */
export const PreviewToken = Type.String({ minLength: 20, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
