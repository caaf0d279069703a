/**
 * Test stubs for Taro APIs that need a mounted page: NutUI Tabs measures its titles with
 * createSelectorQuery (it throws 没有找到已经加载了的页面 under the test renderer).
 */
import Taro from '@tarojs/taro'

export function stubSelectorQuery() {
  const q: any = {
    in: () => q,
    select: () => q,
    selectAll: () => q,
    selectViewport: () => q,
    boundingClientRect: (cb?: (r: unknown) => void) => (cb?.([]), q),
    scrollOffset: (cb?: (r: unknown) => void) => (cb?.({}), q),
    fields: (_f: unknown, cb?: (r: unknown) => void) => (cb?.({}), q),
    exec: (cb?: (r: unknown[]) => void) => cb?.([[], []]),
  }
  const T = Taro as any
  T.createSelectorQuery = () => q
  // NutUI imports it by name: replace the module's export too
  const mod = require('@tarojs/taro')
  try {
    Object.defineProperty(mod, 'createSelectorQuery', { value: () => q, configurable: true, writable: true, enumerable: true })
  } catch {
    mod.createSelectorQuery = () => q
  }
}
