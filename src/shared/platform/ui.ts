// default for: weapp, alipay — h5 has its own file (ui.h5.ts)
/** Thin UI wrappers over Taro (the mini-programs; H5: ui.h5.ts), so everything above them can be tested with a mock. */
import Taro from '@tarojs/taro'

export const DEFAULT_LOADING_TEXT = '加载中...'
export type ToastIcon = 'none' | 'success' | 'error' | 'loading'

const ignore = () => undefined

function settle(p: unknown) {
  if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(ignore)
}

export function toast(text: string, icon: ToastIcon = 'none', duration = 2000): void {
  if (!text) return
  settle(Taro.showToast({ title: text, icon, duration }))
}

export function showLoading(text: string = DEFAULT_LOADING_TEXT): void {
  settle(Taro.showLoading({ title: text || DEFAULT_LOADING_TEXT, mask: true }))
}

export function hideLoading(): void {
  settle(Taro.hideLoading())
}

export interface ConfirmOptions {
  title?: string
  content: string
  confirmText?: string
  cancelText?: string
  showCancel?: boolean
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

export function setTitle(title: string): void {
  settle(Taro.setNavigationBarTitle({ title }))
}
