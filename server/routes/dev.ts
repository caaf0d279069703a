/**
 * Development helpers, registered only outside production mode (404 there): the sandbox SMS
 * outbox and captcha answers, so testers and e2e tests can log in.
 */
import type { FastifyPluginAsync } from 'fastify'
import { notFound, ok } from '../lib/errors'
import { typed } from '../lib/route-plugin'
import { DevCaptchaParams, DevOutboxQuery } from '../../contract/api'
import { DevExpireTeamReq, DevExpireTeamRes } from '../../contract/groupbuy'
import { Envelope } from '../../contract/lib'
import { expireTeams } from '../modules/groupbuy'
import { devStaffSession } from '../modules/staff'
import { DevStaffSessionReq, DevStaffSessionRes } from '../../contract/staff'
import { DevExamDayReq } from '../../contract/checkup-desk'
import { businessToday } from '../../src/domain/time'

export const devRoutes: FastifyPluginAsync = async (plain) => {
  const app = typed(plain)
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'DEV ONLY: latest sandbox SMS messages (with the code) for a phone',
        querystring: DevOutboxQuery,
      },
    },
    async (req) => {
      let q = app.deps.db
        .selectFrom('sms_outbox')
        .select(['id', 'phone', 'text', 'created_at'])
        .orderBy('id', 'desc')
        .limit(req.query.limit)
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

  app.get(
    '/captcha/:id',
    {
      schema: {
        tags: ['dev'],
        summary: 'DEV ONLY: the answer of a captcha',
        params: DevCaptchaParams,
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

  app.post(
    '/groupbuy/expire',
    {
      schema: {
        tags: ['dev'],
        summary: 'DEV ONLY: a forming team expires now and the expiry sweep runs for it (the journeys drive expiry with it, not a sleep)',
        body: DevExpireTeamReq,
        response: { 200: Envelope(DevExpireTeamRes) },
      },
    },
    async (req) => {
      const now = app.deps.now()
      const t = await app.deps.db
        .updateTable('team')
        .set({ expire_at: new Date(now.getTime() - 1000) })
        .where('id', '=', req.body.teamId)
        .where('status', '=', 1)
        .returning('id')
        .executeTakeFirst()
      if (!t) throw notFound('拼团不存在或不在拼团中')
      return ok(await expireTeams(app, { teamId: req.body.teamId }))
    },
  )

  app.post(
    '/checkup/exam-day',
    {
      schema: {
        tags: ['dev'],
        summary: "DEV ONLY: a booked check-up's exam day becomes today (the desk's journeys check a patient in without waiting a day)",
        body: DevExamDayReq,
        response: { 200: Envelope(DevExamDayReq) },
      },
    },
    async (req) => {
      const a = await app.deps.db
        .updateTable('pe_appointment')
        .set({ appointed_date: businessToday(app.deps.now()) })
        .where('id', '=', req.body.appointmentId)
        .where('status', '=', 1)
        .returning('id')
        .executeTakeFirst()
      if (!a) throw notFound('体检预约不存在')
      return ok({ appointmentId: a.id })
    },
  )

  app.post(
    '/staff-session',
    {
      schema: {
        tags: ['dev'],
        summary:
          'DEV ONLY: a new staff account of a role and hospital with a full session (the journeys act as staff without the TOTP app); never in production',
        body: DevStaffSessionReq,
        response: { 200: Envelope(DevStaffSessionRes) },
      },
    },
    async (req) => ok(await devStaffSession(app.deps, req.body.role, req.body.hospitalId, req.ip, req.body.doctorId)),
  )
}
