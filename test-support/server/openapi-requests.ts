/**
 * Requests built from the server's own OpenAPI document (GET /openapi.json): every documented
 * route with a schema-valid sample of its required parameters and body, and the paths of every
 * string field, so a test can walk all routes (e.g. put a NUL byte into each string field).
 */
import type { TestApp } from './index'

type Schema = Record<string, any>

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** OpenAPI form: /pay-center/notify/{provider} */
  path: string
  /** fastify form: /pay-center/notify/:provider */
  route: string
  query: Array<{ name: string; required: boolean; schema: Schema }>
  params: Array<{ name: string; schema: Schema }>
  body: Schema | null
  /** the reply schemas by status (JSON replies) */
  replies: Record<string, Schema>
}

export async function operations(t: TestApp): Promise<Operation[]> {
  const doc = (await t.get('/openapi.json')).body
  const out: Operation[] = []
  for (const [path, ops] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(ops)) {
      const m = method.toUpperCase()
      if (!['GET', 'POST', 'PUT', 'DELETE'].includes(m)) continue
      const parameters: any[] = op.parameters ?? []
      out.push({
        method: m as Operation['method'],
        path,
        route: path.replace(/\{(\w+)\}/g, ':$1'),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: !!p.required, schema: p.schema ?? {} })),
        params: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        replies: Object.fromEntries(
          Object.entries<any>(op.responses ?? {})
            .map(([status, r]) => [status, r?.content?.['application/json']?.schema])
            .filter(([, schema]) => schema),
        ),
      })
    }
  }
  return out
}

/** a small valid value of a schema (required properties only; first enum value; minimums) */
export function sample(s: Schema | undefined, depth = 0): unknown {
  if (!s || depth > 8) return undefined
  if (s.enum) return s.enum[0]
  if (s.const !== undefined) return s.const
  if (s.default !== undefined) return s.default
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  switch (type) {
    case 'string':
      return 'x'.repeat(Math.max(1, s.minLength ?? 1))
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1)
    case 'boolean':
      return true
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, depth + 1))
    case 'object':
    default: {
      if (!s.properties && type !== 'object') return undefined
      const o: Record<string, unknown> = {}
      for (const k of s.required ?? []) o[k] = sample(s.properties?.[k], depth + 1)
      return o
    }
  }
}

/** every path to a string field of a schema, through objects and (the first item of) arrays */
export function stringPaths(s: Schema | undefined, prefix: Array<string | number> = [], depth = 0): Array<Array<string | number>> {
  if (!s || depth > 8) return []
  const type = Array.isArray(s.type) ? s.type : [s.type]
  if (type.includes('string')) return [prefix]
  if (type.includes('array')) return stringPaths(s.items, [...prefix, 0], depth + 1)
  const out: Array<Array<string | number>> = []
  for (const [k, v] of Object.entries<Schema>(s.properties ?? {})) out.push(...stringPaths(v, [...prefix, k], depth + 1))
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    out.push(...stringPaths(s.additionalProperties, [...prefix, 'k'], depth + 1))
  return out
}

/** `value` set at `path` inside `root` (objects and arrays created on the way) */
export function setAt(root: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path
  const base: any =
    typeof head === 'number'
      ? Array.isArray(root)
        ? [...root]
        : []
      : root && typeof root === 'object' && !Array.isArray(root)
        ? { ...(root as object) }
        : {}
  base[head] = setAt(base[head], rest, value)
  return base
}

export interface BuiltRequest {
  method: Operation['method']
  url: string
  query: Record<string, string | number>
  body: unknown
}

/** a schema-valid request for the operation, with optional overrides of path params, query and body */
export function sampleRequest(
  op: Operation,
  o: { params?: Record<string, string>; query?: Record<string, string | number>; body?: unknown } = {},
): BuiltRequest {
  let url = op.path
  for (const p of op.params) {
    const v = o.params?.[p.name] ?? String(sample(p.schema) ?? 'x')
    url = url.replace(`{${p.name}}`, encodeURIComponent(v))
  }
  const query: Record<string, string | number> = {}
  for (const q of op.query) if (q.required) query[q.name] = sample(q.schema) as string | number
  Object.assign(query, o.query ?? {})
  const body = o.body !== undefined ? o.body : op.body ? (sample(op.body) ?? {}) : op.method === 'GET' ? undefined : {}
  return { method: op.method, url, query, body }
}

/** every path to an integer field of a schema, through objects and (the first item of) arrays */
export function integerPaths(s: Schema | undefined, prefix: Array<string | number> = [], depth = 0): Array<Array<string | number>> {
  if (!s || depth > 8) return []
  const type = Array.isArray(s.type) ? s.type : [s.type]
  if (type.includes('integer')) return [prefix]
  if (type.includes('array')) return integerPaths(s.items, [...prefix, 0], depth + 1)
  const out: Array<Array<string | number>> = []
  for (const [k, v] of Object.entries<Schema>(s.properties ?? {})) out.push(...integerPaths(v, [...prefix, k], depth + 1))
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const v of s[key] ?? []) out.push(...integerPaths(v, prefix, depth + 1))
  return out
}

/** every integer schema node inside a schema (objects, arrays, maps, unions), with its JSON path */
export function integerNodes(
  s: unknown,
  path = '$',
  out: Array<{ path: string; schema: Schema }> = [],
): Array<{ path: string; schema: Schema }> {
  if (!s || typeof s !== 'object') return out
  const n = s as Schema
  const type = Array.isArray(n.type) ? n.type : [n.type]
  if (type.includes('integer')) out.push({ path, schema: n })
  for (const [k, v] of Object.entries(n.properties ?? {})) integerNodes(v, `${path}.${k}`, out)
  if (n.items) integerNodes(n.items, `${path}[]`, out)
  if (n.additionalProperties && typeof n.additionalProperties === 'object') integerNodes(n.additionalProperties, `${path}{}`, out)
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const [i, v] of (n[key] ?? []).entries()) integerNodes(v, `${path}|${i}`, out)
  return out
}
