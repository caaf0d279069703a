/**
 * Development helpers, registered only outside production mode (404 there): the sandbox SMS
 * outbox and captcha answers, so testers and e2e tests can log in.
 */
import type { FastifyPluginAsync } from 'fastify'
import { notFound, ok } from '../lib/errors'

export const devRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { phone?: string; limit?: number } }>(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'DEV ONLY: latest sandbox SMS messages (with the code) for a phone',
        querystring: {
          type: 'object',
          properties: { phone: { type: 'string', maxLength: 20 }, limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
        },
      },
    },
    async (req) => {
      let q = app.deps.db
        .selectFrom('sms_outbox')
        .select(['id', 'phone', 'text', 'created_at'])
        .orderBy('id', 'desc')
        .limit(req.query.limit ?? 10)
      if (req.query.phone) q = q.where('phone', '=', req.query.phone)
      const rows = await q.execute()
      return ok(
        rows.map((r) => ({
          id: r.id,
          phone: r.phone,
          text: r.text,
          code: /验证码为(\d{4,8})/.exec(r.text)?.[1] ?? null,
          createdAt: r.created_at.toISOString(),
        })),
      )
    },
  )

  app.get<{ Params: { id: string } }>(
    '/captcha/:id',
    {
      schema: {
        tags: ['dev'],
        summary: 'DEV ONLY: the answer of a captcha',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } },
      },
    },
    async (req) => {
      const row = await app.deps.db
        .selectFrom('captcha')
        .select(['answer', 'expires_at', 'used_at'])
        .where('id', '=', req.params.id)
        .executeTakeFirst()
      if (!row) throw notFound('验证码不存在')
      return ok({ captchaId: req.params.id, answer: row.answer, used: !!row.used_at, expiresAt: row.expires_at.toISOString() })
    },
  )
}
