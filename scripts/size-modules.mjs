#!/usr/bin/env node
/**
 * Per-module breakdown of an H5 page's initial JS (what scripts/size-report.mjs counts: index.html's scripts plus
 * the route's chunks), source-map-explorer style, from the hidden source maps of an analysis build:
 *
 *   SIZE_MAP=1 bash scripts/taro-build.sh h5      # js/*.js.map next to each chunk (the .js bytes do not change)
 *   node scripts/size-modules.mjs --h5-path /home [--top 25] [--by package] [--json]
 *
 * Every minified byte is attributed to the source the map names for it (webpack's runtime and glue code without a
 * source are "(no source)"). gzip per module = the gzip -9 size of the module's minified text on its own, scaled so
 * that the modules of one file add up to the file's real gzip size (modules compress together better than alone).
 * --by package adds up node_modules/<package> and src/<top folder>/<folder>.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { gzipSize, h5HomeSizes } from './size-report.mjs'
import { parseArgs } from './lib/mp-app.mjs'

const require = createRequire(import.meta.url)
const { SourceMapConsumer } = require('source-map-js')

/** minified text of one file split by source: Map<source, string> */
function splitBySource(code, map) {
  const consumer = new SourceMapConsumer(map)
  // the consumer normalizes the names ('./src' and '../src' both become 'src'): back to the map's own
  const raw = new Map(consumer.sources.map((name, i) => [name, map.sources[i]]))
  const lines = code.split('\n')
  const lineStart = []
  let at = 0
  for (const l of lines) {
    lineStart.push(at)
    at += l.length + 1
  }
  const mappings = []
  consumer.eachMapping((m) => mappings.push(m))
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn)
  const parts = new Map()
  const add = (source, text) => parts.set(source, (parts.get(source) || '') + text)
  let pos = 0
  let current = '(no source)'
  for (const m of mappings) {
    const off = lineStart[m.generatedLine - 1] + m.generatedColumn
    if (off > pos) add(current, code.slice(pos, off))
    pos = Math.max(pos, off)
    current = m.source ? normalize(raw.get(m.source) ?? m.source) : '(no source)'
  }
  if (pos < code.length) add(current, code.slice(pos))
  return parts
}

/**
 * webpack://hospital-health-shop/./node_modules/x/y.js -> node_modules/x/y.js; a package that ships its own source
 * maps (Taro's taro-h5, runtime, router, components-react) names its original files relative to itself
 * (webpack://…/../src/api/taro.ts): those become "npm:src/api/taro.ts" (not our src/)
 */
function normalize(source) {
  const s = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '')
  if (s.startsWith('./')) return s.slice(2)
  return s.startsWith('webpack/') ? s : `npm:${s.replace(/^(\.\.\/)+/, '')}`
}

function packageOf(source) {
  const nm = source.lastIndexOf('node_modules/')
  if (nm !== -1) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/')
    return `node_modules/${rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`
  }
  const parts = source.split('/')
  return parts.length > 3 ? parts.slice(0, 3).join('/') : source
}

export function moduleSizes(h5Dir, h5Path) {
  const page = h5HomeSizes(h5Dir, { h5Path })
  const modules = new Map()
  const files = []
  for (const f of page.js) {
    const file = path.join(h5Dir, f.file)
    const code = fs.readFileSync(file, 'utf8')
    const mapFile = `${file}.map`
    if (!fs.existsSync(mapFile)) throw new Error(`${mapFile} missing: build with SIZE_MAP=1 bash scripts/taro-build.sh h5`)
    const parts = splitBySource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')))
    const alone = [...parts].map(([source, text]) => ({ source, raw: Buffer.byteLength(text), gz: gzipSize(text) }))
    const sumAlone = alone.reduce((a, x) => a + x.gz, 0)
    for (const x of alone) {
      const m = modules.get(x.source) || { source: x.source, raw: 0, gzip: 0, files: [] }
      m.raw += x.raw
      m.gzip += (x.gz * f.gzip) / sumAlone
      m.files.push(f.file)
      modules.set(x.source, m)
    }
    files.push({ file: f.file, gzip: f.gzip, raw: f.raw, why: f.why })
  }
  const list = [...modules.values()].map((m) => ({ ...m, gzip: Math.round(m.gzip) })).sort((a, b) => b.gzip - a.gzip)
  return { path: h5Path, page: page.page, jsGzip: page.jsGzip, files, modules: list }
}

if (import.meta.url === `file://${path.resolve(process.argv[1] || '')}`) {
  const args = parseArgs(process.argv.slice(2), { booleans: ['json'] })
  const h5Dir = path.join(args.dist || 'dist', 'h5')
  const top = Number(args.top || 25)
  const r = moduleSizes(h5Dir, args['h5-path'] || '/home')
  let rows = r.modules
  if (args.by === 'package') {
    const byPkg = new Map()
    for (const m of r.modules) {
      const key = packageOf(m.source)
      const p = byPkg.get(key) || { source: key, raw: 0, gzip: 0, modules: 0 }
      p.raw += m.raw
      p.gzip += m.gzip
      p.modules++
      byPkg.set(key, p)
    }
    rows = [...byPkg.values()].sort((a, b) => b.gzip - a.gzip)
  }
  if (args.json) console.log(JSON.stringify({ ...r, rows: rows.slice(0, top) }, null, 2))
  else {
    console.log(`/hospital${r.path} (${r.page}): ${r.jsGzip.toLocaleString('en-US')} B gzip in ${r.files.length} files`)
    for (const f of r.files) console.log(`  ${f.file.padEnd(44)} ${String(f.gzip).padStart(8)}  ${f.why}`)
    console.log(`  ${'gzip'.padStart(8)} ${'min'.padStart(8)}  ${args.by === 'package' ? 'package / folder' : 'module'}`)
    for (const m of rows.slice(0, top))
      console.log(`  ${String(m.gzip).padStart(8)} ${String(m.raw).padStart(8)}  ${m.source}${m.modules ? ` (${m.modules})` : ''}`)
  }
}
