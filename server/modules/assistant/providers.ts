/**
 * Answer providers of the AI health assistant. One interface, two implementations:
 *  - BuiltinProvider (the default, no network): retrieval over the hospital's own content (./search), answering
 *    with a short structured answer composed from it (./compose: what it is, what to do at home, when to see
 *    which department, warning signs) and links to the pages it was taken from (its sources, once);
 *  - OpenAiCompatibleProvider (ASSISTANT_API_BASE / _KEY / _MODEL): POST <base>/chat/completions with
 *    `stream: true`, the server-sent events parsed as they arrive. Used only for users who consented to sending
 *    their questions out (service.ts decides); a failure throws ProviderError and the service falls back to the
 *    built-in answerer.
 * Both emit text pieces as they are generated; the service streams them to the client and stores the whole.
 */
import type { AssistantLink } from '../../../contract/assistant'
import { EXTERNAL_SYSTEM_PROMPT } from '../../../src/domain/assistant'
import type { AssistantConfig } from '../../lib/config'
import type { ContentIndex } from './search'
import { composeAnswer } from './compose'

export interface AnswerRequest {
  hospitalId: number
  question: string
  /** earlier turns of the conversation, oldest first (the external provider gets the last few) */
  history: Array<{ role: 'user' | 'assistant'; content: string }>
  /** aborted when the client stops (or disconnects) */
  signal: AbortSignal
}

export interface AnswerProvider {
  readonly name: 'builtin' | 'external'
  /** emits the answer in pieces; resolves with the pages it quotes */
  answer(req: AnswerRequest, emit: (text: string) => void): Promise<{ links: AssistantLink[] }>
}

export class ProviderError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ProviderError'
  }
}

/** waits `ms` or until the signal aborts */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve()
  return new Promise((resolve) => {
    const t = setTimeout(done, ms)
    function done() {
      clearTimeout(t)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done)
  })
}

/** pieces of about `size` characters, cut after punctuation where possible (what a streamed answer shows) */
export function pieces(text: string, size = 12): string[] {
  const out: string[] = []
  let cur = ''
  for (const ch of text) {
    cur += ch
    if ([...cur].length >= size || (/[，。！？；：\n]/.test(ch) && [...cur].length >= size / 2)) {
      out.push(cur)
      cur = ''
    }
  }
  if (cur) out.push(cur)
  return out
}

export class BuiltinProvider implements AnswerProvider {
  readonly name = 'builtin' as const
  constructor(
    private readonly index: ContentIndex,
    private readonly paceMs: number,
  ) {}

  async answer(req: AnswerRequest, emit: (text: string) => void): Promise<{ links: AssistantLink[] }> {
    const hits = await this.index.search(req.hospitalId, req.question, 4)
    const { text, links } = composeAnswer(hits)
    for (const p of pieces(text)) {
      if (req.signal.aborted) break
      emit(p)
      await pause(this.paceMs, req.signal)
    }
    return { links }
  }
}

/** the text pieces of one server-sent-events stream of an OpenAI-compatible chat completion */
export async function* chatCompletionDeltas(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder()
  let buf = ''
  let done = false
  const handle = function* (line: string): Generator<string> {
    const l = line.replace(/\r$/, '')
    if (!l.startsWith('data:')) return // comments (": keep-alive"), event:, id:, blank lines
    const data = l.slice(5).trim()
    if (data === '[DONE]') {
      done = true
      return
    }
    let msg: any
    try {
      msg = JSON.parse(data)
    } catch {
      throw new ProviderError('provider sent an event that is not JSON')
    }
    if (msg?.error) throw new ProviderError(`provider error: ${String(msg.error?.message ?? msg.error).slice(0, 200)}`)
    const piece = msg?.choices?.[0]?.delta?.content
    if (typeof piece === 'string' && piece) yield piece
  }
  for await (const chunk of body) {
    buf += decoder.decode(chunk, { stream: true })
    let nl: number
    while ((nl = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, nl)
      buf = buf.slice(nl + 1)
      yield* handle(line)
      if (done) return
    }
  }
  buf += decoder.decode()
  if (buf) yield* handle(buf)
  if (!done) throw new ProviderError('provider stream ended without [DONE]')
}

export class OpenAiCompatibleProvider implements AnswerProvider {
  readonly name = 'external' as const
  constructor(
    private readonly cfg: NonNullable<AssistantConfig['external']>,
    private readonly timeoutMs: number,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async answer(req: AnswerRequest, emit: (text: string) => void): Promise<{ links: AssistantLink[] }> {
    const ctrl = new AbortController()
    const onAbort = () => ctrl.abort()
    req.signal.addEventListener('abort', onAbort)
    let timedOut = false
    let timer: NodeJS.Timeout | undefined
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        timedOut = true
        ctrl.abort()
      }, this.timeoutMs)
    }
    arm()
    try {
      const res = await this.fetchImpl(`${this.cfg.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.cfg.apiKey}`, accept: 'text/event-stream' },
        body: JSON.stringify({
          model: this.cfg.model,
          stream: true,
          temperature: 0.3,
          messages: [
            { role: 'system', content: EXTERNAL_SYSTEM_PROMPT },
            ...req.history.slice(-6),
            { role: 'user', content: req.question },
          ],
        }),
        signal: ctrl.signal,
      })
      if (!res.ok || !res.body) throw new ProviderError(`provider answered HTTP ${res.status}`)
      for await (const piece of chatCompletionDeltas(res.body as unknown as AsyncIterable<Uint8Array>)) {
        arm()
        emit(piece)
      }
      return { links: [] }
    } catch (err) {
      if (req.signal.aborted) return { links: [] } // the user stopped: not a provider failure
      if (err instanceof ProviderError) throw err
      throw new ProviderError(
        timedOut ? `provider timed out after ${this.timeoutMs} ms` : `provider unreachable: ${(err as Error).message}`,
      )
    } finally {
      clearTimeout(timer)
      req.signal.removeEventListener('abort', onAbort)
    }
  }
}
