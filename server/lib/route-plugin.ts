/**
 * Route plugins: what every route plugin of an API prefix is registered with (server/modules/index.ts),
 * and the TypeBox type provider. A plugin typed `TypedRoutePlugin` (or `typed(app)` inside any plugin)
 * gets request types from its TypeBox schemas (contract/*.ts): `req.body`, `req.query` typed, and a
 * handler's return value checked against the 200 reply schema. Validation stays with Fastify's ajv
 * (the Chinese field messages of lib/errors.ts); TypeBox schemas are plain JSON Schema to it.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'

export type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'

export interface PrefixPluginOptions {
  /** spread into a route's `config` to give it the strict per-IP limit (captcha, SMS, login) */
  sensitive: Record<string, unknown>
}

/** a route plugin typed by the TypeBox type provider */
export type TypedRoutePlugin = FastifyPluginAsyncTypebox<PrefixPluginOptions>

/** a route plugin: registered under its API prefix, with the prefix's options */
export type RoutePlugin = FastifyPluginAsync<PrefixPluginOptions> | TypedRoutePlugin

/** the same instance, typed by the TypeBox type provider */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>()
}
