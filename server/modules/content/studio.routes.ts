/**
 * /studio-patient studio lists (SPEC §7 Studio department): departments that have studios
 * (studio/getDepartmentList, chronicDisease/getDepartmentList for chronic studios) and the
 * studios of a department (studio/listByStudioDepartmentId, getListByStudioDepartmentId); SPEC §7 Studio:
 * studio/getStudioTeamInfoById (the studio page) and studio/studioMember (its team).
 */
import type { TypedRoutePlugin, Validated } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { offsetOf, pageResult } from '../../lib/paging'
import { studiosView, toDepartment } from '../../modules/page-builder'
import { Envelope } from '../../../contract/lib'
import * as C from '../../../contract/browse'
import * as CC from '../../../contract/content'
import { studioDetail, studioMembers } from './service'

export const studioRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db
  const tags = ['studio-patient']

  const departments = async (hospitalId: number, chronic?: boolean) => {
    let sub = db.selectFrom('studio').select('department_id').where('hospital_id', '=', hospitalId)
    if (chronic) sub = sub.where('chronic', '=', true)
    const rows = await db
      .selectFrom('department')
      .selectAll()
      .where('hospital_id', '=', hospitalId)
      .where('id', 'in', sub)
      .orderBy('sort')
      .orderBy('id')
      .execute()
    return rows.map((d) => toDepartment(app, d))
  }
  const depSchema = (summary: string) => ({
    tags,
    summary,
    querystring: CC.StudioDepartmentQuery,
    response: { 200: Envelope(C.DepartmentList) },
  })
  app.get(
    '/studio/getDepartmentList',
    { schema: depSchema('Departments that have studios (chronic=1: chronic studios only)') },
    async (req) => ok(await departments(req.ctx.hospitalId, req.query.chronic === 1)),
  )
  app.get(
    '/chronicDisease/getDepartmentList',
    { schema: { tags, summary: 'Departments that have chronic-disease studios', response: { 200: Envelope(C.DepartmentList) } } },
    async (req) => ok(await departments(req.ctx.hospitalId, true)),
  )

  const listSchema = {
    tags,
    summary: 'Studios of a department (all departments when absent; chronic=1 chronic only)',
    querystring: CC.StudioListReq,
    response: { 200: Envelope(C.StudioListRes) },
  }
  const list = async (hospitalId: number, q: Validated<typeof CC.StudioListReq>) => {
    let base = db.selectFrom('studio').where('hospital_id', '=', hospitalId)
    if (q.departmentId !== undefined) base = base.where('department_id', '=', q.departmentId)
    if (q.chronic === 1) base = base.where('chronic', '=', true)
    const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
    const rows = await base.selectAll().orderBy('sort').orderBy('id').limit(q.pageSize).offset(offsetOf(q.pageNum, q.pageSize)).execute()
    return pageResult(await studiosView(app, rows), total, q.pageNum, q.pageSize)
  }
  app.get('/studio/listByStudioDepartmentId', { schema: listSchema }, async (req) => ok(await list(req.ctx.hospitalId, req.query)))
  app.get('/studio/getListByStudioDepartmentId', { schema: listSchema }, async (req) => ok(await list(req.ctx.hospitalId, req.query)))

  app.get(
    '/studio/getStudioTeamInfoById',
    {
      schema: {
        tags,
        summary: 'The studio page: the studio, its team members with their roles and its goods',
        querystring: CC.StudioQuery,
        response: { 200: Envelope(CC.StudioDetail) },
      },
    },
    async (req) => ok(await studioDetail(app, req.ctx.hospitalId, req.query.studioId)),
  )
  app.get(
    '/studio/studioMember',
    {
      schema: {
        tags,
        summary: 'The team of a studio (doctors with their roles, in team order)',
        querystring: CC.StudioQuery,
        response: { 200: Envelope(CC.StudioMemberList) },
      },
    },
    async (req) => ok(await studioMembers(app, req.ctx.hospitalId, req.query.studioId)),
  )
}
