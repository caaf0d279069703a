/**
 * Opens a document (a report PDF) from the API, H5 variant: fetched with the login headers (an <a href> could
 * not send them) and saved through an object URL (the browser's download); the page itself shows the PDF
 * with pdf.js.
 */
export interface OpenDocumentResult {
  /** where the file was kept (mini-programs) or '' (H5) */
  filePath: string
}

export async function openDocument(url: string, headers: Record<string, string>, fileName = 'report.pdf'): Promise<OpenDocumentResult> {
  const res = await fetch(url, { headers, credentials: 'same-origin' })
  if (!res.ok) throw new Error(res.status === 404 ? '报告不存在' : '报告下载失败，请稍后重试')
  const href = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = href
  a.download = fileName
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(href), 60_000)
  return { filePath: '' }
}
