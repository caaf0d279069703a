import { act } from 'react'
import SettingPage from './index'
import * as uc from '@/features/account/api'
import * as nav from '@/shared/routes/navigate'
import * as platform from '@/shared/platform'
import { useUserStore } from '@/shared/store'
import { bodyText, byText, cleanup, click, flush, loginAs, mount, q, resetStores, USER } from '@test-support/app/auth'
import { wireUserApi } from '@test-support/app/userApi'

wireUserApi()

jest.mock('@/shared/ui/assets/empty.svg', () => 'empty.svg')
jest.mock('@/shared/ui/assets/error.svg', () => 'error.svg')
jest.mock('@/shared/ui/assets/network.svg', () => 'network.svg')
jest.mock('@/shared/ui/Page', () => ({
  __esModule: true,
  default: (p: any) => (
    <div className="page-mock" data-title={p.title || ''}>
      {p.children}
    </div>
  ),
}))
jest.mock('@/features/account/api')
jest.mock('@/shared/request/hospitalApi', () => ({
  __esModule: true,
  ...jest.requireActual('@/shared/request/hospitalApi'),
  getProtocol: jest.fn(),
}))
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
    for (const s of ['用户协议', '隐私政策', '设置密码', '绑定手机号', '138****8000', '退出登录', '注销账号'])
      expect(bodyText()).toContain(s)
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
