/**
 * WeChat's own compilers (wcc for wxml/wxs, wcsc for wxss) from the npm package miniprogram-compiler, called
 * directly (its JS wrapper swallows wcsc errors and caps output at 1 MB), and a renderer that runs the compiled
 * $gwx code on page data to get the virtual tree the client would build.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import crypto from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { walkFiles, posix } from '../lib/mp-app.mjs'

const require = createRequire(import.meta.url)

/** paths of wcc and wcsc, executable (copied to a temp dir when the package ships them without +x) */
export function compilerBinaries() {
  let pkgDir
  try {
    pkgDir = path.dirname(require.resolve('miniprogram-compiler/package.json', { paths: [process.cwd()] }))
  } catch {
    throw new Error('miniprogram-compiler is not installed (devDependency); cannot compile wxml/wxss')
  }
  const sub = process.platform === 'darwin' ? 'mac' : process.platform === 'linux' ? 'linux' : null
  if (!sub) throw new Error(`miniprogram-compiler has no binaries usable on ${process.platform} here`)
  const version = require(path.join(pkgDir, 'package.json')).version
  const out = {}
  for (const name of ['wcc', 'wcsc']) {
    const src = path.join(pkgDir, 'bin', sub, name)
    if (!fs.existsSync(src)) throw new Error(`${src} missing`)
    try {
      fs.accessSync(src, fs.constants.X_OK)
      out[name] = src
      continue
    } catch {
      /* not executable: copy it, leave node_modules alone */
    }
    const dir = path.join(os.tmpdir(), `mp-check-bin-${version}-${crypto.createHash('md5').update(src).digest('hex').slice(0, 8)}`)
    const dst = path.join(dir, name)
    if (!fs.existsSync(dst) || fs.statSync(dst).size !== fs.statSync(src).size) {
      fs.mkdirSync(dir, { recursive: true })
      fs.copyFileSync(src, `${dst}.tmp${process.pid}`)
      fs.chmodSync(`${dst}.tmp${process.pid}`, 0o755)
      fs.renameSync(`${dst}.tmp${process.pid}`, dst)
    }
    out[name] = dst
  }
  out.version = version
  return out
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/**
 * The custom components of every wxml that has a .json with usingComponents: Map 'pages/x/index' ->
 * { name -> resolved path without extension } (plugin:// and missing targets reported in problems).
 */
export function componentMap(distDir, files = walkFiles(distDir), tpl = 'wxml') {
  const map = new Map()
  const problems = []
  const set = new Set(files)
  for (const f of files) {
    if (!f.endsWith('.json') || !set.has(f.replace(/\.json$/, `.${tpl}`))) continue
    const json = readJson(path.join(distDir, f))
    const base = f.replace(/\.json$/, '')
    const using = (json && json.usingComponents) || {}
    const resolved = {}
    for (const [name, target] of Object.entries(using)) {
      if (/^plugin(-private)?:\/\//.test(target)) continue
      const rel = target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(base), target))
      const candidates = [rel, `${rel}/index`]
      const hit = candidates.find((c) => set.has(`${c}.${tpl}`) || set.has(`${c}.js`))
      if (!hit) problems.push(`${f}: component "${name}" -> ${target} not found in the build`)
      else {
        resolved[name] = hit
        for (const ext of ['js', 'json', tpl])
          if (!set.has(`${hit}.${ext}`)) problems.push(`${f}: component "${name}" (${hit}) has no .${ext}`)
      }
    }
    map.set(base, resolved)
  }
  return { map, problems }
}

/** every <import src>, <include src>, <wxs src> in the wxml files must name a file of the build */
export function checkTemplateRefs(distDir, files = walkFiles(distDir), ext = 'wxml', wxsExt = 'wxs') {
  const problems = []
  const set = new Set(files)
  let refs = 0
  const tagRe = new RegExp(`<(import|include|import-sjs|${wxsExt === 'wxs' ? 'wxs' : 'sjs'})\\b([^>]*)>`, 'g')
  for (const f of files.filter((x) => x.endsWith(`.${ext}`))) {
    const src = fs.readFileSync(path.join(distDir, f), 'utf8')
    let m
    while ((m = tagRe.exec(src))) {
      const attr = /\b(src|from)\s*=\s*["']([^"']+)["']/.exec(m[2])
      if (!attr) continue
      refs++
      const target = attr[2].startsWith('/') ? attr[2].slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(f), attr[2]))
      if (!set.has(target)) problems.push(`${f}: <${m[1]} ${attr[1]}="${attr[2]}"> -> ${target} not in the build`)
    }
  }
  return { refs, problems }
}

/** compile all wxml + wxs of the build with wcc; returns { code, wxml, wxs, components } or throws the compiler's message */
export function compileWxml(distDir, { bins = compilerBinaries(), files = walkFiles(distDir) } = {}) {
  const wxml = files.filter((f) => f.endsWith('.wxml') && !f.startsWith('node_modules/'))
  const wxs = files.filter((f) => f.endsWith('.wxs') && !f.startsWith('node_modules/'))
  const { map } = componentMap(distDir, files)
  const compArgs = []
  let count = 0
  for (const [base, comps] of map) {
    const names = Object.keys(comps)
    if (!names.length) continue
    count++
    compArgs.push(`${base}.wxml`, String(names.length), ...names)
  }
  const args = ['-d', '-cc', [count, ...compArgs].join(' '), ...wxml, ...wxs, '-gn', '$gwx']
  const res = spawnSync(bins.wcc, args, { cwd: distDir, maxBuffer: 512 * 1024 * 1024 })
  if (res.error) throw new Error(`wcc could not run: ${res.error.message}`)
  if (res.status !== 0) {
    const msg = (res.stderr.toString() || res.stdout.toString()).trim()
    throw Object.assign(new Error(`wcc (WeChat wxml compiler) failed (exit ${res.status}):\n${msg}`), { compiler: 'wcc', output: msg })
  }
  return { code: res.stdout.toString(), wxml, wxs, components: map }
}

/** compile all wxss of the build with wcsc (page/component files first, as the client does) */
export function compileWxss(distDir, { bins = compilerBinaries(), files = walkFiles(distDir) } = {}) {
  const set = new Set(files)
  const wxss = files.filter((f) => f.endsWith('.wxss') && !f.startsWith('node_modules/'))
  const withJson = wxss.filter((f) => set.has(f.replace(/\.wxss$/, '.json')))
  const others = wxss.filter((f) => !withJson.includes(f))
  if (!wxss.length) return { wxss, bytes: 0 }
  const args = ['-db', '-pc', String(withJson.length), ...withJson, ...others]
  const res = spawnSync(bins.wcsc, args, { cwd: distDir, maxBuffer: 512 * 1024 * 1024 })
  if (res.error) throw new Error(`wcsc could not run: ${res.error.message}`)
  const stderr = res.stderr.toString().trim()
  if (res.status !== 0 || /^ERR:/m.test(stderr)) {
    throw Object.assign(
      new Error(`wcsc (WeChat wxss compiler) failed (exit ${res.status}):\n${stderr || res.stdout.toString().slice(0, 2000)}`),
      { compiler: 'wcsc', output: stderr },
    )
  }
  // -pc output: name=code pairs for each page/component file plus "comm"
  const out = res.stdout.toString()
  const missing = withJson.filter((f) => !out.includes(f.replace(/\.wxss$/, '')))
  if (missing.length) throw new Error(`wcsc produced no output for: ${missing.join(', ')}`)
  return { wxss, bytes: out.length }
}

/**
 * A renderer for compiled wxml: render('pages/x/index', data) -> virtual tree { tag, attr, children } with custom
 * components expanded (their wxml rendered with their properties). Warnings of the template runtime (e.g.
 * "Template `tmpl_0_12` not found") are collected in renderer.warnings.
 */
export function createRenderer(compiled) {
  const warnings = []
  const cons = {
    log: () => {},
    info: () => {},
    warn: (...a) => warnings.push(a.map(String).join(' ')),
    error: (...a) => warnings.push(a.map((x) => (x && x.stack) || String(x)).join(' ')),
  }
  const ctx = vm.createContext({ console: cons })
  ctx.window = ctx
  vm.runInContext(`${compiled.code}\n;this.$gwx = $gwx;`, ctx, { filename: 'wcc-output.js' })
  const JSONr = vm.runInContext('JSON', ctx)
  const renderFile = (base, data) => {
    const gen = ctx.$gwx(`${base}.wxml`)
    if (typeof gen !== 'function') throw new Error(`${base}.wxml is not in the compiled templates`)
    return gen(JSONr.parse(JSON.stringify(data)), {}, {})
  }
  const expand = (node, base, depth) => {
    if (!node || typeof node !== 'object') return node
    const comps = compiled.components.get(base) || {}
    const name = typeof node.tag === 'string' ? node.tag.replace(/^wx-/, '') : ''
    if (comps[name] && depth < 200) {
      const props = {}
      for (const [k, v] of Object.entries(node.attr || {})) if (!/^(bind|catch|mut-bind|capture-)/.test(k)) props[k] = v
      const sub = renderFile(comps[name], props)
      node.component = comps[name]
      node.children = (sub.children || []).map((c) => expand(c, comps[name], depth + 1))
      return node
    }
    if (Array.isArray(node.children)) node.children = node.children.map((c) => expand(c, base, depth))
    return node
  }
  return {
    warnings,
    render(base, data) {
      return expand(renderFile(base, data), base, 0)
    },
  }
}

/** all text of a rendered virtual tree, and its element count */
export function renderedText(tree) {
  const texts = []
  const raw = []
  let elements = 0
  const walk = (n) => {
    if (typeof n === 'string') {
      raw.push(n)
      if (n.trim()) texts.push(n.trim())
      return
    }
    if (!n || typeof n !== 'object') return
    if (n.tag && n.tag !== 'wx-page' && n.tag !== 'virtual') elements++
    ;(n.children || []).forEach(walk)
  }
  walk(tree)
  return { texts, elements, fullText: raw.join('') }
}

/** the rendered element with this id (Taro's uid/sid) and its ancestors */
export function findRendered(tree, id) {
  let hit = null
  const walk = (n, anc) => {
    if (hit || !n || typeof n !== 'object') return
    if (n.attr && n.attr.id === id) {
      hit = { node: n, ancestors: anc }
      return
    }
    ;(n.children || []).forEach((c) => walk(c, [...anc, n]))
  }
  walk(tree, [])
  return hit
}

export { posix }
