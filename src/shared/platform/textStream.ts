// default for: h5 — weapp and alipay have their own file (textStream.weapp.ts, textStream.alipay.ts)
/**
 * A request whose reply text arrives piece by piece (the AI assistant's streamed answers). H5: fetch +
 * res.body.getReader() + TextDecoder({ stream: true }) (Taro's H5 request has no chunked mode); stopped with an
 * AbortController. A non-2xx reply is not streamed: its whole body comes back in `done` for the request layer to
 * read as an error envelope.
 */
export interface TextStreamRequest {
  url: string
  header: Record<string, string>
  /** JSON text, sent with POST */
  body: string
}

export interface TextStreamResult {
  status: number
  /** the body of a non-2xx reply ('' for a streamed one) */
  errorBody: string
  /** the request was aborted (the stop button) */
  aborted: boolean
}

export interface TextStreamHandle {
  done: Promise<TextStreamResult>
  abort(): void
}

/** this target streams a reply as it arrives (false: Alipay, which has no chunked receive) */
export const textStreamSupported = true

export function openTextStream(req: TextStreamRequest, onText: (text: string) => void): TextStreamHandle {
  const ctrl = new AbortController()
  const done = (async (): Promise<TextStreamResult> => {
    try {
      const res = await fetch(req.url, { method: 'POST', headers: req.header, body: req.body, credentials: 'include', signal: ctrl.signal })
      if (!res.ok || !res.body) return { status: res.status, errorBody: await res.text(), aborted: false }
      const reader = res.body.getReader()
      const dec = new TextDecoder()
      for (;;) {
        const { done: end, value } = await reader.read()
        if (end) break
        const text = dec.decode(value, { stream: true })
        if (text) onText(text)
      }
      const rest = dec.decode()
      if (rest) onText(rest)
      return { status: res.status, errorBody: '', aborted: false }
    } catch (err) {
      if (ctrl.signal.aborted) return { status: 0, errorBody: '', aborted: true }
      throw err
    }
  })()
  return { done, abort: () => ctrl.abort() }
}
