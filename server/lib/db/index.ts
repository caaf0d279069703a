/**
 * Opening the database: embedded PGlite (default, data under DATA_DIR or ./data/pglite) or
 * PostgreSQL through `pg` when DATABASE_URL is set. Both are driven by the same Kysely queries.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Kysely, PostgresDialect, type PostgresPool, type Transaction } from 'kysely'
import type { PGlite } from '@electric-sql/pglite'
import { PGliteDialect, type PGliteLike } from './pglite-dialect'
import type { DB } from './schema'

export type { DB } from './schema'

/** a database handle or a transaction (queries inside a transaction must use it, see server/README) */
export type Q = Kysely<DB> | Transaction<DB>

export interface Database {
  db: Kysely<DB>
  kind: 'pglite' | 'postgres'
  /** the PGlite instance (or proxy) when kind is 'pglite' */
  pglite?: PGliteLike
  /** the pg pool when kind is 'postgres' (LISTEN connections, pool metrics) */
  pool?: PgPoolLike
  /** connections of the pg pool: open, idle, requests waiting for one (PGlite: one connection, never waiting) */
  poolStats(): { total: number; idle: number; waiting: number }
  /** destroys Kysely and closes PGlite / the pg pool (idempotent) */
  close(): Promise<void>
  /** true once close() has completed */
  readonly closed: boolean
}

/** what the server uses of a pg Pool besides Kysely */
export interface PgPoolLike {
  totalCount: number
  idleCount: number
  waitingCount: number
  options?: { connectionString?: string }
  on?(event: 'connect', listener: (client: unknown) => void): unknown
  /** the pool's open connections (kept by openDatabase): the read cache tracks writes on each */
  connectedClients?: Set<unknown>
}

export function wrap(db: Kysely<DB>, kind: Database['kind'], pglite?: PGliteLike, pool?: PgPoolLike): Database {
  let closing: Promise<void> | undefined
  let closed = false
  return {
    db,
    kind,
    pglite,
    pool,
    poolStats: () =>
      pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : { total: 1, idle: 1, waiting: 0 },
    close() {
      closing ??= db.destroy().then(() => {
        closed = true
      })
      return closing
    },
    get closed() {
      return closed
    },
  }
}

/** Kysely over an existing PGlite instance (tests clone a template and pass it here). */
export function databaseFromPGlite(pglite: PGliteLike, opts: { closeOnDestroy?: boolean } = {}): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite, closeOnDestroy: opts.closeOnDestroy }) })
  return wrap(db, 'pglite', pglite)
}

export interface OpenDatabaseOptions {
  /** postgres://... -> PostgreSQL through pg */
  databaseUrl?: string
  /** PGlite data folder (created when missing); 'memory://' for an in-memory database */
  dataDir?: string
  /** PostgreSQL connections in the pool (default 10) */
  poolMax?: number
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // pg is CommonJS: under ESM loaders (tsx) its exports sit on `default`
    const pg: any = await import('pg')
    const Pool: typeof import('pg').Pool = pg.Pool ?? pg.default.Pool
    const pool = new Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10 })
    // an idle client losing its connection (PostgreSQL restarted) must not crash the process: the pool drops it
    pool.on('error', () => {})
    const connectedClients = new Set<unknown>()
    pool.on('connect', (c) => connectedClients.add(c))
    pool.on('remove', (c) => connectedClients.delete(c))
    Object.assign(pool, { connectedClients })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as unknown as PostgresPool }) })
    return wrap(db, 'postgres', undefined, pool)
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const dataDir = opts.dataDir ?? path.resolve('data/pglite')
  let pglite: PGlite
  if (dataDir.startsWith('memory://')) {
    pglite = new PGlite()
  } else {
    fs.mkdirSync(dataDir, { recursive: true })
    pglite = new PGlite({ dataDir })
  }
  await pglite.waitReady
  return databaseFromPGlite(pglite)
}
