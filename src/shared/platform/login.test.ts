jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { login: jest.fn() } }))
jest.mock('./browser', () => ({ redirect: jest.fn() }))

import * as h5 from './login'
import * as weapp from './login.weapp'
import * as alipay from './login.alipay'
import { buildOAuthUrl, codeFromSearch, DEFAULT_AUTHORIZE_PATH } from './oauth'

const Taro = (jest.requireMock('@tarojs/taro') as any).default as { login: jest.Mock }
const browser = jest.requireMock('./browser') as { redirect: jest.Mock }

beforeEach(() => jest.clearAllMocks())

describe('weapp login', () => {
  it('resolves the Taro.login code', async () => {
    Taro.login.mockResolvedValue({ code: 'wx-code-1', errMsg: 'login:ok' })
    await expect(weapp.getLoginCode()).resolves.toBe('wx-code-1')
  })
  it('rejects without a code', async () => {
    Taro.login.mockResolvedValue({ errMsg: 'login:fail' })
    await expect(weapp.getLoginCode()).rejects.toThrow(/微信登录失败/)
  })
  it('has no web OAuth', () => {
    expect(() => weapp.oauthRedirect('/x')).toThrow()
    expect(weapp.readOAuthCode('?code=1')).toBeNull()
  })
})

describe('alipay login', () => {
  afterEach(() => delete (globalThis as any).my)

  it("calls my.getAuthCode({ scopes: 'auth_base' }) and resolves the authCode", async () => {
    const getAuthCode = jest.fn((o: any) => o.success({ authCode: 'ali-code-1' }))
    ;(globalThis as any).my = { getAuthCode }
    await expect(alipay.getLoginCode()).resolves.toBe('ali-code-1')
    expect(getAuthCode.mock.calls[0][0].scopes).toBe('auth_base')
  })
  it('rejects on fail', async () => {
    ;(globalThis as any).my = { getAuthCode: (o: any) => o.fail({ error: 11, errorMessage: '用户取消' }) }
    await expect(alipay.getLoginCode()).rejects.toThrow('支付宝登录失败：用户取消')
  })
  it('rejects without my', async () => {
    await expect(alipay.getLoginCode()).rejects.toThrow(/my.getAuthCode/)
  })
})

describe('H5 login', () => {
  it("rejects 'H5 无平台登录'", async () => {
    await expect(h5.getLoginCode()).rejects.toThrow('H5 无平台登录')
  })

  it('redirects to the sandbox authorisation URL with the encoded return URL and a state', () => {
    h5.oauthRedirect('http://localhost/hospital/transition?from=/shopCart', { state: 's1' })
    expect(browser.redirect).toHaveBeenCalledWith(
      `${DEFAULT_AUTHORIZE_PATH}?redirect_uri=${encodeURIComponent('http://localhost/hospital/transition?from=/shopCart')}&state=s1`,
    )
  })

  it('builds the URL on the user-center base and generates a state', () => {
    const g = globalThis as any
    const old = [g.__API_BASE__, g.__API_PREFIX_BASES__]
    g.__API_BASE__ = 'https://api.example.com/'
    g.__API_PREFIX_BASES__ = {}
    try {
      const url = buildOAuthUrl('https://h5.example.com/hospital/transition')
      expect(url).toMatch(
        /^https:\/\/api\.example\.com\/user-center\/oauth\/wechat\/authorize\?redirect_uri=https%3A%2F%2Fh5\.example\.com%2Fhospital%2Ftransition&state=st\w+$/,
      )
      g.__API_PREFIX_BASES__ = { 'user-center': 'https://uc.example.com' }
      expect(buildOAuthUrl('/r', { state: 'x' })).toBe(
        'https://uc.example.com/user-center/oauth/wechat/authorize?redirect_uri=%2Fr&state=x',
      )
      expect(buildOAuthUrl('/r', { state: 'x', authorizeUrl: 'https://open.weixin.qq.com/connect?appid=1' })).toBe(
        'https://open.weixin.qq.com/connect?appid=1&redirect_uri=%2Fr&state=x',
      )
    } finally {
      ;[g.__API_BASE__, g.__API_PREFIX_BASES__] = old
    }
  })

  it('reads the code from the URL', () => {
    expect(h5.readOAuthCode('?code=sandbox-abc&state=s1')).toBe('sandbox-abc')
    expect(h5.readOAuthCode('?state=s1')).toBeNull()
    expect(h5.readOAuthCode('?code=')).toBeNull()
    expect(codeFromSearch('https://x/y?a=1&code=a%2Bb#frag')).toBe('a+b')
    window.history.replaceState(null, '', '/hospital/transition?code=sandbox-xyz&state=1')
    expect(h5.readOAuthCode()).toBe('sandbox-xyz')
    window.history.replaceState(null, '', '/')
  })
})
