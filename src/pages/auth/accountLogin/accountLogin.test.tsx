import AccountLoginPage from './index'
import * as uc from '@/features/account/api'
import * as nav from '@/shared/routes/navigate'
import * as platform from '@/shared/platform'
import { useUserStore } from '@/shared/store'
import { bodyText, byText, cleanup, click, isDisabled, mount, q, resetStores, typeInto, USER } from '@test-support/app/auth'

jest.mock('@/shared/ui/Page', () => ({ __esModule: true, default: (p: any) => p.children }))
jest.mock('@/features/account/api')
jest.mock('@/shared/routes/navigate')
jest.mock('@/shared/platform', () => ({ __esModule: true, ...jest.requireActual('@/shared/platform'), toast: jest.fn() }))

const m = jest.mocked(uc)
const toast = jest.mocked(platform.toast)

beforeEach(() => {
  jest.clearAllMocks()
  resetStores()
})
afterEach(cleanup)

const submit = () => q('.account-login__submit')
const open = () => mount(AccountLoginPage, '/accountLogin?hospitalId=6')

describe('/accountLogin', () => {
  it('shows phone, password, 登录, the agreement and the links 短信验证码登录 / 找回密码', async () => {
    const t = await open()
    const text = bodyText()
    for (const s of ['登录', '我已阅读并同意', '《用户协议》', '《隐私政策》', '短信验证码登录', '找回密码']) expect(text).toContain(s)
    expect(q('taro-input-core[name="password"]').getAttribute('password')).toBe('true')
    expect(isDisabled(submit())).toBe(false)
    await click(t, '.account-login__sms')
    expect(nav.navigate).toHaveBeenCalledWith('/login', { hospitalId: 6 }, { replace: true })
    await click(t, '.account-login__forgot')
    expect(nav.navigate).toHaveBeenCalledWith('/register', { hospitalId: 6, resetPsw: 1 })
  })

  it('an empty or wrong phone shows the phone message; no request', async () => {
    const t = await open()
    await click(t, submit())
    expect(toast).toHaveBeenLastCalledWith('请输入手机号')
    await typeInto(t, 'phone', '1380013800')
    await click(t, submit())
    expect(toast).toHaveBeenLastCalledWith('手机格式不正确')
    expect(m.passwordLogin).not.toHaveBeenCalled()
  })

  it('an empty password shows 请输入密码', async () => {
    const t = await open()
    await typeInto(t, 'phone', '13800138000')
    await click(t, submit())
    expect(toast).toHaveBeenLastCalledWith('请输入密码')
    expect(m.passwordLogin).not.toHaveBeenCalled()
  })

  it('without the agreement: the prompt; 再考虑下 closes it, 同意 ticks the box and logs in', async () => {
    m.passwordLogin.mockResolvedValue({ ...USER })
    const t = await open()
    await typeInto(t, 'phone', '13800138000')
    await typeInto(t, 'password', 'abc123')
    await click(t, submit())
    expect(bodyText()).toContain('请先阅读并同意《用户协议》和《隐私政策》')
    await click(t, byText('再考虑下'))
    expect(m.passwordLogin).not.toHaveBeenCalled()
    expect(q('.agreement-check__box').getAttribute('aria-checked')).toBe('false')
    await click(t, submit())
    await click(t, byText('同意'))
    expect(q('.agreement-check__box').getAttribute('aria-checked')).toBe('true')
    expect(m.passwordLogin).toHaveBeenCalledWith({ registerName: '13800138000', password: 'abc123' }, { loading: true })
    expect(useUserStore.getState().loginType).toBe(1)
    expect(nav.relaunch).toHaveBeenCalledWith('/home', { hospitalId: 6 })
  })

  it('with the agreement ticked logs in and goes to the stored URL', async () => {
    useUserStore.getState().setLoginRedirectUrl('/webOrder')
    m.passwordLogin.mockResolvedValue({ ...USER })
    const t = await open()
    await typeInto(t, 'phone', '13800138000')
    await typeInto(t, 'password', 'abc123')
    await click(t, '.agreement-check__box')
    await click(t, submit())
    expect(m.passwordLogin).toHaveBeenCalledTimes(1)
    expect(nav.relaunch).toHaveBeenCalledWith('/webOrder', { hospitalId: 6 })
  })

  it('the eye shows the password as text', async () => {
    const t = await open()
    await click(t, '.auth-eye')
    expect(q('taro-input-core[name="password"]').getAttribute('password')).toBe('false')
  })
})
