/**
 * /zeus page builder (SPEC §7 Page builder): page configs with resolved blocks, resources, goods,
 * articles (HTML sanitised with sanitize-html), doctors, departments, groups, forms and ads.
 * Block item counts follow src/domain/blocks (command 3/6, famous doctors 3/6, news showNum) and ad
 * windows src/domain/ads.
 */

import type { TypedRoutePlugin } from '../../lib/route-plugin'

import { badRequest, notFound, ok } from '../../lib/errors'
import type { MagicForm, MagicGroup, NewsDetail, RuleField } from '../../../contract/browse'

import { offsetOf, pageResult } from '../../lib/paging'

import { htmlAssets } from '../../lib/assets'
import { findHospital } from '../../modules/hospital'

import { Envelope } from '../../../contract/lib'
import * as C from '../../../contract/browse'
import * as M from '../../../src/domain/messages'
import { previewPageConfig } from './editor'
import { toNews, doctorsView, toDepartment, groupResources, groupGoods, articles, pageAds, pageConfig, sanitizeArticle } from './service'

export const magicRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db
  const tags = ['zeus']

  app.get(
    '/magic/getPageConfig',
    {
      schema: {
        tags,
        summary: "A page config with its blocks resolved (magicPageId; absent = the hospital's home page)",
        querystring: C.GetPageConfigReq,
        response: { 200: Envelope(C.PageConfigSchema) },
      },
    },
    async (req, reply) => {
      if (req.query.previewToken !== undefined) {
        // a staff member's preview of a draft (the console's frame): for this token only, never stored by a cache
        reply.header('cache-control', 'no-store')
        return ok(await previewPageConfig(app, req.query.previewToken, req.query.hospitalId))
      }
      return ok(await pageConfig(app, req.query.hospitalId ?? req.ctx.hospitalId, req.query.magicPageId))
    },
  )

  app.get(
    '/magic/getResource',
    {
      schema: {
        tags,
        summary: 'The resources (images with jumps) of a group: an array',
        querystring: C.GetResourceReq,
        response: { 200: Envelope(C.GetResourceRes) },
      },
    },
    async (req) => {
      const g = await db
        .selectFrom('magic_group')
        .select('id')
        .where('id', '=', req.query.groupId)
        .where('hospital_id', '=', req.ctx.hospitalId)
        .executeTakeFirst()
      if (!g) throw notFound(M.GROUP_NOT_FOUND)
      return ok(await groupResources(app, g.id))
    },
  )

  app.post(
    '/magic/getGoods',
    {
      schema: {
        tags,
        summary: 'The goods of a magic group',
        body: C.MagicGoodsReq,
        response: { 200: Envelope(C.GoodsCardPage) },
      },
    },
    async (req) => {
      const { groupId, pageNum, pageSize } = req.body
      const g = await db
        .selectFrom('magic_group')
        .select('id')
        .where('id', '=', groupId)
        .where('hospital_id', '=', req.ctx.hospitalId)
        .executeTakeFirst()
      if (!g) throw notFound(M.GROUP_NOT_FOUND)
      const offset = Math.min(Number.MAX_SAFE_INTEGER, (pageNum - 1) * pageSize)
      const { list, total } = await groupGoods(app, req.ctx.hospitalId, groupId, pageSize, offset)
      return ok(pageResult(list, total, pageNum, pageSize))
    },
  )

  app.get(
    '/magic/getArticle',
    {
      schema: {
        tags,
        summary: 'News articles of a group (and its children), newest first',
        querystring: C.GetArticleReq,
        response: { 200: Envelope(C.GetArticleRes) },
      },
    },
    async (req) => ok(await articles(app, req.ctx.hospitalId, req.query)),
  )

  app.get(
    '/magic/getArticleInfo',
    {
      schema: {
        tags,
        summary: 'One article with sanitised HTML content (no scripts, no event handlers, http(s) images only)',
        querystring: C.GetArticleInfoReq,
        response: { 200: Envelope(C.NewsDetail) },
      },
    },
    async (req) => {
      const hospitalId = req.query.hospitalId ?? req.ctx.hospitalId
      const a = await db
        .selectFrom('article')
        .selectAll()
        .where('id', '=', req.query.id)
        .where('hospital_id', '=', hospitalId)
        // published in the console (migration 1410), not deleted
        .where('status', '=', 1)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
      if (!a) throw notFound(M.ARTICLE_NOT_FOUND)
      await db
        .updateTable('article')
        .set((eb) => ({ read_num: eb('read_num', '+', 1) }))
        .where('id', '=', a.id)
        .execute()
      const group = await db.selectFrom('magic_group').select('name').where('id', '=', a.group_id).executeTakeFirst()
      const data: NewsDetail = {
        ...toNews(app, { ...a, read_num: a.read_num + 1 }),
        content: htmlAssets(app, sanitizeArticle(a.content)),
        groupName: group?.name ?? '',
      }
      return ok(data)
    },
  )

  app.get(
    '/magic/getDoctor',
    {
      schema: {
        tags,
        summary: 'Doctors of the hospital (a doctor group gives its famous doctors; departmentId filters)',
        querystring: C.GetDoctorReq,
        response: { 200: Envelope(C.DoctorPage) },
      },
    },
    async (req) => {
      const { groupId, departmentId, pageNum, pageSize } = req.query
      let q = db.selectFrom('doctor').where('hospital_id', '=', req.ctx.hospitalId).where('listed', '=', true)
      if (groupId !== undefined) {
        const g = await db
          .selectFrom('magic_group')
          .select(['id', 'group_type'])
          .where('id', '=', groupId)
          .where('hospital_id', '=', req.ctx.hospitalId)
          .executeTakeFirst()
        if (!g) throw notFound(M.GROUP_NOT_FOUND)
        if (g.group_type === 'doctor') q = q.where('famous', '=', true)
      }
      if (departmentId !== undefined) q = q.where('department_id', '=', departmentId)
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
      const rows = await q.selectAll().orderBy('sort').orderBy('id').limit(pageSize).offset(offsetOf(pageNum, pageSize)).execute()
      return ok(pageResult(await doctorsView(app, rows), total, pageNum, pageSize))
    },
  )

  app.get(
    '/magic/getDepartment',
    {
      schema: {
        tags,
        summary: 'Departments of the hospital',
        querystring: C.GroupIdQuery,
        response: { 200: Envelope(C.DepartmentList) },
      },
    },
    async (req) => {
      const rows = await db
        .selectFrom('department')
        .selectAll()
        .where('hospital_id', '=', req.ctx.hospitalId)
        .orderBy('sort')
        .orderBy('id')
        .execute()
      return ok(rows.map((d) => toDepartment(app, d)))
    },
  )

  app.get(
    '/magic/magicGroup',
    {
      schema: {
        tags,
        summary: 'Magic groups of the hospital: type 2 with id = the children of group id; id alone = that group; groupType filters',
        querystring: C.MagicGroupReq,
        response: { 200: Envelope(C.MagicGroupRes) },
      },
    },
    async (req) => {
      const { id, type, groupType, pageNum, pageSize } = req.query
      let q = db.selectFrom('magic_group').selectAll().where('hospital_id', '=', req.ctx.hospitalId)
      if (id !== undefined) q = type === 2 ? q.where('parent_id', '=', id) : q.where('id', '=', id)
      if (groupType !== undefined) q = q.where('group_type', '=', groupType)
      const rows = await q.orderBy('sort').orderBy('id').limit(pageSize).offset(offsetOf(pageNum, pageSize)).execute()
      return ok(
        rows.map((g): MagicGroup => ({
          id: g.id,
          name: g.name,
          parentId: g.parent_id,
          groupType: g.group_type as MagicGroup['groupType'],
        })),
      )
    },
  )

  app.get(
    '/magic/getForm',
    {
      schema: {
        tags,
        summary: 'A form (pre-appointment rule fields) by id',
        querystring: C.GetFormReq,
        response: { 200: Envelope(C.MagicForm) },
      },
    },
    async (req) => {
      const id = req.query.id ?? req.query.formId
      if (id === undefined) throw badRequest(M.missingParam('id'))
      const f = await db
        .selectFrom('magic_form')
        .selectAll()
        .where('id', '=', id)
        .where('hospital_id', '=', req.ctx.hospitalId)
        .executeTakeFirst()
      if (!f) throw notFound(M.FORM_NOT_FOUND)
      const data: MagicForm = { id: f.id, title: f.title, description: f.description, ruleFieldRelList: f.fields as unknown as RuleField[] }
      return ok(data)
    },
  )

  app.get(
    '/magic/getAdvertising',
    {
      schema: {
        tags,
        summary: "Ads of a page (pageId; absent = the hospital's home page) or of a goods (goodsId), within their time window",
        querystring: C.GetAdvertisingReq,
        response: { 200: Envelope(C.GetAdvertisingRes) },
      },
    },
    async (req) => {
      const { pageId, goodsId } = req.query
      if (goodsId !== undefined) return ok(await pageAds(app, req.ctx.hospitalId, { goodsId, ...(pageId !== undefined ? { pageId } : {}) }))
      const hospital = await findHospital(app, req.ctx.hospitalId)
      return ok(await pageAds(app, req.ctx.hospitalId, { pageId: pageId ?? hospital?.home_magic_page_id ?? 0 }))
    },
  )
}
