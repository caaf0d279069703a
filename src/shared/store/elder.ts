/**
 * The elder-friendly mode (适老化, issue 16; docs/ELDER-MODE.md): larger text and tap targets, higher contrast, no
 * popup ads, no auto-advancing carousels, a simpler home. One flag for the whole app:
 * - the entry link flag `elder=1` (on) / `elder=0` (off) of the launch query sets it and remembers it;
 * - a visitor's choice is kept in local storage (`app_elder_mode`, shared by every hospital and entry);
 * - a logged-in user's choice is kept on the server (GET/POST /user-center/preference) and follows the user:
 *   after login the server's value wins, unless the flag was just set on this device (then it is saved there).
 */
import { create } from 'zustand'
import { storage } from '../platform'
import { getPreference, savePreference } from '../request/preferenceApi'

export const ELDER_STORAGE_KEY = 'app_elder_mode'
/** the launch query's name of the entry link flag */
export const ELDER_QUERY_FLAG = 'elder'

/** '1' / 'true' on, '0' / 'false' off, anything else (or absent) null */
export function parseElderFlag(v: unknown): boolean | null {
  const s = typeof v === 'number' || typeof v === 'boolean' ? String(v) : typeof v === 'string' ? v.trim().toLowerCase() : ''
  if (s === '1' || s === 'true') return true
  if (s === '0' || s === 'false') return false
  return null
}

interface ElderState {
  elder: boolean
  /** set on this device since the last server sync: the next sync saves it instead of reading the server */
  dirty: boolean
  /** the session token whose preference was synced */
  syncedToken: string
}

export const useElderStore = create<ElderState>()(() => ({ elder: false, dirty: false, syncedToken: '' }))

/** the mode in effect (components: useElderMode) */
export const isElderMode = () => useElderStore.getState().elder
export const useElderMode = () => useElderStore((s) => s.elder)

function remember(elder: boolean): void {
  try {
    storage.setItem(ELDER_STORAGE_KEY, elder ? 1 : 0)
  } catch {
    /* remembering is best effort */
  }
}

/** start-up: the launch query's flag (remembered) or the remembered choice */
export function restoreElderMode(query: Record<string, unknown> = {}): boolean {
  const flag = parseElderFlag(query[ELDER_QUERY_FLAG])
  if (flag !== null) {
    remember(flag)
    useElderStore.setState({ elder: flag, dirty: true })
    return flag
  }
  const elder = parseElderFlag(storage.getItem<unknown>(ELDER_STORAGE_KEY)) ?? false
  useElderStore.setState({ elder })
  return elder
}

/**
 * The switch (/setting): sets and remembers the mode; logged in, saves it on the server too. Resolves false when
 * the server did not take it (the mode stays on this device; the next sync saves it).
 */
export async function setElderMode(elder: boolean, token = ''): Promise<boolean> {
  remember(elder)
  useElderStore.setState({ elder, dirty: true })
  if (!token) return true
  try {
    await savePreference({ elderMode: elder })
    if (useElderStore.getState().elder === elder) useElderStore.setState({ dirty: false, syncedToken: token })
    return true
  } catch {
    return false
  }
}

/** once per session (the Page shell calls it when the login state changes): server value in, or a local change out */
export async function syncElderMode(token: string): Promise<void> {
  const s = useElderStore.getState()
  if (!token || s.syncedToken === token) return
  useElderStore.setState({ syncedToken: token })
  try {
    if (s.dirty) {
      await savePreference({ elderMode: s.elder })
      useElderStore.setState({ dirty: false })
    } else {
      const pref = await getPreference()
      if (!useElderStore.getState().dirty && pref && typeof pref.elderMode === 'boolean') {
        remember(pref.elderMode)
        useElderStore.setState({ elder: pref.elderMode })
      }
    }
  } catch {
    useElderStore.setState({ syncedToken: '' }) // offline or a server error: try again next time
  }
}

export function resetElderStore(): void {
  useElderStore.setState({ elder: false, dirty: false, syncedToken: '' })
}
