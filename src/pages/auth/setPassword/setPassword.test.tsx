import SetPasswordPage from './index'
import * as uc from '@/features/account/api'
import * as nav from '@/shared/routes/navigate'
import * as platform from '@/shared/platform'
import { readPendingVerification, savePendingVerification, clearPendingVerification } from '@/features/account/session'
import { setPasswordMode } from '@/features/account/passwordModes'
import { useUserStore } from '@/shared/store'
import { bodyText, cleanup, click, isDisabled, loginAs, mount, q, resetStores, typeInto, USER, waitForText } from '@test-support/app/auth'

jest.mock('@/shared/ui/Page', () => ({
  __esModule: true,
  default: (p: any) => (
    <div className="page-mock" data-title={p.title || ''}>
      {p.children}
    </div>
  ),
}))
// StatusView's illustrations (svg files; jest has no transform for them)
jest.mock('@/shared/ui/assets/empty.svg', () => 'empty.svg')
jest.mock('@/shared/ui/assets/error.svg', () => 'error.svg')
jest.mock('@/shared/ui/assets/network.svg', () => 'network.svg')
jest.mock('@/features/account/api')
jest.mock('@/shared/routes/navigate')
jest.mock('@/shared/platform', () => ({ __esModule: true, ...jest.requireActual('@/shared/platform'), toast: jest.fn() }))

const m = jest.mocked(uc)
const toast = jest.mocked(platform.toast)

beforeEach(() => {
  jest.clearAllMocks()
  resetStores()
  clearPendingVerification()
  m.getCaptcha.mockResolvedValue({ captchaId: 'cap-1', svg: '<svg/>' })
  m.verifyCode.mockResolvedValue({ errCode: 0, errMsg: 'ok' })
})
afterEach(cleanup)

describe('/setPassword', () => {
  const submit = () => q('.set-password__submit')

  it('shows the hint verbatim; the button needs 6+ characters in both fields', async () => {
    loginAs()
    const t = await mount(SetPasswordPage, '/setPassword?setPsw=1')
    expect(bodyText()).toContain('6-20位至少包括数字、大小写字母、符号2种组合')
    expect(isDisabled(submit())).toBe(true)
    await typeInto(t, 'password', 'abc12')
    await typeInto(t, 'confirm', 'abc123')
    expect(isDisabled(submit())).toBe(true)
    await typeInto(t, 'password', 'abc123')
    expect(isDisabled(submit())).toBe(false)
  })

  it('bad format: 密码格式不正确; mismatch: 两次密码不一致！', async () => {
    loginAs()
    const t = await mount(SetPasswordPage, '/setPassword?setPsw=1')
    await typeInto(t, 'password', 'abcdef')
    await typeInto(t, 'confirm', 'abcdef')
    await click(t, submit())
    expect(toast).toHaveBeenLastCalledWith('密码格式不正确')
    await typeInto(t, 'password', 'abc123')
    await typeInto(t, 'confirm', 'abc124')
    await click(t, submit())
    expect(toast).toHaveBeenLastCalledWith('两次密码不一致！')
    expect(m.setPassword).not.toHaveBeenCalled()
  })

  it('setPsw=1: 跳过，稍后再设置 goes home; submitting calls password, 设置成功, home', async () => {
    loginAs()
    m.setPassword.mockResolvedValue(null)
    const t = await mount(SetPasswordPage, '/setPassword?setPsw=1&hospitalId=6')
    expect(bodyText()).toContain('跳过，稍后再设置')
    await click(t, '.set-password__skip')
    expect(nav.relaunch).toHaveBeenCalledWith('/home', { hospitalId: 6 })
    await typeInto(t, 'password', 'abc123')
    await typeInto(t, 'confirm', 'abc123')
    await click(t, submit())
    expect(m.setPassword).toHaveBeenCalledWith({ password: 'abc123' }, { loading: true })
    expect(toast).toHaveBeenCalledWith('设置成功', 'success')
    expect(nav.relaunch).toHaveBeenCalledTimes(2)
  })

  it('reset: retrPassword with the verified phone + code, 重置成功, /accountLogin', async () => {
    savePendingVerification({ phone: '13800138000', code: '123456', reset: true })
    m.retrPassword.mockResolvedValue(null)
    const t = await mount(SetPasswordPage, '/setPassword?reset=1&hospitalId=6')
    expect(bodyText()).not.toContain('跳过，稍后再设置')
    await typeInto(t, 'password', 'New1234')
    await typeInto(t, 'confirm', 'New1234')
    await click(t, submit())
    expect(m.retrPassword).toHaveBeenCalledWith({ phone: '13800138000', verifyCode: '123456', password: 'New1234' }, { loading: true })
    expect(toast).toHaveBeenCalledWith('重置成功', 'success')
    expect(nav.redirect).toHaveBeenCalledWith('/accountLogin', { hospitalId: 6 })
    expect(readPendingVerification()).toBeNull()
    expect(useUserStore.getState().userInfo).toBeNull()
  })

  it('register: POST register, stores the user (type 1), 设置成功, then the post-login page', async () => {
    savePendingVerification({ phone: '13800138000', code: '123456', reset: false })
    m.register.mockResolvedValue({ ...USER })
    const t = await mount(SetPasswordPage, '/setPassword?hospitalId=6')
    await typeInto(t, 'password', 'abc123')
    await typeInto(t, 'confirm', 'abc123')
    await click(t, submit())
    expect(m.register).toHaveBeenCalledWith({ phone: '13800138000', verifyCode: '123456', password: 'abc123' }, { loading: true })
    expect(useUserStore.getState().loginType).toBe(1)
    expect(toast).toHaveBeenCalledWith('设置成功', 'success')
    expect(nav.relaunch).toHaveBeenCalledWith('/home', { hospitalId: 6 })
  })

  it('reset=1 without a verified phone says so and offers the reset flow again', async () => {
    const t = await mount(SetPasswordPage, '/setPassword?reset=1&hospitalId=6')
    expect(bodyText()).toContain('验证已过期，请重新获取验证码')
    await click(t, '.status-view__btn')
    expect(nav.redirect).toHaveBeenCalledWith('/register', { hospitalId: 6, resetPsw: 1 })
  })

  it('modes', () => {
    const inNoPw = { loggedIn: true, hasPassword: false }
    const inPw = { loggedIn: true, hasPassword: true }
    const out = { loggedIn: false }
    expect(setPasswordMode({ setPsw: '1' }, inNoPw, null)).toBe('first')
    expect(setPasswordMode({ setPsw: '1' }, inPw, null)).toBe('change')
    expect(setPasswordMode({ setPsw: '1' }, out, null)).toBe('expired')
    expect(setPasswordMode({ reset: '1' }, out, { reset: true })).toBe('reset')
    expect(setPasswordMode({ reset: '1' }, out, { reset: false })).toBe('expired')
    expect(setPasswordMode({}, out, { reset: false })).toBe('register')
    expect(setPasswordMode({}, inPw, null)).toBe('change')
    expect(setPasswordMode({}, inNoPw, null)).toBe('first')
    expect(setPasswordMode({}, out, null)).toBe('expired')
  })

  it('change: a reset code (type 4) to the own full phone, then password with verifyCode; no skip link', async () => {
    loginAs({ ...USER, userBase: { ...USER.userBase!, phone: '138****8000', hasPassword: true } })
    m.getUserBaseInfo.mockResolvedValue({ ...USER.userBase!, phone: '138****8000', phoneFull: '13800138000' } as any)
    m.setPassword.mockResolvedValue(null)
    const t = await mount(SetPasswordPage, '/setPassword?hospitalId=6')
    expect(q('.page-mock').getAttribute('data-title')).toBe('修改密码')
    // the full phone comes from getUserBaseInfo after the first renders
    await waitForText('验证码将发送至138****8000')
    expect(bodyText()).not.toContain('跳过，稍后再设置')
    await click(t, '.auth-send-code')
    await typeInto(t, 'captcha', 'ab12')
    await click(t, '.captcha-popup__ok')
    expect(m.verifyCode).toHaveBeenCalledWith({ phone: '13800138000', type: 4, captchaId: 'cap-1', captchaCode: 'ab12' }, { loading: true })
    await typeInto(t, 'code', '112233')
    await typeInto(t, 'password', 'abc123')
    await typeInto(t, 'confirm', 'abc123')
    await click(t, submit())
    expect(m.setPassword).toHaveBeenCalledWith({ password: 'abc123', verifyCode: '112233' }, { loading: true })
    expect(toast).toHaveBeenCalledWith('设置成功', 'success')
    expect(useUserStore.getState().userInfo?.userBase?.hasPassword).toBe(true)
  })

  it('a verified phone expires after 5 minutes', () => {
    savePendingVerification({ phone: '13800138000', code: '123456', reset: true }, 1_000)
    expect(readPendingVerification(1_000 + 4 * 60_000)).not.toBeNull()
    expect(readPendingVerification(1_000 + 6 * 60_000)).toBeNull()
  })
})
