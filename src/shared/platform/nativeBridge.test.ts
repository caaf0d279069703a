import { callNative, handleNativeReply, hasNativeBridge, NATIVE_REPLY_FN, NativeBridgeError } from './nativeBridge'
import { setWindow } from '@test-support/app/platform'

/** the id of the last message sent through a fake */
const idOf = (json: string) => JSON.parse(json).callbackId as string

describe('native bridge', () => {
  let restore: (() => void)[] = []
  afterEach(() => {
    restore.forEach((r) => r())
    restore = []
  })

  it('rejects without a bridge', async () => {
    expect(hasNativeBridge()).toBe(false)
    await expect(callNative('getUserInfo')).rejects.toThrow('当前环境没有原生桥接')
  })

  it('Android: calls window.android[method](json) and resolves data on code "0"', async () => {
    const getUserInfo = jest.fn()
    restore.push(setWindow('android', { getUserInfo }))
    expect(hasNativeBridge('getUserInfo')).toBe(true)
    const pending = callNative('getUserInfo', { a: 1 })
    const json = getUserInfo.mock.calls[0][0]
    expect(JSON.parse(json)).toMatchObject({ callback: NATIVE_REPLY_FN, data: { a: 1 } })
    ;(window as any)[NATIVE_REPLY_FN](idOf(json), JSON.stringify({ code: '0', data: { name: '张三' } }))
    await expect(pending).resolves.toEqual({ name: '张三' })
  })

  it('iOS: posts to webkit.messageHandlers[method] and rejects with the message field', async () => {
    const postMessage = jest.fn()
    restore.push(setWindow('webkit', { messageHandlers: { getLocation: { postMessage } } }))
    const pending = callNative('getLocation')
    handleNativeReply(idOf(postMessage.mock.calls[0][0]), { code: '1001', message: '定位权限未开启' })
    const err = (await pending.then(
      () => null,
      (e: NativeBridgeError) => e,
    )) as NativeBridgeError
    expect(err).toBeInstanceOf(NativeBridgeError)
    expect([err.message, err.code]).toEqual(['定位权限未开启', '1001'])
  })

  it('numeric code 0 also resolves; unparseable replies reject', async () => {
    const m = jest.fn()
    restore.push(setWindow('android', { m }))
    const a = callNative('m')
    handleNativeReply(idOf(m.mock.calls[0][0]), { code: 0, data: 5 })
    await expect(a).resolves.toBe(5)
    const b = callNative('m')
    handleNativeReply(idOf(m.mock.calls[1][0]), '{oops')
    await expect(b).rejects.toThrow('原生返回格式错误')
  })

  it('a missing method rejects', async () => {
    restore.push(setWindow('android', {}))
    await expect(callNative('nope')).rejects.toThrow('原生方法不存在：nope')
  })

  it('times out and ignores a late reply', async () => {
    jest.useFakeTimers()
    try {
      const m = jest.fn()
      restore.push(setWindow('android', { m }))
      const pending = callNative('m', null, { timeoutMs: 1000 })
      jest.advanceTimersByTime(1001)
      await expect(pending).rejects.toThrow('原生调用超时：m')
      expect(() => handleNativeReply(idOf(m.mock.calls[0][0]), { code: '0' })).not.toThrow()
    } finally {
      jest.useRealTimers()
    }
  })

  it('a throwing native call rejects', async () => {
    restore.push(
      setWindow('android', {
        m: () => {
          throw new Error('boom')
        },
      }),
    )
    await expect(callNative('m')).rejects.toThrow('原生调用失败：boom')
  })
})
