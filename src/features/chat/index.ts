/** Chat (issue 15): the one connection, rooms, bubbles and the input bar. */
export { useChatRoom, type ChatRoomTarget } from './useChatRoom'
export { chatConnection, ChatSendError, type ConnectionState } from './connection'
export { MessageBubble } from './components/MessageBubble'
export { Composer, CHAT_EMOJI } from './components/Composer'
export * from './api'
export { ServiceBar } from './components/ServiceBar'
export { EvaluateBar } from './components/EvaluateBar'
