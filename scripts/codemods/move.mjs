#!/usr/bin/env node
/**
 * Moves files or folders (git mv) and rewrites every import of and from them, so that a move is one commit that
 * builds. Importers are looked for in every code folder of the repository (lib.mjs SCAN_DIRS).
 *
 * Usage: node scripts/codemods/move.mjs [--dry] [--no-git] <old> <new> [<old> <new> ...]
 *   <old> a file or a folder (a folder moves with everything in it, styles and images too)
 *   <new> the new path (for a folder: the new folder)
 *
 * A rewritten specifier keeps its form: a folder import stays a folder import ('@/shared/platform'), an
 * extension-less file import stays extension-less, one with an extension ('./x.scss') keeps it. It is written in
 * the house style (lib.mjs preferredSpec): relative when it climbs at most one folder, else '@/…'; the route
 * table, server/, scripts/, config/ and bench/ keep relative imports. Several pairs in one call move together
 * (imports between two moved files are computed from both new places).
 * Non-code references (jest roots, config strings, scripts that name page folders, docs) are not touched: grep.
 */
import fs from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { ROOT, EXTENSIONS, codeFiles, findSpecifiers, resolveSpec, applyEdits, preferredSpec, rel } from './lib.mjs'

const args = process.argv.slice(2)
const dry = args.includes('--dry')
const useGit = !args.includes('--no-git')
const paths = args.filter((a) => !a.startsWith('--'))
if (paths.length === 0 || paths.length % 2) {
  console.error('usage: move.mjs [--dry] [--no-git] <old> <new> [<old> <new> ...]')
  process.exit(2)
}

/** every file under a path (the path itself when it is a file) */
function filesUnder(p) {
  const st = fs.statSync(p)
  if (st.isFile()) return [p]
  return fs.readdirSync(p, { withFileTypes: true }).flatMap((e) => filesUnder(path.join(p, e.name)))
}

// old file -> new file
const moves = new Map()
for (let i = 0; i < paths.length; i += 2) {
  const from = path.resolve(ROOT, paths[i])
  const to = path.resolve(ROOT, paths[i + 1])
  if (!fs.existsSync(from)) throw new Error(`nothing at ${paths[i]}`)
  for (const f of filesUnder(from)) {
    // a file named in a pair of its own keeps that destination when its folder moves too
    if (moves.has(f) && f !== from) continue
    const target = f === from ? to : path.join(to, path.relative(from, f))
    if (fs.existsSync(target)) throw new Error(`${rel(target)} exists already`)
    moves.set(f, target)
  }
}
const newPathOf = (f) => moves.get(f) ?? f
const newFiles = new Set([...[...allFilesOnDisk()].filter((f) => !moves.has(f)), ...moves.values()])
const existsAfter = (p) => newFiles.has(p)

function* allFilesOnDisk() {
  // files a post-move resolution may land on: the scanned code folders (code and assets)
  const skip = new Set(['node_modules', 'dist', '.git', 'test-results', 'data', '.temp', '.swc', 'coverage'])
  const walk = function* (d) {
    if (!fs.existsSync(d)) return
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name)
      if (e.isDirectory()) {
        if (!skip.has(e.name)) yield* walk(p)
      } else yield p
    }
  }
  for (const d of ['src', 'server', 'types', '__tests__', 'test-support', 'e2e', 'scripts', 'config', 'bench', 'contract'])
    yield* walk(path.join(ROOT, d))
}

const stripExt = (file, resolvedFrom) => {
  // the extension resolution added: '.ts' of x.ts (also of x.h5.ts's default x.ts), '.tsx', ...
  const ext = EXTENSIONS.find((e) => resolvedFrom.endsWith(e))
  return ext ? file.slice(0, -ext.length) : file
}

/** the path a specifier should spell for a moved target, keeping the specifier's form */
function newBase(r, target) {
  if (r.via === 'exact') return target
  const noExt = stripExt(target, r.file)
  // a folder import (or an extension-less import of what is now a folder's index) names the folder,
  // unless a file beside the folder would then win the resolution
  if (path.basename(noExt) === 'index') {
    const dir = path.dirname(noExt)
    if (!EXTENSIONS.some((e) => existsAfter(dir + e))) return dir
  }
  return noExt
}

const edits = new Map() // new file path -> { text, edits[] }
let count = 0
const problems = []
for (const file of codeFiles()) {
  const text = fs.readFileSync(file, 'utf8')
  const fileAfter = newPathOf(file)
  const list = []
  for (const s of findSpecifiers(file, text)) {
    const r = resolveSpec(file, s.spec)
    if (!r) continue
    if (r.via === 'missing') {
      if (moves.has(file)) problems.push(`${rel(file)}: '${s.spec}' resolves to nothing (left as is)`)
      continue
    }
    const targetAfter = newPathOf(r.file)
    if (fileAfter === file && targetAfter === r.file) continue
    const spec = preferredSpec(fileAfter, newBase(r, targetAfter))
    if (spec === s.spec) continue
    list.push({ start: s.start, end: s.end, text: spec })
    if (dry) console.log(`${rel(fileAfter)}: '${s.spec}' -> '${spec}'`)
  }
  if (list.length) {
    edits.set(fileAfter, { text, edits: list })
    count += list.length
  }
}

for (const [from, to] of moves) {
  if (dry) {
    console.log(`move ${rel(from)} -> ${rel(to)}`)
    continue
  }
  fs.mkdirSync(path.dirname(to), { recursive: true })
  if (useGit) execFileSync('git', ['mv', from, to], { cwd: ROOT })
  else fs.renameSync(from, to)
}
if (!dry) {
  for (const [file, e] of edits) fs.writeFileSync(file, applyEdits(e.text, e.edits))
  // folders left empty by the move
  for (const from of moves.keys()) {
    let d = path.dirname(from)
    while (d.startsWith(ROOT + path.sep) && fs.existsSync(d) && fs.readdirSync(d).length === 0) {
      fs.rmdirSync(d)
      d = path.dirname(d)
    }
  }
}
for (const p of problems) console.warn(`warning: ${p}`)
console.log(
  `${dry ? 'would move' : 'moved'} ${moves.size} files; ${dry ? 'would rewrite' : 'rewrote'} ${count} imports in ${edits.size} files`,
)
