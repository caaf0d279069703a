/**
 * The command line of the logged-in page checks (cart.mjs, orders.mjs, health.mjs):
 *   node scripts/mp-check/<name>.mjs weapp|alipay [distDir] --api URL [--json]
 * `check({ platform, distDir, api })` gives { reports: [[name, report]], failures, page? }. Exit code 2 on
 * bad arguments, 1 on any failure.
 */
import { parseArgs } from '../lib/mp-app.mjs'
import { printReport } from './weapp.mjs'

export async function runCheckCli(name, check) {
  let a
  try {
    a = parseArgs(process.argv.slice(2), { booleans: ['json'] })
  } catch (e) {
    console.error(e.message)
    process.exit(2)
  }
  const platform = a._[0] === 'alipay' ? 'alipay' : 'weapp'
  if (!a.api) {
    console.error(`usage: node scripts/mp-check/${name}.mjs weapp|alipay [distDir] --api http://127.0.0.1:PORT`)
    process.exit(2)
  }
  const r = await check({ platform, distDir: a._[1], api: a.api })
  if (a.json) console.log(JSON.stringify(r, null, 2))
  else
    for (const [part, rep] of r.reports)
      console.log(`--- ${name} ${part}\n${printReport(rep, r.page ? `${platform} ${r.page}` : platform)}`)
  process.exit(r.failures.length ? 1 : 0) // now: an open socket of a page would keep the process alive
}
