/**
 * Helpers of the account-screen tests (the shared ones come from ./render). The Page shell is replaced by a
 * pass-through (it needs Taro's page context, which the test renderer does not give); services, navigation and
 * the toast are mocked per file.
 */
import { act } from 'react'
import { resetAppStore, resetUserStore, useUserStore } from '@/shared/store'
import type { UserInfo } from '@contract/api'
import type { StoredUserInfo } from '@/shared/store'
import { flush, mountComponent, quietActWarnings } from './render'

export { bodyText, byText, cleanup, click, flush, isDisabled, q, typeInto, waitFor, waitForText } from './render'

export function setUrl(path: string) {
  window.history.replaceState(null, '', `/hospital${path}`)
}

/** mounts a screen at a URL (the page reads its route and query from the address) */
export async function mount(Comp: any, path: string, props: Record<string, unknown> = {}) {
  setUrl(path)
  return mountComponent(Comp, props)
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
type Fakeable =
  | 'Date'
  | 'hrtime'
  | 'nextTick'
  | 'performance'
  | 'queueMicrotask'
  | 'requestAnimationFrame'
  | 'cancelAnimationFrame'
  | 'requestIdleCallback'
  | 'cancelIdleCallback'
  | 'setImmediate'
  | 'clearImmediate'
  | 'setInterval'
  | 'clearInterval'
  | 'setTimeout'
  | 'clearTimeout'
const FAKEABLE: Fakeable[] = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
]

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

export function resetStores() {
  resetAppStore()
  resetUserStore()
}

/** a login reply's user (what the login endpoints answer) */
export const USER: UserInfo = {
  userBase: {
    id: 7,
    username: '健康用户',
    phone: '13800138000',
    registerHospitalId: 6,
    registerChannel: 'h5',
    avatarUrl: '',
    hasPassword: false,
  },
  userThird: null,
  token: 'tok-abcdefghijklmnopqrstuvwxyz',
  subscribe: false,
  loginType: 1,
}

export function loginAs(user: StoredUserInfo = USER) {
  useUserStore.getState().setUser(user, 1)
}

quietActWarnings()
