/**
 * The JS-SDK signature with the real ticket source against the local fake of api.weixin.qq.com, over HTTP
 * (GET /user-center/user/shareAddrSign) with two server instances: the official account's ticket (WX_OA_APPID) is
 * fetched once for all of them through the shared access token, signed with WeChat's algorithm over the url without
 * its '#' part; the ticket is fetched again only when it is due.
 */
import crypto from 'node:crypto'
import { createClock, createTestApp, type TestApp } from '../../../test-support/server'
import { FakeWechatApi, OA_APP, wechatLoginConfig } from '../../../test-support/gateways/wechat-api'
import { jsapiSignString } from '../../../src/domain/share'

const clock = createClock()
let gw: FakeWechatApi
let a: TestApp
let b: TestApp
beforeAll(async () => {
  gw = await new FakeWechatApi({ now: () => clock.now, latencyMs: 20 }).start()
  a = await createTestApp({ clock, config: wechatLoginConfig(gw) })
  b = await createTestApp({ clock, database: a.database, config: wechatLoginConfig(gw) })
})
afterAll(async () => {
  await b?.close()
  await a?.close()
  await gw?.close()
})

test('20 signatures over two instances: one token and one ticket fetch, each signature verifies', async () => {
  const url = 'https://shop.example.com/hospital/address?hospitalId=6#/edit'
  const replies = await Promise.all(
    Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).get('/user-center/user/shareAddrSign', { query: { url } })),
  )
  expect(gw.fetchesOf(OA_APP.appId)).toBe(1)
  expect(gw.ticketFetches.get(OA_APP.appId)).toBe(1)
  const ticket = gw.callsTo('/cgi-bin/ticket/getticket')[0].reply.ticket as string
  for (const r of replies) {
    const d = r.body.data
    expect(d).toMatchObject({ appid: OA_APP.appId, provider: 'wechat', url: 'https://shop.example.com/hospital/address?hospitalId=6' })
    const want = crypto
      .createHash('sha1')
      .update(jsapiSignString({ jsapi_ticket: ticket, noncestr: d.noncestr, timestamp: d.timestamp, url: d.url }))
      .digest('hex')
    expect(d.sign).toBe(want)
    expect(d.timestamp).toBe(Math.floor(clock.now / 1000))
  }
  // an hour later: the same ticket; two hours later: one new ticket (and one new token)
  clock.advance(3600_000)
  await a.get('/user-center/user/shareAddrSign', { query: { url } })
  expect(gw.ticketFetches.get(OA_APP.appId)).toBe(1)
  clock.advance(3600_000)
  await Promise.all([a, b, a, b].map((x) => x.get('/user-center/user/shareAddrSign', { query: { url } })))
  expect(gw.ticketFetches.get(OA_APP.appId)).toBe(2)
  expect(gw.fetchesOf(OA_APP.appId)).toBe(2)
})
