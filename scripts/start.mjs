#!/usr/bin/env node
// One command to try the app: builds the H5 app if it is missing, then starts the reference server
// (embedded PGlite under ./data, seeded) which serves the app under /hospital and prints its URL.
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

// a try-it server: the development sandbox providers (SMS outbox, sandbox logins and payments, /dev/*)
// are enabled explicitly, except in production mode, which refuses them
const sandbox = process.env.NODE_ENV === 'production' ? {} : { SANDBOX_PROVIDERS: process.env.SANDBOX_PROVIDERS || '1' }
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT || '3000', ...sandbox },
})
const stop = (sig) => server.kill(sig)
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
server.on('exit', (code) => process.exit(code ?? 0))
