/**
 * /intserv/pe (SPEC §7 Physical exam), the check-up journey's second part: the exam person's form with
 * its health-data consent, group check-ups and exam cards. Thin: schema (contract/exam.ts) + service.
 */
import { Envelope } from '../../../contract/lib'
import * as E from '../../../contract/exam'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { loadViewer } from '../../lib/auth-scope'
import { personForm, savePersonForm, withdrawPersonConsent } from './person-form'
import { bookGroup, checkGroupIdentity, groupEntry, openBatches } from './group'
import { bookCard, queryCard } from './card'
import * as C from '../../../contract/checkup'
import { checkinCode, checkupMine, notice } from './mine'

const tags = ['intserv']
const security = [{ token: [] }]

/** public */
export const checkupRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/pe/group/batches',
    {
      schema: {
        tags,
        summary: "The hospital's group check-up batches whose date window has not ended",
        response: { 200: Envelope(E.GroupBatchesRes) },
      },
    },
    async (req) => ok(await openBatches(app, req.ctx.hospitalId)),
  )
  app.post(
    '/pe/card/query',
    {
      preHandler: loadViewer,
      schema: {
        tags,
        summary: "An exam card's package and state by number + password (no login; wrong passwords capped per card and per client)",
        body: E.CardQueryBody,
        response: { 200: Envelope(E.CardInfo) },
      },
    },
    async (req) => ok(await queryCard(app, req.ctx.hospitalId, req.viewer ?? null, req.ip, req.body)),
  )
  app.get(
    '/pe/checkupNotice',
    {
      schema: {
        tags,
        summary: 'The pre-exam notice of a package and the chosen add-ons: fasting first, what to bring, item notices (/checkupNotice)',
        querystring: C.CheckupNoticeQuery,
        response: { 200: Envelope(C.CheckupNoticeRes) },
      },
    },
    async (req) => ok(await notice(app, req.ctx.hospitalId, req.query)),
  )
}

/** login required (the authenticated scope) */
export const userCheckupRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/pe/mine',
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's check-up bookings (order, group, card) with what may be done now, and the caller's exam cards (/checkup/mine)",
        response: { 200: Envelope(C.CheckupMineRes) },
      },
    },
    async (req) => ok(await checkupMine(app, req.user.userId)),
  )
  app.get(
    '/pe/checkinCode',
    {
      schema: {
        tags,
        security,
        summary: "The check-in code and QR of one of the caller's bookings (booked, the exam day not passed)",
        querystring: C.CheckinCodeQuery,
        response: { 200: Envelope(C.CheckinCodeRes) },
      },
    },
    async (req) => ok(await checkinCode(app, req.user.userId, req.query.appointmentId)),
  )
  app.get(
    '/pe/personForm',
    {
      schema: {
        tags,
        security,
        summary: "The package's rule form for one of the caller's persons (identity masked), with the person's health-data consent",
        querystring: E.PersonFormQuery,
        response: { 200: Envelope(E.PersonFormRes) },
      },
    },
    async (req) => ok(await personForm(app, req.user.userId, req.ctx.hospitalId, req.query)),
  )
  app.post(
    '/pe/savePersonForm',
    {
      schema: {
        tags,
        security,
        summary: 'Save the rule-form answers (SPEC §5 rules); stored only with the consent (consent: true grants it)',
        body: E.SavePersonFormBody,
        response: { 200: Envelope(E.PersonFormRes) },
      },
    },
    async (req) => ok(await savePersonForm(app, req.user.userId, req.ctx.hospitalId, req.body)),
  )
  app.post(
    '/pe/withdrawPersonConsent',
    {
      schema: {
        tags,
        security,
        summary: "Withdraw the person's health-data consent; the stored answers are deleted",
        body: E.WithdrawPersonConsentBody,
        response: { 200: Envelope(E.WithdrawPersonConsentRes) },
      },
    },
    async (req) => ok(await withdrawPersonConsent(app, req.user.userId, req.body.personId)),
  )
  app.post(
    '/pe/group/checkIdentity',
    {
      schema: {
        tags,
        security,
        summary: "An employee against the batch's roster (name + ID number + phone; failures capped per entry and per client)",
        body: E.GroupCheckIdentityBody,
        response: { 200: Envelope(E.GroupEntry) },
      },
    },
    async (req) => ok(await checkGroupIdentity(app, req.user.userId, req.ctx.hospitalId, req.body)),
  )
  app.get(
    '/pe/group/entry',
    {
      schema: {
        tags,
        security,
        summary: "The caller's verified roster entry: allowed packages and the booking",
        querystring: E.GroupEntryQuery,
        response: { 200: Envelope(E.GroupEntry) },
      },
    },
    async (req) => ok(await groupEntry(app, req.user.userId, req.ctx.hospitalId, req.query.rosterId)),
  )
  app.post(
    '/pe/group/book',
    {
      schema: {
        tags,
        security,
        summary: 'Book an allowed package on the shared pool within the batch window; the company pays (no order)',
        body: E.GroupBookBody,
        response: { 200: Envelope(E.GroupEntry) },
      },
    },
    async (req) => ok(await bookGroup(app, req.user.userId, req.ctx.hospitalId, req.body)),
  )
  app.post(
    '/pe/card/book',
    {
      schema: {
        tags,
        security,
        summary: "Book one of the caller's persons with a valid unused card (no payment)",
        body: E.CardBookBody,
        response: { 200: Envelope(E.CardInfo) },
      },
    },
    async (req) => ok(await bookCard(app, req.user.userId, req.ctx.hospitalId, req.body)),
  )
}
