/**
 * The patient's acceptance of the legal texts' versions (issue 33 item 4), under /zeus (login): GET
 * protocol/acceptance (the served versions of 100 and 200, the accepted ones, pending), POST protocol/accept (the
 * login screens' agreement and the re-consent popup 版本更新). Thin: the rules are in ./legal.
 */
import { Envelope } from '../../../contract/lib'
import { LEGAL_PATIENT_PATHS, LegalAcceptReq, LegalAcceptance, LegalAcceptanceQuery } from '../../../contract/legal'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { acceptLegal, legalAcceptance } from './legal'

const rel = (p: string) => p.slice('/zeus'.length)

export const userLegalRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    rel(LEGAL_PATIENT_PATHS.acceptance),
    {
      schema: {
        tags: ['zeus'],
        summary: 'The versions of the user agreement (100) and privacy policy (200) served now, the ones the patient accepted, pending',
        querystring: LegalAcceptanceQuery,
        response: { 200: Envelope(LegalAcceptance) },
      },
    },
    async (req) => ok(await legalAcceptance(app, req.user.userId, req.query.hospitalId ?? req.ctx.hospitalId)),
  )

  app.post(
    rel(LEGAL_PATIENT_PATHS.accept),
    {
      schema: {
        tags: ['zeus'],
        summary: 'Accepts the served versions of the user agreement / privacy policy (409 协议已更新 when a version is not the served one)',
        body: LegalAcceptReq,
        response: { 200: Envelope(LegalAcceptance) },
      },
    },
    async (req) => ok(await acceptLegal(app, req.user.userId, req.body.hospitalId ?? req.ctx.hospitalId, req.body)),
  )
}
