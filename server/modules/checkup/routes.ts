/**
 * /intserv/pe (SPEC §7 Physical exam), the check-up journey's second part: the exam person's form with
 * its health-data consent, group check-ups and exam cards. Thin: schema (contract/exam.ts) + service.
 */
import { Envelope } from '../../../contract/lib'
import * as E from '../../../contract/exam'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { personForm, savePersonForm, withdrawPersonConsent } from './person-form'

const tags = ['intserv']
const security = [{ token: [] }]

/** public */
export const checkupRoutes: TypedRoutePlugin = async () => {}

/** login required (the authenticated scope) */
export const userCheckupRoutes: TypedRoutePlugin = async (app) => {
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
}
