/**
 * The state of the assistant page: the latest conversation (or a new one), its stored messages, the answer being
 * streamed and the stop button. Streams where the target can (H5, WeChat); Alipay asks for the whole answer at
 * once. After an answer ends (or is stopped) the stored messages are read again, so what is shown is what a reload
 * shows (links, status stopped).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AssistantInfo, AssistantMessage } from '@contract/assistant'
import { questionProblem, ASSISTANT_LIMITS } from '@/domain/assistant'
import { ASSISTANT_MSG } from '@/domain/messages/assistant'
import { textStreamSupported, toast } from '@/shared/platform'
import type { StreamHandle } from '@/shared/request/stream'
import {
  askAssistantOnce,
  askAssistantStream,
  createAssistantConversation,
  getAssistantInfo,
  getAssistantThread,
  listAssistantConversations,
  setAssistantConsent,
} from './api'

export interface ChatState {
  loading: boolean
  error: string | null
  info: AssistantInfo | null
  conversationId: number | null
  messages: AssistantMessage[]
  /** the question being answered and the text streamed so far (null: nothing in progress) */
  pending: { question: string; text: string } | null
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

export function useAssistantChat() {
  const [state, setState] = useState<ChatState>({
    loading: true,
    error: null,
    info: null,
    conversationId: null,
    messages: [],
    pending: null,
  })
  const stream = useRef<StreamHandle | null>(null)
  const patch = (p: Partial<ChatState>) => setState((s) => ({ ...s, ...p }))

  const loadThread = useCallback(async (conversationId: number) => {
    // a stopped answer is marked by the server as it notices the closed request: read until it is no longer streaming
    for (let i = 0; i < 10; i++) {
      const t = await getAssistantThread(conversationId)
      const last = t.messages[t.messages.length - 1]
      if (!last || last.status !== 'streaming' || i === 9) {
        patch({ messages: t.messages, conversationId })
        return
      }
      await wait(300)
    }
  }, [])

  const load = useCallback(async () => {
    patch({ loading: true, error: null })
    try {
      const [info, list] = await Promise.all([getAssistantInfo(), listAssistantConversations()])
      const conv = list[0] ?? (await createAssistantConversation())
      const thread = await getAssistantThread(conv.id)
      patch({ loading: false, info, conversationId: conv.id, messages: thread.messages })
    } catch (e) {
      patch({ loading: false, error: (e as Error).message || '加载失败' })
    }
  }, [])

  useEffect(() => {
    void load()
    return () => stream.current?.abort()
  }, [load])

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const problem = questionProblem(text)
      if (problem) {
        toast(problem === 'empty' ? ASSISTANT_MSG.EMPTY : ASSISTANT_MSG.TOO_LONG(ASSISTANT_LIMITS.maxChars))
        return false
      }
      const conversationId = state.conversationId
      if (!conversationId || state.pending) return false
      const question = text.trim()
      patch({ pending: { question, text: '' } })
      try {
        if (textStreamSupported) {
          const handle = askAssistantStream(conversationId, question, (piece) =>
            setState((s) => (s.pending ? { ...s, pending: { ...s.pending, text: s.pending.text + piece } } : s)),
          )
          stream.current = handle
          await handle.done
        } else {
          await askAssistantOnce(conversationId, question)
        }
        await loadThread(conversationId)
        getAssistantInfo()
          .then((info) => patch({ info }))
          .catch(() => undefined)
        return true
      } catch {
        return false // the request layer showed the message (limit, bad input, network)
      } finally {
        stream.current = null
        patch({ pending: null })
      }
    },
    [state.conversationId, state.pending, loadThread],
  )

  const stop = useCallback(() => {
    stream.current?.abort()
  }, [])

  const newConversation = useCallback(async () => {
    if (state.pending) return
    try {
      const conv = await createAssistantConversation()
      patch({ conversationId: conv.id, messages: [] })
    } catch {
      // the request layer showed the message (the day's cap of new conversations, network); the current one stays
    }
  }, [state.pending])

  const setConsent = useCallback(async (agree: boolean) => {
    const info = await setAssistantConsent(agree)
    patch({ info })
    toast(agree ? ASSISTANT_MSG.CONSENT_ON : ASSISTANT_MSG.CONSENT_OFF)
  }, [])

  return { state, send, stop, newConversation, reload: load, setConsent, canStop: !!state.pending && textStreamSupported }
}
