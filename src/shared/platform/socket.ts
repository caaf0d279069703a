// default for: h5 and weapp — alipay has its own file (socket.alipay.ts)
/**
 * Socket adapter (issue 15): one WebSocket through Taro.connectSocket (H5: the browser WebSocket, absolute ws(s) URL;
 * WeChat: a SocketTask). The chat feature keeps ONE socket per user for every conversation (Alipay allows only one).
 */
import Taro from '@tarojs/taro'
import { socketUrl } from './socketUrl'

export interface SocketHandlers {
  onOpen(): void
  onMessage(data: string): void
  onClose(code: number | undefined): void
  onError(message: string): void
}

export interface PlatformSocket {
  send(data: string): void
  close(): void
}

function apiBase(): string {
  return typeof __API_BASE__ === 'undefined' ? '' : __API_BASE__ || ''
}

/** the socket URL of an API path for this build */
export function apiSocketUrl(path: string): string {
  const origin = typeof location !== 'undefined' ? location.origin : ''
  return socketUrl(path, apiBase(), origin)
}

export async function openSocket(url: string, h: SocketHandlers): Promise<PlatformSocket> {
  const task = await Taro.connectSocket({ url })
  let closed = false
  task.onOpen(() => h.onOpen())
  task.onMessage((m: { data: unknown }) => h.onMessage(typeof m.data === 'string' ? m.data : String(m.data)))
  task.onError((e: { errMsg?: string; message?: string }) => h.onError(e?.errMsg || e?.message || 'socket error'))
  task.onClose((e: { code?: number }) => {
    if (closed) return
    closed = true
    h.onClose(e?.code)
  })
  return {
    send: (data) => task.send({ data }),
    close: () => {
      if (closed) return
      closed = true
      task.close({})
    },
  }
}
