/** The content feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { fitImages } from './fitImages'
export { default as EmergencyEntry } from './EmergencyEntry'
export {
  getContentCategories,
  getContentDetail,
  getContentList,
  getHospitalDetail,
  getQualifications,
  getVideoDetail,
  getVideos,
} from './api'
export type { VideoDetail, VideoItem } from './api'
export type { ContentCategory, ContentDetail, ContentItem, ContentKind, HospitalDetail, Licence, RichNode } from './api'
export { callPhone, mapLink, openMap, previewImages } from './actions'
export { default as ContentList, ContentRow, CONTENT_ROUTE } from './components/ContentList'
export { default as ContentDetailView } from './components/ContentDetailView'
export * from './texts'
export { formatDuration } from './format'
export { default as VideoCard } from './components/VideoCard'
