#!/usr/bin/env node
/**
 * WeChat's own code-quality check (the devtools' 代码质量 panel) on a weapp build, offline, through the official
 * `miniprogram-ci` package (issue 34): `checkCodeQuality` (the 11 items: package sizes, JS / WXML / WXSS compression,
 * lazy code loading, images and audio, code of other packages in the main package, unused components, plugins and
 * code) and `analyseCode` (the package report). Fails (exit 1) on any failed item.
 *
 * Offline: neither call asks WeChat's servers (they read the files and project.config.json). `new ci.Project` wants
 * an appid and an upload key but signs nothing here: the build's appid (the tourist appid of a development build)
 * and a placeholder key. Any connection attempted during the run fails the check, so a future miniprogram-ci that
 * starts calling home is noticed. Its checker turns an item that throws into a pass (and logs the error): an error
 * logged during the run fails the check too.
 *
 * Writes <dist>/weapp-code-quality.json (outside dist/weapp, which is what gets uploaded): the items and the
 * package sizes as miniprogram-ci counts them, which scripts/size-report.mjs prints.
 *
 * Usage: node scripts/release/code-quality.mjs [--dist dist] [--json]
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const require = createRequire(import.meta.url)

/** the items this version of miniprogram-ci checks (its qualitycheckoption, those with a handler) */
export const EXPECTED_ITEMS = [
  'PACKAGE_SIZE_LIMIT',
  'JS_COMPRESS_OPEN',
  'WXML_COMPRESS_OPEN',
  'WXSS_COMPRESS_OPEN',
  'LAZYCODE_LOADING_OPEN',
  'IMAGE_AND_AUDIO_LIMIT',
  'CONTAINS_OTHER_PKG_JS',
  'CONTAINS_OTHER_PKG_COMPONENTS',
  'CONTAINS_UNUSED_PLUGINS',
  'CONTAINS_UNUSED_COMPONENTS',
  'CONTAINS_UNUSED_CODES',
]

/** runs fn with every outgoing connection refused and recorded, and every console.error recorded */
export async function guarded(fn) {
  const attempts = []
  const errors = []
  const connect = net.Socket.prototype.connect
  const consoleError = console.error
  net.Socket.prototype.connect = function (...args) {
    const o = args[0]
    attempts.push(typeof o === 'object' && o ? `${o.host || o.path || '?'}:${o.port ?? ''}` : String(o))
    process.nextTick(() => this.destroy(new Error('code-quality: network access refused (offline check)')))
    return this
  }
  console.error = (...a) => errors.push(a.map((x) => (x instanceof Error ? x.stack || x.message : String(x))).join(' '))
  try {
    return { value: await fn(), attempts, errors }
  } finally {
    net.Socket.prototype.connect = connect
    console.error = consoleError
  }
}

/** analyseCode's package report: bytes and files per package (main = ''), and the modules it could not build */
export function packageReport(analysis) {
  const packages = {}
  for (const f of analysis?.files || []) {
    const key = f.subPackage || ''
    const p = (packages[key] ||= { bytes: 0, files: 0 })
    p.bytes += f.size
    p.files++
  }
  const broken = (analysis?.modules || []).filter((m) => m.buildError || m.errors?.length).map((m) => m.path)
  return { packages, modules: analysis?.modules?.length ?? 0, broken }
}

export async function checkWeapp(projectPath) {
  const ci = require('miniprogram-ci')
  // the items' own wording (the devtools' panel, Chinese): the English texts read as failures even on a pass
  ci.locales?.setLocale?.('zh')
  const config = JSON.parse(fs.readFileSync(path.join(projectPath, 'project.config.json'), 'utf8'))
  const { value, attempts, errors } = await guarded(async () => {
    const project = new ci.Project({
      appid: config.appid || 'touristappid',
      type: 'miniProgram',
      projectPath,
      privateKey: 'offline-code-quality-check', // never used: nothing is signed or sent
      ignores: ['node_modules/**/*'],
    })
    const items = await ci.checkCodeQuality(project)
    const analysis = await ci.analyseCode(project, { silent: true })
    return { items, analysis }
  })
  const items = value.items.map((i) => ({ name: i.name, success: !!i.success, text: i.text, detail: i.detail }))
  const failures = []
  for (const i of items) if (!i.success) failures.push(`${i.name}: ${i.text}${detailText(i.detail)}`)
  for (const name of EXPECTED_ITEMS)
    if (!items.some((i) => i.name === name)) failures.push(`${name}: not reported by this miniprogram-ci (its items changed)`)
  for (const a of attempts) failures.push(`tried the network (${a}): this check must run offline`)
  for (const e of errors) failures.push(`an item threw (miniprogram-ci counts that as a pass): ${e.split('\n')[0]}`)
  const report = packageReport(value.analysis)
  for (const m of report.broken) failures.push(`analyseCode could not build ${m}`)
  return { appid: config.appid, items, report, failures }
}

function detailText(detail) {
  if (!detail) return ''
  if (Array.isArray(detail)) return detail.length ? ` (${detail.slice(0, 5).join(', ')}${detail.length > 5 ? ', …' : ''})` : ''
  if (Array.isArray(detail.files)) return detail.files.length ? ` (${detail.files.slice(0, 5).join(', ')})` : ''
  return ''
}

export function formatResult(r) {
  const out = [`WeChat code quality (miniprogram-ci checkCodeQuality, offline) on the build of appid ${r.appid}`]
  for (const i of r.items)
    out.push(`  ${i.success ? 'pass' : 'FAIL'}  ${i.name.padEnd(30)} ${i.text}${i.success ? '' : detailText(i.detail)}`)
  const passed = r.items.filter((i) => i.success).length
  out.push(`  ${passed} of ${r.items.length} items pass`)
  const pk = Object.entries(r.report.packages).sort(([a], [b]) => a.localeCompare(b))
  out.push(
    `analyseCode (${r.report.modules} modules): ${pk.map(([root, p]) => `${root || 'main'} ${p.bytes} B in ${p.files} files`).join(', ')}`,
  )
  for (const f of r.failures) out.push(`FAIL ${f}`)
  out.push(r.failures.length ? `code quality check FAILED (${r.failures.length})` : 'code quality check passed')
  return out.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  const args = process.argv.slice(2)
  const dist = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist'
  const projectPath = path.resolve(dist, 'weapp')
  if (!fs.existsSync(path.join(projectPath, 'project.config.json'))) {
    console.error(`code-quality: ${projectPath}/project.config.json is missing: build first (bash scripts/taro-build.sh weapp)`)
    process.exit(1)
  }
  const r = await checkWeapp(projectPath)
  fs.writeFileSync(path.resolve(dist, 'weapp-code-quality.json'), `${JSON.stringify(r, null, 2)}\n`)
  console.log(args.includes('--json') ? JSON.stringify(r, null, 2) : formatResult(r))
  process.exit(r.failures.length ? 1 : 0)
}
