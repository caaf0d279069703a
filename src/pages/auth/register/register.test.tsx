import RegisterPage from './index'
import * as uc from '@/features/account/api'
import * as nav from '@/shared/routes/navigate'
import * as platform from '@/shared/platform'
import { readPendingVerification, clearPendingVerification } from '@/features/account/session'
import { cleanup, click, isDisabled, mount, q, resetStores, typeInto } from '@test-support/app/auth'

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

async function sendCode(t: any, phone = '13800138000') {
  await typeInto(t, 'phone', phone)
  await click(t, '.auth-send-code')
  await typeInto(t, 'captcha', 'ab12')
  await click(t, '.captcha-popup__ok')
}

describe('/register', () => {
  it('register: captcha + code (type 3), agreement required, 验证通过 then /setPassword with the phone kept out of the URL', async () => {
    const t = await mount(RegisterPage, '/register?hospitalId=6')
    expect(q('.page-mock').getAttribute('data-title')).toBe('注册')
    await sendCode(t)
    expect(m.verifyCode).toHaveBeenCalledWith(expect.objectContaining({ type: 3, phone: '13800138000' }), { loading: true })
    await typeInto(t, 'code', '123456')
    expect(isDisabled(q('.register-page__next'))).toBe(true)
    await click(t, '.agreement-check__box')
    expect(isDisabled(q('.register-page__next'))).toBe(false)
    await click(t, '.register-page__next')
    expect(toast).toHaveBeenCalledWith('验证通过', 'success')
    expect(nav.navigate).toHaveBeenCalledWith('/setPassword', { hospitalId: 6 })
    expect(readPendingVerification()).toMatchObject({ phone: '13800138000', code: '123456', reset: false })
  })

  it('resetPsw=1: title 找回密码, type 4, no agreement, then /setPassword?reset=1', async () => {
    const t = await mount(RegisterPage, '/register?resetPsw=1')
    expect(q('.page-mock').getAttribute('data-title')).toBe('找回密码')
    expect(document.querySelector('.agreement-check')).toBeNull()
    await sendCode(t)
    expect(m.verifyCode).toHaveBeenCalledWith(expect.objectContaining({ type: 4 }), { loading: true })
    await typeInto(t, 'code', '123456')
    await click(t, '.register-page__next')
    expect(toast).toHaveBeenCalledWith('验证通过', 'success')
    expect(nav.navigate).toHaveBeenCalledWith('/setPassword', { hospitalId: 6, reset: 1 })
    expect(readPendingVerification()).toMatchObject({ reset: true })
  })

  it('下一步 before a code was sent asks for the code first', async () => {
    const t = await mount(RegisterPage, '/register?resetPsw=1')
    await typeInto(t, 'phone', '13800138000')
    await typeInto(t, 'code', '123456')
    await click(t, '.register-page__next')
    expect(toast).toHaveBeenCalledWith('请先获取验证码')
    expect(nav.navigate).not.toHaveBeenCalled()
  })
})
