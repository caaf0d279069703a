#!/usr/bin/env node
/**
 * Rewrites relative imports that climb more than one folder ('../../x') into the `@/` alias (src/) or
 * `@contract/` (contract/); './x' and '../x' stay. Imports of anything outside src/ and contract/ (types/,
 * server/, packages) stay as they are, and so do the files that must keep relative imports (the route table and
 * its builder, loaded by config/index.ts without the alias; server/, scripts/, config/, bench/: see lib.mjs).
 *
 * Usage: node scripts/codemods/alias-imports.mjs [--dry] [--check] [dir-or-file ...]
 *   default folders: src test-support e2e
 *   --dry    print what would change, write nothing
 *   --check  exit 1 when something would change (nothing written)
 */
import fs from 'node:fs'
import { codeFiles, findSpecifiers, resolveSpec, aliasSpec, applyEdits, mustStayRelative, ups, rel } from './lib.mjs'

const args = process.argv.slice(2)
const dry = args.includes('--dry') || args.includes('--check')
const check = args.includes('--check')
const dirs = args.filter((a) => !a.startsWith('--'))
const files = codeFiles(dirs.length ? dirs : ['src', 'test-support', 'e2e'])

let changedFiles = 0
let changedSpecs = 0
for (const file of files) {
  if (mustStayRelative(file)) continue
  const text = fs.readFileSync(file, 'utf8')
  const edits = []
  for (const s of findSpecifiers(file, text)) {
    if (!s.spec.startsWith('../') || ups(s.spec) < 2) continue
    const r = resolveSpec(file, s.spec)
    if (!r || r.via === 'missing') continue
    const alias = aliasSpec(r.base)
    if (!alias) continue
    edits.push({ start: s.start, end: s.end, text: alias })
    if (dry) console.log(`${rel(file)}: '${s.spec}' -> '${alias}'`)
  }
  if (!edits.length) continue
  changedFiles++
  changedSpecs += edits.length
  if (!dry) fs.writeFileSync(file, applyEdits(text, edits))
}
console.log(`${dry ? 'would rewrite' : 'rewrote'} ${changedSpecs} imports in ${changedFiles} files`)
if (check && changedSpecs) process.exit(1)
