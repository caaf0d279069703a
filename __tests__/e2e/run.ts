/**
 * Runs the browser journeys: `npx tsx __tests__/e2e/run.ts [filter]`.
 * Needs dist/h5 (npx taro build --type h5) and Chromium (scripts/ensure-chromium.sh).
 *
 * Each journey attempt runs in a new browser context with its own client address (harness.ts).
 * E2E_RETRIES (default 0): attempts after a failure. A journey that passes only on a retry is reported
 * as flaky and still fails the run: retries tell a flaky journey from a broken one, they never turn a
 * run green. E2E_TIMEOUT_MS (default 180000): the longest a journey may take.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { Spec, Ctx, startServer, launchBrowser, newContext, makeApi, ensureDirs, RESULTS, clientIpOf, newPhone, writeServerLog } from './harness'

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`)
  return Number(raw)
}

/** rejects when `ms` pass before `p` settles */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let t: NodeJS.Timeout
  return Promise.race([
    p.finally(() => clearTimeout(t)),
    new Promise<T>((_, reject) => {
      t = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)
    }),
  ])
}

async function main() {
  const filter = process.argv[2]
  const retries = intEnv('E2E_RETRIES', 0)
  const timeoutMs = intEnv('E2E_TIMEOUT_MS', 180_000)
  ensureDirs()
  const specDir = path.join(__dirname, 'specs')
  const specs: Spec[] = []
  for (const file of readdirSync(specDir).filter((f) => f.endsWith('.ts')).sort()) {
    const mod = await import(path.join(specDir, file))
    for (const s of mod.default as Spec[]) specs.push({ ...s, name: `${file.replace(/\.ts$/, '')} › ${s.name}` })
  }
  const selected = filter ? specs.filter((s) => s.name.includes(filter)) : specs
  if (!selected.length) throw new Error(`no journey matches "${filter}"`)
  const port = 3900 + Math.floor(Math.random() * 500)
  const server = await startServer(port)
  let passed = 0
  const failed: string[] = []
  const flaky: string[] = []
  const t0 = Date.now()
  let attemptNo = 0
  try {
    const browser = await launchBrowser()
    try {
      for (const spec of selected) {
        const slug = spec.name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_')
        let lastError: unknown = null
        const s0 = Date.now()
        for (let attempt = 0; attempt <= retries; attempt++) {
          const clientIp = clientIpOf(++attemptNo)
          const context = await newContext(browser, { clientIp })
          const page = await context.newPage()
          const errors: string[] = []
          page.on('pageerror', (e) => errors.push(`${String(e)} (at ${page.url()})\n      ${String(e.stack || '').split('\n').slice(1, 6).join('\n      ')}`))
          const ctx: Ctx = {
            page,
            context,
            base: server.base,
            app: `${server.base}/hospital`,
            api: makeApi(server.base, clientIp),
            clientIp,
            staffKey: server.staffKey,
            newPhone,
            shot: async (name: string) => {
              const file = path.join(RESULTS, 'screens', `${name}.png`)
              await page.screenshot({ path: file })
              return file
            },
          }
          try {
            await within(spec.fn(ctx), timeoutMs, spec.name)
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
          if (attempt < retries) console.log(`  ↻ ${spec.name} failed (client ${clientIp}), trying again: ${String((lastError as Error).message || lastError).split('\n')[0]}`)
        }
        const ms = Date.now() - s0
        if (lastError) {
          failed.push(spec.name)
          console.log(`  ✗ ${spec.name} (${ms} ms)\n    ${String((lastError as Error).stack || lastError).split('\n').slice(0, 16).join('\n    ')}`)
        } else if (flaky.includes(spec.name)) {
          console.log(`  ~ ${spec.name} (${ms} ms): FLAKY, passed only on a retry`)
        } else {
          passed++
          console.log(`  ✓ ${spec.name} (${ms} ms)`)
        }
      }
    } finally {
      await browser.close()
    }
  } finally {
    writeServerLog(server)
    await server.stop()
  }
  console.log(`\nbrowser journeys: ${Math.round((Date.now() - t0) / 1000)} s`)
  if (flaky.length) console.log(`flaky (failed first, passed on a retry; counted as failures): ${flaky.join('; ')}`)
  if (failed.length) console.log(`failed: ${failed.join('; ')}`)
  console.log(`${passed} passed, ${failed.length} failed, ${flaky.length} flaky`)
  process.exit(failed.length || flaky.length ? 1 : 0)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
