/**
 * The staff's database handle under row-level security (issue 31 item 3, migration 1251_rls_health_and_orders):
 * a Kysely on the same PostgreSQL pool whose every statement runs in a transaction that first sets
 *   set_config('app.role', 'staff', true), set_config('app.hospital_id', '<hospital>', true)
 * (transaction-local: nothing is left on the pooled connection for the next, patient, request). A single query
 * gets its own transaction (BEGIN, the settings, the query, COMMIT); `transaction()` sets them right after its
 * BEGIN; `connection()` keeps one transaction until the connection is given back. The policies then show only
 * the hospital's rows to every query of this handle, even a raw one that forgets the hospital filter.
 *
 * PGlite (one superuser, which RLS never binds) gets the plain handle: the settings would change nothing there.
 */
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type PostgresPool,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'
import type { Database, DB } from './index'

/** the statement that puts a transaction under the staff policies of one hospital */
export function staffSettings(hospitalId: number): CompiledQuery {
  return CompiledQuery.raw(`select set_config('app.role', 'staff', true), set_config('app.hospital_id', $1, true)`, [String(hospitalId)])
}

interface Tx {
  /** our own transaction around single statements (committed when the connection is given back) */
  auto: boolean
}

/** wraps a connection: a statement outside a transaction opens one with the settings */
class ScopedConnection implements DatabaseConnection {
  tx: Tx | null = null
  constructor(
    readonly inner: DatabaseConnection,
    private readonly hospitalId: number,
  ) {}

  async open(settings: TransactionSettings | null, auto: boolean): Promise<void> {
    const iso = settings?.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
    const mode = settings?.accessMode ? ` ${settings.accessMode}` : ''
    await this.inner.executeQuery(CompiledQuery.raw(`begin${iso}${mode}`))
    this.tx = { auto }
    await this.inner.executeQuery(staffSettings(this.hospitalId))
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.tx) await this.open(null, true)
    return this.inner.executeQuery<R>(query)
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (!this.tx) await this.open(null, true)
    yield* this.inner.streamQuery<R>(query, chunkSize)
  }
}

class ScopedDriver implements Driver {
  private readonly inner: PostgresDriver
  constructor(
    pool: PostgresPool,
    private readonly hospitalId: number,
  ) {
    this.inner = new PostgresDriver({ pool })
  }
  init(): Promise<void> {
    return this.inner.init()
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new ScopedConnection(await this.inner.acquireConnection(), this.hospitalId)
  }
  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const s = c as ScopedConnection
    if (s.tx) throw new Error('a transaction is already open on this scoped connection')
    await s.open(settings, false)
  }
  async commitTransaction(c: DatabaseConnection): Promise<void> {
    const s = c as ScopedConnection
    s.tx = null
    await s.inner.executeQuery(CompiledQuery.raw('commit'))
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    const s = c as ScopedConnection
    s.tx = null
    await s.inner.executeQuery(CompiledQuery.raw('rollback'))
  }
  savepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.savepoint((c as ScopedConnection).inner, name, compile)
  }
  rollbackToSavepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.rollbackToSavepoint((c as ScopedConnection).inner, name, compile)
  }
  releaseSavepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.releaseSavepoint((c as ScopedConnection).inner, name, compile)
  }
  async releaseConnection(c: DatabaseConnection): Promise<void> {
    const s = c as ScopedConnection
    try {
      // the single statements' transaction: COMMIT (PostgreSQL answers ROLLBACK when a statement of it failed)
      if (s.tx) await s.inner.executeQuery(CompiledQuery.raw(s.tx.auto ? 'commit' : 'rollback'))
    } finally {
      s.tx = null
      await this.inner.releaseConnection(s.inner as Parameters<PostgresDriver['releaseConnection']>[0])
    }
  }
  /** the pool belongs to the app's database: never ended here */
  async destroy(): Promise<void> {}
}

const handles = new WeakMap<Database, Map<number, Kysely<DB>>>()

/**
 * the database as the staff of `hospitalId` sees it: on PostgreSQL a Kysely whose statements run under the
 * staff policies of that hospital (one per database and hospital, kept); on PGlite the plain handle
 */
export function staffDb(database: Database, hospitalId: number): Kysely<DB> {
  if (database.kind !== 'postgres' || !database.pool) return database.db
  let byHospital = handles.get(database)
  if (!byHospital) handles.set(database, (byHospital = new Map()))
  let db = byHospital.get(hospitalId)
  if (!db) {
    const pool = database.pool as unknown as PostgresPool
    db = new Kysely<DB>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new ScopedDriver(pool, hospitalId),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    })
    byHospital.set(hospitalId, db)
  }
  return db
}
