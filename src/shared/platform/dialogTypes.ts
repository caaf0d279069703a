/** What the toast, loading and confirm wrappers of ./ui take (no Taro import here: ./ui.h5.ts loads Taro's dialogs later). */
export const DEFAULT_LOADING_TEXT = '加载中...'
export type ToastIcon = 'none' | 'success' | 'error' | 'loading'

export interface ConfirmOptions {
  title?: string
  content: string
  confirmText?: string
  cancelText?: string
  showCancel?: boolean
}
