#!/usr/bin/env node
// `npm run start:prod`: the server as a hospital runs it — PostgreSQL (DATABASE_URL, required), the
// migrations once (server/migrate.ts), then WORKERS instances of server/main.ts (default: one per CPU) on
// ports PORT, PORT+1, ... (PORT default 3001) with MIGRATE_ON_START=0, behind nginx (deploy/nginx.conf).
// A worker that dies is started again (after 1 s, growing to 30 s when it keeps dying). SIGTERM / SIGINT
// are passed to every worker, which drain their connections (server/main.ts); exit when all have exited.
// The rest of the environment goes to the workers as it is (server/README.md lists it).
import { spawn, spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const env = process.env
const fail = (msg) => {
  console.error(`start:prod: ${msg}`)
  process.exit(1)
}
if (!env.DATABASE_URL) fail('DATABASE_URL is required (several instances share one PostgreSQL; PGlite is one process: npm run server)')
const workers = env.WORKERS ? Number(env.WORKERS) : (os.availableParallelism?.() ?? os.cpus().length)
if (!Number.isInteger(workers) || workers < 1 || workers > 64) fail(`WORKERS=${env.WORKERS}: a number of processes 1-64`)
const basePort = env.PORT ? Number(env.PORT) : 3001
if (!Number.isInteger(basePort) || basePort < 1 || basePort + workers - 1 > 65535) fail(`PORT=${env.PORT}: the first worker's port`)

const tsx = ['--import', 'tsx']
// once, before the workers (which start with MIGRATE_ON_START=0)
const m = spawnSync(process.execPath, [...tsx, 'server/migrate.ts'], { cwd: root, stdio: 'inherit', env })
if (m.status !== 0) fail('migrations failed (above); no worker started')

let stopping = false
const children = new Map()
function start(i, delay = 1000) {
  const port = basePort + i
  const child = spawn(process.execPath, [...tsx, 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: String(port), MIGRATE_ON_START: '0', WORKER_INDEX: String(i) },
  })
  const startedAt = Date.now()
  children.set(i, child)
  child.on('exit', (code, signal) => {
    children.delete(i)
    if (stopping) {
      if (children.size === 0) process.exit(0)
      return
    }
    const next = Date.now() - startedAt > 60_000 ? 1000 : Math.min(delay * 2, 30_000)
    console.error(`start:prod: worker ${i} (port ${port}) exited (${signal ?? code}); starting it again in ${next / 1000} s`)
    setTimeout(() => !stopping && start(i, next), next)
  })
}
for (let i = 0; i < workers; i++) start(i)
console.log(`start:prod: ${workers} workers on ports ${basePort}-${basePort + workers - 1} (pid ${process.pid})`)

const stop = (signal) => {
  if (stopping) return
  stopping = true
  console.log(`start:prod: ${signal}: stopping ${children.size} workers`)
  if (children.size === 0) process.exit(0)
  for (const c of children.values()) c.kill(signal)
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
