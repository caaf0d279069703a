/**
 * A NUL character (U+0000) is never valid input, and PostgreSQL refuses it in text (22021), which
 * turned it into a 500 on every endpoint that stores or searches a string. One check for every
 * route, before validation: a NUL anywhere in the query, the path parameters or the body (values
 * and keys, at any depth) is a 400 naming the field: `参数 keyword 不能包含空字符`.
 */
import type { FastifyInstance } from 'fastify'
import { badRequest } from './errors'

/** whether any string (value or key) holds a NUL: the common no-NUL case builds no path and no entry arrays */
function hasNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (value === null || typeof value !== 'object' || depth > 32) return false
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (hasNul(value[i], depth + 1)) return true
    return false
  }
  for (const k in value) {
    if (!Object.hasOwn(value, k)) continue
    if (k.includes('\u0000') || hasNul((value as Record<string, unknown>)[k], depth + 1)) return true
  }
  return false
}

/** the path of the first string (value or key) holding a NUL, '' for the top level, or null */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (depth === 0 && !hasNul(value, 0)) return null
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
  // callback style: no promise per request
  app.addHook('preValidation', (req, _reply, done) => {
    for (const part of [req.params, req.query, req.body]) {
      const hit = findNul(part)
      if (hit !== null) return done(badRequest(hit ? `参数 ${hit} 不能包含空字符` : '请求参数不能包含空字符'))
    }
    done()
  })
}
