/**
 * The workbench's live socket: the patients' socket (/api/im/ws), authenticated by the staff session cookie the
 * browser sends with the upgrade (no token in the URL). Every `msg` frame goes to `onMessage`; a dropped socket
 * reconnects with a growing delay (the transcript is refetched on reconnect, so nothing is missed).
 */
import { useEffect, useRef, useState } from 'react'
import type { Message } from './api'

export type SocketState = 'connecting' | 'open' | 'closed'

export function useChatSocket(onMessage: (m: Message) => void): SocketState {
  const [state, setState] = useState<SocketState>('connecting')
  const handler = useRef(onMessage)
  handler.current = onMessage
  useEffect(() => {
    let ws: WebSocket | null = null
    let stopped = false
    let delay = 500
    let timer: ReturnType<typeof setTimeout> | undefined
    const connect = () => {
      const proto = window.location.protocol === 'https:' ? 'wss' : 'ws'
      ws = new WebSocket(`${proto}://${window.location.host}/api/im/ws`)
      setState('connecting')
      ws.onmessage = (e) => {
        let f: { type?: string; message?: Message }
        try {
          f = JSON.parse(String(e.data)) as typeof f
        } catch {
          return
        }
        if (f.type === 'hello') {
          delay = 500
          setState('open')
        } else if (f.type === 'msg' && f.message) handler.current(f.message)
      }
      ws.onclose = () => {
        setState('closed')
        if (stopped) return
        timer = setTimeout(connect, delay)
        delay = Math.min(delay * 2, 10_000)
      }
    }
    connect()
    const ping = setInterval(() => {
      if (ws?.readyState === 1) ws.send(JSON.stringify({ type: 'ping' }))
    }, 20_000)
    return () => {
      stopped = true
      clearInterval(ping)
      if (timer) clearTimeout(timer)
      ws?.close()
    }
  }, [])
  return state
}
