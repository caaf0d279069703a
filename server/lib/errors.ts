/**
 * The reply envelope and the error handling of SPEC §8 / the foundation issue:
 * success {code:200,msg:'success',data}; errors {code:<http status>,msg,data:null} with the
 * same HTTP status (400 bad input, 401 未登录, 404, 429, 500 服务器内部错误 without details).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

export function ok<T>(data: T): Envelope<T> {
  return { code: 200, msg: 'success', data }
}

/** An error that becomes an envelope reply with the given HTTP status and message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** extra top-level fields of the reply (errCode/errMsg, retryAfter, ...) */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const UNAUTHORIZED_MSG = '未登录'
export const INTERNAL_ERROR_MSG = '服务器内部错误'

export const badRequest = (msg: string, extra?: Record<string, unknown>) => new ApiError(400, msg, extra)
export const unauthorized = () => new ApiError(401, UNAUTHORIZED_MSG)
export const notFound = (msg = '资源不存在') => new ApiError(404, msg)
/** 409: the request is valid but the object's state does not allow it (order status, already used, ...) */
export const conflict = (msg: string) => new ApiError(409, msg)
export const tooManyRequests = (msg: string, extra?: Record<string, unknown>) => new ApiError(429, msg, extra)

// ------------------------------------------------------------------ schema error messages

interface AjvError {
  keyword: string
  instancePath?: string
  params?: Record<string, any>
  message?: string
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
}

const PART_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
}

/**
 * Turns the first ajv error into a clear Chinese message that names the field, e.g.
 * `缺少参数 phone`, `参数 type 取值无效，可选值：1、2、3、4`, `参数 phone 类型错误，应为字符串`.
 */
export function formatSchemaError(errors: AjvError[], dataVar: string): string {
  const e = errors[0]
  if (!e) return '请求参数错误'
  const path = (e.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.')
  const field = e.keyword === 'required' ? [path, e.params?.missingProperty].filter(Boolean).join('.') : path
  const name = field ? `参数 ${field}` : (PART_NAMES[dataVar] ?? '请求参数')
  const p = e.params ?? {}
  switch (e.keyword) {
    case 'required':
      return `缺少参数 ${field}`
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
      return `${name} 类型错误，应为${types.join('或')}`
    }
    case 'minLength':
      return p.limit === 1 ? `${name} 不能为空` : `${name} 长度不能少于 ${p.limit} 个字符`
    case 'maxLength':
      return `${name} 长度不能超过 ${p.limit} 个字符`
    case 'enum':
      return `${name} 取值无效，可选值：${(p.allowedValues ?? []).join('、')}`
    case 'const':
      return `${name} 取值无效`
    case 'pattern':
    case 'format':
      return `${name} 格式不正确`
    case 'minimum':
    case 'exclusiveMinimum':
      return `${name} 不能小于 ${p.limit}`
    case 'maximum':
    case 'exclusiveMaximum':
      return `${name} 不能大于 ${p.limit}`
    case 'minItems':
      return `${name} 至少需要 ${p.limit} 项`
    case 'maxItems':
      return `${name} 最多 ${p.limit} 项`
    case 'additionalProperties':
      return `${name} 含有不支持的字段 ${p.additionalProperty}`
    default:
      return `${name} 不合法${e.message ? `（${e.message}）` : ''}`
  }
}

export function schemaErrorFormatter(errors: AjvError[], dataVar: string): Error {
  const err = new Error(formatSchemaError(errors, dataVar)) as Error & { statusCode: number }
  err.statusCode = 400
  return err
}

// ------------------------------------------------------------------ handlers

function send(reply: FastifyReply, status: number, msg: string, extra?: Record<string, unknown>) {
  return reply.status(status).send({ code: status, msg, data: null, ...(extra ?? {}) })
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | any, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'api error')
      return send(reply, error.statusCode, error.message, error.extra)
    }
    if (error?.validation) {
      request.log.info({ reason: error.message }, 'invalid request')
      return send(reply, 400, error.message)
    }
    const status: number | undefined = error?.statusCode
    if (status === 429) {
      return send(
        reply,
        429,
        typeof error.msg === 'string' ? error.msg : '请求过于频繁，请稍后再试',
        error.retryAfter ? { retryAfter: error.retryAfter } : undefined,
      )
    }
    if (status && status >= 400 && status < 500) {
      let msg: string
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          msg = '不支持的请求内容类型（Content-Type）'
          break
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          msg = '请求体过大'
          break
        case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
          msg = '请求体长度与 Content-Length 不符'
          break
        default:
          msg =
            error instanceof SyntaxError || /JSON/i.test(String(error.message))
              ? '请求体不是合法的 JSON'
              : status === 404
                ? '接口不存在'
                : '请求参数错误'
      }
      request.log.info({ errorCode: error.code, status }, msg)
      return send(reply, status, msg)
    }
    request.log.error({ err: error }, 'unexpected error')
    return send(reply, 500, INTERNAL_ERROR_MSG)
  })
}
