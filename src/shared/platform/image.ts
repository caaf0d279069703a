// default for: weapp, alipay — h5 has its own file (image.h5.ts)
/**
 * Picks one image for a chat message and reads it as base64 (the chat's upload is JSON, the same on every target).
 * Mini-programs: Taro.chooseImage (compressed) then the file system manager's readFile with base64 encoding.
 * Cancelling gives null.
 */
import Taro from '@tarojs/taro'

export interface PickedImage {
  /** the bytes, base64 */
  base64: string
  /** bytes */
  size: number
}

const cancelled = (e: unknown) => /cancel/i.test(String((e as { errMsg?: string })?.errMsg ?? e))

export async function pickImage(): Promise<PickedImage | null> {
  let path: string
  try {
    const r = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
    path = r.tempFilePaths[0]
    if (!path) return null
  } catch (e) {
    if (cancelled(e)) return null
    throw e
  }
  const base64 = await new Promise<string>((resolve, reject) =>
    Taro.getFileSystemManager().readFile({
      filePath: path,
      encoding: 'base64',
      success: (r) => resolve(String(r.data)),
      fail: (e) => reject(new Error(e.errMsg)),
    }),
  )
  return { base64, size: Math.floor((base64.length * 3) / 4) }
}
