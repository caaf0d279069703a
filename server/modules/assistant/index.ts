/**
 * assistant module (issue 15 item 5) — the AI health assistant (/aiChat): conversations, the streamed answer, the
 * built-in answerer over the hospital's own content and the OpenAI-compatible provider. Routes (routes.ts) are
 * registered by server/modules/index.ts on /api.
 */
export { userAssistantRoutes } from './routes'
export { runtimeOf, type AssistantRuntime } from './service'
