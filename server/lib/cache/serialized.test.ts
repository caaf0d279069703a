import Fastify from 'fastify'
import { serializedOnce } from './serialized'

const schema = {
  response: {
    200: {
      type: 'object',
      additionalProperties: false,
      properties: {
        code: { type: 'integer' },
        data: { type: 'object', additionalProperties: false, properties: { n: { type: 'integer' } } },
      },
    },
  },
}

test('a cached value is serialized once, by the route schema, and a new value gets its own JSON', async () => {
  const app = Fastify()
  let value: Record<string, unknown> = Object.freeze({ n: 1, secret: 'not in the schema' })
  let serializations = 0
  const send = serializedOnce()
  app.get('/x', { schema }, async (_req, reply) => {
    const payload = { code: 200, data: value }
    return send(reply, value, {
      ...payload,
      get data() {
        serializations++
        return payload.data
      },
    })
  })
  // over real HTTP (inject's light-my-request pulls an ESM-only cookie parser the server project does not transform)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const get = async () => {
    const res = await fetch(`${base}/x`)
    const body = await res.text()
    return { statusCode: res.status, headers: { 'content-type': res.headers.get('content-type') }, body, json: () => JSON.parse(body) }
  }
  try {
    const a = await get()
    const b = await get()
    expect(a.statusCode).toBe(200)
    expect(a.headers['content-type']).toBe('application/json; charset=utf-8')
    // produced by the route's serializer: the property outside the strict schema is not sent
    expect(a.json()).toEqual({ code: 200, data: { n: 1 } })
    expect(b.body).toBe(a.body)
    expect(serializations).toBe(1)
    value = Object.freeze({ n: 2 })
    const c = await get()
    expect(c.json()).toEqual({ code: 200, data: { n: 2 } })
    expect(serializations).toBe(2)
  } finally {
    await app.close()
  }
})
