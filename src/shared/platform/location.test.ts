jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { getLocation: jest.fn() } }))

import * as h5 from './location'
import * as weapp from './location.weapp'
import * as alipay from './location.alipay'
import { handleNativeReply } from './nativeBridge'
import { setWindow } from '@test-support/app/platform'

const Taro = (jest.requireMock('@tarojs/taro') as any).default as { getLocation: jest.Mock }

describe('location', () => {
  it.each([
    ['weapp', weapp],
    ['alipay', alipay],
  ])('%s: Taro.getLocation (gcj02)', async (_n, mod) => {
    Taro.getLocation.mockResolvedValueOnce({ latitude: 32.05, longitude: 118.78 })
    await expect(mod.getLocation()).resolves.toEqual({ latitude: 32.05, longitude: 118.78 })
    expect(Taro.getLocation).toHaveBeenLastCalledWith({ type: 'gcj02' })
    Taro.getLocation.mockRejectedValueOnce({ errMsg: 'getLocation:fail auth deny' })
    await expect(mod.getLocation()).rejects.toThrow('定位失败：getLocation:fail auth deny')
  })

  it('H5: navigator.geolocation', async () => {
    const getCurrentPosition = jest.fn((ok: (p: any) => void) => ok({ coords: { latitude: 1.5, longitude: 2.5 } }))
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
    await expect(h5.getLocation()).resolves.toEqual({ latitude: 1.5, longitude: 2.5 })
    getCurrentPosition.mockImplementationOnce((_ok: any, fail?: any) => fail({ code: 1, message: 'User denied' }))
    await expect(h5.getLocation()).rejects.toThrow('定位失败：User denied')
  })

  it('H5 inside the hospital app: the native bridge', async () => {
    const getLocation = jest.fn((json: string) =>
      setTimeout(() => handleNativeReply(JSON.parse(json).callbackId, { code: '0', data: { latitude: '31.2', longitude: '121.4' } })),
    )
    const restore = setWindow('android', { getLocation })
    try {
      await expect(h5.getLocation()).resolves.toEqual({ latitude: 31.2, longitude: 121.4 })
    } finally {
      restore()
    }
  })

  it('H5 without geolocation rejects', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true })
    await expect(h5.getLocation()).rejects.toThrow('当前环境不支持定位')
  })
})
