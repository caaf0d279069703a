/**
 * Sharing over HTTP (issue 18): the JS-SDK signature (sandbox ticket, the real algorithm), QR code PNGs of app pages,
 * and share posters with the sharer's id; bad input 400 with a clear message, another hospital's object 404.
 */
import crypto from 'node:crypto'
import { createSeededApp, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { jsapiSignString } from '../../../src/domain/share'
import * as M from '../../../src/domain/messages'
import { SANDBOX_APPID, SANDBOX_JSAPI_TICKET } from './ticket'
import { createQrCode, shareSign } from './service'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import QRCode from 'qrcode'
import { miniCodeProvider, WechatMiniCodeProvider } from './minicode'
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
    const wxa = { appId: 'wxa1', secret: 's', apiBase: 'http://127.0.0.1:9' }
    expect(miniCodeProvider({ config: config(wxa), sandboxProviders: true, production: false })?.name).toBe('wechat')
    expect(miniCodeProvider({ config: config(wxa), sandboxProviders: false, production: true })?.name).toBe('wechat')
    expect(miniCodeProvider({ config: config(null), sandboxProviders: true, production: false })?.name).toBe('sandbox')
    expect(miniCodeProvider({ config: config(null), sandboxProviders: true, production: true })).toBeNull()
    expect(miniCodeProvider({ config: config(null), sandboxProviders: false, production: false })).toBeNull()
    // the configuration: both or neither, and an absolute API base
    expect(loadConfig({ WXA_APPID: 'wxa1', WXA_SECRET: 's' }).wxaCode).toEqual({
      appId: 'wxa1',
      secret: 's',
      apiBase: 'https://api.weixin.qq.com',
    })
    expect(() => loadConfig({ WXA_APPID: 'wxa1' })).toThrow(/WXA_SECRET/)
    expect(() => loadConfig({ WXA_APPID: 'wxa1', WXA_SECRET: 's', WXA_API_BASE: 'api.weixin' })).toThrow(/WXA_API_BASE/)
  })

  describe("WeChat's wxacode.getUnlimited (a local fake of api.weixin.qq.com)", () => {
    const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')
    const seen: Array<{ path: string; query: URLSearchParams; body: any }> = []
    let answer: 'png' | 'expired' = 'png'
    let server: http.Server
    let base = ''
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        const u = new URL(req.url ?? '/', 'http://x')
        let raw = ''
        req.on('data', (c) => (raw += c))
        req.on('end', () => {
          seen.push({ path: u.pathname, query: u.searchParams, body: raw ? JSON.parse(raw) : null })
          res.setHeader('content-type', 'application/json')
          if (u.pathname === '/cgi-bin/token') {
            const ok = u.searchParams.get('appid') === 'wxa1' && u.searchParams.get('secret') === 'sec'
            return res.end(
              JSON.stringify(ok ? { access_token: `tok${seen.length}`, expires_in: 7200 } : { errcode: 40013, errmsg: 'invalid appid' }),
            )
          }
          if (u.pathname === '/wxa/getwxacodeunlimit' && answer === 'png') {
            res.setHeader('content-type', 'image/png')
            return res.end(PNG)
          }
          res.end(JSON.stringify({ errcode: 42001, errmsg: 'access_token expired' }))
        })
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    test('the token is fetched once and kept; the code is asked for the page file and scene; its image passed on', async () => {
      seen.length = 0
      const p = new WechatMiniCodeProvider('wxa1', 'sec', base)
      const now = new Date('2026-11-24T10:00:00Z')
      const a = await p.code({ route: '/productionDetail', scene: 'goodsId=6001', width: 280 }, now)
      const b = await p.code({ route: '/groupActivity', scene: 'teamId=9', width: 280 }, new Date(now.getTime() + 3600_000))
      expect(a).toEqual({
        image: `data:image/png;base64,${PNG.toString('base64')}`,
        link: 'pages/goods/goodsDetail/index?scene=goodsId%3D6001',
      })
      expect(b.link).toBe('pages/goods/groupActivity/index?scene=teamId%3D9')
      expect(seen.map((x) => x.path)).toEqual(['/cgi-bin/token', '/wxa/getwxacodeunlimit', '/wxa/getwxacodeunlimit'])
      expect(seen[1].query.get('access_token')).toBe('tok1')
      expect(seen[2].query.get('access_token')).toBe('tok1')
      expect(seen[1].body).toEqual({ scene: 'goodsId=6001', page: 'pages/goods/goodsDetail/index', width: 280, check_path: false })
      // past its expiry (less five minutes) a new token is fetched
      await p.code({ route: '/home', scene: '', width: 280 }, new Date(now.getTime() + 7000_000))
      expect(seen.filter((x) => x.path === '/cgi-bin/token')).toHaveLength(2)
      expect(seen[seen.length - 1].body.scene).toBe('from=qr') // WeChat's scene may not be empty
    })

    test("over HTTP: a configured server answers with WeChat's code; WeChat's error is a 503 with a clear message", async () => {
      seen.length = 0
      answer = 'png'
      const w = await createTestApp({
        database,
        clock: t.clock,
        config: { wxaCode: { appId: 'wxa1', secret: 'sec', apiBase: base } },
      })
      try {
        const r = await w.post('/common/wxMiniProgram/createQrCode', { page: '/shareProduction', scene: 'goodsId=6001' }, { headers: H6 })
        expect(r.status).toBe(200)
        expect(r.body.data).toMatchObject({ provider: 'wechat', link: 'pages/goods/shareGoods/index?scene=goodsId%3D6001', width: 430 })
        expect(r.body.data.qrCode).toBe(`data:image/png;base64,${PNG.toString('base64')}`)
        answer = 'expired'
        const e = await w.post('/common/wxMiniProgram/createQrCode', { page: '/home', scene: '' }, { headers: H6 })
        expect([e.status, e.body.msg]).toEqual([503, M.QR_MINI_CODE_UNAVAILABLE])
        // the expired token is dropped: the next code fetches a new one
        answer = 'png'
        expect((await w.post('/common/wxMiniProgram/createQrCode', { page: '/home', scene: '' }, { headers: H6 })).status).toBe(200)
        expect(seen.filter((x) => x.path === '/cgi-bin/token')).toHaveLength(2)
        // a bad secret: WeChat refuses the token, the caller gets the same 503
        const bad = new WechatMiniCodeProvider('wxa1', 'wrong', base)
        await expect(bad.code({ route: '/home', scene: '', width: 430 }, new Date())).rejects.toThrow(/40013/)
      } finally {
        await w.close()
      }
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
