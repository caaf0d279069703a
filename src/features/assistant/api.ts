/** api/assistant calls (the AI health assistant, contract/assistant.ts). */
import type { AssistantAskOnceRes, AssistantConversation, AssistantInfo, AssistantThread } from '@contract/assistant'
import { request } from '@/shared/request/request'
import { streamText, type StreamHandle } from '@/shared/request/stream'

const A = 'api' as const

export const getAssistantInfo = () => request<AssistantInfo>({ prefix: A, url: 'assistant/info', method: 'GET', silent: true })

export const setAssistantConsent = (agree: boolean) =>
  request<AssistantInfo>({ prefix: A, url: 'assistant/consent', method: 'POST', data: { agree } })

export const listAssistantConversations = () =>
  request<AssistantConversation[]>({ prefix: A, url: 'assistant/conversations', method: 'GET', silent: true })

export const createAssistantConversation = () =>
  request<AssistantConversation>({ prefix: A, url: 'assistant/conversations', method: 'POST', data: {} })

export const getAssistantThread = (conversationId: number) =>
  request<AssistantThread>({ prefix: A, url: 'assistant/messages', method: 'GET', data: { conversationId }, silent: true })

/** the answer streamed as it is generated (H5, WeChat) */
export const askAssistantStream = (conversationId: number, content: string, onText: (t: string) => void): StreamHandle =>
  streamText({ prefix: A, url: 'assistant/ask', data: { conversationId, content } }, onText)

/** the whole answer in one reply (Alipay) */
export const askAssistantOnce = (conversationId: number, content: string) =>
  request<AssistantAskOnceRes>({ prefix: A, url: 'assistant/askOnce', method: 'POST', data: { conversationId, content }, timeout: 120000 })
