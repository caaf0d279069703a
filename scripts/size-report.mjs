#!/usr/bin/env node
/**
 * Size report of the builds.
 *
 *  - dist/weapp, dist/alipay (each if built): main package (every file not under a subpackage root) and each
 *    subpackage (files under its root, from app.json subPackages/subpackages), plus the total.
 *    FAILS (exit 1) when a package is over 2 MiB (2*1024*1024 bytes), the platforms' per-package limit.
 *    Warnings (no failure): a package over 1 MiB (half the limit); a weapp total over 20 MiB.
 *  - dist/h5: the initial JS and CSS of /hospital/home (static analysis): the scripts and stylesheets of
 *    index.html plus the chunks the webpack runtime loads for the home page's route (found through the router
 *    config in the bundle and the runtime's chunk-id -> file name function). Raw and gzip (zlib level 9) bytes.
 *    Warning (no failure): home initial JS gzip over 150 KiB.
 *
 * Writes dist/size-report.json. A missing dist folder is reported as 'not built' unless --require names it.
 *
 * Usage: node scripts/size-report.mjs [--dist dist] [--require weapp,alipay,h5] [--h5-path /home] [--json]
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import vm from 'node:vm'
import { pathToFileURL } from 'node:url'
import { createRequire } from 'node:module'
import { readAppJson, walkFiles, packageOfFile, parseArgs } from './lib/mp-app.mjs'

export const LIMIT = 2 * 1024 * 1024
export const PACKAGE_BUDGET = 1024 * 1024
export const WEAPP_TOTAL_LIMIT = 20 * 1024 * 1024
export const H5_JS_GZIP_BUDGET = 150 * 1024

/** gzip -9 size in bytes (what every H5 figure here counts) */
export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length

/** package sizes of a mini-program build */
export function miniProgramSizes(distDir, target) {
  const app = readAppJson(distDir)
  const files = walkFiles(distDir)
  const packages = [{ name: 'main', root: '', bytes: 0, files: 0, pages: app.pages.length, biggest: [] }]
  for (const sp of app.subPackages)
    packages.push({ name: sp.name, root: sp.root, independent: sp.independent, bytes: 0, files: 0, pages: sp.pages.length, biggest: [] })
  const byRoot = new Map(packages.map((p) => [p.root, p]))
  for (const f of files) {
    const size = fs.statSync(path.join(distDir, f)).size
    const sp = packageOfFile(app, f)
    const pkg = byRoot.get(sp ? sp.root : '')
    pkg.bytes += size
    pkg.files++
    pkg.biggest.push({ file: f, bytes: size })
  }
  for (const p of packages) {
    p.biggest = p.biggest.sort((a, b) => b.bytes - a.bytes).slice(0, 5)
    p.overLimit = p.bytes > LIMIT
    p.overBudget = p.bytes > PACKAGE_BUDGET
  }
  const total = packages.reduce((a, p) => a + p.bytes, 0)
  return { target, distDir, packages, total, files: files.length }
}

// ------------------------------------------------------------------ H5

/** script src and stylesheet href of index.html, resolved to files of dist/h5 */
export function htmlAssets(h5Dir) {
  const html = fs.readFileSync(path.join(h5Dir, 'index.html'), 'utf8')
  const scripts = []
  const styles = []
  const inline = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(m[1])
    if (src) scripts.push(src[1])
    else if (m[2].trim() && !/type\s*=\s*["']?(application\/json|text\/template)/i.test(m[1])) inline.push(m[2])
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    if (!/\brel\s*=\s*["']?stylesheet/i.test(m[1])) continue
    const href = /\bhref\s*=\s*["']?([^"'\s>]+)/i.exec(m[1])
    if (href) styles.push(href[1])
  }
  return { html, scripts, styles, inline }
}

/** '/hospital/js/app.1234.js' -> 'js/app.1234.js' if that file exists under h5Dir (publicPath stripped) */
export function assetFile(h5Dir, url) {
  if (/^(https?:)?\/\//.test(url)) return null
  const clean = url.split(/[?#]/)[0].replace(/^\.?\//, '')
  const parts = clean.split('/')
  for (let i = 0; i < parts.length; i++) {
    const rel = parts.slice(i).join('/')
    if (rel && fs.existsSync(path.join(h5Dir, rel)) && fs.statSync(path.join(h5Dir, rel)).isFile()) return rel
  }
  return null
}

/** extracts `<prefix>.<prop>=function(e){...}` from the webpack runtime and returns it as a callable (or null) */
function runtimeFunction(src, prop) {
  const re = new RegExp(`\\b[\\w$]+\\.${prop}\\s*=\\s*function\\s*\\(([\\w$]+)\\)\\s*\\{`, 'g')
  let m
  while ((m = re.exec(src))) {
    // find the matching closing brace
    let depth = 1
    let i = re.lastIndex
    let quote = null
    for (; i < src.length && depth > 0; i++) {
      const c = src[i]
      if (quote) {
        if (c === '\\') i++
        else if (c === quote) quote = null
      } else if (c === '"' || c === "'" || c === '`') quote = c
      else if (c === '{') depth++
      else if (c === '}') depth--
    }
    const fnSrc = `(function(${m[1]}){${src.slice(re.lastIndex, i - 1)}})`
    try {
      const fn = vm.runInNewContext(fnSrc, {}, { timeout: 200 })
      if (typeof fn === 'function') return fn
    } catch {
      /* try the next match */
    }
  }
  return null
}

/**
 * The webpack chunk ids that the route of `page` loads: looks for the page path string in the bundle and the
 * nearest `load:function(){…}` / `()=>…` that calls `<req>.e(id)` (webpack's dynamic import).
 */
function routeChunkIds(src, page) {
  const ids = new Set()
  const needles = [`"${page}"`, `'${page}'`, `"/${page}"`, `'/${page}'`]
  for (const needle of needles) {
    let at = src.indexOf(needle)
    while (at !== -1) {
      // Taro's H5 router: {path:"pages/x/index",load:function(){return Promise.all([n.e(1),n.e(2)]).then(n.bind(n,123))}}
      const window = src.slice(at, at + 800)
      const load =
        /["']?load["']?\s*:\s*(?:function\s*[\w$]*\s*\([^)]*\)\s*\{|\([^)]*\)\s*=>|async\s*\([^)]*\)\s*=>|[\w$]+\s*=>)([\s\S]*?)\.then\(/.exec(
          window,
        )
      if (load && load.index < 300) for (const m of load[1].matchAll(/[\w$]+\.e\((\d+|"[^"]+")\)/g)) ids.add(m[1].replace(/"/g, ''))
      at = src.indexOf(needle, at + needle.length)
    }
  }
  return [...ids]
}

let routeAliasesCache = null
/**
 * The H5 path aliases (page file -> its clean paths) as the H5 entry builds them when it runs (config/loaders/
 * taro-entry.js): `buildCustomRoutes` of the route table, src/shared/routes/build.ts (compiled by Taro's swc hook as
 * the build config used to; under tsx, tsx compiles it).
 */
function routeAliases() {
  if (!routeAliasesCache) {
    const require = createRequire(import.meta.url)
    if (!require.extensions['.ts']) {
      const { createSwcRegister } = require('@tarojs/helper')
      createSwcRegister({ only: [(file) => file.replace(/\\/g, '/').includes('/src/shared/routes/')] })
    }
    routeAliasesCache = require('../src/shared/routes/build.ts').buildCustomRoutes()
  }
  return routeAliasesCache
}

/**
 * the page that the H5 path (without basename) shows: from customRoutes in the bundle (builds before session 8), else
 * from the route table; null if not found
 */
function pageOfH5Path(src, h5Path) {
  const m = /["']?customRoutes["']?\s*:\s*\{/.exec(src)
  if (!m) return pageOfAliases(routeAliases(), h5Path)
  let depth = 1
  let i = m.index + m[0].length
  for (; i < src.length && depth > 0; i++) {
    if (src[i] === '{') depth++
    else if (src[i] === '}') depth--
  }
  let routes
  try {
    routes = vm.runInNewContext(`(${src.slice(m.index + m[0].length - 1, i)})`, {}, { timeout: 200 })
  } catch {
    return null
  }
  return pageOfAliases(routes, h5Path)
}

function pageOfAliases(routes, h5Path) {
  for (const [page, aliases] of Object.entries(routes || {})) {
    const list = Array.isArray(aliases) ? aliases : [aliases]
    if (list.includes(h5Path)) return page.replace(/^\//, '')
  }
  return null
}

export function h5HomeSizes(h5Dir, { h5Path = '/home', fallbackPage = 'pages/main/home/index' } = {}) {
  const notes = []
  const { scripts, styles, inline } = htmlAssets(h5Dir)
  const jsFiles = []
  const cssFiles = []
  const missing = []
  for (const s of scripts) {
    const f = assetFile(h5Dir, s)
    if (f) jsFiles.push({ file: f, why: 'index.html <script>' })
    else missing.push(s)
  }
  for (const s of styles) {
    const f = assetFile(h5Dir, s)
    if (f) cssFiles.push({ file: f, why: 'index.html <link rel=stylesheet>' })
    else missing.push(s)
  }
  if (missing.length) notes.push(`index.html references files not in ${h5Dir}: ${missing.join(', ')}`)
  const bundle = [...jsFiles.map((j) => fs.readFileSync(path.join(h5Dir, j.file), 'utf8')), ...inline].join('\n;\n')

  const page = pageOfH5Path(bundle, h5Path) || fallbackPage
  if (!pageOfH5Path(bundle, h5Path)) notes.push(`no H5 path alias ${h5Path} in the route table; assuming ${fallbackPage}`)
  const jsName = runtimeFunction(bundle, 'u')
  const cssName = runtimeFunction(bundle, 'miniCssF')
  const ids = routeChunkIds(bundle, page)
  if (!ids.length) notes.push(`could not find the dynamic import of ${page} in the entry scripts (home chunks not counted)`)
  if (ids.length && !jsName) notes.push('webpack runtime chunk file name function (__webpack_require__.u) not found')
  const seen = new Set(jsFiles.map((j) => j.file))
  const seenCss = new Set(cssFiles.map((c) => c.file))
  for (const id of ids) {
    const key = /^\d+$/.test(id) ? Number(id) : id
    if (jsName) {
      const f = assetFile(h5Dir, String(jsName(key)))
      if (f && !seen.has(f)) {
        seen.add(f)
        jsFiles.push({ file: f, why: `chunk ${id} of ${page}` })
      } else if (!f) notes.push(`chunk ${id}: ${jsName(key)} not in the build`)
    }
    if (cssName) {
      let name
      try {
        name = cssName(key)
      } catch {
        name = null
      }
      const f = name && assetFile(h5Dir, String(name))
      if (f && !seenCss.has(f)) {
        seenCss.add(f)
        cssFiles.push({ file: f, why: `css of chunk ${id}` })
      }
    }
  }
  const measure = (list) =>
    list.map((x) => {
      const buf = fs.readFileSync(path.join(h5Dir, x.file))
      return { ...x, raw: buf.length, gzip: gzipSize(buf) }
    })
  const js = measure(jsFiles)
  const css = measure(cssFiles)
  const sum = (list, k) => list.reduce((a, x) => a + x[k], 0)
  const inlineBytes = inline.reduce((a, s) => a + Buffer.byteLength(s), 0)
  return {
    path: h5Path,
    page,
    chunkIds: ids,
    js,
    css,
    jsRaw: sum(js, 'raw'),
    jsGzip: sum(js, 'gzip'),
    cssRaw: sum(css, 'raw'),
    cssGzip: sum(css, 'gzip'),
    inlineScriptBytes: inlineBytes,
    notes,
    overBudget: sum(js, 'gzip') > H5_JS_GZIP_BUDGET,
  }
}

// ------------------------------------------------------------------ report

const fmt = (n) => n.toLocaleString('en-US')
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`
const pad = (s, n) => String(s).padEnd(n)
const lpad = (s, n) => String(s).padStart(n)

/**
 * WeChat's own figures for the weapp build (issue 34): <dist>/weapp-code-quality.json, written by
 * scripts/release/code-quality.mjs (miniprogram-ci checkCodeQuality + analyseCode), when it is newer than the build
 */
function codeQuality(dist, dir) {
  const file = path.join(dist, 'weapp-code-quality.json')
  if (!fs.existsSync(file) || fs.statSync(file).mtimeMs < fs.statSync(path.join(dir, 'app.json')).mtimeMs) return null
  const r = JSON.parse(fs.readFileSync(file, 'utf8'))
  return {
    passed: r.items.filter((i) => i.success).length,
    items: r.items.length,
    failed: r.items.filter((i) => !i.success).map((i) => i.name),
    packages: r.report?.packages ?? {},
  }
}

export function buildReport({ dist = 'dist', require = [], h5Path = '/home' } = {}) {
  const report = {
    generatedAt: new Date().toISOString(),
    limits: { packageBytes: LIMIT, packageBudgetBytes: PACKAGE_BUDGET, h5HomeJsGzipBudgetBytes: H5_JS_GZIP_BUDGET },
    targets: {},
    failures: [],
    warnings: [],
  }
  for (const target of ['weapp', 'alipay']) {
    const dir = path.join(dist, target)
    if (!fs.existsSync(path.join(dir, 'app.json'))) {
      report.targets[target] = { built: false }
      if (require.includes(target)) report.failures.push(`${target}: not built (${dir}/app.json missing) but required`)
      continue
    }
    try {
      const r = miniProgramSizes(dir, target)
      report.targets[target] = { built: true, ...r }
      for (const p of r.packages) {
        const label = `${target} ${p.name === 'main' ? 'main package' : `subpackage ${p.name} (${p.root})`}`
        if (p.overLimit) report.failures.push(`${label}: ${fmt(p.bytes)} bytes > ${fmt(LIMIT)} (2 MiB limit)`)
        else if (p.overBudget)
          report.warnings.push(`${label}: ${fmt(p.bytes)} bytes > ${fmt(PACKAGE_BUDGET)} (1 MiB budget, half the limit)`)
      }
      if (target === 'weapp' && r.total > WEAPP_TOTAL_LIMIT)
        report.warnings.push(`weapp total ${fmt(r.total)} bytes > 20 MiB (WeChat's limit for all packages)`)
      if (target === 'weapp') report.targets.weapp.codeQuality = codeQuality(dist, dir)
    } catch (e) {
      report.targets[target] = { built: true, error: e.message }
      report.failures.push(`${target}: ${e.message}`)
    }
  }
  const h5Dir = path.join(dist, 'h5')
  if (!fs.existsSync(path.join(h5Dir, 'index.html'))) {
    report.targets.h5 = { built: false }
    if (require.includes('h5')) report.failures.push(`h5: not built (${h5Dir}/index.html missing) but required`)
  } else {
    try {
      const r = h5HomeSizes(h5Dir, { h5Path })
      report.targets.h5 = { built: true, distDir: h5Dir, home: r }
      if (r.overBudget)
        report.warnings.push(`h5 ${h5Path} initial JS gzip ${fmt(r.jsGzip)} bytes > ${fmt(H5_JS_GZIP_BUDGET)} (150 KiB budget)`)
      if (require.includes('h5') && !r.chunkIds.length) report.failures.push(`h5: the home page's chunks could not be found (see notes)`)
    } catch (e) {
      report.targets.h5 = { built: true, error: e.message }
      report.failures.push(`h5: ${e.message}`)
    }
  }
  return report
}

export function formatReport(report) {
  const out = []
  out.push(`Mini-program packages (limit ${fmt(LIMIT)} bytes = 2 MiB per package; budget 1 MiB)`)
  out.push(
    `  ${pad('target', 7)} ${pad('package', 30)} ${lpad('files', 5)} ${lpad('bytes', 11)} ${lpad('size', 11)} ${lpad('of limit', 8)}  status`,
  )
  for (const target of ['weapp', 'alipay']) {
    const t = report.targets[target]
    if (!t || !t.built) {
      out.push(`  ${pad(target, 7)} not built`)
      continue
    }
    if (t.error) {
      out.push(`  ${pad(target, 7)} error: ${t.error}`)
      continue
    }
    for (const p of t.packages) {
      const name = p.name === 'main' ? `main (${p.pages} pages)` : `${p.root}${p.independent ? ' [independent]' : ''} (${p.pages} pages)`
      const status = p.overLimit ? 'FAIL > 2 MiB' : p.overBudget ? 'warn > 1 MiB' : 'ok'
      out.push(
        `  ${pad(target, 7)} ${pad(name, 30)} ${lpad(p.files, 5)} ${lpad(fmt(p.bytes), 11)} ${lpad(kib(p.bytes), 11)} ${lpad(`${((p.bytes / LIMIT) * 100).toFixed(1)}%`, 8)}  ${status}`,
      )
    }
    out.push(`  ${pad(target, 7)} ${pad('total', 30)} ${lpad(t.files, 5)} ${lpad(fmt(t.total), 11)} ${lpad(kib(t.total), 11)}`)
    const main = t.packages[0]
    out.push(`  ${pad('', 7)} biggest in main: ${main.biggest.map((b) => `${b.file} ${kib(b.bytes)}`).join(', ')}`)
    const q = t.codeQuality
    if (q) {
      const pk = q.packages['']
      out.push(
        `  ${pad('', 7)} WeChat's code quality (miniprogram-ci): ${q.passed} of ${q.items} items pass${q.failed.length ? ` (failed: ${q.failed.join(', ')})` : ''}; main package as it counts: ${pk ? `${fmt(pk.bytes)} bytes in ${pk.files} files` : '?'}`,
      )
    } else if (target === 'weapp') out.push(`  ${pad('', 7)} WeChat's code quality: not run on this build (npm run quality:weapp)`)
  }
  out.push('')
  const h5 = report.targets.h5
  if (!h5 || !h5.built) out.push('H5: not built')
  else if (h5.error) out.push(`H5: error: ${h5.error}`)
  else {
    const r = h5.home
    out.push(
      `H5 initial load of /hospital${r.path} (page ${r.page}${r.chunkIds.length ? `, route chunks ${r.chunkIds.join(', ')}` : ''}; budget JS gzip ${kib(H5_JS_GZIP_BUDGET)})`,
    )
    out.push(`  ${pad('file', 52)} ${lpad('raw', 11)} ${lpad('gzip -9', 10)}  counted because`)
    for (const f of [...r.js, ...r.css]) out.push(`  ${pad(f.file, 52)} ${lpad(fmt(f.raw), 11)} ${lpad(fmt(f.gzip), 10)}  ${f.why}`)
    out.push(
      `  ${pad('JS total', 52)} ${lpad(fmt(r.jsRaw), 11)} ${lpad(fmt(r.jsGzip), 10)}  ${r.overBudget ? 'warn > 150 KiB gzip' : 'ok'} (${kib(r.jsGzip)} gzip)`,
    )
    out.push(`  ${pad('CSS total', 52)} ${lpad(fmt(r.cssRaw), 11)} ${lpad(fmt(r.cssGzip), 10)}  (${kib(r.cssGzip)} gzip)`)
    if (r.inlineScriptBytes) out.push(`  inline scripts in index.html: ${fmt(r.inlineScriptBytes)} bytes (not counted above)`)
    for (const n of r.notes) out.push(`  note: ${n}`)
  }
  out.push('')
  for (const w of report.warnings) out.push(`WARN ${w}`)
  for (const f of report.failures) out.push(`FAIL ${f}`)
  out.push(report.failures.length ? `size check FAILED (${report.failures.length})` : 'size check passed')
  return out.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  let args
  try {
    args = parseArgs(process.argv.slice(2), { booleans: ['json'] })
  } catch (e) {
    console.error(e.message)
    process.exit(2)
  }
  const dist = args.dist || 'dist'
  const require = (args.require || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const bad = require.filter((r) => !['weapp', 'alipay', 'h5'].includes(r))
  if (bad.length) {
    console.error(`--require: unknown target(s) ${bad.join(', ')} (use weapp,alipay,h5)`)
    process.exit(2)
  }
  const report = buildReport({ dist, require, h5Path: args['h5-path'] || '/home' })
  fs.mkdirSync(dist, { recursive: true })
  const out = args.out || path.join(dist, 'size-report.json')
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
  console.log(args.json ? JSON.stringify(report, null, 2) : `${formatReport(report)}\n(written ${out})`)
  process.exitCode = report.failures.length ? 1 : 0
}
