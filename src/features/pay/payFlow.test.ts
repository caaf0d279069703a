jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { requestPayment: jest.fn(), tradePay: jest.fn() } }))
jest.mock('@/shared/platform/browser', () => ({ redirect: jest.fn(), submitForm: jest.fn(), submitFormHtml: jest.fn() }))
// the app's pay flow (payFlow: runPay, payAgain, settlePayResult) around the adapters: the platform index is replaced
// by one whose pay() is the adapter file under test, the services and navigation are recorded
jest.mock('@/shared/platform', () => ({
  __esModule: true,
  isH5: true,
  detectChannel: jest.fn(),
  pay: jest.fn(),
  payChannelsFor: jest.requireActual('@/shared/platform/payRules').payChannelsFor,
  toast: jest.fn(),
}))
jest.mock('./api', () => ({ toPay: jest.fn(), orderQuery: jest.fn(), payMethod: jest.fn() }))
jest.mock('@/shared/routes/navigate', () => ({ redirect: jest.fn(), navigate: jest.fn(), relaunch: jest.fn() }))
jest.mock('@/shared/routes/current', () => ({ currentRoute: () => ({ route: '/pay/transition', query: {} }) }))
jest.mock('@/shared/store', () => ({ useAppStore: jest.fn() }))
jest.mock('@nutui/nutui-react-taro', () => ({ Button: () => null, Loading: () => null }))

import * as h5 from '@/shared/platform/pay'
import * as weapp from '@/shared/platform/pay.weapp'
import * as alipay from '@/shared/platform/pay.alipay'
import type { PayParams } from '@/shared/platform/types'
import { UA, setUserAgent, setWindow } from '@test-support/app/platform'
import { payParamsOf, runPay, LEAVES_PAGE, payReturnUrl, settlePayResult, payAgain } from './payFlow'
import { parsePayResult } from '@/domain/orders'
import type { PrepayRes, PayChannelCode, PayResult as OrderPayResult } from '@contract/pay'

const Taro = (jest.requireMock('@tarojs/taro') as any).default as { requestPayment: jest.Mock; tradePay: jest.Mock }
const browser = jest.requireMock('@/shared/platform/browser') as Record<string, jest.Mock>

beforeEach(() => {
  jest.clearAllMocks()
  setUserAgent(UA.chrome)
})

// ---------------------------------------------------------------------------------------------
// Every channel end to end on its platform file: the server's prepay (shapes of server/payments/
// sandbox.ts) -> payParamsOf -> the adapter's invoke -> the result (SUCCESS / CLOSED / FAIL) ->
// the server's word (settlePayResult over orderQuery). A cancelled or failed payment leaves the
// order payable (101): paying again prepays it once more and can succeed.
// ---------------------------------------------------------------------------------------------
describe('each channel: prepay -> invoke -> result', () => {
  const appPlatform = jest.requireMock('@/shared/platform') as { pay: jest.Mock; detectChannel: jest.Mock; toast: jest.Mock }
  const nav = jest.requireMock('@/shared/routes/navigate') as { redirect: jest.Mock }
  const payApi = jest.requireMock('./api') as { toPay: jest.Mock; orderQuery: jest.Mock; payMethod: jest.Mock }

  const NAMES = { 1: 'CMB_ALI_PAY', 2: 'CMB_WX_PAY', 3: 'WX_H5_PAY', 4: 'WX_JSAPI_PAY', 5: 'ALI_H5_PAY', 6: 'ALI_JSAPI_PAY' } as const
  const prepayOf = (channel: PayChannelCode, n = 1): PrepayRes => {
    const base = {
      payNo: `P${channel}${n}`,
      payChannel: channel,
      payChannelName: NAMES[channel],
      payWay: 2 as const,
      orderIds: [7],
      amount: 60,
      provider: 'sandbox',
    }
    switch (channel) {
      case 4:
        return {
          ...base,
          wxJsapi: {
            appId: 'wxsandbox0000000000',
            timeStamp: '1700000000',
            nonceStr: 'abc',
            packageExt: 'prepay_id=wxSBX1',
            signType: 'HMAC-SHA256',
            paySign: 'SIGN',
          },
        } as PrepayRes
      case 6:
        return { ...base, tradeNO: 'SBX17000000001' } as PrepayRes
      case 5:
        return { ...base, formHtml: '<form id="alipaysubmit" action="/pay-center/sandbox/cashier" method="POST"></form>' } as PrepayRes
      default:
        return { ...base, redirectUrl: `/pay-center/sandbox/cashier?payNo=P${channel}${n}` } as PrepayRes
    }
  }

  type Target = 'weapp' | 'alipay' | 'h5'
  const UA_OF: Record<number, string> = { 1: UA.alipay, 2: UA.wechat, 3: UA.chrome, 4: UA.wechat, 5: UA.chrome, 6: UA.alipay }
  const ENV_OF: Record<number, string> = { 1: 'alipay', 2: 'wechat', 3: 'none', 4: 'wechat', 5: 'none', 6: 'alipay' }
  const WX_MSG = { SUCCESS: 'get_brand_wcpay_request:ok', CLOSED: 'get_brand_wcpay_request:cancel', FAIL: 'get_brand_wcpay_request:fail' }
  const TRADE_CODE = { SUCCESS: '9000', CLOSED: '6001', FAIL: '4000' }

  /** makes the adapter's platform call answer `outcome`; returns the adapter and a restore function */
  function arrange(channel: number, target: Target, outcome: OrderPayResult): { pay: (p: PayParams) => Promise<any>; restore: () => void } {
    setUserAgent(UA_OF[channel])
    if (target === 'weapp') {
      // as Taro 4's weapp runtime: requestPayment is not promisified, it answers through success / fail (every call)
      Taro.requestPayment.mockImplementation((o: { success: (r: unknown) => void; fail: (r: unknown) => void }) => {
        if (outcome === 'SUCCESS') o.success({ errMsg: 'requestPayment:ok' })
        else o.fail({ errMsg: outcome === 'CLOSED' ? 'requestPayment:fail cancel' : 'requestPayment:fail system error' })
      })
      return { pay: weapp.pay, restore: () => undefined }
    }
    if (target === 'alipay') {
      ;(globalThis as any).my = { tradePay: (o: any) => o.success({ resultCode: TRADE_CODE[outcome] }) }
      return { pay: alipay.pay, restore: () => delete (globalThis as any).my }
    }
    if (channel === 4)
      return {
        pay: h5.pay,
        restore: setWindow('WeixinJSBridge', {
          invoke: (_n: string, _p: unknown, cb: (r: unknown) => void) => cb({ err_msg: WX_MSG[outcome] }),
        }),
      }
    if (channel === 6)
      return {
        pay: h5.pay,
        restore: setWindow('AlipayJSBridge', {
          call: (_n: string, _p: unknown, cb: (r: unknown) => void) => cb({ resultCode: TRADE_CODE[outcome] }),
        }),
      }
    return { pay: h5.pay, restore: () => undefined }
  }

  /** what the server says after that outcome: paid -> 104, otherwise the order stays 101 (payable) */
  const serverSays = (outcome: OrderPayResult) =>
    outcome === 'SUCCESS'
      ? { orderId: 7, status: 104, payState: 'SUCCESS', payResult: 'SUCCESS' }
      : { orderId: 7, status: 101, payState: outcome, payResult: outcome }

  const CASES: Array<[PayChannelCode, Target]> = [
    [1, 'h5'],
    [2, 'h5'],
    [3, 'h5'],
    [4, 'weapp'],
    [4, 'h5'],
    [5, 'h5'],
    [6, 'alipay'],
    [6, 'h5'],
  ]
  const OUTCOMES: OrderPayResult[] = ['SUCCESS', 'CLOSED', 'FAIL']
  const table = CASES.flatMap(([c, t]) => OUTCOMES.map((o) => [c, NAMES[c], t, o] as const))

  it('covers all six channels', () => {
    expect([...new Set(CASES.map(([c]) => c))].sort()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it.each(table)('channel %s %s on %s: %s', async (channel, _name, target, outcome) => {
    const { pay, restore } = arrange(channel, target, outcome)
    try {
      appPlatform.pay.mockImplementation(pay)
      const prepay = prepayOf(channel)
      const params = payParamsOf(prepay)
      expect(params.channel).toBe(channel)
      const invoked = await pay(params)
      let reported: OrderPayResult
      if (LEAVES_PAGE.includes(channel)) {
        // cashier channels leave for the provider's page; the result comes back on the return URL
        expect(invoked).toEqual({ result: 'SUCCESS', needsQuery: true })
        if (channel === 5) expect(browser.submitFormHtml).toHaveBeenCalledWith(prepay.formHtml)
        else expect(browser.redirect).toHaveBeenCalledWith(prepay.redirectUrl)
        reported = parsePayResult(outcome)
      } else {
        expect(invoked.result).toBe(outcome)
        if (channel === 4 && target === 'weapp')
          expect(Taro.requestPayment).toHaveBeenCalledWith(expect.objectContaining({ package: 'prepay_id=wxSBX1', paySign: 'SIGN' }))
        // runPay takes a JSAPI result to /pay/transition, which asks the server
        nav.redirect.mockClear()
        await runPay(prepay, 7)
        if (target === 'h5')
          expect(nav.redirect).toHaveBeenCalledWith('/pay/transition', { orderId: 7, payNo: prepay.payNo, payResult: outcome })
        reported = outcome
      }
      payApi.orderQuery.mockResolvedValueOnce(serverSays(outcome))
      await expect(settlePayResult({ orderId: 7, payNo: prepay.payNo, reported }, 0)).resolves.toEqual({ result: outcome, orderId: 7 })
      if (outcome === 'SUCCESS') return
      // the order is still payable: paying again prepays it once more in this environment's channel and succeeds
      restore()
      const again = arrange(channel, target, 'SUCCESS')
      appPlatform.pay.mockImplementation(again.pay)
      appPlatform.detectChannel.mockReturnValue(
        target === 'weapp' ? 'miniProgram' : target === 'alipay' ? 'alipayMiniProgram' : ENV_OF[channel],
      )
      payApi.payMethod.mockResolvedValueOnce({ list: [{ payChannel: channel, label: NAMES[channel] }] })
      payApi.toPay.mockResolvedValueOnce(prepayOf(channel, 2))
      await payAgain(7, channel)
      expect(payApi.toPay).toHaveBeenLastCalledWith(expect.objectContaining({ orderId: 7, payChannel: channel }))
      expect(appPlatform.toast).not.toHaveBeenCalled()
      payApi.orderQuery.mockResolvedValueOnce(serverSays('SUCCESS'))
      await expect(settlePayResult({ orderId: 7, payNo: `P${channel}2`, reported: 'SUCCESS' }, 0)).resolves.toEqual({
        result: 'SUCCESS',
        orderId: 7,
      })
      again.restore()
    } finally {
      restore()
    }
  })

  it('a reported success the server never confirms ends as FAIL (the order is not shown as paid)', async () => {
    payApi.orderQuery.mockResolvedValue({ orderId: 7, status: 101, payState: 'PAYING', payResult: null })
    await expect(settlePayResult({ orderId: 7, reported: 'SUCCESS' }, 0)).resolves.toEqual({ result: 'FAIL', orderId: 7 })
    payApi.orderQuery.mockReset()
  })
})

describe('payReturnUrl: the cashier returns to the shop page the server accepts', () => {
  afterEach(() => {
    delete (globalThis as any).__API_PREFIX_BASES__
  })
  it('same-origin pay-center: the path (an absolute URL of another host is refused by the server)', () => {
    expect(payReturnUrl()).toBe('/hospital/h5PayResult')
  })
  it('pay-center on another origin: this page origin (listed in the server PAY_RETURN_ORIGINS)', () => {
    ;(globalThis as any).__API_PREFIX_BASES__ = { 'pay-center': 'https://api.example' }
    expect(payReturnUrl()).toBe(`${window.location.origin}/hospital/h5PayResult`)
  })
})
