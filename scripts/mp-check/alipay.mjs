#!/usr/bin/env node
/**
 * Alipay check of a Taro alipay build (default dist/alipay), offline:
 *  1. structure (./structure.mjs): app.json valid; every page of pages and subPackages has .js .axml .json (.acss is
 *     optional: counted); every require() resolves in the build; every <import>/<include>/<import-sjs> resolves;
 *     usingComponents resolve; mini.project.json in the dist or at a parent folder whose miniprogramRoot is the dist
 *  2. boot of app.js + the page in the fake `my` runtime (./runtime.mjs), as weapp.mjs does, minus template
 *     rendering: Alipay's axml compiler is not available offline, so texts are checked in the setData tree only
 *
 * Usage: node scripts/mp-check/alipay.mjs [distDir] [--page …] [--query …] [--expect-text …]… [--tap-text … |
 *          --tap-class …] [--expect-nav …] [--after-text …]… [--type … [--type-placeholder … | --type-class …]]…
 *          [--api http://localhost:3000] [--all-pages]
 *          [--no-boot] [--json]
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkStructure } from './structure.mjs'
import { runBootCheck } from './boot.mjs'
import { printReport, cliOptions } from './weapp.mjs'

export { bootPage, tapElement, navMatches, runBootCheck } from './boot.mjs'

export async function checkAlipay(options = {}) {
  const distDir = path.resolve(options.distDir || 'dist/alipay')
  const report = { distDir, failures: [], notes: [] }
  if (!fs.existsSync(distDir)) {
    report.failures.push(`${distDir} does not exist (run: npx taro build --type alipay)`)
    return report
  }
  const structure = checkStructure(distDir, 'alipay')
  report.failures.push(...structure.failures)
  report.structureNotes = structure.notes
  if (!structure.app) return report
  report.pages = structure.app.allPages.length
  report.subPackages = structure.app.subPackages.map((s) => `${s.root} (${s.pages.length})`)
  if (options.boot === false) return report
  const boot = await runBootCheck({ ...options, platform: 'alipay', distDir })
  report.failures.push(...boot.failures)
  report.notes.push(...boot.notes)
  report.boot = boot.facts
  return report
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  const argv = process.argv.slice(2)
  const noBoot = argv.includes('--no-boot')
  let options
  try {
    options = cliOptions(argv.filter((a) => a !== '--no-boot'))
  } catch (e) {
    console.error(e.message)
    process.exit(2)
  }
  const report = await checkAlipay({ ...options, boot: !noBoot })
  console.log(options.json ? JSON.stringify(report, null, 2) : printReport(report, 'alipay'))
  // exit now: a page's socket (the chat room's, bridged to the real server) would keep the process alive
  process.exit(report.failures.length ? 1 : 0)
}
