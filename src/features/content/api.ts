/** The hospital page, licences, articles, wiki entries, advice and videos (issue 14; contract/content.ts). */
import type {
  ContentCategory,
  ContentDetail,
  ContentItem,
  ContentKind,
  ContentPage,
  HospitalDetail,
  Licence,
  RichNode,
  VideoDetail,
  VideoItem,
} from '@contract/content'
import { request } from '@/shared/request/request'

/** query fields without the absent ones (the request layer would send an undefined value as the text 'undefined') */
const compact = (data?: Record<string, unknown>) =>
  data && Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null && v !== ''))

const get = <T>(url: string, data?: Record<string, unknown>) =>
  request<T>({ prefix: 'zeus', url, method: 'GET', data: compact(data), silent: true })

/** GET /zeus/content/hospitalDetail : profile, address, coordinates, phones, departments */
export const getHospitalDetail = () => get<HospitalDetail>('content/hospitalDetail')

/** GET /zeus/content/qualifications : the hospital's licences */
export const getQualifications = () => get<Licence[]>('content/qualifications')

/** GET /zeus/article/categories?kind= */
export const getContentCategories = (kind: ContentKind) => get<ContentCategory[]>('article/categories', { kind })

/** GET /zeus/article/list?kind=&category=&keyword= (one page) */
export const getContentList = (q: { kind: ContentKind; category?: string; keyword?: string; pageNum?: number; pageSize?: number }) =>
  get<ContentPage>('article/list', { pageNum: 1, pageSize: 50, ...q })

/** GET /zeus/article/detail?id= : the entry and its sanitised rich-text nodes */
export const getContentDetail = (id: number | string) => get<ContentDetail>('article/detail', { id })

/** GET /zeus/content/videoList */
export const getVideos = () => get<VideoItem[]>('content/videoList')

/** GET /zeus/content/videoDetail?id= : the video and the others */
export const getVideoDetail = (id: number | string) => get<VideoDetail>('content/videoDetail', { id })

export type { VideoDetail, VideoItem }
export type { ContentCategory, ContentDetail, ContentItem, ContentKind, HospitalDetail, Licence, RichNode }
