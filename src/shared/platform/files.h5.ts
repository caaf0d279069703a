/**
 * Choosing, uploading and showing a private file, H5 variant: an <input type="file"> opened from the tap (the
 * browser's own picker: camera, album, files), FormData through fetch with the login headers, and a private image
 * fetched with the headers into an object URL (an <img src> could not send them).
 */
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
export const pdfPickSupported = true

const ACCEPT = { image: 'image/jpeg,image/png', pdf: 'application/pdf,.pdf' } as const

/** one image or one PDF; null when the patient cancels */
export function pickFile(kind: 'image' | 'pdf'): Promise<PickedFile | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = ACCEPT[kind]
    input.style.display = 'none'
    input.setAttribute('data-testid', `pick-${kind}`)
    const done = (v: PickedFile | null) => {
      input.remove()
      resolve(v)
    }
    input.addEventListener('change', () => {
      const f = input.files?.[0]
      done(f ? { path: URL.createObjectURL(f), name: f.name, size: f.size, kind, blob: f } : null)
    })
    input.addEventListener('cancel', () => done(null))
    document.body.appendChild(input)
    input.click()
  })
}

/** multipart POST of the file (part name `file`) and the fields; the reply's status and body text */
export async function uploadFile(o: UploadRequest): Promise<{ statusCode: number; data: string }> {
  const fd = new FormData()
  for (const [k, v] of Object.entries(o.fields)) fd.append(k, v)
  if (o.file.blob) fd.append('file', o.file.blob, o.file.name)
  const res = await fetch(o.url, { method: 'POST', headers: o.headers, body: fd, credentials: 'same-origin' })
  return { statusCode: res.status, data: await res.text() }
}

/** an object URL of a private image the API serves with the login headers */
export async function localFileUrl(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { headers, credentials: 'same-origin' })
  if (!res.ok) throw new Error(res.status === 404 ? '文件不存在' : '文件下载失败，请稍后重试')
  return URL.createObjectURL(await res.blob())
}
