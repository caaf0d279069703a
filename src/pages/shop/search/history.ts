import { storage } from '@/shared/platform'

export const HISTORY_MAX = 10
export const historyKey = (hospitalId: number | string) => `searchHistory:${hospitalId}`

export function readHistory(hospitalId: number | string): string[] {
  const v = storage.getItem<unknown>(historyKey(hospitalId))
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
}

/** newest first, no duplicates, at most 10 */
export function addHistory(hospitalId: number | string, word: string): string[] {
  const w = word.trim()
  if (!w) return readHistory(hospitalId)
  const next = [w, ...readHistory(hospitalId).filter((x) => x !== w)].slice(0, HISTORY_MAX)
  try {
    storage.setItem(historyKey(hospitalId), next)
  } catch {
    /* best effort */
  }
  return next
}

export function clearHistory(hospitalId: number | string): void {
  storage.removeItem(historyKey(hospitalId))
}
