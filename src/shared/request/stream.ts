/**
 * Streamed text (the AI assistant's answers), beside request(): in a file of its own so that the pages that never
 * stream (every page but the assistant's) do not carry it and the platform's text stream in their first load
 * (issue 16: request.ts is in the chunk every page shares, whole).
 */
import { openTextStream } from '../platform/textStream'
import { toast } from '../platform/ui'
import { ApiError, REQUEST_MESSAGES, apiUrl, buildHeaders, interpretFailure, interpretReply, requestConfig, safeContext } from './request'
import type { ApiPrefix } from '@/domain/wire'

export interface StreamOptions {
  prefix: ApiPrefix
  url: string
  /** the JSON body (POST) */
  data: unknown
}

export interface StreamHandle {
  /** resolves when the reply ended (`aborted`: stopped by abort()); rejects ApiError as request() does */
  done: Promise<{ aborted: boolean }>
  abort(): void
}

/**
 * POST whose reply is plain text streamed as it is generated (H5 fetch streams, WeChat chunked replies; see
 * platform/textStream). Same URL and headers as request(); a non-2xx reply is read as its error envelope (401 ->
 * onUnauthorized, otherwise a toast unless silent) and rejects with the same ApiError. Only where
 * `textStreamSupported` (not on Alipay).
 */
export function streamText(opts: StreamOptions & { silent?: boolean }, onText: (text: string) => void): StreamHandle {
  const handle = openTextStream(
    { url: apiUrl(opts.prefix, opts.url), header: buildHeaders({}, safeContext()), body: JSON.stringify(opts.data ?? {}) },
    onText,
  )
  const done = handle.done.then(
    (r) => {
      if (r.aborted || (r.status >= 200 && r.status < 300)) return { aborted: r.aborted }
      const outcome = interpretReply(r.status, r.errorBody)
      const error = outcome.ok ? new ApiError(-1, REQUEST_MESSAGES.server, null, { kind: 'server', statusCode: r.status }) : outcome.error
      if (error.kind === 'unauthorized')
        requestConfig().onUnauthorized?.({ prefix: opts.prefix, url: opts.url, code: 401, message: error.message })
      else if (!opts.silent) toast(error.message)
      throw error
    },
    async (err) => {
      const failure = await interpretFailure(err)
      const error = failure instanceof ApiError ? failure : failure.ok ? new ApiError(-1, REQUEST_MESSAGES.other) : failure.error
      if (error.kind === 'offline') requestConfig().onOffline?.()
      if (!opts.silent) toast(error.message)
      throw error
    },
  )
  return { done, abort: handle.abort }
}
