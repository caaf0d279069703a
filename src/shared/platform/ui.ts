// default for: weapp, alipay — h5 has its own file (ui.h5.ts)
/** Thin UI wrappers over Taro (all targets), so everything above them can be tested with a mock. */
import Taro from '@tarojs/taro'
import { isH5 } from './channel'
import * as dialogs from './dialogs'
import { DEFAULT_LOADING_TEXT, type ConfirmOptions, type ToastIcon } from './dialogTypes'

export { DEFAULT_LOADING_TEXT }
export type { ConfirmOptions, ToastIcon }

export function toast(text: string, icon: ToastIcon = 'none', duration = 2000): void {
  if (!text) return
  dialogs.showToast(text, icon, duration)
}

export function showLoading(text: string = DEFAULT_LOADING_TEXT): void {
  dialogs.showLoading(text)
}

export function hideLoading(): void {
  dialogs.hideLoading()
}

/** resolves true when confirmed, false when cancelled or the dialog failed */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return dialogs.confirm(options)
}

/** H5 loads the dialogs' code after the first render (ui.h5.ts); here it is there already */
export function preloadDialogs(): Promise<void> {
  return Promise.resolve()
}

export function setTitle(title: string): void {
  const p = Taro.setNavigationBarTitle({ title })
  if (p && typeof p.catch === 'function') p.catch(() => undefined)
  if (isH5 && typeof document !== 'undefined') document.title = title
}
