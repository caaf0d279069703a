/**
 * JSON key/value store over a raw backend: corrupted values are removed and read as null (never thrown),
 * and a per-key size guard refuses values over 1 MB (WeChat's per-key limit) before anything is written.
 */
import type { KeyValueStore, RawBackend, StoredShape } from './types'

/** WeChat mini-program per-key limit */
export const MAX_VALUE_BYTES = 1024 * 1024

/** UTF-8 byte length without TextEncoder (absent on some mini-program runtimes) */
export function utf8Length(s: string): number {
  let n = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x80) n += 1
    else if (c < 0x800) n += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4
      i++
    } else n += 3
  }
  return n
}

export class StorageError extends Error {
  constructor(
    message: string,
    readonly key: string,
  ) {
    super(message)
    this.name = 'StorageError'
  }
}

function isAbsent(raw: unknown) {
  return raw === null || raw === undefined || raw === ''
}

/** raw -> value; { ok: false } means corrupted */
function decode(raw: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof raw !== 'string') return { ok: true, value: raw }
  try {
    return { ok: true, value: JSON.parse(raw) }
  } catch {
    return { ok: false }
  }
}

function encode(key: string, value: unknown): string | undefined {
  let raw: string | undefined
  try {
    raw = JSON.stringify(value)
  } catch (e) {
    throw new StorageError(`存储失败：${key} 的值无法转为 JSON（${(e as Error).message}）`, key)
  }
  if (raw !== undefined && utf8Length(raw) > MAX_VALUE_BYTES) {
    throw new StorageError(`存储失败：${key} 的值为 ${utf8Length(raw)} 字节，超过单个键 1MB 的上限，未写入`, key)
  }
  return raw
}

export function createKeyValueStore(backend: RawBackend): KeyValueStore {
  const safeRemove = (key: string) => {
    try {
      backend.remove(key)
    } catch {
      /* a failing remove of a corrupted value must not throw either */
    }
  }
  const read = <T>(key: string, raw: unknown, shape?: StoredShape<T>): T | null => {
    if (isAbsent(raw)) return null
    const decoded = decode(raw)
    if (!decoded.ok || decoded.value === null || (shape && !shape(decoded.value))) {
      safeRemove(key)
      return null
    }
    return decoded.value as T
  }
  const refuse = (key: string, e: unknown): never => {
    if (e instanceof StorageError) throw e
    throw new StorageError(`存储失败：${key}（${(e as any)?.errMsg || (e as Error)?.message || String(e)}）`, key)
  }

  const store: KeyValueStore = {
    getItem<T>(key: string, shape?: StoredShape<T>): T | null {
      let raw: unknown
      try {
        raw = backend.get(key)
      } catch {
        return null
      }
      return read(key, raw, shape)
    },
    setItem(key, value) {
      const raw = encode(key, value)
      if (raw === undefined) return store.removeItem(key)
      try {
        backend.set(key, raw)
      } catch (e) {
        refuse(key, e)
      }
    },
    removeItem(key) {
      backend.remove(key)
    },
    async getItemAsync<T>(key: string, shape?: StoredShape<T>): Promise<T | null> {
      if (!backend.getAsync) return store.getItem(key, shape)
      let raw: unknown
      try {
        raw = await backend.getAsync(key)
      } catch {
        return null
      }
      return read(key, raw, shape)
    },
    async setItemAsync(key, value) {
      const raw = encode(key, value)
      if (raw === undefined) return store.removeItemAsync(key)
      if (!backend.setAsync) return store.setItem(key, value)
      try {
        await backend.setAsync(key, raw)
      } catch (e) {
        refuse(key, e)
      }
    },
    async removeItemAsync(key) {
      if (backend.removeAsync) await backend.removeAsync(key)
      else backend.remove(key)
    },
    keys() {
      try {
        return backend.keys()
      } catch {
        return []
      }
    },
  }
  return store
}

/** an in-memory backend: mini-program session storage, and a fallback when sessionStorage is unusable */
export function memoryBackend(): RawBackend {
  const map = new Map<string, string>()
  return {
    get: (key) => (map.has(key) ? map.get(key) : null),
    set: (key, raw) => void map.set(key, raw),
    remove: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  }
}
