/**
 * Bridge to the hospital's own app (SPEC §6, §8): Android `window.android[method](json)`,
 * iOS `window.webkit.messageHandlers[method].postMessage(json)`. The message is
 * `{"callbackId","callback":"__nativeBridgeReply","data":payload}`; the app answers by calling
 * `window.__nativeBridgeReply(callbackId, reply)` with `{ code, data, message }` (object or JSON string).
 * Code "0" resolves `data`; anything else rejects with its `message`. No answer in time rejects.
 */
export const NATIVE_REPLY_FN = '__nativeBridgeReply'
export const NATIVE_TIMEOUT_MS = 10000

export interface NativeReply<T = unknown> {
  code: string | number
  data?: T
  message?: string
}

export class NativeBridgeError extends Error {
  constructor(
    message: string,
    readonly code?: string | number,
  ) {
    super(message)
    this.name = 'NativeBridgeError'
  }
}

interface Pending {
  resolve: (v: any) => void
  reject: (e: Error) => void
  timer: ReturnType<typeof setTimeout>
}

const pending = new Map<string, Pending>()
let seq = 0

function win(): any {
  return typeof window === 'undefined' ? undefined : (window as any)
}

export type NativeHost = 'android' | 'ios' | null

export function nativeHost(): NativeHost {
  const w = win()
  if (!w) return null
  if (w.android && typeof w.android === 'object') return 'android'
  if (w.webkit && w.webkit.messageHandlers) return 'ios'
  return null
}

export function hasNativeBridge(method?: string): boolean {
  const host = nativeHost()
  if (!host || !method) return !!host
  const w = win()
  return host === 'android' ? typeof w.android[method] === 'function' : !!w.webkit.messageHandlers[method]
}

/** the app's answer for a call (installed as window.__nativeBridgeReply) */
export function handleNativeReply(callbackId: string, reply: NativeReply | string): void {
  const p = pending.get(callbackId)
  if (!p) return
  pending.delete(callbackId)
  clearTimeout(p.timer)
  let r: NativeReply
  try {
    r = typeof reply === 'string' ? JSON.parse(reply) : reply
  } catch {
    p.reject(new NativeBridgeError('原生返回格式错误'))
    return
  }
  if (!r || typeof r !== 'object') p.reject(new NativeBridgeError('原生返回格式错误'))
  else if (String(r.code) === '0') p.resolve(r.data)
  else p.reject(new NativeBridgeError(r.message || (r as any).msg || '原生调用失败', r.code))
}

function installReplyHandler() {
  const w = win()
  if (w && w[NATIVE_REPLY_FN] !== handleNativeReply) w[NATIVE_REPLY_FN] = handleNativeReply
}

export function callNative<T = unknown>(method: string, payload?: unknown, options: { timeoutMs?: number } = {}): Promise<T> {
  const host = nativeHost()
  if (!host) return Promise.reject(new NativeBridgeError('当前环境没有原生桥接'))
  if (!hasNativeBridge(method)) return Promise.reject(new NativeBridgeError(`原生方法不存在：${method}`))
  installReplyHandler()
  const callbackId = `nb${Date.now().toString(36)}_${++seq}`
  const json = JSON.stringify({ callbackId, callback: NATIVE_REPLY_FN, data: payload ?? null })
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(callbackId)
      reject(new NativeBridgeError(`原生调用超时：${method}`))
    }, options.timeoutMs ?? NATIVE_TIMEOUT_MS)
    pending.set(callbackId, { resolve, reject, timer })
    try {
      const w = win()
      if (host === 'android') w.android[method](json)
      else w.webkit.messageHandlers[method].postMessage(json)
    } catch (e) {
      pending.delete(callbackId)
      clearTimeout(timer)
      reject(new NativeBridgeError(`原生调用失败：${(e as Error)?.message || method}`))
    }
  })
}
