/**
 * The WeChat login part of the go-live check (server/lib/wechat-preflight.ts through preflight()) against the local
 * fakes: WeChat Pay without the WeChat login, a WXPAY_APPID of another app, a wrong secret — each named.
 */
import { FakeWechatPay } from '../../test-support/gateways/wechatpay'
import { FakeWechatApi } from '../../test-support/gateways/wechat-api'
import { preflight } from './preflight'

let pay: FakeWechatPay
let api: FakeWechatApi
let complete: Record<string, string>
beforeAll(async () => {
  pay = await new FakeWechatPay().start()
  api = await new FakeWechatApi({ apps: { [pay.appids[0]]: 'mini-secret', wx2222222222222222: 'oa-secret' } }).start()
  complete = {
    NODE_ENV: 'production',
    WXPAY_MCHID: pay.mchid,
    WXPAY_APPID: pay.appids[0],
    WXPAY_API_V3_KEY: pay.apiV3Key,
    WXPAY_SERIAL_NO: pay.merchantSerial,
    WXPAY_PRIVATE_KEY: pay.merchantPrivateKey,
    WXPAY_PUBLIC_KEY: pay.wxPublicKey,
    WXPAY_PUBLIC_KEY_ID: pay.wxPublicKeyId,
    WXPAY_API_BASE: pay.origin,
    NOTIFY_BASE_URL: 'https://shop.example.com',
    WX_APPID: pay.appids[0],
    WX_SECRET: 'mini-secret',
    WX_OA_APPID: 'wx2222222222222222',
    WX_OA_SECRET: 'oa-secret',
    WX_API_BASE: api.origin,
  }
})
afterAll(async () => {
  await pay?.close()
  await api?.close()
})

test('complete: no problem, both WeChat logins offered, each appid checked online with a token fetch', async () => {
  const r = await preflight(complete)
  expect(r.problems).toEqual([])
  expect(r.offered).toContainEqual(expect.stringContaining('login: WeChat browser OAuth (WX_OA_APPID wx2222222222222222)'))
  expect(api.fetchesOf(pay.appids[0])).toBe(1)
  expect(api.fetchesOf('wx2222222222222222')).toBe(1)
})

test('the WeChat login missing, a WXPAY_APPID of another app, a wrong secret: each named', async () => {
  const { WX_APPID: _a, WX_SECRET: _s, WX_OA_APPID: _o, WX_OA_SECRET: _os, ...noLogin } = complete
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['no WeChat login', noLogin, /^微信登录未配置 \/ the WeChat login is not configured/],
    ['another appid', { ...complete, WXPAY_APPID: 'wx9999999999999999' }, /^微信支付 appid 与登录 appid 不一致/],
    ['wrong secret', { ...complete, WX_OA_SECRET: 'wrong' }, /^微信 appid 或 secret 错误 .*WX_OA_APPID wx2222222222222222.*40125/],
  ]
  for (const [name, env, line] of cases) {
    const r = await preflight(env)
    expect([name, r.problems]).toEqual([name, expect.arrayContaining([expect.stringMatching(line)])])
  }
  // offline: no token fetched, the configuration rules still apply
  const before = api.fetchesOf(pay.appids[0])
  expect((await preflight(noLogin, { online: false })).problems).toContainEqual(expect.stringMatching(/^微信登录未配置/))
  expect(api.fetchesOf(pay.appids[0])).toBe(before)
})
