#!/usr/bin/env node
/**
 * Mini-program start-up figures of the key screens (issue 16 item 4), measured in the fake runtime with seed data:
 *
 *   bash scripts/with-server.sh node scripts/mp-check/startup.mjs --api '$API' [--platforms weapp,alipay] [--json]
 *
 * Per screen (home, product detail, check-up home) and platform:
 *  - nodes: the WXML nodes of the first screen. "First screen" = everything the page has rendered once its data
 *    has arrived (the app launched, the page opened, every request answered and no timer due within 1.5 s:
 *    rt.settle()). The fake runtime has no layout, so nothing is cut at the fold (812 px): the count covers the
 *    whole rendered tree, which is an upper bound of the first screen. A node is an element of Taro's tree (each
 *    renders as one WXML element through its tmpl_0_<nn> template) or a non-empty text node.
 *  - setData: the largest single payload (bytes of JSON.stringify(patch), as the client serialises it) and the
 *    total of the page's setData calls up to that point.
 *  - hidden: data sent that the screen does not show: subtrees under `hidden` or `display: none` elements (a
 *    hidden tab pane, a closed popup rendered anyway); and, listed for a look, attribute values over 512 bytes
 *    (a reply kept in a data-* prop; NutUI's icons carry their SVG as an inline mask style of ~2 KB each).
 *    Taro sends only the rendered tree, never React state: an API reply costs setData only as far as it is drawn.
 * Budgets: nodes ≤ 600, largest setData ≤ 64 KiB (gated by scripts/budgets.ts and by this command's exit code).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from '../lib/mp-app.mjs'
import { pageFileOfRoute } from '../lib/routes.mjs'
import { bootPage, SET_DATA_BUDGET } from './boot.mjs'
import { walkTaroTree, isTextNode } from './runtime.mjs'

export const NODE_BUDGET = 600
export { SET_DATA_BUDGET }
/** attribute values longer than this are reported as data the screen does not show as such */
export const BIG_ATTR = 512

/** the key screens: route of the table (src/shared/routes/table.ts), onLoad query, a text that must render */
export const STARTUP_SCREENS = [
  { name: 'home', route: '/home', query: { hospitalId: '6' }, expect: '欧姆龙上臂式电子血压计' },
  { name: 'product detail', route: '/productionDetail', query: { goodsId: '6001', hospitalId: '6' }, expect: '加入购物车' },
  { name: 'check-up home', route: '/checkup/home/index', query: { hospitalId: '6' }, expect: '推荐套餐' },
]

const HIDDEN_STYLE = /(^|;)\s*display\s*:\s*none\b/i
const ownBytes = (n) => Buffer.byteLength(JSON.stringify(n))
const label = (n) => `${n.nn}${n.cl ? `.${String(n.cl).trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`

/** node count and what the tree carries that the screen does not show */
export function analyzeTree(data) {
  let elements = 0
  let texts = 0
  let depth = 0
  const hidden = []
  const bigAttrs = []
  const skip = new Set()
  walkTaroTree(data && data.root, (n, anc) => {
    depth = Math.max(depth, anc.length + 1)
    if (isTextNode(n)) {
      if (n.v.trim()) texts++
      return
    }
    elements++
    if (anc.some((a) => skip.has(a))) return
    const isHidden =
      n.hidden === true || n.hidden === 'true' || HIDDEN_STYLE.test(String(n.st || '')) || HIDDEN_STYLE.test(String(n.style || ''))
    if (isHidden) {
      skip.add(n)
      let count = 0
      walkTaroTree({ cn: [n] }, () => count++)
      hidden.push({ node: label(n), nodes: count, bytes: ownBytes(n) })
      return
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'cn' || v === null || v === undefined) continue
      const bytes = Buffer.byteLength(typeof v === 'string' ? v : JSON.stringify(v))
      if (bytes > BIG_ATTR) bigAttrs.push({ node: label(n), attr: k, bytes })
    }
  })
  return { nodes: elements + texts, elements, texts, depth, hidden, bigAttrs }
}

/** boot one screen and measure it */
export async function measureScreen({ platform, distDir, api, screen, quiet = true }) {
  const page = pageFileOfRoute(screen.route)
  const { rt, page: inst } = await bootPage({ platform, distDir, api, quiet, page, query: screen.query })
  try {
    await rt.settle()
    const log = rt.setDataLog.filter((s) => s.route === page)
    const tree = analyzeTree(inst.data)
    const fullText = JSON.stringify(inst.data?.root ?? null)
    return {
      platform,
      name: screen.name,
      page,
      query: screen.query,
      ...tree,
      setDataCalls: log.length,
      largestSetData: log.reduce((a, s) => Math.max(a, s.bytes), 0),
      totalSetData: log.reduce((a, s) => a + s.bytes, 0),
      rendered: screen.expect ? fullText.includes(screen.expect) : true,
      errors: rt.errors.map((e) => `${e.where}: ${e.error?.message || e.error}`),
    }
  } finally {
    rt.dispose()
  }
}

/** failures of one measurement against the budgets */
export function startupFailures(m) {
  const f = []
  const where = `${m.platform} ${m.name} (${m.page})`
  if (!m.rendered) f.push(`${where}: the seeded content did not render, the figures would mean nothing`)
  if (m.nodes > NODE_BUDGET) f.push(`${where}: ${m.nodes} WXML nodes > ${NODE_BUDGET}`)
  if (m.largestSetData > SET_DATA_BUDGET) f.push(`${where}: largest setData ${m.largestSetData} bytes > ${SET_DATA_BUDGET}`)
  for (const e of m.errors) f.push(`${where}: uncaught ${e}`)
  return f
}

export function formatStartup(m) {
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`
  const hidden = m.hidden.map((h) => `${h.node}: ${h.nodes} nodes, ${h.bytes} B`)
  const big = m.bigAttrs.map((b) => `${b.node} ${b.attr} ${b.bytes} B`)
  return [
    `${m.platform.padEnd(7)} ${m.name.padEnd(15)} ${String(m.nodes).padStart(4)} nodes (${m.elements} elements + ${m.texts} texts, depth ${m.depth})  largest setData ${kib(m.largestSetData).padStart(9)}  total ${kib(m.totalSetData).padStart(9)} in ${m.setDataCalls} calls`,
    `          hidden (sent, not shown): ${hidden.length ? hidden.join('; ') : 'none'}`,
    ...(big.length ? [`          attribute values > ${BIG_ATTR} B: ${big.join('; ')}`] : []),
  ].join('\n')
}

export async function measureStartup({ platforms = ['weapp', 'alipay'], dist = 'dist', api, screens = STARTUP_SCREENS } = {}) {
  const out = []
  for (const platform of platforms)
    for (const screen of screens) out.push(await measureScreen({ platform, distDir: path.resolve(dist, platform), api, screen }))
  return out
}

async function main() {
  const a = parseArgs(process.argv.slice(2), { booleans: ['json'] })
  if (!a.api) {
    console.error(
      "usage: bash scripts/with-server.sh node scripts/mp-check/startup.mjs --api '$API' [--platforms weapp,alipay] [--dist dist] [--json]",
    )
    process.exit(2)
  }
  const platforms = String(a.platforms || 'weapp,alipay')
    .split(',')
    .filter(Boolean)
  const results = await measureStartup({ platforms, dist: a.dist || 'dist', api: a.api })
  const failures = results.flatMap(startupFailures)
  if (a.json) console.log(JSON.stringify({ results, failures }, null, 2))
  else {
    console.log(`WXML nodes (budget ${NODE_BUDGET}) and setData (largest ≤ ${SET_DATA_BUDGET / 1024} KiB) after the seeded data arrived`)
    for (const m of results) console.log(formatStartup(m))
    for (const f of failures) console.log(`FAIL ${f}`)
  }
  process.exit(failures.length ? 1 : 0)
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href)
  main().catch((e) => {
    console.error(e)
    process.exit(1)
  })
