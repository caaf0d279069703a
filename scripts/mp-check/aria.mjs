#!/usr/bin/env node
/**
 * Accessible names on a mini-program build (issue 16 item 6; scripts/taro-aria, docs/ELDER-MODE.md):
 *  1. the base template (base.wxml / base.axml) writes `aria-label` and the role (WeChat `aria-role`, Alipay `role`:
 *     scripts/taro-aria/components.cjs) on view, text, image and button
 *     (and their static and catch-move variants; not on Taro's bare pure-view / click-view, which only nodes
 *     without any other attribute use) — Taro's own templates do not;
 *  2. home booted with the seed (needs --api): the tree carries the names the app gives (the search layer
 *     `搜索` with the role button, the banner's pictures), read from each node's data through the template's
 *     attribute expression (`aria-label="{{i.p1||''}}"`: the same alias the client reads).
 * Usage: node scripts/mp-check/aria.mjs weapp|alipay [distDir] --api URL (run it with scripts/with-server.sh).
 * Exit code 1 on any failure.
 */
import fs from 'node:fs'
import path from 'node:path'
import { bootPage } from './boot.mjs'
import { PLATFORMS, walkTaroTree } from './runtime.mjs'

const argv = process.argv.slice(2)
const platform = argv[0]
if (platform !== 'weapp' && platform !== 'alipay') {
  console.error('usage: node scripts/mp-check/aria.mjs weapp|alipay [distDir] --api URL')
  process.exit(2)
}
const apiAt = argv.indexOf('--api')
const api = apiAt > 0 ? argv[apiAt + 1] : ''
const distDir = path.resolve(argv[1] && !argv[1].startsWith('--') ? argv[1] : `dist/${platform}`)
const TAGS = ['view', 'text', 'image', 'button']
const failures = []

const ROLE_ATTR = platform === 'alipay' ? 'role' : 'aria-role'

/** template number -> { tag, label: data key of aria-label, role: data key of the role, roleFallback: raw prop } */
function ariaTemplates() {
  const file = path.join(distDir, `base.${PLATFORMS[platform].template}`)
  const src = fs.readFileSync(file, 'utf8')
  const table = new Map()
  for (const m of src.matchAll(/<template name="tmpl_0_([^"]+)">\s*<([\w-]+)([^>]*)>/g)) {
    const label = /\saria-label="\{\{i\.(\w+)\|\|''\}\}"/.exec(m[3])?.[1] ?? null
    const roleExpr = new RegExp(`\\s${ROLE_ATTR}="\\{\\{i\\.(\\w+)\\|\\|([^}]*)\\}\\}"`).exec(m[3])
    const role = roleExpr?.[1] ?? null
    // WeChat's aria-role falls back to the raw `role` prop (i.role), Alipay's role is the aliased prop itself
    const roleFallback = roleExpr?.[2] === 'i.role' ? 'role' : null
    // Taro's pure-view and click-view (class, style and a tap only) draw the nodes that have no other attribute
    // (@tarojs/runtime hydrate isHasExtractProp): a node with aria-* never uses them
    const bare = m[2] === 'view' && !/\shover-class=/.test(m[3])
    table.set(m[1], { tag: m[2], label, role, roleFallback, bare })
  }
  return table
}

const table = ariaTemplates()
for (const tag of TAGS) {
  const rows = [...table.values()].filter((t) => t.tag === tag)
  if (!rows.length) failures.push(`base template: no <${tag}> template`)
  for (const t of rows)
    if (!t.bare && (!t.label || !t.role)) failures.push(`base template: <${tag}> without aria-label/${ROLE_ATTR} (${JSON.stringify(t)})`)
}

const found = []
if (!api) failures.push('--api is required: home needs the seeded blocks')
else {
  const { rt, page } = await bootPage({ platform, distDir, page: 'pages/main/home/index', query: { hospitalId: '6' }, api, quiet: true })
  try {
    await rt.settle()
    walkTaroTree(page.data.root, (node) => {
      const t = table.get(String(node.nn))
      if (!t || !t.label) return
      const label = node[t.label]
      if (!label) return
      const role = node[t.role] || (t.roleFallback && node[t.roleFallback]) || ''
      found.push({ tag: t.tag, label: String(label), role: String(role) })
    })
  } finally {
    rt.dispose()
  }
  const has = (pred, what) => {
    if (!found.some(pred)) failures.push(`home: no element with ${what} (labelled: ${JSON.stringify(found.slice(0, 12))})`)
  }
  has((f) => f.label === '搜索' && f.role === 'button', 'aria-label 搜索 and role button (the search layer)')
  has((f) => f.role === 'button' && /^第\d+张，共\d+张$|\S/.test(f.label) && f.label !== '搜索', 'a named banner picture (role button)')
}

if (failures.length) {
  console.error(`mp-check aria (${platform}) FAILED:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `mp-check aria (${platform}) ok: aria-label/${ROLE_ATTR} in the templates of ${TAGS.join(', ')}; home: ${found.length} labelled element(s): ${found
    .slice(0, 6)
    .map((f) => `${f.tag}[${f.role || '-'}] ${f.label}`)
    .join('; ')}`,
)
