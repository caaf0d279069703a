/**
 * Sharing over HTTP (issue 18): the JS-SDK signature (sandbox ticket, the real algorithm), QR code PNGs of app pages,
 * and share posters with the sharer's id; bad input 400 with a clear message, another hospital's object 404.
 */
import crypto from 'node:crypto'
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { jsapiSignString } from '../../../src/domain/share'
import * as M from '../../../src/domain/messages'
import { SANDBOX_APPID, SANDBOX_JSAPI_TICKET } from './ticket'
import { shareSign } from './service'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '133', 'shr')
const H6 = { hospitalId: '6' }

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

/** width and height of a PNG (its IHDR chunk), after checking its signature */
function pngSize(dataUrl: string): { width: number; height: number } {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true)
  const buf = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64')
  expect([...buf.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(buf.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) }
}

describe('user/shareAddrSign', () => {
  test("the sandbox ticket signed with WeChat's algorithm over the url without its '#' part", async () => {
    const url = 'https://shop.example.com/hospital/productionDetail?goodsId=6001&hospitalId=6#top'
    const r = await t.get('/user-center/user/shareAddrSign', { query: { url } })
    expect(r.status).toBe(200)
    const d = r.body.data
    expect(d).toMatchObject({ appid: SANDBOX_APPID, url: url.replace('#top', ''), provider: 'sandbox' })
    expect(d.noncestr).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(Math.abs(d.timestamp * 1000 - Date.now())).toBeLessThan(10 * 86_400_000) // the test clock: seconds, not ms
    const want = crypto
      .createHash('sha1')
      .update(jsapiSignString({ jsapi_ticket: SANDBOX_JSAPI_TICKET, noncestr: d.noncestr, timestamp: d.timestamp, url: d.url }))
      .digest('hex')
    expect(d.sign).toBe(want)
    const again = (await t.get('/user-center/user/shareAddrSign', { query: { url } })).body.data
    expect(again.noncestr).not.toBe(d.noncestr)
  })

  test("WeChat's published vector through the service (a ticket source with its ticket, its nonce and timestamp)", async () => {
    const source = {
      name: 'wechat' as const,
      appId: 'wx-doc',
      ticket: async () => 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
    }
    const app = { deps: { now: () => new Date(1414587457 * 1000) }, log: { warn: () => undefined } } as never
    const spy = jest
      .spyOn(crypto, 'randomBytes')
      .mockImplementation(((n: number) =>
        Buffer.from(
          Array.from('Wm3WZYTPz0wzccnW').map((c) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.indexOf(c)),
        ).subarray(0, n)) as never)
    try {
      const r = await shareSign(app, 'http://mp.weixin.qq.com?params=value', source)
      expect(r).toMatchObject({ noncestr: 'Wm3WZYTPz0wzccnW', timestamp: 1414587457, sign: '0f9de62fce790f9a083d5c99e95740ceb90c27ed' })
    } finally {
      spy.mockRestore()
    }
    await expect(shareSign(app, 'http://a.b/c', null)).rejects.toMatchObject({ statusCode: 503, message: M.SHARE_SIGN_UNAVAILABLE })
  })

  test('a url that is not an absolute http(s) URL is a 400', async () => {
    for (const url of ['/hospital/home', 'javascript:alert(1)', ' '])
      expect(await t.get('/user-center/user/shareAddrSign', { query: { url } }).then((r) => [r.status, r.body.msg])).toEqual([
        400,
        M.SHARE_URL_INVALID,
      ])
    expect((await t.get('/user-center/user/shareAddrSign')).status).toBe(400)
  })
})

describe('common/wxMiniProgram/createQrCode', () => {
  test('a PNG of the asked width that opens the page with the scene', async () => {
    const r = await t.post(
      '/common/wxMiniProgram/createQrCode',
      { page: '/productionDetail', scene: 'goodsId=6001&hospitalId=6', width: 300 },
      { headers: H6 },
    )
    expect(r.status).toBe(200)
    expect(r.body.data.link).toMatch(/^http:\/\/[^/]+\/hospital\/productionDetail\?goodsId=6001&hospitalId=6$/)
    const size = pngSize(r.body.data.qrCode)
    expect(size.width).toBe(size.height)
    expect(Math.abs(size.width - 300)).toBeLessThanOrEqual(30) // qrcode rounds to whole modules
    const d = await t.post('/common/wxMiniProgram/createQrCode', { page: '/home', scene: '' })
    expect(pngSize(d.body.data.qrCode).width).toBeGreaterThan(380)
  })

  test('an unknown page, a bad scene or width is a 400', async () => {
    const page = await t.post('/common/wxMiniProgram/createQrCode', { page: '/nope', scene: 'a=1' })
    expect([page.status, page.body.msg]).toEqual([400, M.QR_PAGE_INVALID])
    const scene = await t.post('/common/wxMiniProgram/createQrCode', { page: '/home', scene: 'a=<b>' })
    expect([scene.status, scene.body.msg]).toEqual([400, M.QR_SCENE_INVALID])
    expect((await t.post('/common/wxMiniProgram/createQrCode', { page: '/home', scene: 'x'.repeat(33) })).status).toBe(400)
    expect((await t.post('/common/wxMiniProgram/createQrCode', { page: '/home', scene: '', width: 50 })).status).toBe(400)
  })
})

describe('zeus/activity/getShareQrPic', () => {
  test("a goods poster: its card and a QR PNG of its link with the logged-in sharer's id", async () => {
    const u = await patient()
    const r = await t.get('/zeus/activity/getShareQrPic', { query: { type: 'goods', id: 6001 }, token: u.token, headers: H6 })
    expect(r.status).toBe(200)
    const d = r.body.data
    expect(d).toMatchObject({ type: 'goods', id: 6001, hospitalName: '金陵一院' })
    expect(d.title.length).toBeGreaterThan(0)
    expect(typeof d.price).toBe('number')
    expect(d.link).toMatch(new RegExp(`/hospital/productionDetail\\?hospitalId=6&goodsId=6001&shareUserId=${u.userId}$`))
    expect(pngSize(d.qrPic).width).toBeGreaterThan(300)
    const anon = (await t.get('/zeus/activity/getShareQrPic', { query: { type: 'goods', id: 6001 }, headers: H6 })).body.data
    expect(anon.link).not.toContain('shareUserId')
  })

  test('coupon and group-buy posters; another hospital or an unknown id is a 404, a bad type a 400', async () => {
    const coupon = await t.get('/zeus/activity/getShareQrPic', { query: { type: 'coupon', id: 6840 }, headers: H6 })
    expect(coupon.body.data).toMatchObject({ title: '支付有礼 5元券', price: null })
    expect(coupon.body.data.link).toContain('/hospital/shareCouponsDetail?hospitalId=6&couponRuleId=6840')
    const group = await database.db
      .selectFrom('activity')
      .select('id')
      .where('hospital_id', '=', 6)
      .where('type', '=', 2)
      .executeTakeFirstOrThrow()
    const g = await t.get('/zeus/activity/getShareQrPic', { query: { type: 'groupBuy', id: group.id }, headers: H6 })
    expect(g.status).toBe(200)
    expect(g.body.data.link).toContain(`/hospital/groupActivity?hospitalId=6&activityId=${group.id}`)

    for (const q of [
      { type: 'goods', id: 6001, h: '7' },
      { type: 'coupon', id: 6840, h: '7' },
      { type: 'groupBuy', id: group.id, h: '7' },
      { type: 'goods', id: 999999, h: '6' },
    ]) {
      const r = await t.get('/zeus/activity/getShareQrPic', { query: { type: q.type, id: q.id }, headers: { hospitalId: q.h } })
      expect([r.status, r.body.msg]).toEqual([404, M.SHARE_OBJECT_NOT_FOUND])
    }
    expect((await t.get('/zeus/activity/getShareQrPic', { query: { type: 'doctor', id: 1 }, headers: H6 })).status).toBe(400)
  })
})
