/**
 * Tracking endpoints (SPEC §7: zeus/buryPoint/pageVisit, buryPoint/share, the common track endpoint common/track),
 * in the optionalUser scope (req.viewer: a visit of a logged-in user carries their id, a visitor's none), and the
 * staff aggregate, in the staff console: GET /staff/figures/page-visits (permission figures:read; the hospital of
 * the staff session).
 *
 * Events over the caps are dropped silently (`accepted` counts the kept ones); duplicates fold into one row; a job rolls
 * past days up and deletes raw events after the retention (service.ts).
 *
 * The app sends JSON; a browser without fetch keepalive falls back to navigator.sendBeacon, whose body is text:
 * text/plain is parsed as JSON here (only in these routes' plugins).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Envelope } from '../../../contract/lib'
import { STAFF_PATHS } from '../../../contract/staff'
import { staffScope } from '../staff'
import { PageVisitReq, ShareReq, TrackAccepted, TrackReq, VisitStats, VisitStatsQuery } from '../../../contract/tracking'
import { badRequest, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import * as M from '../../../src/domain/messages'
import { maintainTracking, recordEvents, recordShares, recordVisits, visitStats, type Who } from './service'
import { FIGURES_PATHS, FiguresDashboard, FiguresQuery } from '../../../contract/figures'
import { Type } from '../../../contract/lib'
import { figuresCsv, figuresDashboard } from './dashboard'

const security = [{ token: [] }]

function beaconBodies(app: FastifyInstance) {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)))
    } catch {
      done(badRequest(M.TRACK_BODY_INVALID), undefined)
    }
  })
}

function who(req: FastifyRequest): Who {
  const deps = req.server.deps
  return {
    hospitalId: req.ctx.hospitalId,
    userId: req.viewer?.userId ?? null,
    address: req.ip,
    now: deps.now(),
    secret: deps.secret,
    caps: deps.config.tracking,
  }
}

/** the roll-up and retention job's period (service.ts maintainTracking; safe on every instance at once) */
export const TRACK_MAINTAIN_MS = 10 * 60_000

const reply = { 200: Envelope(TrackAccepted) }

/** zeus: page visits and shares (visitor or user) */
export const trackingRoutes: TypedRoutePlugin = async (app) => {
  beaconBodies(app)
  const db = app.deps.db
  // the daily roll-up and the retention of raw events (one plugin per server: this one)
  const timer = setInterval(() => {
    maintainTracking(db, app.deps.now(), app.deps.config.tracking.retentionDays).catch((err) =>
      app.log.warn({ err }, 'tracking roll-up failed'),
    )
  }, TRACK_MAINTAIN_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
  const tags = ['zeus']
  app.post(
    '/buryPoint/pageVisit',
    { schema: { tags, security, summary: 'Page visits (a batch; utm/spm of the entry link)', body: PageVisitReq, response: reply } },
    async (req) => ok({ accepted: await recordVisits(db, who(req), req.body) }),
  )
  app.post(
    '/buryPoint/share',
    { schema: { tags, security, summary: 'Shares (a batch: page, target, shared object)', body: ShareReq, response: reply } },
    async (req) => ok({ accepted: await recordShares(db, who(req), req.body) }),
  )
}

/** common: the common track endpoint (named events) */
export const commonTrackRoutes: TypedRoutePlugin = async (app) => {
  beaconBodies(app)
  const db = app.deps.db
  app.post(
    '/track',
    { schema: { tags: ['common'], security, summary: 'Named events (a batch)', body: TrackReq, response: reply } },
    async (req) => ok({ accepted: await recordEvents(db, who(req), req.body) }),
  )
}

/**
 * /staff/figures/page-visits: the staff aggregate in the staff console (issue 31; was zeus/buryPoint/pageVisitStats
 * behind the shared OFFLINE_STAFF_KEY): permission figures:read, the hospital from the staff session
 */
export const staffFiguresRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    STAFF_PATHS.figures.slice('/staff'.length),
    {
      schema: {
        summary:
          'Staff (figures:read): visits and distinct logged-in visitors per page per business day of the own hospital, from..to (at most 93 days)',
        querystring: VisitStatsQuery,
        response: { 200: Envelope(VisitStats) },
      },
      config: { staff: { permission: 'figures:read' } },
    },
    async (req) => {
      const scope = staffScope(req)
      return ok(await visitStats(app.deps.db, scope.hospitalId, req.query.from, req.query.to, req.query.utm))
    },
  )
  // the dashboard (issue 33 item 5): orders, sales, refunds, bookings, visits, top goods, conversion (dashboard.ts)
  const config = { staff: { permission: 'figures:read' as const } }
  app.get(
    FIGURES_PATHS.dashboard.slice('/staff'.length),
    {
      schema: {
        summary: 'Staff (figures:read): the dashboard of the own hospital per business day, from..to (at most 93 days)',
        querystring: FiguresQuery,
        response: { 200: Envelope(FiguresDashboard) },
      },
      config,
    },
    async (req) => {
      const scope = staffScope(req)
      return ok(await figuresDashboard(scope.unscoped, scope.hospitalId, req.query.from, req.query.to))
    },
  )
  app.get(
    FIGURES_PATHS.dashboardCsv.slice('/staff'.length),
    {
      schema: {
        summary: 'Staff (figures:read): the dashboard as a CSV file (UTF-8 with a BOM)',
        querystring: FiguresQuery,
        response: { 200: Type.String({ description: 'text/csv; charset=utf-8 with a BOM' }) },
      },
      config,
    },
    async (req, reply) => {
      const scope = staffScope(req)
      const f = await figuresDashboard(scope.unscoped, scope.hospitalId, req.query.from, req.query.to)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="figures-${f.from}-${f.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(figuresCsv(f))
    },
  )
}
