/**
 * H5 only: Taro's toast, loading and modal calls of ./ui.ts, in a chunk that ./ui.h5.ts loads after the page's first
 * render (with taro-h5's dialog code, its styles and icon font: ~5.5 KB gzip out of the first load; issue 16). The
 * mini-programs' ./ui.ts makes the same calls itself; src/shared/platform/ui-network.test.ts runs the same checks on
 * both.
 */
import Taro from '@tarojs/taro'
import type { ConfirmOptions, ToastIcon } from './ui'

const ignore = () => undefined

/** a Taro call's rejection (hideLoading without a loading, ...) is not the caller's business */
function settle(p: unknown) {
  if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(ignore)
}

export function showToast(title: string, icon: ToastIcon, duration: number): void {
  settle(Taro.showToast({ title, icon, duration }))
}

export function showLoading(title: string): void {
  settle(Taro.showLoading({ title, mask: true }))
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
