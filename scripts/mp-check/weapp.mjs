#!/usr/bin/env node
/**
 * WeChat boot check of a Taro weapp build (default dist/weapp), offline:
 *  1. app.json valid; every page (main package and subpackages) has .js .json .wxml; every usingComponents target
 *     and every <import>/<include>/<wxs> src exists
 *  2. all wxml + wxs compiled with WeChat's wcc, all wxss with wcsc (miniprogram-compiler); a compile error fails
 *  3. app.js + the page booted in the fake `wx` runtime (./runtime.mjs): App onLaunch/onShow, Page onLoad/onShow/
 *     onReady, Taro's setData flushed; the tree must be non-empty, contain --expect-text, and render through the
 *     compiled templates
 *  4. optional tap (--tap-text / --tap-class) with --expect-nav
 *  5. optional typing rounds (--type, repeatable): each text typed into a text field (its input event with
 *     detail.value; --type-placeholder / --type-class pick the field), then --tap-text / --tap-class (or the field's
 *     confirm event), then each --after-text must occur more often than before the round
 *
 * Usage: node scripts/mp-check/weapp.mjs [distDir] [--page pages/main/home/index] [--query a=1&b=2]
 *          [--expect-text 首页]... [--tap-text 客服 | --tap-class cls] [--expect-nav /pages/...] [--after-text 'Count 1']...
 *          [--type 'question' [--type-placeholder 请输入 | --type-class cls] --tap-text 发送 --after-text 120]...
 *          [--watch-class cart-bar__money] [--api http://localhost:3000] [--login phone:password] [--cart goodsId:skuId:num]...
 *          [--all-pages] [--json] [--verbose]
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from '../lib/mp-app.mjs'
import { checkStructure, checkRequires } from './structure.mjs'
import { compilerBinaries, compileWxml, compileWxss, createRenderer, renderedText } from './wxml.mjs'
import { runBootCheck, bootPage, tapElement, navMatches } from './boot.mjs'

export { bootPage, tapElement, navMatches, runBootCheck, checkStructure, checkRequires }
export { createMiniRuntime, summarizeTree, findElement, dispatchTap } from './runtime.mjs'

/** static structure of a weapp build: { app, files, failures[], notes[] } */
export const checkWeappStructure = (distDir) => checkStructure(distDir, 'weapp')

export async function checkWeapp(options = {}) {
  const distDir = path.resolve(options.distDir || 'dist/weapp')
  const report = { distDir, failures: [], notes: [] }
  if (!fs.existsSync(distDir)) {
    report.failures.push(`${distDir} does not exist (run: npx taro build --type weapp)`)
    return report
  }
  const structure = checkWeappStructure(distDir)
  report.failures.push(...structure.failures)
  if (!structure.app) return report
  const { app, files } = structure
  report.structureNotes = structure.notes
  report.pages = app.allPages.length
  report.subPackages = app.subPackages.map((s) => `${s.root} (${s.pages.length})`)

  let compiled = null
  try {
    const bins = compilerBinaries()
    const t0 = Date.now()
    compiled = compileWxml(distDir, { bins, files })
    const t1 = Date.now()
    const wxss = compileWxss(distDir, { bins, files })
    report.compiled = {
      wxml: compiled.wxml.length,
      wxs: compiled.wxs.length,
      wxss: wxss.wxss.length,
      wccMs: t1 - t0,
      wcscMs: Date.now() - t1,
      compiler: `miniprogram-compiler ${bins.version}`,
    }
  } catch (e) {
    report.failures.push(e.message)
  }

  let render
  if (compiled) {
    try {
      const renderer = createRenderer(compiled)
      render = (route, data) => {
        renderer.warnings.length = 0
        const tree = renderer.render(route, data)
        return { ...renderedText(tree), tree, warnings: [...renderer.warnings] }
      }
      // every page's template must at least render with its initial (empty) data
      for (const p of app.allPages) {
        renderer.warnings.length = 0
        try {
          renderer.render(p, { root: { cn: [] } })
        } catch (e) {
          report.failures.push(`${p}.wxml does not render: ${e.message}`)
        }
        for (const w of renderer.warnings) report.failures.push(`${p}.wxml: ${w}`)
      }
    } catch (e) {
      report.failures.push(`loading the wcc output failed: ${e.message}`)
    }
  }

  const boot = await runBootCheck({ ...options, platform: 'weapp', distDir, render })
  report.failures.push(...boot.failures)
  report.notes.push(...boot.notes)
  report.boot = boot.facts
  return report
}

export function printReport(report, label = 'weapp') {
  const lines = []
  const b = report.boot || {}
  lines.push(`mp-check ${label}: ${report.distDir}`)
  if (report.pages !== undefined)
    lines.push(`  pages: ${report.pages} (subpackages: ${report.subPackages.length ? report.subPackages.join(', ') : 'none'})`)
  if (report.compiled) {
    const c = report.compiled
    lines.push(`  compiled: ${c.wxml} wxml + ${c.wxs} wxs (wcc ${c.wccMs} ms), ${c.wxss} wxss (wcsc ${c.wcscMs} ms) with ${c.compiler}`)
  }
  if (report.structureNotes) for (const n of report.structureNotes) lines.push(`  ${n}`)
  if (b.page) {
    if (b.session) lines.push(`  session: user ${b.session.userId} logged in through the API, ${b.session.cartLines} cart line(s) added`)
    lines.push(`  booted: app.js + ${b.page} (launch ${b.launchMs} ms, page ${b.pageMs} ms)`)
    lines.push(
      `  render: ${b.setDataCalls} setData call(s), ${b.setDataBytes} bytes (largest ${b.largestSetDataBytes}), ${b.elements} elements, depth ${b.depth}${b.renderedElements !== undefined ? `; compiled template rendered ${b.renderedElements} elements` : ''}`,
    )
    lines.push(`  texts: ${JSON.stringify((b.texts || []).slice(0, 12))}${(b.texts || []).length > 12 ? ` … (${b.texts.length})` : ''}`)
    if (b.textsFound && b.textsFound.length) lines.push(`  expected texts found: ${b.textsFound.join(', ')}`)
    if (b.tap) {
      const t = b.tap
      lines.push(
        `  tap: element nn=${t.target.nn} sid=${t.target.sid}${t.target.cl ? ` class="${t.target.cl}"` : ''}, delivered to ${t.deliveredTo} handler(s); nav: ${t.nav.map((n) => `${n.api}(${n.url})`).join(', ') || 'none'}; setData: ${t.setDataCalls}; API calls: ${countList(t.apiCalls) || 'none'}`,
      )
      if (t.setDataCalls) lines.push(`  texts after tap: ${JSON.stringify((t.textsAfter || []).slice(0, 12))}`)
      if (t.watch) lines.push(`  .${t.watch.className}: ${JSON.stringify(t.watch.before)} -> ${JSON.stringify(t.watch.after)}`)
    }
    for (const [i, r] of (b.rounds || []).entries()) {
      const field = r.field ? `${r.field.tag} sid=${r.field.sid}` : 'no field'
      const tap = r.tap ? `; tap delivered to ${r.tap.deliveredTo} handler(s), API calls: ${countList(r.tap.apiCalls) || 'none'}` : ''
      lines.push(
        `  round ${i + 1}: typed ${JSON.stringify(r.text)} into ${field} (events: ${(r.events || []).join(', ') || 'none'}; shows ${JSON.stringify(r.shown)})${tap}; new: ${(r.newTexts || []).join(', ') || 'none'}`,
      )
    }
    if (b.pages)
      for (const p of b.pages)
        lines.push(
          `    page ${p.page}: ${p.elements ?? '-'} elements${p.renderedElements !== undefined ? ` (${p.renderedElements} rendered)` : ''}${p.nav && p.nav.length ? `, nav ${p.nav.join(' ')}` : ''}${p.errors ? `, ${p.errors} error(s)` : ''}`,
        )
    if (b.requests && b.requests.length) lines.push(`  requests: ${b.requests.slice(0, 8).join('; ')}${b.requests.length > 8 ? ' …' : ''}`)
  }
  for (const n of report.notes || []) lines.push(`  note: ${n}`)
  if (report.failures.length) {
    lines.push(`FAIL (${report.failures.length}):`)
    for (const f of report.failures) lines.push(`  - ${f.split('\n').map(clip).join('\n    ')}`)
  } else lines.push('OK')
  return lines.join('\n')
}

/** ['request', 'pageScrollTo', 'pageScrollTo'] -> 'request, pageScrollTo x2' (in order of first call) */
const countList = (names) => {
  const counts = new Map()
  for (const n of names) counts.set(n, (counts.get(n) || 0) + 1)
  return [...counts].map(([n, c]) => (c > 1 ? `${n} x${c}` : n)).join(', ')
}

const clip = (line) => (line.length > 400 ? `${line.slice(0, 400)}… (${line.length} chars)` : line)

export function parseQuery(q) {
  const out = {}
  if (!q) return out
  for (const [k, v] of new URLSearchParams(q.replace(/^\?/, ''))) out[k] = v
  return out
}

export function cliOptions(argv) {
  const a = parseArgs(argv, {
    repeatable: ['expect-text', 'after-text', 'cart', 'type'],
    booleans: ['all-pages', 'json', 'verbose', 'quiet'],
  })
  return {
    distDir: a._[0],
    page: a.page,
    query: parseQuery(a.query),
    expectTexts: a['expect-text'] || [],
    tapText: a['tap-text'],
    tapClass: a['tap-class'],
    expectNav: a['expect-nav'],
    afterTexts: a['after-text'] || [],
    typeTexts: a.type || [],
    typePlaceholder: a['type-placeholder'],
    typeClass: a['type-class'],
    watchClass: a['watch-class'],
    api: a.api,
    login: a.login,
    cart: a.cart || [],
    allPages: !!a['all-pages'],
    json: !!a.json,
    verbose: !!a.verbose,
    quiet: !!a.quiet,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  let options
  try {
    options = cliOptions(process.argv.slice(2))
  } catch (e) {
    console.error(e.message)
    process.exit(2)
  }
  const report = await checkWeapp(options)
  console.log(options.json ? JSON.stringify(report, null, 2) : printReport(report, 'weapp'))
  // exit now: a page's socket (the chat room's, bridged to the real server) would keep the process alive
  process.exit(report.failures.length ? 1 : 0)
}
