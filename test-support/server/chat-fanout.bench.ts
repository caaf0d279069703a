/**
 * Chat fan-out figure (issue 15): one server (PGlite in its worker, as in the tests), N connected WebSocket members of
 * one group, senders writing over the socket. Prints stored messages per second (burst, as fast as the server takes
 * them) and the delivery latency (send → every member received) at a steady rate.
 *   npx tsx test-support/server/chat-fanout.bench.ts [clients=200] [steadyRate=20] [steadyCount=200] [burst=300] [instances=1]
 * (scripts/chat-throughput.sh runs it). instances=2: a second app on the same database holds every other socket, so
 * half the deliveries cross the bus (server/modules/chat/bus.ts).
 * Clients and server share this process and the machine's cores: the figures are a floor, not a capacity plan.
 */
import WebSocket from 'ws'
import { createClock, createTestApp, createTestDatabase, patients } from '.'
import { CHAT_FLOOD } from '../../src/domain/chat'

const [N = 200, RATE = 20, STEADY = 200, BURST = 300, INSTANCES = 1] = process.argv.slice(2).map(Number)

async function main() {
  const database = await createTestDatabase()
  const clock = createClock()
  const t = await createTestApp({ database, clock })
  const apps = [t]
  for (let i = 1; i < INSTANCES; i++) apps.push(await createTestApp({ database, clock }))
  const patient = patients(() => ({ database, t }), '133', 'bench')
  const users = []
  for (let i = 0; i < N; i++) users.push(await patient())
  const g = (await t.post('/studio-patient/im/studio/createGroup', { studioId: 61 }, { token: users[0].token })).body.data
  const now = new Date(t.clock.now)
  await database.db
    .insertInto('chat_member')
    .values(
      users.slice(1).map((u) => ({
        conversation_id: g.groupId,
        member_kind: 'user',
        member_id: u.userId,
        joined_at: now,
        read_seq: 0,
        quit_at: null,
        muted_until: null,
      })),
    )
    .execute()
  const ports = apps.map((a) => (a.app.server.address() as { port: number }).port)
  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  let received = 0
  let onReceived: () => void = () => undefined
  const sockets = await Promise.all(
    users.map(
      (u, ui) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${ports[ui % ports.length]}/api/im/ws`)
          ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: u.token })))
          ws.on('error', reject)
          ws.on('message', (raw) => {
            const f = JSON.parse(String(raw))
            if (f.type === 'hello') resolve(ws)
            if (f.type === 'msg') {
              const at = sentAt.get(f.message.content.text)
              if (at !== undefined) latencies.push(performance.now() - at)
              received++
              onReceived()
            }
          })
        }),
    ),
  )
  const waitFor = (n: number) =>
    new Promise<void>((resolve) => {
      onReceived = () => received >= n && resolve()
      onReceived()
    })
  // senders rotate so that no one passes the flood limit (CHAT_FLOOD per sender per window); the clock stands still
  let k = 0
  const send = () => {
    const i = k % N
    const text = `m${k++}`
    sentAt.set(text, performance.now())
    sockets[i].send(JSON.stringify({ type: 'send', reqId: text, groupId: g.groupId, msgType: 'text', text }))
  }
  const perSender = Math.ceil((STEADY + BURST) / N)
  if (perSender > CHAT_FLOOD.max) throw new Error(`more than ${CHAT_FLOOD.max} messages per sender: add clients`)

  // steady: RATE messages per second
  const t0 = performance.now()
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      send()
      if (k >= STEADY) {
        clearInterval(timer)
        resolve()
      }
    }, 1000 / RATE)
  })
  await waitFor(STEADY * N)
  const steadyMs = performance.now() - t0
  const sorted = [...latencies].sort((a, b) => a - b)
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1)
  console.log(
    JSON.stringify({
      clients: N,
      instances: apps.length,
      steady: {
        messages: STEADY,
        ratePerS: RATE,
        deliveries: latencies.length,
        seconds: +(steadyMs / 1000).toFixed(1),
        p50Ms: +pct(50),
        p99Ms: +pct(99),
        maxMs: +sorted[sorted.length - 1].toFixed(1),
      },
    }),
  )

  // burst: as fast as the server stores them
  latencies.length = 0
  const before = received
  const t1 = performance.now()
  for (let j = 0; j < BURST; j++) send()
  await waitFor(before + BURST * N)
  const burstS = (performance.now() - t1) / 1000
  const sortedB = [...latencies].sort((a, b) => a - b)
  console.log(
    JSON.stringify({
      burst: {
        messages: BURST,
        seconds: +burstS.toFixed(1),
        storedPerS: +(BURST / burstS).toFixed(0),
        deliveriesPerS: +((BURST * N) / burstS).toFixed(0),
        p99Ms: +sortedB[Math.floor(0.99 * sortedB.length)].toFixed(1),
      },
    }),
  )
  const rows = await database.db
    .selectFrom('chat_message')
    .select((e) => e.fn.countAll().as('n'))
    .where('conversation_id', '=', g.groupId)
    .executeTakeFirstOrThrow()
  console.log(JSON.stringify({ stored: Number(rows.n), expected: STEADY + BURST }))
  for (const s of sockets) s.close()
  for (const a of apps.slice(1)) await a.close()
  await t.close()
  await database.close()
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e)
    process.exit(1)
  },
)
