// default for: weapp, alipay — h5 has its own file (document.h5.ts)
/**
 * Opens a document (a report PDF) from the API, mini-program variant: Taro.downloadFile with the login headers,
 * then the platform's document viewer. WeChat: tempFilePath → wx.openDocument({ fileType: 'pdf', showMenu: true })
 * (its menu shares and saves); Alipay: apFilePath (Taro maps it to tempFilePath) → my.openDocument (pdf only).
 */
import Taro from '@tarojs/taro'

export interface OpenDocumentResult {
  /** where the file was kept (mini-programs) or '' (H5) */
  filePath: string
}

export async function openDocument(url: string, headers: Record<string, string>, _fileName = 'report.pdf'): Promise<OpenDocumentResult> {
  const res: any = await Taro.downloadFile({ url, header: headers })
  const filePath: string = res?.tempFilePath || res?.apFilePath || ''
  if (!filePath || (res?.statusCode && res.statusCode !== 200))
    throw new Error(res?.statusCode === 404 ? '报告不存在' : '报告下载失败，请稍后重试')
  await Taro.openDocument({ filePath, fileType: 'pdf', showMenu: true } as any)
  return { filePath }
}
