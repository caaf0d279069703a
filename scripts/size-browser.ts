/**
 * What Chromium really downloads for an H5 page: the transfer size (compressed bytes on the wire, as the server
 * sends them) of the JS and CSS responses finished before the page's `.app-page[data-state]` is visible (the page
 * shell has rendered), and of everything loaded until the network is quiet (blocks, lazy chunks, images).
 * Fresh browser context (empty cache) per path. The server must be running and serving dist/h5.
 *
 *   npx tsx scripts/size-browser.ts http://localhost:3000 '/home?hospitalId=6' ...   [--json]
 */
import { gzipSync } from 'node:zlib'
import { launchBrowser, newContext } from './lib/browser'

interface Res {
  url: string
  type: string
  encoding: string
  bytes: number
  at: number
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`

export async function measure(base: string, p: string) {
  const browser = await launchBrowser()
  try {
    const context = await newContext(browser)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const pending = new Map<string, { url: string; type: string; encoding: string }>()
    const done: Res[] = []
    cdp.on('Network.responseReceived', (e: any) => {
      const h = Object.fromEntries(Object.entries(e.response.headers || {}).map(([k, v]) => [k.toLowerCase(), String(v)]))
      pending.set(e.requestId, { url: e.response.url, type: e.type, encoding: h['content-encoding'] || '' })
    })
    cdp.on('Network.loadingFinished', (e: any) => {
      const r = pending.get(e.requestId)
      if (r) done.push({ ...r, bytes: e.encodedDataLength, at: Date.now() })
    })
    const t0 = Date.now()
    await page.goto(`${base}/hospital${p}`)
    await page.waitForSelector('.app-page[data-state]', { state: 'visible', timeout: 30_000 })
    const shownAt = Date.now()
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
    await page.waitForTimeout(500)
    const sum = (list: Res[], type: string) => list.filter((r) => r.type === type).reduce((a, r) => a + r.bytes, 0)
    const before = done.filter((r) => r.at <= shownAt)
    /** the unit: each script's body compressed with gzip -9 (what is on the wire may be brotli) */
    const gzip9 = async (list: Res[]) => {
      let n = 0
      for (const r of list.filter((x) => x.type === 'Script')) {
        const body = Buffer.from(await (await fetch(r.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
        n += gzipSync(body, { level: 9 }).length
      }
      return n
    }
    const result = {
      path: p,
      shellMs: shownAt - t0,
      untilShell: {
        js: sum(before, 'Script'),
        jsGzip9: await gzip9(before),
        css: sum(before, 'Stylesheet'),
        scripts: before
          .filter((r) => r.type === 'Script')
          .map((r) => ({ file: r.url.replace(/^.*\/hospital\//, ''), bytes: r.bytes, encoding: r.encoding })),
      },
      untilIdle: {
        js: sum(done, 'Script'),
        jsGzip9: await gzip9(done),
        css: sum(done, 'Stylesheet'),
        images: sum(done, 'Image'),
        all: done.reduce((a, r) => a + r.bytes, 0),
        jsFiles: done.filter((r) => r.type === 'Script').length,
      },
      encodings: [...new Set(done.filter((r) => r.type === 'Script').map((r) => r.encoding || 'identity'))],
    }
    return result
  } finally {
    await browser.close()
  }
}

async function main() {
  const args = process.argv.slice(2)
  const json = args.includes('--json')
  const [base, ...paths] = args.filter((a) => a !== '--json')
  if (!base || !paths.length) {
    console.error("usage: npx tsx scripts/size-browser.ts <base url> <path>... (e.g. http://localhost:3000 '/home?hospitalId=6')")
    process.exit(2)
  }
  const out = []
  for (const p of paths) {
    const r = await measure(base, p)
    out.push(r)
    if (!json) {
      console.log(
        `${p}: shell visible after ${r.shellMs} ms; JS transferred before: ${r.untilShell.js.toLocaleString('en-US')} bytes (${kib(r.untilShell.js)}; gzip -9 ${kib(r.untilShell.jsGzip9)}), CSS ${kib(r.untilShell.css)}; encodings ${r.encodings.join(', ')}`,
      )
      for (const s of r.untilShell.scripts) console.log(`    ${s.file.padEnd(40)} ${String(s.bytes).padStart(9)} ${s.encoding}`)
      console.log(
        `  until network idle: JS ${kib(r.untilIdle.js)} (gzip -9 ${kib(r.untilIdle.jsGzip9)}) in ${r.untilIdle.jsFiles} files, CSS ${kib(r.untilIdle.css)}, images ${kib(r.untilIdle.images)}, everything ${kib(r.untilIdle.all)}`,
      )
    }
  }
  if (json) console.log(JSON.stringify(out, null, 2))
}

if (require.main === module) main()
