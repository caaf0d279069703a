/**
 * Sharing over HTTP (issue 18): the JS-SDK signature (sandbox ticket, the real algorithm), QR code PNGs of app pages,
 * and share posters with the sharer's id; bad input 400 with a clear message, another hospital's object 404.
 */
import crypto from 'node:crypto'
import { createClock, createSeededApp, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { jsapiSignString } from '../../../src/domain/share'
import * as M from '../../../src/domain/messages'
import { SANDBOX_APPID, SANDBOX_JSAPI_TICKET } from './ticket'
import { createQrCode, shareSign } from './service'
import QRCode from 'qrcode'
import { miniCodeProvider } from './minicode'
import { FAKE_PNG, FakeWechatApi, MINI_APP } from '../../../test-support/gateways/wechat-api'
import { loadConfig, type Config } from '../../lib/config'

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
  test("the sandbox (development): a PNG of the asked width encoding the mini-program page and its scene, as WeChat's code would", async () => {
    const r = await t.post(
      '/common/wxMiniProgram/createQrCode',
      { page: '/productionDetail', scene: 'goodsId=6001&hospitalId=6', width: 300 },
      { headers: H6 },
    )
    expect(r.status).toBe(200)
    expect(r.body.data.provider).toBe('sandbox')
    expect(r.body.data.link).toBe('pages/goods/goodsDetail/index?scene=goodsId%3D6001%26hospitalId%3D6')
    // the PNG is the QR code of exactly that text (qrcode is deterministic for the same options)
    const same = await QRCode.toBuffer(r.body.data.link, { type: 'png', width: 300, margin: 1, errorCorrectionLevel: 'M' })
    expect(r.body.data.qrCode).toBe(`data:image/png;base64,${same.toString('base64')}`)
    const size = pngSize(r.body.data.qrCode)
    expect(size.width).toBe(size.height)
    expect(Math.abs(size.width - 300)).toBeLessThanOrEqual(30) // qrcode rounds to whole modules
    const d = await t.post('/common/wxMiniProgram/createQrCode', { page: '/home', scene: '' })
    expect(d.body.data.link).toBe('pages/main/home/index')
    expect(pngSize(d.body.data.qrCode).width).toBeGreaterThan(380)
  })

  test('without a mini-program provider: a QR code of the H5 link', async () => {
    const r = await createQrCode(t.app, 'https://shop.example.com', { page: '/productionDetail', scene: 'goodsId=6001' }, null)
    expect(r).toMatchObject({ provider: 'h5', link: 'https://shop.example.com/hospital/productionDetail?goodsId=6001', width: 430 })
    expect(pngSize(r.qrCode).width).toBeGreaterThan(380)
  })

  test('which provider: WXA_APPID/WXA_SECRET → WeChat; else the sandbox when enabled and not in production; else none', () => {
    const config = (wxaCode: Config['wxaCode']) => ({ ...t.app.deps.config, wxaCode })
    const { db, now } = t.app.deps
    const wxa = { appId: 'wxa1', secret: 's', apiBase: 'http://127.0.0.1:9' }
    expect(miniCodeProvider({ db, now, config: config(wxa), sandboxProviders: true, production: false })?.name).toBe('wechat')
    expect(miniCodeProvider({ db, now, config: config(wxa), sandboxProviders: false, production: true })?.name).toBe('wechat')
    expect(miniCodeProvider({ db, now, config: config(null), sandboxProviders: true, production: false })?.name).toBe('sandbox')
    expect(miniCodeProvider({ db, now, config: config(null), sandboxProviders: true, production: true })).toBeNull()
    expect(miniCodeProvider({ db, now, config: config(null), sandboxProviders: false, production: false })).toBeNull()
    // the configuration: both or neither, and an absolute API base
    expect(loadConfig({ WXA_APPID: 'wxa1', WXA_SECRET: 's' }).wxaCode).toEqual({
      appId: 'wxa1',
      secret: 's',
      apiBase: 'https://api.weixin.qq.com',
    })
    expect(() => loadConfig({ WXA_APPID: 'wxa1' })).toThrow(/WXA_SECRET/)
    expect(() => loadConfig({ WXA_APPID: 'wxa1', WXA_SECRET: 's', WXA_API_BASE: 'api.weixin' })).toThrow(/WXA_API_BASE/)
  })

  describe("WeChat's wxacode.getUnlimited (the local fake of api.weixin.qq.com; the token from the shared store)", () => {
    let gw: FakeWechatApi
    let a: TestApp
    let b: TestApp
    const clock = createClock()
    const TOKEN = '/cgi-bin/stable_token'
    const CODE = '/wxa/getwxacodeunlimit'
    beforeAll(async () => {
      gw = await new FakeWechatApi({ now: () => clock.now }).start()
      const config = {
        wxaCode: { appId: MINI_APP.appId, secret: MINI_APP.secret, apiBase: gw.origin },
        wxApiBase: gw.origin,
      }
      // two server instances on one database: the token row (wechat_credential) is theirs to share
      a = await createTestApp({ database, clock, config })
      b = await createTestApp({ database, clock, config })
    })
    afterAll(async () => {
      await a?.close()
      await b?.close()
      await gw?.close()
    })
    const code = (s: TestApp, page = '/shareProduction', scene = 'goodsId=6001') =>
      s.post('/common/wxMiniProgram/createQrCode', { page, scene }, { headers: H6 })
    const image = (page: string, scene: string) =>
      `data:image/png;base64,${Buffer.concat([FAKE_PNG, Buffer.from(`${page}?scene=${scene}`)]).toString('base64')}`

    test("WeChat's image for the page file and scene; one token fetched, used by both instances", async () => {
      const r = await code(a)
      expect(r.status).toBe(200)
      expect(r.body.data).toMatchObject({ provider: 'wechat', link: 'pages/goods/shareGoods/index?scene=goodsId%3D6001', width: 430 })
      expect(r.body.data.qrCode).toBe(image('pages/goods/shareGoods/index', 'goodsId=6001'))
      expect(JSON.parse(gw.callsTo(CODE)[0].body)).toEqual({
        scene: 'goodsId=6001',
        page: 'pages/goods/shareGoods/index',
        width: 430,
        check_path: false,
      })
      expect((await code(b, '/home', '')).body.data.qrCode).toBe(image('pages/main/home/index', 'from=qr')) // never an empty scene
      expect(gw.callsTo(TOKEN)).toHaveLength(1)
      expect(gw.callsTo('/cgi-bin/token')).toHaveLength(0) // no token of its own any more
      const used = new Set(gw.callsTo(CODE).map((c) => c.query.access_token))
      expect([...used]).toEqual([gw.currentToken(MINI_APP.appId)])
    })

    test('a refresh by one instance (the token near its end) is the one the other uses', async () => {
      const calls = gw.callsTo(TOKEN).length
      const before = gw.currentToken(MINI_APP.appId)
      clock.advance(7000_000) // within five minutes of the token's end
      expect((await code(a)).status).toBe(200)
      const after = gw.currentToken(MINI_APP.appId)
      expect(after).not.toBe(before)
      expect(gw.callsTo(TOKEN)).toHaveLength(calls + 1)
      expect((await code(b)).status).toBe(200)
      expect(gw.callsTo(TOKEN)).toHaveLength(calls + 1)
      expect(gw.callsTo(CODE).at(-1)!.query.access_token).toBe(after)
    })

    test('40001 (the token revoked): one refresh and one retry; the other instance then uses the new token', async () => {
      const calls = gw.callsTo(TOKEN).length
      const revoked = gw.currentToken(MINI_APP.appId)!
      gw.revokeToken(revoked)
      const r = await code(b)
      expect(r.status).toBe(200)
      const codes = gw.callsTo(CODE).slice(-2)
      expect(codes.map((c) => c.reply.errcode)).toEqual([40001, undefined])
      expect(codes[0].query.access_token).toBe(revoked)
      const fresh = gw.currentToken(MINI_APP.appId)
      expect(codes[1].query.access_token).toBe(fresh)
      expect(gw.callsTo(TOKEN)).toHaveLength(calls + 1)
      expect((await code(a)).status).toBe(200)
      expect(gw.callsTo(CODE).at(-1)!.query.access_token).toBe(fresh)
      expect(gw.callsTo(TOKEN)).toHaveLength(calls + 1)
    })

    test("40001 again after the refresh, or another WeChat error: a 503 with the catalogue's message, no refresh loop", async () => {
      const calls = gw.callsTo(TOKEN).length
      const codes = gw.callsTo(CODE).length
      gw.wxaCodeFailures = { n: 5, errcode: 40001, errmsg: 'invalid credential' }
      try {
        const e = await code(a)
        expect([e.status, e.body.msg]).toEqual([503, M.QR_MINI_CODE_UNAVAILABLE])
        expect(gw.callsTo(TOKEN)).toHaveLength(calls + 1) // exactly one refresh
        expect(gw.callsTo(CODE)).toHaveLength(codes + 2) // the call and its one retry
        gw.wxaCodeFailures = { n: 1, errcode: 45009, errmsg: 'reach max api daily quota limit' }
        const q = await code(b)
        expect([q.status, q.body.msg]).toEqual([503, M.QR_MINI_CODE_UNAVAILABLE])
        expect(gw.callsTo(TOKEN)).toHaveLength(calls + 1) // not a token problem: no refresh
      } finally {
        gw.wxaCodeFailures = null
      }
      expect((await code(a)).status).toBe(200)
    })
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
