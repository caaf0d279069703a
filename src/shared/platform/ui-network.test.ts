jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    showToast: jest.fn(async () => ({})),
    showLoading: jest.fn(async () => ({})),
    hideLoading: jest.fn(async () => ({})),
    showModal: jest.fn(),
    setNavigationBarTitle: jest.fn(async () => ({})),
    getNetworkType: jest.fn(),
    onNetworkStatusChange: jest.fn(),
    offNetworkStatusChange: jest.fn(),
  },
}))

import path from 'path'
import * as netH5 from './network'
import * as netWeapp from './network.weapp'
import * as netAlipay from './network.alipay'

type Ui = typeof import('./ui')
// explicit file names: jest's app project resolves ./ui to ui.h5.ts
const uiDefault = require(path.join(__dirname, 'ui.ts')) as Ui
const uiH5 = require(path.join(__dirname, 'ui.h5.ts')) as Ui

const Taro = (jest.requireMock('@tarojs/taro') as any).default as Record<string, jest.Mock>

beforeEach(() => jest.clearAllMocks())

/** ui.h5.ts has Taro's dialogs once a call that waits for them (confirm) has returned */
const dialogsLoaded = async (ui: Ui) => {
  Taro.showModal.mockResolvedValueOnce({ confirm: false, cancel: true })
  await ui.confirm({ content: 'x' })
}

describe.each([
  ['ui.ts (mini-programs)', uiDefault],
  ['ui.h5.ts, once its dialogs are loaded', uiH5],
])('%s', (_name, ui) => {
  const { toast, showLoading, hideLoading, confirm } = ui
  beforeAll(() => dialogsLoaded(ui))

  it('toast', () => {
    toast('请求接口失败')
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '请求接口失败', icon: 'none', duration: 2000 })
    toast('已领取', 'success')
    expect(Taro.showToast).toHaveBeenLastCalledWith({ title: '已领取', icon: 'success', duration: 2000 })
    toast('')
    expect(Taro.showToast).toHaveBeenCalledTimes(2)
  })
  it('loading defaults to 加载中...', () => {
    showLoading()
    expect(Taro.showLoading).toHaveBeenCalledWith({ title: '加载中...', mask: true })
    showLoading('提交中')
    expect(Taro.showLoading).toHaveBeenLastCalledWith({ title: '提交中', mask: true })
    hideLoading()
    expect(Taro.hideLoading).toHaveBeenCalled()
  })
  it('a rejected Taro call does not surface', async () => {
    Taro.hideLoading.mockRejectedValueOnce({ errMsg: 'hideLoading:fail' })
    expect(() => hideLoading()).not.toThrow()
    await Promise.resolve()
  })
  it('confirm resolves the choice', async () => {
    Taro.showModal.mockResolvedValueOnce({ confirm: true, cancel: false })
    await expect(confirm({ title: '温馨提示', content: '确定删除？', confirmText: '删除', cancelText: '再想想' })).resolves.toBe(true)
    expect(Taro.showModal).toHaveBeenCalledWith({
      title: '温馨提示',
      content: '确定删除？',
      confirmText: '删除',
      cancelText: '再想想',
      showCancel: true,
    })
    Taro.showModal.mockResolvedValueOnce({ confirm: false, cancel: true })
    await expect(confirm({ content: 'x' })).resolves.toBe(false)
    Taro.showModal.mockRejectedValueOnce({ errMsg: 'fail' })
    await expect(confirm({ content: 'x' })).resolves.toBe(false)
  })
})

it('setTitle sets the navigation bar title and, on H5, document.title', () => {
  uiDefault.setTitle('购物车')
  expect(Taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '购物车' })
  uiH5.setTitle('我的')
  expect(Taro.setNavigationBarTitle).toHaveBeenLastCalledWith({ title: '我的' })
  expect(document.title).toBe('我的')
})

describe('ui.h5.ts before its dialogs are loaded', () => {
  const fresh = (): Ui => {
    let ui: Ui | undefined
    jest.isolateModules(() => {
      ui = require(path.join(__dirname, 'ui.h5.ts')) as Ui
    })
    return ui as Ui
  }

  it('a call waits for the code and runs then, in the order of the calls', async () => {
    const ui = fresh()
    ui.showLoading('提交中')
    ui.toast('已保存', 'success')
    ui.hideLoading()
    expect(Taro.showLoading).not.toHaveBeenCalled()
    expect(Taro.showToast).not.toHaveBeenCalled()
    await dialogsLoaded(ui)
    const order = (m: jest.Mock) => m.mock.invocationCallOrder[0]
    expect(Taro.showLoading).toHaveBeenCalledWith({ title: '提交中', mask: true })
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '已保存', icon: 'success', duration: 2000 })
    expect(order(Taro.showLoading)).toBeLessThan(order(Taro.showToast))
    expect(order(Taro.showToast)).toBeLessThan(order(Taro.hideLoading))
  })

  it('confirm waits for the code too', async () => {
    const ui = fresh()
    Taro.showModal.mockResolvedValueOnce({ confirm: true, cancel: false })
    await expect(ui.confirm({ content: '确定删除？' })).resolves.toBe(true)
  })

  it('the first setTitle (a page’s first effect) loads the code when the browser is idle', async () => {
    const ui = fresh()
    const idle: Array<() => void> = []
    const w = window as unknown as { requestIdleCallback?: (cb: () => void) => number }
    const own = w.requestIdleCallback
    w.requestIdleCallback = (cb) => idle.push(cb)
    try {
      ui.setTitle('首页')
      ui.setTitle('首页')
      expect(idle).toHaveLength(1)
      ui.toast('x')
      idle[0]()
      await dialogsLoaded(ui)
      expect(Taro.showToast).toHaveBeenCalledWith({ title: 'x', icon: 'none', duration: 2000 })
    } finally {
      w.requestIdleCallback = own
    }
  })
})

describe('network', () => {
  it('H5: navigator.onLine and the online/offline events', async () => {
    const spy = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await expect(netH5.isOnline()).resolves.toBe(false)
    spy.mockReturnValue(true)
    await expect(netH5.isOnline()).resolves.toBe(true)
    spy.mockRestore()
    const cb = jest.fn()
    const off = netH5.onNetworkChange(cb)
    window.dispatchEvent(new Event('offline'))
    window.dispatchEvent(new Event('online'))
    expect(cb.mock.calls).toEqual([[false], [true]])
    off()
    window.dispatchEvent(new Event('offline'))
    expect(cb).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['weapp', netWeapp, 'none'],
    ['alipay', netAlipay, 'NOTREACHABLE'],
  ])('%s: Taro.getNetworkType and onNetworkStatusChange', async (_n, mod, offline) => {
    Taro.getNetworkType.mockResolvedValueOnce({ networkType: 'wifi' })
    await expect(mod.isOnline()).resolves.toBe(true)
    Taro.getNetworkType.mockResolvedValueOnce({ networkType: offline })
    await expect(mod.isOnline()).resolves.toBe(false)
    Taro.getNetworkType.mockRejectedValueOnce({ errMsg: 'fail' })
    await expect(mod.isOnline()).resolves.toBe(true)
    const cb = jest.fn()
    const off = mod.onNetworkChange(cb)
    const handler = Taro.onNetworkStatusChange.mock.calls[Taro.onNetworkStatusChange.mock.calls.length - 1][0]
    handler({ isConnected: false, networkType: 'none' })
    expect(cb).toHaveBeenCalledWith(false)
    off()
    expect(Taro.offNetworkStatusChange).toHaveBeenCalledWith(handler)
  })
})
