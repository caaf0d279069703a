/// <reference types="jest" />
// The CI step of WeChat's code-quality check (scripts/release/code-quality.mjs, issue 34) on a small mini-program:
// it fails on a failed item and says which, and it refuses the network (the check must run offline).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from './lib.cjs'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'code-quality-test-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

const SCRIPT = path.join(ROOT, 'scripts/release/code-quality.mjs')

function miniProgram(setting: Record<string, boolean>) {
  const files: Record<string, string> = {
    'app.json': JSON.stringify({ pages: ['pages/index/index'], lazyCodeLoading: 'requiredComponents' }),
    'app.js': 'App({})',
    'pages/index/index.js': 'Page({})',
    'pages/index/index.json': '{}',
    'pages/index/index.wxml': '<view>hi</view>',
    'pages/index/index.wxss': 'view{color:red}',
    'project.config.json': JSON.stringify({ appid: 'touristappid', miniprogramRoot: './', compileType: 'miniprogram', setting }),
  }
  for (const [f, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tmp, 'weapp', f)), { recursive: true })
    fs.writeFileSync(path.join(tmp, 'weapp', f), text)
  }
}

it('fails on the items that fail (compression off: 8 of 11), naming them', () => {
  miniProgram({ minified: false })
  const r = spawnSync(process.execPath, [SCRIPT, '--dist', tmp], { cwd: ROOT, encoding: 'utf8', timeout: 120000 })
  expect(r.stdout).toContain('8 of 11 items pass')
  for (const item of ['JS_COMPRESS_OPEN', 'WXML_COMPRESS_OPEN', 'WXSS_COMPRESS_OPEN']) expect(r.stdout).toContain(`FAIL ${item}`)
  expect(r.stdout).toContain('code quality check FAILED (3)')
  expect(r.status).toBe(1)
  const written = JSON.parse(fs.readFileSync(path.join(tmp, 'weapp-code-quality.json'), 'utf8'))
  expect(written.items).toHaveLength(11)
  expect(written.report.packages['']).toMatchObject({ files: 7 })
})

it('refuses and records any connection made during the check', () => {
  const code = `
    import https from 'node:https'
    import { guarded } from ${JSON.stringify(SCRIPT)}
    const r = await guarded(() => new Promise((resolve) => {
      https.get('https://servicewechat.com/wxa/ci/getrandstr', () => resolve('answered')).on('error', (e) => resolve(e.message))
    }))
    console.log(JSON.stringify(r))`
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8', timeout: 30000 })
  const out = JSON.parse(r.stdout)
  expect(out.value).toBe('code-quality: network access refused (offline check)')
  expect(out.attempts).toEqual(['servicewechat.com:443'])
})
