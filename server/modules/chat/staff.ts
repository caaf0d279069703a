/**
 * The doctor side for the reference server (issue 15 item 3): a small console page (GET /api/im/staff/console) where
 * hospital staff, logged in with the staff key (OFFLINE_STAFF_KEY, header x-staff-key; the same key as the counter's
 * offline-order endpoint), pick a doctor, see that doctor's conversations and reply as the doctor. The page polls
 * (no socket): it is a demo and test tool, not a product. Without a staff key of 16+ characters the routes do not
 * exist (404). Patients appear with masked phone numbers only.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { maskPhone } from '../../../src/domain/mask'
import { unreadCount } from '../../../src/domain/chat'
import { badRequest, notFound, ok } from '../../lib/errors'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { agentAction, agentActor } from './customer-service'
import { messagesAfter, sendMessage, type Actor } from './service'
import { launchEvaluate, sendKnowledge } from './extras'

/** the request carries the staff key (x-staff-key), compared in constant time */
export function staffKeyOk(req: FastifyRequest, key: string): boolean {
  const h = req.headers['x-staff-key']
  const got = Buffer.from(String(Array.isArray(h) ? h[0] : (h ?? '')), 'utf8')
  const want = Buffer.from(key, 'utf8')
  return got.length === want.length && crypto.timingSafeEqual(got, want)
}

const positiveInt = (v: unknown, name: string): number => {
  const n = Number(v)
  if (!Number.isInteger(n) || n < 1 || n > 2147483647) throw badRequest(`参数 ${name} 格式不正确`)
  return n
}

export const chatStaffRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const deps = app.deps
  const key = deps.config.offlineStaffKey ?? ''
  if (key.length < 16) return
  const pageDir = path.join(__dirname, 'console')
  app.get('/im/staff/console', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(fs.readFileSync(path.join(pageDir, 'console.html'), 'utf8')),
  )
  app.get('/im/staff/console.js', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(fs.readFileSync(path.join(pageDir, 'console.js'), 'utf8')),
  )
  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/api/im/staff/console')) return
    if (!staffKeyOk(req, key)) throw notFound('Not Found')
  })
  app.get('/im/staff/doctors', { schema: { hide: true } }, async () => {
    const rows = await deps.db.selectFrom('doctor').select(['id', 'name']).orderBy('sort').orderBy('id').execute()
    return ok(rows.map((r) => ({ doctorId: r.id, name: r.name })))
  })
  app.get<{ Querystring: { doctorId?: string } }>('/im/staff/groups', { schema: { hide: true } }, async (req) => {
    const doctorId = positiveInt(req.query.doctorId, 'doctorId')
    const rows = await deps.db
      .selectFrom('chat_member as m')
      .innerJoin('chat_conversation as c', 'c.id', 'm.conversation_id')
      .innerJoin('app_user as u', 'u.id', 'c.owner_user_id')
      .select(['c.id', 'c.type', 'c.name', 'c.last_seq', 'm.read_seq', 'u.phone', 'c.last_message_at'])
      .where('m.member_kind', '=', 'doctor')
      .where('m.member_id', '=', doctorId)
      .orderBy('c.last_message_at', 'desc')
      .limit(100)
      .execute()
    return ok(
      rows.map((r) => ({
        groupId: r.id,
        type: r.type,
        name: r.name,
        patient: maskPhone(r.phone) || '患者',
        lastSeq: r.last_seq,
        unread: unreadCount(r.last_seq, r.read_seq),
      })),
    )
  })
  // customer service: waiting and active conversations; accept; close
  app.get('/im/staff/service', { schema: { hide: true } }, async () => {
    const rows = await deps.db
      .selectFrom('chat_conversation as c')
      .innerJoin('app_user as u', 'u.id', 'c.owner_user_id')
      .select(['c.id', 'c.service_state', 'c.last_seq', 'u.phone'])
      .where('c.kind', '=', 'service')
      .where('c.service_state', 'in', ['waiting', 'agent'])
      .orderBy('c.last_message_at', 'desc')
      .limit(100)
      .execute()
    return ok(rows.map((r) => ({ groupId: r.id, state: r.service_state, patient: maskPhone(r.phone) || '患者', lastSeq: r.last_seq })))
  })
  for (const action of ['accept', 'close'] as const) {
    app.post<{ Body: { groupId?: unknown } }>(`/im/staff/service/${action}`, { schema: { hide: true } }, async (req) =>
      ok(await agentAction(deps, positiveInt(req.body?.groupId, 'groupId'), action)),
    )
  }
  app.get<{ Querystring: { doctorId?: string; groupId?: string; afterSeq?: string; agent?: string } }>(
    '/im/staff/messages',
    { schema: { hide: true } },
    async (req) => {
      const actor: Actor = req.query.agent === '1' ? agentActor : { kind: 'doctor', id: positiveInt(req.query.doctorId, 'doctorId') }
      const after = Math.max(0, Number(req.query.afterSeq) || 0)
      return ok(await messagesAfter(deps, actor, positiveInt(req.query.groupId, 'groupId'), after, 200))
    },
  )
  app.post<{ Body: { doctorId?: unknown; agent?: unknown; groupId?: unknown; text?: unknown; clientMsgId?: unknown } }>(
    '/im/staff/send',
    { schema: { hide: true } },
    async (req) => {
      const actor: Actor = req.body?.agent === true ? agentActor : { kind: 'doctor', id: positiveInt(req.body?.doctorId, 'doctorId') }
      const r = await sendMessage(deps, actor, {
        groupId: positiveInt(req.body?.groupId, 'groupId'),
        msgType: 'text',
        text: typeof req.body?.text === 'string' ? req.body.text : '',
        clientMsgId: typeof req.body?.clientMsgId === 'string' ? req.body.clientMsgId.slice(0, 64) : undefined,
      })
      return ok(r)
    },
  )
  // the doctor's knowledge cards (the hospital's articles) and the rating invitation of a consultation
  app.get('/im/staff/articles', { schema: { hide: true } }, async () => {
    const rows = await deps.db
      .selectFrom('content_entry')
      .select(['id', 'title'])
      .where('kind', '=', 'article')
      .orderBy('sort')
      .orderBy('id')
      .limit(100)
      .execute()
    return ok(rows.map((r) => ({ articleId: r.id, title: r.title })))
  })
  app.post<{ Body: { doctorId?: unknown; groupId?: unknown; articleId?: unknown } }>(
    '/im/staff/knowledge',
    { schema: { hide: true } },
    async (req) =>
      ok(
        await sendKnowledge(deps, {
          doctorId: positiveInt(req.body?.doctorId, 'doctorId'),
          groupId: positiveInt(req.body?.groupId, 'groupId'),
          articleId: positiveInt(req.body?.articleId, 'articleId'),
        }),
      ),
  )
  app.post<{ Body: { doctorId?: unknown; groupId?: unknown } }>('/im/staff/launchEvaluate', { schema: { hide: true } }, async (req) =>
    ok(
      await launchEvaluate(
        deps,
        { kind: 'doctor', id: positiveInt(req.body?.doctorId, 'doctorId') },
        positiveInt(req.body?.groupId, 'groupId'),
      ),
    ),
  )
}
