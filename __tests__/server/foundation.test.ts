/**
 * Foundation: envelope, errors (400/404/500), OpenAPI, static H5 + SPA fallback, hospital index,
 * protocols, request context, logging masks, rate limit, graceful close.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { API_PREFIXES } from '../../types/api'
import { buildServer } from '../../server/app'
import { seed } from '../../server/seed'
import { maskSensitive } from '../../server/lib/logging'
import { createTestApp, createTestDatabase, testConfig, type TestApp } from './helpers'
import type { Database } from '../../server/lib/db'

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

describe('envelope and errors', () => {
  test('hospital index: {code:200,msg:success,data:HospitalInfo} for the default hospital 6', async () => {
    const r = await t.post('/zeus/hospital/getHospitalIndex', {})
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ code: 200, msg: 'success' })
    expect(r.body.data).toEqual({
      hospitalId: 6,
      hospitalName: expect.stringContaining('健康商城'),
      shortName: expect.any(String),
      logoUrl: '/assets/hospital-6.svg',
      primaryColor: expect.stringMatching(/^#[0-9A-F]{6}$/i),
      primaryColorEnd: expect.stringMatching(/^#[0-9A-F]{6}$/i),
      address: expect.any(String),
      phone: expect.any(String),
      greyMode: false,
      homeMagicPageId: expect.any(Number),
    })
  })

  test('hospital id from the body, then the header; three distinct themes; malformed header -> 6', async () => {
    const seven = await t.post('/zeus/hospital/getHospitalIndex', { hospitalId: 7 })
    const eight = await t.post('/zeus/hospital/getHospitalIndex', {}, { headers: { hospitalId: '8' } })
    const six = await t.post('/zeus/hospital/getHospitalIndex', undefined, { headers: { hospitalId: 'abc' } })
    expect([six.body.data.hospitalId, seven.body.data.hospitalId, eight.body.data.hospitalId]).toEqual([6, 7, 8])
    expect(new Set([six, seven, eight].map((r) => r.body.data.primaryColor)).size).toBe(3)
    const get = await t.get('/zeus/hospital/getHospitalIndex?hospitalId=7')
    expect(get.body.data.hospitalName).toBe(seven.body.data.hospitalName)
  })

  test('unknown hospital -> 404 envelope', async () => {
    const r = await t.post('/zeus/hospital/getHospitalIndex', { hospitalId: 99 })
    expect(r.status).toBe(404)
    expect(r.body).toEqual({ code: 404, msg: expect.stringContaining('99'), data: null })
  })

  test('malformed JSON -> 400 envelope', async () => {
    const r = await t.call('POST', '/zeus/hospital/getHospitalIndex', { payload: '{"hospitalId":', headers: { 'content-type': 'application/json' } })
    expect(r.status).toBe(400)
    expect(r.body).toEqual({ code: 400, msg: '请求体不是合法的 JSON', data: null })
  })

  test('schema-invalid body -> 400 naming the field', async () => {
    const r = await t.post('/zeus/hospital/getHospitalIndex', { hospitalId: 'seven' })
    expect(r.status).toBe(400)
    expect(r.body.code).toBe(400)
    expect(r.body.msg).toContain('hospitalId')
    const q = await t.get('/zeus/protocol/getProtocolByCondition?code=123')
    expect(q.status).toBe(400)
    expect(q.body.msg).toBe('参数 code 取值无效，可选值：100、200、300、400')
    const missing = await t.get('/zeus/protocol/getProtocolByCondition')
    expect(missing.body).toEqual({ code: 400, msg: '缺少参数 code', data: null })
    const notObject = await t.call('POST', '/zeus/hospital/getHospitalIndex', { payload: '[1,2]', headers: { 'content-type': 'application/json' } })
    expect(notObject.status).toBe(400)
  })

  test('empty JSON body is accepted as {}; unsupported content type -> 4xx envelope, never 500', async () => {
    const empty = await t.call('POST', '/zeus/hospital/getHospitalIndex', { payload: '', headers: { 'content-type': 'application/json' } })
    expect(empty.body.code).toBe(200)
    const xml = await t.call('POST', '/zeus/hospital/getHospitalIndex', { payload: '<a/>', headers: { 'content-type': 'application/xml' } })
    expect(xml.status).toBe(415)
    expect(xml.body.code).toBe(415)
  })

  test('unknown API route -> 404 envelope', async () => {
    for (const url of ['/zeus/nothing', '/goods-center/goods/none', '/no-prefix']) {
      const r = await t.post(url, {})
      expect(r.status).toBe(404)
      expect(r.body).toMatchObject({ code: 404, data: null })
      expect(r.body.msg).toContain('接口不存在')
    }
  })

  test('unexpected error -> 500 {code:500,msg:服务器内部错误} without details', async () => {
    const app = await buildServer(testConfig({ sandboxProviders: false }), { database, closeDatabase: false })
    app.get('/zeus/__boom', async () => {
      throw new Error('secret internals at /srv/x.ts:12')
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const res = await fetch(`http://127.0.0.1:${port}/zeus/__boom`)
    const text = await res.text()
    await app.close()
    expect(res.status).toBe(500)
    expect(JSON.parse(text)).toEqual({ code: 500, msg: '服务器内部错误', data: null })
    expect(text).not.toContain('secret')
  })
})

describe('protocols', () => {
  test.each([
    [100, '用户服务协议', ['年满18周岁', '14周岁', '电子普通发票']],
    [200, '隐私政策', ['15个工作日', '14周岁']],
    [300, '在线咨询知情同意书', ['120']],
    [400, '退款及改期规则', ['至少1天', '3次', '7日内', '2-5个工作日', '电子普通发票']],
  ])('code %i: %s', async (code, title, facts) => {
    const r = await t.get(`/zeus/protocol/getProtocolByCondition?code=${code}&hospitalId=7`)
    expect(r.body.code).toBe(200)
    expect(r.body.data.title).toBe(title)
    expect(r.body.data.content).toContain('<h3>')
    expect(r.body.data.content).toContain('金陵市妇幼保健院健康商城')
    expect(r.body.data.content).not.toContain('{{')
    for (const f of facts) expect(r.body.data.content).toContain(f)
    expect(r.body.data.content.length).toBeGreaterThan(600)
  })

  test('chronic-disease prefix serves the same texts', async () => {
    const r = await t.get('/chronic-disease/protocol/getProtocolByCondition?code=100')
    expect(r.body.data.title).toBe('用户服务协议')
  })
})

describe('OpenAPI, prefixes, seed', () => {
  test('GET /openapi.json documents the routes of every prefix with schemas', async () => {
    const r = await t.get('/openapi.json')
    expect(r.status).toBe(200)
    expect(r.body.openapi).toMatch(/^3\./)
    expect(r.body.paths['/zeus/hospital/getHospitalIndex'].post.requestBody).toBeDefined()
    expect(r.body.paths['/zeus/protocol/getProtocolByCondition'].get.parameters.map((p: { name: string }) => p.name)).toContain('code')
  })

  test('every API prefix is mounted (unknown path under it is a 404 envelope, not a crash)', async () => {
    for (const p of API_PREFIXES) {
      const r = await t.get(`/${p}/__nope`)
      expect(r.body.code).toBe(404)
    }
  })

  test('seeding is idempotent', async () => {
    await seed(database.db, { production: false })
    await seed(database.db, { production: false })
    const n = await database.db.selectFrom('hospital').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(Number(n.n)).toBe(3)
    const p = await database.db.selectFrom('protocol').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(Number(p.n)).toBe(4)
  })
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

describe('logging, rate limit, close', () => {
  test('maskSensitive masks phones and ID numbers', () => {
    expect(maskSensitive('phone=13812345678&id=320102199001011234')).toBe('phone=138****5678&id=3201**********1234')
    expect(maskSensitive('order 20260115123456789012')).toBe('order 20260115123456789012')
  })

  test('request logs mask phone numbers in URLs and never contain bodies or tokens', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk))
        cb()
      },
    })
    const l = await createTestApp({ database, logger: { level: 'info', stream } })
    await l.get('/dev/outbox?phone=13812345678', { token: 'tok-should-not-appear-123456789' })
    await l.post('/zeus/hospital/getHospitalIndex', { hospitalId: 6, password: 'Secret123' })
    await l.close()
    const log = lines.join('')
    expect(log).toContain('138****5678')
    expect(log).not.toContain('13812345678')
    expect(log).not.toContain('Secret123')
    expect(log).not.toContain('tok-should-not-appear')
  })

  test('rate limit -> 429 envelope', async () => {
    const r = await createTestApp({ database, config: { rateLimit: { max: 3, sensitiveMax: 2 } } })
    const codes: number[] = []
    for (let i = 0; i < 5; i++) codes.push((await r.get('/zeus/protocol/getProtocolByCondition?code=100')).status)
    const last = await r.get('/zeus/protocol/getProtocolByCondition?code=100')
    await r.close()
    expect(codes).toEqual([200, 200, 200, 429, 429])
    expect(last.body.code).toBe(429)
    expect(last.body.msg).toMatch(/请求过于频繁/)
  })

  test('graceful close: in-flight requests finish, new connections are refused, the database is closed', async () => {
    const own = await createTestDatabase()
    const app = await buildServer(testConfig({ sandboxProviders: false }), { database: own, closeDatabase: true })
    app.get('/zeus/__slow', async () => {
      await new Promise((r) => setTimeout(r, 300))
      return { code: 200, msg: 'success', data: 'done' }
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const inFlight = fetch(`http://127.0.0.1:${port}/zeus/__slow`).then((r) => r.json())
    await new Promise((r) => setTimeout(r, 50))
    const closing = app.close()
    expect((await inFlight).data).toBe('done')
    await closing
    await expect(fetch(`http://127.0.0.1:${port}/zeus/hospital/getHospitalIndex`)).rejects.toThrow()
    expect(own.closed).toBe(true)
    if (own.pglite) expect(own.pglite.closed).toBe(true)
  })
})
