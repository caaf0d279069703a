#!/usr/bin/env node
/**
 * `npm run release:alipay`: the build in dist/alipay uploaded through Alipay's official CLI, `minidev upload`
 * (issue 34), with the hospital's appid and the tool identity (toolId + private key) from the environment
 * (scripts/release/lib.cjs alipayPlan lists them) and the version of package.json. Everything is checked before
 * minidev runs (the key parsed with node:crypto); a missing or malformed setting: every problem listed, exit 1.
 * minidev is not a dependency: `npx --yes minidev` fetches it, and it downloads its builder when it runs, so this
 * needs the network (MINIDEV="minidev" uses an installed one). Its refusal: its message (above), exit 1.
 * The identity goes to minidev as a file (--identity-key-path) in a private temporary folder, removed afterwards.
 *
 * Usage: node scripts/release/alipay.mjs
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { alipayPlan } = require('./lib.cjs')

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minidev-identity-'))
const identityFile = path.join(dir, 'identity.json')
/** process.exit skips `finally`: the identity folder goes first */
const exit = (code) => {
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(code)
}
const fail = (lines) => {
  console.error(`release:alipay: ${lines.length === 1 ? lines[0] : `cannot upload:\n${lines.map((l) => `  - ${l}`).join('\n')}`}`)
  exit(1)
}

const plan = alipayPlan(process.env, { identityFile })
if (plan.errors.length) fail(plan.errors)
fs.writeFileSync(identityFile, JSON.stringify(plan.identity), { mode: 0o600 })
const [command, ...pre] = (process.env.MINIDEV || 'npx --yes minidev').split(/\s+/)
console.log(`release:alipay: ${command} ${[...pre, ...plan.args].join(' ')}`)
console.log(`  notes (the version's description when it is submitted for review): ${plan.notes}`)
const r = spawnSync(command, [...pre, ...plan.args], { stdio: 'inherit' })
if (r.error) fail([`could not run ${command}: ${r.error.message}`])
if (r.status !== 0) fail([`minidev upload failed (exit ${r.status ?? r.signal}): its message is above (it needs the network)`])
exit(0)
