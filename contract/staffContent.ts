/**
 * API contract of the staff console's content desk (issue 33 item 4): article groups, articles and news (the
 * page builder's `article` rows: the home page's news blocks, /magicplatform/news and /magicplatform/newsDetail),
 * the pictures of a body or a cover, and the hospital's videos (/hospital-video, the health classes' first lesson).
 * All of the session's hospital (permission content:manage). The body is HTML that the server sanitises on save
 * (server/modules/page-builder ARTICLE_HTML: no scripts, no event handlers, no javascript: links); what it stores
 * and answers is the sanitised HTML. Every reply is the envelope {code, msg, data} of SPEC §8.
 * Stable: fields and paths are only ever added, never renamed.
 */
import { Count, DateTimeString, Id, IdOr0, Int4, Nullable, StrictObject, Type, type Static } from './lib'

/** the endpoint paths, full (prefix included): the console calls exactly these */
export const STAFF_CONTENT_PATHS = {
  /** GET -> StaffArticleGroupListRes: the own hospital's article groups (top level and children), in their order */
  groups: '/staff/content/groups',
  /** POST StaffArticleGroupSaveReq -> StaffArticleGroupListRes: create (no id) or rename (id) */
  groupSave: '/staff/content/groups/save',
  /** POST StaffArticleGroupOrderReq -> StaffArticleGroupListRes: the new order of the siblings of one parent */
  groupOrder: '/staff/content/groups/order',
  /** GET StaffArticleQuery -> StaffArticleListRes: the own hospital's articles by keyword, group, status; paged */
  articles: '/staff/content/articles',
  /** GET StaffContentIdQuery -> StaffArticleDetail: one article with its (sanitised) body */
  articleDetail: '/staff/content/articles/detail',
  /** POST StaffArticleSaveReq -> StaffArticleDetail: create (no id) or change (id); the body is sanitised */
  articleSave: '/staff/content/articles/save',
  /** POST StaffArticlePublishReq -> StaffArticleDetail: publish (发布) or take back (撤回) */
  articlePublish: '/staff/content/articles/publish',
  /** POST StaffContentIdReq -> StaffDeleteRes: delete (kept as a hidden row when the patient side points at it) */
  articleDelete: '/staff/content/articles/delete',
  /** POST StaffContentImageReq -> StaffContentImageRes: a body or cover picture (JPEG or PNG by content) */
  imageUpload: '/staff/content/images',
  /** GET -> StaffVideoListRes: the own hospital's videos in their order */
  videos: '/staff/content/videos',
  /** POST StaffVideoSaveReq -> StaffVideo: create (no id) or change (id); the video URL https only */
  videoSave: '/staff/content/videos/save',
  /** POST StaffContentIdReq -> StaffDeleteRes: delete (kept as a hidden row when a health class points at it) */
  videoDelete: '/staff/content/videos/delete',
} as const

/** the longest title (characters): one line of the news list and the detail's heading */
export const ARTICLE_TITLE_MAX = 64
export const ARTICLE_SUMMARY_MAX = 200
export const ARTICLE_AUTHOR_MAX = 30
export const ARTICLE_GROUP_NAME_MAX = 20
/** the largest body (characters of HTML, before sanitising) */
export const ARTICLE_BODY_MAX = 200_000
export const VIDEO_INTRO_MAX = 500
/** the largest body or cover picture (bytes): the goods pictures' rule */
export const STAFF_CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024

export const StaffContentIdQuery = StrictObject({ id: Id() })
export type StaffContentIdQuery = Static<typeof StaffContentIdQuery>
export const StaffContentIdReq = StrictObject({ id: Id() })
export type StaffContentIdReq = Static<typeof StaffContentIdReq>
/** hard: the row is gone; soft: kept hidden because the patient side (a link, a health class) points at it */
export const StaffDeleteRes = StrictObject({ id: Id(), deleted: Type.Union([Type.Literal('hard'), Type.Literal('soft')]) })
export type StaffDeleteRes = Static<typeof StaffDeleteRes>

// ------------------------------------------------------------------ groups

export const StaffArticleGroup = StrictObject({
  id: Id(),
  name: Type.String(),
  /** 0 top level */
  parentId: IdOr0(),
  sort: Int4(),
  /** undeleted articles of this group itself */
  articleCount: Count(),
})
export type StaffArticleGroup = Static<typeof StaffArticleGroup>
export const StaffArticleGroupListRes = StrictObject({ list: Type.Array(StaffArticleGroup) })
export type StaffArticleGroupListRes = Static<typeof StaffArticleGroupListRes>
export const StaffArticleGroupSaveReq = StrictObject({
  id: Type.Optional(Id()),
  name: Type.String({ maxLength: 1000 }),
  /** on create: under this top-level group (absent or 0: a top-level group) */
  parentId: Type.Optional(IdOr0()),
})
export type StaffArticleGroupSaveReq = Static<typeof StaffArticleGroupSaveReq>
export const StaffArticleGroupOrderReq = StrictObject({ parentId: IdOr0(), ids: Type.Array(Id(), { maxItems: 200 }) })
export type StaffArticleGroupOrderReq = Static<typeof StaffArticleGroupOrderReq>

// ------------------------------------------------------------------ articles

export const StaffArticle = StrictObject({
  id: Id(),
  groupId: Id(),
  groupName: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  author: Type.String(),
  /** the stored path ('' none) and its URL */
  coverPath: Type.String(),
  coverUrl: Type.String(),
  /** 1 published, 0 draft / taken back */
  status: Type.Integer({ minimum: 0, maximum: 1 }),
  publishTime: DateTimeString(),
  updateTime: Nullable(DateTimeString()),
  readNum: Count(),
})
export type StaffArticle = Static<typeof StaffArticle>
export const StaffArticleDetail = StrictObject({
  ...StaffArticle.properties,
  /** the sanitised HTML as stored */
  content: Type.String(),
})
export type StaffArticleDetail = Static<typeof StaffArticleDetail>
export const StaffArticleQuery = StrictObject({
  keyword: Type.Optional(Type.String({ maxLength: 60 })),
  groupId: Type.Optional(Id()),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type StaffArticleQuery = Static<typeof StaffArticleQuery>
export const StaffArticleListRes = StrictObject({ list: Type.Array(StaffArticle), total: Count() })
export type StaffArticleListRes = Static<typeof StaffArticleListRes>
export const StaffArticleSaveReq = StrictObject({
  id: Type.Optional(Id()),
  groupId: Id(),
  /** checked with their messages (empty, too long), not by the schema */
  title: Type.String({ maxLength: 1000 }),
  summary: Type.Optional(Type.String({ maxLength: 5000 })),
  author: Type.Optional(Type.String({ maxLength: 1000 })),
  /** '' none, an uploaded picture's path (imageUpload), or the article's own stored cover */
  coverPath: Type.Optional(Type.String({ maxLength: 300 })),
  content: Type.String({ maxLength: ARTICLE_BODY_MAX }),
  /** on create: published at once (default false: a draft) */
  publish: Type.Optional(Type.Boolean()),
})
export type StaffArticleSaveReq = Static<typeof StaffArticleSaveReq>
export const StaffArticlePublishReq = StrictObject({ id: Id(), published: Type.Boolean() })
export type StaffArticlePublishReq = Static<typeof StaffArticlePublishReq>

// ------------------------------------------------------------------ pictures

/** POST: the picture as base64 in JSON (a data: URL prefix allowed) */
export const StaffContentImageReq = StrictObject({ imageBase64: Type.String({ maxLength: 3_000_000 }) })
export type StaffContentImageReq = Static<typeof StaffContentImageReq>
/** path: what to store (cover, `<img src>` of a body); url: where the console shows it now */
export const StaffContentImageRes = StrictObject({ path: Type.String(), url: Type.String() })
export type StaffContentImageRes = Static<typeof StaffContentImageRes>

// ------------------------------------------------------------------ videos

export const StaffVideo = StrictObject({
  id: Id(),
  title: Type.String(),
  intro: Type.String(),
  coverPath: Type.String(),
  coverUrl: Type.String(),
  videoUrl: Type.String(),
  /** seconds */
  duration: Int4(),
  sort: Int4(),
  publishTime: DateTimeString(),
  playNum: Count(),
})
export type StaffVideo = Static<typeof StaffVideo>
export const StaffVideoListRes = StrictObject({ list: Type.Array(StaffVideo) })
export type StaffVideoListRes = Static<typeof StaffVideoListRes>
export const StaffVideoSaveReq = StrictObject({
  id: Type.Optional(Id()),
  title: Type.String({ maxLength: 1000 }),
  intro: Type.Optional(Type.String({ maxLength: 5000 })),
  /** an uploaded picture's path (imageUpload) or the video's own stored cover */
  coverPath: Type.String({ maxLength: 300 }),
  /** https only */
  videoUrl: Type.String({ maxLength: 1000 }),
  /** seconds (0: unknown) */
  duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
})
export type StaffVideoSaveReq = Static<typeof StaffVideoSaveReq>
