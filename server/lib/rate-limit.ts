/**
 * The rate limit (@fastify/rate-limit), counted BEFORE anything that can answer a request (issue 29 item 2).
 *
 * The plugin attaches its counting hook to each route's own `onRequest` hooks, and Fastify runs a route's own hooks
 * after every instance hook: a plugin's auth hook (`app.addHook('onRequest', …)` answering 401/404, e.g. the former
 * staff key of the chat demo page) answered first, and wrong guesses were never counted. Here the plugin still builds each
 * route's limiter (the global limit, a route's own `config.rateLimit` such as the sensitive routes', none for
 * `rateLimit: false`), but the limiter is taken out of the route's hooks and run by ONE `onRequest` hook of the root
 * instance, added before every other hook: every request is counted first, whatever answers it afterwards. A request
 * that matches no route (the 404 handler, the SPA fallback) is counted under the global limit.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'

type Limiter = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/** a route's limiters (taken out of its onRequest hooks), in its config: copied into the route's context config */
const LIMITERS = Symbol('rate-limit.limiters')

function hooksOf(route: RouteOptions): unknown[] {
  const h = route.onRequest
  return Array.isArray(h) ? [...h] : typeof h === 'function' ? [h] : []
}

/**
 * Registers @fastify/rate-limit with `options` so that it counts in the root's first onRequest hook. Call it on the
 * root instance before any other hook and any route.
 */
export async function registerRateLimitFirst(app: FastifyInstance, options: RateLimitPluginOptions): Promise<void> {
  // the route's onRequest hooks before the plugin's onRoute hook adds its limiter, to find what it added
  const before = new WeakMap<RouteOptions, number>()
  app.addHook('onRoute', (route) => {
    before.set(route, hooksOf(route).length)
  })
  await app.register(fastifyRateLimit, { ...options, hook: 'onRequest' })
  app.addHook('onRoute', (route) => {
    const hooks = hooksOf(route)
    const n = before.get(route) ?? hooks.length
    const limiters = hooks.slice(n) as Limiter[]
    route.onRequest = hooks.slice(0, n) as RouteOptions['onRequest']
    route.config = { ...(route.config as object), [LIMITERS]: limiters } as RouteOptions['config']
  })

  let global: Limiter | undefined
  const run = (limiters: Limiter[], req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void): void => {
    let i = 0
    const next = (): void => {
      if (i === limiters.length) return done()
      limiters[i++](req, reply).then(next, done)
    }
    next()
  }
  app.addHook('onRequest', (req, reply, done) => {
    const config = req.routeOptions.config as unknown as Record<symbol, Limiter[] | undefined> | undefined
    const own = config?.[LIMITERS]
    if (own) return own.length ? run(own, req, reply, done) : done()
    // no route matched (the 404 handler): the global limit
    const g = (global ??= app.rateLimit() as Limiter)
    run([g], req, reply, done)
  })
}
