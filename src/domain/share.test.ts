import crypto from 'node:crypto'
import { ROUTES } from '../shared/routes/table'
import { pageFile, pageOfRoute } from '../shared/routes/build'
import { jsapiSignString, QR_MINI_PAGES, QR_PAGES, sceneQuery, sharePath, signableUrl } from './share'

describe('signableUrl', () => {
  test.each([
    ['https://shop.example.com/hospital/productionDetail?goodsId=1#/x', 'https://shop.example.com/hospital/productionDetail?goodsId=1'],
    ['http://mp.weixin.qq.com?params=value', 'http://mp.weixin.qq.com?params=value'],
    ['  https://a.b/c  ', 'https://a.b/c'],
    ['/hospital/home', null],
    ['javascript:alert(1)', null],
    ['ftp://a.b/c', null],
    ['', null],
    [`https://a.b/${'x'.repeat(1000)}`, null],
  ])('%s -> %s', (url, want) => expect(signableUrl(url)).toBe(want))
})

describe('jsapiSignString', () => {
  test("WeChat's published example: sorted pairs, values raw; its SHA-1 is the documented signature", () => {
    const s = jsapiSignString({
      url: 'http://mp.weixin.qq.com?params=value',
      timestamp: 1414587457,
      noncestr: 'Wm3WZYTPz0wzccnW',
      jsapi_ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
    })
    expect(s).toBe(
      'jsapi_ticket=sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg&noncestr=Wm3WZYTPz0wzccnW&timestamp=1414587457&url=http://mp.weixin.qq.com?params=value',
    )
    expect(crypto.createHash('sha1').update(s).digest('hex')).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })
})

describe('sharePath', () => {
  test.each([
    ['goods', 6001, 6, 12, '/productionDetail?hospitalId=6&goodsId=6001&shareUserId=12'],
    ['coupon', 9, 7, null, '/shareCouponsDetail?hospitalId=7&couponRuleId=9'],
    ['groupBuy', 602, 6, undefined, '/groupActivity?hospitalId=6&activityId=602'],
  ] as const)('%s %s', (type, id, h, sharer, want) => expect(sharePath(type, id, h, sharer)).toBe(want))
})

describe('the pages a QR code or a poster opens are built routes of the app', () => {
  // the route table has no Taro import: the build config and the server read it too
  const built = new Set(ROUTES.filter((r) => r.page && !r.isClosed).map((r) => r.path))
  test.each([...QR_PAGES, ...(['goods', 'coupon', 'groupBuy'] as const).map((t) => sharePath(t, 1, 6).split('?')[0])])('%s', (p) =>
    expect(built.has(p)).toBe(true),
  )
})

describe('QR_MINI_PAGES', () => {
  // the server draws mini-program codes with these page files: each is the route table's page of its route
  test.each([...QR_PAGES])('%s', (route) => {
    const def = ROUTES.find((r) => r.path === route)
    expect(def).toBeDefined()
    expect(QR_MINI_PAGES[route]).toBe(pageFile(pageOfRoute(def!)))
  })
})

describe('sceneQuery', () => {
  test.each([
    ['goodsId=6001&hospitalId=6', { goodsId: '6001', hospitalId: '6' }],
    ['teamId=9', { teamId: '9' }],
    ['from=qr&=x&a', { from: 'qr', a: '' }],
    ['name=%E5%BC%A0', { name: '张' }],
    ['bad=%E5', { bad: '%E5' }],
    ['', {}],
    [undefined, {}],
  ])('%s', (scene, want) => expect(sceneQuery(scene)).toEqual(want))
})
