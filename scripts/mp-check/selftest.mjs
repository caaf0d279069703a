#!/usr/bin/env node
/**
 * Self-test of the mp-check tools and the size report against the fixture app in ./fixture (a tiny Taro app with a
 * counter, a navigation, a toast, a request, a tree deeper than Taro's 15 template levels and a subpackage).
 *
 * The fixture is copied to a temp dir (node_modules symlinked to the repo's) and built there for weapp and alipay,
 * one build at a time (about 20 s each; skipped when the fixture sources did not change since the last build).
 * Then: positive checks (render, texts, tap -> setData, tap -> navigateTo, tap -> showToast, typing rounds into an
 * input, --api proxy to a local HTTP server), and negative checks on damaged copies of the build (wxml/wxss syntax errors, missing page file,
 * missing import, missing require target, page module that throws, handler that throws, package over 2 MiB).
 *
 * Usage: node scripts/mp-check/selftest.mjs [--rebuild] [--keep]   (exit 1 when an expectation fails)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import http from 'node:http'
import crypto from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { walkFiles } from '../lib/mp-app.mjs'
import { checkWeapp } from './weapp.mjs'
import { checkAlipay } from './alipay.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(here, '..', '..')
const fixtureSrc = path.join(here, 'fixture')
const args = process.argv.slice(2)
const work = path.join(os.tmpdir(), 'mp-check-fixture')

const results = []
const expect = (name, ok, detail = '') => {
  results.push({ name, ok })
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${!ok && detail ? `\n     ${String(detail).split('\n').join('\n     ')}` : ''}`)
}

function fixtureHash() {
  const h = crypto.createHash('sha1')
  for (const f of walkFiles(fixtureSrc)) h.update(f).update(fs.readFileSync(path.join(fixtureSrc, f)))
  h.update(fs.readFileSync(path.join(repo, 'package-lock.json')))
  return h.digest('hex')
}

function buildFixture() {
  const hash = fixtureHash()
  const stamp = path.join(work, '.built')
  const built = fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash
  if (
    built &&
    !args.includes('--rebuild') &&
    fs.existsSync(path.join(work, 'dist/weapp/app.json')) &&
    fs.existsSync(path.join(work, 'dist/alipay/app.json'))
  ) {
    console.log(`fixture builds up to date in ${work}`)
    return
  }
  fs.rmSync(work, { recursive: true, force: true })
  fs.cpSync(fixtureSrc, work, { recursive: true })
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(work, 'node_modules'), 'dir')
  const taro = path.join(repo, 'node_modules', '.bin', 'taro')
  for (const type of ['weapp', 'alipay']) {
    const t0 = Date.now()
    const res = spawnSync(taro, ['build', '--type', type], { cwd: work, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })
    if (res.status !== 0 || !fs.existsSync(path.join(work, `dist/${type}/app.json`))) {
      console.error(res.stdout, res.stderr)
      throw new Error(`fixture build --type ${type} failed`)
    }
    console.log(`built fixture for ${type} in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  }
  fs.writeFileSync(stamp, hash)
}

/** a damaged copy of a fixture build: dist/<type> copied to <work>/neg/<name>/dist/<type>, then changed by fn(dir) */
function damaged(type, name, fn) {
  const root = path.join(work, 'neg', name)
  fs.rmSync(root, { recursive: true, force: true })
  const dir = path.join(root, 'dist', type)
  fs.cpSync(path.join(work, 'dist', type), dir, { recursive: true })
  for (const f of ['project.config.json', 'mini.project.json']) fs.copyFileSync(path.join(work, f), path.join(root, f))
  fn(dir)
  return dir
}
/** replace `from` (a string, or a RegExp: the minifier names the module variables) in a file of a damaged copy */
const edit = (file, from, to) => {
  const src = fs.readFileSync(file, 'utf8')
  if (typeof from === 'string' ? !src.includes(from) : !from.test(src)) throw new Error(`selftest: "${from}" not found in ${file}`)
  fs.writeFileSync(file, src.replace(from, to))
}
const has = (report, re) => report.failures.some((f) => re.test(f))
const show = (report) => report.failures.join('\n') || '(no failures)'

async function withServer(fn) {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ pong: 'selftest', path: req.url }))
  })
  await new Promise((r) => server.listen(0, '127.0.0.1', r))
  try {
    return await fn(`http://127.0.0.1:${server.address().port}`)
  } finally {
    server.close()
  }
}

async function main() {
  buildFixture()
  const dist = (type) => path.join(work, 'dist', type)
  const home = 'pages/index/index'

  for (const [type, check] of [
    ['weapp', checkWeapp],
    ['alipay', checkAlipay],
  ]) {
    let r = await check({ distDir: dist(type), quiet: true, expectTexts: ['Fixture home', 'deep leaf', 'offline'], allPages: true })
    expect(
      `${type}: boots, renders the deep tree, all pages render`,
      r.failures.length === 0 && r.boot.elements > 20 && r.boot.pages.length === 2,
      show(r),
    )
    if (type === 'weapp')
      expect(
        'weapp: compiled templates render the deep tree through comp',
        r.boot.renderedTexts.includes('deep leaf'),
        JSON.stringify(r.boot.renderedTexts),
      )
    r = await check({ distDir: dist(type), quiet: true, tapClass: 'counter', expectTexts: ['Count 0'], afterTexts: ['Count 1'] })
    expect(`${type}: tap by class updates data (Count 0 -> Count 1)`, r.failures.length === 0 && r.boot.tap.setDataCalls > 0, show(r))
    r = await check({ distDir: dist(type), quiet: true, tapClass: 'counter', watchClass: 'counter' })
    expect(
      `${type}: --watch-class sees the text change (Count 0 -> Count 1)`,
      r.failures.length === 0 && r.boot.tap.watch.after === 'Count 1',
      show(r),
    )
    r = await check({ distDir: dist(type), quiet: true, tapText: 'Toast', watchClass: 'counter' })
    expect(`${type}: --watch-class fails when the text stays`, has(r, /text of "\.counter" did not change/), show(r))
    // typing (--type): the field's input event with detail.value, then a tap or the field's confirm event
    r = await check({
      distDir: dist(type),
      quiet: true,
      typeTexts: ['hello one', 'hello two'],
      typePlaceholder: 'Say some',
      tapText: 'Say',
      afterTexts: ['said: hello'],
    })
    expect(
      `${type}: --type rounds: typed into the input (it shows the text), tap Say, a new "said: hello" each round`,
      r.failures.length === 0 &&
        r.boot.rounds.length === 2 &&
        r.boot.rounds.every((x) => x.events.includes('input') && x.newTexts.includes('said: hello')) &&
        r.boot.rounds[1].shown === 'hello two' &&
        r.boot.texts.length > 0,
      show(r) + JSON.stringify(r.boot && r.boot.rounds),
    )
    r = await check({
      distDir: dist(type),
      quiet: true,
      typeTexts: ['by confirm'],
      typeClass: 'say-input',
      afterTexts: ['said: by confirm'],
    })
    expect(
      `${type}: --type without a tap fires the field's confirm event`,
      r.failures.length === 0 && r.boot.rounds[0].events.join() === 'input,confirm',
      show(r) + JSON.stringify(r.boot && r.boot.rounds),
    )
    r = await check({ distDir: dist(type), quiet: true, typeTexts: ['hello'], tapText: 'Say', afterTexts: ['Fixture home'] })
    expect(
      `${type}: --type: an --after-text the round did not add fails`,
      has(r, /round 1 \("hello"\): expected a new "Fixture home" .*1 before the round, 1 after/),
      show(r),
    )
    r = await check({ distDir: dist(type), quiet: true, typeTexts: ['hello'], typePlaceholder: 'not there', tapText: 'Say' })
    expect(
      `${type}: --type with an unknown placeholder fails`,
      has(r, /no text field \(input \/ textarea\) with placeholder containing "not there"/),
      show(r),
    )
    r = await check({ distDir: dist(type), quiet: true, login: '13800138000:x' })
    expect(`${type}: --login without --api fails clearly`, has(r, /--login \/ --cart need --api/), show(r))
    r = await check({ distDir: dist(type), quiet: true, tapText: 'Open detail', expectNav: '/pkg/detail/index?id=7' })
    expect(`${type}: tap by text navigates (navigateTo /pkg/detail/index?id=7)`, r.failures.length === 0, show(r))
    r = await check({ distDir: dist(type), quiet: true, tapText: 'Open detail', expectNav: '/pages/elsewhere/index' })
    expect(`${type}: wrong --expect-nav fails`, has(r, /expected navigation to \/pages\/elsewhere\/index/), show(r))
    r = await check({ distDir: dist(type), quiet: true, tapText: 'Toast' })
    expect(`${type}: tap on a Button calls showToast`, r.failures.length === 0 && r.boot.tap.apiCalls.includes('showToast'), show(r))
    r = await check({ distDir: dist(type), quiet: true, tapText: 'Fixture home' })
    expect(`${type}: tap on an element without handler fails`, has(r, /binds tap/), show(r))
    r = await check({ distDir: dist(type), quiet: true, expectTexts: ['not on the page'] })
    expect(`${type}: missing expected text fails`, has(r, /expected text "not on the page"/), show(r))
    r = await check({ distDir: dist(type), quiet: true, page: 'pkg/detail/index', query: { id: '42' }, expectTexts: ['Detail 42'] })
    expect(`${type}: subpackage page boots with a query`, r.failures.length === 0, show(r))
    r = await withServer((api) => check({ distDir: dist(type), quiet: true, api, expectTexts: ['pong selftest'] }))
    expect(`${type}: --api proxies requests to a server`, r.failures.length === 0, show(r))

    // negative: structure
    let d = damaged(type, `${type}-nojson`, (dir) => fs.rmSync(path.join(dir, 'pkg/detail/index.json')))
    r = await check({ distDir: d, quiet: true })
    expect(`${type}: missing page .json fails`, has(r, /pkg\/detail\/index\.json missing/), show(r))
    d = damaged(type, `${type}-nopreload`, (dir) => {
      const file = path.join(dir, 'app.json')
      const app = JSON.parse(fs.readFileSync(file, 'utf8'))
      delete app.preloadRule
      fs.writeFileSync(file, JSON.stringify(app))
    })
    r = await check({ distDir: d, quiet: true })
    expect(`${type}: no preloadRule for the entry page fails`, has(r, /preloadRule has no subpackage for the entry page/), show(r))
    const tpl = type === 'weapp' ? 'wxml' : 'axml'
    d = damaged(type, `${type}-import`, (dir) => edit(path.join(dir, `pkg/detail/index.${tpl}`), `../../base.${tpl}`, `../../nope.${tpl}`))
    r = await check({ distDir: d, quiet: true })
    expect(`${type}: missing <import src> fails`, has(r, new RegExp(`nope\\.${tpl} not in the build`)), show(r))
    d = damaged(type, `${type}-require`, (dir) => edit(path.join(dir, 'app.js'), 'require("./taro")', 'require("./taro-missing")'))
    r = await check({ distDir: d, quiet: true })
    expect(`${type}: unresolved require() fails`, has(r, /require\("\.\/taro-missing"\)/), show(r))
    d = damaged(type, `${type}-throw`, (dir) =>
      edit(path.join(dir, `${home}.js`), '"use strict";', '"use strict";throw new Error("selftest boom");'),
    )
    r = await check({ distDir: d, quiet: true })
    expect(`${type}: page module that throws fails the boot`, has(r, /selftest boom/), show(r))
    d = damaged(type, `${type}-handler`, (dir) =>
      edit(
        path.join(dir, `${home}.js`),
        /onClick:function\(\)\{return (\w+)\(\)\.showToast\(/,
        'onClick:function(){throw new Error("handler boom");return $1().showToast(',
      ),
    )
    r = await check({ distDir: d, quiet: true, tapText: 'Toast' })
    expect(`${type}: handler that throws fails the tap`, has(r, /handler boom/), show(r))
  }

  // weapp compilers
  let d = damaged('weapp', 'weapp-wxml', (dir) => fs.appendFileSync(path.join(dir, 'pkg/detail/index.wxml'), '\n<view>{{a}</view>'))
  let r = await checkWeapp({ distDir: d, quiet: true })
  expect('weapp: wxml syntax error fails with the wcc message', has(r, /wcc .*failed[\s\S]*pkg\/detail\/index\.wxml/), show(r))
  d = damaged('weapp', 'weapp-wxss', (dir) => fs.appendFileSync(path.join(dir, 'app.wxss'), '\n.broken { color: red; '))
  r = await checkWeapp({ distDir: d, quiet: true })
  expect('weapp: wxss syntax error fails with the wcsc message', has(r, /wcsc .*failed[\s\S]*app\.wxss/), show(r))
  d = damaged('weapp', 'weapp-template', (dir) =>
    edit(path.join(dir, 'base.wxml'), '<template name="tmpl_0_9">', '<template name="tmpl_0_9_gone">'),
  )
  r = await checkWeapp({ distDir: d, quiet: true })
  expect('weapp: a node without template (text template removed) fails', has(r, /no template tmpl_0_9/), show(r))

  // size report
  const sizeReport = (distRoot, extra = []) =>
    spawnSync(process.execPath, [path.join(repo, 'scripts/size-report.mjs'), '--dist', distRoot, ...extra], { encoding: 'utf8' })
  let s = sizeReport(path.join(work, 'dist'), ['--require', 'weapp,alipay'])
  const json = JSON.parse(fs.readFileSync(path.join(work, 'dist', 'size-report.json'), 'utf8'))
  const sub = json.targets.weapp.packages.find((p) => p.root === 'pkg')
  expect(
    'size-report: fixture passes, subpackage pkg measured separately',
    s.status === 0 && sub && sub.bytes > 0 && json.targets.alipay.built,
    s.stdout + s.stderr,
  )
  s = sizeReport(path.join(work, 'dist'), ['--require', 'h5'])
  expect('size-report: --require h5 without an h5 build fails', s.status === 1 && /h5: not built/.test(s.stdout), s.stdout)
  const big = path.join(work, 'neg', 'size')
  fs.rmSync(big, { recursive: true, force: true })
  fs.cpSync(path.join(work, 'dist', 'weapp'), path.join(big, 'weapp'), { recursive: true })
  fs.writeFileSync(path.join(big, 'weapp', 'pkg', 'blob.bin'), crypto.randomBytes(2 * 1024 * 1024 + 1))
  s = sizeReport(big)
  expect('size-report: subpackage over 2 MiB fails and names it', s.status === 1 && /FAIL weapp subpackage pkg/.test(s.stdout), s.stdout)
  s = sizeReport(path.join(work, 'neg', 'nothing-here'))
  expect('size-report: no builds at all -> "not built", exit 0', s.status === 0 && /weapp\s+not built/.test(s.stdout), s.stdout + s.stderr)

  if (!args.includes('--keep')) fs.rmSync(path.join(work, 'neg'), { recursive: true, force: true })
  const failed = results.filter((r) => !r.ok)
  console.log(`\n${results.length - failed.length}/${results.length} selftest expectations met`)
  process.exitCode = failed.length ? 1 : 0
}

main().catch((e) => {
  console.error(e)
  process.exitCode = 1
})
