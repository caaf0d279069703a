/**
 * A small Kysely dialect for embedded PGlite.
 *
 * PGlite is a single-connection, single-threaded Postgres: every query goes through one
 * connection, so the driver hands that connection out under a mutex. A non-transactional query
 * holds the mutex for one statement; a transaction holds it from BEGIN to COMMIT/ROLLBACK.
 * Consequence (the same as on the trial): inside `db.transaction().execute(trx => ...)` always
 * use `trx`; a query on the outer `db` waits for the mutex that the transaction holds -> deadlock.
 */
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'

/** FIFO async mutex. `lock()` resolves with the release function once the caller owns it. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve()

  lock(): Promise<() => void> {
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const previous = this.tail
    this.tail = previous.then(() => held)
    return previous.then(() => {
      let done = false
      return () => {
        if (!done) {
          done = true
          release()
        }
      }
    })
  }
}

/**
 * What the dialect needs from PGlite: a PGlite instance, or a proxy with the same surface (the
 * test harness runs PGlite in a worker thread because Jest's VM cannot run its dynamic imports).
 */
export interface PGliteLike {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>
  readonly waitReady: Promise<void>
  readonly closed: boolean
  close(): Promise<void>
}

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode'])

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGliteLike) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(compiled.sql, compiled.parameters as unknown[])
    if (WRITE_KINDS.has(compiled.query?.kind)) {
      return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) }
    }
    return { rows: result.rows }
  }

  // eslint-disable-next-line require-yield -- Kysely's Driver interface wants a generator; PGlite cannot stream, so it only throws
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect: streaming queries are not supported')
  }
}

export interface PGliteDialectConfig {
  pglite: PGliteLike
  /** close the PGlite instance when the Kysely instance is destroyed (default true) */
  closeOnDestroy?: boolean
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex()
  private readonly connection: PGliteConnection
  private release: (() => void) | undefined

  constructor(private readonly config: PGliteDialectConfig) {
    this.connection = new PGliteConnection(config.pglite)
  }

  async init(): Promise<void> {
    await this.config.pglite.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.mutex.lock()
    this.release = release
    return this.connection
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let sql = 'begin'
    if (settings.isolationLevel || settings.accessMode) {
      sql = 'start transaction'
      if (settings.isolationLevel) sql += ` isolation level ${settings.isolationLevel}`
      if (settings.accessMode) sql += ` ${settings.accessMode}`
    }
    await conn.executeQuery(CompiledQuery.raw(sql))
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'))
  }

  async savepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`))
  }

  async rollbackToSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`))
  }

  async releaseSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`))
  }

  async releaseConnection(): Promise<void> {
    const release = this.release
    this.release = undefined
    release?.()
  }

  async destroy(): Promise<void> {
    if (this.config.closeOnDestroy !== false && !this.config.pglite.closed) await this.config.pglite.close()
  }
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`

export class PGliteDialect implements Dialect {
  constructor(private readonly config: PGliteDialectConfig) {}
  createAdapter(): DialectAdapter {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new PGliteDriver(this.config)
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler()
  }
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db)
  }
}
