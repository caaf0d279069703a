/**
 * /zeus doctors (SPEC §7 Home): health/famous (famous doctors, groupId 1) and doctor/query
 * (by doctorId, departmentId or keyword, paged).
 */
import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { notFound, ok } from '../../lib/errors'
import { idField, pageProps } from '../../lib/schemas'
import { offsetOf, pageResult } from '../../lib/paging'
import { doctorsView, famousDoctors } from '../../modules/page-builder'
import { Envelope } from '../../../contract/lib'
import * as C from '../../../contract/browse'
import * as M from '../../../src/domain/messages'

export const contentRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db
  const tags = ['zeus']

  app.get<{ Querystring: { groupId?: number } }>(
    '/health/famous',
    {
      schema: {
        tags,
        summary: 'Famous doctors of the hospital (the app passes groupId 1)',
        querystring: { type: 'object', properties: { groupId: idField } },
        response: { 200: Envelope(C.FamousDoctorsRes) },
      },
    },
    async (req) => ok(await famousDoctors(app, req.ctx.hospitalId)),
  )

  app.get<{ Querystring: { doctorId?: number; departmentId?: number; keyword?: string; pageNum: number; pageSize: number } }>(
    '/doctor/query',
    {
      schema: {
        tags,
        summary: 'Doctors by doctorId, departmentId or keyword (name or speciality)',
        querystring: {
          type: 'object',
          properties: { doctorId: idField, departmentId: idField, keyword: { type: 'string', maxLength: 50 }, ...pageProps },
        },
        response: { 200: Envelope(C.DoctorPage) },
      },
    },
    async (req) => {
      const { doctorId, departmentId, keyword, pageNum, pageSize } = req.query
      let q = db.selectFrom('doctor').where('hospital_id', '=', req.ctx.hospitalId)
      if (doctorId !== undefined) q = q.where('id', '=', doctorId)
      if (departmentId !== undefined) q = q.where('department_id', '=', departmentId)
      const kw = (keyword ?? '').trim()
      if (kw) {
        const like = `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('good_at', 'ilike', like)]))
      }
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
      if (doctorId !== undefined && total === 0) throw notFound(M.DOCTOR_NOT_FOUND)
      const rows = await q.selectAll().orderBy('sort').orderBy('id').limit(pageSize).offset(offsetOf(pageNum, pageSize)).execute()
      return ok(pageResult(await doctorsView(app, rows), total, pageNum, pageSize))
    },
  )
}
