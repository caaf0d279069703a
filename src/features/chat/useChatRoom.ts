/**
 * One chat room: opens (or creates) the group, shows the newest page, pages up through history, follows the
 * connection (push, resync, polling) and keeps each message once (by id, in seq order), moves the read mark.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChatGroup, ChatMessage, SendMessageReq } from '@contract/chat'
import { mergeMessages, type ChatType } from '@/domain/chat'
import { CHAT_CODE_MESSAGES } from '@/domain/messages/chat'
import { errorMessage } from '@/shared/data'
import { createGroup, getGroupInfo, getHistoryMessage, recordLatestRead } from './api'
import { ChatSendError, chatConnection, type ConnectionState } from './connection'

export interface ChatRoomTarget {
  type: ChatType
  groupId?: number
  doctorId?: number
  studioId?: number
}

export function useChatRoom(target: ChatRoomTarget) {
  const [group, setGroup] = useState<ChatGroup | null>(null)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)
  const [hasMore, setHasMore] = useState(false)
  const [state, setState] = useState<ConnectionState>('idle')
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const type = target.type
  const key = `${type}:${target.groupId ?? ''}:${target.doctorId ?? ''}:${target.studioId ?? ''}`

  const markRead = useCallback(
    (groupId: number, seq: number) => {
      if (readTimer.current) clearTimeout(readTimer.current)
      readTimer.current = setTimeout(() => void recordLatestRead(type, groupId, seq).catch(() => undefined), 500)
    },
    [type],
  )

  useEffect(() => {
    let stop: (() => void) | null = null
    let cancelled = false
    setLoading(true)
    setError(null)
    ;(async () => {
      try {
        const g = target.groupId
          ? await getGroupInfo(type, target.groupId)
          : await createGroup(type, type === 1 ? { doctorId: target.doctorId } : { studioId: target.studioId })
        const page = await getHistoryMessage(type, g.groupId)
        if (cancelled) return
        setGroup(g)
        setMessages(page.list)
        setHasMore(page.hasMore)
        const last = page.list.length ? page.list[page.list.length - 1].seq : 0
        stop = chatConnection.watch(
          g.groupId,
          type,
          last,
          (m) => {
            if (m.groupId !== g.groupId) return
            setMessages((held) => mergeMessages(held, [m]))
            markRead(g.groupId, m.seq)
          },
          setState,
        )
        if (last) markRead(g.groupId, last)
      } catch (e) {
        if (!cancelled) setError(errorMessage(e))
      } finally {
        if (!cancelled) setLoading(false)
      }
    })()
    return () => {
      cancelled = true
      stop?.()
      if (readTimer.current) clearTimeout(readTimer.current)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the room is keyed by its target
  }, [key])

  const loadOlder = useCallback(async () => {
    if (!group || !messages.length) return
    const page = await getHistoryMessage(type, group.groupId, messages[0].seq)
    setMessages((held) => mergeMessages(held, page.list))
    setHasMore(page.hasMore)
  }, [group, messages, type])

  /** sends; resolves with a notice for 21502 (replaced), rejects with the §8 message */
  const send = useCallback(
    async (req: Omit<SendMessageReq, 'groupId'>): Promise<string | null> => {
      if (!group) return null
      try {
        const r = await chatConnection.send(type, { ...req, groupId: group.groupId })
        setMessages((held) => mergeMessages(held, [r.message]))
        return r.code ? (CHAT_CODE_MESSAGES[r.code] ?? null) : null
      } catch (e) {
        throw e instanceof ChatSendError ? e : new Error(errorMessage(e))
      }
    },
    [group, type],
  )

  return { group, messages, error, loading, hasMore, state, loadOlder, send }
}
