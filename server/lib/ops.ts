/**
 * What operations need from every server process, outside the API prefixes:
 *   GET /healthz  the process is up and serving (no database access): 200 {status:'ok'}
 *   GET /readyz   ready for traffic: the database answers and every migration of this build is applied;
 *                 503 {status:'unavailable', reason} otherwise, and while the server shuts down (so a
 *                 proxy / orchestrator stops sending before the connections drain)
 *   GET /metrics  Prometheus text (fastify-metrics + prom-client): request rate and latency histogram per
 *                 route and status (http_request_duration_seconds), process and event-loop metrics, the
 *                 database pool (db_pool_connections); only when METRICS_TOKEN is set, and only for
 *                 `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without it the route does not exist.
 * None of them is rate limited or counted in the route metrics.
 */
import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyMetrics from 'fastify-metrics'
import promClient from 'prom-client'
import { sql } from 'kysely'
import { migrations } from './db/migrations'
import type { Database } from './db'

const OPS_CONFIG = { rateLimit: false, disableMetrics: true } as const

/** why the database is not ready, or null: reachable and every migration of this build applied */
export async function databaseProblem(database: Database): Promise<string | null> {
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db)
    const applied = new Set(rows.rows.map((r) => r.name))
    const missing = Object.keys(migrations).filter((n) => !applied.has(n))
    return missing.length ? `migrations not applied: ${missing.length} (first: ${missing[0]}); run npm run migrate` : null
  } catch (err) {
    const msg = (err as { message?: string }).message ?? String(err)
    if (/kysely_migration/.test(msg) && /does not exist/.test(msg)) return 'database not migrated; run npm run migrate'
    return `database unreachable: ${msg.split('\n')[0]}`
  }
}

/** /healthz and /readyz (before the database is opened: they are plain routes reading app.deps at request time) */
export function registerHealthRoutes(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  // strict replies like every route (server/contract.test.ts), kept out of the OpenAPI document
  const status = (values: string[], withReason = false) => ({
    type: 'object',
    additionalProperties: false,
    required: ['status'],
    properties: { status: { type: 'string', enum: values }, ...(withReason ? { reason: { type: 'string' } } : {}) },
  })
  const healthz = { hide: true, response: { 200: status(['ok']) } }
  const readyz = { hide: true, response: { 200: status(['ready']), 503: status(['unavailable'], true) } }
  app.get('/healthz', { schema: healthz, config: OPS_CONFIG, logLevel: 'warn' }, async () => ({ status: 'ok' }))
  app.get('/readyz', { schema: readyz, config: OPS_CONFIG, logLevel: 'warn' }, async (_req, reply) => {
    const reason = closing ? 'shutting down' : await databaseProblem(app.deps.database)
    if (reason) return reply.status(503).send({ status: 'unavailable', reason })
    return { status: 'ready' }
  })
}

function bearerMatches(req: FastifyRequest, token: string): boolean {
  const h = req.headers.authorization ?? ''
  const m = /^Bearer\s+(\S+)$/i.exec(h)
  if (!m) return false
  const a = crypto.createHash('sha256').update(m[1]).digest()
  const b = crypto.createHash('sha256').update(token).digest()
  return crypto.timingSafeEqual(a, b)
}

/**
 * Prometheus metrics (config.metricsToken set). Registered before the routes (fastify-metrics times the
 * routes registered after it). One metrics-enabled server per process: it uses prom-client's global
 * registry and clears it when a new server registers (tests build several).
 */
export async function registerMetrics(app: FastifyInstance, token: string | null, database: () => Database | undefined): Promise<void> {
  if (!token) return
  await app.register(fastifyMetrics, {
    clearRegisterOnInit: true,
    endpoint: {
      url: '/metrics',
      method: 'GET',
      logLevel: 'warn',
      schema: { hide: true },
      config: OPS_CONFIG,
      onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
        if (!bearerMatches(req, token)) {
          reply.header('www-authenticate', 'Bearer').status(401).send({ code: 401, msg: '未授权', data: null })
        }
      },
      handler: () => undefined,
    },
    defaultMetrics: { enabled: true },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      groupStatusCodes: false,
      routeBlacklist: ['/healthz', '/readyz', '/metrics'],
      overrides: {
        histogram: {
          name: 'http_request_duration_seconds',
          buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
        },
      },
    },
  })
  new promClient.Gauge({
    name: 'db_pool_connections',
    help: 'database connections of this process: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    collect() {
      const d = database()
      if (!d) return
      const s = d.poolStats()
      this.set({ state: 'total' }, s.total)
      this.set({ state: 'idle' }, s.idle)
      this.set({ state: 'waiting' }, s.waiting)
    },
  })
  new promClient.Counter({
    name: 'http_server_errors_total',
    help: 'responses with a 5xx status',
    labelNames: ['route'],
  })
  const errors = promClient.register.getSingleMetric('http_server_errors_total') as promClient.Counter<'route'>
  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode >= 500) errors.inc({ route: req.routeOptions.url ?? '__unknown__' })
  })
}
