/**
 * The console's one HTTP client (issue 31): fetch with the session cookie (credentials: 'include', the server's
 * `__Host-` cookie), JSON, the CSRF token header on every write, 60 s time-out (SPEC §9), and the reply envelope
 * `{code, msg, data}` read by the rules of SPEC §8 (the patient app's src/shared/request does the same over
 * Taro.request):
 * - code 401 (or HTTP 401): not signed in -> onUnauthorized (back to the login screen), no message; a call made
 *   with `authRedirect: false` (the login steps) rejects with the envelope's msg instead;
 * - code 200 (or 0 with msg 'success'): the data;
 * - any other code: the first of msg / errorMsg / message / errMsg (else 请求接口失败) is shown (antd message,
 *   through the notifier the app installs) unless `silent`, and the promise rejects with an ApiError;
 * - a body that is not an object: 返回格式错误 (服务器处理错误 when the HTTP status is an error);
 *   offline: 当前网络不可用，需检查你的网络设置; time-out: 请求超时错误; other failures: 请求处理错误.
 */
import { REQUEST_MESSAGES, REQUEST_TIMEOUT, type ApiErrorKind } from '@/domain/wire'

export { REQUEST_MESSAGES, REQUEST_TIMEOUT, type ApiErrorKind }

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly kind: ApiErrorKind = 'business',
    readonly status?: number,
    readonly data: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  /** query string (GET) — undefined fields are left out */
  query?: Record<string, string | number | boolean | undefined>
  /** JSON body (POST/PUT/DELETE) */
  body?: unknown
  /** no message for a failure (the promise still rejects) */
  silent?: boolean
  /** false: a 401 rejects with the envelope's message and does not go back to the login screen */
  authRedirect?: boolean
  signal?: AbortSignal
}

export interface ClientConfig {
  /** the CSRF token of the session (from `me`), sent on every request that is not a GET */
  csrfToken: string | null
  /** the header that carries it (the contract's name) */
  csrfHeader: string
  /** shows a failure (the app installs antd's message) */
  notify: (text: string) => void
  /** the session ended or never was: the app goes to the login screen */
  onUnauthorized: () => void
}

const config: ClientConfig = {
  csrfToken: null,
  csrfHeader: 'x-csrf-token',
  notify: () => undefined,
  onUnauthorized: () => undefined,
}

export function configureClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next)
}

export function setCsrfToken(token: string | null): void {
  config.csrfToken = token
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** the first of msg / errorMsg / message / errMsg that is a non-empty string, else 请求接口失败 */
export function envelopeMessage(body: Record<string, unknown>): string {
  for (const key of ['msg', 'errorMsg', 'message', 'errMsg']) {
    const v = body[key]
    if (typeof v === 'string' && v.trim()) return v
  }
  return REQUEST_MESSAGES.defaultFail
}

/** HTTP status + parsed body -> data, or the error (SPEC §8) */
export function interpretReply(status: number, body: unknown): { ok: true; data: unknown } | { ok: false; error: ApiError } {
  if ((isRecord(body) && Number(body.code) === 401) || status === 401) {
    const message = isRecord(body) && typeof body.msg === 'string' && body.msg.trim() ? body.msg : REQUEST_MESSAGES.unauthorized
    return { ok: false, error: new ApiError(401, message, 'unauthorized', status) }
  }
  if (!isRecord(body)) {
    const error =
      status < 200 || status >= 300
        ? new ApiError(-1, REQUEST_MESSAGES.server, 'server', status)
        : new ApiError(-1, REQUEST_MESSAGES.format, 'format', status)
    return { ok: false, error }
  }
  const code = Number(body.code)
  if (code === 200 || (code === 0 && body.msg === 'success')) return { ok: true, data: body.data }
  return {
    ok: false,
    error: new ApiError(Number.isFinite(code) ? code : -1, envelopeMessage(body), 'business', status, body.data ?? null),
  }
}

/** `path?query` with undefined fields left out */
export function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.append(k, String(v))
  const qs = params.toString()
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path
}

async function send(method: HttpMethod, path: string, opts: RequestOptions): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  if (method !== 'GET' && config.csrfToken) headers[config.csrfHeader] = config.csrfToken
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT)
  const abort = () => timeout.abort()
  opts.signal?.addEventListener('abort', abort)
  let res: Response
  try {
    res = await fetch(withQuery(path, opts.query), {
      method,
      headers,
      credentials: 'include',
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: timeout.signal,
    })
  } catch (err) {
    if (opts.signal?.aborted) throw err
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(-1, REQUEST_MESSAGES.offline, 'offline')
    if (timeout.signal.aborted) throw new ApiError(-1, REQUEST_MESSAGES.timeout, 'timeout')
    throw new ApiError(-1, REQUEST_MESSAGES.other, 'network')
  } finally {
    clearTimeout(timer)
    opts.signal?.removeEventListener('abort', abort)
  }
  const text = await res.text().catch(() => '')
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  const outcome = interpretReply(res.status, body)
  if (outcome.ok) return outcome.data
  throw outcome.error
}

/** resolves the envelope's data; rejects ApiError (see the file comment) */
export async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
  try {
    return (await send(method, path, opts)) as T
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.kind === 'unauthorized' && opts.authRedirect !== false) config.onUnauthorized()
      else if (!opts.silent) config.notify(err.message)
    }
    throw err
  }
}
