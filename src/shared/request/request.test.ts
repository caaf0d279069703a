/** SPEC §7/§8: every reply and transport branch of the request layer, with a mocked Taro.request */
import { request, requestRaw, configureRequest, resetRequestConfig, ApiError, apiUrl, REQUEST_MESSAGES, REQUEST_TIMEOUT } from './request'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { request: jest.fn() } }))
jest.mock('../platform/ui', () => ({
  toast: jest.fn(),
  showLoading: jest.fn(),
  hideLoading: jest.fn(),
  DEFAULT_LOADING_TEXT: '加载中...',
}))
jest.mock('../platform/network', () => ({ isOnline: jest.fn(async () => true), onNetworkChange: jest.fn() }))

const ui = require('../platform/ui') as { toast: jest.Mock; showLoading: jest.Mock; hideLoading: jest.Mock }
const network = require('../platform/network') as { isOnline: jest.Mock }

const mockTaro = (jest.requireMock('@tarojs/taro') as any).default as { request: jest.Mock }
const reply = (statusCode: number, data: unknown) => mockTaro.request.mockResolvedValueOnce({ statusCode, data, header: {} })
const failWith = (err: unknown) => mockTaro.request.mockRejectedValueOnce(err)
const lastCall = () => mockTaro.request.mock.calls[mockTaro.request.mock.calls.length - 1][0]

/** the ApiError a call rejects with (fails the test when it resolves) */
function rejection(p: Promise<unknown>): Promise<ApiError> {
  return p.then(
    (v) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(v)}`)
    },
    (e: ApiError) => e,
  )
}

const onUnauthorized = jest.fn()
const onOffline = jest.fn()
const context = { appTag: 'h5', hospitalId: 8, token: 'tok', healthToken: 'ht', studioDoctorToken: 'sd' }

beforeEach(() => {
  jest.clearAllMocks()
  resetRequestConfig()
  configureRequest({ getContext: () => context, onUnauthorized, onOffline })
  network.isOnline.mockResolvedValue(true)
})

/** the loading indicator was shown once and hidden once, hidden before any toast */
function expectLoadingClosed() {
  expect(ui.showLoading).toHaveBeenCalledTimes(1)
  expect(ui.hideLoading).toHaveBeenCalledTimes(1)
  if (ui.toast.mock.calls.length) {
    expect(ui.hideLoading.mock.invocationCallOrder[0]).toBeLessThan(ui.toast.mock.invocationCallOrder[0])
  }
}

describe('URL and headers', () => {
  it('builds base + /prefix/url from __API_BASE__', () => {
    expect(apiUrl('user-center', 'captcha')).toBe('/user-center/captcha')
    expect(apiUrl('zeus', '/hospital/getHospitalIndex')).toBe('/zeus/hospital/getHospitalIndex')
    expect(apiUrl('zeus', 'https://other.example/x')).toBe('https://other.example/x')
  })

  it('uses the per-prefix base when configured, __API_BASE__ otherwise', () => {
    const g = globalThis as any
    const old = [g.__API_BASE__, g.__API_PREFIX_BASES__]
    g.__API_BASE__ = 'https://api.example.com/'
    g.__API_PREFIX_BASES__ = { 'pay-center': 'https://pay.example.com' }
    try {
      expect(apiUrl('pay-center', 'order/pay')).toBe('https://pay.example.com/pay-center/order/pay')
      expect(apiUrl('zeus', 'a')).toBe('https://api.example.com/zeus/a')
    } finally {
      ;[g.__API_BASE__, g.__API_PREFIX_BASES__] = old
    }
  })

  it('sends the context headers, credentials, JSON and the 60 s timeout', async () => {
    reply(200, { code: 200, msg: 'success', data: 1 })
    await request({ prefix: 'order-center', url: 'cart/payCart', method: 'POST', data: { a: 1 }, orderPayWay: 1, orderCreateWay: 2 })
    const opts = lastCall()
    expect(opts.url).toBe('/order-center/cart/payCart')
    expect(opts.method).toBe('POST')
    expect(opts.data).toEqual({ a: 1 })
    expect(opts.credentials).toBe('include')
    expect(opts.timeout).toBe(REQUEST_TIMEOUT)
    expect(REQUEST_TIMEOUT).toBe(60000)
    expect(opts.header).toEqual({
      'content-type': 'application/json',
      appTag: 'h5',
      hospitalId: '8',
      token: 'tok',
      healthAccessToken: 'ht',
      studioDoctorToken: 'sd',
      orderPayWay: '1',
      orderCreateWay: '2',
    })
  })

  it('omits empty header values and defaults to GET', async () => {
    configureRequest({ getContext: () => ({ hospitalId: 6, token: '' }) })
    reply(200, { code: 200, msg: 'success', data: null })
    await request({ prefix: 'zeus', url: 'x' })
    expect(lastCall().method).toBe('GET')
    expect(lastCall().header).toEqual({ 'content-type': 'application/json', hospitalId: '6' })
  })

  it('leaves absent fields out of a GET query (Taro would send the text "undefined"); a POST body keeps its data', async () => {
    reply(200, { code: 200, msg: 'success', data: null })
    await request({ prefix: 'zeus', url: 'x', data: { a: 1, b: undefined, c: '', d: null, e: 0 } })
    expect(lastCall().data).toEqual({ a: 1, c: '', d: null, e: 0 })
    expect(Object.keys(lastCall().data)).not.toContain('b')
    const body = { a: 1, b: undefined }
    reply(200, { code: 200, msg: 'success', data: null })
    await request({ prefix: 'zeus', url: 'x', method: 'POST', data: body })
    expect(lastCall().data).toBe(body)
  })

  it('reads the context on every call', async () => {
    let token = 'a'
    configureRequest({ getContext: () => ({ token }) })
    reply(200, { code: 200, msg: 'success', data: 1 })
    await request({ prefix: 'zeus', url: 'x' })
    token = 'b'
    reply(200, { code: 200, msg: 'success', data: 1 })
    await request({ prefix: 'zeus', url: 'x' })
    expect(lastCall().header.token).toBe('b')
  })
})

describe('reply envelope (SPEC §8)', () => {
  it('code 200 resolves data', async () => {
    reply(200, { code: 200, msg: 'success', data: { id: 1 } })
    await expect(request({ prefix: 'zeus', url: 'x', loading: true })).resolves.toEqual({ id: 1 })
    expect(ui.toast).not.toHaveBeenCalled()
    expectLoadingClosed()
  })

  it("code 0 with msg 'success' resolves data", async () => {
    reply(200, { code: 0, msg: 'success', data: [1] })
    await expect(request({ prefix: 'zeus', url: 'x' })).resolves.toEqual([1])
  })

  it('code 0 with another msg is a failure', async () => {
    reply(200, { code: 0, msg: '失败了', data: null })
    await expect(request({ prefix: 'zeus', url: 'x' })).rejects.toMatchObject({ code: 0, message: '失败了' })
  })

  it('accepts a JSON string body', async () => {
    reply(200, JSON.stringify({ code: 200, msg: 'success', data: 'ok' }))
    await expect(request({ prefix: 'zeus', url: 'x' })).resolves.toBe('ok')
  })

  it.each([
    ['a string', 'hello'],
    ['null', null],
    ['an array', [1, 2]],
    ['a number', 3],
  ])('a non-object body (%s) toasts 返回格式错误 and rejects', async (_n, body) => {
    reply(200, body)
    const err = await rejection(request({ prefix: 'zeus', url: 'x', loading: true }))
    expect(err).toBeInstanceOf(ApiError)
    expect(err.message).toBe('返回格式错误')
    expect(err.kind).toBe('format')
    expect(ui.toast).toHaveBeenCalledWith('返回格式错误')
    expectLoadingClosed()
  })

  it('code 401 calls onUnauthorized and rejects 未登录 without a toast', async () => {
    reply(401, { code: 401, msg: '未登录', data: null })
    const err = await rejection(request({ prefix: 'user-center', url: 'redisUser', loading: '读取中' }))
    expect(err).toBeInstanceOf(ApiError)
    expect([err.code, err.message, err.kind]).toEqual([401, '未登录', 'unauthorized'])
    expect(onUnauthorized).toHaveBeenCalledWith({ prefix: 'user-center', url: 'redisUser', code: 401, message: '未登录' })
    expect(ui.toast).not.toHaveBeenCalled()
    expect(ui.showLoading).toHaveBeenCalledWith('读取中')
    expectLoadingClosed()
  })

  it('envelope code 401 under HTTP 200 is unauthorized too', async () => {
    reply(200, { code: 401, msg: 'whatever' })
    await expect(request({ prefix: 'zeus', url: 'x' })).rejects.toMatchObject({ code: 401, message: '未登录' })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('HTTP 401 without an envelope is unauthorized', async () => {
    reply(401, '<html>401</html>')
    await expect(request({ prefix: 'zeus', url: 'x' })).rejects.toMatchObject({ code: 401, kind: 'unauthorized' })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(ui.toast).not.toHaveBeenCalled()
  })

  it('authRedirect false rejects a 401 without calling onUnauthorized', async () => {
    reply(401, { code: 401, msg: '未登录' })
    await expect(request({ prefix: 'zeus', url: 'x', authRedirect: false })).rejects.toMatchObject({ code: 401 })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it.each([
    [{ code: 400, msg: '参数错误', errorMsg: 'e', message: 'm', errMsg: 'x' }, '参数错误'],
    [{ code: 500, errorMsg: '内部错误', message: 'm', errMsg: 'x' }, '内部错误'],
    [{ code: 404, message: '资源不存在', errMsg: 'x' }, '资源不存在'],
    [{ code: 429, errMsg: '太频繁' }, '太频繁'],
    [{ code: 500, msg: '' }, '请求接口失败'],
    [{ code: 500 }, '请求接口失败'],
  ])('a failed envelope %j toasts %s and rejects ApiError(code, message)', async (body, text) => {
    reply(body.code, { ...body, data: { extra: 1 } })
    const err = await rejection(request({ prefix: 'zeus', url: 'x', loading: true }))
    expect(err).toBeInstanceOf(ApiError)
    expect([err.code, err.message, err.data]).toEqual([body.code, text, { extra: 1 }])
    expect(err.kind).toBe('business')
    expect(ui.toast).toHaveBeenCalledWith(text)
    expect(onUnauthorized).not.toHaveBeenCalled()
    expectLoadingClosed()
  })

  it('silent: no toast, still rejects and closes the loading', async () => {
    reply(400, { code: 400, msg: '参数错误' })
    await expect(request({ prefix: 'zeus', url: 'x', loading: true, silent: true })).rejects.toMatchObject({ code: 400 })
    expect(ui.toast).not.toHaveBeenCalled()
    expectLoadingClosed()
  })

  it('keeps errCode/errMsg of the envelope on the error', async () => {
    reply(400, { code: 400, msg: '图形验证码错误', data: null, errCode: 2, errMsg: '图形验证码错误' })
    const err = await rejection(request({ prefix: 'user-center', url: 'smsLogin', method: 'POST' }))
    expect([err.errCode, err.errMsg]).toEqual([2, '图形验证码错误'])
  })
})

describe('transport failures (SPEC §8)', () => {
  it('offline: toasts the network message and calls onOffline', async () => {
    network.isOnline.mockResolvedValue(false)
    failWith({ errMsg: 'request:fail ' })
    const err = await rejection(request({ prefix: 'zeus', url: 'x', loading: true }))
    expect([err.message, err.kind]).toEqual(['当前网络不可用，需检查你的网络设置', 'offline'])
    expect(ui.toast).toHaveBeenCalledWith(REQUEST_MESSAGES.offline)
    expect(onOffline).toHaveBeenCalledTimes(1)
    expectLoadingClosed()
  })

  it.each([
    [{ errMsg: 'request:fail timeout' }],
    [{ errMsg: 'request:fail socket time out timeout:60000' }],
    [Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' })],
    [{ error: 13, errorMessage: '超时' }],
  ])('timeout %j -> 请求超时错误', async (e) => {
    failWith(e)
    const err = await rejection(request({ prefix: 'zeus', url: 'x', loading: true }))
    expect([err.message, err.kind]).toEqual(['请求超时错误', 'timeout'])
    expect(ui.toast).toHaveBeenCalledWith('请求超时错误')
    expect(onOffline).not.toHaveBeenCalled()
    expectLoadingClosed()
  })

  it('the server answered without a usable body (502 HTML) -> 服务器处理错误', async () => {
    reply(502, '<html>Bad Gateway</html>')
    const err = await rejection(request({ prefix: 'zeus', url: 'x', loading: true }))
    expect([err.message, err.kind, err.statusCode]).toEqual(['服务器处理错误', 'server', 502])
    expect(ui.toast).toHaveBeenCalledWith('服务器处理错误')
    expectLoadingClosed()
  })

  it('H5: 502 whose JSON parse failed (data null) -> 服务器处理错误', async () => {
    reply(502, null)
    await expect(request({ prefix: 'zeus', url: 'x' })).rejects.toMatchObject({ message: '服务器处理错误' })
  })

  it('a rejected request that carries a status -> 服务器处理错误', async () => {
    failWith({ errMsg: 'Unexpected token <', statusCode: 500 })
    await expect(request({ prefix: 'zeus', url: 'x' })).rejects.toMatchObject({ message: '服务器处理错误', statusCode: 500 })
  })

  it('Alipay HTTP errors (fail with the body) are decided by the envelope', async () => {
    failWith({ error: 19, errorMessage: 'http status error', status: 400, data: { code: 400, msg: '手机号格式不正确' } })
    await expect(request({ prefix: 'zeus', url: 'x' })).rejects.toMatchObject({ code: 400, message: '手机号格式不正确', kind: 'business' })
    failWith({ error: 19, status: 401, data: { code: 401, msg: '未登录' } })
    await expect(request({ prefix: 'zeus', url: 'x' })).rejects.toMatchObject({ code: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('Alipay error 14 (body not JSON) -> 返回格式错误', async () => {
    failWith({ error: 14, errorMessage: 'JSON 解析错误' })
    await expect(request({ prefix: 'zeus', url: 'x' })).rejects.toMatchObject({ message: '返回格式错误', kind: 'format' })
    expect(ui.toast).toHaveBeenCalledWith('返回格式错误')
  })

  it('anything else -> 请求处理错误', async () => {
    failWith({ errMsg: 'request:fail ssl hand shake error' })
    const err = await rejection(request({ prefix: 'zeus', url: 'x', loading: true }))
    expect([err.message, err.kind, err.code]).toEqual(['请求处理错误', 'network', -1])
    expect(ui.toast).toHaveBeenCalledWith('请求处理错误')
    expectLoadingClosed()
  })

  it('silent transport failures still call onOffline but do not toast', async () => {
    network.isOnline.mockResolvedValue(false)
    failWith({ errMsg: 'request:fail' })
    await expect(request({ prefix: 'zeus', url: 'x', silent: true })).rejects.toMatchObject({ kind: 'offline' })
    expect(onOffline).toHaveBeenCalledTimes(1)
    expect(ui.toast).not.toHaveBeenCalled()
  })
})

describe('loading', () => {
  it('is not shown unless asked for', async () => {
    reply(200, { code: 200, msg: 'success', data: 1 })
    await request({ prefix: 'zeus', url: 'x' })
    expect(ui.showLoading).not.toHaveBeenCalled()
    expect(ui.hideLoading).not.toHaveBeenCalled()
  })

  it('defaults to 加载中... and is shared by concurrent requests', async () => {
    let release!: (v: unknown) => void
    mockTaro.request.mockImplementationOnce(() => new Promise((r) => (release = r)))
    reply(200, { code: 200, msg: 'success', data: 2 })
    const first = request({ prefix: 'zeus', url: 'a', loading: true })
    await request({ prefix: 'zeus', url: 'b', loading: true })
    expect(ui.showLoading).toHaveBeenCalledWith('加载中...')
    expect(ui.hideLoading).not.toHaveBeenCalled()
    release({ statusCode: 200, data: { code: 200, msg: 'success', data: 1 } })
    await first
    expect(ui.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('survives a throwing context provider', async () => {
    configureRequest({
      getContext: () => {
        throw new Error('store not ready')
      },
    })
    reply(200, { code: 200, msg: 'success', data: 1 })
    await expect(request({ prefix: 'zeus', url: 'x' })).resolves.toBe(1)
  })
})

describe('requestRaw', () => {
  it('returns the envelope whatever its code, without a toast', async () => {
    reply(400, { code: 400, msg: '图形验证码错误', data: null, errCode: 2, errMsg: '图形验证码错误' })
    await expect(requestRaw({ prefix: 'user-center', url: 'verifyCode', method: 'POST', loading: true })).resolves.toMatchObject({
      errCode: 2,
      errMsg: '图形验证码错误',
    })
    expect(ui.toast).not.toHaveBeenCalled()
    expectLoadingClosed()
  })

  it('still handles 401 and transport failures', async () => {
    reply(401, { code: 401, msg: '未登录' })
    await expect(requestRaw({ prefix: 'user-center', url: 'verifyCode' })).rejects.toMatchObject({ code: 401 })
    expect(onUnauthorized).toHaveBeenCalled()
    failWith({ errMsg: 'request:fail timeout' })
    await expect(requestRaw({ prefix: 'user-center', url: 'verifyCode' })).rejects.toMatchObject({ message: '请求超时错误' })
  })
})
