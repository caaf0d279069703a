/**
 * Main-thread long tasks of the key H5 pages (issue 16, Total Blocking Time), from a Chromium trace with the CPU
 * throttled 4x (as Lighthouse's mobile preset). Less noisy than Lighthouse's simulated TBT on a shared machine:
 * it prints, per run, every task of 50 ms or more after the first contentful paint with what ran inside it
 * (script evaluation of which file, compile, timers, events, style/layout, GC), and the sum of their blocking parts.
 *
 *   bash scripts/with-server.sh npx tsx scripts/tbt-trace.ts --api '$API' [--pages home,product detail] [--runs 3]
 *     [--json out.json]
 *
 * The trace's times are the throttled wall times of this machine (other processes add to them): compare runs
 * made under a similar load average (printed with each run).
 */
import fs from 'node:fs'
import { parseArgs } from './lib/mp-app.mjs'
import { launchBrowser, newContext } from './lib/browser'
import { demoReportId, demoStorageState, type StorageState } from './lib/h5-session'
import { KEY_PAGES } from './budgets'

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  /** thread (CPU) time of the event, µs: without the time other processes took the core */
  tdur?: number
  pid: number
  tid: number
  args?: any
}

/** events inside a task worth naming (outermost one wins) */
const NAMED = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'V8.RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'XHRReadyStateChange',
  'XHRLoad',
  'ResourceReceivedData',
  'ResourceFinish',
])

const short = (url: string) => (url ? url.replace(/^.*\/hospital\//, '').replace(/\?.*$/, '') : '')

function label(e: TraceEvent): string {
  const d = e.args?.data ?? {}
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.compile':
      return `${e.name} ${short(d.url || e.args?.fileName || '')}`
    case 'FunctionCall':
      return `FunctionCall ${d.functionName || '(anon)'} @${short(d.url)}`
    case 'EventDispatch':
      return `Event ${d.type}`
    case 'TimerFire':
      return `TimerFire ${d.timerId}`
    default:
      return e.name
  }
}

export interface LongTask {
  start: number
  dur: number
  /** trace clock (µs) */
  ts: number
  /** counts in the blocking time (starts after the first contentful paint) */
  afterFcp: boolean
  parts: { what: string; ms: number }[]
}

export function analyse(events: TraceEvent[]): {
  fcp: number
  tasks: LongTask[]
  tbt: number
  allLong: number
  cpuAll: number
  cpuAfterFcp: number
} {
  // the page's renderer main thread: the CrRendererMain with the most top-level task time
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  let best: { pid: number; tid: number; total: number } | null = null
  for (const m of mains) {
    const total = events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask' && e.ph === 'X')
      .reduce((s, e) => s + (e.dur ?? 0), 0)
    if (!best || total > best.total) best = { pid: m.pid, tid: m.tid, total }
  }
  if (!best) throw new Error('no renderer main thread in the trace')
  const own = events.filter((e) => e.pid === best!.pid && e.tid === best!.tid)
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === best!.pid)
  const navStart = events.find((e) => e.name === 'navigationStart' && e.pid === best!.pid)?.ts ?? own[0].ts
  const fcp = fcpEvent ? fcpEvent.ts : navStart
  const tasks: LongTask[] = []
  const runTasks = own.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= 50_000)
  const inner = own.filter((e) => e.ph === 'X' && NAMED.has(e.name)).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  let tbt = 0
  let allLong = 0
  // the same sum from each task's own CPU time x4 (the throttling rate): the machine's other load drops out
  let cpuAll = 0
  let cpuAfterFcp = 0
  for (const t of own) {
    if (t.name !== 'RunTask' || t.ph !== 'X' || t.tdur === undefined) continue
    const est = (t.tdur / 1000) * 4
    if (est <= 50) continue
    cpuAll += est - 50
    if (t.ts >= fcp) cpuAfterFcp += est - 50
  }
  for (const t of runTasks) {
    const end = t.ts + (t.dur ?? 0)
    const parts: { what: string; ms: number }[] = []
    let coveredUntil = -1
    for (const e of inner) {
      if (e.ts < t.ts || e.ts >= end) continue
      if (e.ts < coveredUntil) continue // nested in an earlier named event
      coveredUntil = e.ts + (e.dur ?? 0)
      if ((e.dur ?? 0) >= 3000) parts.push({ what: label(e), ms: Math.round((e.dur ?? 0) / 100) / 10 })
    }
    const dur = (t.dur ?? 0) / 1000
    allLong += dur - 50
    const afterFcp = t.ts >= fcp
    if (afterFcp) tbt += dur - 50
    tasks.push({
      afterFcp,
      start: Math.round((t.ts - navStart) / 1000),
      dur: Math.round(dur),
      ts: t.ts,
      parts,
    })
  }
  return {
    fcp: Math.round((fcp - navStart) / 1000),
    tasks,
    tbt: Math.round(tbt),
    allLong: Math.round(allLong),
    cpuAll: Math.round(cpuAll),
    cpuAfterFcp: Math.round(cpuAfterFcp),
  }
}

/** --profile: the functions with the most self time over the whole load (minified names: file:line:column) */
type Profile = { nodes: any[]; startTime: number; samples?: number[]; timeDeltas?: number[] }

/** per long task: the functions with the most self time inside it (the profile and the trace share one clock) */
function printTaskProfiles(prof: Profile, tasks: LongTask[]) {
  const byId = new Map(prof.nodes.map((n) => [n.id, n]))
  const parentOf = new Map<number, any>()
  for (const n of prof.nodes) for (const c of n.children ?? []) parentOf.set(c, n)
  const samples = prof.samples ?? []
  const deltas = prof.timeDeltas ?? []
  let t = prof.startTime
  const at: number[] = []
  for (const d of deltas) at.push((t += d))
  for (const task of tasks) {
    const end = task.ts + task.dur * 1000
    const self = new Map<string, number>()
    for (let i = 0; i < samples.length; i++) {
      if (at[i] < task.ts || at[i] >= end) continue
      const node = byId.get(samples[i])
      const f = node.callFrame
      let key = `${f.functionName || '(anon)'} ${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`
      // a native function (appendChild, ...): name its JS caller
      const up = !f.url && f.functionName && !f.functionName.startsWith('(') ? parentOf.get(node.id)?.callFrame : undefined
      if (up) key += ` <- ${up.functionName || '(anon)'} ${short(up.url)}:${up.lineNumber + 1}:${up.columnNumber + 1}`
      self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000)
    }
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8)
    console.log(`    task @${task.start} ms (${task.dur} ms): ${top.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | ')}`)
  }
}

function printProfile(prof: Profile) {
  const p = { nodes: prof.nodes, samples: prof.samples ?? [], timeDeltas: prof.timeDeltas ?? [] }
  const byId = new Map(p.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  const byFile = new Map<string, number>()
  for (let i = 0; i < p.samples.length; i++) {
    const n = byId.get(p.samples[i])
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000
    const f = n.callFrame
    const key = `${f.functionName || '(anon)'} ${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + dt)
    const file = short(f.url) || f.functionName
    byFile.set(file, (byFile.get(file) ?? 0) + dt)
  }
  // module initialisation: each sample under a webpack module factory goes to the innermost factory (file:line:col)
  const parent = new Map<number, any>()
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n)
  const byModule = new Map<string, number>()
  for (let i = 0; i < p.samples.length; i++) {
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000
    for (let n = byId.get(p.samples[i]); n; n = parent.get(n.id)) {
      const up = parent.get(n.id)
      if (up && up.callFrame.functionName === '__webpack_require__') {
        const f = n.callFrame
        const key = `${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1} ${f.functionName}`
        byModule.set(key, (byModule.get(key) ?? 0) + dt)
        break
      }
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${v.toFixed(1).padStart(7)} ms  ${k}`)
      .join('\n')
  console.log(
    `  self time by file:\n${top(byFile, 12)}\n  self time by function:\n${top(self, 40)}\n  module initialisation (innermost factory):\n${top(byModule, 25)}`,
  )
}

/** settled: the page shell is drawn and the network has been idle for 500 ms */
async function traceOnce(url: string, storage: StorageState | undefined, profile = false) {
  const browser = await launchBrowser()
  try {
    const context = await newContext(browser, storage ? { storageState: storage } : {})
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    // Lighthouse's mobile network (150 ms RTT, 1.6 Mbps down): the data replies land after the first paint as there
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
      uploadThroughput: (750 * 1024 * 0.9) / 8,
    })
    if (profile) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    }
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
        'toplevel',
      ],
    })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    // no waitForSelector: Playwright's injected visibility checks are long tasks themselves at 4x CPU
    await page.waitForLoadState('networkidle', { timeout: 120_000 })
    const deadline = Date.now() + 60_000
    while (!(await page.evaluate(() => !!document.querySelector('.app-page[data-state]')))) {
      if (Date.now() > deadline) throw new Error(`${url}: no .app-page after 60 s`)
      await page.waitForLoadState('networkidle', { timeout: 120_000 })
      await new Promise((r) => setTimeout(r, 250))
    }
    const buf = await browser.stopTracing()
    const prof = profile ? ((await cdp.send('Profiler.stop')).profile as Profile) : undefined
    if (prof) printProfile(prof)
    return { events: JSON.parse(buf.toString('utf8')).traceEvents as TraceEvent[], prof }
  } finally {
    await browser.close()
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { booleans: ['profile'] })
  const api = String(args.api)
  const runs = Number(args.runs ?? 3)
  const only = args.pages
    ? String(args.pages)
        .split(',')
        .map((p) => p.trim())
    : null
  const pages = KEY_PAGES.filter((k) => !only || only.includes(k.name))
  let storage: StorageState | undefined
  let reportId: string | undefined
  if (pages.some((k) => k.login)) {
    const browser = await launchBrowser()
    try {
      storage = await demoStorageState(browser, api)
    } finally {
      await browser.close()
    }
    reportId = String(await demoReportId(api))
  }
  const out: unknown[] = []
  for (const k of pages) {
    const url = `${api}/hospital${k.url.replace(':reportId', reportId ?? '')}`
    const sums: number[] = []
    const cpu: number[] = []
    for (let i = 0; i < runs; i++) {
      const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]
      const { events, prof } = await traceOnce(url, k.login ? storage : undefined, !!args.profile && i === 0)
      const r = analyse(events)
      sums.push(r.tbt)
      cpu.push(r.cpuAll)
      console.log(
        `${k.name} run ${i + 1}: FCP ${r.fcp} ms, long tasks after FCP ${r.tasks.filter((t) => t.afterFcp).length}, sum(dur-50) ${r.tbt} ms (all ${r.allLong} ms); from CPU time x4: ${r.cpuAfterFcp} ms (all ${r.cpuAll} ms); load ${load}`,
      )
      for (const t of r.tasks) {
        console.log(
          `  ${t.afterFcp ? '' : '(before FCP) '}@${t.start} ms ${t.dur} ms: ${t.parts.map((p) => `${p.what} ${p.ms}`).join(' | ')}`,
        )
      }
      if (prof) printTaskProfiles(prof, r.tasks)
      out.push({ page: k.name, run: i + 1, load, ...r })
    }
    const s = [...sums].sort((a, b) => a - b)
    const c = [...cpu].sort((a, b) => a - b)
    console.log(
      `${k.name}: median sum(dur-50) after FCP ${s[Math.floor((s.length - 1) / 2)]} ms (${sums.join('/')}); from CPU time x4, all tasks: ${c[Math.floor((c.length - 1) / 2)]} ms (${cpu.join('/')})\n`,
    )
  }
  if (args.json) fs.writeFileSync(String(args.json), JSON.stringify(out, null, 2))
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
