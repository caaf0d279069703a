/**
 * /intserv/pe (SPEC §7 Physical exam): thin routes — schema (contract/exam.ts) + the exam service.
 * `examRoutes`: public (packages, add-ons, pools); `userExamRoutes`: in the authenticated scope
 * (identity check, exam persons, appointments: `req.user`).
 */
import { Envelope } from '../../../contract/lib'
import * as E from '../../../contract/exam'
import { DeleteRes, ServicePerson, type SaveServicePersonReq } from '../../../contract/account'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { deletePerson, listPersons, personBodySchema, requirePerson, savePerson, toServicePerson } from '../person'
import * as S from './service'

const tags = ['intserv']
const security = [{ token: [] }]

/** public: packages, add-on items, appointment pools */
export const examRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/pe/queryPackage',
    {
      schema: {
        tags,
        summary: 'An exam package: items, add-on items, limits, institution, rule form',
        querystring: E.PackageKeyQuery,
        response: { 200: Envelope(E.PePackageDetail) },
      },
    },
    async (req) => ok(await S.packageDetail(app, req.ctx.hospitalId, req.query)),
  )

  app.get(
    '/pe/queryAddItem',
    {
      schema: {
        tags,
        summary: 'Add-on items of a package with prices',
        querystring: E.PackageKeyQuery,
        response: { 200: Envelope(E.QueryAddItemRes) },
      },
    },
    async (req) => ok(await S.packageAddItems(app, req.ctx.hospitalId, req.query)),
  )

  app.get(
    '/pe/queryPackageList',
    {
      schema: {
        tags,
        summary: 'Exam packages of the hospital, paged (sex 1/0 = open to men/women)',
        querystring: E.QueryPackageListQuery,
        response: { 200: Envelope(E.QueryPackageListRes) },
      },
    },
    async (req) => ok(await S.packageList(app, req.ctx.hospitalId, req.query)),
  )

  app.get(
    '/pe/packageList/query',
    {
      schema: {
        tags,
        summary: 'Exam packages grouped by category, through the list filters (crowd, sex, age band, price band, concern, family)',
        querystring: E.PackageFilterQuery,
        response: { 200: Envelope(E.PackageListQueryRes) },
      },
    },
    async (req) => ok(await S.packagesByCategory(app, req.ctx.hospitalId, req.query)),
  )

  app.get(
    '/pe/queryFamilyPackageList',
    {
      schema: {
        tags,
        summary: 'Family packages (one purchase covers more than one person), paged',
        querystring: E.QueryFamilyPackageListQuery,
        response: { 200: Envelope(E.QueryPackageListRes) },
      },
    },
    async (req) => ok(await S.packageList(app, req.ctx.hospitalId, { ...req.query, family: 1 })),
  )

  app.get(
    '/pe/queryPeBanner',
    { schema: { tags, summary: "The check-up home's banners", response: { 200: Envelope(E.QueryPeBannerRes) } } },
    async (req) => ok(await S.homeBanners(app, req.ctx.hospitalId)),
  )

  app.get(
    '/pe/queryPeCrowd',
    {
      schema: {
        tags,
        summary: 'Entries by crowd (men, women, elderly, children, ...) with their package counts',
        response: { 200: Envelope(E.QueryPeCrowdRes) },
      },
    },
    async (req) => ok(await S.crowds(app, req.ctx.hospitalId)),
  )

  app.get(
    '/pe/queryPeDisease',
    {
      schema: {
        tags,
        summary: 'Entries by concern (tumour screening, cardiovascular, ...) with their package counts',
        response: { 200: Envelope(E.QueryPeDiseaseRes) },
      },
    },
    async (req) => ok(await S.diseases(app, req.ctx.hospitalId)),
  )

  app.get(
    '/pe/queryAppointPool',
    {
      schema: {
        tags,
        summary: 'Appointment pool of a package: dates × slots with capacity, remain and appointFlag (1 expired, 2 full)',
        querystring: E.QueryAppointPoolQuery,
        response: { 200: Envelope(E.QueryAppointPoolRes) },
      },
    },
    async (req) => ok(await S.packagePool(app, req.ctx.hospitalId, req.query.packageId)),
  )
}

/** login required (the authenticated scope) */
export const userExamRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/pe/checkIdentity',
    {
      schema: {
        tags,
        security,
        summary: "Does one of the caller's persons fit a package (sex, age)?",
        querystring: E.CheckIdentityQuery,
        response: { 200: Envelope(E.CheckIdentityRes) },
      },
    },
    async (req) => ok(await S.checkIdentity(app, req.user.userId, req.ctx.hospitalId, req.query)),
  )

  // ---------------------------------------------------------------- exam persons (= service persons)
  app.get(
    '/pe/queryPePerson',
    {
      schema: {
        tags,
        security,
        summary: "The caller's exam persons (masked), or one with full values (?id=)",
        querystring: E.QueryPePersonQuery,
        response: { 200: Envelope(E.QueryPePersonRes) },
      },
    },
    async (req) => {
      const now = app.deps.now()
      const db = app.deps.db
      if (req.query.id !== undefined)
        return ok(toServicePerson(await requirePerson(db, req.user.userId, req.query.id), now, { secret: app.deps.secret }))
      return ok((await listPersons(db, req.user.userId)).map((r) => toServicePerson(r, now)))
    },
  )
  app.post(
    '/pe/addPePerson',
    {
      schema: {
        tags,
        security,
        summary: 'Add an exam person (service-person rules, consent for the ID number)',
        body: personBodySchema(false),
        response: { 200: Envelope(ServicePerson) },
      },
    },
    async (req) =>
      ok(toServicePerson(await savePerson(app, req.user.userId, { ...(req.body as SaveServicePersonReq), id: undefined }), app.deps.now())),
  )
  app.post(
    '/pe/updatePePerson',
    {
      schema: {
        tags,
        security,
        summary: "Update one of the caller's exam persons",
        body: personBodySchema(true),
        response: { 200: Envelope(ServicePerson) },
      },
    },
    async (req) => ok(toServicePerson(await savePerson(app, req.user.userId, req.body as SaveServicePersonReq), app.deps.now())),
  )
  const delSchema = {
    tags,
    security,
    summary: "Delete one of the caller's exam persons (not while it has a booked appointment)",
    response: { 200: Envelope(DeleteRes) },
  }
  app.get('/pe/delPePerson', { schema: { ...delSchema, querystring: E.DelPePersonReq } }, async (req) =>
    ok({ deleted: await deletePerson(app, req.user.userId, req.query.id) }),
  )
  app.post('/pe/delPePerson', { schema: { ...delSchema, body: E.DelPePersonReq } }, async (req) =>
    ok({ deleted: await deletePerson(app, req.user.userId, req.body.id) }),
  )

  // ---------------------------------------------------------------- appointments
  app.post(
    '/pe/appoint',
    {
      schema: {
        tags,
        security,
        summary:
          "Book a slot for one unit of the caller's paid (or being-paid) order line of the package, for one of the caller's persons (atomic capacity; rule form; the unit's paid add-on items)",
        body: E.PeAppointBody,
        response: { 200: Envelope(E.PeAppointment) },
      },
    },
    async (req) => ok(await S.appoint(app, req.user.userId, req.ctx.hospitalId, req.body)),
  )

  app.post(
    '/pe/queryPeAppointedInfo',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's appointments, or all (newest first)",
        body: E.QueryPeAppointedInfoBody,
        response: { 200: Envelope(E.QueryPeAppointedInfoRes) },
      },
    },
    async (req) => ok(await S.myAppointments(app, req.user.userId, req.ctx.hospitalId, req.body?.appointmentId)),
  )

  app.post(
    '/pe/modifyAppointedDate',
    {
      schema: {
        tags,
        security,
        summary:
          'Reschedule (SPEC §9: at most 3 times, at least 1 day before the current date); the new slot is taken atomically, the old one freed',
        body: E.ModifyAppointedDateBody,
        response: { 200: Envelope(E.PeAppointment) },
      },
    },
    async (req) => ok(await S.reschedule(app, req.user.userId, req.ctx.hospitalId, req.body)),
  )

  app.post(
    '/pe/cancelAppoint',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a booked appointment (at least 1 day before); frees the slot',
        body: E.CancelPeAppointBody,
        response: { 200: Envelope(E.PeAppointment) },
      },
    },
    async (req) => ok(await S.cancelAppointment(app, req.user.userId, req.ctx.hospitalId, req.body.appointmentId)),
  )
}
