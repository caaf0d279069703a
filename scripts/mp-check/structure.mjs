/**
 * Static structure of a mini-program build (weapp or alipay), from its app.json:
 *  - app.json valid; every page of pages and subPackages has .js, .json and its template (.wxml / .axml)
 *  - every usingComponents target exists (with .js, .json and template)
 *  - every <import>/<include> src and <wxs>/<import-sjs> src/from in the templates names a file of the build
 *  - every require('…') with a literal argument in every .js resolves to a file of the build
 *  - the project file (project.config.json / mini.project.json) is in the build or in a parent folder whose
 *    miniprogramRoot points at it
 */
import fs from 'node:fs'
import path from 'node:path'
import { readAppJson, walkFiles, findProjectFile } from '../lib/mp-app.mjs'
import { componentMap, checkTemplateRefs } from './wxml.mjs'
import { PLATFORMS } from './runtime.mjs'

const PROJECT_FILE = { weapp: 'project.config.json', alipay: 'mini.project.json' }
const SCRIPT_EXT = { weapp: 'wxs', alipay: 'sjs' }

/** every require('…') with a literal argument in every .js must resolve to a file of the build */
export function checkRequires(distDir, files = walkFiles(distDir)) {
  const set = new Set(files)
  const problems = []
  let count = 0
  for (const f of files.filter((x) => x.endsWith('.js'))) {
    const src = fs.readFileSync(path.join(distDir, f), 'utf8')
    const re = /(?<![\w$.])require\(\s*(["'])([^"']+)\1\s*\)/g
    let m
    while ((m = re.exec(src))) {
      const id = m[2]
      if (/^(plugin|plugin-private):\/\//.test(id)) continue
      count++
      const base = id.startsWith('/') ? id.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(f), id))
      const candidates = [base, `${base}.js`, `${base}/index.js`]
      if (!id.startsWith('.') && !id.startsWith('/'))
        candidates.push(id, `${id}.js`, `miniprogram_npm/${id}/index.js`, `node_modules/${id}/index.js`)
      if (!candidates.some((c) => set.has(c))) problems.push(`${f}: require("${id}") -> ${base}(.js) not in the build`)
    }
  }
  return { count, problems }
}

export function checkStructure(distDir, platform) {
  const P = PLATFORMS[platform]
  const failures = []
  const notes = []
  let app
  try {
    app = readAppJson(distDir)
  } catch (e) {
    return { app: null, files: [], failures: [e.message], notes }
  }
  const files = walkFiles(distDir)
  const set = new Set(files)
  if (!set.has('app.js')) failures.push('app.js missing')
  let withStyle = 0
  for (const p of app.allPages) {
    for (const ext of ['js', 'json', P.template]) if (!set.has(`${p}.${ext}`)) failures.push(`page ${p}: ${p}.${ext} missing`)
    if (set.has(`${p}.${P.style}`)) withStyle++
    const json = set.has(`${p}.json`) ? readJson(path.join(distDir, `${p}.json`)) : undefined
    if (json === null) failures.push(`page ${p}: ${p}.json is not valid JSON`)
  }
  notes.push(
    `pages with their own .${P.style}: ${withStyle} of ${app.allPages.length}${set.has(`app.${P.style}`) ? `; app.${P.style} present` : ''}`,
  )
  const comps = componentMap(distDir, files, P.template)
  failures.push(...comps.problems)
  const refs = checkTemplateRefs(distDir, files, P.template, SCRIPT_EXT[platform])
  failures.push(...refs.problems)
  const req = checkRequires(distDir, files)
  failures.push(...req.problems)
  notes.push(
    `resolved: ${req.count} require() calls, ${refs.refs} template imports/includes, ${[...comps.map.values()].reduce((a, m) => a + Object.keys(m).length, 0)} usingComponents entries`,
  )
  // start-up (issue 16): WeChat injects only the components a page renders; every preloadRule entry names a page
  // of the app and subpackages (by name or root) that exist
  if (platform === 'weapp' && app.raw?.lazyCodeLoading !== 'requiredComponents')
    failures.push(`app.json lazyCodeLoading is ${JSON.stringify(app.raw?.lazyCodeLoading)}, not "requiredComponents"`)
  const preload = app.raw?.preloadRule || {}
  const spNames = new Set(app.subPackages.flatMap((sp) => [sp.name, sp.root].filter(Boolean)))
  // the home (entry page) downloads the likely next areas in the background (src/shared/routes/build.ts PRELOAD_AFTER)
  if (app.subPackages.length && !(preload[app.entryPage]?.packages || []).length)
    failures.push(`app.json preloadRule has no subpackage for the entry page ${app.entryPage}`)
  for (const [page, rule] of Object.entries(preload)) {
    if (!app.allPages.includes(page)) failures.push(`preloadRule: ${page} is not a page of the app`)
    for (const p of rule?.packages || []) if (!spNames.has(p)) failures.push(`preloadRule ${page}: no subpackage ${p}`)
  }
  notes.push(
    `start-up: lazyCodeLoading ${app.raw?.lazyCodeLoading ?? '(none)'}; preloadRule ${
      Object.entries(preload)
        .map(([pg, r]) => `${pg} -> ${(r?.packages || []).join('+')}`)
        .join(', ') || '(none)'
    }`,
  )
  const projectName = PROJECT_FILE[platform]
  const project = findProjectFile(distDir, projectName)
  if (!project) failures.push(`${projectName} not found (neither in the build nor in a parent folder whose miniprogramRoot points at it)`)
  else if (!project.json) failures.push(`${project.file} is not valid JSON`)
  else notes.push(`project file: ${project.file}${project.json.appid ? ` (appid ${project.json.appid})` : ''}`)
  return { app, files, failures, notes, project }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}
