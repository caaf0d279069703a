/**
 * Socket adapter, Alipay mini-program: Taro wraps the single global socket (task.onMessage = my.onSocketMessage ...).
 * Those listeners are global and survive a close: they are removed before each new socket, or every reconnect would
 * deliver each message once more.
 */
import Taro from '@tarojs/taro'
import type { PlatformSocket, SocketHandlers } from './socket'
import { socketUrl } from './socketUrl'

export type { PlatformSocket, SocketHandlers } from './socket'

export function apiSocketUrl(path: string): string {
  return socketUrl(path, typeof __API_BASE__ === 'undefined' ? '' : __API_BASE__ || '')
}

const off = () => {
  const t = Taro as unknown as Record<string, ((cb?: unknown) => void) | undefined>
  for (const name of ['offSocketOpen', 'offSocketMessage', 'offSocketError', 'offSocketClose']) {
    try {
      t[name]?.()
    } catch {
      /* not supported by this base library */
    }
  }
}

export async function openSocket(url: string, h: SocketHandlers): Promise<PlatformSocket> {
  off()
  const task = await Taro.connectSocket({ url })
  let closed = false
  task.onOpen(() => h.onOpen())
  task.onMessage((m: { data: unknown }) => {
    if (closed) return
    h.onMessage(typeof m.data === 'string' ? m.data : String(m.data))
  })
  task.onError((e: { errMsg?: string; errorMessage?: string }) => h.onError(e?.errMsg || e?.errorMessage || 'socket error'))
  task.onClose((e: { code?: number }) => {
    if (closed) return
    closed = true
    off()
    h.onClose(e?.code)
  })
  return {
    send: (data) => task.send({ data }),
    close: () => {
      if (closed) return
      closed = true
      off()
      task.close({})
    },
  }
}
