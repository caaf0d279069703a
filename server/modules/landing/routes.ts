/** /zeus/landing/get (issues 12 and 14): the hospital's landing for a key, public. Thin: the rules are in ./service. */
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { Envelope } from '../../../contract/lib'
import { LandingQuery, LandingRes } from '../../../contract/landing'
import { landingOf } from './service'

export const landingRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/landing/get',
    {
      schema: {
        tags: ['zeus'],
        summary:
          "The hospital's landing for a key (check-up landings, hospital services): banner, sanitised intro, bookable goods and packages, steps, notices, contact, FAQs; landing null when not configured; unknown key 400",
        querystring: LandingQuery,
        response: { 200: Envelope(LandingRes) },
      },
    },
    async (req) => ok(await landingOf(app, req.ctx.hospitalId, req.query.key)),
  )
}
