/** The home-page editor's calls (contract/pageEditor.ts) and the goods desk's picture upload (the same byte rules). */
import type {
  PAGE_EDITOR_PATHS,
  PageDraftSchema,
  StaffDraftSaveReq,
  StaffPageDraftRes,
  StaffPagesRes,
  StaffPreviewRes,
  StaffPublishRes,
  StaffRollbackReq,
  StaffVersionListRes,
} from '@contract/pageEditor'
import type { StaffGoodsListRes, StaffImageRes } from '@contract/staffGoods'
import { request } from '../../shared/request'

export const PAGES_PATHS: typeof PAGE_EDITOR_PATHS = {
  pages: '/staff/pages',
  draft: '/staff/pages/draft',
  draftSave: '/staff/pages/draft/save',
  publish: '/staff/pages/publish',
  versions: '/staff/pages/versions',
  rollback: '/staff/pages/rollback',
  preview: '/staff/pages/preview',
}
/** the goods desk's picture upload (contract/staffGoods.ts imageUpload) and its largest picture */
const IMAGE_UPLOAD = '/staff/goods/images'
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024

export type Draft = PageDraftSchema
export type DraftBlock = Draft['blocks'][number]
export type DraftResource = NonNullable<DraftBlock['resources']>[number]
export type Jump = DraftResource['jump']
export type PagesInfo = StaffPagesRes

export const listPages = () => request<StaffPagesRes>('GET', PAGES_PATHS.pages)
export const getDraft = (pageId: number) => request<StaffPageDraftRes>('GET', PAGES_PATHS.draft, { query: { pageId } })
export const saveDraft = (body: StaffDraftSaveReq) => request<StaffPageDraftRes>('POST', PAGES_PATHS.draftSave, { body })
export const publishPage = (pageId: number) => request<StaffPublishRes>('POST', PAGES_PATHS.publish, { body: { pageId } })
export const listVersions = (pageId: number) => request<StaffVersionListRes>('GET', PAGES_PATHS.versions, { query: { pageId } })
export const rollback = (body: StaffRollbackReq) => request<StaffPublishRes>('POST', PAGES_PATHS.rollback, { body })
export const previewToken = (pageId: number) => request<StaffPreviewRes>('POST', PAGES_PATHS.preview, { body: { pageId } })
export const searchGoods = (keyword: string) =>
  request<StaffGoodsListRes>('GET', '/staff/goods', { query: { keyword, pageNum: 1, pageSize: 20 } })

/** a picture through the goods desk's upload: JPEG or PNG up to 2 MiB (the server checks the bytes again) */
export async function uploadPicture(file: File): Promise<StaffImageRes> {
  if (!/^image\/(jpeg|png)$/.test(file.type)) throw new Error('请上传 JPG 或 PNG 图片')
  if (file.size > IMAGE_MAX_BYTES) throw new Error('图片不能超过 2 MB')
  const imageBase64 = await new Promise<string>((resolve, reject) => {
    const r = new FileReader()
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''))
    r.onerror = () => reject(r.error ?? new Error('读取图片失败'))
    r.readAsDataURL(file)
  })
  return request<StaffImageRes>('POST', IMAGE_UPLOAD, { body: { imageBase64 } })
}
