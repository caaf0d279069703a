/** The AI health assistant's public face (/aiChat, issue 15 item 5). */
export { default as AssistantChat } from './components/AssistantChat'
export { useAssistantChat } from './useAssistantChat'
