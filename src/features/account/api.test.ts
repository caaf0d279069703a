/** user-center and zeus service modules: method, URL, payload, reply shape */
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { request: jest.fn() } }))
jest.mock('@/shared/platform/ui', () => ({
  toast: jest.fn(),
  showLoading: jest.fn(),
  hideLoading: jest.fn(),
  DEFAULT_LOADING_TEXT: '加载中...',
}))
jest.mock('@/shared/platform/network', () => ({ isOnline: jest.fn(async () => true), onNetworkChange: jest.fn() }))

import * as uc from './api'
import { resetRequestConfig, configureRequest } from '@/shared/request/request'

const Taro = (jest.requireMock('@tarojs/taro') as any).default as { request: jest.Mock }
const ui = jest.requireMock('@/shared/platform/ui') as { toast: jest.Mock }
const ok = (data: unknown) => Taro.request.mockResolvedValueOnce({ statusCode: 200, data: { code: 200, msg: 'success', data } })
const last = () => Taro.request.mock.calls[Taro.request.mock.calls.length - 1][0]

const onUnauthorized = jest.fn()
beforeEach(() => {
  jest.clearAllMocks()
  resetRequestConfig()
  configureRequest({ getContext: () => ({ hospitalId: 6 }), onUnauthorized })
})

const userInfo = { userBase: { id: 1 }, userThird: null, token: 't' }

describe('user-center', () => {
  it.each([
    [
      'smsLogin',
      () => uc.smsLogin({ phone: '13800138000', verifyCode: '123456' }),
      'smsLogin',
      { phone: '13800138000', verifyCode: '123456' },
    ],
    [
      'register',
      () => uc.register({ phone: '13800138000', verifyCode: '123456' }),
      'register',
      { phone: '13800138000', verifyCode: '123456' },
    ],
    ['setPassword', () => uc.setPassword({ password: 'abc123' }), 'password', { password: 'abc123' }],
    [
      'passwordLogin',
      () => uc.passwordLogin({ registerName: '13800138000', password: 'abc123' }),
      'passwordLogin',
      { registerName: '13800138000', password: 'abc123' },
    ],
    [
      'retrPassword',
      () => uc.retrPassword({ phone: '1', verifyCode: '2', password: '3' }),
      'retrPassword',
      { phone: '1', verifyCode: '2', password: '3' },
    ],
    ['bindPhone', () => uc.bindPhone({ phone: '1', verifyCode: '2' }), 'bindPhone', { phone: '1', verifyCode: '2' }],
    ['judgePhone', () => uc.judgePhone({ phone: '1' }), 'judgePhone', { phone: '1' }],
    ['wxLogin', () => uc.wxLogin({ code: 'c' }), 'wxLogin', { code: 'c' }],
    ['aliLogin', () => uc.aliLogin({ code: 'c' }), 'aliLogin', { code: 'c' }],
    ['glWxLogin', () => uc.glWxLogin({ code: 'c' }), 'glWxLogin', { code: 'c' }],
    ['getUserInfo', () => uc.getUserInfo({ code: 'c', redirectUri: 'r' }), 'userInfo/getUserInfo', { code: 'c', redirectUri: 'r' }],
    ['getUserInfo by id', () => uc.getUserInfo({ userId: 3 }), 'userInfo/getUserInfo', { userId: 3 }],
    ['loginOut', () => uc.loginOut(), 'loginOut', undefined],
    ['acountDel', () => uc.acountDel(), 'acountDel', undefined],
    ['healthNjLogin', () => uc.healthNjLogin({ idNo: '320', phone: '138' }), 'healthNj/login', { idNo: '320', phone: '138' }],
  ])('%s POSTs /user-center/%s', async (_n, call, path, data) => {
    ok(userInfo)
    await expect(call()).resolves.toEqual(userInfo)
    expect(last()).toMatchObject({ url: `/user-center/${path}`, method: 'POST' })
    expect(last().data).toEqual(data)
  })

  it.each([
    ['getCaptcha', () => uc.getCaptcha(), 'captcha'],
    ['getUserBaseInfo', () => uc.getUserBaseInfo(), 'userInfo/userBaseInfo'],
    ['getRedisUser', () => uc.getRedisUser(), 'redisUser'],
    ['getConfAll', () => uc.getConfAll(), 'common/conf/all'],
  ])('%s GETs /user-center/%s', async (_n, call, path) => {
    ok({ x: 1 })
    await call()
    expect(last()).toMatchObject({ url: `/user-center/${path}`, method: 'GET' })
  })

  it('getCaptcha returns { captchaId, svg }', async () => {
    ok({ captchaId: 'c1', svg: '<svg/>' })
    await expect(uc.getCaptcha()).resolves.toEqual({ captchaId: 'c1', svg: '<svg/>' })
  })

  it('getRedisUser: a 401 rejects quietly without the login redirect', async () => {
    Taro.request.mockResolvedValueOnce({ statusCode: 401, data: { code: 401, msg: '未登录', data: null } })
    await expect(uc.getRedisUser()).rejects.toMatchObject({ code: 401 })
    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(ui.toast).not.toHaveBeenCalled()
  })

  describe('verifyCode', () => {
    const params = { phone: '13800138000', type: 1 as const, captchaId: 'c1', captchaCode: 'abcd' }
    it('POSTs the phone, type and captcha', async () => {
      Taro.request.mockResolvedValueOnce({
        statusCode: 200,
        data: { code: 200, msg: 'success', data: null, errCode: 0, errMsg: '发送成功' },
      })
      await expect(uc.verifyCode(params)).resolves.toEqual({ errCode: 0, errMsg: '发送成功' })
      expect(last()).toMatchObject({ url: '/user-center/verifyCode', method: 'POST', data: params })
    })
    it('errCode 2 (captcha failed) resolves for the caller to show errMsg, without a toast', async () => {
      Taro.request.mockResolvedValueOnce({
        statusCode: 400,
        data: { code: 400, msg: '图形验证码错误', data: null, errCode: 2, errMsg: '图形验证码错误' },
      })
      await expect(uc.verifyCode(params)).resolves.toEqual({ errCode: 2, errMsg: '图形验证码错误' })
      expect(ui.toast).not.toHaveBeenCalled()
    })
    it('a success envelope without errCode is errCode 0', async () => {
      ok(null)
      await expect(uc.verifyCode(params)).resolves.toEqual({ errCode: 0, errMsg: 'success' })
    })
    it('a failed envelope without errCode carries its code and msg', async () => {
      Taro.request.mockResolvedValueOnce({ statusCode: 429, data: { code: 429, msg: '请求过于频繁，请稍后再试', data: null } })
      await expect(uc.verifyCode(params)).resolves.toEqual({ errCode: 429, errMsg: '请求过于频繁，请稍后再试' })
    })
  })

  it('mustBindPhone reads must_bind_phone.configVal', () => {
    expect(uc.mustBindPhone([{ configKey: 'must_bind_phone', configVal: '1' }])).toBe(true)
    expect(uc.mustBindPhone([{ configKey: 'must_bind_phone', configVal: 'true' }])).toBe(true)
    expect(uc.mustBindPhone([{ configKey: 'must_bind_phone', configVal: '0' }])).toBe(false)
    expect(uc.mustBindPhone([{ configKey: 'other', configVal: '1' }])).toBe(false)
    expect(uc.mustBindPhone(null)).toBe(false)
  })
})
