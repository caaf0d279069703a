/** storage over the real Taro H5 storage (jsdom localStorage), and the session backends */
import Taro from '@tarojs/taro'
import { storage, sessionStore } from './storage'
import { createKeyValueStore, MAX_VALUE_BYTES, StorageError, utf8Length, memoryBackend } from './kvStore'
import { sessionBackend as weappSession } from './sessionBackend.weapp'
import { sessionBackend as alipaySession } from './sessionBackend.alipay'

const isUser = (v: unknown): v is { id: number } => !!v && typeof v === 'object' && typeof (v as any).id === 'number'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('local storage', () => {
  it('round-trips JSON values', () => {
    storage.setItem('a', { id: 1, name: '张三' })
    storage.setItem('n', 0)
    storage.setItem('s', '')
    expect(storage.getItem('a')).toEqual({ id: 1, name: '张三' })
    expect(storage.getItem('n')).toBe(0)
    expect(storage.getItem('s')).toBe('')
    expect(storage.getItem('missing')).toBeNull()
    expect(storage.keys()).toEqual(expect.arrayContaining(['a', 'n', 's']))
    storage.removeItem('a')
    expect(storage.getItem('a')).toBeNull()
  })

  it('stores JSON text through Taro', () => {
    storage.setItem('k', { x: 1 })
    expect(Taro.getStorageSync('k')).toBe('{"x":1}')
  })

  it('removes an unparseable value and returns null without throwing', () => {
    Taro.setStorageSync('bad', '{not json')
    expect(storage.getItem('bad')).toBeNull()
    expect(localStorage.getItem('bad')).toBeNull()
  })

  it('removes a value of the wrong shape', () => {
    storage.setItem('user', { name: 'no id' })
    expect(storage.getItem('user', isUser)).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    storage.setItem('user', { id: 3 })
    expect(storage.getItem('user', isUser)).toEqual({ id: 3 })
  })

  it('refuses a value over 1 MB with a clear error and keeps the old value', () => {
    storage.setItem('big', { v: 'old' })
    const huge = 'x'.repeat(MAX_VALUE_BYTES)
    expect(() => storage.setItem('big', huge)).toThrow(StorageError)
    expect(() => storage.setItem('big', huge)).toThrow(/超过单个键 1MB/)
    expect(storage.getItem('big')).toEqual({ v: 'old' })
  })

  it('counts UTF-8 bytes for the size guard', () => {
    expect(utf8Length('abc')).toBe(3)
    expect(utf8Length('中文')).toBe(6)
    expect(utf8Length('😀')).toBe(4)
    const third = Math.floor(MAX_VALUE_BYTES / 3)
    expect(() => storage.setItem('cjk', '中'.repeat(third))).toThrow(StorageError)
  })

  it('wraps a platform refusal (quota) in a StorageError and keeps the old value', () => {
    const backend = memoryBackend()
    const kv = createKeyValueStore({
      ...backend,
      set: () => {
        throw new Error('QuotaExceededError')
      },
    })
    expect(() => kv.setItem('k', 1)).toThrow(/存储失败：k（QuotaExceededError）/)
  })

  it('treats undefined as a removal', () => {
    storage.setItem('u', 1)
    storage.setItem('u', undefined)
    expect(storage.getItem('u')).toBeNull()
  })

  it('has async variants with the same rules', async () => {
    await storage.setItemAsync('x', [1, 2])
    expect(await storage.getItemAsync('x')).toEqual([1, 2])
    expect(await storage.getItemAsync('nope')).toBeNull()
    Taro.setStorageSync('bad', 'oops{')
    expect(await storage.getItemAsync('bad')).toBeNull()
    expect(localStorage.getItem('bad')).toBeNull()
    await expect(storage.setItemAsync('x', 'y'.repeat(MAX_VALUE_BYTES))).rejects.toThrow(StorageError)
    expect(await storage.getItemAsync('x')).toEqual([1, 2])
    await storage.removeItemAsync('x')
    expect(storage.getItem('x')).toBeNull()
  })

  it('never throws when the backend read throws', () => {
    const kv = createKeyValueStore({
      ...memoryBackend(),
      get: () => {
        throw new Error('boom')
      },
    })
    expect(kv.getItem('a')).toBeNull()
  })
})

describe('session storage', () => {
  it('uses sessionStorage on H5', () => {
    sessionStore.setItem('s', { a: 1 })
    expect(sessionStorage.getItem('s')).toBe('{"a":1}')
    expect(sessionStore.getItem('s')).toEqual({ a: 1 })
    expect(localStorage.getItem('s')).toBeNull()
    sessionStorage.setItem('bad', '{')
    expect(sessionStore.getItem('bad')).toBeNull()
    expect(sessionStorage.getItem('bad')).toBeNull()
  })

  it.each([
    ['weapp', weappSession],
    ['alipay', alipaySession],
  ])('is an in-memory map on %s with the same API', async (_name, backend) => {
    const kv = createKeyValueStore(backend)
    kv.setItem('doctorId', '12,13')
    expect(kv.getItem('doctorId')).toBe('12,13')
    expect(await kv.getItemAsync('doctorId')).toBe('12,13')
    expect(kv.keys()).toContain('doctorId')
    expect(() => kv.setItem('big', 'z'.repeat(MAX_VALUE_BYTES))).toThrow(StorageError)
    await kv.removeItemAsync('doctorId')
    expect(kv.getItem('doctorId')).toBeNull()
    expect(sessionStorage.getItem('doctorId')).toBeNull()
  })
})
