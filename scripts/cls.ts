/**
 * Cumulative Layout Shift of H5 pages in Chromium, as web-vitals computes it: the layout-shift entries without
 * recent input, grouped in session windows (a gap of 1 s or more, or 5 s in all, starts a new one); CLS is the
 * largest window. The page is loaded on a throttled phone network (so the lazily loaded blocks, images and the
 * popup ad arrive after the first render, as on a phone) and watched until the network is idle plus 1.5 s.
 * The server must be running and serving dist/h5. Prints each shift's size and the elements that moved.
 *
 *   npx tsx scripts/cls.ts <base url> '/home?hospitalId=6' ...   [--json] [--runs N]
 */
import { launchBrowser, newContext } from './lib/browser'
import { demoStorageState, type StorageState } from './lib/h5-session'

export interface ShiftSource {
  node: string
  from: string
  to: string
}
export interface Shift {
  value: number
  at: number
  sources: ShiftSource[]
}
export interface ClsResult {
  path: string
  cls: number
  shifts: Shift[]
}

/** web-vitals' CLS: the largest session window of shifts (gap < 1 s, window < 5 s) */
export function clsOf(shifts: { value: number; at: number }[]): number {
  let best = 0
  let sum = 0
  let first = -Infinity
  let last = -Infinity
  for (const s of [...shifts].sort((a, b) => a.at - b.at)) {
    if (s.at - last < 1000 && s.at - first < 5000) sum += s.value
    else {
      sum = s.value
      first = s.at
    }
    last = s.at
    best = Math.max(best, sum)
  }
  return best
}

/** installed before any page script: records every layout shift with the elements that moved */
const OBSERVER = `(() => {
  const out = (window.__shifts = [])
  const name = (n) => {
    if (!n || !n.nodeType) return '?'
    if (n.nodeType !== 1) return n.nodeName
    const cls = (n.getAttribute('class') || '').trim().split(/\\s+/).filter(Boolean).slice(0, 3).join('.')
    const block = n.closest && n.closest('[data-block]')
    return n.nodeName.toLowerCase() + (cls ? '.' + cls : '') + (block ? ' in block ' + block.getAttribute('data-block') : '')
  }
  const rect = (r) => (r ? Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height) : '')
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue
      out.push({ value: e.value, at: e.startTime, sources: (e.sources || []).map((s) => ({ node: name(s.node), from: rect(s.previousRect), to: rect(s.currentRect) })) })
    }
  }).observe({ type: 'layout-shift', buffered: true })
})()`

/** a page to measure: its path under /hospital, or { path, login: true } for a page behind the login (the demo user) */
export type ClsPage = string | { path: string; login?: boolean }

export async function measureCls(base: string, pages: ClsPage[]): Promise<ClsResult[]> {
  const browser = await launchBrowser()
  const results: ClsResult[] = []
  try {
    let session: StorageState | undefined
    for (const entry of pages) {
      const p = typeof entry === 'string' ? entry : entry.path
      const login = typeof entry !== 'string' && entry.login
      if (login && !session) session = await demoStorageState(browser, base)
      // a fresh context per page: empty cache, no remembered popup ad (a logged-in page: only the login's storage)
      const context = await newContext(browser, login ? { storageState: session } : {})
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      // a phone on a fair 4G link (Lighthouse's mobile preset: 150 ms RTT, 1.6 Mbit/s down)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await page.addInitScript(OBSERVER)
      await page.goto(`${base}/hospital${p}`, { timeout: 60_000 })
      await page.waitForSelector('.app-page[data-state]', { state: 'visible', timeout: 60_000 })
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {})
      // the last images decode and the popup ad opens after the network is quiet: watch on for a moment
      await page.waitForTimeout(1500)
      const shifts = (await page.evaluate('window.__shifts')) as Shift[]
      results.push({ path: p, cls: clsOf(shifts), shifts })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}

export function formatCls(r: ClsResult): string {
  const lines = [`${r.path}: CLS ${r.cls.toFixed(3)} (${r.shifts.length} shifts)`]
  for (const s of r.shifts)
    lines.push(`    ${s.value.toFixed(4)} at ${Math.round(s.at)} ms: ${s.sources.map((x) => `${x.node} ${x.from} -> ${x.to}`).join('; ')}`)
  return lines.join('\n')
}

async function main() {
  const args = process.argv.slice(2)
  const json = args.includes('--json')
  const [base, ...paths] = args.filter((a) => !a.startsWith('--'))
  if (!base || !paths.length) {
    console.error("usage: npx tsx scripts/cls.ts <base url> <path>... (e.g. http://localhost:3000 '/home?hospitalId=6')")
    process.exit(2)
  }
  const results = await measureCls(base, paths)
  console.log(json ? JSON.stringify(results, null, 2) : results.map(formatCls).join('\n'))
}

if (require.main === module) main()
