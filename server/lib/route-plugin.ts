/**
 * Route plugins: what every route plugin of an API prefix is registered with (server/modules/index.ts),
 * and the TypeBox type provider. A plugin typed `TypedRoutePlugin` (or `typed(app)` inside any plugin)
 * gets request types from its TypeBox schemas (contract/*.ts): `req.body`, `req.query` typed, and a
 * handler's return value checked against the 200 reply schema. Validation stays with Fastify's ajv
 * (the Chinese field messages of lib/errors.ts); TypeBox schemas are plain JSON Schema to it.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify'
import type { Static, TObject, TSchema } from '@sinclair/typebox'

/**
 * A request as its handler sees it: the Static type of its schema, with the fields declared
 * `Default(...)` (contract/lib.ts) present — ajv (useDefaults) has filled them in.
 */
export type Validated<S> =
  S extends TObject<infer P>
    ? Static<S> & { [K in keyof P as P[K] extends { default: unknown } ? K : never]-?: Exclude<Static<P[K]>, undefined> }
    : S extends TSchema
      ? Static<S>
      : unknown

/** the TypeBox type provider: requests typed by `Validated`, replies checked against the reply schema */
export interface TypeBoxTypeProvider extends FastifyTypeProvider {
  validator: Validated<this['schema']>
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown
}

export interface PrefixPluginOptions {
  /** spread into a route's `config` to give it the strict per-IP limit (captcha, SMS, login) */
  sensitive: Record<string, unknown>
}

/** a route plugin typed by the TypeBox type provider */
export type TypedRoutePlugin = FastifyPluginAsync<PrefixPluginOptions, RawServerDefault, TypeBoxTypeProvider>

/**
 * Requests typed from their TypeBox schemas, replies not checked: for the modules whose handlers do not
 * yet return their reply schema's static type (order, cart, …). Move a module to `TypedRoutePlugin`
 * once its handlers type-check against the replies (the serializer already applies the schemas).
 */
export interface TypeBoxRequestTypeProvider extends FastifyTypeProvider {
  validator: Validated<this['schema']>
  serializer: unknown
}

/** a route plugin whose requests are typed by their TypeBox schemas (replies unchecked) */
export type RequestTypedRoutePlugin = FastifyPluginAsync<PrefixPluginOptions, RawServerDefault, TypeBoxRequestTypeProvider>

/** a route plugin: registered under its API prefix, with the prefix's options */
export type RoutePlugin = FastifyPluginAsync<PrefixPluginOptions> | TypedRoutePlugin | RequestTypedRoutePlugin

/** the same instance, typed by the TypeBox type provider */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>()
}

const DISPLAY_NAME = Symbol.for('fastify.display-name')

/**
 * The plugin, named for Fastify (its function name). Without a name Fastify looks for the module exporting
 * the function by walking every entry of `require.cache` on each registration: with ~150 route plugins
 * and the few thousand modules of a test worker that walk was a fifth of building an app.
 */
export function named<F extends (...args: never[]) => unknown>(plugin: F, fallback = 'plugin'): F {
  const p = plugin as F & { [DISPLAY_NAME]?: string }
  if (!p[DISPLAY_NAME]) p[DISPLAY_NAME] = plugin.name || fallback
  return plugin
}
