/**
 * `npm run preflight`: the go-live check a hospital runs with its production environment before launch
 * (server/lib/preflight.ts). Prints what will be offered, warnings, and one line per problem (Chinese and
 * English); exits 1 when there is any problem, else 0. `--offline` skips the signed requests to the gateways.
 */
import { preflight } from './lib/preflight'

async function main() {
  const r = await preflight(process.env, { online: !process.argv.includes('--offline') })
  for (const o of r.offered) console.log(`offered: ${o}`)
  for (const w of r.warnings) console.log(`warning: ${w}`)
  for (const p of r.problems) console.error(`PROBLEM: ${p}`)
  console.log(
    r.problems.length ? `preflight: ${r.problems.length} problem(s) / 发现 ${r.problems.length} 个问题` : 'preflight: ready / 可以上线',
  )
  process.exitCode = r.problems.length ? 1 : 0
}

main().catch((err) => {
  console.error(`PROBLEM: preflight failed / 检查失败: ${(err as Error).stack ?? err}`)
  process.exitCode = 1
})
