/**
 * The 'protocols' part of the former __tests__/server/foundation.test.ts (tests beside what they test).
 *
 * Foundation: envelope, errors (400/404/500), OpenAPI, static H5 + SPA fallback, hospital index,
 * protocols, request context, logging masks, rate limit, graceful close.
 */
import { createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'

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
