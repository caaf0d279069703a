/**
 * A NUL character (U+0000) is never valid input, and PostgreSQL refuses it in text (22021), which
 * turned it into a 500 on every endpoint that stores or searches a string. One check for every
 * route, before validation: a NUL anywhere in the query, the path parameters or the body (values
 * and keys, at any depth) is a 400 naming the field: `参数 keyword 不能包含空字符`.
 */
import type { FastifyInstance } from 'fastify'
import { badRequest } from './errors'

/** the path of the first string (value or key) holding a NUL, '' for the top level, or null */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (value === null || typeof value !== 'object' || depth > 32) return null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], path ? `${path}.${i}` : String(i), depth + 1)
      if (hit !== null) return hit
    }
    return null
  }
  for (const [k, v] of Object.entries(value)) {
    const p = path ? `${path}.${k}` : k
    // eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
    if (k.includes('\u0000')) return p.replace(/\u0000/g, '\\0')
    const hit = findNul(v, p, depth + 1)
    if (hit !== null) return hit
  }
  return null
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const hit = findNul(part)
      if (hit !== null) throw badRequest(hit ? `参数 ${hit} 不能包含空字符` : '请求参数不能包含空字符')
    }
  })
}
