/**
 * Replies of read-cache values serialized once (session 6, issue 17): a value of the read cache is deep-frozen and
 * one object per cache entry (a write, a new version or a new clock second gives a new object), so the JSON of a
 * reply built only from it is the same for every request that gets that object. `serializedOnce()` (one per route)
 * serializes such a reply with the ROUTE'S OWN serializer — `reply.serialize`, its strict reply schema for the
 * status — the first time it sees the object, and sends that string to every later request for the same object
 * (kept as a Buffer, sent as is: no JSON work and no UTF-8 encoding on a hit). Kept in a WeakMap: dropped with the
 * cache entry.
 * Only for 200 replies whose body depends on nothing but the cached object.
 */
import type { FastifyReply } from 'fastify'

export type SendSerialized = (reply: FastifyReply, value: object, payload: unknown) => FastifyReply

export function serializedOnce(): SendSerialized {
  const memo = new WeakMap<object, Buffer>()
  return (reply, value, payload) => {
    let body = memo.get(value)
    if (body === undefined) {
      const out = reply.serialize(payload)
      body = typeof out === 'string' ? Buffer.from(out) : Buffer.isBuffer(out) ? out : Buffer.from(out)
      memo.set(value, body)
    }
    return reply.type('application/json; charset=utf-8').send(body)
  }
}
