/**
 * Performance budgets (issue 16), one command:
 *  - per mini-program target (dist/weapp, dist/alipay, each if built): the main package and every subpackage.
 *    FAILS when the main package is over 1 MiB or any package over the platforms' 2 MiB limit (warns over 1 MiB).
 *  - H5 (dist/h5): the initial JS of each key page (gzip -9; index.html's scripts and the page route's chunks,
 *    scripts/size-report.mjs). FAILS over the page's budget (home 150 KiB, product detail 144 KiB, check-up home
 *    138 KiB, report detail 133 KiB, the cart 148 KiB).
 *  - the staff console (dist/console, issue 31): the first-load JS of its login screen (gzip -9; the entry with its
 *    static imports plus the login screen's chunk with its own, from vite's manifest). FAILS over CONSOLE_LOGIN_BUDGET.
 *  - with --api <base> (a running server serving dist/h5): CLS of the key pages (home, product detail, a visitor's cart
 *    (the login page), the demo user's cart with three lines, check-up home, a report's detail as the seeded demo user)
 *    in Chromium (scripts/cls.ts). FAILS over 0.02.
 *  - with --api and the mini-program builds: the WXML nodes and setData of the key mini-program screens (home,
 *    product detail, check-up home) booted with the seed data in the fake runtime (scripts/mp-check/startup.mjs).
 *    FAILS over 600 nodes or a setData over 64 KiB.
 *  - with --lighthouse (and --api): Lighthouse 12 mobile performance and accessibility of the key pages, the
 *    median of --runs (default 3) runs with the load average beside them. Reported, never gated (too noisy on a
 *    shared machine); about 15 × 25 s, so not in the CI step.
 * Writes dist/budgets.json.
 *
 *   npx tsx scripts/budgets.ts [--dist dist] [--require weapp,alipay,h5] [--api http://127.0.0.1:3000] [--lighthouse] [--runs 3]
 *     [--pages home,product detail]   (Lighthouse on these key pages only, by name; default all six)
 *   bash scripts/with-server.sh npx tsx scripts/budgets.ts --require h5 --api '$API'
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { execFileSync } from 'node:child_process'
import { miniProgramSizes, h5HomeSizes, LIMIT } from './size-report.mjs'
import { parseArgs } from './lib/mp-app.mjs'
import { measureStartup, startupFailures, formatStartup, NODE_BUDGET, SET_DATA_BUDGET } from './mp-check/startup.mjs'
import { measureCls, formatCls, type ClsResult } from './cls'
import { CHROMIUM_FLAGS, ROOT, launchBrowser } from './lib/browser'
import { demoCartLines, demoReportId, demoStorageState, type StorageState } from './lib/h5-session'

const KIB = 1024
export const MAIN_PACKAGE_BUDGET = 1024 * KIB
export const SUBPACKAGE_WARN = 1024 * KIB
export const CLS_BUDGET = 0.02
/** gated initial-JS budgets (gzip bytes) of home and product detail: see KEY_PAGES */
// home: 185 → 184 KiB when NutUI's lodash.kebabcase became a shim (188,451 → 186,701 B measured on this branch's H5
// build); 184 → 178 KiB when Babel compiled for the real browsers (config/babel-targets.js: 180,167 B = 175.9 KiB).
// The issue's target is 150 KiB: index.html's two scripts (React, Taro's runtime and router, the app) are most of it.
// 178 → 161 KiB (session 7, 180,650 → 163,318 B = 159.5 KiB; gzip per module from scripts/size-modules.mjs): NutUI
// icons 11.8 → 5.5 KB (imported per icon file: the package index put every icon any page draws into each chunk that
// imports one; plain SVG data URLs instead of base64), Taro's component CSS out of the JS into app.css (style-loader
// strings; app.css is now 6.6 KB gzip), the AbortController polyfill 2.5 → 0.5 KB (a shim where it is missing).
// 161 → 150 KiB, the issue's target, now the gate (session 8, 163,709 → 145,992 B = 142.6 KiB; docs/PERFORMANCE.md
// "bytes"): Taro's router without its H5 navigation bar and with query-string's parse as a few lines (−6.3 KB,
// config/loaders/taro-patches.js), the entry's app config without the mini-program keys and with the path aliases
// built from the route table when it runs (−2.9 KB, config/loaders/taro-entry.js), Taro's toast / loading / modal in
// a chunk loaded after the first render (−6.7 KB, src/shared/platform/ui.h5.ts) and the cart badge out of the cart
// rules (−1.3 KB, src/domain/cartBadge.ts), the assistant's streamed text out of the request layer (−0.5 KB,
// src/shared/request/stream.ts). The room under 150 KiB is for what is to come, not to fill.
export const HOME_BUDGET = 150 * KIB
// 215 → 222 KiB when group buying landed on the product page (open teams, the purchase sheet: 219.1 KiB measured);
// 222 → 196 KiB when the group-buy part and the popups became lazy on H5 (193.9 KiB = 198,580 B measured);
// 196 → 198 KiB when the elder-friendly mode and the H5 accessibility repairs joined the shared Page shell (+2.4 KB
// on every page: 200,963 B = 196.3 KiB measured by CI on f2f9acc; home 188,416 B under its 185 KiB);
// the issue's target is 170 KiB: decimal.js (the prices) is the next thing to keep out of the first load there;
// 198 → 197 KiB with the kebabcase shim (200,958 → 199,212 B = 194.5 KiB measured on this branch's H5 build);
// 197 → 190 KiB when Babel compiled for the real browsers (192,067 B = 187.6 KiB);
// 190 → 170 KiB, the issue's target (session 7, 192,509 → 161,789 B = 158.0 KiB): decimal.js (12.9 KB gzip) out of
// the first load (prices, coupon texts, gift labels and the sku total drawn with src/domain/moneyText's exact
// decimal-text rounding; decimal.js only where the cart and the order do arithmetic), plus home's cuts above;
// 170 → 144 KiB with home's session 8 cuts (162,074 → 144,719 B = 141.3 KiB)
export const DETAIL_BUDGET = 144 * KIB
// session 8: ratchets for two more key pages, what they measure plus ~2 KiB (home's cuts are theirs too): check-up
// home 156,330 → 138,686 B (135.4 KiB), a report's detail 150,499 → 132,858 B (129.7 KiB). The cart (205,854 →
// 190,674 B = 186.2 KiB) is still reported only: another session works on its first load.
export const CHECKUP_HOME_BUDGET = 138 * KIB
// the cart, gated from issue 35 (session 11): 194,622 → 149,213 B (145.7 KiB, under the home's 150 KiB) when its
// editors (gifts, coupons, a check-up line's units, a service role's person) and 为你推荐 under an empty cart became
// lazy on H5 (src/features/order/cart/parts.h5.tsx): they carried decimal.js (12.9 KB gzip), Taro's picker, NutUI's
// Popup and Overlay and the coupon and service-person rules into its first load. A ratchet: that plus ~2 KiB.
export const CART_BUDGET = 148 * KIB
export const REPORT_DETAIL_BUDGET = 133 * KIB

// the staff console's login screen, what a signed-out member of staff loads first (issue 31): React, antd's
// ConfigProvider and the form controls with their CSS-in-JS, TanStack Query, the client and the router. First build
// 232,579 B (antd's Card brought Tabs and Dropdown's Menu, Typography its Tooltip, App its Modal); 183,775 B =
// 179.5 KiB with a plain card, message.useMessage and the TOTP steps in a chunk loaded while the password is typed.
// The budget is that plus ~4 KiB (a ratchet, lowered as it shrinks).
export const CONSOLE_LOGIN_BUDGET = 184 * KIB
/** the console's first screen in vite's manifest (console/src/..., relative to console/) */
export const CONSOLE_LOGIN_SCREEN = 'src/pages/login/LoginPage.tsx'

// the home-page editor (issue 33 item 3): what opening /console/pages loads beyond the entry and the signed-in frame:
// its lazy chunk (the editor with @dnd-kit, 43,096 B gzip, in no other chunk) and the antd chunks it shares with
// other screens (Table, Select, Drawer...). First build 177,816 B gzip; 157,385 B (153.7 KiB) once the colours use the
// browser's own picker instead of antd's ColorPicker; the budget is that plus ~4 KiB (a ratchet).
export const CONSOLE_PAGES_BUDGET = 158 * KIB
export const CONSOLE_PAGES_SCREEN = 'src/pages/pages/PagesPage.tsx'
/** the signed-in frame's chunk (a shared chunk `_SignedIn-<hash>.js` in the manifest), loaded before any screen */
const CONSOLE_SIGNED_IN = /^_SignedIn-[\w-]+\.js$|^src\/app\/SignedIn\.tsx$/
// the article editor of the console's /content (issue 33 item 4: tiptap 3 with ProseMirror), a chunk of its own that
// the article drawer loads when it opens: never in the screen's first load. First build: 135,771 B = 132.6 KiB added
// by opening it (the editor's chunk 133,185 B and a small shared one); the budget is that plus ~3 KiB (a ratchet).
export const CONSOLE_EDITOR_BUDGET = 136 * KIB
export const CONSOLE_CONTENT_SCREEN = 'src/pages/content/ContentPage.tsx'
export const CONSOLE_EDITOR_CHUNK = 'src/features/content/RichEditor.tsx'

interface ViteManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/**
 * The first-load JS of a console screen (gzip -9 bytes): index.html's entry and everything it imports statically
 * (the modulepreloads), plus the screen's lazy chunk and its static imports, which the app requests on its first
 * render. null when dist/console has no manifest.
 */
export function consoleFirstLoad(dir: string, screen = CONSOLE_LOGIN_SCREEN): { jsGzip: number; cssGzip: number; files: string[] } | null {
  const manifestFile = path.join(dir, 'manifest.json')
  if (!fs.existsSync(manifestFile)) return null
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ViteManifestChunk>
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)
  if (!entry || !manifest[screen]) throw new Error(`dist/console/manifest.json: no entry or no ${screen}`)
  const seen = new Set<string>()
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const k of manifest[key].imports ?? []) walk(k)
  }
  walk(entry)
  walk(screen)
  const gzipOf = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length
  const files = [...seen].map((k) => manifest[k].file)
  const css = [...new Set([...seen].flatMap((k) => manifest[k].css ?? []))]
  return {
    jsGzip: files.reduce((n, f) => n + gzipOf(f), 0),
    cssGzip: css.reduce((n, f) => n + gzipOf(f), 0),
    files,
  }
}

/**
 * What opening a lazy console screen loads beyond the signed-in console (gzip -9 bytes): the chunks reachable from
 * the screen by static imports that neither the entry nor the signed-in frame (SignedIn) reaches. null without a
 * manifest.
 */
export function consoleLazyChunk(dir: string, screen: string): { jsGzip: number; files: string[] } | null {
  const manifestFile = path.join(dir, 'manifest.json')
  if (!fs.existsSync(manifestFile)) return null
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ViteManifestChunk>
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)
  if (!entry || !manifest[screen]) throw new Error(`dist/console/manifest.json: no entry or no ${screen}`)
  const reach = (from: string[]) => {
    const seen = new Set<string>()
    const walk = (key: string) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      for (const k of manifest[key].imports ?? []) walk(k)
    }
    from.forEach(walk)
    return seen
  }
  const before = reach([entry, ...Object.keys(manifest).filter((k) => CONSOLE_SIGNED_IN.test(k))])
  const files = [...reach([screen])].filter((k) => !before.has(k)).map((k) => manifest[k].file)
  const jsGzip = files.reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length, 0)
  return { jsGzip, files }
}

/**
 * key H5 pages: path (without the /hospital base) for the size analysis, the URL to load; `jsBudget` is the gated
 * gzip budget (a ratchet: what the page measures now plus a little, lowered as the page shrinks), `target` issue
 * 16's goal (reported until it is reached, then it becomes the budget)
 */
export const KEY_PAGES: {
  name: string
  h5Path: string
  /** the URL under /hospital; `:reportId` is the demo user's latest seeded report */
  url: string
  jsBudget?: number
  target?: number
  /** measured as the seeded demo user (the page is behind the login) */
  login?: boolean
  /** goods put into the demo user's cart (one of each, first sku) before the pages are measured */
  cartGoods?: number[]
}[] = [
  { name: 'home', h5Path: '/home', url: '/home?hospitalId=6', jsBudget: HOME_BUDGET, target: 150 * KIB },
  {
    name: 'product detail',
    h5Path: '/productionDetail',
    url: '/productionDetail?goodsId=6001&hospitalId=6',
    jsBudget: DETAIL_BUDGET,
    target: 170 * KIB,
  },
  // a visitor's cart: the page needs login, so what is measured is the login page it leads to (issue 16's 89 in session 7)
  { name: 'cart', h5Path: '/shopCart', url: '/shopCart?hospitalId=6', jsBudget: CART_BUDGET, target: 150 * KIB },
  // the cart as a patient sees it: the demo user with three lines (session 8)
  {
    name: 'cart (logged in)',
    h5Path: '/shopCart',
    url: '/shopCart?hospitalId=6',
    login: true,
    cartGoods: [6001, 6002, 6003],
    jsBudget: CART_BUDGET,
    target: 150 * KIB,
  },
  { name: 'check-up home', h5Path: '/checkup/home/index', url: '/checkup/home/index?hospitalId=6', jsBudget: CHECKUP_HOME_BUDGET },
  {
    name: 'report detail',
    h5Path: '/webReportDetail',
    url: '/webReportDetail?id=:reportId&hospitalId=6',
    login: true,
    jsBudget: REPORT_DETAIL_BUDGET,
  },
]

const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
const fmt = (n: number) => n.toLocaleString('en-US')
const kib = (n: number) => `${(n / KIB).toFixed(1)} KiB`
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN
}

interface LighthouseRun {
  performance: number
  accessibility: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  loadavg: string
  /** the accessibility audits that did not pass (their ids), so a score under 100 says why */
  a11yFailed: string[]
}

/**
 * One Lighthouse run. A page behind the login: Chromium is started here (chrome-launcher, Lighthouse's own
 * launcher), the logged-in storage is written on the origin through the DevTools protocol (localStorage only:
 * the HTTP cache stays empty), and Lighthouse attaches with --port and --disable-storage-reset.
 */
async function lighthouseRun(url: string, storage?: StorageState): Promise<LighthouseRun> {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`)
  const loadavg = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  const args = [
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    '--max-wait-for-load=60000',
  ]
  let chrome: { port: number; kill: () => void } | undefined
  try {
    if (storage) {
      const { launch } = await import('chrome-launcher')
      chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS })
      const { chromium } = await import('playwright-core')
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      const origin = new URL(url).origin
      const page = await cdp.contexts()[0].newPage()
      await page.goto(`${origin}/openapi.json`)
      const entries = storage.origins.find((o) => o.origin === origin)?.localStorage ?? []
      await page.evaluate((list) => {
        for (const { name, value } of list) localStorage.setItem(name, value)
      }, entries)
      await page.close()
      await cdp.close()
      args.push(`--port=${chrome.port}`, '--disable-storage-reset')
    } else args.push(`--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`)
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'lighthouse'), args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    const r = JSON.parse(fs.readFileSync(out, 'utf8'))
    const a = r.audits
    return {
      performance: Math.round((r.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((r.categories.accessibility?.score ?? 0) * 100),
      fcp: a['first-contentful-paint']?.numericValue,
      lcp: a['largest-contentful-paint']?.numericValue,
      tbt: a['total-blocking-time']?.numericValue,
      cls: a['cumulative-layout-shift']?.numericValue,
      loadavg,
      a11yFailed: (r.categories.accessibility?.auditRefs ?? [])
        .map((ref: { id: string }) => ref.id)
        .filter((id: string) => a[id]?.score !== null && a[id]?.score !== undefined && a[id].score < 1),
    }
  } finally {
    chrome?.kill()
    fs.rmSync(out, { force: true })
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { booleans: ['lighthouse'] })
  const dist = path.resolve(args.dist || 'dist')
  const required = String(args.require || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const api: string | undefined = args.api
  const runs = Number(args.runs || 3)
  const failures: string[] = []
  const warnings: string[] = []
  const report: Record<string, unknown> = {
    generatedAt: new Date().toISOString(),
    loadavg: fs.readFileSync('/proc/loadavg', 'utf8').trim(),
  }
  const out: string[] = []

  // ---------------------------------------------------------------- mini-programs
  out.push(`Mini-program packages (main ≤ ${kib(MAIN_PACKAGE_BUDGET)}; every package ≤ ${kib(LIMIT)}, warn over 1 MiB)`)
  for (const target of ['weapp', 'alipay']) {
    const dir = path.join(dist, target)
    if (!fs.existsSync(path.join(dir, 'app.json'))) {
      out.push(`  ${target}: not built`)
      if (required.includes(target)) failures.push(`${target}: not built but required`)
      continue
    }
    const r = miniProgramSizes(dir, target)
    report[target] = r.packages.map((p) => ({ name: p.name, root: p.root, bytes: p.bytes }))
    for (const p of r.packages) {
      const main = p.name === 'main'
      const budget = main ? MAIN_PACKAGE_BUDGET : LIMIT
      const status = p.bytes > budget ? 'FAIL' : p.bytes > SUBPACKAGE_WARN ? 'warn' : 'ok'
      out.push(
        `  ${target.padEnd(7)} ${(main ? 'main' : p.root).padEnd(28)} ${fmt(p.bytes).padStart(11)} ${kib(p.bytes).padStart(11)}  ${status}`,
      )
      if (status === 'FAIL') failures.push(`${target} ${main ? 'main package' : p.root}: ${fmt(p.bytes)} bytes > ${fmt(budget)}`)
      else if (status === 'warn') warnings.push(`${target} ${p.root}: ${fmt(p.bytes)} bytes > 1 MiB`)
    }
    out.push(`  ${target.padEnd(7)} ${'total'.padEnd(28)} ${fmt(r.total).padStart(11)} ${kib(r.total).padStart(11)}`)
  }

  // ---------------------------------------------------------------- H5 initial JS
  const h5Dir = path.join(dist, 'h5')
  out.push('')
  if (!fs.existsSync(path.join(h5Dir, 'index.html'))) {
    out.push('H5: not built')
    if (required.includes('h5')) failures.push('h5: not built but required')
  } else {
    out.push('H5 initial JS per key page (gzip -9: index.html scripts + the route chunks)')
    const h5: unknown[] = []
    for (const k of KEY_PAGES) {
      const r = h5HomeSizes(h5Dir, { h5Path: k.h5Path, fallbackPage: 'pages/__none__/index' })
      const found = r.chunkIds.length > 0
      const over = k.jsBudget !== undefined && r.jsGzip > k.jsBudget
      out.push(
        `  ${k.name.padEnd(16)} ${k.h5Path.padEnd(22)} ${fmt(r.jsGzip).padStart(9)} B ${kib(r.jsGzip).padStart(10)}  ${
          k.jsBudget === undefined ? '(reported)' : over ? `FAIL > ${kib(k.jsBudget)}` : `ok ≤ ${kib(k.jsBudget)}`
        }${k.target !== undefined ? ` (target ${kib(k.target)}${r.jsGzip > k.target ? ', not reached' : ', reached'})` : ''}  ${r.js.length} files, CSS ${kib(r.cssGzip)}`,
      )
      if (!found) failures.push(`h5 ${k.h5Path}: the page's route chunks were not found (${r.notes.join('; ')})`)
      if (over) failures.push(`h5 ${k.h5Path} initial JS ${fmt(r.jsGzip)} bytes gzip > ${fmt(k.jsBudget as number)}`)
      h5.push({ name: k.name, path: k.h5Path, page: r.page, jsGzip: r.jsGzip, cssGzip: r.cssGzip, files: r.js.map((f) => f.file) })
    }
    report.h5 = h5
  }

  // ---------------------------------------------------------------- the staff console's first load
  out.push('')
  const consoleDir = path.join(dist, 'console')
  const first = consoleFirstLoad(consoleDir)
  if (!first) {
    out.push('Staff console: not built (npm run build:console)')
    if (required.includes('console')) failures.push('console: not built but required')
  } else {
    const over = first.jsGzip > CONSOLE_LOGIN_BUDGET
    out.push(
      `Staff console first-load JS, login screen (gzip -9: entry + static imports + the screen's chunk): ${fmt(first.jsGzip)} B ${kib(first.jsGzip)}  ${
        over ? `FAIL > ${kib(CONSOLE_LOGIN_BUDGET)}` : `ok ≤ ${kib(CONSOLE_LOGIN_BUDGET)}`
      }  ${first.files.length} files, CSS ${kib(first.cssGzip)}`,
    )
    if (over) failures.push(`console login first-load JS ${fmt(first.jsGzip)} bytes gzip > ${fmt(CONSOLE_LOGIN_BUDGET)}`)
    report.console = { screen: CONSOLE_LOGIN_SCREEN, ...first }
    // the page editor: loaded only when /pages opens
    const editor = consoleLazyChunk(consoleDir, CONSOLE_PAGES_SCREEN)
    if (editor) {
      const big = editor.jsGzip > CONSOLE_PAGES_BUDGET
      out.push(
        `Staff console page editor (/pages, lazy: its chunks beyond the signed-in console, gzip -9): ${fmt(editor.jsGzip)} B ${kib(editor.jsGzip)}  ${
          big ? `FAIL > ${kib(CONSOLE_PAGES_BUDGET)}` : `ok ≤ ${kib(CONSOLE_PAGES_BUDGET)}`
        }  ${editor.files.length} files`,
      )
      if (big) failures.push(`console page editor JS ${fmt(editor.jsGzip)} bytes gzip > ${fmt(CONSOLE_PAGES_BUDGET)}`)
    }
    // the article editor: what opening it adds to the /content screen's first load, and never part of that load
    const screenLoad = consoleFirstLoad(consoleDir, CONSOLE_CONTENT_SCREEN)
    const withEditor = consoleFirstLoad(consoleDir, CONSOLE_EDITOR_CHUNK)
    if (screenLoad && withEditor) {
      const onScreen = new Set(screenLoad.files)
      const added = withEditor.files.filter((f) => !onScreen.has(f))
      const editorGzip = added.reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(consoleDir, f)), { level: 9 }).length, 0)
      const eager = added.length === 0
      const overEditor = editorGzip > CONSOLE_EDITOR_BUDGET
      out.push(
        `Staff console article editor (loaded when the article drawer opens, gzip -9): ${fmt(editorGzip)} B ${kib(editorGzip)}  ${
          eager
            ? 'FAIL: in the /content first load'
            : overEditor
              ? `FAIL > ${kib(CONSOLE_EDITOR_BUDGET)}`
              : `ok ≤ ${kib(CONSOLE_EDITOR_BUDGET)}`
        }  /content first load ${kib(screenLoad.jsGzip)}`,
      )
      if (eager) failures.push('console: the article editor is in the /content first load (it must be a lazy chunk)')
      if (overEditor) failures.push(`console article editor ${fmt(editorGzip)} bytes gzip > ${fmt(CONSOLE_EDITOR_BUDGET)}`)
    }
  }

  // ---------------------------------------------------------------- mini-program start-up (fake runtime, seed data)
  out.push('')
  const builtMp = ['weapp', 'alipay'].filter((t) => fs.existsSync(path.join(dist, t, 'app.json')))
  if (api && builtMp.length) {
    out.push(
      `Mini-program start-up: WXML nodes of the first screen (the whole tree rendered once the seeded data is in; budget ${NODE_BUDGET}) and setData (largest ≤ ${kib(SET_DATA_BUDGET)})`,
    )
    const mp = await measureStartup({ platforms: builtMp, dist, api })
    for (const m of mp) out.push(`  ${formatStartup(m).replace(/\n/g, '\n  ')}`)
    failures.push(...mp.flatMap(startupFailures))
    report.mpStartup = mp
  } else out.push(`Mini-program start-up: skipped (${api ? 'no mini-program build' : 'no --api'})`)

  // ---------------------------------------------------------------- the key pages' URLs (a report of the demo user)
  const reportId = api && (KEY_PAGES.some((k) => k.url.includes(':reportId')) ? await demoReportId(api) : 0)
  const urlOf = (k: (typeof KEY_PAGES)[number]) => k.url.replace(':reportId', String(reportId))
  const cartGoods = KEY_PAGES.flatMap((k) => k.cartGoods ?? [])
  if (api && cartGoods.length) await demoCartLines(api, cartGoods)

  // ---------------------------------------------------------------- CLS in Chromium
  if (api) {
    out.push('')
    out.push(`CLS in Chromium (phone network; budget ${CLS_BUDGET}; load average ${loadavg()})`)
    const results: ClsResult[] = await measureCls(
      api,
      KEY_PAGES.map((k) => ({ path: urlOf(k), login: k.login })),
    )
    for (const r of results) {
      out.push(`  ${formatCls(r).replace(/\n/g, '\n  ')}`)
      if (r.cls > CLS_BUDGET) failures.push(`CLS of ${r.path}: ${r.cls.toFixed(3)} > ${CLS_BUDGET}`)
    }
    report.cls = results.map((r) => ({ path: r.path, cls: r.cls, shifts: r.shifts.length }))
  } else out.push('', 'CLS: skipped (no --api)')

  // ---------------------------------------------------------------- Lighthouse (reported only)
  if (api && args.lighthouse) {
    out.push('')
    out.push(`Lighthouse 12 mobile, median of ${runs} runs (reported, not gated; the machine is shared: noisy)`)
    const lh: unknown[] = []
    let storage: StorageState | undefined
    if (KEY_PAGES.some((k) => k.login)) {
      const browser = await launchBrowser()
      try {
        storage = await demoStorageState(browser, api)
      } finally {
        await browser.close()
      }
    }
    const only = args.pages
      ? String(args.pages)
          .split(',')
          .map((p) => p.trim())
      : null
    for (const k of KEY_PAGES) {
      if (only && !only.includes(k.name)) continue
      const list: LighthouseRun[] = []
      for (let i = 0; i < runs; i++) {
        const url = `${api}/hospital${urlOf(k)}`
        // Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART): one more try; a run
        // that fails twice is reported, not fatal (the scores are reported, never gated)
        const run = await lighthouseRun(url, k.login ? storage : undefined)
          .catch(() => lighthouseRun(url, k.login ? storage : undefined))
          .catch((err: unknown) => {
            warnings.push(`Lighthouse on ${k.name} failed twice: ${String((err as Error)?.message ?? err).slice(0, 200)}`)
            return null
          })
        if (run) list.push(run)
      }
      if (!list.length) {
        out.push(`  ${k.name.padEnd(16)} no Lighthouse run succeeded`)
        continue
      }
      const m = {
        performance: median(list.map((x) => x.performance)),
        accessibility: median(list.map((x) => x.accessibility)),
        fcp: median(list.map((x) => x.fcp)),
        lcp: median(list.map((x) => x.lcp)),
        tbt: median(list.map((x) => x.tbt)),
        cls: median(list.map((x) => x.cls)),
      }
      out.push(
        `  ${k.name.padEnd(16)} perf ${m.performance} (${list.map((x) => x.performance).join('/')}), a11y ${m.accessibility} (${list.map((x) => x.accessibility).join('/')}), FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}; load average ${list.map((x) => x.loadavg.split(' ')[0]).join('/')}`,
      )
      const failed = [...new Set(list.flatMap((x) => x.a11yFailed))]
      if (failed.length) out.push(`    accessibility audits not passed: ${failed.join(', ')}`)
      lh.push({ name: k.name, url: urlOf(k), median: m, runs: list })
    }
    report.lighthouse = lh
  }

  out.push('')
  for (const w of warnings) out.push(`WARN ${w}`)
  for (const f of failures) out.push(`FAIL ${f}`)
  out.push(failures.length ? `budgets FAILED (${failures.length})` : 'budgets passed')
  report.failures = failures
  report.warnings = warnings
  fs.mkdirSync(dist, { recursive: true })
  fs.writeFileSync(path.join(dist, 'budgets.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log(out.join('\n'))
  process.exitCode = failures.length ? 1 : 0
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
