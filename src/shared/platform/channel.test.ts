import { channelFromUserAgent, isAndroidInAppUserAgent } from './channelRules'
import * as h5 from './channel'
import * as weapp from './channel.weapp'
import * as alipay from './channel.alipay'
import { UA, setUserAgent, setWindow } from '@test-support/app/platform'

describe('channelFromUserAgent', () => {
  it.each([
    [UA.wechat, undefined, 'wechat'],
    [UA.wechat, 'miniprogram', 'miniProgram'],
    [UA.wechatMini, undefined, 'miniProgram'],
    [UA.alipay, undefined, 'alipay'],
    [UA.alipayMini, undefined, 'alipayMiniProgram'],
    [UA.chrome, undefined, 'none'],
    ['', undefined, 'none'],
  ])('%s (%s) -> %s', (ua, env, expected) => {
    expect(channelFromUserAgent(ua, env)).toBe(expected)
  })

  it('recognises Android in-app browsers only', () => {
    expect(isAndroidInAppUserAgent(UA.wechatAndroid)).toBe(true)
    expect(isAndroidInAppUserAgent(UA.androidChrome)).toBe(false)
    expect(isAndroidInAppUserAgent(UA.androidChrome, true)).toBe(true)
    expect(isAndroidInAppUserAgent(UA.wechat)).toBe(false)
  })
})

describe('H5 channel adapter', () => {
  afterEach(() => setUserAgent(UA.chrome))

  it('reads the user agent', () => {
    setUserAgent(UA.wechat)
    expect(h5.detectChannel()).toBe('wechat')
    setUserAgent(UA.alipayMini)
    expect(h5.detectChannel()).toBe('alipayMiniProgram')
    setUserAgent(UA.chrome)
    expect(h5.detectChannel()).toBe('none')
  })

  it('sees a WeChat mini-program web-view through window.__wxjs_environment', () => {
    setUserAgent(UA.wechat)
    const restore = setWindow('__wxjs_environment', 'miniprogram')
    try {
      expect(h5.detectChannel()).toBe('miniProgram')
    } finally {
      restore()
    }
  })

  it('detects an Android in-app browser, including the hospital app bridge', () => {
    setUserAgent(UA.wechatAndroid)
    expect(h5.isAndroidInAppBrowser()).toBe(true)
    setUserAgent(UA.androidChrome)
    expect(h5.isAndroidInAppBrowser()).toBe(false)
    const restore = setWindow('android', {})
    try {
      expect(h5.isAndroidInAppBrowser()).toBe(true)
    } finally {
      restore()
    }
  })

  it('flags the build target', () => {
    expect([h5.target, h5.isH5, h5.isMiniProgram]).toEqual(['h5', true, false])
  })
})

describe('mini-program channel adapters', () => {
  it('weapp is always the mini-program channel', () => {
    setUserAgent(UA.alipay)
    expect(weapp.detectChannel()).toBe('miniProgram')
    expect([weapp.target, weapp.isH5, weapp.isMiniProgram, weapp.isAndroidInAppBrowser()]).toEqual(['weapp', false, true, false])
    setUserAgent(UA.chrome)
  })
  it('alipay is always the alipay mini-program channel', () => {
    expect(alipay.detectChannel()).toBe('alipayMiniProgram')
    expect([alipay.target, alipay.isH5, alipay.isMiniProgram, alipay.isAndroidInAppBrowser()]).toEqual(['alipay', false, true, false])
  })
})
