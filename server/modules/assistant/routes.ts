/**
 * /api/assistant/* — the AI health assistant (/aiChat). Every route needs a login (the authenticated scope:
 * req.user); conversations are read with the caller's id (another user's: 404).
 *
 * `ask` streams the answer as plain UTF-8 text while it is generated (H5: fetch + getReader; WeChat:
 * enableChunked + onChunkReceived); the client stops it by aborting the request, and the server stores what was
 * generated, marked stopped. `askOnce` answers in one JSON reply (Alipay: no chunked receive).
 */
import { PassThrough } from 'node:stream'
import { Envelope } from '../../../contract/lib'
import { Type } from '@sinclair/typebox'
import {
  AssistantAskOnceRes,
  AssistantAskReq,
  AssistantConsentReq,
  AssistantConversation,
  AssistantConversationList,
  AssistantInfo,
  AssistantMessagesQuery,
  AssistantThread,
  CreateAssistantConversationReq,
} from '../../../contract/assistant'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import {
  assistantInfo,
  conversationThread,
  createConversation,
  listConversations,
  prepareAsk,
  runAnswer,
  runtimeOf,
  setExternalConsent,
  toMessage,
} from './service'

const tags = ['assistant']
const security = [{ token: [] }]

export const userAssistantRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  // the index of every hospital is built at start (in the background), then rebuilt when content changes; the test
  // harness turns this off (config.assistant.warmIndex): an index is then built on its hospital's first question
  app.addHook('onReady', async () => {
    if (!deps.config.assistant.warmIndex) return
    const rt = runtimeOf(deps)
    setImmediate(() => {
      deps.db
        .selectFrom('hospital')
        .select('id')
        .execute()
        .then((hs) => rt.index.warm(hs.map((h) => h.id)))
        .catch((err) => app.log.warn({ err: (err as Error).message }, 'assistant index not built at start (built on first question)'))
    })
  })

  app.get(
    '/assistant/info',
    {
      schema: {
        tags,
        security,
        summary: 'Disclaimer, limits, questions asked today, external provider and consent',
        response: { 200: Envelope(AssistantInfo) },
      },
    },
    async (req) => ok(await assistantInfo(deps, req.user.userId)),
  )
  app.post(
    '/assistant/consent',
    {
      schema: {
        tags,
        security,
        summary: 'Grant or withdraw the consent to send questions to the external provider (logged in consent_log)',
        body: AssistantConsentReq,
        response: { 200: Envelope(AssistantInfo) },
      },
    },
    async (req) => ok(await setExternalConsent(deps, req.user.userId, req.body.agree)),
  )
  app.get(
    '/assistant/conversations',
    {
      schema: {
        tags,
        security,
        summary: "The caller's conversations at this hospital, latest first",
        response: { 200: Envelope(AssistantConversationList) },
      },
    },
    async (req) => ok(await listConversations(deps, req.user.userId, req.ctx.hospitalId)),
  )
  app.post(
    '/assistant/conversations',
    {
      schema: {
        tags,
        security,
        summary: 'A new, empty conversation',
        body: CreateAssistantConversationReq,
        response: { 200: Envelope(AssistantConversation) },
      },
    },
    async (req) => ok(await createConversation(deps, req.user.userId, req.ctx.hospitalId)),
  )
  app.get(
    '/assistant/messages',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's conversations with its messages (404 otherwise)",
        querystring: AssistantMessagesQuery,
        response: { 200: Envelope(AssistantThread) },
      },
    },
    async (req) => ok(await conversationThread(deps, req.user.userId, req.query.conversationId)),
  )
  app.post(
    '/assistant/ask',
    {
      schema: {
        tags,
        security,
        summary:
          'Ask: the answer streams as text/plain while it is generated (abort the request to stop; what was generated is stored, marked stopped)',
        body: AssistantAskReq,
        response: { 200: Type.String({ description: 'text/plain; charset=utf-8, streamed' }) },
      },
    },
    async (req, reply) => {
      const prepared = await prepareAsk(deps, req.user.userId, req.ctx.hospitalId, req.body)
      const out = new PassThrough()
      const stop = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stop.abort()
      })
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .header('x-assistant-message-id', String(prepared.answer.id))
      void runAnswer(deps, prepared, stop.signal, (t) => out.write(t), req.log).finally(() => out.end())
      // the reply schema documents the streamed text; a stream is sent as it is (never serialized)
      return reply.send(out as unknown as string)
    },
  )
  app.post(
    '/assistant/askOnce',
    {
      schema: {
        tags,
        security,
        summary: 'Ask and get the whole answer in one reply (clients without a chunked receive: Alipay)',
        body: AssistantAskReq,
        response: { 200: Envelope(AssistantAskOnceRes) },
      },
    },
    async (req) => {
      const prepared = await prepareAsk(deps, req.user.userId, req.ctx.hospitalId, req.body)
      const answer = await runAnswer(deps, prepared, new AbortController().signal, () => undefined, req.log)
      return ok({ question: toMessage(prepared.question), answer })
    },
  )
}
