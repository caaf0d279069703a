/** the chat workbench of the console (issue 32): its calls, the live socket, the conversation pane and the patient panel */
export * from './api'
export { useChatSocket, type SocketState } from './socket'
export { ConversationPane } from './ConversationPane'
export { PatientPanelView } from './PatientPanel'
