/**
 * /zeus doctors and departments (SPEC §7 Home): health/famous (famous doctors, groupId 1),
 * doctor/query (by doctorId, departmentId, keyword, title, famous; paged), doctor/getDoctor (the
 * doctor home), doctor/getDepartment (a department with its doctors and studios) and
 * his/queryDepartmentList (departments with doctor counts). Thin: the rules are in ./service.
 */
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { badRequest, ok } from '../../lib/errors'
import { famousDoctors } from '../../modules/page-builder'
import { Envelope } from '../../../contract/lib'
import * as C from '../../../contract/browse'
import * as CC from '../../../contract/content'
import * as M from '../../../src/domain/messages'
import { isLatLng } from '../../../src/domain/geo'
import {
  contentCategories,
  contentDetail,
  contentList,
  departmentDetail,
  doctorDetail,
  hisDepartments,
  hospitalDetail,
  licences,
  nearHospitals,
  queryDoctors,
  videoDetail,
  videoList,
} from './service'

export const contentRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db
  const tags = ['zeus']

  app.get(
    '/health/famous',
    {
      schema: {
        tags,
        summary: 'Famous doctors of the hospital (the app passes groupId 1)',
        querystring: CC.FamousDoctorsQuery,
        response: { 200: Envelope(C.FamousDoctorsRes) },
      },
    },
    async (req) => ok(await famousDoctors(app, req.ctx.hospitalId)),
  )

  app.get(
    '/doctor/query',
    {
      schema: {
        tags,
        summary: 'Doctors by doctorId, departmentId (first or linked), keyword (name, speciality, introduction), doctorTitle, famous',
        querystring: CC.DoctorQueryReq,
        response: { 200: Envelope(C.DoctorPage) },
      },
    },
    async (req) => {
      const { doctorTitle } = req.query
      if (doctorTitle !== undefined) {
        const known = await db
          .selectFrom('dict_item')
          .select('value')
          .where('dict_code', '=', 'doctor_title')
          .where('value', '=', doctorTitle)
          .executeTakeFirst()
        if (!known) throw badRequest(M.DOCTOR_TITLE_INVALID)
      }
      return ok(await queryDoctors(app, req.ctx.hospitalId, req.query))
    },
  )

  app.get(
    '/doctor/getDoctor',
    {
      schema: {
        tags,
        summary: 'The doctor home: the doctor, every department, specialities, studios and service goods',
        querystring: CC.GetDoctorQuery,
        response: { 200: Envelope(CC.DoctorDetail) },
      },
    },
    async (req) => ok(await doctorDetail(app, req.ctx.hospitalId, req.query.doctorId)),
  )

  app.get(
    '/doctor/getDepartment',
    {
      schema: {
        tags,
        summary: 'A department of the hospital with its doctors and studios',
        querystring: CC.GetDepartmentQuery,
        response: { 200: Envelope(CC.DepartmentDetail) },
      },
    },
    async (req) => ok(await departmentDetail(app, req.ctx.hospitalId, req.query.departmentId)),
  )

  app.get(
    '/his/queryDepartmentList',
    {
      schema: {
        tags,
        summary: 'Departments of the hospital with their doctor counts (keyword: name or introduction)',
        querystring: CC.HisDepartmentQuery,
        response: { 200: Envelope(CC.HisDepartmentList) },
      },
    },
    async (req) => ok(await hisDepartments(app, req.ctx.hospitalId, req.query.keyword)),
  )

  app.get(
    '/content/hospitalDetail',
    {
      schema: {
        tags,
        summary: 'The hospital page: profile, address, coordinates (map link), phones, traffic, departments',
        response: { 200: Envelope(CC.HospitalDetail) },
      },
    },
    async (req) => ok(await hospitalDetail(app, req.ctx.hospitalId)),
  )

  app.get(
    '/content/qualifications',
    { schema: { tags, summary: "The hospital's licences (images)", response: { 200: Envelope(CC.LicenceList) } } },
    async (req) => ok(await licences(app, req.ctx.hospitalId)),
  )

  app.get(
    '/article/categories',
    {
      schema: {
        tags,
        summary: 'Categories of articles, encyclopedia entries or advice, with their counts',
        querystring: CC.ContentCategoriesQuery,
        response: { 200: Envelope(CC.ContentCategoryList) },
      },
    },
    async (req) => ok(await contentCategories(app, req.ctx.hospitalId, req.query.kind)),
  )
  app.get(
    '/article/list',
    {
      schema: {
        tags,
        summary: 'Articles, encyclopedia entries or advice of the hospital (and of every hospital), by category or keyword',
        querystring: CC.ContentListReq,
        response: { 200: Envelope(CC.ContentPage) },
      },
    },
    async (req) => ok(await contentList(app, req.ctx.hospitalId, req.query)),
  )
  app.get(
    '/article/detail',
    {
      schema: {
        tags,
        summary: 'One entry with its content as sanitised rich-text nodes (no scripts, no event handlers)',
        querystring: CC.ContentIdQuery,
        response: { 200: Envelope(CC.ContentDetail) },
      },
    },
    async (req) => ok(await contentDetail(app, req.ctx.hospitalId, req.query.id)),
  )

  app.get(
    '/content/videoList',
    { schema: { tags, summary: "The hospital's videos (poster, duration, mp4)", response: { 200: Envelope(CC.VideoList) } } },
    async (req) => ok(await videoList(app, req.ctx.hospitalId)),
  )
  app.get(
    '/content/videoDetail',
    {
      schema: {
        tags,
        summary: 'One video (counts the play) and the other videos',
        querystring: CC.ContentIdQuery,
        response: { 200: Envelope(CC.VideoDetail) },
      },
    },
    async (req) => ok(await videoDetail(app, req.ctx.hospitalId, req.query.id)),
  )

  app.get(
    '/his/aggregationHospital/queryList',
    {
      schema: {
        tags,
        summary: 'Every hospital with its level, address and phone; nearest first when latitude and longitude are given',
        querystring: CC.NearHospitalsQuery,
        response: { 200: Envelope(CC.NearHospitalList) },
      },
    },
    async (req) => {
      const { latitude, longitude } = req.query
      if ((latitude === undefined) !== (longitude === undefined)) throw badRequest(M.LOCATION_INVALID)
      return ok(await nearHospitals(app, latitude === undefined || longitude === undefined ? undefined : { latitude, longitude }))
    },
  )
  app.post(
    '/seek/myNear',
    {
      schema: {
        tags,
        summary: 'Hospitals near a location, nearest first (distance in metres and as text)',
        body: CC.LocationBody,
        response: { 200: Envelope(CC.NearHospitalList) },
      },
    },
    async (req) => {
      if (!isLatLng(req.body)) throw badRequest(M.LOCATION_INVALID)
      return ok(await nearHospitals(app, req.body))
    },
  )
}
