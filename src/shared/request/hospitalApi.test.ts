/** user-center and zeus service modules: method, URL, payload, reply shape */
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { request: jest.fn() } }))
jest.mock('../platform/ui', () => ({ toast: jest.fn(), showLoading: jest.fn(), hideLoading: jest.fn(), DEFAULT_LOADING_TEXT: '加载中...' }))
jest.mock('../platform/network', () => ({ isOnline: jest.fn(async () => true), onNetworkChange: jest.fn() }))

import * as zeus from './hospitalApi'
import { resetRequestConfig, configureRequest } from './request'

const Taro = (jest.requireMock('@tarojs/taro') as any).default as { request: jest.Mock }
const ok = (data: unknown) => Taro.request.mockResolvedValueOnce({ statusCode: 200, data: { code: 200, msg: 'success', data } })
const last = () => Taro.request.mock.calls[Taro.request.mock.calls.length - 1][0]

const onUnauthorized = jest.fn()
beforeEach(() => {
  jest.clearAllMocks()
  resetRequestConfig()
  configureRequest({ getContext: () => ({ hospitalId: 6 }), onUnauthorized })
})

describe('zeus', () => {
  it('getHospitalIndex POSTs the hospitalId', async () => {
    ok({ hospitalId: 8, hospitalName: 'x' })
    await expect(zeus.getHospitalIndex(8)).resolves.toMatchObject({ hospitalId: 8 })
    expect(last()).toMatchObject({ url: '/zeus/hospital/getHospitalIndex', method: 'POST', data: { hospitalId: 8 } })
  })
  it('getProtocol GETs by code (and hospital)', async () => {
    ok({ code: 100, title: '用户协议', content: '<p/>' })
    await expect(zeus.getProtocol(100, 6)).resolves.toEqual({ code: 100, title: '用户协议', content: '<p/>' })
    expect(last()).toMatchObject({ url: '/zeus/protocol/getProtocolByCondition', method: 'GET', data: { code: 100, hospitalId: 6 } })
    ok({})
    await zeus.getProtocol(zeus.PROTOCOL_CODE.privacyPolicy)
    expect(last().data).toEqual({ code: 200 })
  })
})
