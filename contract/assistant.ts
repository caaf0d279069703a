/**
 * API contract of the AI health assistant (/aiChat, issue 15 item 5), under /api/assistant/ (login required).
 * `ask` streams the answer as text/plain (UTF-8, no envelope) while it is generated; `askOnce` answers the same
 * question in one JSON reply (the Alipay mini-program, which has no chunked receive). Either way the question and
 * the answer are stored: `messages` shows them after a reload, with the answer's links and status.
 */
import { Count, DateTimeString, Enum, Id, Nullable, StrictObject, Type, type Static } from './lib'

export const ASSISTANT_LINK_KINDS = [
  'package',
  'article',
  'wiki',
  'advisory',
  'service',
  'doctor',
  'hospital',
  'emergency',
  'customerService',
] as const

/** a page of the app the answer quotes or points to (url: a route path of src/shared/routes with its query) */
export const AssistantLink = StrictObject({
  title: Type.String(),
  url: Type.String(),
  kind: Enum(ASSISTANT_LINK_KINDS),
})
export type AssistantLink = Static<typeof AssistantLink>

export const AssistantMessage = StrictObject({
  id: Id(),
  conversationId: Id(),
  role: Enum(['user', 'assistant'] as const),
  content: Type.String(),
  /** streaming: still being generated; stopped: the user stopped it (content = what was generated); failed */
  status: Enum(['done', 'streaming', 'stopped', 'failed'] as const),
  /** the red-flag rule (src/domain/assistant RED_FLAGS id) of the question, or null */
  redFlag: Nullable(Type.String()),
  /** builtin: the hospital's own content; external: the configured provider; none: a question */
  provider: Enum(['builtin', 'external', 'none'] as const),
  links: Type.Array(AssistantLink),
  createdAt: DateTimeString(),
})
export type AssistantMessage = Static<typeof AssistantMessage>

export const AssistantConversation = StrictObject({
  id: Id(),
  title: Type.String(),
  createdAt: DateTimeString(),
  updatedAt: DateTimeString(),
})
export type AssistantConversation = Static<typeof AssistantConversation>

/** GET assistant/info and POST assistant/consent: what the page shows around the chat */
export const AssistantInfo = StrictObject({
  disclaimer: Type.String(),
  maxChars: Count(),
  perMinute: Count(),
  perDay: Count(),
  /** questions asked today (business day) */
  usedToday: Count(),
  /** an external provider is configured (the consent switch is shown only then) */
  externalAvailable: Type.Boolean(),
  /** the user consented to sending questions to the external provider (health_consent_log) */
  externalConsent: Type.Boolean(),
})
export type AssistantInfo = Static<typeof AssistantInfo>

export const AssistantConsentReq = StrictObject({ agree: Type.Boolean() })
export type AssistantConsentReq = Static<typeof AssistantConsentReq>

export const AssistantConversationList = Type.Array(AssistantConversation)

/** POST assistant/conversations: a new, empty conversation */
export const CreateAssistantConversationReq = StrictObject({})

export const AssistantMessagesQuery = StrictObject({ conversationId: Id() })
export type AssistantMessagesQuery = Static<typeof AssistantMessagesQuery>

export const AssistantThread = StrictObject({
  conversation: AssistantConversation,
  messages: Type.Array(AssistantMessage),
})
export type AssistantThread = Static<typeof AssistantThread>

/** POST assistant/ask (streamed text) and assistant/askOnce (JSON): one question in one of the caller's conversations */
export const AssistantAskReq = StrictObject({
  conversationId: Id(),
  /** checked by src/domain/assistant questionProblem (请输入您的问题 / 问题不能超过500个字) */
  content: Type.String({ maxLength: 4000 }),
})
export type AssistantAskReq = Static<typeof AssistantAskReq>

export const AssistantAskOnceRes = StrictObject({ question: AssistantMessage, answer: AssistantMessage })
export type AssistantAskOnceRes = Static<typeof AssistantAskOnceRes>
