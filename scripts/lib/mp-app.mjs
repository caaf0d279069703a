/**
 * Reading a built mini-program (dist/weapp, dist/alipay): app.json, its pages and subpackages, file walks.
 * Everything is derived from the build output, never from a page list kept here.
 */
import fs from 'node:fs'
import path from 'node:path'

/** every file under dir, as paths relative to dir with forward slashes, sorted */
export function walkFiles(dir) {
  const out = []
  const walk = (rel) => {
    const abs = path.join(dir, rel)
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(child)
      else if (entry.isFile()) out.push(child)
    }
  }
  walk('')
  return out.sort()
}

export const posix = (p) => p.replace(/\\/g, '/')

/** strips leading './' and '/' and trailing '/' */
export const normRoot = (root) =>
  posix(String(root))
    .replace(/^(\.\/)+/, '')
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')

/**
 * app.json of a build, normalised: { raw, pages, subPackages: [{ root, name, pages (full paths), independent }],
 * allPages (main then subpackages), entryPage }. Throws with a readable message when missing or invalid.
 */
export function readAppJson(distDir) {
  const file = path.join(distDir, 'app.json')
  if (!fs.existsSync(file)) throw new Error(`${file} not found (is the build there?)`)
  let raw
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (e) {
    throw new Error(`${file} is not valid JSON: ${e.message}`)
  }
  const problems = []
  if (!Array.isArray(raw.pages) || raw.pages.length === 0) problems.push('app.json "pages" must be a non-empty array')
  const pages = Array.isArray(raw.pages) ? raw.pages.map(posix) : []
  // WeChat spells it subPackages (subpackages is accepted too); Alipay uses subPackages
  const subs = raw.subPackages || raw.subpackages || []
  if (!Array.isArray(subs)) problems.push('app.json "subPackages" must be an array')
  const subPackages = (Array.isArray(subs) ? subs : []).map((sp, i) => {
    if (!sp || typeof sp.root !== 'string' || !sp.root) problems.push(`subPackages[${i}] has no root`)
    if (!sp || !Array.isArray(sp.pages)) problems.push(`subPackages[${i}] has no pages array`)
    const root = normRoot(sp?.root || `__missing_root_${i}`)
    return {
      root,
      name: sp?.name || root,
      independent: !!sp?.independent,
      pages: (sp?.pages || []).map((p) => `${root}/${posix(p)}`),
    }
  })
  const seen = new Set()
  for (const p of [...pages, ...subPackages.flatMap((s) => s.pages)]) {
    if (seen.has(p)) problems.push(`page listed twice: ${p}`)
    seen.add(p)
  }
  for (const sp of subPackages) {
    for (const p of pages) if (p.startsWith(`${sp.root}/`)) problems.push(`main-package page ${p} lies under subpackage root ${sp.root}`)
    for (const other of subPackages) {
      if (other !== sp && `${other.root}/`.startsWith(`${sp.root}/`)) problems.push(`subpackage root ${other.root} is nested in ${sp.root}`)
    }
  }
  if (problems.length) {
    const err = new Error(`${file}: ${problems.join('; ')}`)
    err.problems = problems
    throw err
  }
  const allPages = [...pages, ...subPackages.flatMap((s) => s.pages)]
  return { file, raw, pages, subPackages, allPages, entryPage: raw.entryPagePath ? posix(raw.entryPagePath) : pages[0] }
}

/** the subpackage a file (relative path) belongs to, or null for the main package */
export function packageOfFile(app, rel) {
  const f = posix(rel)
  return app.subPackages.find((sp) => f.startsWith(`${sp.root}/`)) || null
}

/**
 * The project file of a mini-program build (project.config.json for WeChat, mini.project.json for Alipay): in the
 * dist itself, or in a parent folder whose miniprogramRoot points at the dist. Returns { file, json, where } or null.
 */
export function findProjectFile(distDir, name) {
  const dist = path.resolve(distDir)
  const inDist = path.join(dist, name)
  if (fs.existsSync(inDist)) return { file: inDist, json: safeJson(inDist), where: 'dist' }
  let dir = path.dirname(dist)
  for (let i = 0; i < 6; i++) {
    const file = path.join(dir, name)
    if (fs.existsSync(file)) {
      const json = safeJson(file)
      const root = json && json.miniprogramRoot ? path.resolve(dir, json.miniprogramRoot) : dir
      if (root === dist) return { file, json, where: 'root' }
    }
    const up = path.dirname(dir)
    if (up === dir) break
    dir = up
  }
  return null
}

function safeJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** minimal --flag value / --flag=value / positional parser; repeatable flags collect into arrays */
export function parseArgs(argv, { repeatable = [], booleans = [] } = {}) {
  const out = { _: [] }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (!a.startsWith('--')) {
      out._.push(a)
      continue
    }
    let [key, value] = a.slice(2).split(/=(.*)/s)
    if (booleans.includes(key)) {
      out[key] = value === undefined ? true : !/^(0|false|no)$/i.test(value)
      continue
    }
    if (value === undefined) {
      value = argv[i + 1]
      if (value === undefined || value.startsWith('--')) throw new Error(`--${key} needs a value`)
      i++
    }
    if (repeatable.includes(key)) (out[key] = out[key] || []).push(value)
    else out[key] = value
  }
  return out
}
