/**
 * One chat room: opens (or creates) the group — or the caller's customer-service conversation — shows the newest
 * page, pages up through history, follows the connection (push, resync, polling), keeps each message once (by id,
 * in seq order) and moves the read mark. In customer service it also follows the hand-off state.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChatGroup, ChatMessage, HumanInterventionReq, MessagePage, SendMessageReq, ServiceSession } from '@contract/chat'
import { mergeMessages, type ChatType } from '@/domain/chat'
import { CHAT_CODE_MESSAGES } from '@/domain/messages/chat'
import { errorMessage } from '@/shared/data'
import {
  createGroup,
  getGroupInfo,
  getHistoryMessage,
  getMessageList,
  getServiceHistory,
  humanIntervention,
  recordLatestRead,
  sendMessageHttp,
  sendServiceMessage,
  serviceLoginCheck,
  uploadImage,
} from './api'
import { ChatSendError, chatConnection, type ConnectionState, type RoomSource } from './connection'

export interface ChatRoomTarget {
  type: ChatType
  groupId?: number
  doctorId?: number
  studioId?: number
  /** the caller's customer-service conversation */
  service?: boolean
}

interface Opened {
  group: Pick<ChatGroup, 'groupId' | 'name' | 'quit'>
  service: ServiceSession | null
  source: RoomSource
  older(beforeSeq?: number): Promise<MessagePage>
}

async function openRoom(t: ChatRoomTarget): Promise<Opened> {
  if (t.service) {
    const s = await serviceLoginCheck()
    return {
      group: { groupId: s.groupId, name: '在线客服', quit: false },
      service: s,
      source: {
        poll: (afterSeq) => getServiceHistory({ afterSeq, pageSize: 100 }),
        sendHttp: (req) => sendServiceMessage({ text: req.text ?? '', clientMsgId: req.clientMsgId }),
      },
      older: (beforeSeq) => getServiceHistory(beforeSeq ? { beforeSeq, pageSize: 20 } : { pageSize: 20 }),
    }
  }
  const g = t.groupId
    ? await getGroupInfo(t.type, t.groupId)
    : await createGroup(t.type, t.type === 1 ? { doctorId: t.doctorId } : { studioId: t.studioId })
  return {
    group: g,
    service: null,
    source: { poll: (afterSeq) => getMessageList(t.type, g.groupId, afterSeq), sendHttp: (req) => sendMessageHttp(t.type, req) },
    older: (beforeSeq) => getHistoryMessage(t.type, g.groupId, beforeSeq),
  }
}

export function useChatRoom(target: ChatRoomTarget) {
  const [room, setRoom] = useState<Opened | null>(null)
  const [service, setService] = useState<ServiceSession | null>(null)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)
  const [hasMore, setHasMore] = useState(false)
  const [state, setState] = useState<ConnectionState>('idle')
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const type = target.type
  const key = `${type}:${target.groupId ?? ''}:${target.doctorId ?? ''}:${target.studioId ?? ''}:${target.service ? 's' : ''}`

  useEffect(() => {
    let stop: (() => void) | null = null
    let cancelled = false
    setLoading(true)
    setError(null)
    const markRead = (groupId: number, seq: number) => {
      if (target.service) return
      if (readTimer.current) clearTimeout(readTimer.current)
      readTimer.current = setTimeout(() => void recordLatestRead(type, groupId, seq).catch(() => undefined), 500)
    }
    ;(async () => {
      try {
        const r = await openRoom(target)
        const page = await r.older()
        if (cancelled) return
        setRoom(r)
        setService(r.service)
        setMessages(page.list)
        setHasMore(page.hasMore)
        const gid = r.group.groupId
        const last = page.list.length ? page.list[page.list.length - 1].seq : 0
        stop = chatConnection.watch(
          gid,
          r.source,
          last,
          (m) => {
            if (m.groupId !== gid) return
            setMessages((held) => mergeMessages(held, [m]))
            markRead(gid, m.seq)
            // customer service: a line from the system or an agent may mean the hand-off state moved
            if (r.service && !m.mine)
              void serviceLoginCheck().then(
                (s) => !cancelled && setService(s),
                () => undefined,
              )
          },
          setState,
        )
        if (last) markRead(gid, last)
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
    if (!room || !messages.length) return
    const page = await room.older(messages[0].seq)
    setMessages((held) => mergeMessages(held, page.list))
    setHasMore(page.hasMore)
  }, [room, messages])

  /** sends; resolves with a notice for 21502 (replaced), rejects with the §8 message */
  const send = useCallback(
    async (req: Omit<SendMessageReq, 'groupId'>): Promise<string | null> => {
      if (!room) return null
      try {
        const r = await chatConnection.send(room.source, { ...req, groupId: room.group.groupId })
        setMessages((held) => mergeMessages(held, [r.message]))
        return r.code ? (CHAT_CODE_MESSAGES[r.code] ?? null) : null
      } catch (e) {
        throw e instanceof ChatSendError ? e : new Error(errorMessage(e))
      }
    },
    [room],
  )

  /** sends an image (base64); rejects with the server's message (type, size) */
  const sendImage = useCallback(
    async (base64: string): Promise<void> => {
      if (!room || target.service) return
      try {
        const r = await uploadImage(type, {
          groupId: room.group.groupId,
          data: base64,
          clientMsgId: `img-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        })
        setMessages((held) => mergeMessages(held, [r.message]))
      } catch (e) {
        throw new Error(errorMessage(e))
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the room is keyed by its target
    [room, type],
  )

  /** customer service: request an agent, close, rate, leave a call-back number */
  const intervene = useCallback(async (req: HumanInterventionReq) => {
    const s = await humanIntervention(req)
    setService(s)
    return s
  }, [])

  return { group: room?.group ?? null, service, messages, error, loading, hasMore, state, loadOlder, send, sendImage, intervene }
}
