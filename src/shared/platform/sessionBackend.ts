// default for: h5 — weapp and alipay have their own file (sessionBackend.weapp.ts, sessionBackend.alipay.ts)
/** Session storage backend, H5: window.sessionStorage (in-memory when it is unusable, e.g. private mode). */
import { memoryBackend } from './kvStore'
import type { RawBackend } from './types'

function browserSession(): Storage | null {
  try {
    const s = window.sessionStorage
    const probe = '__session_probe__'
    s.setItem(probe, '1')
    s.removeItem(probe)
    return s
  } catch {
    return null
  }
}

function createSessionBackend(): RawBackend {
  const s = typeof window === 'undefined' ? null : browserSession()
  if (!s) return memoryBackend()
  return {
    get: (key) => s.getItem(key),
    set: (key, raw) => s.setItem(key, raw),
    remove: (key) => s.removeItem(key),
    keys: () => Object.keys(s),
  }
}

export const sessionBackend: RawBackend = createSessionBackend()
