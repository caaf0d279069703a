import LoginPage from './index'
import * as uc from '@/features/account/api'
import * as nav from '@/shared/routes/navigate'
import * as platform from '@/shared/platform'
import { useAppStore, useUserStore } from '@/shared/store'
import {
  bodyText,
  byText,
  cleanup,
  click,
  flush,
  isDisabled,
  mount,
  q,
  fakeClock,
  resetStores,
  restoreTimers,
  tick,
  typeInto,
  USER,
} from '@test-support/app/auth'

jest.mock('@/shared/ui/Page', () => ({ __esModule: true, default: (p: any) => p.children }))
jest.mock('@/features/account/api')
jest.mock('@/shared/routes/navigate')
jest.mock('@/shared/platform', () => ({
  __esModule: true,
  ...jest.requireActual('@/shared/platform'),
  toast: jest.fn(),
  getLoginCode: jest.fn(),
}))

const m = jest.mocked(uc)
const toast = jest.mocked(platform.toast)

beforeEach(() => {
  jest.clearAllMocks()
  resetStores()
  m.getCaptcha.mockResolvedValue({ captchaId: 'cap-1', svg: '<svg xmlns="http://www.w3.org/2000/svg"><text>ab12</text></svg>' })
})
afterEach(async () => {
  await restoreTimers()
  cleanup()
})

const nextBtn = () => q('.login-page__submit')
const sendBtn = () => q('.auth-send-code')

async function openLogin() {
  return mount(LoginPage, '/login?hospitalId=6')
}

describe('/login 下一步', () => {
  it('is enabled only with a valid phone, a code of 6+ characters and the agreement ticked (domain canLogin)', async () => {
    const t = await openLogin()
    expect(bodyText()).toContain('下一步')
    expect(isDisabled(nextBtn())).toBe(true)
    await typeInto(t, 'phone', '13800138000')
    await typeInto(t, 'code', '12345')
    expect(isDisabled(nextBtn())).toBe(true)
    await typeInto(t, 'code', '123456')
    expect(isDisabled(nextBtn())).toBe(true) // agreement not ticked
    await click(t, '.agreement-check__box')
    expect(isDisabled(nextBtn())).toBe(false)
    await typeInto(t, 'phone', '12345678901')
    expect(isDisabled(nextBtn())).toBe(true)
  })

  it('shows 手机格式不正确 under a wrong 11-digit phone', async () => {
    const t = await openLogin()
    await typeInto(t, 'phone', '12345678901')
    expect(q('.auth-phone-error').textContent).toBe('手机格式不正确')
    await typeInto(t, 'phone', '13800138000')
    expect(document.querySelector('.auth-phone-error')).toBeNull()
  })

  it('limits the phone to 11 and the code to 10 characters', async () => {
    await openLogin()
    expect(q('input[name="phone"]').getAttribute('maxlength')).toBe('11')
    expect(q('input[name="code"]').getAttribute('maxlength')).toBe('10')
  })

  it('links 《用户协议》 (100) and 《隐私政策》 (200) to /privacyAc, and 密码登录 to /accountLogin', async () => {
    const t = await openLogin()
    await click(t, '.agreement-check__link--user')
    expect(nav.navigate).toHaveBeenCalledWith('/privacyAc', { hospitalId: 6, codeList: 100 })
    await click(t, '.agreement-check__link--privacy')
    expect(nav.navigate).toHaveBeenCalledWith('/privacyAc', { hospitalId: 6, codeList: 200 })
    await click(t, byText('密码登录'))
    expect(nav.navigate).toHaveBeenCalledWith('/accountLogin', { hospitalId: 6 }, { replace: true })
  })
})

describe('/login send code', () => {
  it('is disabled until the phone is valid', async () => {
    const t = await openLogin()
    expect(isDisabled(sendBtn())).toBe(true)
    expect(sendBtn().textContent).toBe('获取验证码')
    await typeInto(t, 'phone', '13800138000')
    expect(isDisabled(sendBtn())).toBe(false)
  })

  it('asks for the image captcha, then counts down 重新发送(n) from 120 s', async () => {
    m.verifyCode.mockResolvedValue({ errCode: 0, errMsg: '发送成功' })
    const t = await openLogin()
    await typeInto(t, 'phone', '13800138000')
    await click(t, sendBtn())
    expect(bodyText()).toContain('请输入图形验证码')
    expect(m.getCaptcha).toHaveBeenCalledTimes(1)
    expect(q('.captcha-popup__img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    await typeInto(t, 'captcha', 'ab12')
    // the clock from here on: the countdown runs on fake timers
    fakeClock()
    await click(t, '.captcha-popup__ok')
    expect(m.verifyCode).toHaveBeenCalledWith({ phone: '13800138000', type: 1, captchaId: 'cap-1', captchaCode: 'ab12' }, { loading: true })
    expect(sendBtn().textContent).toBe('重新发送(120)')
    expect(isDisabled(sendBtn())).toBe(true)
    await tick(1000)
    expect(sendBtn().textContent).toBe('重新发送(119)')
    await tick(119_000)
    expect(sendBtn().textContent).toBe('重新发送')
    expect(isDisabled(sendBtn())).toBe(false)
  })

  it('errCode 2: shows errMsg in the popup and a fresh captcha; no countdown', async () => {
    m.verifyCode.mockResolvedValue({ errCode: 2, errMsg: '图形验证码错误' })
    const t = await openLogin()
    await typeInto(t, 'phone', '13800138000')
    await click(t, sendBtn())
    await typeInto(t, 'captcha', 'zzzz')
    m.getCaptcha.mockResolvedValueOnce({ captchaId: 'cap-2', svg: '<svg/>' })
    await click(t, '.captcha-popup__ok')
    expect(q('.captcha-popup__error').textContent).toBe('图形验证码错误')
    expect(m.getCaptcha).toHaveBeenCalledTimes(2)
    expect(sendBtn().textContent).toBe('获取验证码')
    await typeInto(t, 'captcha', 'ab12')
    m.verifyCode.mockResolvedValueOnce({ errCode: 0, errMsg: 'ok' })
    await click(t, '.captcha-popup__ok')
    expect(m.verifyCode).toHaveBeenLastCalledWith(expect.objectContaining({ captchaId: 'cap-2', captchaCode: 'ab12' }), { loading: true })
  })

  it('another errCode closes the popup and shows the server errMsg', async () => {
    m.verifyCode.mockResolvedValue({ errCode: 3, errMsg: '发送过于频繁，请稍后再试' })
    const t = await openLogin()
    await typeInto(t, 'phone', '13800138000')
    await click(t, sendBtn())
    await typeInto(t, 'captcha', 'ab12')
    await click(t, '.captcha-popup__ok')
    expect(toast).toHaveBeenCalledWith('发送过于频繁，请稍后再试')
    expect(sendBtn().textContent).toBe('获取验证码')
  })

  it('an empty captcha answer is not sent', async () => {
    const t = await openLogin()
    await typeInto(t, 'phone', '13800138000')
    await click(t, sendBtn())
    await click(t, '.captcha-popup__ok')
    expect(m.verifyCode).not.toHaveBeenCalled()
    expect(q('.captcha-popup__error').textContent).toBe('请输入图形验证码')
  })
})

describe('/login success', () => {
  async function fillAndSubmit() {
    const t = await openLogin()
    await typeInto(t, 'phone', '13800138000')
    await typeInto(t, 'code', '654321')
    await click(t, '.agreement-check__box')
    await click(t, nextBtn())
    return t
  }

  it('stores the user with login type 1 and relaunches the stored post-login URL', async () => {
    useUserStore.getState().setLoginRedirectUrl('/setting?hospitalId=6')
    m.smsLogin.mockResolvedValue({ ...USER })
    await fillAndSubmit()
    expect(m.smsLogin).toHaveBeenCalledWith({ phone: '13800138000', verifyCode: '654321' }, { loading: true })
    expect(useUserStore.getState().userInfo?.userBase?.id).toBe(7)
    expect(useUserStore.getState().loginType).toBe(1)
    expect(nav.relaunch).toHaveBeenCalledWith('/setting?hospitalId=6', {})
    expect(useUserStore.getState().loginRedirectUrl).toBe('')
  })

  it('without a stored URL goes to the stored home link, else home', async () => {
    useUserStore.getState().setHomeLink('/shop/home')
    m.smsLogin.mockResolvedValue({ ...USER })
    await fillAndSubmit()
    expect(nav.relaunch).toHaveBeenCalledWith('/shop/home', { hospitalId: 6 })
    cleanup()
    resetStores()
    await fillAndSubmit()
    expect(nav.relaunch).toHaveBeenLastCalledWith('/home', { hospitalId: 6 })
  })

  it('needBindPhone sends the user to /bandPhone', async () => {
    m.smsLogin.mockResolvedValue({ ...USER, needBindPhone: true })
    await fillAndSubmit()
    expect(nav.redirect).toHaveBeenCalledWith('/bandPhone', { hospitalId: 6, from: 'login' })
    expect(nav.relaunch).not.toHaveBeenCalled()
  })

  it('a refused login stays on the screen (the request layer shows the message)', async () => {
    m.smsLogin.mockRejectedValue(new Error('验证码错误'))
    await fillAndSubmit()
    expect(useUserStore.getState().userInfo).toBeNull()
    expect(nav.relaunch).not.toHaveBeenCalled()
  })
})

describe('/login inside a mini-program', () => {
  it('shows the one-tap login; without the agreement it asks 同意 / 再考虑下, 同意 logs in with wxLogin', async () => {
    const spy = jest.spyOn(platform, 'detectChannel').mockReturnValue('miniProgram')
    jest.mocked(platform.getLoginCode).mockResolvedValue('sandbox-abc')
    m.wxLogin.mockResolvedValue({ ...USER, userBase: null, userThird: { id: 3, openId: 'sb-wx-3', channel: 'wx' } })
    useAppStore.setState({ hospitalId: 6 })
    const t = await openLogin()
    expect(bodyText()).toContain('微信一键登录')
    expect(document.querySelector('input[name="phone"]')).toBeNull()
    await click(t, '.login-page__one-tap-btn')
    expect(bodyText()).toContain('请先阅读并同意《用户协议》和《隐私政策》')
    expect(bodyText()).toContain('再考虑下')
    await click(t, byText('同意'))
    await flush(5)
    expect(m.wxLogin).toHaveBeenCalledWith({ code: 'sandbox-abc' }, { loading: true })
    expect(useUserStore.getState().loginType).toBe(0)
    expect(nav.relaunch).toHaveBeenCalledWith('/home', { hospitalId: 6 })
    spy.mockRestore()
  })

  it('Alipay uses aliLogin', async () => {
    const spy = jest.spyOn(platform, 'detectChannel').mockReturnValue('alipayMiniProgram')
    jest.mocked(platform.getLoginCode).mockResolvedValue('sandbox-ali')
    m.aliLogin.mockResolvedValue({ ...USER })
    const t = await openLogin()
    expect(bodyText()).toContain('支付宝一键登录')
    await click(t, '.agreement-check__box')
    await click(t, '.login-page__one-tap-btn')
    await flush(5)
    expect(m.aliLogin).toHaveBeenCalledWith({ code: 'sandbox-ali' }, { loading: true })
    spy.mockRestore()
  })
})
