/**
 * Logger options: pino through fastify with masking. Phone numbers show as 138****5678, ID
 * numbers as 3201**********1234; password, verifyCode, captchaCode, code, token fields and the
 * token headers are redacted wherever they appear; request bodies are not logged at all.
 */
import type { FastifyServerOptions } from 'fastify'

const ID_RE = /(?<![0-9A-Za-z])(\d{4})(\d{10}|\d{7})(\d{3}[\dXx]|\d{4})(?![0-9A-Za-z])/g
const PHONE_RE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g

/** Masks ID numbers (18 and 15 characters) and mainland mobile numbers inside any string. */
export function maskSensitive(text: string): string {
  return text
    .replace(ID_RE, (_m, a: string, mid: string, b: string) => `${a}${'*'.repeat(mid.length)}${b}`)
    .replace(PHONE_RE, '$1****$2')
}

/** 13812345678 -> 138****5678 (anything else is returned masked as well as possible) */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return ''
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : maskSensitive(phone)
}

const SECRET_KEYS = new Set(['password', 'verifycode', 'captchacode', 'code', 'token', 'healthaccesstoken', 'studiodoctortoken', 'authorization', 'cookie', 'idno', 'newpassword', 'oldpassword'])

/** Deep copy with secret fields removed and strings masked (depth-limited). */
export function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskSensitive(value)
  if (depth > 4 || value === null || typeof value !== 'object') return value
  if (value instanceof Error) {
    return { type: value.name, message: maskSensitive(value.message), stack: value.stack ? maskSensitive(value.stack) : undefined }
  }
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, depth + 1))
  // requests, replies and other class instances are left to their serializers
  const proto = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_KEYS.has(k.toLowerCase()) ? '[REDACTED]' : maskDeep(v, depth + 1)
  }
  return out
}

export interface LoggingOptions {
  level?: string
  /** a destination stream (tests capture logs with it) */
  stream?: NodeJS.WritableStream
}

export function loggerOptions(opts: LoggingOptions): FastifyServerOptions['logger'] {
  return {
    level: opts.level ?? 'info',
    ...(opts.stream ? { stream: opts.stream } : {}),
    serializers: {
      req(req: any) {
        return {
          method: req.method,
          url: maskSensitive(String(req.url ?? '')),
          remoteAddress: req.ip ?? req.socket?.remoteAddress,
          hospitalId: req.headers?.hospitalid,
        }
      },
      res(res: any) {
        return { statusCode: res.statusCode }
      },
      err(err: any) {
        // errors from another realm (a worker thread, Jest's VM) are not `instanceof Error`: keep their fields
        const e = err instanceof Error ? err : err && typeof err === 'object' && typeof err.message === 'string' ? err : new Error(String(err))
        const out = maskDeep(e instanceof Error ? e : { type: e.name ?? 'Error', message: e.message, stack: e.stack }) as Record<string, unknown>
        // database errors: which constraint / SQLSTATE (no values: detail may hold personal data)
        for (const k of ['code', 'constraint', 'table', 'column', 'routine']) if (typeof e[k] === 'string') out[k] = e[k]
        return out
      },
    },
    redact: {
      paths: [
        'req.headers.token',
        'req.headers.healthaccesstoken',
        'req.headers.studiodoctortoken',
        'req.headers.authorization',
        'req.headers.cookie',
        'body',
        'req.body',
      ],
      censor: '[REDACTED]',
    },
    formatters: {
      log(obj: Record<string, unknown>) {
        return maskDeep(obj) as Record<string, unknown>
      },
    },
    hooks: {
      logMethod(this: any, args: any[], method: (...a: any[]) => void) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? maskSensitive(a) : a)),
        )
      },
    },
  } as unknown as FastifyServerOptions["logger"]
}
