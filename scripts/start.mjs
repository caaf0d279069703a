#!/usr/bin/env node
// One command to try the app: builds the H5 app and the staff console (console/, vite) if they are missing or
// older than their sources, then starts the reference server (embedded PGlite under ./data, seeded) which serves
// the app under /hospital and the console under /console, and prints both URLs.
import { existsSync, statSync, readdirSync } from 'node:fs'
import { spawnSync, spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
process.chdir(root)

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)
  }
  return newest
}

if (!existsSync('node_modules/.package-lock.json')) {
  console.log('Installing dependencies (npm install)...')
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const index = 'dist/h5/index.html'
const stale = !existsSync(index) || newestMtime('src') > statSync(index).mtimeMs
if (stale || process.argv.includes('--build')) {
  console.log('Building the H5 app (taro build --type h5)...')
  const r = spawnSync('npx', ['taro', 'build', '--type', 'h5'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

// the staff console (issue 31): small, a vite build of a few seconds; rebuilt when console/, contract/ or src/domain
// changed after it
const consoleIndex = 'dist/console/index.html'
const consoleStale =
  !existsSync(consoleIndex) ||
  Math.max(newestMtime('console'), newestMtime('contract'), newestMtime('src/domain')) > statSync(consoleIndex).mtimeMs
if (consoleStale || process.argv.includes('--build')) {
  console.log('Building the staff console (vite build --config console/vite.config.ts)...')
  const r = spawnSync('npx', ['vite', 'build', '--config', 'console/vite.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

// a try-it server: the development sandbox providers (SMS outbox, sandbox logins and payments, /dev/*)
// are enabled explicitly, except in production mode, which refuses them
const sandbox = process.env.NODE_ENV === 'production' ? {} : { SANDBOX_PROVIDERS: process.env.SANDBOX_PROVIDERS || '1' }
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, PORT: process.env.PORT || '3000', ...sandbox },
})
// the server's output as it comes; after its app URL, the console's
let pending = ''
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  pending += chunk.toString()
  const lines = pending.split('\n')
  pending = lines.pop() ?? ''
  for (const line of lines) {
    const m = /^(http:\/\/[^/\s]+)\/hospital\/home\s*$/.exec(line.trim())
    if (m) console.log(`${m[1]}/console/  (staff console)`)
  }
})
const stop = (sig) => server.kill(sig)
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
server.on('exit', (code) => process.exit(code ?? 0))
