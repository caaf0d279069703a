/**
 * The staff console's build under /console/ (server/lib/console-static.ts): files with the H5 app's caching,
 * precompressed copies, the history-mode fallback to index.html, the server's security headers, and a clear 404
 * without a build.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { createTestApp, createTestDatabase, type TestApp } from '../../test-support/server'
import type { Database } from './db'
import { consoleCacheControl } from './console-static'

let database: Database
let dir: string
let s: TestApp
let bare: TestApp
const INDEX =
  '<!doctype html><title>医院管理后台</title><div id="root"></div><script type="module" src="/console/assets/index-0123abcd.js"></script>'
const JS = 'console.log("console")'

beforeAll(async () => {
  database = await createTestDatabase()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-'))
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX)
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'assets', 'index-0123abcd.js'), JS)
  fs.writeFileSync(path.join(dir, 'assets', 'index-0123abcd.js.gz'), zlib.gzipSync(JS))
  s = await createTestApp({ database, config: { consoleDir: dir } })
  bare = await createTestApp({ database, config: { consoleDir: path.join(dir, 'not-built') } })
})
afterAll(async () => {
  await s?.close()
  await bare?.close()
  await database?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

test('hashed assets are cached a year (immutable), gzip to browsers that accept it', async () => {
  const plain = await s.get('/console/assets/index-0123abcd.js', { headers: { 'accept-encoding': 'identity' } })
  expect(plain.status).toBe(200)
  expect(plain.raw).toBe(JS)
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(plain.headers['vary']).toContain('accept-encoding')
  // fetch decodes the body itself; the header says which copy was sent
  const gz = await s.get('/console/assets/index-0123abcd.js', { headers: { 'accept-encoding': 'gzip' } })
  expect(gz.headers['content-encoding']).toBe('gzip')
  expect(gz.raw).toBe(JS)
})

test('every GET /console/* that is not a file is index.html, no-cache, with the CSP of the server', async () => {
  for (const p of ['/console/', '/console/login', '/console/after-sales?status=1', '/console/orders/123']) {
    const r = await s.get(p)
    expect(r.status).toBe(200)
    expect(r.headers['content-type']).toContain('text/html')
    expect(r.headers['cache-control']).toBe('no-cache')
    expect(r.raw).toContain('医院管理后台')
    const csp = String(r.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("img-src 'self' data:")
    expect(r.headers['x-frame-options']).toBe('DENY')
  }
  const root = await s.get('/console')
  expect(root.status).toBe(302)
  expect(root.headers.location).toBe('/console/')
})

test('a missing asset is a 404 envelope (not index.html); a POST under /console is the API 404', async () => {
  const r = await s.get('/console/assets/missing-deadbeef.js')
  expect(r.status).toBe(404)
  expect(r.raw).not.toContain('医院管理后台')
  const p = await s.post('/console/login', {})
  expect(p.status).toBe(404)
  expect(p.body.code).toBe(404)
})

test('without a build, console paths answer a clear 404', async () => {
  const r = await bare.get('/console/login')
  expect(r.status).toBe(404)
  expect(r.body.msg).toBe('管理后台未构建（dist/console 不存在）')
})

test('caching rules', () => {
  expect(consoleCacheControl('/x/index.html')).toBe('no-cache')
  expect(consoleCacheControl('/x/assets/LoginPage-443ed0df.js')).toBe('public, max-age=31536000, immutable')
  expect(consoleCacheControl('/x/favicon.ico')).toBe('public, max-age=3600')
})
