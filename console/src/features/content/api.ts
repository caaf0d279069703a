/** The content desk's calls (contract/staffContent.ts): article groups, articles and news, pictures, videos. */
import type {
  STAFF_CONTENT_PATHS,
  StaffArticle,
  StaffArticleDetail,
  StaffArticleGroup,
  StaffArticleGroupListRes,
  StaffArticleGroupOrderReq,
  StaffArticleGroupSaveReq,
  StaffArticleListRes,
  StaffArticlePublishReq,
  StaffArticleQuery,
  StaffArticleSaveReq,
  StaffContentImageRes,
  StaffDeleteRes,
  StaffVideo,
  StaffVideoListRes,
  StaffVideoSaveReq,
} from '@contract/staffContent'
import { request } from '../../shared/request'

export const CONTENT_PATHS: typeof STAFF_CONTENT_PATHS = {
  groups: '/staff/content/groups',
  groupSave: '/staff/content/groups/save',
  groupOrder: '/staff/content/groups/order',
  articles: '/staff/content/articles',
  articleDetail: '/staff/content/articles/detail',
  articleSave: '/staff/content/articles/save',
  articlePublish: '/staff/content/articles/publish',
  articleDelete: '/staff/content/articles/delete',
  imageUpload: '/staff/content/images',
  videos: '/staff/content/videos',
  videoSave: '/staff/content/videos/save',
  videoDelete: '/staff/content/videos/delete',
}
/** contract/staffContent.ts: the limits the server checks too */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const TITLE_MAX = 64

export type ArticleGroup = StaffArticleGroup
export type Article = StaffArticle
export type ArticleDetail = StaffArticleDetail
export type ArticleQuery = StaffArticleQuery
export type ArticleBody = StaffArticleSaveReq
export type Video = StaffVideo
export type VideoBody = StaffVideoSaveReq

export const listGroups = () => request<StaffArticleGroupListRes>('GET', CONTENT_PATHS.groups)
export const saveGroup = (body: StaffArticleGroupSaveReq) => request<StaffArticleGroupListRes>('POST', CONTENT_PATHS.groupSave, { body })
export const orderGroups = (body: StaffArticleGroupOrderReq) =>
  request<StaffArticleGroupListRes>('POST', CONTENT_PATHS.groupOrder, { body })
export const listArticles = (q: StaffArticleQuery) => request<StaffArticleListRes>('GET', CONTENT_PATHS.articles, { query: q })
export const getArticle = (id: number) => request<StaffArticleDetail>('GET', CONTENT_PATHS.articleDetail, { query: { id } })
export const saveArticle = (body: StaffArticleSaveReq) => request<StaffArticleDetail>('POST', CONTENT_PATHS.articleSave, { body })
export const publishArticle = (body: StaffArticlePublishReq) => request<StaffArticleDetail>('POST', CONTENT_PATHS.articlePublish, { body })
export const deleteArticle = (id: number) => request<StaffDeleteRes>('POST', CONTENT_PATHS.articleDelete, { body: { id } })
export const uploadImage = (imageBase64: string) =>
  request<StaffContentImageRes>('POST', CONTENT_PATHS.imageUpload, { body: { imageBase64 } })
export const listVideos = () => request<StaffVideoListRes>('GET', CONTENT_PATHS.videos)
export const saveVideo = (body: StaffVideoSaveReq) => request<StaffVideo>('POST', CONTENT_PATHS.videoSave, { body })
export const deleteVideo = (id: number) => request<StaffDeleteRes>('POST', CONTENT_PATHS.videoDelete, { body: { id } })

/** a file's bytes as base64 */
export function fileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader()
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''))
    r.onerror = () => reject(new Error('文件读取失败'))
    r.readAsDataURL(file)
  })
}

/** a picked file uploaded (JPEG or PNG up to IMAGE_MAX_BYTES, checked again by the server): its path and URL */
export async function uploadFile(file: File): Promise<StaffContentImageRes> {
  if (!/^image\/(jpeg|png)$/.test(file.type)) throw new Error('图片格式仅支持JPG、PNG')
  if (file.size > IMAGE_MAX_BYTES) throw new Error(`图片不能超过${IMAGE_MAX_BYTES / 1024 / 1024}MB`)
  return uploadImage(await fileBase64(file))
}
