/**
 * The 'static files and SPA fallback' part of the former __tests__/server/foundation.test.ts (tests beside what they test).
 *
 * Foundation: envelope, errors (400/404/500), OpenAPI, static H5 + SPA fallback, hospital index,
 * protocols, request context, logging masks, rate limit, graceful close.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestApp, createTestDatabase, type TestApp } from '../../test-support/server'
import type { Database } from './db'

let database: Database
let t: TestApp

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
})
afterAll(async () => {
  await t?.close()
  await database?.close()
})

describe('static files and SPA fallback', () => {
  let dir: string
  let s: TestApp
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-'))
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>H5 index</title><div id="app"></div>')
    fs.mkdirSync(path.join(dir, 'js'))
    fs.writeFileSync(path.join(dir, 'js', 'app.0123abcd.js'), 'console.log(1)')
    s = await createTestApp({ database, config: { staticDir: dir, assetHost: 'https://static.example.com' } })
  })
  afterAll(async () => {
    await s?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('files are served, hashed assets cached long, index.html no-cache', async () => {
    const js = await s.get('/hospital/js/app.0123abcd.js')
    expect(js.status).toBe(200)
    expect(js.raw).toBe('console.log(1)')
    expect(js.headers['cache-control']).toContain('immutable')
    const root = await s.get('/hospital/')
    expect(root.raw).toContain('H5 index')
  })

  test('every GET /hospital/* that is not a file returns index.html (history mode)', async () => {
    for (const p of ['/hospital/home', '/hospital/pages/shop/detail/index?goodsId=1', '/hospital/checkup/home/index']) {
      const r = await s.get(p)
      expect(r.status).toBe(200)
      expect(r.headers['content-type']).toContain('text/html')
      expect(r.raw).toContain('H5 index')
    }
  })

  test('a missing asset file is a 404 (not index.html); POST under /hospital is a 404 envelope', async () => {
    const r = await s.get('/hospital/js/missing.deadbeef.js')
    expect(r.status).toBe(404)
    const p = await s.post('/hospital/home', {})
    expect(p.body.code).toBe(404)
  })

  test('/ and /hospital redirect to /hospital/home', async () => {
    for (const p of ['/', '/hospital']) {
      const r = await s.get(p)
      expect(r.status).toBe(302)
      expect(r.headers.location).toBe('/hospital/home')
    }
  })

  test('seed images under /assets/, absolute with ASSET_HOST', async () => {
    const svg = await s.get('/assets/hospital-6.svg')
    expect(svg.status).toBe(200)
    expect(svg.headers['content-type']).toContain('image/svg+xml')
    const h = await s.post('/zeus/hospital/getHospitalIndex', { hospitalId: 8 })
    expect(h.body.data.logoUrl).toBe('https://static.example.com/assets/hospital-8.svg')
  })

  test('without a build, SPA paths answer a clear 404', async () => {
    const r = await t.get('/hospital/home')
    expect(r.status).toBe(404)
    expect(r.body.msg).toContain('H5')
  })
})
