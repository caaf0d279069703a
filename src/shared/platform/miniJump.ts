// default for: weapp, alipay — h5 has its own file (miniJump.h5.ts)
/**
 * Jumps out of the app (SPEC §2 jump types 4 and 5), mini-program variant (WeChat and Alipay: Taro maps
 * navigateToMiniProgram to wx/my). The H5 variant is miniJump.h5.ts; both export the same signatures.
 */
import Taro from '@tarojs/taro'
import { toast } from './ui'

export const MINI_PROGRAM_UNSUPPORTED = '当前环境不支持跳转小程序'
export const LINK_COPIED = '链接已复制，请在浏览器中打开'

/** jump type 4: opens another mini-program at pageUrl */
export async function openMiniProgram(appId: string, path: string): Promise<boolean> {
  try {
    await Taro.navigateToMiniProgram({ appId, path })
    return true
  } catch {
    return false
  }
}

/** jump type 5: a mini-program cannot open web links: copy it and say so */
export async function openExternalLink(url: string): Promise<void> {
  try {
    await Taro.setClipboardData({ data: url })
    toast(LINK_COPIED)
  } catch {
    toast(url)
  }
}
