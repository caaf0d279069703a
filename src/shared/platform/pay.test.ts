jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { requestPayment: jest.fn(), tradePay: jest.fn() } }))
jest.mock('./browser', () => ({ redirect: jest.fn(), submitForm: jest.fn(), submitFormHtml: jest.fn() }))
// the app's pay flow (payFlow / QueryResult / PayResultView) around the adapters: the platform index is replaced
// by one whose pay() is the adapter file under test, the services and navigation are recorded
jest.mock('./index', () => ({
  __esModule: true,
  isH5: true,
  detectChannel: jest.fn(),
  pay: jest.fn(),
  payChannelsFor: jest.requireActual('./payRules').payChannelsFor,
  toast: jest.fn(),
}))
jest.mock('@/features/pay/api', () => ({ toPay: jest.fn(), orderQuery: jest.fn(), payMethod: jest.fn() }))
jest.mock('../routes/navigate', () => ({ redirect: jest.fn(), navigate: jest.fn(), relaunch: jest.fn() }))
jest.mock('../routes/current', () => ({ currentRoute: () => ({ route: '/pay/transition', query: {} }) }))
jest.mock('../store', () => ({ useAppStore: jest.fn() }))
jest.mock('@nutui/nutui-react-taro', () => ({ Button: () => null, Loading: () => null }))

import * as h5 from './pay'
import * as weapp from './pay.weapp'
import * as alipay from './pay.alipay'
import { payChannelsFor, tradePayResult, wxBridgeResult } from './payRules'
import type { PayParams } from './types'
import { UA, setUserAgent, setWindow } from '@test-support/app/platform'

const Taro = (jest.requireMock('@tarojs/taro') as any).default as { requestPayment: jest.Mock; tradePay: jest.Mock }
const browser = jest.requireMock('./browser') as Record<string, jest.Mock>

const wxParams = { appId: 'wxapp', timeStamp: '1700000000', nonceStr: 'n', packageExt: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig' }
const wx4: PayParams = { channel: 4, ...wxParams }

beforeEach(() => {
  jest.clearAllMocks()
  setUserAgent(UA.chrome)
})

describe('payChannelsFor', () => {
  it.each([
    ['miniProgram', [4]],
    ['alipayMiniProgram', [6]],
    ['wechat', [4, 2]],
    ['alipay', [6, 1]],
    ['none', [3, 5]],
  ] as const)('%s -> %j', (channel, ids) => {
    expect(payChannelsFor(channel)).toEqual(ids)
    expect(h5.payChannelsFor(channel)).toEqual(ids)
  })
})

describe('result mapping', () => {
  it.each([
    ['9000', { result: 'SUCCESS' }],
    ['8000', { result: 'SUCCESS', needsQuery: true }],
    ['4000', { result: 'FAIL' }],
    ['6001', { result: 'CLOSED' }],
    ['6002', { result: 'FAIL', message: '网络连接出错' }],
    ['6004', { result: 'FAIL', needsQuery: true }],
    ['5000', { result: 'FAIL' }],
  ])('tradePay %s', (code, expected) => {
    expect(tradePayResult(code)).toMatchObject(expected)
    expect(tradePayResult(Number(code))).toMatchObject(expected)
  })
  it('9000 is not marked for a query', () => {
    expect(tradePayResult('9000').needsQuery).toBeUndefined()
  })
  it.each([
    ['get_brand_wcpay_request:ok', 'SUCCESS'],
    ['get_brand_wcpay_request:cancel', 'CLOSED'],
    ['get_brand_wcpay_request:fail', 'FAIL'],
    [undefined, 'FAIL'],
  ])('WeixinJSBridge %s -> %s', (msg, result) => {
    expect(wxBridgeResult(msg).result).toBe(result)
  })
})

describe('weapp pay', () => {
  it('channel 4 -> Taro.requestPayment with package = packageExt', async () => {
    Taro.requestPayment.mockResolvedValue({ errMsg: 'requestPayment:ok' })
    await expect(weapp.pay(wx4)).resolves.toEqual({ result: 'SUCCESS' })
    expect(Taro.requestPayment).toHaveBeenCalledWith({
      timeStamp: '1700000000',
      nonceStr: 'n',
      package: 'prepay_id=wx1',
      signType: 'RSA',
      paySign: 'sig',
      success: expect.any(Function),
      fail: expect.any(Function),
    })
  })
  it('not promisified (Taro 4 weapp: the call returns undefined): the result is that of the callbacks, not SUCCESS at once', async () => {
    Taro.requestPayment.mockImplementationOnce((o: any) => void setTimeout(() => o.fail({ errMsg: 'requestPayment:fail cancel' }), 5))
    await expect(weapp.pay(wx4)).resolves.toMatchObject({ result: 'CLOSED' })
    Taro.requestPayment.mockImplementationOnce((o: any) => void setTimeout(() => o.fail({ errMsg: 'requestPayment:fail sign error' }), 5))
    await expect(weapp.pay(wx4)).resolves.toMatchObject({ result: 'FAIL', message: 'requestPayment:fail sign error' })
    let paid = false
    Taro.requestPayment.mockImplementationOnce(
      (o: any) => void setTimeout(() => ((paid = true), o.success({ errMsg: 'requestPayment:ok' })), 5),
    )
    await expect(weapp.pay(wx4)).resolves.toEqual({ result: 'SUCCESS' })
    expect(paid).toBe(true)
  })
  it('cancel -> CLOSED, other failures -> FAIL', async () => {
    Taro.requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
    await expect(weapp.pay(wx4)).resolves.toMatchObject({ result: 'CLOSED' })
    Taro.requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail (detail message)' })
    await expect(weapp.pay(wx4)).resolves.toMatchObject({ result: 'FAIL', message: 'requestPayment:fail (detail message)' })
  })
  it.each([1, 2, 3, 5, 6])('channel %s is rejected clearly', async (channel) => {
    await expect(weapp.pay({ channel, redirectUrl: 'x', tradeNO: 't' } as any)).rejects.toThrow(`不支持支付渠道 ${channel}`)
  })
})

describe('alipay pay', () => {
  afterEach(() => delete (globalThis as any).my)

  it.each([
    ['9000', 'SUCCESS', undefined],
    ['8000', 'SUCCESS', true],
    ['4000', 'FAIL', undefined],
    ['6001', 'CLOSED', undefined],
    ['6002', 'FAIL', undefined],
    ['6004', 'FAIL', true],
  ])('channel 6 -> my.tradePay resultCode %s -> %s', async (code, result, needsQuery) => {
    const tradePay = jest.fn((o: any) => o.success({ resultCode: code }))
    ;(globalThis as any).my = { tradePay }
    const r = await alipay.pay({ channel: 6, tradeNO: 'T1' })
    expect(tradePay.mock.calls[0][0].tradeNO).toBe('T1')
    expect(r.result).toBe(result)
    expect(r.needsQuery).toBe(needsQuery)
  })
  it('a fail callback is a FAIL with its message', async () => {
    ;(globalThis as any).my = { tradePay: (o: any) => o.fail({ error: 2, errorMessage: '参数错误' }) }
    await expect(alipay.pay({ channel: 6, tradeNO: 'T1' })).resolves.toEqual({ result: 'FAIL', message: '参数错误' })
  })
  it('falls back to Taro.tradePay without my.tradePay', async () => {
    Taro.tradePay.mockResolvedValue({ resultCode: '9000' })
    await expect(alipay.pay({ channel: 6, tradeNO: 'T2' })).resolves.toEqual({ result: 'SUCCESS' })
    expect(Taro.tradePay).toHaveBeenCalledWith({ tradeNO: 'T2' })
  })
  it('rejects other channels', async () => {
    await expect(alipay.pay(wx4)).rejects.toThrow('不支持支付渠道 4')
  })
})

describe('H5 pay', () => {
  it('WeChat browser: channel 4 through WeixinJSBridge getBrandWCPayRequest', async () => {
    setUserAgent(UA.wechat)
    const invoke = jest.fn((_name: string, _p: unknown, cb: (r: unknown) => void) => cb({ err_msg: 'get_brand_wcpay_request:ok' }))
    const restore = setWindow('WeixinJSBridge', { invoke })
    try {
      await expect(h5.pay(wx4)).resolves.toEqual({ result: 'SUCCESS' })
      expect(invoke.mock.calls[0][0]).toBe('getBrandWCPayRequest')
      expect(invoke.mock.calls[0][1]).toEqual({
        appId: 'wxapp',
        timeStamp: '1700000000',
        nonceStr: 'n',
        package: 'prepay_id=wx1',
        signType: 'RSA',
        paySign: 'sig',
      })
      invoke.mockImplementationOnce((_n, _p, cb) => cb({ err_msg: 'get_brand_wcpay_request:cancel' }))
      await expect(h5.pay(wx4)).resolves.toMatchObject({ result: 'CLOSED' })
      invoke.mockImplementationOnce((_n, _p, cb) => cb({ err_msg: 'get_brand_wcpay_request:fail' }))
      await expect(h5.pay(wx4)).resolves.toMatchObject({ result: 'FAIL' })
    } finally {
      restore()
    }
  })

  it('WeChat browser: waits for WeixinJSBridgeReady', async () => {
    setUserAgent(UA.wechat)
    const invoke = jest.fn((_n: string, _p: unknown, cb: (r: unknown) => void) => cb({ err_msg: 'get_brand_wcpay_request:ok' }))
    const pending = h5.pay(wx4)
    const restore = setWindow('WeixinJSBridge', { invoke })
    document.dispatchEvent(new Event('WeixinJSBridgeReady'))
    try {
      await expect(pending).resolves.toEqual({ result: 'SUCCESS' })
    } finally {
      restore()
    }
  })

  it('WeChat browser: rejects when the bridge never comes', async () => {
    jest.useFakeTimers()
    setUserAgent(UA.wechat)
    try {
      const pending = h5.pay(wx4)
      jest.advanceTimersByTime(6000)
      await expect(pending).rejects.toThrow(/WeixinJSBridge 未就绪/)
    } finally {
      jest.useRealTimers()
    }
  })

  it('Alipay browser: channel 6 through AlipayJSBridge tradePay', async () => {
    setUserAgent(UA.alipay)
    const call = jest.fn((_n: string, _p: unknown, cb: (r: unknown) => void) => cb({ resultCode: '6001' }))
    const restore = setWindow('AlipayJSBridge', { call })
    try {
      await expect(h5.pay({ channel: 6, tradeNO: 'T9' })).resolves.toMatchObject({ result: 'CLOSED' })
      expect(call).toHaveBeenCalledWith('tradePay', { tradeNO: 'T9' }, expect.any(Function))
      call.mockImplementationOnce((_n, _p, cb) => cb({ resultCode: '8000' }))
      await expect(h5.pay({ channel: 6, tradeNO: 'T9' })).resolves.toMatchObject({ result: 'SUCCESS', needsQuery: true })
    } finally {
      restore()
    }
  })

  it('plain browser: channel 3 redirects and asks for a query', async () => {
    await expect(h5.pay({ channel: 3, redirectUrl: 'https://wx.example/h5pay?x=1' })).resolves.toEqual({
      result: 'SUCCESS',
      needsQuery: true,
    })
    expect(browser.redirect).toHaveBeenCalledWith('https://wx.example/h5pay?x=1')
  })

  it('plain browser: channel 5 submits a form built from fields, or a server form', async () => {
    const form = { action: 'https://openapi.alipay.com/gateway.do', method: 'POST' as const, fields: { biz_content: '{}', sign: 's' } }
    await expect(h5.pay({ channel: 5, form })).resolves.toEqual({ result: 'SUCCESS', needsQuery: true })
    expect(browser.submitForm).toHaveBeenCalledWith(form)
    await h5.pay({ channel: 5, formHtml: '<form action="x"></form>' })
    expect(browser.submitFormHtml).toHaveBeenCalledWith('<form action="x"></form>')
  })

  it('bank channels 2 (WeChat browser) and 1 (Alipay browser) redirect or post', async () => {
    setUserAgent(UA.wechat)
    await expect(h5.pay({ channel: 2, redirectUrl: 'https://cmb.example/pay' })).resolves.toMatchObject({ needsQuery: true })
    expect(browser.redirect).toHaveBeenCalledWith('https://cmb.example/pay')
    setUserAgent(UA.alipay)
    await h5.pay({ channel: 1, form: { action: 'https://cmb.example/ali', fields: { a: 1 } } })
    expect(browser.submitForm).toHaveBeenCalled()
  })

  it.each([
    [UA.chrome, 4],
    [UA.chrome, 6],
    [UA.chrome, 1],
    [UA.wechat, 3],
    [UA.wechat, 6],
    [UA.alipay, 4],
    [UA.alipay, 5],
  ])('a channel impossible here is rejected clearly (%#)', async (ua, channel) => {
    setUserAgent(ua)
    await expect(h5.pay({ channel, ...wxParams, tradeNO: 't', redirectUrl: 'r' } as any)).rejects.toThrow(`不支持支付渠道 ${channel}`)
    expect(browser.redirect).not.toHaveBeenCalled()
  })

  it('a redirect/form channel without a target is rejected', async () => {
    await expect(h5.pay({ channel: 5 } as any)).rejects.toThrow(/redirectUrl/)
  })
})
