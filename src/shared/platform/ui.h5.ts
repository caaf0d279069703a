/**
 * H5: the wrappers of ./ui.ts, with Taro's toast, loading and modal (./dialogs.ts and taro-h5's dialog code with its
 * styles and icon font: ~5.5 KB gzip) in a chunk of their own instead of the first load (issue 16). It is asked for
 * when the browser is first idle after the first page has rendered: `setTitle` is the Page shell's first effect.
 * From then on every call is immediate, as before. A call before that waits for the chunk (calls keep their order: a
 * loading shown and hidden before it arrives is shown and hidden in the same task, never painted). A chunk that does
 * not load shows SPEC §8's retry (chunkRecovery), as any chunk does.
 */
import Taro from '@tarojs/taro'
import { whenIdle } from './idle'
import type { ConfirmOptions, ToastIcon } from './ui'

export type { ConfirmOptions, ToastIcon }
/** as in ./ui.ts (the same tests run on both) */
export const DEFAULT_LOADING_TEXT = '加载中...'

type Dialogs = typeof import('./dialogs')

let loaded: Dialogs | null = null
let loading: Promise<Dialogs> | null = null

function load(): Promise<Dialogs> {
  if (!loading) {
    loading = import('./dialogs').then((d) => (loaded = d))
    loading.catch(() => (loading = null)) // a later call tries again
  }
  return loading
}

const ignore = () => undefined

function withDialogs(call: (d: Dialogs) => void): void {
  if (loaded) call(loaded)
  else load().then(call, ignore)
}

export function toast(text: string, icon: ToastIcon = 'none', duration = 2000): void {
  if (!text) return
  withDialogs((d) => d.showToast(text, icon, duration))
}

export function showLoading(text: string = DEFAULT_LOADING_TEXT): void {
  withDialogs((d) => d.showLoading(text || DEFAULT_LOADING_TEXT))
}

export function hideLoading(): void {
  withDialogs((d) => d.hideLoading())
}

/** resolves true when confirmed, false when cancelled or the dialog failed (or its code did not load) */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  try {
    return await (loaded ?? (await load())).confirm(options)
  } catch {
    return false
  }
}

let preloading = false

/** the page title (Taro's and the document's); the first call, a page's first effect, asks for the dialogs' code */
export function setTitle(title: string): void {
  const p = Taro.setNavigationBarTitle({ title })
  if (p && typeof p.catch === 'function') p.catch(ignore)
  document.title = title
  if (!preloading) {
    preloading = true
    whenIdle(() => load().catch(ignore))
  }
}
