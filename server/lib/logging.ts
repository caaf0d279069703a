/**
 * Logger options: pino through fastify with masking. Phone numbers show as 138****5678 (also when
 * written +86 / 86 / 0086 / %2B86 first or with - or space between the groups), ID numbers as
 * 3201**********1234, e-mail addresses as a***@example.com; query parameters and fields named
 * password, verifyCode, captchaCode, code, token, idNo, email (and the token headers) are redacted
 * wherever they appear; request bodies are not logged at all. (A phone on the wire is masked by the domain
 * rule, src/domain/mask maskPhone; this file only scrubs free text.)
 */
import type { FastifyServerOptions } from 'fastify'

const ID_RE = /(?<![0-9A-Za-z])(\d{4})(\d{10}|\d{7})(\d{3}[\dXx]|\d{4})(?![0-9A-Za-z])/g
/** between the 3-4-4 groups of a phone: nothing, a dash or a space (also percent-encoded) */
const SEP = '(?:[-\\s]|%20|%2D)?'
/** an optional country code (+86, %2B86, 0086, 86), then a mainland mobile number */
const PHONE_RE = new RegExp(`(?<!\\d)((?:\\+|%2B|00)?86${SEP})?(1[3-9]\\d)${SEP}\\d{4}${SEP}(\\d{4})(?!\\d)`, 'gi')
const EMAIL_RE = /([A-Za-z0-9._+-])[A-Za-z0-9._+-]*(@|%40)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/gi

/** field and query parameter names whose values are secret (compared in lower case) */
const SECRET_NAMES = [
  'password',
  'newpassword',
  'oldpassword',
  'verifycode',
  'captchacode',
  'code',
  'token',
  'healthaccesstoken',
  'studiodoctortoken',
  'authorization',
  'cookie',
  'idno',
  'email',
  'assertion',
]
const SECRET_KEYS = new Set(SECRET_NAMES)
/** `name=value` of a secret name in a query string (or any text shaped like one) */
const SECRET_PARAM_RE = new RegExp(`((?:^|[?&;\\s])(?:${SECRET_NAMES.join('|')})=)[^&#\\s"']*`, 'gi')

/**
 * Masks, inside any string: values of secret query parameters, ID numbers (18 and 15 characters),
 * mainland mobile numbers in their usual spellings, and e-mail addresses.
 */
export function maskSensitive(text: string): string {
  return text
    .replace(SECRET_PARAM_RE, '$1[REDACTED]')
    .replace(ID_RE, (_m, a: string, mid: string, b: string) => `${a}${'*'.repeat(mid.length)}${b}`)
    .replace(PHONE_RE, (_m, cc: string | undefined, a: string, b: string) => `${cc ?? ''}${a}****${b}`)
    .replace(EMAIL_RE, '$1***$2$3')
}

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
        const e =
          err instanceof Error ? err : err && typeof err === 'object' && typeof err.message === 'string' ? err : new Error(String(err))
        const out = maskDeep(e instanceof Error ? e : { type: e.name ?? 'Error', message: e.message, stack: e.stack }) as Record<
          string,
          unknown
        >
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
  } as unknown as FastifyServerOptions['logger']
}
