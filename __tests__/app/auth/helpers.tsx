/**
 * Helpers of the account-screen tests. The Page shell is replaced by a pass-through (it needs Taro's page
 * context, which the test renderer does not give); services, navigation and the toast are mocked per file.
 */
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { resetAppStore, resetUserStore, useUserStore } from '../../../src/store'
import type { UserInfo } from '../../../types/api'

export const bodyText = () => document.body.textContent || ''

export function setUrl(path: string) {
  window.history.replaceState(null, '', `/hospital${path}`)
}

export async function mount(Comp: any, path: string, props: Record<string, unknown> = {}) {
  setUrl(path)
  const t = new TestUtils()
  await t.mount(Comp, { props })
  await flush()
  return t
}

/** let promises and React updates settle */
export async function flush(times = 3) {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await Promise.resolve()
    })
  }
}

/** moves fake timers inside act, so the updates they cause are rendered */
export async function tick(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms)
  })
  await flush(1)
}

/**
 * a fake clock for the 120 s countdown: only Date and setInterval are faked (the component library
 * schedules its renders on setTimeout / animation frames, which must keep running)
 */
type Fakeable = 'Date' | 'hrtime' | 'nextTick' | 'performance' | 'queueMicrotask' | 'requestAnimationFrame' | 'cancelAnimationFrame' | 'requestIdleCallback' | 'cancelIdleCallback' | 'setImmediate' | 'clearImmediate' | 'setInterval' | 'clearInterval' | 'setTimeout' | 'clearTimeout'
const FAKEABLE: Fakeable[] = ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout']

/** fake timers for only these APIs */
export function fakeOnly(apis: Fakeable[], now?: Date) {
  jest.useFakeTimers({ now, doNotFake: FAKEABLE.filter((a) => !apis.includes(a)) })
}

let faked = false
export function fakeClock(now = new Date('2026-03-01T10:00:00Z')) {
  fakeOnly(['Date', 'setInterval', 'clearInterval'], now)
  faked = true
}

/** back to real timers, after running what waits on the fake ones (jsdom's animation frames among them) */
export async function restoreTimers() {
  if (faked) {
    await act(async () => {
      jest.runOnlyPendingTimers()
    })
    faked = false
  }
  jest.useRealTimers()
}

/** an element that Taro's components render asynchronously (the native <input> inside taro-input-core) */
export async function waitFor<T extends Element = HTMLElement>(selector: string, timeout = 2000): Promise<T> {
  const end = Date.now() + timeout
  for (;;) {
    const el = document.querySelector(selector)
    if (el) return el as T
    if (Date.now() > end) throw new Error(`no element ${selector} after ${timeout} ms`)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10))
    })
  }
}

export function q<T extends Element = HTMLElement>(selector: string): T {
  const el = document.querySelector(selector)
  if (!el) throw new Error(`no element ${selector}`)
  return el as T
}

/** types into a NutUI Input by its name (the native <input> inside Taro's input) */
export async function typeInto(t: TestUtils, name: string, value: string) {
  const input = await waitFor<HTMLInputElement>(`input[name="${name}"]`)
  await act(async () => {
    input.value = value
    t.fireEvent.input(input, { target: { value } } as unknown as InputEventInit)
  })
  await flush(1)
}

export async function click(t: TestUtils, el: Element | string) {
  const node = typeof el === 'string' ? q(el) : el
  await act(async () => {
    t.fireEvent.click(node)
  })
  await flush()
}

/** the first element whose own text is exactly `text` */
export function byText(text: string, root: ParentNode = document): HTMLElement {
  const all = Array.from(root.querySelectorAll<HTMLElement>('*'))
  const hit = all.find((e) => Array.from(e.childNodes).some((n) => n.nodeType === 3 && (n.textContent || '').trim() === text))
  if (!hit) throw new Error(`no element with text ${text}`)
  return hit
}

export const isDisabled = (el: Element) => /nut-button-disabled/.test(el.className)

export function resetStores() {
  resetAppStore()
  resetUserStore()
}

export const USER: UserInfo = {
  userBase: { id: 7, username: '健康用户', phone: '13800138000', registerHospitalId: 6, registerChannel: 'h5', hasPassword: false },
  userThird: null,
  token: 'tok-abcdefghijklmnopqrstuvwxyz',
}

export function loginAs(user: UserInfo = USER) {
  useUserStore.getState().setUser(user, 1)
}

export function cleanup() {
  document.body.innerHTML = ''
}

// async replies land outside act() by nature; React's reminder about it is noise here
const realError = console.error.bind(console)
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  const first = String(args[0] ?? '')
  if (/not wrapped in act|ReactDOMTestUtils\.act|not configured to support act|findDOMNode is deprecated/.test(first)) return
  realError(...args)
})
