/**
 * The workbench's live socket: the patients' socket (/api/im/ws), authenticated by the staff session cookie the
 * browser sends with the upgrade (no token in the URL). Every `msg` frame goes to `onMessage`, every `queue` frame
 * (an agent's: a conversation of the hospital entered the queue, was claimed, assigned, transferred or resolved) to
 * `onQueue`; a dropped socket reconnects with a growing delay (the transcript is refetched on reconnect, the
 * lists at the page's slow poll, so nothing is missed).
 */
import { useEffect, useRef, useState } from 'react'
import type { ChatQueueFrame } from '@contract/chat-desk'
import type { Message } from './api'

export type SocketState = 'connecting' | 'open' | 'closed'

export function useChatSocket(onMessage: (m: Message) => void, onQueue?: (f: ChatQueueFrame) => void): SocketState {
  const [state, setState] = useState<SocketState>('connecting')
  const handler = useRef(onMessage)
  handler.current = onMessage
  const queueHandler = useRef(onQueue)
  queueHandler.current = onQueue
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
        let f: { type?: string; message?: Message; groupId?: number; event?: ChatQueueFrame['event'] }
        try {
          f = JSON.parse(String(e.data)) as typeof f
        } catch {
          return
        }
        if (f.type === 'hello') {
          delay = 500
          setState('open')
        } else if (f.type === 'msg' && f.message) handler.current(f.message)
        else if (f.type === 'queue' && typeof f.groupId === 'number' && f.event)
          queueHandler.current?.({ type: 'queue', groupId: f.groupId, event: f.event })
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
