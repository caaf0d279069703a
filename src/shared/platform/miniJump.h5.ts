/**
 * Jumps out of the app (SPEC §2 jump types 4 and 5), H5 variant: a browser cannot open a mini-program,
 * an external link replaces the page.
 */
import { toast } from './ui'

export const MINI_PROGRAM_UNSUPPORTED = '当前环境不支持跳转小程序'
export const LINK_COPIED = '链接已复制，请在浏览器中打开'

/** jump type 4: not supported in a browser */
export async function openMiniProgram(_appId: string, _path: string): Promise<boolean> {
  toast(MINI_PROGRAM_UNSUPPORTED)
  return false
}

/** jump type 5: go to the link */
export async function openExternalLink(url: string): Promise<void> {
  window.location.href = url
}
