/**
 * Taro's toast, loading and modal with the app's defaults, behind ./ui: the mini-programs' ./ui.ts calls these at once;
 * on H5 ./ui.h5.ts loads this module (with taro-h5's dialog code, its styles and icon font: ~5.5 KB gzip) after the
 * page's first render instead of in the first load (issue 16).
 */
import Taro from '@tarojs/taro'
import { DEFAULT_LOADING_TEXT, type ConfirmOptions, type ToastIcon } from './dialogTypes'

const ignore = () => undefined

/** a Taro call's rejection (hideLoading without a loading, ...) is not the caller's business */
function settle(p: unknown) {
  if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(ignore)
}

export function showToast(text: string, icon: ToastIcon, duration: number): void {
  settle(Taro.showToast({ title: text, icon, duration }))
}

export function showLoading(text: string): void {
  settle(Taro.showLoading({ title: text || DEFAULT_LOADING_TEXT, mask: true }))
}

export function hideLoading(): void {
  settle(Taro.hideLoading())
}

/** resolves true when confirmed, false when cancelled or the dialog failed */
export async function confirm({
  title = '提示',
  content,
  confirmText = '确定',
  cancelText = '取消',
  showCancel = true,
}: ConfirmOptions): Promise<boolean> {
  try {
    const res = await Taro.showModal({ title, content, confirmText, cancelText, showCancel })
    return !!res?.confirm
  } catch {
    return false
  }
}
