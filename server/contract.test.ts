/**
 * The API contract guard, REPORT MODE (renovation WP0; WP5 turns it into a failing check): walks every
 * route the server registers and lists the routes whose reply is not strict — no 200 reply schema, or
 * a reply schema with an object that allows unknown properties (`additionalProperties` not false).
 * Each area work package makes its routes strict with contract/<area>.ts schemas; this list shrinks.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { RouteOptions } from 'fastify'
import { createTestApp, type TestApp } from '../test-support/server'

type Schema = Record<string, any>

/** JSON paths of the object nodes of a schema that allow unknown properties */
export function openObjects(s: unknown, path = '$', out: string[] = []): string[] {
  if (!s || typeof s !== 'object') return out
  const n = s as Schema
  const isObject = n.type === 'object' || (n.properties && !n.type)
  if (isObject && n.additionalProperties !== false) out.push(path)
  for (const [k, v] of Object.entries(n.properties ?? {})) openObjects(v, `${path}.${k}`, out)
  if (n.items) openObjects(n.items, `${path}[]`, out)
  if (n.additionalProperties && typeof n.additionalProperties === 'object') openObjects(n.additionalProperties, `${path}{}`, out)
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const [i, v] of (n[key] ?? []).entries()) openObjects(v, `${path}|${key}${i}`, out)
  return out
}

const routes: RouteOptions[] = []
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ onRoute: (r) => routes.push(r) })
})
afterAll(() => t.close())

/**
 * The ratchet: server/contract-open.txt lists the routes whose reply schema is still open (or missing), one
 * `METHOD /url` per line. A route not on the list must be strict (every new endpoint, every converted
 * module); a route on the list that has become strict must leave it. The list only shrinks.
 */
const OPEN_LIST = path.join(__dirname, 'contract-open.txt')
const allowedOpen = () =>
  fs
    .readFileSync(OPEN_LIST, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))

test('report: routes whose reply is not strict; only the listed ones may be', () => {
  const methods = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD').join(',')
  // the API: not the H5 / console / asset / OpenAPI routes, not the automatic HEAD twin of each GET
  const api = routes.filter(
    (r) => methods(r) !== '' && r.url !== '/' && !/^\/(hospital|assets|console)(\/|$)/.test(String(r.url)) && r.url !== '/openapi.json',
  )
  const noSchema: string[] = []
  const open: string[] = []
  let strict = 0
  for (const r of api) {
    const ok = (r.schema?.response as Schema | undefined)?.[200] ?? (r.schema?.response as Schema | undefined)?.['2xx']
    const name = `${methods(r)} ${r.url}`
    if (!ok) noSchema.push(name)
    else {
      const paths = openObjects(ok)
      if (paths.length) open.push(`${name}  ${paths.join(' ')}`)
      else strict++
    }
  }
  // the walker sees the whole API (SPEC §7: well over a hundred routes) and the classification is total
  expect(api.length).toBeGreaterThan(100)
  expect(noSchema.length + open.length + strict).toBe(api.length)
  console.log(
    [
      `API contract: ${api.length} routes, ${strict} with a strict reply, ${open.length} with an open reply schema, ${noSchema.length} without a 200 reply schema`,
      '',
      `without a 200 reply schema (${noSchema.length}):`,
      ...noSchema.map((x) => `  ${x}`),
      '',
      `open reply schemas (${open.length}; JSON paths of the objects allowing unknown properties):`,
      ...open.map((x) => `  ${x}`),
    ].join('\n'),
  )
  const notStrict = [...noSchema, ...open.map((x) => x.split('  ')[0])].sort()
  if (process.env.CONTRACT_OPEN_WRITE === '1') {
    // CONTRACT_OPEN_WRITE=1 npx jest server/contract.test.ts rewrites the list (review the diff: it may only shrink)
    const head = '# routes whose reply schema is still open or missing (server/contract.test.ts); this list only shrinks\n'
    fs.writeFileSync(OPEN_LIST, head + notStrict.join('\n') + '\n')
  }
  const allowed = allowedOpen()
  // a route that is open but not listed: make its reply schema strict (contract/<area>.ts)
  expect(notStrict.filter((n) => !allowed.includes(n))).toEqual([])
  // a listed route that is strict now: remove its line from server/contract-open.txt
  expect(allowed.filter((n) => !notStrict.includes(n))).toEqual([])
})
