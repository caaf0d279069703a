/**
 * Logging out from a login-required page (SPEC §6, §7 loginOut): the page does not bounce the user to /login;
 * the sign-out flow (routes/session signOut) leads to the entry's home. The real Page shell and guard run here;
 * only Taro's navigation and the server replies are fakes.
 */
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import Taro from '@tarojs/taro'
import SettingPage from '@/pages/account/setting'
import Page from '../ui/Page'
import { decideGuard, runGuard } from './guard'
import { findRoute } from './resolve'
import { signOut, signedOutTarget } from './session'
import * as uc from '@/features/account/api'
import { useUserStore } from '../store'
import { byText, cleanup, click, flush, loginAs, q, resetStores, setUrl, USER } from '@test-support/app/auth'
import { wireUserApi } from '@test-support/app/userApi'

wireUserApi()

// Taro's page hooks need a Taro page around them; a mounted component has none
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  const Taro = actual.default ?? actual
  const nav = {
    redirectTo: jest.fn(async () => undefined),
    navigateTo: jest.fn(async () => undefined),
    reLaunch: jest.fn(async () => undefined),
  }
  Object.assign(Taro, nav)
  return { __esModule: true, ...actual, ...nav, default: Taro, usePullDownRefresh: jest.fn(), useDidShow: jest.fn() }
})
jest.mock('@/features/account/api')

const m = jest.mocked(uc)
const T = Taro as unknown as { redirectTo: jest.Mock; reLaunch: jest.Mock; navigateTo: jest.Mock }
const setting = findRoute('/setting')!
const home = findRoute('/home')!

beforeEach(() => {
  jest.clearAllMocks()
  resetStores()
  m.loginOut.mockResolvedValue(null)
  m.getRedisUser.mockResolvedValue(USER)
})
afterEach(() => cleanup())

const state = () => document.querySelector('.app-page')?.getAttribute('data-state')
const loginBounce = () => T.redirectTo.mock.calls.some(([o]) => String(o?.url).startsWith('/login'))

describe('the guard rule', () => {
  it.each([
    // route, loggedIn, session, way
    [setting, true, {}, 'allow'],
    [setting, false, {}, 'loginPage'],
    [setting, false, { signedOut: true, shown: false }, 'loginPage'], // a guarded page opened after signing out: log in
    [setting, false, { signedOut: false, shown: true }, 'loginPage'], // the session died (401): log in again
    [setting, false, { signedOut: true, shown: true }, 'signedOut'], // the page its user signed out on: no /login
    [home, false, { signedOut: true, shown: true }, 'allow'],
  ] as const)('%#: %s loggedIn=%s %j -> %s', (route, loggedIn, session, way) => {
    expect(decideGuard(route, {}, loggedIn, 'none', true, session)).toBe(way)
  })

  it('inside the WeChat browser too, the signed-out page starts no authorisation', () => {
    expect(decideGuard(setting, {}, false, 'wechat', true, { signedOut: true, shown: true })).toBe('signedOut')
    expect(decideGuard(setting, {}, false, 'wechat', true, { signedOut: true })).toBe('oauth')
  })

  it('runs no effect for a signed-out page and keeps it empty', () => {
    const fx = { storeTarget: jest.fn(), toLoginPage: jest.fn(), oauth: jest.fn() }
    expect(runGuard('signedOut', '/setting', fx)).toBe(false)
    expect(fx.storeTarget).not.toHaveBeenCalled()
    expect(fx.toLoginPage).not.toHaveBeenCalled()
    expect(fx.oauth).not.toHaveBeenCalled()
  })
})

describe('signOut (routes/session)', () => {
  it.each([
    ['', 6, '/home', { hospitalId: 6 }],
    ['/', 7, '/home', { hospitalId: 7 }],
    ['/chronic/workRoom', 6, '/chronic/workRoom', { hospitalId: 6 }],
    ['/studio/patient/home?hospitalId=9', 6, '/studio/patient/home?hospitalId=9', {}],
  ])('home link %j (hospital %i) -> %s', (link, hospitalId, path, query) => {
    expect(signedOutTarget(link, hospitalId)).toEqual({ path, query })
  })

  it('from an open page: loginOut, user cleared, home; nothing asks to log in', async () => {
    loginAs()
    setUrl('/personCenter?hospitalId=6')
    await signOut()
    expect(m.loginOut).toHaveBeenCalled()
    expect(useUserStore.getState()).toMatchObject({ userInfo: null, signedOut: true })
    expect(T.reLaunch).toHaveBeenCalledWith({ url: '/home?hospitalId=6' })
    expect(loginBounce()).toBe(false)
  })
})

describe('退出登录 on /setting (a login-required page) with the real Page shell', () => {
  async function mountSetting() {
    setUrl('/setting?hospitalId=6')
    const t = new TestUtils()
    await t.mount(SettingPage, { props: {} })
    await flush()
    return t
  }

  it('goes home: no /login, no stored target, the page shows nothing of the user while it is left', async () => {
    loginAs()
    const t = await mountSetting()
    expect(state()).toBe('ready')
    expect(document.body.textContent).toContain('138****8000')
    await click(t, '.setting-page__logout')
    await click(t, q('.setting-page__dialog--logout .nut-dialog-footer-ok'))
    await flush(5)
    expect(m.loginOut).toHaveBeenCalledTimes(1)
    expect(useUserStore.getState().userInfo).toBeNull()
    expect(T.reLaunch).toHaveBeenCalledWith({ url: '/home?hospitalId=6' })
    expect(loginBounce()).toBe(false)
    expect(useUserStore.getState().loginRedirectUrl).toBe('')
    expect(state()).toBe('login') // empty, not the page of a user who has gone
    expect(document.body.textContent).not.toContain('138****8000')
  })

  it('注销账号: acountDel, no loginOut, home, no /login', async () => {
    loginAs()
    m.acountDel.mockResolvedValue(null)
    const t = await mountSetting()
    await click(t, '.setting-page__delete')
    await click(t, q('.setting-page__dialog--delete .nut-dialog-footer-ok'))
    await flush(5)
    expect(m.acountDel).toHaveBeenCalled()
    expect(m.loginOut).not.toHaveBeenCalled()
    expect(useUserStore.getState().userInfo).toBeNull()
    expect(T.reLaunch).toHaveBeenCalledWith({ url: '/home?hospitalId=6' })
    expect(loginBounce()).toBe(false)
  })

  it('a guarded page opened after signing out still asks the visitor to log in', async () => {
    loginAs()
    await act(async () => {
      await useUserStore.getState().signOut()
    })
    setUrl('/bill?hospitalId=6')
    const t = new TestUtils()
    await t.mount(() => <Page>发票内容</Page>, { props: {} })
    await flush()
    expect(document.body.textContent).not.toContain('发票内容')
    expect(T.redirectTo).toHaveBeenCalledWith({ url: '/login?hospitalId=6' })
    expect(useUserStore.getState().loginRedirectUrl).toBe('/bill?hospitalId=6')
  })

  it('a dead session (401) on the page still sends the user to log in', async () => {
    loginAs()
    await mountSetting()
    await act(async () => {
      useUserStore.getState().logout()
    })
    await flush()
    expect(loginBounce()).toBe(true)
    expect(useUserStore.getState().loginRedirectUrl).toBe('/setting?hospitalId=6')
  })

  it('refreshes the user from the server on show (a stale stored phone is replaced)', async () => {
    loginAs({ ...USER, userBase: { ...USER.userBase!, phone: '138****8000' } })
    m.getRedisUser.mockResolvedValue({ ...USER, userBase: { ...USER.userBase!, phone: '139****1234' }, token: '' })
    await mountSetting()
    await flush(3)
    expect(document.body.textContent).toContain('139****1234')
    expect(useUserStore.getState().userInfo?.token).toBe(USER.token)
    expect(byText('绑定手机号')).toBeTruthy()
  })
})
