/**
 * runExclusive on PostgreSQL (server-slow; a throwaway cluster from scripts/pg-cluster.sh): two "instances" (two
 * pools on one database) — while one runs the job the other skips it; after the run (or when the holder's
 * connection dies) the other gets it.
 */
import { Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely'
import { hasPostgres, startPgCluster, type PgCluster } from '../../test-support/server/processes'
import { wrap, type Database, type DB } from './db'
import { runExclusive } from './job-lock'

jest.setTimeout(120_000)
const d = hasPostgres() ? describe : describe.skip

d('runExclusive across two instances on PostgreSQL', () => {
  let cluster: PgCluster
  let one: Database
  let two: Database
  beforeAll(async () => {
    cluster = startPgCluster()
    const { Pool } = await import('pg')
    const open = () =>
      wrap(
        new Kysely<DB>({
          dialect: new PostgresDialect({ pool: new Pool({ connectionString: cluster.url, max: 3 }) as unknown as PostgresPool }),
        }),
        'postgres',
      )
    one = open()
    two = open()
  })
  afterAll(async () => {
    await one?.db.destroy()
    await two?.db.destroy()
    cluster?.stop()
  })

  test('one run at a time; the job still reaches the database; the lock is released after the run', async () => {
    let release!: () => void
    const running = runExclusive(one, 'sweep', async () => {
      await new Promise<void>((r) => (release = r))
      return (await sql<{ n: number }>`select 1 as n`.execute(one.db)).rows[0].n
    })
    await new Promise((r) => setTimeout(r, 50)) // the first run has its lock once its query started
    await expect(runExclusive(two, 'sweep', async () => 'two')).resolves.toEqual({ ran: false })
    // another job name is not held back
    await expect(runExclusive(two, 'other', async () => 'other')).resolves.toEqual({ ran: true, value: 'other' })
    release()
    await expect(running).resolves.toEqual({ ran: true, value: 1 })
    await expect(runExclusive(two, 'sweep', async () => 'two')).resolves.toEqual({ ran: true, value: 'two' })
  })

  test('a job that throws releases the lock', async () => {
    await expect(runExclusive(one, 'boom', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(runExclusive(two, 'boom', async () => 'after')).resolves.toEqual({ ran: true, value: 'after' })
  })
})
