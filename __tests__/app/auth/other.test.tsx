import { act } from 'react'
import SettingPage from '@/pages/account/setting'
import PrivacyAcPage from '@/pages/auth/agreement'
import TransitionPage from '@/pages/auth/transition'
import NjglyyPage from '@/pages/auth/njglyy'
import * as uc from '@/services/userCenter'
import * as zeus from '@/shared/request/hospitalApi'
import * as nav from '@/shared/routes/navigate'
import * as platform from '@/shared/platform'
import { parseCodeList } from '@/components/auth/protocols'
import { oauthReturnUri, safeRedirect } from '@/components/auth/oauthReturn'
import { svgDataUrl, base64 } from '@/components/auth/svg'
import { useUserStore } from '@/shared/store'
import { bodyText, byText, cleanup, click, fakeOnly, flush, loginAs, mount, q, resetStores, USER } from './helpers'
import { wireUserApi } from '../userApi'

wireUserApi()

jest.mock('@/shared/ui/assets/empty.svg', () => 'empty.svg')
jest.mock('@/shared/ui/assets/error.svg', () => 'error.svg')
jest.mock('@/shared/ui/assets/network.svg', () => 'network.svg')
jest.mock('@/shared/ui/Page', () => ({ __esModule: true, default: (p: any) => <div className="page-mock" data-title={p.title || ''}>{p.children}</div> }))
jest.mock('@/services/userCenter')
jest.mock('@/shared/request/hospitalApi', () => ({ __esModule: true, ...jest.requireActual('@/shared/request/hospitalApi'), getProtocol: jest.fn() }))
jest.mock('@/shared/routes/navigate')
jest.mock('@/shared/platform', () => ({ __esModule: true, ...jest.requireActual('@/shared/platform'), toast: jest.fn() }))

const m = jest.mocked(uc)
const toast = jest.mocked(platform.toast)

beforeEach(() => {
  jest.clearAllMocks()
  resetStores()
})
afterEach(() => {
  cleanup()
  jest.useRealTimers()
})

/** what reLaunch does to the page: unmount it */
async function leavePage(t: any) {
  await act(async () => {
    t.unmout()
  })
}

describe('/setting', () => {
  it('lists the agreements, password, masked phone, 退出登录 and 注销账号', async () => {
    loginAs()
    const t = await mount(SettingPage, '/setting?hospitalId=6')
    for (const s of ['用户协议', '隐私政策', '设置密码', '绑定手机号', '138****8000', '退出登录', '注销账号']) expect(bodyText()).toContain(s)
    expect(bodyText()).not.toContain('13800138000')
    await click(t, '.setting-page__agreement')
    expect(nav.navigate).toHaveBeenLastCalledWith('/privacyAc', { hospitalId: 6, codeList: 100 })
    await click(t, '.setting-page__privacy')
    expect(nav.navigate).toHaveBeenLastCalledWith('/privacyAc', { hospitalId: 6, codeList: 200 })
    await click(t, '.setting-page__password')
    expect(nav.navigate).toHaveBeenLastCalledWith('/setPassword', { hospitalId: 6, setPsw: 1 })
    await click(t, '.setting-page__phone')
    expect(nav.navigate).toHaveBeenLastCalledWith('/bandPhone', { hospitalId: 6 })
  })

  it('a user with a password sees 修改密码 (/setPassword)', async () => {
    loginAs({ ...USER, userBase: { ...USER.userBase!, hasPassword: true } })
    const t = await mount(SettingPage, '/setting?hospitalId=6')
    expect(bodyText()).toContain('修改密码')
    await click(t, '.setting-page__password')
    expect(nav.navigate).toHaveBeenLastCalledWith('/setPassword', { hospitalId: 6 })
  })

  it('退出登录: confirm, loginOut, the local user cleared, home', async () => {
    loginAs()
    m.loginOut.mockResolvedValue(null)
    const t = await mount(SettingPage, '/setting?hospitalId=6')
    await click(t, '.setting-page__logout')
    expect(bodyText()).toContain('确定要退出登录吗？')
    await click(t, byText('取消'))
    expect(m.loginOut).not.toHaveBeenCalled()
    await click(t, '.setting-page__logout')
    await click(t, q('.setting-page__dialog--logout .nut-dialog-footer-ok'))
    await flush()
    expect(m.loginOut).toHaveBeenCalled()
    // signed out on purpose (the page's guard leaves it to the sign-out flow: see signOut.test.tsx), then home
    expect(useUserStore.getState()).toMatchObject({ userInfo: null, signedOut: true })
    expect(nav.relaunch).toHaveBeenCalledWith('/home', { hospitalId: 6 })
    expect(toast).toHaveBeenCalledWith('已退出登录', 'success')
    await leavePage(t)
  })

  it('注销账号: explains that the data is deleted for good; acountDel, logout, home, toast', async () => {
    loginAs()
    m.acountDel.mockResolvedValue(null)
    const t = await mount(SettingPage, '/setting?hospitalId=6')
    await click(t, '.setting-page__delete')
    expect(bodyText()).toContain('全部数据将被删除且无法恢复')
    await click(t, q('.setting-page__dialog--delete .nut-dialog-footer-ok'))
    await flush()
    expect(m.acountDel).toHaveBeenCalled()
    expect(m.loginOut).not.toHaveBeenCalled()
    expect(useUserStore.getState()).toMatchObject({ userInfo: null, signedOut: true })
    await leavePage(t)
    expect(toast).toHaveBeenCalledWith('账号已注销', 'success')
    expect(nav.relaunch).toHaveBeenCalledWith('/home', { hospitalId: 6 })
  })

  it('a refused deletion keeps the user logged in', async () => {
    loginAs()
    m.acountDel.mockRejectedValue(new Error('no'))
    const t = await mount(SettingPage, '/setting?hospitalId=6')
    await click(t, '.setting-page__delete')
    await click(t, q('.setting-page__dialog--delete .nut-dialog-footer-ok'))
    await flush()
    expect(useUserStore.getState().userInfo).not.toBeNull()
    expect(nav.relaunch).not.toHaveBeenCalled()
  })
})

describe('/privacyAc', () => {
  it('fetches every code of codeList for the hospital and shows title + rich text', async () => {
    jest.mocked(zeus.getProtocol).mockImplementation(async (code: number) => ({ code, title: code === 100 ? '用户服务协议' : '隐私政策', content: `<p>正文${code}</p>` }))
    await mount(PrivacyAcPage, '/privacyAc?hospitalId=8&codeList=100,200')
    await flush(5)
    expect(zeus.getProtocol).toHaveBeenCalledWith(100, 8, { silent: true })
    expect(zeus.getProtocol).toHaveBeenCalledWith(200, 8, { silent: true })
    expect(bodyText()).toContain('用户服务协议')
    expect(bodyText()).toContain('隐私政策')
    expect(document.querySelectorAll('.privacy-ac__item')).toHaveLength(2)
  })

  it('one protocol titles the page', async () => {
    jest.mocked(zeus.getProtocol).mockResolvedValue({ code: 200, title: '隐私政策', content: '<p>x</p>' })
    await mount(PrivacyAcPage, '/privacyAc?codeList=200')
    await flush(5)
    expect(q('.page-mock').getAttribute('data-title')).toBe('隐私政策')
  })

  it('a failure shows its message', async () => {
    jest.mocked(zeus.getProtocol).mockRejectedValue(new Error('协议不存在'))
    await mount(PrivacyAcPage, '/privacyAc?codeList=100')
    await flush(5)
    expect(bodyText()).toContain('协议不存在')
  })

  it('parses codeList', () => {
    expect(parseCodeList('100,200')).toEqual([100, 200])
    expect(parseCodeList(' 200 ，100,100,x,-1,')).toEqual([200, 100])
    expect(parseCodeList(undefined)).toEqual([])
  })
})

describe('/transition', () => {
  it('exchanges the code with its redirectUri, stores the user (type 0) and goes to the redirect', async () => {
    m.getUserInfo.mockResolvedValue({ ...USER })
    await mount(TransitionPage, '/transition?redirect=%2Fsetting%3FhospitalId%3D6&code=sandbox-x&state=st1')
    await flush(5)
    expect(m.getUserInfo).toHaveBeenCalledWith(
      { code: 'sandbox-x', redirectUri: 'http://localhost/hospital/transition?redirect=%2Fsetting%3FhospitalId%3D6' },
      { silent: true },
    )
    expect(useUserStore.getState().loginType).toBe(0)
    expect(nav.relaunch).toHaveBeenCalledWith('/setting?hospitalId=6', {})
  })

  it('a failure shows the message and a way back to /login', async () => {
    m.getUserInfo.mockRejectedValue(new Error('授权码无效'))
    const t = await mount(TransitionPage, '/transition?code=bad')
    await flush(5)
    expect(bodyText()).toContain('授权码无效')
    await click(t, byText('返回登录'))
    expect(nav.redirect).toHaveBeenCalledWith('/login', { hospitalId: 6 })
  })

  it('without a code says so', async () => {
    await mount(TransitionPage, '/transition')
    await flush(3)
    expect(bodyText()).toContain('缺少授权码')
    expect(m.getUserInfo).not.toHaveBeenCalled()
  })

  it('redirects only to relative paths, never back into a login screen', () => {
    expect(safeRedirect('/hospital/setting?a=1')).toBe('/setting?a=1')
    expect(safeRedirect('https://evil.example')).toBe('')
    expect(safeRedirect('//evil.example')).toBe('')
    expect(safeRedirect('/login?x=1')).toBe('')
    expect(oauthReturnUri('https://h/hospital/transition?redirect=%2Fa&code=c&state=s#x')).toBe('https://h/hospital/transition?redirect=%2Fa')
  })
})

describe('/njglyy', () => {
  it('exchanges the code with glWxLogin, stores the user and goes to the hospital home', async () => {
    m.glWxLogin.mockResolvedValue({ ...USER })
    await mount(NjglyyPage, '/njglyy?code=sandbox-gl&hospitalId=6')
    await flush(5)
    expect(m.glWxLogin).toHaveBeenCalledWith({ code: 'sandbox-gl' }, { silent: true })
    expect(useUserStore.getState().userInfo?.userBase?.id).toBe(7)
    expect(nav.relaunch).toHaveBeenCalledWith('/home', { hospitalId: 6 })
  })

  it('a failure shows the message and goes back after 3 s', async () => {
    let fail: (e: Error) => void = () => undefined
    m.glWxLogin.mockReturnValue(new Promise((_, reject) => (fail = reject)))
    await mount(NjglyyPage, '/njglyy?code=bad')
    fakeOnly(['setTimeout', 'clearTimeout'])
    fail(new Error('用户信息获取失败'))
    await flush(5)
    expect(bodyText()).toContain('用户信息获取失败')
    jest.advanceTimersByTime(2900)
    expect(nav.back).not.toHaveBeenCalled()
    jest.advanceTimersByTime(200)
    expect(nav.back).toHaveBeenCalled()
    jest.runOnlyPendingTimers()
  })
})

describe('captcha image', () => {
  it('is a base64 data URL of the SVG', () => {
    expect(base64('abc')).toBe('YWJj')
    expect(base64('验')).toBe(Buffer.from('验').toString('base64'))
    expect(svgDataUrl('<svg/>')).toBe(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`)
  })
})
