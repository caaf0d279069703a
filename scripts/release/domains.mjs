#!/usr/bin/env node
/**
 * `npm run release:domains`: the server domains to whitelist in the WeChat and Alipay consoles (服务器域名: request,
 * socket, uploadFile, downloadFile), from the same environment as the build (API_BASE, API_BASE_<PREFIX>) and the
 * server (ASSET_HOST); config/release.cjs consoleDomains. Exit 1 when a base is missing or not https.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { consoleDomains } = require('../../config/release.cjs')

if (!process.env.API_BASE) {
  console.error('release:domains: API_BASE is not set: the origin of the hospital backend, the same value as for the build')
  process.exit(1)
}
const d = consoleDomains(process.env)
const rows = [
  ['request 合法域名', d.request],
  ['socket 合法域名', d.socket],
  ['uploadFile 合法域名', d.uploadFile],
  ['downloadFile 合法域名', d.downloadFile],
]
for (const [label, list] of rows) console.log(`${label.padEnd(20)} ${list.join(';')}`)
for (const e of d.errors) console.error(`release:domains: ${e}`)
process.exit(d.errors.length ? 1 : 0)
