jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { showShareMenu: jest.fn(async () => ({})), setClipboardData: jest.fn(async () => ({})) },
}))

import * as h5 from './share'
import * as weapp from './share.weapp'
import * as alipay from './share.alipay'
import { shareLink } from './shareLink'
import { UA, setUserAgent, setWindow } from '@test-support/app/platform'

const Taro = (jest.requireMock('@tarojs/taro') as any).default as { showShareMenu: jest.Mock; setClipboardData: jest.Mock }
const info = { title: '体检套餐', path: '/productionDetail?goodsId=1', imageUrl: 'https://img.example/1.png' }

beforeEach(() => {
  jest.clearAllMocks()
  setUserAgent(UA.chrome)
})

describe('mini-program share', () => {
  it.each([
    ['weapp', weapp],
    ['alipay', alipay],
  ])('%s: shows the share menu and keeps the info', async (_n, mod) => {
    await expect(mod.enableShare(info)).resolves.toBe('menu')
    expect(Taro.showShareMenu).toHaveBeenCalledWith({ withShareTicket: true, menus: ['shareAppMessage', 'shareTimeline'] })
    expect(mod.currentShare()).toEqual(info)
  })
  it('a failing share menu (Alipay) is not an error', async () => {
    Taro.showShareMenu.mockRejectedValueOnce({ errMsg: 'not supported' })
    await expect(alipay.enableShare(info)).resolves.toBe('menu')
  })
})

describe('H5 share', () => {
  it('builds absolute links under /hospital', () => {
    expect(shareLink('/productionDetail?goodsId=1')).toBe('http://localhost/hospital/productionDetail?goodsId=1')
    expect(shareLink('/hospital/home')).toBe('http://localhost/hospital/home')
    expect(shareLink('https://x.example/a')).toBe('https://x.example/a')
  })

  it('WeChat browser without the JS-SDK rejects (wechat script absent)', async () => {
    setUserAgent(UA.wechat)
    await expect(h5.enableShare(info)).rejects.toThrow(/wechat script absent/)
  })

  it('WeChat browser: wx.config with the signature, then updateAppMessageShareData', async () => {
    setUserAgent(UA.wechat)
    let ready: () => void = () => undefined
    const sdk = {
      config: jest.fn(() => setTimeout(() => ready())),
      ready: jest.fn((cb: () => void) => (ready = cb)),
      error: jest.fn(),
      updateAppMessageShareData: jest.fn(),
      updateTimelineShareData: jest.fn(),
    }
    const restore = setWindow('wx', sdk)
    try {
      await expect(h5.enableShare(info, { appid: 'wxa', timestamp: '1700000000', noncestr: 'n', sign: 's' })).resolves.toBe('wechat')
      expect(sdk.config).toHaveBeenCalledWith(
        expect.objectContaining({ appId: 'wxa', timestamp: 1700000000, nonceStr: 'n', signature: 's' }),
      )
      expect(sdk.updateAppMessageShareData).toHaveBeenCalledWith({
        title: '体检套餐',
        desc: '',
        link: 'http://localhost/hospital/productionDetail?goodsId=1',
        imgUrl: 'https://img.example/1.png',
      })
      expect(sdk.updateTimelineShareData).toHaveBeenCalled()
      expect(h5.currentShare()).toEqual(info)
    } finally {
      restore()
    }
  })

  it('WeChat browser: a config error rejects', async () => {
    setUserAgent(UA.wechat)
    let fail: (e: unknown) => void = () => undefined
    const sdk = {
      config: jest.fn(() => fail({ errMsg: 'config:invalid signature' })),
      ready: jest.fn(),
      error: (cb: any) => (fail = cb),
      updateAppMessageShareData: jest.fn(),
    }
    const restore = setWindow('wx', sdk)
    try {
      await expect(h5.enableShare(info, { appid: 'a', timestamp: 1, noncestr: 'n', sign: 'bad' })).rejects.toThrow(
        '微信 JS-SDK 配置失败：config:invalid signature',
      )
      expect(sdk.updateAppMessageShareData).not.toHaveBeenCalled()
    } finally {
      restore()
    }
  })

  it('a browser with the Web Share API: its share sheet; closing it is no share; a refusal copies the link', async () => {
    const share = jest.fn(async () => undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    try {
      await expect(h5.enableShare(info)).resolves.toBe('shared')
      expect(share).toHaveBeenCalledWith({
        title: '体检套餐',
        text: '体检套餐',
        url: 'http://localhost/hospital/productionDetail?goodsId=1',
      })
      share.mockRejectedValueOnce(Object.assign(new Error('cancel'), { name: 'AbortError' }))
      await expect(h5.enableShare(info)).resolves.toBe('cancelled')
      share.mockRejectedValueOnce(Object.assign(new Error('no gesture'), { name: 'NotAllowedError' }))
      const writeText = jest.fn(async () => undefined)
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
      await expect(h5.enableShare(info)).resolves.toBe('copied')
      expect(writeText).toHaveBeenCalled()
    } finally {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    }
  })

  it('plain browser: copies the link with navigator.clipboard', async () => {
    const writeText = jest.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await expect(h5.enableShare(info)).resolves.toBe('copied')
    expect(writeText).toHaveBeenCalledWith('http://localhost/hospital/productionDetail?goodsId=1')
    expect(Taro.setClipboardData).not.toHaveBeenCalled()
  })

  it('plain browser: falls back to Taro.setClipboardData', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    await expect(h5.enableShare(info)).resolves.toBe('copied')
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: 'http://localhost/hospital/productionDetail?goodsId=1' })
  })

  it('mini-program web-view: posts the share info to the host mini-program', async () => {
    setUserAgent(UA.wechatMini)
    const postMessage = jest.fn()
    const restore = setWindow('wx', { miniProgram: { postMessage } })
    try {
      await expect(h5.enableShare(info)).resolves.toBe('menu')
      expect(postMessage.mock.calls[0][0].data.share).toMatchObject({ title: '体检套餐' })
    } finally {
      restore()
    }
  })
})
