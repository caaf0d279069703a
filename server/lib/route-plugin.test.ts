/**
 * The contract's building blocks (contract/lib.ts) through Fastify with the TypeBox type provider
 * (server/lib/route-plugin.ts typed()): requests validated by ajv with the server's Chinese messages,
 * replies serialized by the strict schemas — unknown properties dropped, null kept where Nullable,
 * money not truncated — and, at compile time, req.query typed from the schema.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import { DateTimeString, Enum, Envelope, Id, Money, Nullable, Paged, PageQuery, StrictObject, Type, type Static } from '../../contract/lib'
import { typed } from './route-plugin'
import { registerErrorHandling, schemaErrorFormatter } from './errors'

const Item = StrictObject({
  id: Id(),
  price: Money(),
  note: Nullable(Type.String()),
  at: DateTimeString(),
  kind: Enum([1, 2, 3]),
  tags: Type.Optional(Type.Array(Type.String())),
})
type Item = Static<typeof Item>
const ItemQuery = StrictObject({ id: Id(), ...PageQuery })

let app: FastifyInstance
let base: string

beforeAll(async () => {
  app = Fastify({
    schemaErrorFormatter,
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false } },
  })
  registerErrorHandling(app)
  typed(app).get('/item', { schema: { querystring: ItemQuery, response: { 200: Envelope(Item) } } }, async (req) => {
    const id: number = req.query.id // typed from the schema
    const item: Item & { secret?: string } = { id, price: 9.9, note: null, at: '2026-01-15 10:00:00', kind: 2, secret: 'dropped' }
    return { code: 200, msg: 'success', data: item }
  })
  typed(app).get('/page', { schema: { querystring: StrictObject(PageQuery), response: { 200: Envelope(Paged(Item)) } } }, async (req) => ({
    code: 200,
    msg: 'success',
    data: { list: [], total: 0, pageNum: req.query.pageNum ?? 1, pageSize: req.query.pageSize ?? 10, hasMore: false },
  }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
})

afterAll(() => app.close())

const get = async (path: string) => {
  const r = await fetch(base + path)
  return { status: r.status, body: await r.json() }
}

test('a strict reply drops unknown properties, keeps null where Nullable and money as a number', async () => {
  expect(await get('/item?id=7')).toEqual({
    status: 200,
    body: { code: 200, msg: 'success', data: { id: 7, price: 9.9, note: null, at: '2026-01-15 10:00:00', kind: 2 } },
  })
})

test('requests are validated with the server messages; defaults applied', async () => {
  expect(await get('/item')).toEqual({ status: 400, body: { code: 400, msg: '缺少参数 id', data: null } })
  expect((await get('/item?id=0')).body.msg).toBe('参数 id 不能小于 1')
  expect((await get('/page')).body.data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10, hasMore: false })
  // unknown query fields are dropped, not refused
  expect((await get('/page?pageNum=2&extra=1')).body.data.pageNum).toBe(2)
})
