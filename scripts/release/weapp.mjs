#!/usr/bin/env node
/**
 * `npm run release:weapp` (upload) and `npm run preview:weapp` (a preview QR code to a file): the build in dist/weapp
 * through WeChat's official miniprogram-ci (issue 34), with the hospital's appid and upload key from the environment
 * (scripts/release/lib.cjs weappPlan lists them; RELEASE_DIST: a build made elsewhere), the version of package.json and its CHANGELOG notes as the
 * description. A missing or malformed setting: every problem listed, exit 1, nothing sent. A refusal of WeChat's
 * servers (or no network): their message, exit 1.
 *
 * Usage: node scripts/release/weapp.mjs upload|preview
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { weappPlan, platformError } = require('./lib.cjs')
const mode = process.argv[2]
const name = mode === 'preview' ? 'preview:weapp' : 'release:weapp'
if (mode !== 'upload' && mode !== 'preview') {
  console.error('usage: node scripts/release/weapp.mjs upload|preview')
  process.exit(2)
}
const fail = (lines) => {
  console.error(`${name}: ${lines.length === 1 ? lines[0] : `cannot ${mode}:\n${lines.map((l) => `  - ${l}`).join('\n')}`}`)
  process.exit(1)
}
// miniprogram-ci's own failures end here too: its message, not a stack
process.on('unhandledRejection', (e) => fail([`WeChat: ${platformError(e)}`]))

const { errors, options } = weappPlan(mode)
if (errors.length) fail(errors)

const ci = require('miniprogram-ci')
const { project: projectOptions, ...rest } = options
try {
  const project = new ci.Project(projectOptions)
  const call = mode === 'preview' ? ci.preview : ci.upload
  const result = await call({ project, ...rest, onProgressUpdate: () => undefined })
  console.log(`${name}: ${projectOptions.appid} version ${options.version} (robot ${options.robot})`)
  console.log(`  description: ${options.desc}`)
  if (mode === 'preview') console.log(`  QR code: ${options.qrcodeOutputDest}`)
  if (result?.subPackageInfo) for (const p of result.subPackageInfo) console.log(`  ${p.name}: ${p.size} B`)
} catch (e) {
  fail([`WeChat: ${platformError(e)}`])
}
