// default for: weapp, alipay — h5 has its own file (files.h5.ts)
/**
 * Choosing, uploading and showing a private file (medical-record uploads, issue 13 item 7), mini-program variant:
 * Taro.chooseImage (both), Taro.chooseMessageFile for a PDF from a chat (WeChat only: Alipay has no such picker),
 * Taro.uploadFile with the login headers, Taro.downloadFile for an image the API serves only to its owner (an
 * <Image src> could not send the headers).
 */
import Taro from '@tarojs/taro'
import { target } from './channel'

export interface PickedFile {
  /** a local path (mini-programs) or an object URL (H5) to preview */
  path: string
  name: string
  size: number
  kind: 'image' | 'pdf'
  /** H5 only: the chosen File */
  blob?: Blob
}

export interface UploadRequest {
  url: string
  headers: Record<string, string>
  fields: Record<string, string>
  file: PickedFile
}

/** whether a PDF can be chosen on this target */
export const pdfPickSupported = target !== 'alipay'

const cancelled = (e: any) => /cancel/i.test(String(e?.errMsg || e?.errorMessage || e?.message || '')) || e?.error === 11

/** one image (camera or album) or one PDF; null when the patient cancels */
export async function pickFile(kind: 'image' | 'pdf'): Promise<PickedFile | null> {
  try {
    if (kind === 'image') {
      const r: any = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      const path: string = r?.tempFilePaths?.[0] || r?.apFilePaths?.[0] || ''
      if (!path) return null
      return { path, name: path.split('/').pop() || 'image.jpg', size: Number(r?.tempFiles?.[0]?.size ?? 0), kind }
    }
    const r: any = await Taro.chooseMessageFile({ count: 1, type: 'file', extension: ['pdf'] } as any)
    const f = r?.tempFiles?.[0]
    if (!f?.path) return null
    return { path: f.path, name: f.name || 'report.pdf', size: Number(f.size ?? 0), kind }
  } catch (e) {
    if (cancelled(e)) return null
    throw e
  }
}

/** multipart POST of the file (part name `file`) and the fields; the reply's status and body text */
export async function uploadFile(o: UploadRequest): Promise<{ statusCode: number; data: string }> {
  const r: any = await Taro.uploadFile({
    url: o.url,
    filePath: o.file.path,
    name: 'file',
    formData: o.fields,
    header: o.headers,
    fileName: 'file',
  } as any)
  return { statusCode: Number(r?.statusCode ?? r?.status ?? 0), data: typeof r?.data === 'string' ? r.data : JSON.stringify(r?.data ?? '') }
}

/** a local path of a private image the API serves with the login headers */
export async function localFileUrl(url: string, headers: Record<string, string>): Promise<string> {
  const res: any = await Taro.downloadFile({ url, header: headers })
  const path: string = res?.tempFilePath || res?.apFilePath || ''
  if (!path || (res?.statusCode && res.statusCode !== 200))
    throw new Error(res?.statusCode === 404 ? '文件不存在' : '文件下载失败，请稍后重试')
  return path
}
