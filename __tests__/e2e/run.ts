/**
 * Runs the browser journeys: `npx tsx __tests__/e2e/run.ts [filter]`.
 * Needs dist/h5 (npx taro build --type h5) and Chromium (scripts/ensure-chromium.sh).
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { Spec, startServer, launchBrowser, newContext, makeApi, ensureDirs, RESULTS } from './harness'

async function main() {
  const filter = process.argv[2]
  ensureDirs()
  const specDir = path.join(__dirname, 'specs')
  const specs: Spec[] = []
  for (const file of readdirSync(specDir).filter((f) => f.endsWith('.ts')).sort()) {
    const mod = await import(path.join(specDir, file))
    for (const s of mod.default as Spec[]) specs.push({ ...s, name: `${file.replace(/\.ts$/, '')} › ${s.name}` })
  }
  const selected = filter ? specs.filter((s) => s.name.includes(filter)) : specs
  const port = 3900 + Math.floor(Math.random() * 500)
  const server = await startServer(port)
  const browser = await launchBrowser()
  let passed = 0
  let failed = 0
  const t0 = Date.now()
  try {
    const retries = Number(process.env.E2E_RETRIES ?? 1)
    const flaky: string[] = []
    for (const spec of selected) {
      const slug = spec.name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_')
      let lastError: unknown = null
      const s0 = Date.now()
      for (let attempt = 0; attempt <= retries; attempt++) {
        const context = await newContext(browser)
        const page = await context.newPage()
        const errors: string[] = []
        page.on('pageerror', (e) => errors.push(String(e)))
        const ctx = {
          page,
          context,
          base: server.base,
          app: `${server.base}/hospital`,
          api: makeApi(server.base),
          shot: async (name: string) => {
            const file = path.join(RESULTS, 'screens', `${name}.png`)
            await page.screenshot({ path: file })
            return file
          },
        }
        try {
          await spec.fn(ctx)
          if (errors.length) throw new Error(`page errors:\n${errors.join('\n')}`)
          lastError = null
        } catch (e) {
          lastError = e
          await page.screenshot({ path: path.join(RESULTS, 'failures', `${slug}${attempt ? `-retry${attempt}` : ''}.png`) }).catch(() => undefined)
        } finally {
          await context.close()
        }
        if (!lastError) {
          if (attempt) flaky.push(spec.name)
          break
        }
        if (attempt < retries) console.log(`  ↻ ${spec.name} failed, retrying once: ${String((lastError as Error).message || lastError).split('\n')[0]}`)
      }
      if (!lastError) {
        passed++
        console.log(`  ✓ ${spec.name} (${Date.now() - s0} ms)`)
      } else {
        failed++
        console.log(`  ✗ ${spec.name} (${Date.now() - s0} ms)\n    ${String((lastError as Error).stack || lastError).split('\n').slice(0, 8).join('\n    ')}`)
      }
    }
    if (flaky.length) console.log(`\nflaky (passed on retry): ${flaky.join('; ')}`)
  } finally {
    await browser.close()
    await server.stop()
  }
  console.log(`\nbrowser journeys: ${Math.round((Date.now() - t0) / 1000)} s`)
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
