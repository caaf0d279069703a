/**
 * What every route and service of the server gets from buildServer (app.deps): the database, the
 * clock, the configuration read once at start (config.ts), and the providers (SMS, third-party
 * logins, hospital identity). Services take these as arguments instead of reading globals.
 */
import type { Kysely } from 'kysely'
import type { Database, DB } from './db'
import type { Config } from './config'
import type { SmsProvider } from '../auth/sms'
import type { ThirdPartyAuthProvider } from '../auth/third-party'
import type { HospitalIdentityProvider } from '../auth/hospital-identity'
import type { AuthLimits } from '../auth/limits'

export interface AppDeps {
  db: Kysely<DB>
  database: Database
  /** the configuration of this server (loadConfig at start, testConfig in tests) */
  config: Config
  /** = config.production */
  production: boolean
  /**
   * the development sandbox providers are enabled (SANDBOX_PROVIDERS=1; never in production): SMS
   * outbox, sandbox login codes, sandbox hospital identity, sandbox payments and cashier, /dev/*
   */
  sandboxProviders: boolean
  /** the clock (tests move it) */
  now(): Date
  /** server secret for HMACs (codes, ID numbers) */
  secret: string
  /** absolute host prefixed to /assets/ URLs ('' = same origin) */
  assetHost: string
  sms: SmsProvider
  thirdParty: ThirdPartyAuthProvider
  hospitalIdentity: HospitalIdentityProvider
  limits: AuthLimits
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps
  }
}

/**
 * What a service function takes: the deps themselves, or anything holding them (the Fastify instance of a route
 * file not yet moved into its module). `depsOf` gives the deps in both cases.
 */
export type DepsSource<K extends keyof AppDeps = keyof AppDeps> = Pick<AppDeps, K> | { deps: Pick<AppDeps, K> }

export function depsOf<K extends keyof AppDeps>(src: DepsSource<K>): Pick<AppDeps, K> {
  return 'deps' in src && src.deps && typeof src.deps === 'object' ? (src.deps as Pick<AppDeps, K>) : (src as Pick<AppDeps, K>)
}
