/**
 * Bounded integers (issue 29 item 5), over the server's own /openapi.json: every integer of every request (path,
 * query, body) and of every reply carries a maximum (the range of the column it reaches: contract/lib.ts Id, Seq,
 * Count, Quantity, Fen, ...), and the bad-input sweep sends 2^31 and 2^53 to every integer field of every request:
 * a 400 with a message, never a 500 (a 32-bit column given 2^31 was a 500 before).
 */
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../test-support/server'
import { integerNodes, integerPaths, operations, sampleRequest, setAt, type Operation } from '../test-support/server/openapi-requests'
import type { Database } from './lib/db'

let database: Database
let t: TestApp
let ops: Operation[]

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
  ops = await operations(t)
})
afterAll(async () => {
  await t?.close()
  await database?.close()
})

const patient = patients(() => ({ database, t }), '137', 'int')

/** the integer nodes of an operation's request: path and query parameters, body */
function requestIntegers(op: Operation) {
  return [
    ...op.params.flatMap((p) => integerNodes(p.schema, `path ${p.name}`)),
    ...op.query.flatMap((q) => integerNodes(q.schema, `query ${q.name}`)),
    ...integerNodes(op.body, 'body'),
  ]
}

/** bounded: a maximum, or a fixed set of values (Enum) */
const bounded = (n: { schema: Record<string, any> }) => typeof n.schema.maximum === 'number' || Array.isArray(n.schema.enum)

test('every integer of every request and reply schema has a maximum', () => {
  expect(ops.length).toBeGreaterThan(150)
  const requests = ops.flatMap((op) => requestIntegers(op).map((n) => ({ ...n, name: `${op.method} ${op.path} ${n.path}` })))
  const replies = ops.flatMap((op) =>
    Object.entries(op.replies).flatMap(([status, schema]) =>
      integerNodes(schema, `reply ${status}`).map((n) => ({ ...n, name: `${op.method} ${op.path} ${n.path}` })),
    ),
  )
  const unboundedReplies = replies.filter((n) => !bounded(n))
  console.log(
    `integer fields in /openapi.json (per operation): requests ${requests.length}, ${requests.filter(bounded).length} bounded; ` +
      `replies ${replies.length}, ${replies.length - unboundedReplies.length} bounded`,
  )
  expect(requests.filter((n) => !bounded(n)).map((n) => n.name)).toEqual([])
  // replies are serialized, not validated (no 500 past it), but the maximum they document must be the field's true range
  expect(replies.length).toBeGreaterThan(1000)
  expect(unboundedReplies.map((n) => n.name)).toEqual([])
})

test('attack: 2^31 and 2^53 in any integer field, query parameter or path parameter of any documented route is a 400, never a 500', async () => {
  const u = await patient()
  const problems: string[] = []
  let sent = 0
  let rejected = 0
  for (const value of [2 ** 31, 2 ** 53]) {
    for (const op of ops) {
      const variants: Array<{ where: string; req: ReturnType<typeof sampleRequest>; schema: Record<string, any> }> = []
      for (const p of op.params)
        for (const n of integerNodes(p.schema).slice(0, 1))
          variants.push({ where: `path ${p.name}`, schema: n.schema, req: sampleRequest(op, { params: { [p.name]: String(value) } }) })
      for (const q of op.query)
        for (const n of integerNodes(q.schema).slice(0, 1))
          variants.push({ where: `query ${q.name}`, schema: n.schema, req: sampleRequest(op, { query: { [q.name]: value } }) })
      for (const ip of integerPaths(op.body ?? undefined)) {
        const base = sampleRequest(op)
        variants.push({ where: `body ${ip.join('.')}`, schema: schemaAt(op.body, ip), req: { ...base, body: setAt(base.body, ip, value) } })
      }
      for (const { where, req, schema } of variants) {
        sent++
        const r = await t.call(req.method, req.url, { token: u.token, query: req.query, body: req.body })
        // past the field's range: a 400 with a message; within it (an expiry in seconds may pass 2^31): anything but a 5xx
        const outside = Array.isArray(schema.enum) || !(value <= schema.maximum)
        if (outside ? r.status !== 400 || typeof r.body?.msg !== 'string' || !r.body.msg : r.status >= 500)
          problems.push(`${op.method} ${op.path} ${where} = ${value}: ${r.status} ${String(r.body?.msg ?? r.raw).slice(0, 80)}`)
        if (outside) rejected++
      }
    }
  }
  console.log(`integer bad-input sweep: ${sent} requests, ${rejected} of them past the field's range (400)`)
  expect(sent).toBeGreaterThan(200)
  expect(problems).toEqual([])
})

/** the schema at a path made by integerPaths (objects' properties, arrays' items, the first branch holding it) */
function schemaAt(s: Record<string, any> | null, p: Array<string | number>): Record<string, any> {
  if (!s) return {}
  if (!p.length) return (s.anyOf ?? s.oneOf ?? s.allOf)?.find((b: Record<string, any>) => integerNodes(b).length) ?? s
  const [head, ...rest] = p
  if (typeof head === 'number') return schemaAt(s.items, rest)
  const inProps = s.properties?.[head]
  if (inProps) return schemaAt(inProps, rest)
  for (const b of s.anyOf ?? s.oneOf ?? s.allOf ?? []) if (b.properties?.[head]) return schemaAt(b.properties[head], rest)
  return {}
}
