/** What every route plugin of an API prefix is registered with (server/modules/index.ts). */
import type { FastifyPluginAsync } from 'fastify'

export interface PrefixPluginOptions {
  /** spread into a route's `config` to give it the strict per-IP limit (captcha, SMS, login) */
  sensitive: Record<string, unknown>
}

/** a route plugin: registered under its API prefix, with the prefix's options */
export type RoutePlugin = FastifyPluginAsync<PrefixPluginOptions>
