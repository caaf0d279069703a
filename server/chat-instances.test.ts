/**
 * The chat workbench across two server processes on ONE PostgreSQL (server-slow; issue 32 "Done when", the
 * deployment step): a patient's socket on instance A, a doctor's socket on instance B authenticated by the staff
 * session cookie (no token in the URL); messages both ways within a second, through PostgreSQL LISTEN/NOTIFY
 * (server/modules/chat/bus.ts). Without PostgreSQL installed this fails with the instruction (as instances.test.ts
 * would skip, this one must not: CI installs PostgreSQL with scripts/ensure-system.sh).
 */
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely'
import type { DB } from './lib/db'
import { createSession } from './auth/sessions'
import { hasPostgres, runScript, startPgCluster, startServer, type PgCluster, type ServerProcess } from '../test-support/server/processes'
import { ChatSocket } from '../test-support/server/chat-socket'

jest.setTimeout(300_000)

async function post(s: ServerProcess, url: string, body: unknown, token?: string) {
  const res = await fetch(`${s.base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as any }
}

describe('the chat workbench on two instances of one PostgreSQL', () => {
  let pg: PgCluster
  let db: Kysely<DB>
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    if (!hasPostgres())
      throw new Error('PostgreSQL is not installed: run scripts/ensure-system.sh (this journey needs two instances on it)')
    pg = startPgCluster()
    const url = pg.createDatabase('chatdesk')
    const m = runScript('server/migrate.ts', { DATABASE_URL: url }, ['--seed'])
    if (m.code !== 0) throw new Error(m.out)
    const env = { DATABASE_URL: url, MIGRATE_ON_START: '0', SEED: '0', SANDBOX_PROVIDERS: '1', TRUST_PROXY: '1' }
    ;[a, b] = await Promise.all([startServer(env, 240_000), startServer(env, 240_000)]) // slow to start on a loaded machine
    const { Pool } = await import('pg')
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 2 }) as unknown as PostgresPool }) })
  })
  afterAll(async () => {
    for (const s of [a, b]) s?.child.kill('SIGKILL')
    await Promise.all([a?.exited, b?.exited])
    await db?.destroy()
    pg?.stop()
  })

  it('a patient on A and the doctor (staff cookie) on B exchange messages both ways within a second', async () => {
    const now = new Date()
    const u = await db
      .insertInto('app_user')
      .values({
        username: 'chatdesk-pg',
        phone: '13300009999',
        password_hash: null,
        register_hospital_id: 6,
        register_channel: 'test',
        avatar_url: null,
        id_no_hash: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const token = await createSession(db, { userId: u.id, loginType: 1, channel: 'h5', hospitalId: 6, now })
    const g = await post(a, '/studio-patient/im/createGroup', { doctorId: 602 }, token)
    expect(g.status).toBe(200)
    const groupId: number = g.body.data.groupId
    // the doctor's account and a full session, made by the development endpoint of instance B
    const staff = await post(b, '/dev/staff-session', { role: 'doctor', hospitalId: 6, doctorId: 602 })
    expect(staff.status).toBe(200)

    const patient = await ChatSocket.open(a.port, { token })
    const doctor = await ChatSocket.open(b.port, { cookie: staff.body.data.sessionId })
    expect(doctor.frames[0]).toMatchObject({ type: 'hello', memberKind: 'doctor', memberId: 602 })

    let started = Date.now()
    patient.ws.send(
      JSON.stringify({ type: 'send', reqId: 'p1', groupId, msgType: 'text', text: '医生您好（来自实例A）', clientMsgId: 'p-1' }),
    )
    await doctor.until(() => doctor.has('医生您好（来自实例A）'), 1000)
    expect(Date.now() - started).toBeLessThan(1000)

    started = Date.now()
    doctor.ws.send(JSON.stringify({ type: 'send', reqId: 'd1', groupId, msgType: 'text', text: '您好（来自实例B）', clientMsgId: 'd-1' }))
    await patient.until(() => patient.has('您好（来自实例B）'), 1000)
    expect(Date.now() - started).toBeLessThan(1000)
    patient.ws.close()
    doctor.ws.close()
  })
})
