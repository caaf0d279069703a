/**
 * The one HTTP client (SPEC §7, §8) over Taro.request.
 *
 * - URL: base of the prefix (__API_PREFIX_BASES__[prefix] ?? __API_BASE__) + /<prefix>/<url>
 * - headers appTag, hospitalId, token, healthAccessToken, studioDoctorToken (+ orderPayWay, orderCreateWay),
 *   from the context provider given to configureRequest at start-up (services never import stores)
 * - credentials included, JSON, 60 s timeout
 * - the reply envelope decides, whatever the HTTP status: 401 -> onUnauthorized, no toast;
 *   200 (or 0 with msg 'success') -> data; otherwise the first of msg/errorMsg/message/errMsg is toasted
 *   (unless silent) after the loading indicator is closed
 * - transport failures: offline / timeout / server answered without a usable body / other
 */
import Taro from '@tarojs/taro'
import type { ApiEnvelope } from '@contract/api'
import { HEADERS, REQUEST_MESSAGES, REQUEST_TIMEOUT, type ApiErrorKind, type ApiPrefix } from '@/domain/wire'
import { hideLoading, showLoading, toast, DEFAULT_LOADING_TEXT } from '../platform/ui'
import { isOnline } from '../platform/network'

export { REQUEST_MESSAGES, REQUEST_TIMEOUT, type ApiErrorKind } from '@/domain/wire'

export class ApiError<D = unknown> extends Error {
  readonly kind: ApiErrorKind
  readonly statusCode?: number
  /** the whole reply envelope when there was one (errCode/errMsg live there) */
  readonly envelope?: Record<string, unknown>
  constructor(
    readonly code: number,
    message: string,
    readonly data: D | null = null,
    extra: { kind?: ApiErrorKind; statusCode?: number; envelope?: Record<string, unknown> } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.kind = extra.kind ?? 'business'
    this.statusCode = extra.statusCode
    this.envelope = extra.envelope
  }
  get errCode(): number | undefined {
    const v = this.envelope?.errCode
    return typeof v === 'number' ? v : undefined
  }
  get errMsg(): string | undefined {
    const v = this.envelope?.errMsg
    return typeof v === 'string' ? v : undefined
  }
}

// ------------------------------------------------------------------ configuration

export interface RequestContext {
  appTag?: string
  hospitalId?: number | string
  token?: string
  healthToken?: string
  studioDoctorToken?: string
}

export interface UnauthorizedInfo {
  prefix: ApiPrefix
  url: string
  code: number
  message: string
}

export interface RequestConfig {
  getContext: () => RequestContext
  onUnauthorized?: (info: UnauthorizedInfo) => void
  onOffline?: () => void
}

const defaultConfig: RequestConfig = { getContext: () => ({}) }
let config: RequestConfig = defaultConfig

export function configureRequest(next: RequestConfig): void {
  config = { ...defaultConfig, ...next }
}

/** back to no context and no handlers (tests) */
/** the handlers the app configured (./stream.ts) */
export function requestConfig(): RequestConfig {
  return config
}

export function resetRequestConfig(): void {
  config = defaultConfig
  loadingCount = 0
}

// ------------------------------------------------------------------ options, URL, headers

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  prefix: ApiPrefix
  /** path under the prefix, e.g. 'captcha' or 'userInfo/userBaseInfo' */
  url: string
  method?: HttpMethod
  data?: unknown
  header?: Record<string, string>
  /** show the loading indicator (true = 加载中..., or the text to show); it is always hidden at the end */
  loading?: boolean | string
  /** no toast for failures (the promise still rejects) */
  silent?: boolean
  orderPayWay?: string | number
  orderCreateWay?: string | number
  timeout?: number
  /** false: a 401 rejects without calling onUnauthorized (e.g. probing whether a session exists) */
  authRedirect?: boolean
}

function globalBase(): string {
  return typeof __API_BASE__ === 'undefined' ? '' : __API_BASE__ || ''
}
function prefixBases(): Record<string, string> {
  return typeof __API_PREFIX_BASES__ === 'undefined' ? {} : __API_PREFIX_BASES__ || {}
}

/** base for the prefix + /<prefix>/<url>; an absolute url is kept */
export function apiUrl(prefix: ApiPrefix, url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  const base = (prefixBases()[prefix] ?? globalBase()).replace(/\/+$/, '')
  return `${base}/${prefix}/${url.replace(/^\/+/, '')}`
}

export function buildHeaders(
  opts: Pick<RequestOptions, 'header' | 'orderPayWay' | 'orderCreateWay'>,
  ctx: RequestContext,
): Record<string, string> {
  const h: Record<string, string> = { 'content-type': 'application/json' }
  const put = (name: string, v: unknown) => {
    if (v !== undefined && v !== null && v !== '') h[name] = String(v)
  }
  put(HEADERS.appTag, ctx.appTag)
  put(HEADERS.hospitalId, ctx.hospitalId)
  put(HEADERS.token, ctx.token)
  put(HEADERS.healthToken, ctx.healthToken)
  put(HEADERS.studioDoctorToken, ctx.studioDoctorToken)
  put(HEADERS.orderPayWay, opts.orderPayWay)
  put(HEADERS.orderCreateWay, opts.orderCreateWay)
  return { ...h, ...(opts.header || {}) }
}

/** the login and hospital headers of the current context, for requests the app does not make through request() (file downloads, pdf.js) */
export function authHeaders(): Record<string, string> {
  const { 'content-type': _json, ...h } = buildHeaders({}, config.getContext())
  return h
}

// ------------------------------------------------------------------ loading (counted: concurrent requests share one indicator)

let loadingCount = 0

function beginLoading(loading: RequestOptions['loading']): () => void {
  if (!loading) return () => undefined
  loadingCount++
  showLoading(typeof loading === 'string' ? loading : DEFAULT_LOADING_TEXT)
  let open = true
  return () => {
    if (!open) return
    open = false
    loadingCount = Math.max(0, loadingCount - 1)
    if (loadingCount === 0) hideLoading()
  }
}

// ------------------------------------------------------------------ reply interpretation (pure)

const isRecord = (v: unknown): v is Record<string, any> => !!v && typeof v === 'object' && !Array.isArray(v)

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body
  try {
    return JSON.parse(body)
  } catch {
    return body
  }
}

/** the first of msg / errorMsg / message / errMsg, else 请求接口失败 */
export function envelopeMessage(body: Record<string, any>): string {
  for (const k of ['msg', 'errorMsg', 'message', 'errMsg']) {
    const v = body[k]
    if (typeof v === 'string' && v.trim()) return v
  }
  return REQUEST_MESSAGES.defaultFail
}

export function isSuccessEnvelope(body: Record<string, any>): boolean {
  const code = Number(body.code)
  return code === 200 || (code === 0 && body.msg === 'success')
}

export type Interpretation = { ok: true; envelope: Record<string, any> } | { ok: false; error: ApiError }

/** HTTP reply -> envelope or error; `raw` keeps business failures as envelopes (requestRaw) */
export function interpretReply(statusCode: number | undefined, rawBody: unknown, raw = false): Interpretation {
  const body = parseBody(rawBody)
  const status = typeof statusCode === 'number' ? statusCode : undefined
  if ((isRecord(body) && Number(body.code) === 401) || status === 401) {
    const message = REQUEST_MESSAGES.unauthorized
    return {
      ok: false,
      error: new ApiError(401, message, null, { kind: 'unauthorized', statusCode: status, envelope: isRecord(body) ? body : undefined }),
    }
  }
  if (!isRecord(body)) {
    if (status !== undefined && (status < 200 || status >= 300))
      return { ok: false, error: new ApiError(-1, REQUEST_MESSAGES.server, null, { kind: 'server', statusCode: status }) }
    return { ok: false, error: new ApiError(-1, REQUEST_MESSAGES.format, null, { kind: 'format', statusCode: status }) }
  }
  if (raw || isSuccessEnvelope(body)) return { ok: true, envelope: body }
  const code = Number.isFinite(Number(body.code)) ? Number(body.code) : -1
  return {
    ok: false,
    error: new ApiError(code, envelopeMessage(body), body.data ?? null, { kind: 'business', statusCode: status, envelope: body }),
  }
}

function errText(err: any): string {
  return String(err?.errMsg || err?.errorMessage || err?.message || '')
}

/** a failed Taro.request -> error (checks the network for the offline case); ./stream.ts too */
export async function interpretFailure(err: any): Promise<Interpretation | ApiError> {
  // Alipay reports HTTP errors (error 19) through fail, with the body: let the envelope decide
  if (err && (isRecord(err.data) || typeof err.data === 'string') && (err.status || err.statusCode))
    return interpretReply(err.statusCode ?? err.status, err.data)
  if (!(await isOnline().catch(() => true))) return new ApiError(-1, REQUEST_MESSAGES.offline, null, { kind: 'offline' })
  const text = errText(err)
  if (err?.name === 'AbortError' || /timeout|timed out|超时|abort/i.test(text) || err?.error === 13) {
    return new ApiError(-1, REQUEST_MESSAGES.timeout, null, { kind: 'timeout' })
  }
  // Alipay error 14: the body could not be decoded as JSON
  if (err?.error === 14) return new ApiError(-1, REQUEST_MESSAGES.format, null, { kind: 'format' })
  const status = Number(err?.statusCode ?? err?.status)
  if (status > 0) return new ApiError(-1, REQUEST_MESSAGES.server, null, { kind: 'server', statusCode: status })
  return new ApiError(-1, REQUEST_MESSAGES.other, null, { kind: 'network' })
}

// ------------------------------------------------------------------ the client

/**
 * A GET's data becomes the query string, where Taro writes an undefined value as the text 'undefined' (a filter
 * left out would arrive as the word): absent (undefined) fields are left out. A body (POST/PUT/DELETE) is JSON, which
 * drops them itself.
 */
export function queryData(method: string, data: unknown): unknown {
  if (method !== 'GET' || !data || typeof data !== 'object' || Array.isArray(data)) return data
  return Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([, v]) => v !== undefined))
}

async function run(opts: RequestOptions, raw: boolean): Promise<Record<string, any>> {
  const closeLoading = beginLoading(opts.loading)
  let outcome: Interpretation
  try {
    const res: any = await Taro.request({
      url: apiUrl(opts.prefix, opts.url),
      method: opts.method || 'GET',
      data: queryData(opts.method || 'GET', opts.data) as any,
      header: buildHeaders(opts, safeContext()),
      credentials: 'include',
      dataType: 'json',
      timeout: opts.timeout ?? REQUEST_TIMEOUT,
    } as any)
    outcome = interpretReply(res?.statusCode ?? res?.status, res?.data, raw)
  } catch (err) {
    const failure = await interpretFailure(err)
    outcome = failure instanceof ApiError ? { ok: false, error: failure } : failure
  } finally {
    closeLoading()
  }
  if (outcome.ok) return outcome.envelope
  const error = outcome.error
  if (error.kind === 'unauthorized') {
    if (opts.authRedirect !== false) config.onUnauthorized?.({ prefix: opts.prefix, url: opts.url, code: 401, message: error.message })
  } else {
    if (error.kind === 'offline') config.onOffline?.()
    if (!opts.silent) toast(error.message)
  }
  throw error
}

/** the stores' context for the headers (./stream.ts too) */
export function safeContext(): RequestContext {
  try {
    return config.getContext() || {}
  } catch {
    return {}
  }
}

/** resolves the envelope's data; rejects ApiError (see the file comment) */
export async function request<T = unknown>(opts: RequestOptions): Promise<T> {
  const envelope = await run(opts, false)
  return envelope.data as T
}

/**
 * The whole envelope, whatever its code (for the login/verifyCode replies whose errCode/errMsg the caller
 * shows). 401, a non-object body and transport failures are handled as in request().
 */
export async function requestRaw<T = unknown>(opts: RequestOptions): Promise<ApiEnvelope<T> & Record<string, unknown>> {
  return (await run(opts, true)) as ApiEnvelope<T> & Record<string, unknown>
}
