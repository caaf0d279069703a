#!/usr/bin/env node
/**
 * The elder-friendly mode on a mini-program build (issue 16, docs/ELDER-MODE.md): boots home three times in the
 * fake runtime (no server needed: requests fail, the shell still renders):
 *  1. launch query `elder=1`: the page root has `app-page--elder`, its ConfigProvider sets `--app-font-scale: 1.3`
 *     and NutUI's 18 px base size, and the flag is kept in storage (`app_elder_mode`);
 *  2. no flag, with the storage of run 1: still in the elder mode (remembered);
 *  3. launch query `elder=0`: the normal mode (`--app-font-scale: 1`, no elder class).
 * Usage: node scripts/mp-check/elder.mjs weapp|alipay [distDir]. Exit code 1 on any failure.
 */
import path from 'node:path'
import { bootPage } from './boot.mjs'
import { walkTaroTree } from './runtime.mjs'

const platform = process.argv[2]
if (platform !== 'weapp' && platform !== 'alipay') {
  console.error('usage: node scripts/mp-check/elder.mjs weapp|alipay [distDir]')
  process.exit(2)
}
const distDir = path.resolve(process.argv[3] || `dist/${platform}`)
const PAGE = 'pages/main/home/index'

/** the page root's elder class and the theme style of its ConfigProvider */
function modeOf(data) {
  let elderClass = false
  let style = ''
  walkTaroTree(data.root, (node) => {
    const cl = String(node.cl || '')
    const st = String(node.st || '')
    if (/\bapp-page--elder\b/.test(cl)) elderClass = true
    if (!style && st.includes('--app-font-scale')) style = st
  })
  const scale = /--app-font-scale:\s*([\d.]+)/.exec(style)?.[1] ?? null
  const base = /--nutui-font-size-base:\s*([\d.]+px)/.exec(style)?.[1] ?? null
  return { elderClass, scale, base }
}

async function boot(query, storage) {
  const { rt, page } = await bootPage({ platform, distDir, page: PAGE, query, quiet: true, storage })
  try {
    await rt.settle()
    const stored = {}
    for (const [k, v] of rt.storage) stored[k] = JSON.parse(v)
    return { mode: modeOf(page.data), stored }
  } finally {
    rt.dispose()
  }
}

const failures = []
const on = await boot({ hospitalId: '6', elder: '1' })
if (!on.mode.elderClass || on.mode.scale !== '1.3' || on.mode.base !== '18px')
  failures.push(`elder=1: expected app-page--elder, scale 1.3, base 18px; got ${JSON.stringify(on.mode)}`)
if (!('app_elder_mode' in on.stored)) failures.push('elder=1: app_elder_mode not stored')
const kept = await boot({ hospitalId: '6' }, { app_elder_mode: on.stored.app_elder_mode })
if (!kept.mode.elderClass || kept.mode.scale !== '1.3')
  failures.push(`remembered: expected the elder mode; got ${JSON.stringify(kept.mode)}`)
const off = await boot({ hospitalId: '6', elder: '0' }, { app_elder_mode: on.stored.app_elder_mode })
if (off.mode.elderClass || off.mode.scale !== '1') failures.push(`elder=0: expected the normal mode; got ${JSON.stringify(off.mode)}`)

if (failures.length) {
  console.error(`mp-check elder (${platform}) FAILED:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `mp-check elder (${platform}) ok: elder=1 ${JSON.stringify(on.mode)}; remembered ${JSON.stringify(kept.mode)}; elder=0 ${JSON.stringify(off.mode)}`,
)
