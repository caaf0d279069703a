/**
 * The 'envelope and errors' part of the former __tests__/server/foundation.test.ts (tests beside what they test).
 *
 * Foundation: envelope, errors (400/404/500), OpenAPI, static H5 + SPA fallback, hospital index,
 * protocols, request context, logging masks, rate limit, graceful close.
 */
import { buildServer } from '../app'
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../../test-support/server'
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
    const r = await t.call('POST', '/zeus/hospital/getHospitalIndex', {
      payload: '{"hospitalId":',
      headers: { 'content-type': 'application/json' },
    })
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
    const notObject = await t.call('POST', '/zeus/hospital/getHospitalIndex', {
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    })
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
